import "server-only";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { db } from "@/lib/firebase/admin";
import { withDeadline } from "@/lib/deadline";
import { COLLECTIONS, empresaDoc, usuarioDoc, usuarioEmpresaDoc, type Empresa } from "@/lib/firestore/documents";

// The company data calls of spec section 7 (steps 1-5), each with a deadline.

/** Firestore's `in` filter takes at most this many values per query (spec section 9). */
export const EMPRESA_ID_BATCH_SIZE = 10;

const DB = "o banco de dados";

export type Usuario = { exists: false } | { exists: true; idEmpresaAtual: string | null };

/** Step 1: usuarios/{uid}. */
export async function readUsuario(uid: string, firestore: Firestore = db()): Promise<Usuario> {
  const snapshot = await withDeadline(firestore.collection(COLLECTIONS.usuarios).doc(uid).get(), DB);
  if (!snapshot.exists) return { exists: false };
  const parsed = usuarioDoc.safeParse(snapshot.data() ?? {});
  return { exists: true, idEmpresaAtual: parsed.success ? (parsed.data.idEmpresaAtual ?? null) : null };
}

async function linkedIdsWhere(field: "idUsuario" | "emailUsuario", value: string, firestore: Firestore): Promise<string[]> {
  const snapshot = await withDeadline(
    firestore.collection(COLLECTIONS.usuariosEmpresas).where(field, "==", value).get(),
    DB,
  );
  const ids: string[] = [];
  for (const doc of snapshot.docs) {
    const parsed = usuarioEmpresaDoc.safeParse(doc.data());
    if (parsed.success) ids.push(parsed.data.idEmpresa);
    else console.error(`[empresas] malformed ${COLLECTIONS.usuariosEmpresas}/${doc.id} skipped`);
  }
  return [...new Set(ids)];
}

/** Step 2: ids of the companies linked to the uid. */
export function linkedIdsByUid(uid: string, firestore: Firestore = db()): Promise<string[]> {
  return linkedIdsWhere("idUsuario", uid, firestore);
}

/** Step 3 (only when step 2 found none): ids of the companies linked to the e-mail. */
export function linkedIdsByEmail(email: string, firestore: Firestore = db()): Promise<string[]> {
  return linkedIdsWhere("emailUsuario", email, firestore);
}

/** Step 3 applied to step 2's answer: the uid's links, or the e-mail's when the uid has none. */
async function withEmailFallback(byUid: string[], email: string | null, firestore: Firestore = db()): Promise<string[]> {
  return byUid.length > 0 || !email ? byUid : linkedIdsByEmail(email, firestore);
}

/**
 * Steps 1-3 in one round trip (two with the e-mail fallback): the user's document and the ids of
 * the companies linked to the user. Steps 1 and 2 do not depend on each other and run at once; the
 * fallback is skipped when the document is missing, since the links are then of no use.
 */
export async function readUsuarioAndLinks(
  uid: string,
  email: string | null,
  firestore: Firestore = db(),
): Promise<{ usuario: Usuario; linked: string[] }> {
  const [usuario, byUid] = await Promise.all([readUsuario(uid, firestore), linkedIdsByUid(uid, firestore)]);
  return { usuario, linked: usuario.exists ? await withEmailFallback(byUid, email, firestore) : byUid };
}

/** Steps 2-3. */
export async function linkedEmpresaIds(uid: string, email: string | null, firestore: Firestore = db()): Promise<string[]> {
  return withEmailFallback(await linkedIdsByUid(uid, firestore), email, firestore);
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Step 4: the companies whose `id` field is among `ids` (duplicates dropped), in batches of
 * EMPRESA_ID_BATCH_SIZE, all batches at once: one round trip however many companies.
 */
export async function fetchEmpresas(ids: readonly string[], firestore: Firestore = db()): Promise<Empresa[]> {
  const batches = chunk([...new Set(ids)], EMPRESA_ID_BATCH_SIZE);
  const snapshots = await withDeadline(
    Promise.all(batches.map((batch) => firestore.collection(COLLECTIONS.empresas).where("id", "in", batch).get())),
    DB,
  );
  const byId = new Map<string, Empresa>();
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    const parsed = empresaDoc.safeParse(doc.data());
    if (!parsed.success) {
      console.error(`[empresas] malformed ${COLLECTIONS.empresas}/${doc.id} skipped`);
      continue;
    }
    if (!byId.has(parsed.data.id)) byId.set(parsed.data.id, { id: parsed.data.id, nome: parsed.data.nome ?? null });
  }
  return [...byId.values()];
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
  await withDeadline(firestore.collection(COLLECTIONS.usuarios).doc(uid).update({ idEmpresaAtual: idEmpresa }), DB);
}

/** Forgets a current company the user is no longer linked to: the field goes. Update only, like step 5. */
export async function clearEmpresaAtual(uid: string, firestore: Firestore = db()): Promise<void> {
  await withDeadline(firestore.collection(COLLECTIONS.usuarios).doc(uid).update({ idEmpresaAtual: FieldValue.delete() }), DB);
}
