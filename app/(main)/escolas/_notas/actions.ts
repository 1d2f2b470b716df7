"use server";

import { acao, mensagemDaFalha } from "@/lib/infra/actions/guard";
import { salvarNotas, salvarNotasDaEtapa } from "@/lib/notas/escrita";
import { notasDaEtapaInput, notasInput } from "@/lib/notas/schema";
import { notasTexts } from "@/lib/messages";

// `Salvar notas`, called from the grids' client components: the rules live in lib/notas/escrita.ts
// (who may save which component and etapa is checked there, with the turma; the role's floor here:
// the roles that teach or write, never consulta).

export const salvarNotasAction = acao(
  { name: "notas.salvar", permissao: "chamada", schema: notasInput, invalida: notasTexts.erros.invalido },
  (ctx, input) => salvarNotas(ctx, input),
);

/** A whole etapa's grid: each component's sheet in its own transaction, then the `Sem nota` marks. */
export const salvarNotasDaEtapaAction = acao(
  { name: "notas.salvarEtapa", permissao: "chamada", schema: notasDaEtapaInput, invalida: notasTexts.erros.invalido },
  (ctx, input) => salvarNotasDaEtapa(ctx, input, (error) => mensagemDaFalha(error, "notas.salvarEtapa")),
);
