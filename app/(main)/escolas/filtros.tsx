import { seletorDeValores, type FiltrosDaListaProps } from "@/components/lista/filtros";
import { escolaTexts } from "@/lib/messages";
import { SITUACOES, type FiltroEscolas } from "@/lib/escolas/schema";

/** "Buscar escola" and "Situação" (Ativas by default): the list's filter form and its address. */
export function filtrosDasEscolas({ busca, situacao }: FiltroEscolas): FiltrosDaListaProps {
  return {
    busca: { id: "buscar-escola", label: escolaTexts.buscar, value: busca },
    seletores: [
      seletorDeValores({ name: "situacao", id: "situacao-escola", label: escolaTexts.situacao, value: situacao, padrao: "ativas", valores: SITUACOES, rotulos: escolaTexts.filtros }),
    ],
  };
}
