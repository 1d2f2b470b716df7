import { z } from "zod";
import { normalizarTelefone } from "@/lib/campos/telefone";

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
