import { Historico as HistoricoDoRegistro } from "@/components/historico";
import { alunoTexts } from "@/lib/messages";
import { formatarData } from "@/lib/campos/data";
import { formatarTelefone } from "@/lib/campos/telefone";
import type { EntradaHistorico } from "@/lib/atividades/schema";

const rotulos: Record<string, string> = alunoTexts.campos;

/** A field's value as people read it (schools by name, dates and phones in the Brazilian way). */
function legivel(campo: string, valor: string | null, escolas: Map<string, string>): string {
  if (valor === null) return alunoTexts.vazioNoHistorico;
  if (campo === "idEscola") return escolas.get(valor) ?? valor;
  if (campo === "situacao") return alunoTexts.situacoes[valor as keyof typeof alunoTexts.situacoes] ?? valor;
  if (campo === "dataNascimento") return formatarData(valor);
  if (campo === "responsavelTelefone") return formatarTelefone(valor);
  return valor;
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
              <li key={m.campo}>
                {m.campo === "cpf" ? (
                  alunoTexts.cpfAlterado
                ) : (
                  <>
                    {rotulos[m.campo] ?? m.campo}: {legivel(m.campo, m.de, escolas)} → {legivel(m.campo, m.para, escolas)}
                  </>
                )}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
