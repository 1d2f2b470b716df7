// The Censo's table of the órgãos emissores of the identity document (RG), by INEP's code: 10 is the
// Secretaria de Segurança Pública, the usual one; the others are ministries, the Polícia Federal and
// the professional councils. Source and update: docs/dados-oficiais.md.
import linhas from "./orgaos-emissores.json";

export type OrgaoEmissor = { codigo: number; sigla: string; nome: string };

export const ORGAOS_EMISSORES: readonly OrgaoEmissor[] = (linhas as [number, string, string][]).map(([codigo, sigla, nome]) => ({ codigo, sigla, nome }));
const POR_CODIGO = new Map(ORGAOS_EMISSORES.map((o) => [o.codigo, o]));

export function orgaoEmissorPorCodigo(codigo: number): OrgaoEmissor | undefined {
  return POR_CODIGO.get(codigo);
}
