import type { ReactNode } from "react";
import { SecaoRecolhivel } from "@/components/secao-recolhivel";

/**
 * A section of a page that lists things: its heading (an h2 with `id`, the region's name), then the
 * list, or the sentence `vazio` when there is nothing in it. `ordenada`: an `ol` (the order means
 * something: newest first), else a `ul`; `children` makes each item's `li` (with its key).
 * `recolhivel`: a section a phone may close (SecaoRecolhivel). A record's `Histórico`
 * (components/historico.tsx) and a professor's `Minhas turmas` are one.
 */
export function SecaoComLista<T>({
  id,
  titulo,
  itens,
  vazio,
  ordenada = false,
  classe,
  classeDoVazio = "text-sm text-suave",
  recolhivel = false,
  children,
}: {
  id: string;
  titulo: string;
  itens: readonly T[];
  vazio: string;
  ordenada?: boolean;
  /** The list's classes. */
  classe: string;
  classeDoVazio?: string;
  recolhivel?: boolean;
  children: (item: T) => ReactNode;
}) {
  const Lista = ordenada ? "ol" : "ul";
  const conteudo = itens.length === 0 ? <p className={classeDoVazio}>{vazio}</p> : <Lista className={classe}>{itens.map((item) => children(item))}</Lista>;
  if (recolhivel) {
    return (
      <SecaoRecolhivel id={id} titulo={titulo}>
        {conteudo}
      </SecaoRecolhivel>
    );
  }
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      {conteudo}
    </section>
  );
}
