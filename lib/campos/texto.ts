import { z } from "zod";
import { imprimivel } from "@/lib/regras/imprimiveis";
import { normalizarTelefone } from "@/lib/campos/telefone";
import { nomeTexts } from "@/lib/messages";

/** Trims and collapses inner white space (any run of blanks becomes one space). */
export const normalizarEspacos = (text: string) => text.replace(/\s+/g, " ").trim();

/** Longest raw input a text field looks at: past this it is refused without further work. */
export const ENTRADA_MAX = 10_000;

/**
 * An optional text field of a form: "" or absent is undefined; otherwise trimmed and collapsed,
 * at most `max` characters (`message` otherwise).
 */
export function textoOpcional(max: number, message: string) {
  return z
    .string({ error: message })
    .max(ENTRADA_MAX, message)
    .optional()
    .transform((v) => (v === undefined ? undefined : normalizarEspacos(v) || undefined))
    .pipe(z.string().max(max, message).optional());
}

/** An optional Brazilian phone field, stored as its digits. */
export function telefoneOpcional(message: string) {
  return z
    .string({ error: message })
    .max(100, message)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return undefined;
      const digits = normalizarTelefone(v);
      if (!digits) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return digits;
    });
}

/**
 * Characters no name may hold: control characters (NUL, C0 and C1, DEL; tab and line breaks are
 * blanks, collapsed instead), format characters (bidi embeddings, overrides and isolates, zero-width
 * spaces and joiners, the byte-order mark, the soft hyphen), private-use and lone surrogates. They
 * hide or reorder text in lists, histories and exported files.
 */
const INVISIVEIS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Co}\p{Cs}]/u;
/** Whether a text holds a character no field may hold (INVISIVEIS: control, format, private-use). */
export const temCaracteresInvisiveis = (texto: string) => INVISIVEIS.test(texto);

/** Letters a name needs at least (digits, dots and dashes alone name nobody). */
export const NOME_LETRAS_MIN = 3;
const letras = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/**
 * Combining marks one letter may carry, decomposed: two cover the languages that stack them
 * (Vietnamese, Yoruba, Lithuanian); a hundred drew over the document's title (issue 41).
 */
export const MARCAS_POR_LETRA_MAX = 2;
const MARCAS_DEMAIS = new RegExp(`\\p{M}{${MARCAS_POR_LETRA_MAX + 1},}`, "u");
/** The characters of a name shown in a refusal: the first five that do not print, each once. */
const NAO_IMPRIMIVEIS_MOSTRADOS = 5;

/**
 * A text with at most MARCAS_POR_LETRA_MAX combining marks on each letter (decomposed), the rest
 * dropped: what the PDFs draw of a name stored before the rule (lib/boletins/pdf.ts's fonts).
 */
export function limitarMarcas(texto: string): string {
  if (!/\p{M}/u.test(texto)) return texto;
  let marcas = 0;
  let saida = "";
  for (const c of texto.normalize("NFD")) {
    marcas = /\p{M}/u.test(c) ? marcas + 1 : 0;
    if (marcas <= MARCAS_POR_LETRA_MAX) saida += c;
  }
  return saida.normalize("NFC");
}

/** The characters the documents cannot print (lib/regras/imprimiveis.ts), each once, in order. */
function naoImprimiveis(v: string): string[] {
  return [...new Set(Array.from(v).filter((c) => !imprimivel(c.codePointAt(0)!)))];
}

/**
 * A text every document prints as typed (issue 41): every character one the embedded fonts draw
 * (Latin, Greek, Cyrillic; Arabic, Hebrew, CJK and emoji printed as empty boxes), and at most
 * MARCAS_POR_LETRA_MAX combining marks on a letter.
 */
const imprimivelNosDocumentos = z
  .string()
  .superRefine((v, ctx) => {
    const fora = naoImprimiveis(v);
    if (fora.length > 0) ctx.addIssue({ code: "custom", message: nomeTexts.naoImprimiveis(fora.slice(0, NAO_IMPRIMIVEIS_MOSTRADOS).join(" ")), abort: true });
  })
  // Counted decomposed: a precomposed "ệ" carries two marks as much as "e" and two combining ones.
  .refine((v) => !MARCAS_DEMAIS.test(v.normalize("NFD")), { message: nomeTexts.marcasDemais, abort: true });

/**
 * NFC, refused if it holds an invisible character (checked before blanks are collapsed: \s trims a
 * BOM), blanks collapsed, then refused if a document could not print it.
 */
const semInvisiveis = z
  .string()
  .transform((v) => v.normalize("NFC"))
  .refine((v) => !INVISIVEIS.test(v), { message: nomeTexts.caracteresInvalidos, abort: true })
  .transform(normalizarEspacos)
  .pipe(imprimivelNosDocumentos);

/**
 * A name (a student's, a guardian's, a school's, a company's): NFC, blanks collapsed, between `min`
 * and `max` characters, no invisible characters, only characters the documents print, at most
 * MARCAS_POR_LETRA_MAX marks on a letter, and at least NOME_LETRAS_MIN letters.
 */
export function nomeDePessoaOuLugar(erros: { obrigatorio: string; tamanho: string }, { min = 3, max = 120 } = {}) {
  return z
    .string({ error: erros.obrigatorio })
    .max(ENTRADA_MAX, erros.tamanho)
    .pipe(semInvisiveis)
    .pipe(
      z
        .string()
        .min(1, { message: erros.obrigatorio, abort: true })
        .refine((v) => v.length >= min && v.length <= max, { message: erros.tamanho, abort: true })
        .refine((v) => letras(v) >= NOME_LETRAS_MIN, nomeTexts.poucasLetras),
    );
}

/** An optional name (a guardian's): absent or blank is undefined, anything else a name up to `max`. */
export function nomeOpcional(tamanho: string, max = 120) {
  return z
    .string({ error: tamanho })
    .max(ENTRADA_MAX, tamanho)
    .optional()
    .pipe(semInvisiveis.optional())
    .transform((v) => v || undefined)
    .pipe(
      z
        .string()
        .refine((v) => v.length <= max, { message: tamanho, abort: true })
        .refine((v) => letras(v) >= NOME_LETRAS_MIN, nomeTexts.poucasLetras)
        .optional(),
    );
}
