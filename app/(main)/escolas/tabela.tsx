import Link from "next/link";
import { escolaTexts } from "@/lib/messages";
import type { EscolaResumo } from "@/lib/escolas/schema";

const municipioUf = (e: EscolaResumo) => [e.municipio, e.uf].filter(Boolean).join("/") || "—";

/** The schools of a page. On a narrow screen the table scrolls inside its box, not the page. */
export function TabelaEscolas({ escolas }: { escolas: EscolaResumo[] }) {
  const c = escolaTexts.colunas;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{escolaTexts.legendaTabela}</caption>
        <thead className="bg-gray-50 text-left">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{c.nome}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.codigoInep}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.municipioUf}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.situacao}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {escolas.map((e) => (
            <tr key={e.id}>
              <td className="px-4 py-3">
                <Link href={`/escolas/${encodeURIComponent(e.id)}`} className="font-medium text-marca-700 underline-offset-2 hover:underline">
                  {e.nome}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{e.codigoInep ?? "—"}</td>
              <td className="px-4 py-3">{municipioUf(e)}</td>
              <td className="whitespace-nowrap px-4 py-3">{e.ativa ? escolaTexts.ativa : escolaTexts.inativa}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
