import { notFound } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { historico } from "@/lib/atividades/dados";
import { hoje } from "@/lib/campos/data";
import { mascararCpf } from "@/lib/campos/cpf";
import { pode } from "@/lib/empresas/papeis";
import { alunoTexts } from "@/lib/messages";
import { atualizarAlunoAction, excluirAlunoAction, revelarCpfAction } from "@/app/(main)/alunos/actions";
import { AlunoForm } from "@/app/(main)/alunos/aluno-form";
import { escolasDoAluno } from "@/app/(main)/alunos/escolas-do-aluno";
import { Historico } from "@/app/(main)/alunos/historico";
import { ExcluirAluno } from "@/app/(main)/alunos/excluir-aluno";
import { tituloDoRegistro, type PaginaDoRegistroProps } from "@/components/pagina-do-registro";

export const generateMetadata = tituloDoRegistro(lerAluno, alunoTexts.naoEncontrado);

export default async function AlunoPage({ params }: PaginaDoRegistroProps) {
  const ctx = await requireShellContext();
  const { id } = await params;
  // Another company's student is "not found" too: its existence is not revealed.
  const [aluno, escolas, entradas] = await Promise.all([lerAluno(ctx, id), opcoesDeEscola(ctx), historico(ctx, id)]);
  if (!aluno) notFound();
  const escreve = pode(ctx.papel, "escrever");
  const { cpf, ...campos } = aluno;
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{aluno.nome}</h1>
        <p>
          <span className="font-medium">{alunoTexts.matricula}:</span> <span data-testid="matricula">{aluno.matricula}</span>
        </p>
      </div>
      {!escreve && <p className="text-sm text-suave">{alunoTexts.somenteLeitura}</p>}
      <AlunoForm
        action={atualizarAlunoAction}
        escolas={escolasDoAluno(escolas, aluno.idEscola)}
        aluno={{ ...campos, turma: campos.turma ?? "", responsavelNome: campos.responsavelNome ?? "", responsavelTelefone: campos.responsavelTelefone ?? "", responsavelEmail: campos.responsavelEmail ?? "", cpfMascarado: cpf ? mascararCpf(cpf) : null }}
        somenteLeitura={!escreve}
        revelarCpf={pode(ctx.papel, "verCpf") ? revelarCpfAction : undefined}
        hoje={hoje()}
      />
      <Historico entradas={entradas} escolas={new Map(escolas.map((e) => [e.id, e.nome]))} />
      {pode(ctx.papel, "administrar") && <ExcluirAluno id={aluno.id} action={excluirAlunoAction} />}
    </div>
  );
}
