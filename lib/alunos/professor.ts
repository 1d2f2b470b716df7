import "server-only";
import { lerAluno } from "@/lib/alunos/dados";
import { alunoDoProfessor } from "@/lib/enturmacoes/dados";
import { soOVisivel } from "@/lib/alunos/descritor";
import type { Aluno } from "@/lib/alunos/schema";
import type { ShellContext } from "@/lib/shell/contexto";

// What a student's professor reads of the record (issue 43, LGPD art. 11): the fields a professor
// sees (lib/alunos/campos.ts: Necessidades específicas and Saúde, to adapt teaching and care),
// never Cor/raça, documents or address, and only of a student `Cursando` in a turma they teach.

/**
 * The record of a student of the professor's turmas with only what a professor sees (every other
 * field emptied), or null: not their student (the page is then "not found").
 */
export async function alunoVistoPeloProfessor(ctx: ShellContext, id: string): Promise<Aluno | null> {
  if (ctx.papel !== "professor" || !(await alunoDoProfessor(ctx, id))) return null;
  const aluno = await lerAluno(ctx, id);
  // The responsáveis (names, CPFs, contacts) are not a professor's either: the list goes too.
  return aluno ? { ...soOVisivel(aluno, "professor"), responsaveis: [] } : null;
}
