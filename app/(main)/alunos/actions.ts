"use server";

import { acao, ActionError, falhaDita, formAction } from "@/lib/infra/actions/guard";
import { atualizarAluno, criarAluno, excluirAluno } from "@/lib/alunos/escrita";
import { lerAluno } from "@/lib/alunos/dados";
import { unificarAlunos } from "@/lib/alunos/unificacao/escrita";
import { unificacaoFields, unificacaoInput } from "@/lib/alunos/unificacao/schema";
import { alunoCriacao, alunoEdicao, alunoFields, alunoId, camposDaEdicao } from "@/lib/alunos/schema";
import { alunoSecaoComResponsaveis } from "@/lib/alunos/responsaveis-schema";
import { CAMPOS, nomeNoFormulario, nomesNoFormulario, type CamposDaEdicao } from "@/lib/alunos/descritor";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";
import { formatarCpf } from "@/lib/campos/cpf";
import { gravarAtividade } from "@/lib/atividades/escrita";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { actionTexts, alunoTexts } from "@/lib/messages";

// The Alunos tab's actions. Each goes through the guard (session, company, role, input); the
// rules of a save live in lib/alunos/escrita.ts.

export const criarAlunoAction = formAction(
  { name: "alunos.criar", permissao: "escrever", schema: alunoCriacao, fields: [...nomesNoFormulario(alunoFields), CAMPO_TOKEN, "confirmado"], secretos: [CAMPO_TOKEN] },
  async (ctx, { token, confirmado, ...input }) => {
    // A possible duplicate is named first (`Cadastrar mesmo assim` sends the form again, confirmed);
    // then the new student's sheet, with the matrícula said and shown there.
    const { id, matricula } = await criarAluno(ctx, input, token ?? "", { confirmado });
    return { redirectTo: `/alunos/${encodeURIComponent(id)}`, flash: `alunoCadastrado:${matricula}` };
  },
);

export const atualizarAlunoAction = formAction(
  { name: "alunos.atualizar", permissao: "escrever", schema: alunoEdicao, fields: [...nomesNoFormulario([...alunoFields, ...camposDaEdicao]), "id", "versao"] },
  async (ctx, { id, versao, ...input }) => {
    await atualizarAluno(ctx, id, versao, input);
    return { redirectTo: `/alunos/${encodeURIComponent(id)}`, flash: "alunoAtualizado" };
  },
);

/** A section's `Editar` (/alunos/{id}/editar?secao=…): writes only that section's fields. */
export const atualizarSecaoDoAlunoAction = formAction(
  { name: "alunos.atualizarSecao", permissao: "escrever", schema: alunoSecaoComResponsaveis, fields: [...CAMPOS.map(nomeNoFormulario), "id", "versao", "secao", "responsaveis"] },
  async (ctx, { id, versao, secao, valores, responsaveis }) => {
    await atualizarAluno(ctx, id, versao, valores as Partial<CamposDaEdicao>, secao, responsaveis);
    return { redirectTo: `/alunos/${encodeURIComponent(id)}`, flash: "alunoAtualizado" };
  },
);

/** Deleting is for administrators only. */
export const excluirAlunoAction = formAction(
  { name: "alunos.excluir", permissao: "administrar", schema: alunoId, fields: ["id"] },
  async (ctx, { id }) => {
    await excluirAluno(ctx, id);
    return { redirectTo: "/alunos", flash: "alunoExcluido" };
  },
);

/** `Unificar alunos` (administrador): the record that goes into the one that stays, whose sheet it lands on. */
export const unificarAlunosAction = formAction(
  { name: "alunos.unificar", permissao: "administrar", schema: unificacaoInput, fields: unificacaoFields },
  async (ctx, { fica, sai, escolhas }) => {
    await unificarAlunos(ctx, fica, sai, escolhas);
    return { redirectTo: `/alunos/${encodeURIComponent(fica)}`, flash: "alunosUnificados" };
  },
);

/** "Mostrar CPF": one student's CPF, for administrador and secretaria only. */
export const revelarCpfAction = acao(
  {
    name: "alunos.revelarCpf",
    permissao: "verCpf",
    schema: alunoId.shape.id,
    invalida: alunoTexts.naoEncontrado,
    falha: falhaDita("[alunos] could not show the CPF:", actionTexts.erroInesperado),
  },
  async (ctx, id) => {
    const aluno = await lerAluno(ctx, id);
    if (!aluno) throw new ActionError(alunoTexts.naoEncontrado);
    // LGPD: recorded (who, when, whose; never the number) before the CPF leaves the server.
    await gravarAtividade(ctx, { tipo: "aluno.cpfMostrado", alvo: { colecao: COLLECTIONS.alunos, id: aluno.id, nome: aluno.nome } });
    return { cpf: aluno.cpf ? formatarCpf(aluno.cpf) : null };
  },
);
