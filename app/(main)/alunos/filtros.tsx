import { seletorDeValores, type FiltrosDaListaProps } from "@/components/lista/filtros";
import { alunoTexts } from "@/lib/messages";
import { FILTROS_SITUACAO, type FiltroAlunos } from "@/lib/alunos/schema";

/**
 * "Buscar aluno", "Escola" (all by default), "Situação" (Ativos by default) and "Turma" (the chosen
 * school's turmas of its year in progress; all by default, and back to all when the school changes):
 * the list's filter form and its address.
 */
export function filtrosDosAlunos(
  { busca, idEscola, situacao, idTurma }: FiltroAlunos,
  escolas: readonly { id: string; nome: string }[],
  turmas: readonly { id: string; nome: string }[],
): FiltrosDaListaProps {
  const todas = { value: "", label: alunoTexts.todas };
  return {
    busca: { id: "buscar-aluno", label: alunoTexts.buscar, value: busca },
    seletores: [
      { name: "escola", id: "filtro-escola", label: alunoTexts.escola, value: idEscola ?? "", padrao: "", options: [todas, ...escolas.map((e) => ({ value: e.id, label: e.nome }))] },
      seletorDeValores({ name: "situacao", id: "filtro-situacao", label: alunoTexts.situacao, value: situacao, padrao: "ativos", valores: FILTROS_SITUACAO, rotulos: alunoTexts.filtros }),
      {
        name: "turma",
        id: "filtro-turma",
        label: alunoTexts.turma,
        value: idTurma ?? "",
        padrao: "",
        dependeDe: "escola",
        options: [{ value: "", label: alunoTexts.todas }, ...turmas.map((t) => ({ value: t.id, label: t.nome }))],
      },
    ],
  };
}
