import type { Metadata } from "next";
import { tituloDaAba } from "@/lib/shell/abas";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell/contexto";
import { after } from "next/server";
import { contarAlunos, listarAlunos } from "@/lib/alunos/dados";
import { FILTROS_SITUACAO, filtroDoEndereco, type FiltroAlunos } from "@/lib/alunos/schema";
import { procurarImportacoesParadas } from "@/lib/alunos/planilha/importacao";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { pageRequest, parametro } from "@/lib/infra/paginacao";
import { pode } from "@/lib/empresas/papeis";
import { alunoTexts } from "@/lib/messages";
import { findTab } from "@/lib/shell/abas";
import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { Paginacao } from "@/components/paginacao";
import { TabelaAlunos } from "@/app/(main)/alunos/tabela";

export const metadata: Metadata = { title: tituloDaAba("alunos") };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function href(filtro: FiltroAlunos, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filtro.busca) params.set("q", filtro.busca);
  if (filtro.idEscola) params.set("escola", filtro.idEscola);
  if (filtro.situacao !== "ativos") params.set("situacao", filtro.situacao);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `/alunos?${query}` : "/alunos";
}

const secundario = "inline-block rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold hover:bg-gray-100";

export default async function AlunosPage({ searchParams }: Props) {
  const ctx = await requireShellContext();
  const params = await searchParams;
  const filtro = filtroDoEndereco({ q: parametro(params.q), escola: parametro(params.escola), situacao: parametro(params.situacao) });
  // A spreadsheet import whose server stopped halfway is finished or undone (after this answer, at
  // most once a minute per company and server instance).
  after(() => procurarImportacoesParadas(ctx.empresa.id));
  const request = pageRequest({ apos: parametro(params.apos), antes: parametro(params.antes) });
  const pagina = request.kind === "first" ? 1 : Math.min(Math.max(Number(parametro(params.pagina)) || 2, 1), 100_000);

  // The page, its count and the schools of the filter: one round trip, all at once.
  const [page, contagem, escolas] = await Promise.all([listarAlunos(ctx, filtro, request), contarAlunos(ctx, filtro), opcoesDeEscola(ctx)]);
  const semFiltro = !filtro.busca && !filtro.idEscola && filtro.situacao === "todos";
  const vazia = page.items.length === 0 && request.kind === "first" && (semFiltro ? true : (await contarAlunos(ctx, { busca: "", idEscola: null, situacao: "todos" })).total === 0);
  const nomesDasEscolas = new Map(escolas.map((e) => [e.id, e.nome]));
  const f = alunoTexts.filtros;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{findTab("alunos")!.welcome}</h1>
      <div className="flex flex-wrap gap-3">
        {pode(ctx.papel, "escrever") && (
          <>
            <Link href="/alunos/novo" className="inline-block rounded-md bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">
              {alunoTexts.novo}
            </Link>
            <Link href="/alunos/importar" className={secundario}>
              {alunoTexts.importar}
            </Link>
          </>
        )}
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <a href={href(filtro).replace("/alunos", "/alunos/exportar")} download className={secundario}>
          {alunoTexts.exportar}
        </a>
      </div>
      <FiltrosDaLista
        busca={{ id: "buscar-aluno", label: alunoTexts.buscar, value: filtro.busca }}
        seletores={[
          {
            name: "escola",
            id: "filtro-escola",
            label: alunoTexts.escola,
            value: filtro.idEscola ?? "",
            padrao: "",
            options: [{ value: "", label: alunoTexts.todas }, ...escolas.map((e) => ({ value: e.id, label: e.nome }))],
          },
          {
            name: "situacao",
            id: "filtro-situacao",
            label: alunoTexts.situacao,
            value: filtro.situacao,
            padrao: "ativos",
            options: FILTROS_SITUACAO.map((s) => ({ value: s, label: f[s] })),
          },
        ]}
      />
      <p aria-live="polite" className="text-sm font-medium text-suave" data-testid="alunos-encontrados">
        {contagem.aoMenos ? "+" : ""}
        {alunoTexts.encontrados(contagem.total)}
      </p>
      {page.items.length === 0 ? (
        <div className="rounded-md bg-white p-4 text-center ring-1 ring-gray-200">
          <p>{vazia ? alunoTexts.vazio : alunoTexts.nadaEncontrado}</p>
          {request.kind !== "first" && (
            <Link href={href(filtro)} className="mt-2 inline-block font-semibold text-marca-700 underline">
              {alunoTexts.pagina(1)}
            </Link>
          )}
        </div>
      ) : (
        <TabelaAlunos alunos={page.items} escolas={nomesDasEscolas} />
      )}
      <Paginacao
        label={alunoTexts.paginacao}
        pagina={pagina}
        texts={alunoTexts}
        anterior={page.anterior && (pagina <= 2 ? href(filtro) : href(filtro, { antes: page.anterior, pagina: String(pagina - 1) }))}
        proxima={page.proxima && href(filtro, { apos: page.proxima, pagina: String(pagina + 1) })}
      />
    </div>
  );
}
