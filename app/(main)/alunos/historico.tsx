import { alunoTexts, rotuloDe } from "@/lib/messages";
import { FUSO, formatarData } from "@/lib/campos/data";
import { formatarTelefone } from "@/lib/campos/telefone";
import type { EntradaHistorico } from "@/lib/atividades/schema";

const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });
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

/** "Histórico": who changed what, and when, newest first. */
export function Historico({ entradas, escolas }: { entradas: EntradaHistorico[]; escolas: Map<string, string> }) {
  return (
    <section aria-labelledby="historico" className="space-y-3">
      <h2 id="historico" className="text-lg font-semibold">
        {alunoTexts.historico}
      </h2>
      {entradas.length === 0 ? (
        <p className="text-sm text-suave">{alunoTexts.semHistorico}</p>
      ) : (
        <ol className="space-y-3">
          {entradas.map((e) => (
            <li key={e.id} className="rounded-md bg-white p-3 text-sm ring-1 ring-gray-200">
              <p>
                <span className="font-semibold">{rotuloDe(alunoTexts.eventos, e.tipo)}</span>
                {e.detalhe && <span>: {e.detalhe}</span>}{" "}
                <span className="text-suave">
                  {e.em ? quando.format(e.em) : ""} {e.porNome && alunoTexts.por(e.porNome)}
                </span>
              </p>
              {e.mudancas.length > 0 && (
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
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
