// A stored municipality's name (an IBGE code) for the pages, the history and the export: the server
// reads the whole table (lib/dados-oficiais/municipios.ts); a browser form loads one UF instead.
import { municipioPorCodigo } from "@/lib/dados-oficiais/municipios";
import { alunoTexts } from "@/lib/messages";
import { campoDoHistorico, tituloDoCampo, valorLegivel } from "@/lib/alunos/descritor";
import type { Mudanca } from "@/lib/atividades/schema";
import { linhaDoHistoricoDosResponsaveis } from "@/lib/alunos/responsaveis";

export const nomeDoMunicipio = (codigo: string): string | undefined => municipioPorCodigo(codigo)?.nome;

/**
 * A history's change as people read it: the field's name and its values as the sheet shows them
 * (schools by name, days and phones the Brazilian way, municipalities by name), or only that it
 * changed (a CPF: lib/alunos/campos.ts). The sheet's `Histórico` and the `Dados pessoais (LGPD)` file.
 */
export function mudancaLegivel(m: Mudanca, escolas: ReadonlyMap<string, string>): string {
  const daLista = linhaDoHistoricoDosResponsaveis(m, alunoTexts.vazioNoHistorico);
  if (daLista) return daLista;
  const campo = campoDoHistorico(m.campo);
  if (campo && campo.historico !== "valores") return campo.historico.alterado;
  const legivel = (valor: string | null) => (valor === null ? alunoTexts.vazioNoHistorico : campo ? valorLegivel(campo, valor, escolas, nomeDoMunicipio) : valor);
  return `${campo ? tituloDoCampo(campo) : m.campo}: ${legivel(m.de)} → ${legivel(m.para)}`;
}
