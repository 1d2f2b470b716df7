import type { ReactNode } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { comumTexts } from "@/lib/messages";

// The app's tables: a caption for screen readers, column headers, one row per record, and a box
// that scrolls sideways on a narrow screen (360 px) instead of the page. No hooks: a server page
// and a client component render it alike.

/** A column: its header and what its cell shows for a row (`classe`: the cell's own classes). */
export type Coluna<T> = { titulo: ReactNode; classe?: string; celula: (linha: T) => ReactNode };

/**
 * `lista`: a tab's list, the page's main table (its name links are the way in, so the box needs no
 * focus of its own). `secao`: a table inside a section or a result (members, a preview), whose
 * scrolling box is a named region that takes the keyboard's focus.
 */
export type EstiloDaTabela = "lista" | "secao";

const ESTILOS = {
  lista: {
    caixa: "overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-200",
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

const juntar = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ") || undefined;

export function Tabela<T>({
  legenda,
  colunas,
  linhas,
  chave,
  vazio,
  estilo = "lista",
  classeDaLinha,
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
}) {
  if (linhas.length === 0 && vazio !== undefined) return <div className="rounded-md bg-white p-4 text-center ring-1 ring-gray-200">{vazio}</div>;
  const e = ESTILOS[estilo];
  const regiao = estilo === "secao" ? ({ role: "region", "aria-label": legenda, tabIndex: 0 } as const) : {};
  return (
    <div className={e.caixa} {...regiao}>
      <table className={e.tabela}>
        <caption className="sr-only">{legenda}</caption>
        <thead className={e.cabecalho}>
          <tr>
            {colunas.map((c, i) => (
              <th key={i} scope="col" className={e.titulo}>
                {c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={e.corpo}>
          {linhas.map((linha) => (
            <tr key={chave(linha)} className={juntar(e.linha, classeDaLinha)}>
              {colunas.map((c, i) => (
                <td key={i} className={juntar(e.celula, c.classe)}>
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

/** A record's name in a list, as the link to its page. */
export function LinkDoRegistro({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={comoLink("discreto")}>
      {children}
    </Link>
  );
}
