// Reads a students' spreadsheet as it comes from real spreadsheets: bytes to rows, before any rule
// of the register. CSV separated by ";" (Excel in pt-BR) or "," (detected from the header row),
// UTF-8 with or without BOM, or Windows-1252 (what Excel's "CSV" saves on Windows); quoted fields
// with separators and line breaks; CRLF or LF. The parsing itself is csv-parse's. Pure.
//
// Reading stops as soon as the answer is known (issue 20: a 5 MB file of 2.6 million "a" rows was
// parsed whole, a minute of one thread and 2 GB, before the 5,000-row check): at a header with a
// problem (more than 1,000 columns is one), at the 5,001st student, at row 50,000. Verificar reads
// with `lerPlanilhaAosPoucos`, which gives the event loop back every few milliseconds, so other
// requests are answered meanwhile.
import { parse, type CsvError, type Options } from "csv-parse/sync";
import { parse as parseEmFluxo } from "csv-parse/stream";
import { isUtf8 } from "node:buffer";
import iconv from "iconv-lite";
import { planilhaColunasTexts, planilhaTexts } from "@/lib/messages";
import { campoDaColuna, COLUNAS, type CampoDaPlanilha } from "@/lib/alunos/planilha/colunas";
import { revezamento, vez } from "@/lib/alunos/planilha/vez";

const erros = planilhaTexts.erros;

export const LIMITE_BYTES = 5 * 1024 * 1024;
export const LIMITE_LINHAS = 5000;
/**
 * The last row read, empty rows included: room for many empty rows between and after the students
 * (Excel saves rows it only formatted), and a bound on the work of a file of empty rows, which the
 * 5,000 students do not bound. csv-parse spends about 25 µs on a row shorter than the header (it
 * builds an error object that relax_column_count then ignores); 50,000 of them are about a second.
 * A row after it gets the 5,000-row message: such a file has more than 5,000 rows.
 */
export const LIMITE_LINHAS_DO_ARQUIVO = 50_000;
/**
 * The widest header read: far more than a students' spreadsheet has (an export of another system
 * has a few dozen columns), and a bound on the header's matching, which runs at once (a 5 MB header
 * of 2.6 million columns held the event loop for more than a second) and on the list of ignored
 * columns the page shows.
 */
export const LIMITE_COLUNAS = 1000;

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

/** The first bytes read to find the header's separator: a header row is far shorter. */
const CABECALHO_BYTES = 256 * 1024;

/**
 * UTF-8 (a BOM, or bytes that are valid UTF-8), else Windows-1252: every byte is a character there.
 * csv-parse reads UTF-8 bytes: a UTF-8 file goes as it is (without its BOM), a Windows-1252 one is
 * converted slice by slice as it is read (one byte is one character: a slice decodes alone). That
 * is iconv-lite's, because Node 20's TextDecoder reads its 0x80-0x9F bytes (’ – “ ” €) as Latin-1
 * control characters (nodejs/node#56542). Nothing converts the whole file at once: 5 MB of it took
 * 150 ms of the event loop.
 */
function codificacaoDe(bytes: Uint8Array): { fonte: Uint8Array; codificacao: Planilha["codificacao"]; utf8: (fatia: Uint8Array) => Buffer } {
  if (isUtf8(bytes)) {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { fonte: bom ? bytes.subarray(3) : bytes, codificacao: "utf-8", utf8: comoBuffer };
  }
  return { fonte: bytes, codificacao: "windows-1252", utf8: (fatia) => Buffer.from(iconv.decode(comoBuffer(fatia), "windows-1252"), "utf8") };
}

/** The same bytes as a Buffer (no copy): what csv-parse and iconv-lite take. */
const comoBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The header row's separator: the one it uses more, outside quotes (";" when it has neither). Read
 * in the first CABECALHO_BYTES only: a 5 MB "header" (an unclosed quote) is not read to its end.
 */
