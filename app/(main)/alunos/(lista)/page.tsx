import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { requireShellContext, type ShellContext } from "@/lib/shell/contexto";
import { alunosDoProfessor } from "@/lib/enturmacoes/dados";
import { situacaoNaTurma } from "@/lib/enturmacoes/documento";
import { situacoesFinaisDasEntradas } from "@/lib/encerramento/resultados";
import { after } from "next/server";
import { contarAlunos, listarAlunos } from "@/lib/alunos/dados";
import { filtroDoEndereco } from "@/lib/alunos/schema";
import { procurarImportacoesParadas } from "@/lib/alunos/planilha/importacao";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { turmasDaEscola } from "@/lib/turmas/dados";
import { pageRequest, type PageRequest } from "@/lib/infra/paginacao";
import { pode } from "@/lib/empresas/papeis";
import { alunoDoProfessorTexts, alunoTexts } from "@/lib/messages";
import { tituloDaAba } from "@/lib/shell/abas";
import { botao } from "@/components/botao";
import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { enderecoDaLista, lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { LembrarLista } from "@/components/lista/volta";
import { VazioDaLista } from "@/components/tabela";
import { filtrosDosAlunos } from "@/app/(main)/alunos/filtros";
import { TabelaAlunos, TabelaAlunosDoProfessor } from "@/app/(main)/alunos/tabela";

export const metadata: Metadata = { title: tituloDaAba("alunos") };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const secundario = `inline-block ${botao()}`;

export default async function AlunosPage({ searchParams }: Props) {
  const ctx = await requireShellContext();
  const endereco = lerEndereco(await searchParams);
  if (!pode(ctx.papel, "ler")) return <AlunosDoProfessor ctx={ctx} request={pageRequest(endereco)} paginaPedida={endereco.pagina} />;
  const filtro = filtroDoEndereco(endereco);
  // A spreadsheet import whose server stopped halfway is finished or undone (after this answer, at
  // most once a minute per company and server instance).
  after(() => procurarImportacoesParadas(ctx.empresa.id));
  const request = pageRequest(endereco);
  const pagina = numeroDaPagina(request, endereco.pagina);

  // The page, its count, the schools of the filter and the chosen school's turmas: one round trip, all at once.
  const [page, contagem, escolas, turmas] = await Promise.all([listarAlunos(ctx, filtro, request), contarAlunos(ctx, filtro), opcoesDeEscola(ctx), turmasDaEscola(ctx, filtro.idEscola)]);
  const semFiltro = !filtro.busca && !filtro.idEscola && filtro.situacao === "todos";
  const vazia = page.items.length === 0 && request.kind === "first" && (semFiltro ? true : (await contarAlunos(ctx, { busca: "", idEscola: null, situacao: "todos" })).total === 0);
  const nomesDasEscolas = new Map(escolas.map((e) => [e.id, e.nome]));
  const filtros = filtrosDosAlunos(filtro, escolas, turmas);

  return (
    <div className="space-y-6">
      <Suspense>
        <LembrarLista lista="/alunos" />
      </Suspense>
      <div className="flex flex-wrap gap-3">
        {pode(ctx.papel, "escrever") && (
          <>
            <Link href="/alunos/novo" className={`inline-block ${botao({ variante: "primario" })}`}>
              {alunoTexts.novo}
            </Link>
            <Link href="/alunos/importar" className={secundario}>
              {alunoTexts.importar}
            </Link>
          </>
        )}
        {pode(ctx.papel, "administrar") && (
          <Link href="/alunos/unificar" className={secundario}>
            {alunoTexts.unificacao.titulo}
          </Link>
        )}
        {/* A download, not a page: a plain link, so the browser saves the file. */}
        <a href={enderecoDaLista("/alunos/exportar", filtros)} download className={secundario}>
          {alunoTexts.exportar}
        </a>
      </div>
      <FiltrosDaLista {...filtros} />
      <p aria-live="polite" className="text-sm font-medium text-suave" data-testid="alunos-encontrados">
        {contagem.aoMenos ? "+" : ""}
        {alunoTexts.encontrados(contagem.total)}
      </p>
      <TabelaAlunos
        alunos={page.items}
        escolas={nomesDasEscolas}
        anos={new Map(escolas.map((e) => [e.id, e.anoEmAndamento]))}
        vazio={<VazioDaLista texto={vazia ? alunoTexts.vazio : alunoTexts.nadaEncontrado} primeiraPagina={request.kind === "first" ? null : enderecoDaLista("/alunos", filtros)} />}
      />
      <Paginacao label={alunoTexts.paginacao} pagina={pagina} {...paginasVizinhas("/alunos", filtros, pagina, page)} />
    </div>
  );
}

/**
 * A professor's Alunos tab: the students `Cursando` in the turmas they teach, in name order, paged
 * by cursors; only name, matrícula and situation (no filters, no export, nothing to change).
 */
async function AlunosDoProfessor({ ctx, request, paginaPedida }: { ctx: ShellContext; request: PageRequest; paginaPedida: string | undefined }) {
  const page = await alunosDoProfessor(ctx, request);
  // A closed year's students show their final situation (one read per turma of the page).
  const finais = await situacoesFinaisDasEntradas(ctx.empresa.id, page.items.map((a) => ({ idTurma: a.idTurma, situacao: "cursando" })));
  const pagina = numeroDaPagina(request, paginaPedida);
  const semFiltros = { busca: { value: "" }, seletores: [] };
  return (
    <div className="space-y-6">
      <TabelaAlunosDoProfessor
        alunos={page.items.map((a) => ({ ...a, situacao: situacaoNaTurma("cursando", finais.get(a.idTurma)?.[a.idAluno]) }))}
        vazio={<VazioDaLista texto={request.kind === "first" ? alunoDoProfessorTexts.vazio : alunoTexts.nadaEncontrado} primeiraPagina={request.kind === "first" ? null : "/alunos"} />}
      />
      <Paginacao label={alunoTexts.paginacao} pagina={pagina} {...paginasVizinhas("/alunos", semFiltros, pagina, page)} />
    </div>
  );
}
