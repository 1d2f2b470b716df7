import { errorTexts } from "@/lib/messages";
import { DeadlineError } from "@/lib/infra/deadline";
import { IdentityUnavailableError } from "@/lib/auth/identity";
import { SessionCheckError } from "@/lib/auth/session";

/** An error whose message was written for the user (Portuguese, no internals). */
export class UserFacingError extends Error {
  override name = "UserFacingError";
}

const USER_FACING = [UserFacingError, DeadlineError, IdentityUnavailableError, SessionCheckError];

/**
 * The message to show for an error: ours are written for the user; anything else (a library's
 * English text, a stack) stays in the server log and the user reads a plain sentence.
 */
export function userFacingMessage(error: unknown): string {
  if (USER_FACING.some((type) => error instanceof type)) return (error as Error).message;
  return errorTexts.inesperadoNoServidor;
}
