import { FiltrosDaLista } from "@/components/filtros-da-lista";
import { escolaTexts } from "@/lib/messages";
import type { Situacao } from "@/lib/escolas/schema";

/** "Buscar escola" and "Situação" (Ativas by default). */
export function FiltrosEscolas({ busca, situacao }: { busca: string; situacao: Situacao }) {
  const f = escolaTexts.filtros;
  return (
    <FiltrosDaLista
      busca={{ id: "buscar-escola", label: escolaTexts.buscar, value: busca }}
      seletores={[
        {
          name: "situacao",
          id: "situacao-escola",
          label: escolaTexts.situacao,
          value: situacao,
          padrao: "ativas",
          options: [
            { value: "ativas", label: f.ativas },
            { value: "inativas", label: f.inativas },
            { value: "todas", label: f.todas },
          ],
        },
      ]}
    />
  );
}
