import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { actionTexts, turmaTexts } from "@/lib/messages";
import { criarTurmaAction } from "@/app/(main)/escolas/_turmas/actions";
import { TurmaForm } from "@/app/(main)/escolas/_turmas/turma-form";
import { enderecoDoAno } from "@/app/(main)/escolas/_anos-letivos/anos-da-escola";
import { lerPaginaDoAno, type PaginaDoAnoProps } from "@/app/(main)/escolas/_anos-letivos/pagina-do-ano";
import type { Metadata } from "next";

export const metadata: Metadata = { title: turmaTexts.nova };

/** `Nova turma` of a year (administrador, secretaria). */
export default async function NovaTurmaPage({ params }: PaginaDoAnoProps) {
  const { ctx, escola, ano } = await lerPaginaDoAno(params);
  const pagina = enderecoDoAno(escola.id, ano.ano);
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : ano.situacao === "encerrado" ? turmaTexts.erros.anoEncerrado : null;
  return (
    <PaginaDeFormulario titulo={turmaTexts.tituloNova(ano.ano, escola.nome)} recusa={recusa && { texto: recusa, href: pagina, link: turmaTexts.voltarParaAno }}>
      <TurmaForm action={criarTurmaAction} idAnoLetivo={ano.id} token={novoTokenDeCriacao()} voltarPara={pagina} />
    </PaginaDeFormulario>
  );
}
