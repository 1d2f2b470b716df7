import { SecaoRecolhivel } from "@/components/secao-recolhivel";
import { rotuloDe, turmaTexts } from "@/lib/messages";
import { FUSO } from "@/lib/campos/data";
import type { EntradaHistorico } from "@/lib/atividades/schema";

// A turma's `Histórico da turma`: its newest changes (created, edited, professors added or removed)
// and each roll call saved (who, when, how many absences), newest first; closed on a phone.

const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });
const t = turmaTexts;

export function HistoricoDaTurma({ entradas }: { entradas: EntradaHistorico[] }) {
  return (
    <SecaoRecolhivel id="historico-da-turma" titulo={t.historico}>
      {entradas.length === 0 ? (
        <p className="text-sm text-suave">{t.semHistorico}</p>
      ) : (
        <ol className="space-y-2">
          {entradas.map((e) => (
            <li key={e.id} className="rounded-md bg-white p-3 text-sm ring-1 ring-gray-200 [overflow-wrap:anywhere]">
              <span className="font-semibold">{rotuloDe(t.eventos, e.tipo)}</span>
              {e.detalhe && <span>: {e.detalhe}</span>}{" "}
              <span className="text-suave">
                {e.em ? quando.format(e.em) : ""} {e.porNome && t.por(e.porNome)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </SecaoRecolhivel>
  );
}
