"use server";

import { formAction } from "@/lib/infra/actions/guard";
import { adicionarComponente, definirProfessorDoComponente, removerComponente, renomearComponente } from "@/lib/turmas/componentes-escrita";
import { adicionarComponenteInput, professorDoComponenteInput, removerComponenteInput, renomearComponenteInput } from "@/lib/turmas/componentes-schema";
import { turmaTexts } from "@/lib/messages";

// A turma's `Componentes curriculares` (administrador and secretaria), through formAction: each
// answers on the turma's page and refreshes it. The rules live in lib/turmas/componentes-escrita.ts.

const t = turmaTexts.componentes;

const paginaDaTurma = (turma: { idEscola: string; id: string }) => `/escolas/${encodeURIComponent(turma.idEscola)}/turmas/${encodeURIComponent(turma.id)}`;

export const adicionarComponenteAction = formAction(
  { name: "turmas.componentes.adicionar", permissao: "escrever", schema: adicionarComponenteInput, fields: ["idTurma", "nome"] },
  async (ctx, input) => ({ sucesso: t.adicionado, revalidar: paginaDaTurma(await adicionarComponente(ctx, input)) }),
);

export const renomearComponenteAction = formAction(
  { name: "turmas.componentes.renomear", permissao: "escrever", schema: renomearComponenteInput, fields: ["idTurma", "idComponente", "nome"] },
  async (ctx, input) => ({ sucesso: t.renomeado, revalidar: paginaDaTurma(await renomearComponente(ctx, input)) }),
);

export const removerComponenteAction = formAction(
  { name: "turmas.componentes.remover", permissao: "escrever", schema: removerComponenteInput, fields: ["idTurma", "idComponente"] },
  async (ctx, input) => ({ sucesso: t.removido, revalidar: paginaDaTurma(await removerComponente(ctx, input)) }),
);

export const professorDoComponenteAction = formAction(
  { name: "turmas.componentes.professor", permissao: "escrever", schema: professorDoComponenteInput, fields: ["idTurma", "idComponente", "professor"] },
  async (ctx, input) => ({ sucesso: t.professorSalvo, revalidar: paginaDaTurma(await definirProfessorDoComponente(ctx, input)) }),
);
