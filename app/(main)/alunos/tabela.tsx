import Link from "next/link";
import { alunoTexts } from "@/lib/messages";
import type { AlunoResumo } from "@/lib/alunos/schema";

/** The students of a page (no CPF, no contacts). On a narrow screen it scrolls inside its box. */
export function TabelaAlunos({ alunos, escolas }: { alunos: AlunoResumo[]; escolas: Map<string, string> }) {
  const c = alunoTexts.colunas;
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{alunoTexts.legendaTabela}</caption>
        <thead className="bg-gray-50 text-left">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{c.nome}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.matricula}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.escola}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.turma}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{c.situacao}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {alunos.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-3">
                <Link href={`/alunos/${encodeURIComponent(a.id)}`} className="font-medium text-marca-700 underline-offset-2 hover:underline">
                  {a.nome}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3 tabular-nums">{a.matricula}</td>
              <td className="px-4 py-3">{escolas.get(a.idEscola) ?? "—"}</td>
              <td className="px-4 py-3">{a.turma ?? "—"}</td>
              <td className="whitespace-nowrap px-4 py-3">{alunoTexts.situacoes[a.situacao]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
