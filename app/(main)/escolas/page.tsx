import type { Metadata } from "next";
import { tituloDaAba } from "@/lib/shell/abas";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell/contexto";
import { listarEscolas, temEscolas } from "@/lib/escolas/dados";
import { filtroDoEndereco, type Situacao } from "@/lib/escolas/schema";
import { pageRequest, parametro } from "@/lib/infra/paginacao";
import { pode } from "@/lib/empresas/papeis";
import { escolaTexts } from "@/lib/messages";
import { findTab } from "@/lib/shell/abas";
import { FiltrosEscolas } from "@/app/(main)/escolas/filtros";
import { TabelaEscolas } from "@/app/(main)/escolas/tabela";
import { Paginacao } from "@/components/paginacao";

export const metadata: Metadata = { title: tituloDaAba("escolas") };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The list's address for a filter and, optionally, a cursor and a page number. */
function href(busca: string, situacao: Situacao, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (busca) params.set("q", busca);
  if (situacao !== "ativas") params.set("situacao", situacao);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/escolas?${query}` : "/escolas";
}

export default async function EscolasPage({ searchParams }: Props) {
  const ctx = await requireShellContext();
  const params = await searchParams;
  const { busca, situacao } = filtroDoEndereco({ q: parametro(params.q), situacao: parametro(params.situacao) });
  const request = pageRequest({ apos: parametro(params.apos), antes: parametro(params.antes) });
  const pagina = request.kind === "first" ? 1 : Math.min(Math.max(Number(parametro(params.pagina)) || 2, 1), 100_000);

  const page = await listarEscolas(ctx, { busca, situacao }, request);
  const vazia = page.items.length === 0 && request.kind === "first" && !(await temEscolas(ctx));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{findTab("escolas")!.welcome}</h1>
      {pode(ctx.papel, "escrever") && (
        <Link href="/escolas/nova" className="inline-block rounded-md bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">
          {escolaTexts.nova}
        </Link>
      )}
      <FiltrosEscolas busca={busca} situacao={situacao} />
      {page.items.length === 0 ? (
        <div className="rounded-md bg-white p-4 text-center ring-1 ring-gray-200">
          <p>{vazia ? escolaTexts.vazio : escolaTexts.nadaEncontrado}</p>
          {request.kind !== "first" && (
            <Link href={href(busca, situacao)} className="mt-2 inline-block font-semibold text-marca-700 underline">
              {escolaTexts.pagina(1)}
            </Link>
          )}
        </div>
      ) : (
        <TabelaEscolas escolas={page.items} />
      )}
      <Paginacao
        label={escolaTexts.paginacao}
        pagina={pagina}
        texts={escolaTexts}
        anterior={page.anterior && (pagina <= 2 ? href(busca, situacao) : href(busca, situacao, { antes: page.anterior, pagina: String(pagina - 1) }))}
        proxima={page.proxima && href(busca, situacao, { apos: page.proxima, pagina: String(pagina + 1) })}
      />
    </div>
  );
}
