import "server-only";
import { z } from "zod";
import { alunoTexts } from "@/lib/messages";
import { CAMPOS } from "@/lib/alunos/descritor";
import { nomeDaEscolha, type Escolhas } from "@/lib/alunos/unificacao/plano";

// `Unificar alunos`'s form: the two students (their ids, from the preview) and, per field, whose
// value stays (`fica` or `sai`; anything else as no choice: the rule's default).

const id = z.string({ error: alunoTexts.naoEncontrado }).trim().min(1, alunoTexts.naoEncontrado).max(200, alunoTexts.naoEncontrado);
const lado = z.enum(["fica", "sai"]).optional().catch(undefined);

export const unificacaoFields = ["fica", "sai", ...CAMPOS.map((c) => nomeDaEscolha(c.chave))];

export const unificacaoInput = z
  .object({ fica: id, sai: id, ...Object.fromEntries(CAMPOS.map((c) => [nomeDaEscolha(c.chave), lado])) })
  .transform((v) => {
    const valores = v as Record<string, unknown>;
    const escolhas: Escolhas = Object.fromEntries(CAMPOS.flatMap((c) => (valores[nomeDaEscolha(c.chave)] ? [[c.chave, valores[nomeDaEscolha(c.chave)]]] : [])));
    return { fica: v.fica, sai: v.sai, escolhas };
  });
