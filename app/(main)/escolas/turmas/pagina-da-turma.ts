import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { lerTurma } from "@/lib/turmas/dados";
import { turmaTexts } from "@/lib/messages";

// A turma's pages (/escolas/{id}/turmas/{turma} and its form): the turma of the company in the
// school the address names, its year and its school; anything else is "Turma não encontrada.".

export type PaginaDaTurmaProps = { params: Promise<{ id: string; turma: string }> };

async function ler(params: PaginaDaTurmaProps["params"]) {
  const ctx = await requireShellContext();
  const { id, turma: idTurma } = await params;
  const [escola, turma] = await Promise.all([lerEscola(ctx, id), lerTurma(ctx, id, idTurma)]);
  if (!escola || !turma) return { ctx, escola: null, turma: null, ano: null };
  return { ctx, escola, turma, ano: await lerAnoPorId(ctx, turma.idAnoLetivo) };
}

export async function lerPaginaDaTurma(params: PaginaDaTurmaProps["params"]) {
  const { ctx, escola, turma, ano } = await ler(params);
  if (!escola || !turma || !ano) notFound();
  return { ctx, escola, turma, ano };
}

export async function tituloDaTurma({ params }: PaginaDaTurmaProps): Promise<Metadata> {
  const { escola, turma } = await ler(params);
  return { title: escola && turma ? `${turma.nome} — ${escola.nome}` : turmaTexts.naoEncontrada };
}
