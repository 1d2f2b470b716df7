import { Historico as HistoricoDoRegistro } from "@/components/historico";
import { alunoTexts } from "@/lib/messages";
import { mudancaLegivel } from "@/lib/alunos/legivel";
import type { EntradaHistorico } from "@/lib/atividades/schema";

/** "Histórico": who changed what, and when, newest first; under each change, its fields from → to. */
export function Historico({ entradas, escolas }: { entradas: EntradaHistorico[]; escolas: Map<string, string> }) {
  return (
    <HistoricoDoRegistro
      id="historico"
      titulo={alunoTexts.historico}
      vazio={alunoTexts.semHistorico}
      textos={alunoTexts}
      entradas={entradas}
      mudancas={(e) =>
        e.mudancas.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {e.mudancas.map((m) => (
              <li key={m.campo}>{mudancaLegivel(m, escolas)}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
