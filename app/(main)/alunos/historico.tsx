import { alunoTexts, rotuloDe } from "@/lib/messages";
import { FUSO } from "@/lib/campos/data";
import { campoDoHistorico, valorLegivel } from "@/lib/alunos/descritor";
import type { EntradaHistorico, Mudanca } from "@/lib/atividades/schema";

const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });

/**
 * A change as people read it: the field's label and its values as the sheet shows them (schools by
 * name, dates and phones in the Brazilian way), or only that it changed (a CPF: lib/alunos/campos.ts).
 */
function linha(m: Mudanca, escolas: Map<string, string>): string {
  const campo = campoDoHistorico(m.campo);
  if (campo && campo.historico !== "valores") return campo.historico.alterado;
  const legivel = (valor: string | null) => (valor === null ? alunoTexts.vazioNoHistorico : campo ? valorLegivel(campo, valor, escolas) : valor);
  return `${campo?.rotulo ?? m.campo}: ${legivel(m.de)} → ${legivel(m.para)}`;
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
                    <li key={m.campo}>{linha(m, escolas)}</li>
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
