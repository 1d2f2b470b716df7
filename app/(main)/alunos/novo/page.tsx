import type { Metadata } from "next";
import Link from "next/link";
import { requireShellContext } from "@/lib/shell";
import { opcoesDeEscola } from "@/lib/escolas/dados";
import { hoje } from "@/lib/campos/data";
import { pode } from "@/lib/papeis";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { criarAlunoAction } from "@/app/(main)/alunos/actions";
import { AlunoForm } from "@/app/(main)/alunos/aluno-form";
import { escolasDoAluno } from "@/app/(main)/alunos/escolas-do-aluno";

export const metadata: Metadata = { title: alunoTexts.tituloNovo };

export default async function NovoAlunoPage() {
  const ctx = await requireShellContext();
  const escreve = pode(ctx.papel, "escrever");
  const escolas = escreve ? await opcoesDeEscola(ctx) : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{alunoTexts.tituloNovo}</h1>
      {escreve ? (
        <AlunoForm action={criarAlunoAction} escolas={escolasDoAluno(escolas)} hoje={hoje()} />
      ) : (
        <div className="space-y-3">
          <p role="alert">{actionTexts.semPermissao}</p>
          <Link href="/alunos" className="font-semibold text-marca-700 underline">
            {alunoTexts.voltarParaLista}
          </Link>
        </div>
      )}
    </div>
  );
}
