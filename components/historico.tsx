import type { ReactNode } from "react";
import { SecaoComLista } from "@/components/secao-com-lista";
import { rotuloDe } from "@/lib/messages";
import { FUSO } from "@/lib/campos/data";
import type { EntradaHistorico, TipoAtividade } from "@/lib/atividades/schema";

// A record's history (a student's `Histórico`, a turma's `Histórico da turma`): who did what, and
// when, newest first (lib/atividades). Each entry: its event, its detail, the moment and who; what
// it changed field by field, under it, where the record says (`mudancas`).

const quando = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, dateStyle: "short", timeStyle: "short" });

export function Historico({
  id,
  titulo,
  vazio,
  textos,
  entradas,
  recolhivel,
  mudancas,
}: {
  id: string;
  titulo: string;
  vazio: string;
  /** The events' names, and "por {nome}". */
  textos: { eventos: Partial<Record<TipoAtividade, string>>; por: (nome: string) => string };
  entradas: readonly EntradaHistorico[];
  recolhivel?: boolean;
  mudancas?: (entrada: EntradaHistorico) => ReactNode;
}) {
  return (
    <SecaoComLista id={id} titulo={titulo} itens={entradas} vazio={vazio} ordenada classe="space-y-3" recolhivel={recolhivel}>
      {(e) => (
        <li key={e.id} className="rounded-md bg-white p-3 text-sm ring-1 ring-gray-200 [overflow-wrap:anywhere]">
          <p>
            <span className="font-semibold">{rotuloDe(textos.eventos, e.tipo)}</span>
            {e.detalhe && <span>: {e.detalhe}</span>}{" "}
            <span className="text-suave">
              {e.em ? quando.format(e.em) : ""} {e.porNome && textos.por(e.porNome)}
            </span>
          </p>
          {mudancas?.(e)}
        </li>
      )}
    </SecaoComLista>
  );
}
