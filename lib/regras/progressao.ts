// Where a student of a closed year goes the next year (the rematrícula, issue 27): pure and
// client-safe, one rule for the preview, the confirmation and their tests.
//
// - `Aprovado` goes to the next série (5º ano → 6º ano, 1ª → 2ª série); in a level's final série
//   (EF 9º ano, EM 3ª série) it concludes the level: `Concluinte` (EF 9º ano does not lead to EM
//   1ª série here: that is a new enrolment, often in another school).
// - `Concluído` (Educação Infantil: evaluation without promotion or retention) goes on: Creche →
//   Pré-escola → EF 1º ano.
// - `Reprovado` and `Reprovado por frequência` stay in the same série.
// - EJA is not seriada: whatever the result, the student stays in its EJA etapa (the school moves
//   an EJA student on by hand, changing the destination).
import { ehSerieFinal, etapaDeEnsino, proximaEtapa, type CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";

/** The next year's etapa de ensino for a result, or `concluinte`: the student leaves the school's active register. */
export type Progressao = { etapa: CodigoEtapaDeEnsino; mesmaEtapa: boolean } | "concluinte";

const ehEja = (etapa: CodigoEtapaDeEnsino) => etapaDeEnsino(etapa).nivel.startsWith("eja");

export function progressao(etapa: CodigoEtapaDeEnsino, situacao: SituacaoFinal): Progressao {
  const fica = { etapa, mesmaEtapa: true };
  if (ehEja(etapa) || situacao === "reprovado" || situacao === "reprovado-frequencia") return fica;
  // aprovado, or concluido (Educação Infantil): on to the next etapa, or out after a final série.
  if (ehSerieFinal(etapa)) return "concluinte";
  const proxima = proximaEtapa(etapa);
  return proxima ? { etapa: proxima, mesmaEtapa: false } : fica;
}
