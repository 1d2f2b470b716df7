import { Historico } from "@/components/historico";
import { turmaTexts } from "@/lib/messages";
import type { EntradaHistorico } from "@/lib/atividades/schema";

// A turma's `Histórico da turma`: its newest changes (created, edited, professors added or removed)
// and each roll call saved (who, when, how many absences), newest first; closed on a phone.

export function HistoricoDaTurma({ entradas }: { entradas: EntradaHistorico[] }) {
  return <Historico id="historico-da-turma" titulo={turmaTexts.historico} vazio={turmaTexts.semHistorico} textos={turmaTexts} entradas={entradas} recolhivel />;
}
