// Frequência (attendance), the rule every screen, PDF and closing reads. Pure and client-safe.
//
// frequência = (days recorded − absences) ÷ days recorded. Justified absences are absences for the
// percentage (LDB: the minimum is of presence; a justification is shown apart, it does not turn an
// absence into a presence). Whether a student is below the minimum is decided on the exact
// fraction, in integers; the percentage shown is cut (not rounded) to one decimal, so a figure
// shown never looks better than it is (74,96% is 74,9% and below 75%).
//
// The minimum (issue 42: one minimum everywhere, where there were two): the company's `Frequência
// mínima` (Configurações › Regras de avaliação) in Ensino Fundamental, Médio and EJA, never below
// the law's 75% of the days (LDB art. 24, VI: the form refuses less, and an old stored value below
// it reads as 75%); 60% in Educação Infantil — Pré-escola (art. 31, IV), whatever the company's;
// none in Creche. `abaixoDoMinimo` is the one function that decides it: the roll call's stored
// flag (and so Home's count and list), the turma's `Abaixo do mínimo`, the boletim and the
// closing (lib/regras/situacao-final.ts) all call it, with the rules in force (a closed year's own).
import type { CodigoEtapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";

/** What the counters keep per student and etapa (or summed over the year). */
export type Contagem = { dias: number; faltas: number; justificadas: number };

export const CONTAGEM_VAZIA: Contagem = { dias: 0, faltas: 0, justificadas: 0 };

/** The law's minimum frequência (LDB art. 24, VI), in percent: the floor of the company's `Frequência mínima`. */
export const FREQUENCIA_MINIMA_DA_LEI = 75;

/** Pré-escola's minimum frequência (LDB art. 31, IV), in percent: the company's does not change it. */
const FREQUENCIA_MINIMA_DA_PRE_ESCOLA = 60;

/**
 * The minimum frequência in percent for an etapa de ensino, or null where the law sets none:
 * `minimoDaEmpresa` (the rules' `frequenciaMinima`) in Ensino Fundamental, Médio and EJA.
 */
export function frequenciaMinima(etapa: CodigoEtapaDeEnsino, minimoDaEmpresa: number): number | null {
  if (etapa === "ei-creche") return null;
  if (etapa === "ei-pre-escola") return FREQUENCIA_MINIMA_DA_PRE_ESCOLA;
  return minimoDaEmpresa;
}

/** Absences for the percentage: the unjustified and the justified ones. */
const ausencias = (c: Contagem) => c.faltas + c.justificadas;

/**
 * The frequência in tenths of a percent, cut down (875 is 87,5%), or null with no day recorded.
 * Counters that make no sense (more absences than days) read as 0.
 */
export function frequenciaEmDecimos(c: Contagem): number | null {
  if (c.dias <= 0) return null;
  const presencas = Math.max(0, c.dias - ausencias(c));
  return Math.floor((presencas * 1000) / c.dias);
}

/** "87,5%", or "—" with no day recorded. */
export function formatarFrequencia(c: Contagem): string {
  const decimos = frequenciaEmDecimos(c);
  if (decimos === null) return "—";
  return `${Math.floor(decimos / 10)},${decimos % 10}%`;
}

/**
 * Below the etapa de ensino's minimum under the company's `minimoDaEmpresa` (frequenciaMinima), on
 * the exact fraction; false with no minimum (Creche) or no day recorded.
 */
export function abaixoDoMinimo(c: Contagem, etapa: CodigoEtapaDeEnsino, minimoDaEmpresa: number): boolean {
  const minimo = frequenciaMinima(etapa, minimoDaEmpresa);
  if (minimo === null || c.dias <= 0) return false;
  return Math.max(0, c.dias - ausencias(c)) * 100 < minimo * c.dias;
}

/** The year's counters: the etapas' summed. */
export function somar(contagens: readonly Contagem[]): Contagem {
  return contagens.reduce((a, c) => ({ dias: a.dias + c.dias, faltas: a.faltas + c.faltas, justificadas: a.justificadas + c.justificadas }), CONTAGEM_VAZIA);
}
