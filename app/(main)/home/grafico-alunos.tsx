import { homeTexts } from "@/lib/messages";

const numero = new Intl.NumberFormat("pt-BR");

/**
 * "Alunos por escola": horizontal bars drawn on the server as SVG (no chart code reaches the
 * browser), names and numbers as text beside them so they stay readable at any width. The
 * drawing is hidden from assistive technology; a visually hidden table carries the numbers.
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
          <ol aria-hidden="true" className="space-y-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid="grafico-alunos">
            {dados.map((d) => (
              <li key={d.id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-center gap-2 text-sm">
                <span className="truncate" title={d.nome}>
                  {d.nome}
                </span>
                <svg width="100%" height="18" className="block">
                  <rect x="0" y="1" height="16" rx="3" width={`${Math.max((100 * d.alunos) / max, 0.5)}%`} className="fill-marca-600" />
                </svg>
                <span className="w-10 text-right tabular-nums">{numero.format(d.alunos)}</span>
              </li>
            ))}
          </ol>
          {/* sr-only on the wrapper: a table does not shrink to 1 px, and would widen the page. */}
          <div className="sr-only">
          <table>
            <caption>{homeTexts.grafico}</caption>
            <thead>
              <tr>
                <th scope="col">{homeTexts.graficoTabela.escola}</th>
                <th scope="col">{homeTexts.graficoTabela.alunos}</th>
              </tr>
            </thead>
            <tbody>
              {dados.map((d) => (
                <tr key={d.id}>
                  <th scope="row">{d.nome}</th>
                  <td>{numero.format(d.alunos)}</td>
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
