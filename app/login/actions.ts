"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getServerEnv } from "@/lib/infra/env";
import { IdentityUnavailableError, sendPasswordResetEmail, signInWithPassword, providerErrorCode } from "@/lib/auth/identity";
import { startSession } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";
import { loginFailureMessage } from "@/lib/auth/login-outcome";
import { concluir, reservar, type Reserva } from "@/lib/infra/limites/contador";
import { enderecoDe } from "@/lib/infra/limites/endereco";
import { actionTexts, limiteTexts, statusTexts } from "@/lib/messages";
import { loginSchema, passwordResetSchema } from "@/lib/auth/login";
import { asFormData, campoDesconhecido, fields } from "@/lib/infra/actions/form-data";

/** What the login card shows after an action; `at` makes each answer a new message. */
export type LoginState = { text: string; kind: "error" | "success"; at: number } | null;

/** Every field each form sends (any other refuses it, as the guard does: issue 41). */
const CAMPOS_DO_LOGIN = ["email", "password"] as const;
const CAMPOS_DA_REDEFINICAO = ["email"] as const;

const answer = (text: string, kind: "error" | "success" = "error"): LoginState => ({ text, kind, at: Date.now() });

/** Email + password sign-in (spec 7): the identity provider, then our session, then the picker. */
export async function signInWithEmail(_prev: unknown, formData: unknown): Promise<LoginState> {
  const form = asFormData(formData);
  if (form && campoDesconhecido(form, CAMPOS_DO_LOGIN)) return answer(actionTexts.formularioInvalido);
  const input = loginSchema.safeParse(form ? fields(form, CAMPOS_DO_LOGIN) : null);
  // Bad or oversized input gets the provider's refusal message; nothing is sent anywhere.
  if (!input.success) return answer(loginFailureMessage({ kind: "rejected", code: "INVALID_INPUT" }));
  const { email, password } = input.data;

  // Every attempt reaches the provider from this server's address, so its own throttling cannot
  // tell clients apart: the attempt is counted here, per account and per client address, before
  // the provider is asked (lib/infra/limites/). Over a limit, even the right password waits.
  let reserva: Reserva | null;
  try {
    reserva = await reservar([
      { tipo: "login.conta", chave: email },
      { tipo: "login.endereco", chave: enderecoDe(await headers()) },
    ]);
  } catch (error) {
    console.error("[login] could not check the attempt limits", { email, error });
    return answer(loginFailureMessage({ kind: "error", error }));
  }
  if (!reserva) {
    console.warn("[login] too many attempts", { email });
    return answer(limiteTexts.muitasTentativas);
  }

  try {
    const result = await signInWithPassword(email, password);
    if (!result.ok) {
      await concluir(reserva, "falhou");
      console.warn("[login] rejected by the identity provider", { email, code: providerErrorCode(result.code) });
      return answer(loginFailureMessage({ kind: "rejected", code: result.code }));
    }
    await Promise.all([startSession(result.idToken), concluir(reserva, "aceito")]);
  } catch (error) {
    // The provider never judged the password: the attempt does not count.
    if (error instanceof IdentityUnavailableError) await concluir(reserva, "sem-resposta");
    console.error("[login] sign-in failed", { email, error });
    return answer(loginFailureMessage({ kind: "error", error }));
  }
  await setFlash("login");
  redirect("/listar-empresas");
}

/** "Esqueceu a senha?": asks the provider for a reset e-mail; never says whether the address exists. */
export async function requestPasswordReset(_prev: unknown, formData: unknown): Promise<LoginState> {
  const form = asFormData(formData);
  if (form && campoDesconhecido(form, CAMPOS_DA_REDEFINICAO)) return answer(actionTexts.formularioInvalido);
  const input = passwordResetSchema.safeParse(form ? fields(form, CAMPOS_DA_REDEFINICAO) : null);
  if (!input.success) return answer(statusTexts.resetNeedsEmail);
  const { email } = input.data;
  // Each request may send an e-mail: counted per address and per client address, known or not.
  let reserva: Reserva | null = null;
  try {
    reserva = await reservar([
      { tipo: "redefinicao.email", chave: email },
      { tipo: "redefinicao.endereco", chave: enderecoDe(await headers()) },
    ]);
    if (!reserva) {
      console.warn("[login] too many password reset requests", { email });
      return answer(limiteTexts.muitasTentativas);
    }
    await sendPasswordResetEmail(email);
  } catch (error) {
    if (reserva) await concluir(reserva, "sem-resposta");
    console.error("[login] password reset request failed", { email, error });
    return answer(statusTexts.resetFailed);
  }
  return answer(statusTexts.resetSent, "success");
}

const idTokenSchema = z.string().min(1).max(8192);

/** Google sign-in: the browser's popup yields an ID token; we verify it and start the same session. */
export async function signInWithGoogle(idToken: unknown): Promise<LoginState> {
  if (!getServerEnv().GOOGLE_SIGNIN_ENABLED) return answer(statusTexts.googleFailed);
  const input = idTokenSchema.safeParse(idToken);
  if (!input.success) return answer(statusTexts.googleFailed);
  try {
    await startSession(input.data);
  } catch (error) {
    console.error("[login] Google sign-in failed", { error });
    return answer(statusTexts.googleFailed);
  }
  await setFlash("login");
  redirect("/listar-empresas");
}
