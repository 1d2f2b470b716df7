// The year's result of a student (`Encerrar ano letivo`): pure and client-safe, read by the
// closing, the boletim and the rematrícula alike.
//
// - Educação Infantil: `Concluído` (LDB art. 31: evaluation without promotion or retention).
// - `Reprovado por frequência`: the year's frequência below the minimum of the year's rules, by
//   lib/regras/frequencia.ts's abaixoDoMinimo (the one that flags it all year: issue 42), on the
//   exact fraction (it takes precedence over grades); with no roll call recorded the frequência
//   is `—`, which decides nothing.
// - `Reprovado`: a final grade below the passing grade in any component.
// - `Aprovado` otherwise. A component without a final grade leaves the result undecided (null):
//   the closing lists it as missing and does not run.
import type { CodigoEtapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";
import { etapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";
import { abaixoDoMinimo, type Contagem } from "@/lib/regras/frequencia";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";

export const SITUACOES_FINAIS = ["aprovado", "reprovado", "reprovado-frequencia", "concluido"] as const;
export type SituacaoFinal = (typeof SITUACOES_FINAIS)[number];

/** Whether the etapa de ensino is Educação Infantil (no grades, no retention). */
export const semNotas = (etapa: CodigoEtapaDeEnsino) => etapaDeEnsino(etapa).nivel === "infantil";

export function situacaoFinal(args: {
  etapaDeEnsino: CodigoEtapaDeEnsino;
  /** The final grade of each component, in tenths (null: none). */
  finais: readonly (number | null)[];
  /** The year's attendance counters. */
  contagem: Contagem;
  regras: RegrasDeAvaliacao;
}): SituacaoFinal | null {
  if (semNotas(args.etapaDeEnsino)) return "concluido";
  if (abaixoDoMinimo(args.contagem, args.etapaDeEnsino, args.regras.frequenciaMinima)) return "reprovado-frequencia";
  if (args.finais.some((f) => f === null)) return null;
  return args.finais.some((f) => (f as number) < args.regras.mediaParaAprovacao) ? "reprovado" : "aprovado";
}

/**
 * The year's result of a child evaluated by `Parecer descritivo` (lib/regras/pareceres.ts):
 * - Educação Infantil: `Concluído`, whatever the pareceres and counters (as above).
 * - EF 1º–3º ano: no grade decides. These years are the first of a cycle (Resolução CNE/CEB
 *   7/2010, art. 30: the first three years of the Ensino Fundamental are one pedagogical cycle,
 *   without retention by performance inside it), so the only retention left is the one the law
 *   makes of attendance (LDB art. 24, VI): `Reprovado por frequência` below the company's minimum
 *   (on the exact fraction, as for grades), else `Aprovado`. A missing parecer leaves the result
 *   undecided (null): the closing lists it, as a missing grade.
 */
export function situacaoFinalPorParecer(args: {
  etapaDeEnsino: CodigoEtapaDeEnsino;
  /** Whether each etapa has the child's parecer. */
  comParecer: readonly boolean[];
  contagem: Contagem;
  regras: RegrasDeAvaliacao;
}): SituacaoFinal | null {
  if (semNotas(args.etapaDeEnsino)) return "concluido";
  if (abaixoDoMinimo(args.contagem, args.etapaDeEnsino, args.regras.frequenciaMinima)) return "reprovado-frequencia";
  return args.comParecer.every(Boolean) ? "aprovado" : null;
}
