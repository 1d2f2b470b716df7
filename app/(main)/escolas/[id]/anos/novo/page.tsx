import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { requireLeitor } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { anoAtual } from "@/lib/infra/relogio";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, anoLetivoTexts, escolaTexts } from "@/lib/messages";
import { criarAnoLetivoAction } from "@/app/(main)/escolas/_anos-letivos/actions";
import { AnoLetivoForm } from "@/app/(main)/escolas/_anos-letivos/ano-letivo-form";
import type { PaginaDoRegistroProps } from "@/components/pagina-do-registro";

export const metadata: Metadata = { title: anoLetivoTexts.novo };

/** `Novo ano letivo` of a school (administrador, secretaria): the year's number and its etapas. */
export default async function NovoAnoLetivoPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireLeitor();
  const escola = await lerEscola(ctx, (await params).id);
  if (!escola) notFound();
  const ficha = `/escolas/${encodeURIComponent(escola.id)}`;
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : !escola.ativa ? anoLetivoTexts.erros.escolaInativa : null;
  return (
    <PaginaDeFormulario titulo={anoLetivoTexts.tituloNovo(escola.nome)} recusa={recusa && { texto: recusa, href: ficha, link: escolaTexts.voltarParaFicha }}>
      <AnoLetivoForm action={criarAnoLetivoAction} nova={{ idEscola: escola.id, anoPadrao: anoAtual(), token: novoTokenDeCriacao() }} voltarPara={ficha} />
    </PaginaDeFormulario>
  );
}
