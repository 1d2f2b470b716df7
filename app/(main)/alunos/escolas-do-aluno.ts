import type { OpcaoEscola } from "@/lib/escolas/dados";
import { alunoTexts } from "@/lib/messages";

/** The schools a student may be put in: the active ones, and its current one even if inactive. */
export function escolasDoAluno(escolas: OpcaoEscola[], atual?: string): { id: string; label: string }[] {
  return escolas
    .filter((e) => e.ativa || e.id === atual)
    .map((e) => ({ id: e.id, label: e.ativa ? e.nome : alunoTexts.escolaInativa(e.nome) }));
}
