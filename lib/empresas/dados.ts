import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { empresaDoc, usuarioDoc, usuarioEmpresaDoc, type Empresa } from "@/lib/empresas/schema";
import { menorPapel, type Papel } from "@/lib/empresas/papeis";
import { chunk } from "@/lib/infra/lotes";
import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";
import { guardarLimitado } from "@/lib/infra/mapa-limitado";

// The company data calls of spec section 7 (steps 1-5), each with a deadline.

/** Firestore's `in` filter takes at most this many values per query (spec section 9). */
export const EMPRESA_ID_BATCH_SIZE = 10;


export type Usuario = { exists: false } | { exists: true; idEmpresaAtual: string | null };

/** Step 1: usuarios/{uid}. */
export async function readUsuario(uid: string, firestore: Firestore = db()): Promise<Usuario> {
  const snapshot = await withDeadline(lerDocumento(firestore.collection(COLLECTIONS.usuarios).doc(uid)), "banco");
  if (!snapshot.exists) return { exists: false };
  const parsed = usuarioDoc.safeParse(snapshot.data() ?? {});
  return { exists: true, idEmpresaAtual: parsed.success ? (parsed.data.idEmpresaAtual ?? null) : null };
}

/** A user's link to a company, with the role it grants. */
export type Vinculo = { idEmpresa: string; papel: Papel };

async function linksWhere(field: "idUsuario" | "emailUsuario", value: string, firestore: Firestore): Promise<Vinculo[]> {
  const snapshot = await withDeadline(
    firestore.collection(COLLECTIONS.usuariosEmpresas).where(field, "==", value).get(),
    "banco",
  );
  const byEmpresa = new Map<string, Papel>();
  for (const doc of snapshot.docs) {
    const parsed = usuarioEmpresaDoc.safeParse(doc.data());
    if (!parsed.success) {
      console.error(`[empresas] malformed ${COLLECTIONS.usuariosEmpresas}/${doc.id} skipped`);
      continue;
    }
    const { idEmpresa, papel } = parsed.data;
    const other = byEmpresa.get(idEmpresa);
    byEmpresa.set(idEmpresa, other ? menorPapel(other, papel) : papel);
  }
  return [...byEmpresa].map(([idEmpresa, papel]) => ({ idEmpresa, papel }));
}

const idsOf = (links: Vinculo[]) => links.map((l) => l.idEmpresa);

/** Step 2: the links of the uid. */
export function linksByUid(uid: string, firestore: Firestore = db()): Promise<Vinculo[]> {
  return linksWhere("idUsuario", uid, firestore);
}

/** Step 3 (only when step 2 found none): the links of the e-mail. */
export function linksByEmail(email: string, firestore: Firestore = db()): Promise<Vinculo[]> {
  return linksWhere("emailUsuario", email, firestore);
}

/** Step 3 applied to step 2's answer: the uid's links, or the e-mail's when the uid has none. */
export async function withEmailFallback(byUid: Vinculo[], email: string | null, firestore: Firestore = db()): Promise<Vinculo[]> {
  return byUid.length > 0 || !email ? byUid : linksByEmail(email, firestore);
}

/**
 * Steps 1-3 in one round trip (two with the e-mail fallback): the user's document and the user's
 * links (`linked`: their company ids). Steps 1 and 2 do not depend on each other and run at once;
 * the fallback is skipped when the document is missing, since the links are then of no use.
 */
export async function readUsuarioAndLinks(
  uid: string,
  email: string | null,
  firestore: Firestore = db(),
): Promise<{ usuario: Usuario; vinculos: Vinculo[]; linked: string[] }> {
  const [usuario, byUid] = await Promise.all([readUsuario(uid, firestore), linksByUid(uid, firestore)]);
  const vinculos = usuario.exists ? await withEmailFallback(byUid, email, firestore) : byUid;
  return { usuario, vinculos, linked: idsOf(vinculos) };
}

/** Steps 2-3: the ids of the companies the user is linked to. */
export async function linkedEmpresaIds(uid: string, email: string | null, firestore: Firestore = db()): Promise<string[]> {
  return idsOf(await withEmailFallback(await linksByUid(uid, firestore), email, firestore));
}


/**
 * Step 4: the companies whose `id` field is among `ids` (duplicates dropped), in batches of
 * EMPRESA_ID_BATCH_SIZE, all batches at once: one round trip however many companies.
 */
