import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { adminAuth, db } from "@/lib/firebase/admin";
import { getServerEnv } from "@/lib/env";
import { withDeadline } from "@/lib/deadline";
import { COLLECTIONS } from "@/lib/firestore/documents";
import { sendPasswordResetEmail } from "@/lib/auth/identity";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/validation/login-rules";
import { ActionError } from "@/lib/actions/erro";
import { configTexts } from "@/lib/messages";
import { PAPEIS, papelLabels, type Papel } from "@/lib/papeis";
import { registrarAtividade, type Autor } from "@/lib/atividades/registro";
import { administradores, agruparPessoas, type Pessoa } from "@/lib/membros/pessoas";
import { emailDaConta, vinculosDaEmpresa, vinculosDe } from "@/lib/membros/dados";

// The company's members, written (administrators only, checked by the actions). Every change reads
// the company's links inside its transaction, so "a company keeps at least one administrador"
// holds under concurrent demotions and removals: two of them serialize on the same links.

const erros = configTexts.membros.erros;
const DB = "o banco de dados";
const IDP = "o provedor de identidade";

const email = z
  .string({ error: erros.email })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, erros.email)
  // An invitation goes to a real mailbox: a domain with a dot (the login accepts what Firebase does).
  .refine((v) => isEmailShaped(v) && /@[^@\s]+\.[^@\s.]{2,}$/.test(v), erros.email);
const papel = z.enum(PAPEIS, { error: erros.papel });
const membro = z.string({ error: erros.naoEncontrado }).trim().min(1, erros.naoEncontrado).max(400, erros.naoEncontrado);

export const conviteInput = z.object({ email, papel });
export const papelInput = z.object({ membro, papel });
export const remocaoInput = z.object({ membro });

/** The link a person gets by invitation: one per (account, company), so a double invite collides. */
const vinculoRef = (uid: string, idEmpresa: string) => db().collection(COLLECTIONS.usuariosEmpresas).doc(`${uid}__${encodeURIComponent(idEmpresa)}`);

async function pessoasNaTransacao(tx: Transaction, idEmpresa: string, emails?: ReadonlyMap<string, string>): Promise<Pessoa[]> {
  return agruparPessoas(vinculosDe(await tx.get(vinculosDaEmpresa(idEmpresa))), emails);
}

/** The e-mail of the account a member key names (read before the transaction). */
const emailsDe = (chave: string) => (chave.startsWith("email:") ? Promise.resolve(new Map<string, string>()) : emailDaConta(chave));

const nomeDe = (p: Pessoa) => p.email ?? p.uid ?? "?";

/** The account of an e-mail, created without a password when there is none. */
async function contaDoEmail(endereco: string): Promise<{ uid: string; semAcesso: boolean }> {
  const auth = adminAuth();
  const existente = await withDeadline(auth.getUserByEmail(endereco), IDP).catch((error: { code?: string }) => {
    if (error?.code === "auth/user-not-found") return null;
    throw error;
  });
  if (existente) return { uid: existente.uid, semAcesso: existente.providerData.length === 0 };
  try {
    const nova = await withDeadline(auth.createUser({ email: endereco }), IDP);
    return { uid: nova.uid, semAcesso: true };
  } catch (error) {
    // Invited twice at once: the other request created it.
    if ((error as { code?: string })?.code !== "auth/email-already-exists") throw error;
    const outra = await withDeadline(auth.getUserByEmail(endereco), IDP);
    return { uid: outra.uid, semAcesso: outra.providerData.length === 0 };
  }
}

/**
 * Invites a person: an existing account gets a link (with its uid, so the picker finds it whatever
 * other links it has); a new e-mail gets an account without a password, its `usuarios` document,
 * the link, and the identity provider's password-reset e-mail to choose a password.
 */
