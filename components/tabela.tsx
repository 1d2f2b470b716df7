import type { ReactNode } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { comumTexts } from "@/lib/messages";

// The app's tables: a caption for screen readers, column headers, one row per record. Below 640 px
// (a phone) the same table re-flows into stacked cards, by CSS alone: one card per row, its first
// cell (the record's name, the link) on top, each other cell under it with its column's name as a
// small label above the value (`data-rotulo`, drawn by CSS: not part of the cell's text), and a
// cell of actions (a column without a written title) as full-width buttons. One copy of every
// row: ids, labels and the table's roles stay as on a desktop. No hooks: a server page and a
// client component render it alike.

/**
 * A column: its header and what its cell shows for a row (`classe`: the cell's own classes). On a
 * phone's card, the first column is the card's title; a column whose title is a string shows it as
 * the label of its value (`rotulo` overrides it; a column of actions has none).
 */
export type Coluna<T> = { titulo: ReactNode; rotulo?: string; classe?: string; celula: (linha: T) => ReactNode };

/**
 * `lista`: a tab's list, the page's main table (its name links are the way in, so the box needs no
 * focus of its own). `secao`: a table inside a section or a result (members, a preview), whose
 * scrolling box is a named region that takes the keyboard's focus.
 */
export type EstiloDaTabela = "lista" | "secao";

// Below 640 px (max-sm): the box loses its frame, the table and its body become plain blocks, the
// header row is read by screen readers only, each row is a card and each cell a line of it. The box
// keeps its overflow (nothing is wider than it now), with room for the cards' shadows.
const CARTAO = {
  caixa: "max-sm:p-1 max-sm:bg-transparent max-sm:shadow-none max-sm:ring-0",
  tabela: "max-sm:block max-sm:divide-y-0 max-sm:bg-transparent",
  // The header row stays (for screen readers), each header visually hidden: nothing of it is wider
  // than the screen.
  cabecalho: "max-sm:block",
  linhaDoCabecalho: "max-sm:block",
  titulo: "max-sm:sr-only",
  corpo: "max-sm:block max-sm:space-y-3 max-sm:divide-y-0",
  linha: "max-sm:block max-sm:space-y-2 max-sm:rounded-lg max-sm:border-0 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-gray-200",
  celula: "max-sm:block max-sm:p-0 max-sm:[overflow-wrap:anywhere]",
  /** The card's title: the record's name. */
  primeira: "max-sm:text-base max-sm:font-semibold",
  /** A fact: its column's name above it, small. */
  fato: "max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-suave max-sm:before:content-[attr(data-rotulo)]",
} as const;

const ESTILOS = {
  lista: {
    // relative: the visually hidden caption and headers stay inside the box
    caixa: "relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200",
    tabela: "min-w-full divide-y divide-gray-200 text-sm",
    cabecalho: "bg-gray-50 text-left",
    titulo: "px-4 py-3 font-semibold",
    corpo: "divide-y divide-gray-200",
    linha: "",
    celula: "px-4 py-3",
  },
  secao: {
    // relative: the visually hidden caption and headers stay inside the scrolling box
    caixa: "relative overflow-x-auto rounded-md ring-1 ring-gray-200",
    tabela: "min-w-full bg-white text-left text-sm",
    cabecalho: "bg-gray-50",
    titulo: "px-3 py-2",
    corpo: undefined,
    linha: "border-t border-gray-200",
    celula: "px-3 py-2",
  },
} as const;

/** The label of a column's value on a phone's card (none for the first column, the card's title). */
const rotuloDe = <T,>(c: Coluna<T>, i: number) => (i === 0 ? undefined : (c.rotulo ?? (typeof c.titulo === "string" ? c.titulo : undefined)));

const juntar = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ") || undefined;

export function Tabela<T>({
  legenda,
  colunas,
  linhas,
  chave,
  vazio,
  estilo = "lista",
  classeDaLinha,
  cartoes = true,
}: {
  /** The table's caption (read by screen readers only); also the name of a `secao` table's region. */
  legenda: string;
  colunas: readonly Coluna<T>[];
  linhas: readonly T[];
  chave: (linha: T) => string;
  /** Said in a box instead of the table when there is no row (see VazioDaLista). */
  vazio?: ReactNode;
  estilo?: EstiloDaTabela;
  /** Classes added to every row (e.g. "align-top" when a cell holds a form). */
  classeDaLinha?: string;
  /**
   * On a phone, cards (true, every list of records) or the table scrolling sideways in its box
   * (false: a wide preview of many columns, read across, such as a spreadsheet's).
   */
  cartoes?: boolean;
}) {
  if (linhas.length === 0 && vazio !== undefined) return <div className="rounded-md bg-white p-4 text-center ring-1 ring-gray-200">{vazio}</div>;
  const e = ESTILOS[estilo];
  const k: Partial<Record<keyof typeof CARTAO, string>> = cartoes ? CARTAO : {};
  const regiao = estilo === "secao" ? ({ role: "region", "aria-label": legenda, tabIndex: 0 } as const) : {};
  return (
    <div className={juntar(e.caixa, k.caixa)} {...regiao}>
      <table className={juntar(e.tabela, k.tabela)}>
        <caption className="sr-only">{legenda}</caption>
        <thead className={juntar(e.cabecalho, k.cabecalho)}>
          <tr className={k.linhaDoCabecalho}>
            {colunas.map((c, i) => (
              <th key={i} scope="col" className={juntar(e.titulo, k.titulo)}>
                {c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={juntar(e.corpo, k.corpo)}>
          {linhas.map((linha) => (
            <tr key={chave(linha)} className={juntar(e.linha, classeDaLinha, k.linha)}>
              {colunas.map((c, i) => {
                const rotulo = rotuloDe(c, i);
                return (
                  <td key={i} data-rotulo={cartoes ? rotulo : undefined} className={juntar(e.celula, c.classe, k.celula, i === 0 ? k.primeira : rotulo && k.fato)}>
                    {c.celula(linha)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A list with no row on its page: "Nenhum … cadastrado." or "Nenhum … encontrado.", and, past the
 * first page (a cursor gone stale), a way back to page 1.
 */
export function VazioDaLista({ texto, primeiraPagina }: { texto: string; primeiraPagina: string | null }) {
  return (
    <>
      <p>{texto}</p>
      {primeiraPagina && (
        <Link href={primeiraPagina} className={`mt-2 inline-block ${comoLink()}`}>
          {comumTexts.pagina(1)}
        </Link>
      )}
    </>
  );
}

/** A record's name in a list, as the link to its page (on a phone, the card's title: 44 px high at least). */
export function LinkDoRegistro({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-medium text-marca-700 underline-offset-2 hover:underline max-sm:flex max-sm:min-h-11 max-sm:items-center max-sm:underline">
      {children}
    </Link>
  );
}
