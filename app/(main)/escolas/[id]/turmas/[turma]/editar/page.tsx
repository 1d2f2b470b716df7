import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, turmaTexts } from "@/lib/messages";
import { atualizarTurmaAction } from "@/app/(main)/escolas/_turmas/actions";
import { TurmaForm } from "@/app/(main)/escolas/_turmas/turma-form";
import { enderecoDaTurma } from "@/app/(main)/escolas/_turmas/turmas-do-ano";
import { lerPaginaDaTurma, tituloDaTurma, type PaginaDaTurmaProps } from "@/app/(main)/escolas/_turmas/pagina-da-turma";

export const generateMetadata = tituloDaTurma;

/** `Editar` on a turma's page: its form; Salvar and Cancelar go back to the turma. */
export default async function EditarTurmaPage({ params }: PaginaDaTurmaProps) {
  const { ctx, escola, turma, ano } = await lerPaginaDaTurma(params);
  const pagina = enderecoDaTurma(escola.id, turma.id);
  const recusa = !pode(ctx.papel, "escrever") ? actionTexts.semPermissao : ano.situacao === "encerrado" ? turmaTexts.erros.anoEncerrado : null;
  return (
    <PaginaDeFormulario titulo={turma.nome} recusa={recusa && { texto: recusa, href: pagina, link: turmaTexts.voltarParaTurma }}>
      <TurmaForm action={atualizarTurmaAction} turma={turma} voltarPara={pagina} />
    </PaginaDeFormulario>
  );
}
