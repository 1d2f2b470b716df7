"use server";

import { acao } from "@/lib/infra/actions/guard";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { notasTexts } from "@/lib/messages";

// `Salvar notas`, called from the grid's client component: the rules live in lib/notas/escrita.ts
// (who may save which component and etapa is checked there, with the turma; the role's floor here:
// the roles that teach or write, never consulta).

export const salvarNotasAction = acao(
  { name: "notas.salvar", permissao: "chamada", schema: notasInput, invalida: notasTexts.erros.invalido },
  (ctx, input) => salvarNotas(ctx, input),
);
