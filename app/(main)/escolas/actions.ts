"use server";

import { formAction } from "@/lib/infra/actions/guard";
import { alterarSituacao, atualizarEscola, criarEscola } from "@/lib/escolas/escrita";
import { escolaCriacao, escolaEdicao, escolaFields, situacaoInput } from "@/lib/escolas/schema";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";
import { escolaTexts } from "@/lib/messages";

// The Escolas tab's actions. Each goes through formAction: session, company, role and input are
// checked there; the rules of a save live in lib/escolas/escrita.ts.

export const criarEscolaAction = formAction(
  { name: "escolas.criar", permissao: "escrever", schema: escolaCriacao, fields: [...escolaFields, CAMPO_TOKEN], secretos: [CAMPO_TOKEN] },
  async (ctx, { token, ...input }) => {
    await criarEscola(ctx, input, token ?? "");
    return { redirectTo: "/escolas", flash: "escolaCadastrada" };
  },
);

export const atualizarEscolaAction = formAction(
  { name: "escolas.atualizar", permissao: "escrever", schema: escolaEdicao, fields: [...escolaFields, "id", "versao"] },
  async (ctx, { id, versao, ...input }) => {
    await atualizarEscola(ctx, id, versao, input);
    return { redirectTo: `/escolas/${encodeURIComponent(id)}`, flash: "escolaAtualizada" };
  },
);

/** Desativar / Reativar: stays on the school's page and says so there. */
export const alterarSituacaoEscolaAction = formAction(
  { name: "escolas.situacao", permissao: "escrever", schema: situacaoInput, fields: ["id", "ativa"] },
  async (ctx, { id, ativa }) => {
    await alterarSituacao(ctx, id, ativa);
    return { sucesso: ativa ? escolaTexts.reativada : escolaTexts.desativada, revalidar: `/escolas/${encodeURIComponent(id)}` };
  },
);
