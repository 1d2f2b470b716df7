import type { Metadata } from "next";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { requireLeitor } from "@/lib/shell/contexto";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { hoje } from "@/lib/infra/relogio";
import { pode } from "@/lib/empresas/papeis";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { criarAlunoAction } from "@/app/(main)/alunos/actions";
import { AlunoForm } from "@/app/(main)/alunos/aluno-form";
import { escolasDoAluno } from "@/app/(main)/alunos/escolas-do-aluno";

export const metadata: Metadata = { title: alunoTexts.tituloNovo };

export default async function NovoAlunoPage() {
  const ctx = await requireLeitor();
  const escreve = pode(ctx.papel, "escrever");
  const escolas = escreve ? await opcoesDeEscola(ctx) : [];
  return (
    <PaginaDeFormulario titulo={alunoTexts.tituloNovo} recusa={escreve ? null : { texto: actionTexts.semPermissao, href: "/alunos", link: alunoTexts.voltarParaLista }}>
      <AlunoForm action={criarAlunoAction} papel={ctx.papel} escolas={escolasDoAluno(escolas)} hoje={hoje()} token={novoTokenDeCriacao()} voltarPara="/alunos" />
    </PaginaDeFormulario>
  );
}