export async function fetchEmpresas(ids: readonly string[], firestore: Firestore = db()): Promise<Empresa[]> {
  const batches = chunk([...new Set(ids)], EMPRESA_ID_BATCH_SIZE);
  const snapshots = await withDeadline(
    Promise.all(batches.map((batch) => firestore.collection(COLLECTIONS.empresas).where("id", "in", batch).get())),
    "banco",
  );
  const byId = new Map<string, Empresa>();
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const parsed = empresaDoc.safeParse(doc.data());
    if (!parsed.success) {
      console.error(`[empresas] malformed ${COLLECTIONS.empresas}/${doc.id} skipped`);
      continue;
    }
    if (byId.has(parsed.data.id)) continue;
    byId.set(parsed.data.id, { id: parsed.data.id, nome: parsed.data.nome ?? null });
    guardarLimitado(caminhos, parsed.data.id, doc.ref.path, CAMINHOS_MAX);
  }
  return [...byId.values()];
}

/**
 * Where each company's document is, by its `id` field (documents have ids of their own): learnt
 * from the lookups above, so the shell can read the company by path, in the same call as the
 * session record and the user's document, instead of one query more per request. Only a place to
 * look: the document read there must still carry that `id`, or the company is looked up again.
 */
const caminhos = new Map<string, string>();
const CAMINHOS_MAX = 20_000;

/** One company by its `id` field: read by path when its place is known (see above), else looked up. */
export async function lerEmpresa(id: string, firestore: Firestore = db()): Promise<Empresa | null> {
  const caminho = caminhos.get(id);
  if (caminho) {
    const snapshot = await withDeadline(lerDocumento(firestore.doc(caminho)), "banco");
    const parsed = snapshot.exists ? empresaDoc.safeParse(snapshot.data()) : null;
    if (parsed?.success && parsed.data.id === id) return { id, nome: parsed.data.nome ?? null };
    caminhos.delete(id);
  }
  const [empresa] = await fetchEmpresas([id], firestore);
  return empresa ?? null;
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** By name in pt-BR order; nameless companies last. */
export function sortByNome(empresas: readonly Empresa[]): Empresa[] {
  return [...empresas].sort((a, b) => {
    if (a.nome === null || b.nome === null) return a.nome === b.nome ? 0 : a.nome === null ? 1 : -1;
    return collator.compare(a.nome, b.nome);
  });
}

/** Step 5: sets the current company. Update only: fails with NOT_FOUND when the document is missing. */
export async function setEmpresaAtual(uid: string, idEmpresa: string, firestore: Firestore = db()): Promise<void> {
  await withDeadline(firestore.collection(COLLECTIONS.usuarios).doc(uid).update({ idEmpresaAtual: idEmpresa }), "banco");
}

/** Forgets a current company the user is no longer linked to: the field goes. Update only, like step 5. */
export async function clearEmpresaAtual(uid: string, firestore: Firestore = db()): Promise<void> {
  await withDeadline(firestore.collection(COLLECTIONS.usuarios).doc(uid).update({ idEmpresaAtual: FieldValue.delete() }), "banco");
}

/**
 * At sign-in: links written for the user's e-mail only (no uid) get the uid. The picker reads the
 * e-mail's links only when the uid has none, so without this a person with uid links would never
 * see a company that named them by e-mail.
 */
export async function anexarVinculosDoEmail(uid: string, email: string | null, firestore: Firestore = db()): Promise<number> {
  if (!email) return 0;
  const snapshot = await withDeadline(firestore.collection(COLLECTIONS.usuariosEmpresas).where("emailUsuario", "==", email).get(), "banco");
  const semUid = snapshot.docs.filter((d) => !d.get("idUsuario"));
  if (semUid.length === 0) return 0;
  const batch = firestore.batch();
  for (const doc of semUid) batch.update(doc.ref, { idUsuario: uid });
  await withDeadline(batch.commit(), "banco");
  return semUid.length;
}

/**
 * What a company's documents print of it (issue 41): its name and its `Nome nos documentos`
 * (lib/documentos/cabecalho.ts). One query by the `id` field; a company without a document prints
 * the name the context has.
 */
export async function empresaNosDocumentos(empresa: Empresa, firestore: Firestore = db()): Promise<{ nome: string | null; nomeNosDocumentos: string | null }> {
  const snapshot = await withDeadline(firestore.collection(COLLECTIONS.empresas).where("id", "==", empresa.id).limit(1).get(), "banco");
  const parsed = snapshot.empty ? null : empresaDoc.safeParse(snapshot.docs[0]!.data());
  return { nome: empresa.nome ?? null, nomeNosDocumentos: parsed?.success ? (parsed.data.nomeNosDocumentos ?? null) : null };
}
