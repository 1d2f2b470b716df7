// The login form's rules, without zod, so the browser can check them as the user types. The
// browser checks shape and presence; the server action (lib/auth/login.ts) also enforces the
// length limits, so an over-long value gets the clear refusal message instead of a dead button.

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 4096;

// "E-mail shaped" as the original's form validator defined it (the WHATWG / Angular pattern,
// whose 254-character cap is EMAIL_MAX_LENGTH here).
const EMAIL_PATTERN =
  /^(?=.{1,64}@)[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** What "Entrar" waits for: an e-mail-shaped address and a password. */
export function isLoginFormComplete(email: string, password: string): boolean {
  return isEmailShaped(email) && password.length > 0;
}
