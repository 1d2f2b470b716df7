// Writes students' spreadsheets the way Excel in pt-BR opens them right: UTF-8 with a BOM (or the
// accents come out wrong), ";" between columns, CRLF between rows, quotes where a cell needs them
// (csv-stringify's rules, plus any line break). Pure.
import { stringify } from "csv-stringify/sync";
import { COLUNAS, COLUNAS_SO_DA_EXPORTACAO, TITULO_MATRICULA } from "@/lib/alunos/planilha/colunas";

export const BOM = "\uFEFF";

/** The export's header: `Matrícula`, the import's columns, then the fields only the export writes (`Situação`). */
export const CABECALHO_DA_EXPORTACAO = [TITULO_MATRICULA, ...COLUNAS.map((c) => c.titulo), ...COLUNAS_SO_DA_EXPORTACAO.map((c) => c.rotulo)];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) gets an apostrophe in front: Excel and LibreOffice show it as text. The import takes the
 * apostrophe off again, so an exported file imports back unchanged; a value that already looked
 * protected ('=...) gets one more, for the same reason.
 */
export function protegerDeFormula(valor: string): string {
  return /^'*[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
}

/** Rows as CSV text (no BOM): every cell protected from formulas. */
export function linhasCsv(linhas: readonly (readonly (string | null | undefined)[])[]): string {
  if (linhas.length === 0) return "";
  return stringify(
    linhas.map((linha) => linha.map((valor) => protegerDeFormula(valor ?? ""))),
    { delimiter: ";", record_delimiter: "windows", quoted_match: /[\r\n]/ },
  );
}
