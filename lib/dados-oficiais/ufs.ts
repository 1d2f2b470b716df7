// The 27 federative units with their IBGE codes (the first two digits of every municipality's
// code) and names, from municipios/ufs.json (docs/dados-oficiais.md). Client-safe and small.
// The siglas are lib/campos/uf.ts's UFS: the unit test holds the two to the same 27.
import type { Uf } from "@/lib/campos/uf";
import ufsDoIbge from "./municipios/ufs.json";

export type UnidadeFederativa = { sigla: Uf; codigo: string; nome: string };

export const UNIDADES_FEDERATIVAS = ufsDoIbge as readonly UnidadeFederativa[];

const POR_SIGLA = new Map(UNIDADES_FEDERATIVAS.map((u) => [u.sigla as string, u]));
const POR_CODIGO = new Map(UNIDADES_FEDERATIVAS.map((u) => [u.codigo, u]));

/** The UF of a sigla ("SP"), exactly as written (upper case), or undefined. */
export function ufPorSigla(sigla: string): UnidadeFederativa | undefined {
  return POR_SIGLA.get(sigla);
}

/** The UF of a 2-digit IBGE code ("35"), or undefined. */
export function ufPorCodigo(codigo: string): UnidadeFederativa | undefined {
  return POR_CODIGO.get(codigo);
}
