import { Historico as HistoricoDoRegistro } from "@/components/historico";
import { alunoTexts } from "@/lib/messages";
import { campoDoHistorico, tituloDoCampo, valorLegivel, visivelPara } from "@/lib/alunos/descritor";
import type { Papel } from "@/lib/empresas/papeis";
import { nomeDoMunicipio } from "@/lib/alunos/legivel";
import type { EntradaHistorico, Mudanca } from "@/lib/atividades/schema";

/**
 * A change as people read it: the field's label and its values as the sheet shows them (schools by
 * name, dates and phones in the Brazilian way), or only that it changed (a CPF: lib/alunos/campos.ts).
 */
function linha(m: Mudanca, escolas: Map<string, string>): string {
  const campo = campoDoHistorico(m.campo);
  if (campo && campo.historico !== "valores") return campo.historico.alterado;
  const legivel = (valor: string | null) => (valor === null ? alunoTexts.vazioNoHistorico : campo ? valorLegivel(campo, valor, escolas, nomeDoMunicipio) : valor);
  return `${campo ? tituloDoCampo(campo) : m.campo}: ${legivel(m.de)} → ${legivel(m.para)}`;
}

/** Whether a role reads a change of this field (a field it does not see, Cor/raça or Saúde to consulta: never, its values included). */
const lidoPor = (m: Mudanca, papel: Papel) => {
  const campo = campoDoHistorico(m.campo);
  return !campo || visivelPara(campo, papel);
};

/** "Histórico": who changed what, and when, newest first; under each change, its fields from → to (those the role sees). */
export function Historico({ entradas, escolas, papel }: { entradas: EntradaHistorico[]; escolas: Map<string, string>; papel: Papel }) {
  return (
    <HistoricoDoRegistro
      id="historico"
      titulo={alunoTexts.historico}
      vazio={alunoTexts.semHistorico}
      textos={alunoTexts}
      entradas={entradas}
      mudancas={(e) =>
        e.mudancas.some((m) => lidoPor(m, papel)) && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {e.mudancas.filter((m) => lidoPor(m, papel)).map((m) => (
              <li key={m.campo}>{linha(m, escolas)}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
