// Reads a students' spreadsheet as it comes from real spreadsheets: bytes to rows, before any rule
// of the register. CSV separated by ";" (Excel in pt-BR) or "," (detected from the header row),
// UTF-8 with or without BOM, or Windows-1252 (what Excel's "CSV" saves on Windows); quoted fields
// with separators and line breaks; CRLF or LF. The parsing itself is csv-parse's. Pure.
import { parse, CsvError } from "csv-parse/sync";
import iconv from "iconv-lite";
import { planilhaTexts } from "@/lib/messages";
import { campoDaColuna, COLUNAS, type CampoDaPlanilha } from "@/lib/alunos/planilha/colunas";

const erros = planilhaTexts.erros;

export const LIMITE_BYTES = 5 * 1024 * 1024;
export const LIMITE_LINHAS = 5000;

/** A row, numbered as the spreadsheet numbers it (the header is line 1). */
export type LinhaDaPlanilha = { linha: number; valores: Partial<Record<CampoDaPlanilha, string>> };

export type Planilha = {
  separador: ";" | ",";
  codificacao: "utf-8" | "windows-1252";
  /** Headers the import does not read, as written. */
  ignoradas: string[];
  linhas: LinhaDaPlanilha[];
};

export type Leitura = { ok: true; planilha: Planilha } | { ok: false; problemas: string[] };

/** Signatures of files people pick by mistake: zip (.xlsx, .ods), old .xls, PDF, images. */
const ASSINATURAS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];

/** Text has no NUL bytes; binary formats (and UTF-16, which Excel's "CSV" never is) have them early. */
function pareceBinario(bytes: Uint8Array): boolean {
  if (ASSINATURAS.some((sig) => sig.every((b, i) => bytes[i] === b))) return true;
  return bytes.subarray(0, 8192).includes(0);
}

/**
 * UTF-8 (a BOM, or bytes that are valid UTF-8), else Windows-1252: every byte is a character there.
 * iconv-lite decodes Windows-1252, because Node 20's TextDecoder reads its 0x80-0x9F bytes (’ – “ ”
 * €) as Latin-1 control characters (nodejs/node#56542).
 */
function decodificar(bytes: Uint8Array): { texto: string; codificacao: Planilha["codificacao"] } {
  try {
    return { texto: new TextDecoder("utf-8", { fatal: true }).decode(bytes), codificacao: "utf-8" };
  } catch {
    return { texto: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252"), codificacao: "windows-1252" };
  }
}

/** The header row's separator: the one it uses more, outside quotes (";" when it has neither). */
function separadorDoCabecalho(texto: string): Planilha["separador"] {
  let pontoEVirgula = 0;
  let virgula = 0;
  let entreAspas = false;
  for (const c of texto) {
    if (c === '"') entreAspas = !entreAspas;
    else if (!entreAspas && (c === "\n" || c === "\r")) break;
    else if (!entreAspas && c === ";") pontoEVirgula++;
    else if (!entreAspas && c === ",") virgula++;
  }
  return virgula > pontoEVirgula ? "," : ";";
}

/**
 * A cell the export protected from spreadsheet formulas ("'=...") reads back as written: the
 * apostrophe is the export's, not the person's.
 */
export function semProtecaoDeFormula(valor: string): string {
  return /^'+[=+\-@\t\r]/.test(valor) ? valor.slice(1) : valor;
}

const vazia = (record: string[]) => record.every((cell) => cell.trim() === "");

export function lerPlanilha(bytes: Uint8Array): Leitura {
  if (bytes.byteLength > LIMITE_BYTES) return { ok: false, problemas: [erros.grande] };
  if (bytes.byteLength === 0) return { ok: false, problemas: [erros.vazio] };
  if (pareceBinario(bytes)) return { ok: false, problemas: [erros.naoCsv] };

  const { texto, codificacao } = decodificar(bytes);
  const separador = separadorDoCabecalho(texto);
  let records: string[][];
  try {
    records = parse(texto, {
      delimiter: separador,
      // Each row ends at CRLF, LF or CR, whichever it uses (a file edited in two programs mixes them).
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === "CSV_QUOTE_NOT_CLOSED") {
      // The quote opens in the row after the last complete one.
      return { ok: false, problemas: [erros.aspas((Number((error as CsvError & { records?: number }).records) || 0) + 1)] };
    }
    return { ok: false, problemas: [erros.naoCsv] };
  }
  // Trailing empty lines are not rows; empty rows in the middle keep their number (Excel's row).
  while (records.length > 0 && vazia(records.at(-1)!)) records.pop();
  const [cabecalho, ...corpo] = records;
  if (!cabecalho) return { ok: false, problemas: [erros.vazio] };

  const indices = new Map<CampoDaPlanilha, number>();
  const ignoradas: string[] = [];
  const problemas: string[] = [];
  cabecalho.forEach((titulo, indice) => {
    const campo = campoDaColuna(titulo);
    if (campo === null) {
      if (titulo.trim()) ignoradas.push(titulo.trim());
    } else if (indices.has(campo)) {
      problemas.push(erros.colunaRepetida(COLUNAS.find((c) => c.campo === campo)!.titulo));
    } else indices.set(campo, indice);
  });
  for (const coluna of COLUNAS) if (coluna.obrigatoria && !indices.has(coluna.campo)) problemas.push(erros.colunaFaltando(coluna.titulo));
  if (problemas.length > 0) return { ok: false, problemas };

  const linhas: LinhaDaPlanilha[] = [];
  corpo.forEach((record, i) => {
    if (vazia(record)) return;
    const valores: LinhaDaPlanilha["valores"] = {};
    for (const [campo, indice] of indices) valores[campo] = semProtecaoDeFormula((record[indice] ?? "").trim());
    linhas.push({ linha: i + 2, valores });
  });
  if (linhas.length > LIMITE_LINHAS) return { ok: false, problemas: [erros.linhas] };
  if (linhas.length === 0) return { ok: false, problemas: [erros.semAlunos] };
  return { ok: true, planilha: { separador, codificacao, ignoradas, linhas } };
}
