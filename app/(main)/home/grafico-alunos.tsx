import { homeTexts } from "@/lib/messages";

const numero = new Intl.NumberFormat("pt-BR");

/**
 * "Alunos por escola": one table that is also the drawing. Each row is the school's name, then
 * its bar (server SVG, hidden from assistive technology) and its number; the caption and the
 * column headers are read by screen readers only. No chart code reaches the browser, and the rows
 * carry no classes (`.grafico-alunos` in globals.css styles them): up to 50 rows are rendered on
 * every visit to Home, so each element and attribute counts.
 */
export function GraficoAlunosPorEscola({ dados, escolasAtivas }: { dados: { id: string; nome: string; alunos: number }[]; escolasAtivas: number }) {
  const max = Math.max(1, ...dados.map((d) => d.alunos));
  return (
    <section aria-labelledby="grafico" className="space-y-3">
      <h2 id="grafico" className="text-lg font-semibold">
        {homeTexts.grafico}
      </h2>
      {dados.every((d) => d.alunos === 0) ? (
        <p className="text-sm text-suave">{homeTexts.graficoVazio}</p>
      ) : (
        <>
          <p className="text-sm text-suave">
            {escolasAtivas > dados.length ? homeTexts.graficoParcial(dados.length, escolasAtivas) : homeTexts.graficoDescricao}
          </p>
          <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <table className="grafico-alunos" data-testid="grafico-alunos">
              <caption className="sr-only">{homeTexts.grafico}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{homeTexts.graficoTabela.escola}</th>
                  <th scope="col">{homeTexts.graficoTabela.alunos}</th>
                </tr>
              </thead>
              <tbody>
                {dados.map((d) => (
                  <tr key={d.id}>
                    <th scope="row">
                      {d.nome}
                    </th>
                    <td>
                      <svg aria-hidden="true" height="16">
                        <rect height="16" rx="3" width={`${Math.max((100 * d.alunos) / max, 0.5)}%`} />
                      </svg>
                      <span>{numero.format(d.alunos)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
