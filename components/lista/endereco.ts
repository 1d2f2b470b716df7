import type { PageRequest } from "@/lib/infra/paginacao";

// A list's address: its search (?q) and its filters (?situacao, ?escola…), each left out at its
// default, then the page's cursor (?apos, ?antes) and number (?pagina). Pure (no React, nothing of
// the server): the list's page builds its links with it and the filter form its navigations, so
// both write the same addresses. Each domain reads its filter back (filtroDoEndereco in its
// schema.ts); the cursors are read by pageRequest (lib/infra/paginacao.ts).

/** A filter as the address keeps it: `name=value`, left out when empty or at its default (`padrao`). */
export type FiltroDoEndereco = { name: string; value: string; padrao: string };

/** A list's search and filters: what its filter form shows (FiltrosDaLista), and its address. */
export type FiltrosDoEndereco = { busca: { value: string }; seletores: readonly FiltroDoEndereco[] };

/** The parameters of a list's address, as the page reads them. */
export const PARAMETROS_DA_LISTA = ["q", "situacao", "escola", "turma", "ultima", "idade", "apos", "antes", "pagina"] as const;
export type EnderecoDaLista = Partial<Record<(typeof PARAMETROS_DA_LISTA)[number], string>>;

/** The largest page number an address may say (a longer one is cut to it). */
const PAGINA_MAX = 100_000;

/** A list page's search parameters, each a single value (a repeated or absent one is undefined). */
export function lerEndereco(searchParams: Record<string, string | string[] | undefined>): EnderecoDaLista {
  const endereco: EnderecoDaLista = {};
  for (const nome of PARAMETROS_DA_LISTA) {
    const valor = searchParams[nome];
    if (typeof valor === "string") endereco[nome] = valor;
  }
  return endereco;
}

/**
 * The number of the page shown ("Página N"): 1 on the first page; past it, what the address says
 * (a cursor without a number is page 2), from 1 to 100,000.
 */
export function numeroDaPagina(request: PageRequest, pagina: string | undefined): number {
  return request.kind === "first" ? 1 : Math.min(Math.max(Number(pagina) || 2, 1), PAGINA_MAX);
}

/** The list at `caminho` with these filters, and `extra` parameters (a cursor, a page number) after them. */
export function enderecoDaLista(caminho: string, { busca, seletores }: FiltrosDoEndereco, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (busca.value.trim()) params.set("q", busca.value.trim());
  for (const s of seletores) if (s.value && s.value !== s.padrao) params.set(s.name, s.value);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${caminho}?${query}` : caminho;
}

/** The cursors of a page's neighbours (null: there is none). */
export type Cursores = { anterior: string | null; proxima: string | null };

/**
 * The addresses of a list page's neighbours ("Anterior", "Próxima"), keeping its filters: going
 * back to page 1 drops the cursor, so the first page has one address.
 */
export function paginasVizinhas(caminho: string, filtros: FiltrosDoEndereco, pagina: number, cursores: Cursores): Cursores {
  const { anterior, proxima } = cursores;
  return {
    anterior: !anterior ? null : pagina <= 2 ? enderecoDaLista(caminho, filtros) : enderecoDaLista(caminho, filtros, { antes: anterior, pagina: String(pagina - 1) }),
    proxima: !proxima ? null : enderecoDaLista(caminho, filtros, { apos: proxima, pagina: String(pagina + 1) }),
  };
}
