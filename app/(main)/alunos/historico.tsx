import { Historico as HistoricoDoRegistro } from "@/components/historico";
import { alunoTexts } from "@/lib/messages";
import { mudancaLegivel } from "@/lib/alunos/legivel";
import { campoDoHistorico, visivelPara } from "@/lib/alunos/descritor";
import type { Papel } from "@/lib/empresas/papeis";
import type { EntradaHistorico, Mudanca } from "@/lib/atividades/schema";

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
              <li key={m.campo}>{mudancaLegivel(m, escolas)}</li>
            ))}
          </ul>
        )
      }
    />
  );
}
