import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell/contexto";
import { escolasDoProfessor, listarEscolas, temEscolas } from "@/lib/escolas/dados";
import { turmasDoProfessor } from "@/lib/turmas/dados";
import { filtroDoEndereco } from "@/lib/escolas/schema";
import { pageRequest } from "@/lib/infra/paginacao";
import { pode } from "@/lib/empresas/papeis";
import { escolaDoProfessorTexts, escolaTexts } from "@/lib/messages";
import { tituloDaAba } from "@/lib/shell/abas";
import { botao } from "@/components/botao";
import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { enderecoDaLista, lerEndereco, numeroDaPagina, paginasVizinhas } from "@/components/lista/endereco";
import { Paginacao } from "@/components/paginacao";
import { LembrarLista } from "@/components/lista/volta";
import { VazioDaLista } from "@/components/tabela";
import type { ShellContext } from "@/lib/shell/contexto";
import { filtrosDasEscolas } from "@/app/(main)/escolas/filtros";
import { TabelaEscolas } from "@/app/(main)/escolas/tabela";

export const metadata: Metadata = { title: tituloDaAba("escolas") };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EscolasPage({ searchParams }: Props) {
  const ctx = await requireShellContext();
  if (!pode(ctx.papel, "ler")) return <EscolasDoProfessor ctx={ctx} />;
  const endereco = lerEndereco(await searchParams);
  const filtro = filtroDoEndereco(endereco);
  const request = pageRequest(endereco);
  const pagina = numeroDaPagina(request, endereco.pagina);

  const page = await listarEscolas(ctx, filtro, request);
  const vazia = page.items.length === 0 && request.kind === "first" && !(await temEscolas(ctx));
  const filtros = filtrosDasEscolas(filtro);

  return (
    <div className="space-y-6">
      <Suspense>
        <LembrarLista lista="/escolas" />
      </Suspense>
      {pode(ctx.papel, "escrever") && (
        <Link href="/escolas/nova" className={`inline-block ${botao({ variante: "primario" })}`}>
          {escolaTexts.nova}
        </Link>
      )}
      <FiltrosDaLista {...filtros} />
      <TabelaEscolas
        escolas={page.items}
        vazio={<VazioDaLista texto={vazia ? escolaTexts.vazio : escolaTexts.nadaEncontrado} primeiraPagina={request.kind === "first" ? null : enderecoDaLista("/escolas", filtros)} />}
      />
      <Paginacao label={escolaTexts.paginacao} pagina={pagina} {...paginasVizinhas("/escolas", filtros, pagina, page)} />
    </div>
  );
}

/**
 * A professor's Escolas tab: only the schools of the turmas they teach (read by id, at most one per
 * turma), read-only, in name order; no filters and no pages (they are few).
 */
async function EscolasDoProfessor({ ctx }: { ctx: ShellContext }) {
  const escolas = await escolasDoProfessor(ctx, await turmasDoProfessor(ctx));
  return (
    <div className="space-y-6">
      <TabelaEscolas escolas={escolas} legenda={escolaDoProfessorTexts.legendaTabela} vazio={<VazioDaLista texto={escolaDoProfessorTexts.vazio} primeiraPagina={null} />} />
    </div>
  );
}
