import { Historico as HistoricoDoRegistro } from "@/components/historico";
import { alunoTexts } from "@/lib/messages";
import { campoDoHistorico, tituloDoCampo, valorLegivel } from "@/lib/alunos/descritor";
import { nomeDoMunicipio } from "@/lib/alunos/legivel";
import { linhaDoHistoricoDosResponsaveis } from "@/lib/alunos/responsaveis";
import type { EntradaHistorico, Mudanca } from "@/lib/atividades/schema";

/**
 * A change as people read it: the field's label and its values as the sheet shows them (schools by
 * name, dates and phones in the Brazilian way), or only that it changed (a CPF: lib/alunos/campos.ts).
 */
function linha(m: Mudanca, escolas: Map<string, string>): string {
  const daLista = linhaDoHistoricoDosResponsaveis(m, alunoTexts.vazioNoHistorico);
  if (daLista) return daLista;
  const campo = campoDoHistorico(m.campo);
  if (campo && campo.historico !== "valores") return campo.historico.alterado;
  const legivel = (valor: string | null) => (valor === null ? alunoTexts.vazioNoHistorico : campo ? valorLegivel(campo, valor, escolas, nomeDoMunicipio) : valor);
  return `${campo ? tituloDoCampo(campo) : m.campo}: ${legivel(m.de)} → ${legivel(m.para)}`;
}

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
              <li key={m.campo}>{linha(m, escolas)}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
