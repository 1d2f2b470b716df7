"use server";

import { acao } from "@/lib/infra/actions/guard";
import { salvarChamada } from "@/lib/chamadas/escrita";
import { chamadaInput } from "@/lib/chamadas/schema";
import { chamadaTexts } from "@/lib/messages";

// The roll call's action, called from the page's client component (and, for a roll call kept on
// the device, again when the connection is back): the rules live in lib/chamadas/escrita.ts.

export const salvarChamadaAction = acao(
  { name: "chamadas.salvar", permissao: "chamada", schema: chamadaInput, invalida: chamadaTexts.erros.marcaInvalida },
  (ctx, input) => salvarChamada(ctx, input),
);
