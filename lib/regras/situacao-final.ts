// The year's result of a student (`Encerrar ano letivo`): pure and client-safe, read by the
// closing, the boletim and the rematrícula alike.
//
// - Educação Infantil: `Concluído` (LDB art. 31: evaluation without promotion or retention).
// - `Reprovado por frequência`: the year's frequência below the minimum, on the exact fraction
//   (it takes precedence over grades); with no roll call recorded the frequência is `—`, which
//   decides nothing.
// - `Reprovado`: a final grade below the passing grade in any component.
// - `Aprovado` otherwise. A component without a final grade leaves the result undecided (null):
//   the closing lists it as missing and does not run.
import type { CodigoEtapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";
import { etapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";
import type { Contagem } from "@/lib/regras/frequencia";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";

export const SITUACOES_FINAIS = ["aprovado", "reprovado", "reprovado-frequencia", "concluido"] as const;
export type SituacaoFinal = (typeof SITUACOES_FINAIS)[number];

/** Whether the etapa de ensino is Educação Infantil (no grades, no retention). */
export const semNotas = (etapa: CodigoEtapaDeEnsino) => etapaDeEnsino(etapa).nivel === "infantil";

/** Below the company's minimum frequência, on the exact fraction (false with no day recorded). */
export function abaixoDaFrequenciaMinima(c: Contagem, minimo: number): boolean {
  if (c.dias <= 0) return false;
  const presencas = Math.max(0, c.dias - c.faltas - c.justificadas);
  return presencas * 100 < minimo * c.dias;
}

export function situacaoFinal(args: {
  etapaDeEnsino: CodigoEtapaDeEnsino;
  /** The final grade of each component, in tenths (null: none). */
  finais: readonly (number | null)[];
  /** The year's attendance counters. */
  contagem: Contagem;
  regras: RegrasDeAvaliacao;
}): SituacaoFinal | null {
  if (semNotas(args.etapaDeEnsino)) return "concluido";
  if (abaixoDaFrequenciaMinima(args.contagem, args.regras.frequenciaMinima)) return "reprovado-frequencia";
  if (args.finais.some((f) => f === null)) return null;
  return args.finais.some((f) => (f as number) < args.regras.mediaParaAprovacao) ? "reprovado" : "aprovado";
}
