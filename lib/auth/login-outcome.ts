import { statusTexts } from "@/lib/messages";
import { userFacingMessage } from "@/lib/infra/errors";

// Spec section 8: how a failed email sign-in reads. Whatever the provider's reason (wrong password,
// unknown e-mail, disabled user, too many attempts), the message is the same, so nobody can probe
// which addresses exist. A call that throws says why, in words fit for the user.

export type LoginFailure = { kind: "rejected"; code: string } | { kind: "error"; error: unknown };

export function loginFailureMessage(failure: LoginFailure): string {
  if (failure.kind === "rejected") return statusTexts.loginFailed;
  return statusTexts.loginErrorPrefix + userFacingMessage(failure.error);
}
