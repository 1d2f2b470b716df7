import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, isEmailShaped } from "@/lib/auth/login-rules";

// The server's side of the login rules: FormData values must be strings of the right shape and
// size before anything is sent to the identity provider.

const email = z
  .string()
  .max(EMAIL_MAX_LENGTH + 2) // leading/trailing blanks are tolerated, then trimmed
  .transform((v) => v.trim())
  .pipe(z.string().max(EMAIL_MAX_LENGTH).refine(isEmailShaped));

export const loginSchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

export const passwordResetSchema = z.object({ email });