export async function convidarMembro(ctx: Autor, input: z.output<typeof conviteInput>): Promise<void> {
  const conta = await contaDoEmail(input.email);
  await withDeadline(
    db().runTransaction(async (tx) => {
      const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa);
      if (pessoas.some((p) => p.uid === conta.uid || p.email === input.email)) throw new ActionError(configTexts.membros.jaMembro(input.email), "email");
      tx.create(vinculoRef(conta.uid, ctx.idEmpresa), { idUsuario: conta.uid, emailUsuario: input.email, idEmpresa: ctx.idEmpresa, papel: input.papel });
      tx.set(db().collection(COLLECTIONS.usuarios).doc(conta.uid), {}, { merge: true });
      registrarAtividade(tx, ctx, { tipo: "membro.convidado", alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: conta.uid, nome: input.email }, detalhe: papelLabels[input.papel] });
    }),
    DB,
  );
  if (conta.semAcesso) {
    await sendPasswordResetEmail(input.email);
    await mostrarLinkDoEmulador(input.email);
  }
}

/**
 * On the emulators no e-mail leaves: the Auth emulator keeps the messages it would send. The
 * invitation's link is printed on the server's console for the developer.
 */
async function mostrarLinkDoEmulador(endereco: string): Promise<void> {
  const env = getServerEnv();
  if (!env.FIREBASE_AUTH_EMULATOR_HOST) return;
  try {
    const url = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${env.FIREBASE_PROJECT_ID}/oobCodes`;
    const { oobCodes } = (await (await fetch(url, { cache: "no-store" })).json()) as { oobCodes: { email: string; oobLink: string }[] };
    const link = oobCodes.filter((c) => c.email === endereco).at(-1)?.oobLink;
    if (link) console.info(`[convite] (emulador) e-mail de definição de senha para ${endereco}: ${link}`);
  } catch {
    // Only a convenience.
  }
}

function exigirPessoa(pessoas: Pessoa[], chave: string): Pessoa {
  const pessoa = pessoas.find((p) => p.chave === chave);
  if (!pessoa) throw new ActionError(erros.naoEncontrado);
  return pessoa;
}

/** Changes a member's role (all their links), keeping at least one administrador. */
export async function alterarPapel(ctx: Autor, chave: string, novo: Papel): Promise<void> {
  const emails = await emailsDe(chave);
  await withDeadline(
    db().runTransaction(async (tx) => {
      const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa, emails);
      const pessoa = exigirPessoa(pessoas, chave);
      if (pessoa.papel === novo) return;
      if (pessoa.papel === "administrador" && administradores(pessoas) <= 1) throw new ActionError(erros.ultimoAdministrador);
      for (const id of pessoa.vinculos) tx.update(db().collection(COLLECTIONS.usuariosEmpresas).doc(id), { papel: novo });
      registrarAtividade(tx, ctx, {
        tipo: "membro.papel",
        alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: pessoa.chave, nome: nomeDe(pessoa) },
        mudancas: [{ campo: "papel", de: papelLabels[pessoa.papel], para: papelLabels[novo] }],
      });
    }),
    DB,
  );
}

/**
 * Removes a member: every link of theirs to this company (by uid and by e-mail), so the picker's
 * e-mail fallback cannot bring the company back; never the last administrador.
 */
export async function removerMembro(ctx: Autor, chave: string): Promise<void> {
  const emails = await emailsDe(chave);
  await withDeadline(
    db().runTransaction(async (tx) => {
      const pessoas = await pessoasNaTransacao(tx, ctx.idEmpresa, emails);
      const pessoa = exigirPessoa(pessoas, chave);
      if (pessoa.papel === "administrador" && administradores(pessoas) <= 1) throw new ActionError(erros.ultimoAdministrador);
      for (const id of pessoa.vinculos) tx.delete(db().collection(COLLECTIONS.usuariosEmpresas).doc(id));
      registrarAtividade(tx, ctx, { tipo: "membro.removido", alvo: { colecao: COLLECTIONS.usuariosEmpresas, id: pessoa.chave, nome: nomeDe(pessoa) } });
    }),
    DB,
  );
}
