"use server";

import { ActionError, acao, formAction } from "@/lib/infra/actions/guard";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";
import { adicionarProfessor, atualizarTurma, criarTurma, removerProfessor } from "@/lib/turmas/escrita";
import { professorDaTurmaInput, turmaCriacao, turmaEdicao, turmaFields } from "@/lib/turmas/schema";
import { enturmar, remanejar, tirarDaTurma } from "@/lib/enturmacoes/escrita";
import { enturmarInput, remanejarInput, tirarInput } from "@/lib/enturmacoes/schema";
import { enturmacaoTexts, etapaDeEnsinoTexts, turmaTexts } from "@/lib/messages";
import { lerTurmaPorId, professoresAdicionaveis, turmasDoAno } from "@/lib/turmas/dados";
import { professoresDaEmpresa } from "@/lib/membros/dados";

// A turma's actions (administrador and secretaria), through formAction; the rules live in
// lib/turmas/escrita.ts.

const paginaDaTurma = (idEscola: string, id: string) => `/escolas/${encodeURIComponent(idEscola)}/turmas/${encodeURIComponent(id)}`;

export const criarTurmaAction = formAction(
  { name: "turmas.criar", permissao: "escrever", schema: turmaCriacao, fields: [...turmaFields, "idAnoLetivo", CAMPO_TOKEN], secretos: [CAMPO_TOKEN] },
  async (ctx, { idAnoLetivo, token, ...input }) => {
    const { id, idEscola } = await criarTurma(ctx, idAnoLetivo, input, token ?? "");
    return { redirectTo: paginaDaTurma(idEscola, id), flash: "turmaCadastrada" };
  },
);

export const atualizarTurmaAction = formAction(
  { name: "turmas.atualizar", permissao: "escrever", schema: turmaEdicao, fields: [...turmaFields, "id", "versao"] },
  async (ctx, { id, versao, ...input }) => {
    const turma = await atualizarTurma(ctx, id, versao, input);
    return { redirectTo: paginaDaTurma(turma.idEscola, id), flash: "turmaAtualizada" };
  },
);

export const enturmarAction = formAction(
  { name: "turmas.enturmar", permissao: "escrever", schema: enturmarInput, fields: ["idTurma", "alunos[]"] },
  async (ctx, { idTurma, alunos }) => {
    const { enturmados, idEscola } = await enturmar(ctx, idTurma, alunos);
    return { redirectTo: paginaDaTurma(idEscola, idTurma), flash: `alunosEnturmados:${enturmados}` };
  },
);

export const remanejarAction = formAction(
  { name: "turmas.remanejar", permissao: "escrever", schema: remanejarInput, fields: ["id", "idTurmaDestino"] },
  async (ctx, { id, idTurmaDestino }) => {
    const entrada = await remanejar(ctx, id, idTurmaDestino);
    return { sucesso: enturmacaoTexts.remanejado, revalidar: paginaDaTurma(entrada.idEscola, entrada.idTurma) };
  },
);

export const tirarDaTurmaAction = formAction(
  { name: "turmas.tirar", permissao: "escrever", schema: tirarInput, fields: ["id"] },
  async (ctx, { id }) => {
    const entrada = await tirarDaTurma(ctx, id);
    return { sucesso: enturmacaoTexts.tirado, revalidar: paginaDaTurma(entrada.idEscola, entrada.idTurma) };
  },
);

export const adicionarProfessorAction = formAction(
  { name: "turmas.adicionarProfessor", permissao: "escrever", schema: professorDaTurmaInput, fields: ["id", "professor"] },
  async (ctx, { id, professor }) => {
    const turma = await adicionarProfessor(ctx, id, professor);
    return { sucesso: turmaTexts.professores.adicionado, revalidar: paginaDaTurma(turma.idEscola, turma.id) };
  },
);

export const removerProfessorAction = formAction(
  { name: "turmas.removerProfessor", permissao: "escrever", schema: professorDaTurmaInput, fields: ["id", "professor"] },
  async (ctx, { id, professor }) => {
    const turma = await removerProfessor(ctx, id, professor);
    return { sucesso: turmaTexts.professores.removido, revalidar: paginaDaTurma(turma.idEscola, turma.id) };
  },
);

/** A turma of the session's company, for the on-demand options below (another company's: not found). */
async function turmaDasOpcoes(ctx: Parameters<typeof lerTurmaPorId>[0], id: string) {
  const turma = await lerTurmaPorId(ctx, id);
  if (!turma) throw new ActionError(turmaTexts.naoEncontrada);
  return turma;
}

/** `Remanejar`'s `Turma de destino`: the year's other turmas, read when the dialog opens. */
export const destinosDoRemanejamentoAction = acao(
  { name: "turmas.destinos", permissao: "escrever", schema: professorDaTurmaInput.shape.id, invalida: turmaTexts.naoEncontrada },
  async (ctx, id) => {
    const turma = await turmaDasOpcoes(ctx, id);
    const turmas = await turmasDoAno(ctx, turma.idAnoLetivo);
    // Each with its etapa de ensino and free places, so the choice needs no other page (issue 41).
    const rotulo = (x: (typeof turmas)[number]) => enturmacaoTexts.destino(x.nome, etapaDeEnsinoTexts[x.etapaDeEnsino], x.vagas - x.cursando);
    return { opcoes: turmas.flatMap((x) => (x.id === turma.id ? [] : [{ value: x.id, label: rotulo(x) }])) };
  },
);

/** `Adicionar professor`'s options when the company has more professors than the page lists (read when the select is opened). */
export const professoresAdicionaveisAction = acao(
  { name: "turmas.professoresAdicionaveis", permissao: "escrever", schema: professorDaTurmaInput.shape.id, invalida: turmaTexts.naoEncontrada },
  async (ctx, id) => {
    const turma = await turmaDasOpcoes(ctx, id);
    return { opcoes: professoresAdicionaveis(await professoresDaEmpresa(ctx.empresa.id), turma) };
  },
);