function separadorDoCabecalho(inicio: Uint8Array): Planilha["separador"] {
  let pontoEVirgula = 0;
  let virgula = 0;
  let entreAspas = false;
  for (const c of inicio) {
    if (c === 0x22) entreAspas = !entreAspas;
    else if (!entreAspas && (c === 0x0a || c === 0x0d)) break;
    else if (!entreAspas && c === 0x3b) pontoEVirgula++;
    else if (!entreAspas && c === 0x2c) virgula++;
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

/** The bytes checked, with what csv-parse needs to read them; or the reason the file is refused. */
type Preparo =
  | ({ ok: true; separador: Planilha["separador"] } & ReturnType<typeof codificacaoDe>)
  | { ok: false; leitura: Leitura };

function preparar(bytes: Uint8Array): Preparo {
  if (bytes.byteLength > LIMITE_BYTES) return { ok: false, leitura: { ok: false, problemas: [erros.grande] } };
  if (bytes.byteLength === 0) return { ok: false, leitura: { ok: false, problemas: [erros.vazio] } };
  if (pareceBinario(bytes)) return { ok: false, leitura: { ok: false, problemas: [erros.naoCsv] } };
  const codificacao = codificacaoDe(bytes);
  // The separators and the line breaks are ASCII: the same bytes in both encodings.
  return { ok: true, ...codificacao, separador: separadorDoCabecalho(codificacao.fonte.subarray(0, CABECALHO_BYTES)) };
}

/** Thrown from csv-parse's on_record once the reading is decided: parse stops and returns it. */
class Parar extends Error {}

/**
 * The rows as csv-parse hands them over, one at a time: the header first, then the students,
 * numbered as the spreadsheet numbers them. It keeps at most 5,000 rows and stops the parse (by
 * throwing Parar) as soon as the answer is known.
 */
class Leitor {
  /** The header's columns, once a header with content has been read. */
  private indices: Map<CampoDaPlanilha, number> | null = null;
  private ignoradas: string[] = [];
  /** Row 1 had no content: it is the header if a row with content follows. */
  private cabecalhoVazio = false;
  private decidida: Leitura | null = null;
  private readonly linhas: LinhaDaPlanilha[] = [];

  constructor(
    private readonly separador: Planilha["separador"],
    private readonly codificacao: Planilha["codificacao"],
  ) {}

  /** The options of both ways of reading: the same parse, the same rows. */
  opcoes(): Options {
    return {
      delimiter: this.separador,
      // Each row ends at CRLF, LF or CR, whichever it uses (a file edited in two programs mixes them).
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      relax_quotes: true,
      // Lines with nothing at all cost nothing this way; csv-parse counts them (info.empty_lines),
      // so every row keeps its number.
      skip_empty_lines: true,
      // Each row is handled here and none is kept by csv-parse (null).
      on_record: (record: string[], info) => {
        this.registro(record, info.records + info.empty_lines);
        return null;
      },
    };
  }

  private parar(leitura: Leitura): never {
    this.decidida = leitura;
    throw new Parar();
  }

  private registro(record: string[], linha: number): void {
    if (linha > LIMITE_LINHAS_DO_ARQUIVO) this.parar({ ok: false, problemas: [erros.linhas] });
    if (this.indices === null) return this.antesDoCabecalho(record, linha);
    if (vazia(record)) return;
    if (this.linhas.length === LIMITE_LINHAS) this.parar({ ok: false, problemas: [erros.linhas] });
    const valores: LinhaDaPlanilha["valores"] = {};
    for (const [campo, indice] of this.indices) valores[campo] = semProtecaoDeFormula((record[indice] ?? "").trim());
    this.linhas.push({ linha, valores });
  }

  /**
   * Row 1 is the header, even with nothing in it (csv-parse skips a line with nothing at all: a
   * first record numbered 2 or more means row 1 was one). An empty header waits for what follows:
   * a row with content means its columns are missing; none, that the file is empty (`fim`).
   */
  private antesDoCabecalho(record: string[], linha: number): void {
    if (!this.cabecalhoVazio) {
      if (linha === 1 && !vazia(record)) return this.cabecalho(record);
      this.cabecalhoVazio = true;
      if (linha === 1) return;
    }
    if (!vazia(record)) this.cabecalho([]);
  }

  /** Headers are matched without accents, case or hyphens; a problem there is the whole answer. */
  private cabecalho(cabecalho: string[]): void {
    if (cabecalho.length > LIMITE_COLUNAS) this.parar({ ok: false, problemas: [planilhaColunasTexts.demais] });
    const indices = new Map<CampoDaPlanilha, number>();
    const problemas: string[] = [];
    cabecalho.forEach((titulo, indice) => {
      const campo = campoDaColuna(titulo);
      if (campo === null) {
        if (titulo.trim()) this.ignoradas.push(titulo.trim());
      } else if (indices.has(campo)) {
        problemas.push(erros.colunaRepetida(COLUNAS.find((c) => c.campo === campo)!.titulo));
      } else indices.set(campo, indice);
    });
    for (const coluna of COLUNAS) if (coluna.obrigatoria && !indices.has(coluna.campo)) problemas.push(erros.colunaFaltando(coluna.titulo));
    if (problemas.length > 0) this.parar({ ok: false, problemas });
    this.indices = indices;
  }

  /** The answer is known: the rest of the file need not be read. */
  get decidiu(): boolean {
    return this.decidida !== null;
  }

  /**
   * The answer once csv-parse has read everything, or stopped with `erro`. A stop of ours comes
   * first, whatever error it surfaced as: a web stream whose transform fails settles that write
   * and refuses the next one with an error of its own.
   */
  fim(erro?: unknown): Leitura {
    if (this.decidida) return this.decidida;
    // By its code: the stream and the sync parser may come from two bundles of csv-parse (CommonJS),
    // each with its own CsvError class.
    if ((erro as Partial<CsvError> | null)?.code === "CSV_QUOTE_NOT_CLOSED") {
      // The quote opens in the row after the last complete one (empty lines are rows too).
      const { records, empty_lines } = erro as CsvError & { records?: number; empty_lines?: number };
      return { ok: false, problemas: [erros.aspas((Number(records) || 0) + (Number(empty_lines) || 0) + 1)] };
    }
    if (erro !== undefined) return { ok: false, problemas: [erros.naoCsv] };
    // Only empty rows (trailing empty rows are not rows): the file is empty.
    if (this.indices === null) return { ok: false, problemas: [erros.vazio] };
    if (this.linhas.length === 0) return { ok: false, problemas: [erros.semAlunos] };
    return { ok: true, planilha: { separador: this.separador, codificacao: this.codificacao, ignoradas: this.ignoradas, linhas: this.linhas } };
  }
}

/**
 * Runs csv-parse without stack traces. For every row shorter than the header it builds an error
 * (a CsvError, which relax_column_count then drops), and capturing that error's stack is half of
 * the row's cost: the file is 5,001 such rows. Only csv-parse and the Leitor run inside
 * (synchronously: a web stream's write runs its transform at once), and neither needs a stack.
 */
function semPilha<T>(parsear: () => T): T {
  const antes = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return parsear();
  } finally {
    Error.stackTraceLimit = antes;
  }
}

/** Reads the whole file at once, on the caller's thread: tests and small files. Verificar reads `lerPlanilhaAosPoucos`. */
export function lerPlanilha(bytes: Uint8Array): Leitura {
  const preparo = preparar(bytes);
  if (!preparo.ok) return preparo.leitura;
  const leitor = new Leitor(preparo.separador, preparo.codificacao);
  try {
    if (preparo.fonte.byteLength > 0) semPilha(() => parse(preparo.utf8(preparo.fonte), leitor.opcoes()));
  } catch (erro) {
    return leitor.fim(erro);
  }
  return leitor.fim();
}

/** Bytes given to csv-parse at once: a few milliseconds of work at most, even in rows of two bytes. */
export const FATIA_BYTES = 512;
const BLOCO_BYTES = 64 * 1024;

/**
 * Reads as `lerPlanilha` does, the same rows and the same problems, feeding csv-parse's stream
 * FATIA_BYTES at a time and giving the event loop back every VEZ_MS (vez.ts): a 5 MB file never
 * holds the server, and the reading stops where lerPlanilha's does.
 */
export async function lerPlanilhaAosPoucos(bytes: Uint8Array, { fatiaBytes = FATIA_BYTES }: { fatiaBytes?: number } = {}): Promise<Leitura> {
  const preparo = preparar(bytes);
  if (!preparo.ok) return preparo.leitura;
  const leitor = new Leitor(preparo.separador, preparo.codificacao);
  // (A stream given nothing would be ended by csv-parse itself; an empty text has no rows anyway.)
  if (preparo.fonte.byteLength === 0) return leitor.fim();
  await vez(); // after the checks of the whole file (UTF-8 or not: a few milliseconds)
  const parser = parseEmFluxo(leitor.opcoes());
  const escritor = parser.writable.getWriter();
  const revezar = revezamento();
  try {
    // Converted (Windows-1252) a block at a time, about a millisecond each; parsed a slice at a time.
    for (let bloco = 0; bloco < preparo.fonte.byteLength; bloco += BLOCO_BYTES) {
      const utf8 = preparo.utf8(preparo.fonte.subarray(bloco, bloco + BLOCO_BYTES));
      for (let inicio = 0; inicio < utf8.byteLength; inicio += fatiaBytes) {
        // Parsed by the time the write settles: its rows have gone through the Leitor.
        await semPilha(() => escritor.write(utf8.subarray(inicio, inicio + fatiaBytes)));
        if (leitor.decidiu) return leitor.fim();
        await revezar();
      }
    }
    await semPilha(() => escritor.close());
  } catch (erro) {
    return leitor.fim(erro);
  }
  return leitor.fim();
}
