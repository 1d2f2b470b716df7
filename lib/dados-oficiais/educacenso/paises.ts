// The Censo's table of countries (País de nacionalidade): ISO 3166-1 numeric codes, as the Censo's
// table and the peers carry them (Brasil is 76), with each country's pt-BR name (Unicode CLDR).
// Source and update: docs/dados-oficiais.md. Client-safe.
import linhas from "./paises.json";

export type Pais = { codigo: number; nome: string };

/** Brasil's code: the país de nacionalidade of a Brazilian (born here or abroad, or naturalized). */
export const PAIS_BRASIL = 76;

/** Every country, alphabetical (pt-BR). */
export const PAISES: readonly Pais[] = (linhas as [number, string][]).map(([codigo, nome]) => ({ codigo, nome }));
const POR_CODIGO = new Map(PAISES.map((p) => [p.codigo, p]));

export function paisPorCodigo(codigo: number): Pais | undefined {
  return POR_CODIGO.get(codigo);
}
