import { z } from "zod";
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
/** Letters a name needs at least (digits, dots and dashes alone name nobody). */
export const NOME_LETRAS_MIN = 3;
const letras = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** NFC, refused if it holds an invisible character (checked before blanks are collapsed: \s trims a BOM). */
const semInvisiveis = z
  .string()
  .transform((v) => v.normalize("NFC"))
  .refine((v) => !INVISIVEIS.test(v), { message: nomeTexts.caracteresInvalidos, abort: true })
  .transform(normalizarEspacos);

/**
 * A name (a student's, a guardian's, a school's, a company's): NFC, blanks collapsed, between `min`
 * and `max` characters, no invisible characters and at least NOME_LETRAS_MIN letters.
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
