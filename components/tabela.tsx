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
export type Coluna<T> = {
  titulo: ReactNode;
  rotulo?: string;
  /**
   * The cell's own utility classes. They win over the table's rules (app/globals.css, components
   * layer), the phone's card included: a style meant for the desktop only takes `sm:`.
   */
  classe?: string;
  celula: (linha: T) => ReactNode;
};

/**
 * `lista`: a tab's list, the page's main table (its name links are the way in, so the box needs no
 * focus of its own). `secao`: a table inside a section or a result (members, a preview), whose
 * scrolling box is a named region that takes the keyboard's focus.
 */
export type EstiloDaTabela = "lista" | "secao";

// The styles of both kinds of table, and of the cards they become on a phone, are rules of
// app/globals.css (`tabela-lista`, `tabela-secao`, `tabela-cartoes`): the cells carry no class of
// their own but the column's, so a table of 40 rows is not 40 × its columns copies of the same
// class lists, in the HTML and again in the RSC payload.
const CAIXA: Record<EstiloDaTabela, string> = { lista: "tabela-lista", secao: "tabela-secao" };

/** The label of a column's value on a phone's card (none for the first column, the card's title). */
const rotuloDe = <T,>(c: Coluna<T>, i: number) => (i === 0 ? undefined : (c.rotulo ?? (typeof c.titulo === "string" ? c.titulo : undefined)));

export function Tabela<T>({
  legenda,
  colunas,
  linhas,
  chave,
  vazio,
  estilo = "lista",
  classeDaLinha,
  cartoes = true,
  nota,
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
  /** A visible line under the table saying how to read it (what `23 de 30` means); part of the caption. */
  nota?: string;
}) {
  if (linhas.length === 0 && vazio !== undefined) return <div className="rounded-md bg-white p-4 text-center ring-1 ring-gray-200">{vazio}</div>;
  const regiao = estilo === "secao" ? ({ role: "region", "aria-label": legenda, tabIndex: 0 } as const) : {};
  return (
    <div className={cartoes ? `${CAIXA[estilo]} tabela-cartoes` : CAIXA[estilo]} {...regiao}>
      <table>
        {nota ? (
          <caption className="caption-bottom px-3 py-2 text-left text-sm text-suave max-sm:block max-sm:px-1">
            <span className="sr-only">{legenda}. </span>
            {nota}
          </caption>
        ) : (
          <caption className="sr-only">{legenda}</caption>
        )}
        <thead>
          <tr>
            {colunas.map((c, i) => (
              <th key={i} scope="col">
                {c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {linhas.map((linha) => (
            <tr key={chave(linha)} className={classeDaLinha}>
              {colunas.map((c, i) => (
                <td key={i} data-rotulo={cartoes ? rotuloDe(c, i) : undefined} className={c.classe}>
                  {c.celula(linha)}
                </td>
              ))}
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
