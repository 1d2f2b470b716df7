import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { pareceresTexts } from "@/lib/messages";

// The boletim of a child evaluated by `Parecer descritivo` (issue 41): instead of the grades'
// table, `Relatório de desenvolvimento`, each etapa's parecer as written (its line breaks kept),
// or the sentence that says the etapa has none. The same object the PDF prints.

export function RelatorioDeDesenvolvimento({ ano, relatorio }: { ano: number; relatorio: NonNullable<BoletimParaImpressao["relatorio"]> }) {
  return (
    <section aria-labelledby={`relatorio-${ano}`} className="space-y-3" data-testid={`relatorio-${ano}`}>
      <h3 id={`relatorio-${ano}`} className="text-base font-semibold">
        {pareceresTexts.relatorio}
      </h3>
      {relatorio.map((r) => (
        <div key={r.etapa} className="space-y-1">
          <h4 className="text-sm font-semibold">{r.etapa}</h4>
          <p className={`whitespace-pre-line [overflow-wrap:anywhere] ${r.registrado ? "" : "text-suave"}`}>{r.texto}</p>
        </div>
      ))}
    </section>
  );
}
