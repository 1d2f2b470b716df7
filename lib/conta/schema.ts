import "server-only";
import { z } from "zod";
import { configTexts } from "@/lib/messages";

// "Minha conta"'s form: the password change (what a person may send).

const erros = configTexts.conta.erros;
export const SENHA_MIN = 8;
export const SENHA_MAX = 128;

export const alterarSenhaFields = ["senhaAtual", "novaSenha", "confirmacao"] as const;

export const alterarSenhaInput = z
  .object({
    senhaAtual: z.string({ error: erros.senhaAtualObrigatoria }).min(1, erros.senhaAtualObrigatoria).max(1000, erros.senhaAtualIncorreta),
    novaSenha: z.string({ error: erros.curta }).min(SENHA_MIN, erros.curta).max(SENHA_MAX, erros.longa),
    confirmacao: z.string({ error: erros.naoConferem }).max(1000, erros.naoConferem),
  })
  .superRefine((v, ctx) => {
    if (v.confirmacao !== v.novaSenha) ctx.addIssue({ code: "custom", path: ["confirmacao"], message: erros.naoConferem });
    else if (v.novaSenha === v.senhaAtual) ctx.addIssue({ code: "custom", path: ["novaSenha"], message: erros.igual });
  });

export type AlterarSenhaInput = z.output<typeof alterarSenhaInput>;
