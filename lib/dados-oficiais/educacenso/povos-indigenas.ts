// The Censo's table of povos indígenas (registro 30's `Povo indígena`, asked since the 2025 layout
// when Cor/raça is Indígena), in INEP's code order, which is alphabetical; the two last are
// `Outro povo/etnia indígena` (998) and `Não Declarada` (999). Source and update: docs/dados-oficiais.md.
import linhas from "./povos-indigenas.json";

export type PovoIndigena = { codigo: number; nome: string };

export const POVOS_INDIGENAS: readonly PovoIndigena[] = (linhas as [number, string][]).map(([codigo, nome]) => ({ codigo, nome }));
const POR_CODIGO = new Map(POVOS_INDIGENAS.map((p) => [p.codigo, p]));

export function povoIndigenaPorCodigo(codigo: number): PovoIndigena | undefined {
  return POR_CODIGO.get(codigo);
}
