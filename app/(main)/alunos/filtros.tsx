import { seletorDeValores, type FiltrosDaListaProps } from "@/components/lista/filtros";
import { alunoTexts } from "@/lib/messages";
import { FILTROS_SITUACAO, type FiltroAlunos } from "@/lib/alunos/schema";

/** "Buscar aluno", "Escola" (all by default) and "Situação" (Ativos by default): the list's filter form and its address. */
export function filtrosDosAlunos({ busca, idEscola, situacao }: FiltroAlunos, escolas: readonly { id: string; nome: string }[]): FiltrosDaListaProps {
  const todas = { value: "", label: alunoTexts.todas };
  return {
    busca: { id: "buscar-aluno", label: alunoTexts.buscar, value: busca },
    seletores: [
      { name: "escola", id: "filtro-escola", label: alunoTexts.escola, value: idEscola ?? "", padrao: "", options: [todas, ...escolas.map((e) => ({ value: e.id, label: e.nome }))] },
      seletorDeValores({ name: "situacao", id: "filtro-situacao", label: alunoTexts.situacao, value: situacao, padrao: "ativos", valores: FILTROS_SITUACAO, rotulos: alunoTexts.filtros }),
    ],
  };
}
