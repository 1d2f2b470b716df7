"use server";

import { acao } from "@/lib/infra/actions/guard";
import { salvarPareceres } from "@/lib/pareceres/escrita";
import { pareceresInput } from "@/lib/pareceres/schema";
import { pareceresTexts } from "@/lib/messages";

// `Salvar pareceres`, called from the page's client component: the rules live in
// lib/pareceres/escrita.ts (who may write which turma and etapa is checked there, with the turma;
// the role's floor here: the roles that teach or write, never consulta).

export const salvarPareceresAction = acao(
  { name: "pareceres.salvar", permissao: "chamada", schema: pareceresInput, invalida: pareceresTexts.erros.invalido },
  (ctx, input) => salvarPareceres(ctx, input),
);
