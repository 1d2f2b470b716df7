import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireLeitor } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { lerAnoLetivo } from "@/lib/anos-letivos/dados";
import { anoLetivoTexts } from "@/lib/messages";

// A year's pages (/escolas/{id}/anos/{ano} and its form): what the address names. Another company's
// school, a year of another school, or a year that is not a number is "not found".

export type PaginaDoAnoProps = { params: Promise<{ id: string; ano: string }> };

const numeroDoAno = (texto: string) => (/^\d{4}$/.test(texto) ? Number(texto) : NaN);

async function ler(params: PaginaDoAnoProps["params"]) {
  const ctx = await requireLeitor();
  const { id, ano } = await params;
  const [escola, lido] = await Promise.all([lerEscola(ctx, id), lerAnoLetivo(ctx, id, numeroDoAno(ano))]);
  return { ctx, escola, ano: lido };
}

/** The context, the school and its year, or the not-found page. */
export async function lerPaginaDoAno(params: PaginaDoAnoProps["params"]) {
  const { ctx, escola, ano } = await ler(params);
  if (!escola || !ano) notFound();
  return { ctx, escola, ano };
}

/** The year's page title: `Ano letivo 2026 — <school>`, or `Ano letivo não encontrado.` */
export async function tituloDoAno({ params }: PaginaDoAnoProps): Promise<Metadata> {
  const { escola, ano } = await ler(params);
  return { title: escola && ano ? anoLetivoTexts.tituloDaPagina(ano.ano, escola.nome) : anoLetivoTexts.naoEncontrado };
}
