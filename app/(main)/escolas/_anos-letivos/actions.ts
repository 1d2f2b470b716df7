"use server";

import { after } from "next/server";
import { formAction } from "@/lib/infra/actions/guard";
import { adicionarDiaEspecial, atualizarEtapas, criarAnoLetivo, iniciarAnoLetivo, removerDiaEspecial } from "@/lib/anos-letivos/escrita";
import { anoLetivoCriacao, anoLetivoEdicao, anoLetivoFields, anoLetivoId, camposDasDatas, diaEspecialFields, diaEspecialInput, diaEspecialRemocao, encerramentoInput, reaberturaInput } from "@/lib/anos-letivos/schema";
import { encerrarAno, reabrirAno } from "@/lib/encerramento/encerrar";
import { continuarRecontagem } from "@/lib/chamadas/recontagem/passos";
import { anoLetivoTexts, encerramentoTexts } from "@/lib/messages";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";

// A school year's actions (administrador and secretaria). Each goes through formAction: session,
// company, role and input are checked there; the rules live in lib/anos-letivos/escrita.ts.

const paginaDoAno = (idEscola: string, ano: number) => `/escolas/${encodeURIComponent(idEscola)}/anos/${ano}`;

export const criarAnoLetivoAction = formAction(
  { name: "anosLetivos.criar", permissao: "escrever", schema: anoLetivoCriacao, fields: anoLetivoFields, secretos: [CAMPO_TOKEN] },
  async (ctx, input) => {
    await criarAnoLetivo(ctx, input);
    return { redirectTo: paginaDoAno(input.idEscola, input.ano), flash: "anoLetivoCadastrado" };
  },
);

export const atualizarEtapasAction = formAction(
  { name: "anosLetivos.etapas", permissao: "escrever", schema: anoLetivoEdicao, fields: ["id", "versao", "ano", "tipoEtapas", ...camposDasDatas] },
  async (ctx, input) => {
    const ano = await atualizarEtapas(ctx, input);
    return { redirectTo: paginaDoAno(ano.idEscola, ano.ano), flash: "anoLetivoAtualizado" };
  },
);

export const iniciarAnoLetivoAction = formAction(
  { name: "anosLetivos.iniciar", permissao: "escrever", schema: anoLetivoId, fields: ["id"] },
  async (ctx, { id }) => {
    const ano = await iniciarAnoLetivo(ctx, id);
    return { sucesso: anoLetivoTexts.iniciado, revalidar: paginaDoAno(ano.idEscola, ano.ano) };
  },
);

export const adicionarDiaEspecialAction = formAction(
  { name: "anosLetivos.adicionarDia", permissao: "escrever", schema: diaEspecialInput, fields: diaEspecialFields },
  async (ctx, input) => {
    const ano = await adicionarDiaEspecial(ctx, input);
    return { sucesso: anoLetivoTexts.especiais.adicionado, revalidar: paginaDoAno(ano.idEscola, ano.ano) };
  },
);

export const removerDiaEspecialAction = formAction(
  { name: "anosLetivos.removerDia", permissao: "escrever", schema: diaEspecialRemocao, fields: ["id", "dia"] },
  async (ctx, { id, dia }) => {
    const ano = await removerDiaEspecial(ctx, id, dia);
    return { sucesso: anoLetivoTexts.especiais.removido, revalidar: paginaDoAno(ano.idEscola, ano.ano) };
  },
);

/** `Confirmar encerramento` (administrador, secretaria): the rules live in lib/encerramento/encerrar.ts. */
export const encerrarAnoLetivoAction = formAction(
  { name: "anosLetivos.encerrar", permissao: "escrever", schema: encerramentoInput, fields: ["id", "antecipado"] },
  async (ctx, { id, antecipado }) => {
    const { idEscola, ano, alunos } = await encerrarAno(ctx, id, { antecipado });
    return { sucesso: encerramentoTexts.encerrado(ano, alunos), revalidar: `${paginaDoAno(idEscola, ano)}/encerrar` };
  },
);

/**
 * `Reabrir ano letivo` (administrador), with its `Motivo`. The frequência flags of the year's
 * students are recounted by the rules in force after the response (Home and Configurações say
 * `Recalculando a frequência dos alunos…` until it ends).
 */
export const reabrirAnoLetivoAction = formAction(
  { name: "anosLetivos.reabrir", permissao: "administrar", schema: reaberturaInput, fields: ["id", "motivo"] },
  async (ctx, { id, motivo }) => {
    const { idEscola, ano } = await reabrirAno(ctx, id, motivo, { recontar: (token) => after(() => continuarRecontagem(ctx.empresa.id, token)) });
    return { sucesso: encerramentoTexts.reaberto(ano), revalidar: paginaDoAno(idEscola, ano) };
  },
);
