import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { lerTurma } from "@/lib/turmas/dados";
import { pode, professorDaTurma } from "@/lib/empresas/papeis";
import { turmaTexts } from "@/lib/messages";

// A turma's pages (/escolas/{id}/turmas/{turma} and its form): the turma of the company in the
// school the address names, its year and its school; anything else is "Turma não encontrada.".
// A professor reaches only the pages that say so (`professor`: the turma's page, its roll call),
// and only for a turma they teach: for them every other turma, and every other page, is not found.

export type PaginaDaTurmaProps = { params: Promise<{ id: string; turma: string }> };

type Alcance = { professor?: boolean };

async function ler(params: PaginaDaTurmaProps["params"], { professor = false }: Alcance = {}) {
  const ctx = await requireShellContext();
  const nada = { ctx, escola: null, turma: null, ano: null };
  const { id, turma: idTurma } = await params;
  const leTudo = pode(ctx.papel, "ler");
  if (!leTudo && !professor) return nada;
  const [escola, turma] = await Promise.all([lerEscola(ctx, id), lerTurma(ctx, id, idTurma)]);
  if (!escola || !turma || (!leTudo && !professorDaTurma(ctx, turma))) return nada;
  return { ctx, escola, turma, ano: await lerAnoPorId(ctx, turma.idAnoLetivo) };
}

/** The page's turma, school and year, or not found (`professor`: a page a teaching professor may open). */
export async function lerPaginaDaTurma(params: PaginaDaTurmaProps["params"], alcance: Alcance = {}) {
  const { ctx, escola, turma, ano } = await ler(params, alcance);
  if (!escola || !turma || !ano) notFound();
  return { ctx, escola, turma, ano };
}

/** The title of a page a teaching professor may open (the turma's page, its roll call). */
export async function tituloDaTurmaDoProfessor({ params }: PaginaDaTurmaProps): Promise<Metadata> {
  const { escola, turma } = await ler(params, { professor: true });
  return { title: escola && turma ? `${turma.nome} — ${escola.nome}` : turmaTexts.naoEncontrada };
}

export async function tituloDaTurma({ params }: PaginaDaTurmaProps): Promise<Metadata> {
  const { escola, turma } = await ler(params);
  return { title: escola && turma ? `${turma.nome} — ${escola.nome}` : turmaTexts.naoEncontrada };
}
