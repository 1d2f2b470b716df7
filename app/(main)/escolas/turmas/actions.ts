"use server";

import { formAction } from "@/lib/infra/actions/guard";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";
import { atualizarTurma, criarTurma } from "@/lib/turmas/escrita";
import { turmaCriacao, turmaEdicao, turmaFields } from "@/lib/turmas/schema";

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
