import "server-only";
import { getServerEnv } from "@/lib/infra/env";
import { DEPENDENCY_DEADLINE_MS } from "@/lib/infra/deadline";
import { dependenciaTexts } from "@/lib/messages";

const IDP = dependenciaTexts.nomes.identidade;

// The identity provider's REST API (Identity Toolkit v1): the real endpoint, or the Auth emulator
// when FIREBASE_AUTH_EMULATOR_HOST is set.

/** The provider could not be asked: unreachable, too slow, or broken. Its message is Portuguese. */
export class IdentityUnavailableError extends Error {
  override name = "IdentityUnavailableError";
}

type ProviderAnswer = { ok: true; body: Record<string, unknown> } | { ok: false; code: string };

function endpoint(method: string): string {
  const env = getServerEnv();
  const base = env.FIREBASE_AUTH_EMULATOR_HOST
    ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`
    : "https://identitytoolkit.googleapis.com/v1";
  return `${base}/accounts:${method}?key=${encodeURIComponent(env.webApiKey)}`;
}

async function call(method: string, payload: Record<string, unknown>, extraHeaders: Record<string, string> = {}): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(endpoint(method), {
      method: "POST",
      headers: { "content-type": "application/json", ...extraHeaders },
      body: JSON.stringify(payload),
      cache: "no-store",
      signal: AbortSignal.timeout(DEPENDENCY_DEADLINE_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new IdentityUnavailableError(
      timedOut
        ? dependenciaTexts.naoRespondeu(IDP, `${DEPENDENCY_DEADLINE_MS / 1000} s`)
        : dependenciaTexts.semContato(IDP),
      { cause: error },
    );
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body) return { ok: true, body };
  const code = (body?.error as { message?: unknown } | undefined)?.message;
  // 4xx with a code is the provider's verdict (wrong password, unknown user...); anything else is an outage.
  if (response.status >= 400 && response.status < 500 && typeof code === "string") return { ok: false, code };
  throw new IdentityUnavailableError(dependenciaTexts.respondeuComErro(IDP, response.status));
}

export type PasswordSignIn = { ok: true; idToken: string } | { ok: false; code: string };

/** accounts:signInWithPassword. Rejected credentials come back as { ok: false, code }; outages throw. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordSignIn> {
  const answer = await call("signInWithPassword", { email, password, returnSecureToken: true, clientType: "CLIENT_TYPE_WEB" });
  if (!answer.ok) return answer;
  const idToken = answer.body.idToken;
  if (typeof idToken !== "string") throw new IdentityUnavailableError(dependenciaTexts.semToken(IDP));
  return { ok: true, idToken };
}

/**
 * The language of the e-mails the provider sends (its templates' pt-BR version): the header the
 * client SDKs send for `auth.languageCode`.
 */
export const EMAIL_LOCALE = "pt-BR";

/**
 * accounts:sendOobCode with PASSWORD_RESET, in pt-BR. The provider's verdict on the address is not
 * revealed. Its link goes to the project's action URL: in production, the app's /definir-senha
 * (docs/configuracoes.md, "The invitation's page").
 */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  await call("sendOobCode", { requestType: "PASSWORD_RESET", email, clientType: "CLIENT_TYPE_WEB" }, { "X-Firebase-Locale": EMAIL_LOCALE });
}

/** What the provider says of a password-reset code: whose it is, or its refusal (expired, used, invalid). */
export type ResetCode = { ok: true; email: string } | { ok: false; code: string };

function resetAnswer(answer: ProviderAnswer): ResetCode {
  if (!answer.ok) return answer;
  const { email, requestType } = answer.body;
  // Another kind of code (an e-mail verification...) is not a password's.
  if (requestType !== "PASSWORD_RESET") return { ok: false, code: "INVALID_OOB_CODE" };
  if (typeof email !== "string" || !email) throw new IdentityUnavailableError(dependenciaTexts.respondeuComErro(IDP, 200));
  return { ok: true, email };
}

/** accounts:resetPassword with the code only: checks a password-reset code without using it. */
export async function verifyPasswordResetCode(oobCode: string): Promise<ResetCode> {
  return resetAnswer(await call("resetPassword", { oobCode }));
}

/** accounts:resetPassword with a new password: sets it and uses the code up. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<ResetCode> {
  return resetAnswer(await call("resetPassword", { oobCode, newPassword }));
}

/**
 * The provider's error code, first word only ("TOO_MANY_ATTEMPTS_TRY_LATER : ..." carries a
 * sentence after the code).
 */
export function providerErrorCode(code: string): string {
  return code.split(/[\s:]/, 1)[0] ?? code;
}
