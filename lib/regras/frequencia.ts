// Frequência (attendance), the rule every screen, PDF and closing reads. Pure and client-safe.
//
// frequência = (days recorded − absences) ÷ days recorded. Justified absences are absences for the
// percentage (LDB: the minimum is of presence; a justification is shown apart, it does not turn an
// absence into a presence). The minimum is 75% of the days (LDB art. 24, VI), 60% in Educação
// Infantil — Pré-escola (art. 31, IV), and none in Creche. Whether a student is below the minimum
// is decided on the exact fraction, in integers; the percentage shown is cut (not rounded) to one
// decimal, so a figure shown never looks better than it is (74,96% is 74,9% and below 75%).
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";

/** What the counters keep per student and etapa (or summed over the year). */
export type Contagem = { dias: number; faltas: number; justificadas: number };

export const CONTAGEM_VAZIA: Contagem = { dias: 0, faltas: 0, justificadas: 0 };

/** The minimum frequência in percent for an etapa de ensino, or null where the law sets none. */
export function frequenciaMinima(etapa: CodigoEtapaDeEnsino): number | null {
  if (etapa === "ei-creche") return null;
  if (etapa === "ei-pre-escola") return 60;
  return 75;
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

/** Below the etapa de ensino's minimum (false with no minimum or no day recorded), on the exact fraction. */
export function abaixoDoMinimo(c: Contagem, etapa: CodigoEtapaDeEnsino): boolean {
  const minimo = frequenciaMinima(etapa);
  if (minimo === null || c.dias <= 0) return false;
  return Math.max(0, c.dias - ausencias(c)) * 100 < minimo * c.dias;
}

/** The year's counters: the etapas' summed. */
export function somar(contagens: readonly Contagem[]): Contagem {
  return contagens.reduce((a, c) => ({ dias: a.dias + c.dias, faltas: a.faltas + c.faltas, justificadas: a.justificadas + c.justificadas }), CONTAGEM_VAZIA);
}
