import "server-only";
import { z } from "zod";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/auth/login-rules";
import { configTexts } from "@/lib/messages";
import { PAPEIS } from "@/lib/empresas/papeis";
import type { Pessoa } from "@/lib/membros/documento";

// The members' forms (what an administrator may send): an invitation, a change of role, a removal.
// The company is never part of them: it is the session's.

const erros = configTexts.membros.erros;

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

/** A member as Configurações lists them: a person, a name when the account has one, pending until they sign in. */
export type Membro = Pessoa & { nome: string | null; pendente: boolean };
