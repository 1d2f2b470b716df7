// Where a child's parecer of an etapa is kept, and who may write it. Pure: the app, the tests and
// the demo seed name the documents alike.
import { fimDaEtapa } from "@/lib/notas/documento";
import { professorAindaLanca } from "@/lib/regras/prazo-das-notas";
import { pode, professorDaTurma, type Papel, type TurmaComProfessores } from "@/lib/empresas/papeis";

/** pareceres/{idTurma}__{etapa}__{idAluno} (etapa "0".."3"). */
export const idDoParecer = (idTurma: string, etapa: number, idAluno: string) => `${idTurma}__${etapa}__${idAluno}`;

/** An etapa as sent ("0".."3"), checked against the year's number of etapas; null when it is none. */
export function etapaDoParecer(etapa: string | undefined, quantasEtapas: number): number | null {
  if (etapa === undefined || !/^[0-3]$/.test(etapa)) return null;
  return Number(etapa) < quantasEtapas ? Number(etapa) : null;
}

/**
 * Whether a person may write a turma's pareceres of an etapa (the year's state aside):
 * administrador and secretaria; a professor of the turma (every professor named on it: a parecer
 * is of the child, not of a component) until the etapa ends plus 15 days, the deadline of grades
 * (lib/regras/prazo-das-notas.ts): the parecer closes an etapa as its grades do, and what is
 * written after it is the secretaria's, on the record. Anyone else (consulta) reads.
 */
export function podeEscreverParecer(
  ctx: { papel: Papel; session: { uid: string } },
  turma: TurmaComProfessores,
  etapas: readonly { fim: string }[],
  etapa: number,
  dia: string,
): "sim" | "naoEProfessor" | "prazo" {
  if (pode(ctx.papel, "escrever")) return "sim";
  if (!professorDaTurma(ctx, turma)) return "naoEProfessor";
  const fim = fimDaEtapa(etapas, `${etapa}`);
  return fim !== undefined && professorAindaLanca(fim, dia) ? "sim" : "prazo";
}
