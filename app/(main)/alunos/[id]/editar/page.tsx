import { notFound } from "next/navigation";
import { PaginaDeFormulario } from "@/components/pagina-de-formulario";
import { requireLeitor } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { hoje } from "@/lib/infra/relogio";
import { valoresDoFormulario } from "@/lib/alunos/descritor";
import { formatarCpf, mascararCpf } from "@/lib/campos/cpf";
import { formatarTelefone } from "@/lib/campos/telefone";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { atualizarAlunoAction, atualizarSecaoDoAlunoAction, revelarCpfAction } from "@/app/(main)/alunos/actions";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "@/lib/alunos/campos";
import { AlunoForm } from "@/app/(main)/alunos/aluno-form";
import { escolasDoAluno } from "@/app/(main)/alunos/escolas-do-aluno";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";
import { comNomeDeExibicao, nomeDeExibicao } from "@/lib/alunos/nome";
import { NomeCivil } from "@/app/(main)/alunos/nome-civil";

// A role that does not read the register (a professor) gets "not found", its title included.
export const generateMetadata = tituloDoRegistro(async (ctx, id) => (pode(ctx.papel, "ler") ? comNomeDeExibicao(await lerAluno(ctx, id)) : null), alunoTexts.naoEncontrado);

/** The section of `?secao=` (identificacao, responsavel, documentos, endereco, necessidades, transporte, saude), or null: the sheet's short form. */
function secaoDoEndereco(valor: string | string[] | undefined): SecaoDoAluno | null {
  return typeof valor === "string" && Object.hasOwn(SECOES_DO_ALUNO, valor) ? (valor as SecaoDoAluno) : null;
}

/**
 * `Editar` on a student's sheet: the student's short form (today's fields and the situation), or,
 * with `?secao=`, one section's form (its `Editar` on the sheet), which writes only that section's
 * fields. Salvar and Cancelar go back to the sheet.
 */
export default async function EditarAlunoPage({ params, searchParams }: PaginaDoRegistroProps & { searchParams: Promise<{ secao?: string | string[] }> }) {
  const ctx = await requireLeitor();
  const { id } = await params;
  const secao = secaoDoEndereco((await searchParams).secao);
  const [aluno, escolas] = await Promise.all([lerAluno(ctx, id), opcoesDeEscola(ctx)]);
  if (!aluno) notFound();
  const ficha = `/alunos/${encodeURIComponent(aluno.id)}`;
  return (
    <PaginaDeFormulario
      titulo={
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{nomeDeExibicao(aluno)}</h1>
          <NomeCivil aluno={aluno} />
          {secao && <p className="text-lg font-semibold">{alunoTexts.editarSecao(SECOES_DO_ALUNO[secao].titulo)}</p>}
          <p>
            <span className="font-medium">{alunoTexts.matricula}:</span> <span data-testid="matricula">{aluno.matricula}</span>
          </p>
        </div>
      }
      recusa={pode(ctx.papel, "escrever") ? null : { texto: actionTexts.semPermissao, href: ficha, link: alunoTexts.voltarParaFicha }}
    >
      <AlunoForm
        action={secao ? atualizarSecaoDoAlunoAction : atualizarAlunoAction}
        secao={secao ?? undefined}
        escolas={escolasDoAluno(escolas, aluno.idEscola)}
        papel={ctx.papel}
        aluno={{
          id: aluno.id,
          versao: aluno.versao,
          valores: {
            ...valoresDoFormulario(aluno, ctx.papel, secao ?? "edicao"),
            // The list's editor: whole CPFs only to the roles that see them (the others cannot save it anyway).
            ...(secao === "responsavel"
              ? { responsaveis: JSON.stringify(aluno.responsaveis.map((r) => ({ ...r, cpf: r.cpf && (pode(ctx.papel, "verCpf") ? formatarCpf(r.cpf) : mascararCpf(r.cpf)), telefone: r.telefone && formatarTelefone(r.telefone) }))) }
              : {}),
          },
        }}
        revelarCpf={pode(ctx.papel, "verCpf") ? revelarCpfAction : undefined}
        hoje={hoje()}
        voltarPara={ficha}
      />
    </PaginaDeFormulario>
  );
}
