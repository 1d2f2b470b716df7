import "server-only";
import { adminAuth } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { IdentityUnavailableError, providerErrorCode, signInWithPassword } from "@/lib/auth/identity";
import { encerrarSessoesDoUsuario, startSession, type Session } from "@/lib/auth/session";
import { ActionError } from "@/lib/infra/actions/erro";
import { concluir, reservar } from "@/lib/infra/limites/contador";
import { configTexts, limiteTexts } from "@/lib/messages";
import type { AlterarSenhaInput } from "@/lib/conta/schema";

// "Alterar senha": the current password is checked by the identity provider, the new one is set,
// this browser gets a new session minted after the change, and every other session of the user
// ends (their records go: a copy of an old cookie is refused at its next request). The provider's
// own throttling sees every check coming from this server, so wrong current passwords are limited
// here, per user (lib/infra/limites/): a stolen session cannot be used to guess the password.

const erros = configTexts.conta.erros;

/** The identity provider's answers to a wrong current password, as the person reads them. */
export function recusaDaSenhaAtual(code: string): ActionError {
  const c = providerErrorCode(code);
  if (c === "TOO_MANY_ATTEMPTS_TRY_LATER") return new ActionError(erros.muitasTentativas, "senhaAtual");
  return new ActionError(erros.senhaAtualIncorreta, "senhaAtual");
}

/** Whether the user signs in with a password (a Google-only account has none to change). */
export async function temSenha(uid: string): Promise<boolean> {
  const user = await withDeadline(adminAuth().getUser(uid), "identidade");
  return user.providerData.some((p) => p.providerId === "password");
}

/** The current password, checked by the provider within the user's limit of wrong tries. */
async function conferirSenhaAtual(uid: string, email: string, senha: string): Promise<void> {
  const reserva = await reservar([{ tipo: "senha.usuario", chave: uid }]);
  if (!reserva) throw new ActionError(limiteTexts.muitasTentativas, "senhaAtual");
  try {
    const atual = await signInWithPassword(email, senha);
    await concluir(reserva, atual.ok ? "aceito" : "falhou");
    if (!atual.ok) throw recusaDaSenhaAtual(atual.code);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) await concluir(reserva, "sem-resposta");
    throw error;
  }
}

export async function alterarSenha(session: Session, input: AlterarSenhaInput): Promise<void> {
  if (!session.email || !(await temSenha(session.uid))) throw new ActionError(erros.semSenha);
  await conferirSenhaAtual(session.uid, session.email, input.senhaAtual);
  await withDeadline(adminAuth().updateUser(session.uid, { password: input.novaSenha }), "identidade");
  // This browser: a session made after the change. The others (the old one of this browser too): ended.
  const nova = await signInWithPassword(session.email, input.novaSenha);
  if (!nova.ok) throw new Error(`sign-in with the new password refused: ${nova.code}`);
  const sessao = await startSession(nova.idToken);
  await encerrarSessoesDoUsuario(session.uid, sessao.sid);
}
