// Grades (notas): how one is typed and shown, the year's average of a component and its final
// grade. Pure and client-safe: the grid, the boletim (screen and PDF) and the closing of the year
// read these functions and no other.
//
// A grade is kept in tenths, as an integer from 0 to 100 (7,5 is 75), so no sum or comparison
// ever meets a binary fraction. `Média anual` is the arithmetic mean of the etapas' grades,
// rounded half up to one decimal (6,45 is 6,5), and exists only when every etapa has a grade.
// With `Recuperação final`, a student whose average is below the passing grade may have a recovery
// grade; the final grade is the higher of the two.
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";

export const NOTA_MAX = 100;
/** The longest text read as a grade ("10,0" with spaces around is far shorter). */
const TEXTO_MAX = 10;

/**
 * A typed grade in tenths: "7,5" → 75, "10" → 100, "7.5" → 75 (a dot is read as the comma);
 * "" → null (no grade); anything else ("10,01", "-1", "7,55", "abc") → undefined (invalid).
 */
export function lerNota(texto: string): number | null | undefined {
  if (texto.length > TEXTO_MAX) return undefined;
  const limpo = texto.trim();
  if (limpo === "") return null;
  const m = /^(\d{1,2})(?:[,.](\d))?$/.exec(limpo);
  if (!m) return undefined;
  const decimos = Number(m[1]) * 10 + Number(m[2] ?? 0);
  return decimos <= NOTA_MAX ? decimos : undefined;
}

/** A grade in tenths as shown: 75 → "7,5", 100 → "10,0"; null → "—". */
export function formatarNota(decimos: number | null | undefined): string {
  if (decimos === null || decimos === undefined) return "—";
  return `${Math.floor(decimos / 10)},${decimos % 10}`;
}

/** A grade as typed in a field (empty when none). */
export const notaNoCampo = (decimos: number | null | undefined) => (decimos === null || decimos === undefined ? "" : formatarNota(decimos));

/** Whether a stored value is a grade (an integer from 0 to 100). */
export const ehNota = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= NOTA_MAX;

/**
 * `Média anual`: the mean of the etapas' grades rounded half up to one decimal, or null while an
 * etapa has no grade (or there is no etapa). In integers: round(sum ÷ n) = ⌊(2·sum + n) ÷ 2n⌋.
 */
export function mediaAnual(notas: readonly (number | null)[]): number | null {
  if (notas.length === 0 || notas.some((n) => n === null)) return null;
  const soma = (notas as number[]).reduce((a, n) => a + n, 0);
  return Math.floor((2 * soma + notas.length) / (2 * notas.length));
}

/** Whether a student with this average may take the final recovery (the rule has it and the average is below the passing grade). */
export function emRecuperacao(media: number | null, regras: RegrasDeAvaliacao): boolean {
  return regras.recuperacaoFinal && media !== null && media < regras.mediaParaAprovacao;
}

/** `Final`: the average, or the recovery grade when the rule has it, the student was in recovery, and it is higher. */
export function notaFinal(media: number | null, recuperacao: number | null, regras: RegrasDeAvaliacao): number | null {
  if (media === null) return null;
  if (recuperacao !== null && emRecuperacao(media, regras)) return Math.max(media, recuperacao);
  return media;
}
