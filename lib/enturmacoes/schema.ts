import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";
import { enturmacaoTexts, turmaTexts } from "@/lib/messages";
import type { Contagem } from "@/lib/regras/frequencia";

// A student's place in a turma (enturmacoes/{auto}): from `desde` (a São Paulo calendar day) while
// `Cursando`, then ended (`ate`) as `Remanejado`, `Transferido` or `Desligado`. The turma's list and
// the student's `Turmas` read these; the turma keeps its count of `Cursando`, and the student
// (`cursandoPorAno`) which turma it is `Cursando` in each year.

const erros = enturmacaoTexts.erros;

export const SITUACOES_NA_TURMA = ["cursando", "remanejado", "transferido", "desligado"] as const;
export type SituacaoNaTurma = (typeof SITUACOES_NA_TURMA)[number];

/** The most students enrolled by one request (a turma has at most 80 places). */
export const ENTURMAR_MAX = 80;

const id = (mensagem: string) => z.string({ error: mensagem }).trim().min(1, mensagem).max(200, mensagem);

/** `Enturmar selecionados`: the turma and the ticked students (`alunos`, repeated). */
export const enturmarInput = z.object({
  idTurma: id(turmaTexts.naoEncontrada),
  alunos: z
    .array(id(erros.alunoNaoEncontrado), { error: erros.nenhumSelecionado })
    .min(1, erros.nenhumSelecionado)
    .max(ENTURMAR_MAX, erros.demais)
    .transform((ids) => [...new Set(ids)]),
});

export const remanejarInput = z.object({ id: id(erros.naoEncontrada), idTurmaDestino: id(erros.destino) });
export const tirarInput = z.object({ id: id(erros.naoEncontrada) });

const dia = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const contagem = z.object({ dias: z.number().int().min(0), faltas: z.number().int().min(0), justificadas: z.number().int().min(0) });

/**
 * An entry's attendance counters per etapa (its index as a string, "0".."3"), kept by the roll
 * call's transaction (lib/chamadas/escrita.ts); malformed: none.
 */
export const frequenciaDoc = z.record(z.string(), contagem).catch({});

export const enturmacaoDoc = z.object({
  idEmpresa: z.string().min(1),
  idAluno: z.string().min(1),
  idTurma: z.string().min(1),
  idEscola: z.string().min(1),
  idAnoLetivo: z.string().min(1),
  ano: z.number().int(),
  nomeTurma: z.string().catch(""),
  nomeAluno: z.string().catch(""),
  /** The student's nome social (issue 43), kept beside the civil name; entries written before it have none. */
  nomeSocialAluno: z.string().nullish().transform((v) => v || null).catch(null),
  matricula: z.string().catch(""),
  situacao: z.enum(SITUACOES_NA_TURMA),
  desde: dia,
  ate: dia.nullable().catch(null),
  criadoEm: momentoGuardado,
  frequencia: frequenciaDoc,
  abaixoDoMinimo: z.boolean().catch(false),
  /** The etapas marked `Sem nota (ingressou em …)` for the student (lib/regras/boletim.ts). */
  etapasSemNota: z.array(z.string().max(3)).max(10).catch([]).default([]),
});

export type Enturmacao = {
  id: string;
  idAluno: string;
  idTurma: string;
  idEscola: string;
  ano: number;
  nomeTurma: string;
  nomeAluno: string;
  /** The student's nome social, null when empty: the screens show it instead of `nomeAluno` (lib/alunos/nome.ts). */
  nomeSocialAluno: string | null;
  matricula: string;
  situacao: SituacaoNaTurma;
  desde: string;
  ate: string | null;
  /** Attendance counters per etapa (index as a string). */
  frequencia: Record<string, Contagem>;
  /** The year's attendance below the etapa de ensino's minimum (kept by the roll call's transaction). */
  abaixoDoMinimo: boolean;
  /** The etapas ("0".."3") marked `Sem nota (ingressou em …)`. */
  semNota: string[];
};

/** What a student's document keeps of the turma it is `Cursando` in, per year ("2026"). */
export const cursandoPorAnoDoc = z
  .record(z.string(), z.object({ idTurma: z.string(), nome: z.string(), idEnturmacao: z.string() }))
  .catch({});
export type CursandoPorAno = z.output<typeof cursandoPorAnoDoc>;
