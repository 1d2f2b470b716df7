import "server-only";
import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import type { UserRecord } from "firebase-admin/auth";
import { adminAuth, db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";

// The accounts behind invitations. A new e-mail gets an account without a password (no way in
// until its owner follows the e-mail); when such a person is removed before ever getting in and no
// link of any company names them any more, the account and its `usuarios` document go.
//
// An invitation from another company may find that very account at the same moment. The removal
// (1) reads, in a transaction, the links of the uid and of the e-mail (the queries lock what they
// match) and, finding none, marks `usuarios/{uid}` with MARCA; (2) deletes the account; (3) deletes
// the document. The invitation's transaction reads that document: committed before (1), its link
// stops the removal; after (1) and before (3), it sees the mark and starts again (by then the
// account is gone, so it creates a new one); after (3), it recreates the account it linked, same
// uid and e-mail, still without a password (`garantirConta`).

/** Set on `usuarios/{uid}` while a removal deletes the account. */
export const MARCA = "excluindoEm";
/** A mark older than this was left by a removal that stopped halfway: ignored. */
const MARCA_VALIDA_MS = 60_000;

const naoEncontrada = (error: unknown) => (error as { code?: string })?.code === "auth/user-not-found";

export const usuarioRef = (uid: string) => db().collection(COLLECTIONS.usuarios).doc(uid);

/** Whether a removal is deleting this account right now (its mark is recent). */
export function emExclusao(usuario: DocumentSnapshot): boolean {
  const marca = usuario.get(MARCA) as { toMillis?: () => number } | undefined;
  return typeof marca?.toMillis === "function" && Date.now() - marca.toMillis() < MARCA_VALIDA_MS;
}

/** Thrown inside an invitation's transaction that met a removal halfway: the invitation starts again. */
export class ContaEmExclusao extends Error {
  override name = "ContaEmExclusao";
}

export type Conta = { uid: string; semAcesso: boolean };

/** The account of an e-mail, created without a password when there is none. */
export async function contaDoEmail(endereco: string): Promise<Conta> {
  const auth = adminAuth();
  const existente = await withDeadline(auth.getUserByEmail(endereco), "identidade").catch((error: unknown) => {
    if (naoEncontrada(error)) return null;
    throw error;
  });
  if (existente) return { uid: existente.uid, semAcesso: existente.providerData.length === 0 };
  try {
    const nova = await withDeadline(auth.createUser({ email: endereco }), "identidade");
    return { uid: nova.uid, semAcesso: true };
  } catch (error) {
    // Invited twice at once: the other request created it.
    if ((error as { code?: string })?.code !== "auth/email-already-exists") throw error;
    const outra = await withDeadline(auth.getUserByEmail(endereco), "identidade");
    return { uid: outra.uid, semAcesso: outra.providerData.length === 0 };
  }
}

/**
 * After an invitation's commit: the account it linked still exists, or a removal deleted it in
 * between (step 3 above) and it is made again, same uid and e-mail, without a password.
 */
export async function garantirConta(conta: Conta, endereco: string): Promise<Conta> {
  const auth = adminAuth();
  const existe = await withDeadline(auth.getUser(conta.uid), "identidade").then(
    () => true,
    (error: unknown) => {
      if (naoEncontrada(error)) return false;
      throw error;
    },
  );
  if (existe) return conta;
  await withDeadline(auth.createUser({ uid: conta.uid, email: endereco }), "identidade");
  return { uid: conta.uid, semAcesso: true };
}

async function contaDe(pessoa: { uid: string | null; email: string | null }): Promise<UserRecord | null> {
  const auth = adminAuth();
  const busca = pessoa.uid ? auth.getUser(pessoa.uid) : pessoa.email ? auth.getUserByEmail(pessoa.email) : null;
  if (!busca) return null;
  return withDeadline(busca, "identidade").catch((error: unknown) => {
    if (naoEncontrada(error)) return null;
    throw error;
  });
}

/**
 * After a removal: deletes the person's account and `usuarios` document when the account has no
 * way in (no password, no Google: never got in) and no link names its uid or its e-mail.
 */
export async function apagarContaSemAcesso(pessoa: { uid: string | null; email: string | null }): Promise<boolean> {
  const conta = await contaDe(pessoa);
  if (!conta || conta.providerData.length > 0) return false;
  const emails = [...new Set([conta.email, pessoa.email].filter((e): e is string => Boolean(e)))];
  const vinculos = db().collection(COLLECTIONS.usuariosEmpresas);
  const usuario = usuarioRef(conta.uid);
  const livre = await transacao(async (tx) => {
    for (const consulta of [vinculos.where("idUsuario", "==", conta.uid), ...emails.map((e) => vinculos.where("emailUsuario", "==", e))]) {
      if (!(await tx.get(consulta.limit(1))).empty) return false;
    }
    tx.set(usuario, { [MARCA]: new Date() }, { merge: true });
    return true;
  });
  if (!livre) return false;
  try {
    await withDeadline(adminAuth().deleteUser(conta.uid), "identidade").catch((error: unknown) => {
      if (!naoEncontrada(error)) throw error;
    });
    await withDeadline(usuario.delete(), "banco");
  } catch (error) {
    // The account stays: an invitation may use it at once rather than wait for the mark to age.
    await usuario.update({ [MARCA]: FieldValue.delete() }).catch(() => undefined);
    throw error;
  }
  return true;
}
