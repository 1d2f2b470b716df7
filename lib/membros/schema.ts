import "server-only";
import { z } from "zod";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/auth/login-rules";
import { configTexts, conviteTexts } from "@/lib/messages";
import { nomeDePessoaOuLugar } from "@/lib/campos/texto";
import { SENHA_MAX, SENHA_MIN } from "@/lib/conta/schema";
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

const errosDaSenha = configTexts.conta.erros;

/** The fields of /definir-senha (the code comes from the link, in a hidden field). */
export const definirSenhaFields = ["oobCode", "nome", "novaSenha", "confirmacao"] as const;

/**
 * /definir-senha: the code, the person's name (a name as every form keeps it: 3 to 120 characters,
 * 3 letters, nothing invisible) and the new password twice, by the rules of "Alterar senha".
 */
export const definirSenhaInput = z
  .object({
    oobCode: z.string({ error: conviteTexts.expirado }).trim().min(1, conviteTexts.expirado).max(2000, conviteTexts.expirado),
    nome: nomeDePessoaOuLugar({ obrigatorio: conviteTexts.erros.nomeObrigatorio, tamanho: conviteTexts.erros.nomeTamanho }),
    novaSenha: z.string({ error: errosDaSenha.curta }).min(SENHA_MIN, errosDaSenha.curta).max(SENHA_MAX, errosDaSenha.longa),
    confirmacao: z.string({ error: errosDaSenha.naoConferem }).max(1000, errosDaSenha.naoConferem),
  })
  .superRefine((v, ctx) => {
    if (v.confirmacao !== v.novaSenha) ctx.addIssue({ code: "custom", path: ["confirmacao"], message: errosDaSenha.naoConferem });
  });

/** The members' row buttons for a pending invitee: the member's key. */
export const conviteDoMembroInput = z.object({ membro });

/** A member as Configurações lists them: a person, a name when the account has one, pending until they sign in. */
export type Membro = Pessoa & { nome: string | null; pendente: boolean };
