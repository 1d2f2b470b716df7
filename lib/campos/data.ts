// Dates of the school register: calendar days as "YYYY-MM-DD" (no time, no time zone), and the day
// of a moment as it is in Brazil. Client-safe. "Today" and "this year" are the school's clock's
// (lib/infra/relogio.ts), which tests can fix.

import { ehData } from "@/lib/regras/calendario";

export const FUSO = "America/Sao_Paulo";

// Made once: a formatter with a time zone costs about 150 µs to make here, 2 µs to use.
const DIA_NO_BRASIL = new Intl.DateTimeFormat("en-CA", { timeZone: FUSO, year: "numeric", month: "2-digit", day: "2-digit" });
const HORA_NO_BRASIL = new Intl.DateTimeFormat("pt-BR", { timeZone: FUSO, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The day of a moment in Brazil, as YYYY-MM-DD. */
export function diaDe(momento: Date): string {
  return DIA_NO_BRASIL.format(momento);
}

/** The day, if `text` is a real calendar day written YYYY-MM-DD or DD/MM/AAAA; otherwise null. */
export function lerData(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
  return ehData(day) ? day : null;
}

/** The time of a moment in Brazil, HH:MM (24 h). */
export function horaDe(momento: Date): string {
  return HORA_NO_BRASIL.format(momento);
}

/** DD/MM/AAAA, as people in Brazil write it. */
export function formatarData(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * Whole years of life on `dia` (both YYYY-MM-DD): the birthday counts from its day; someone born
 * on 29/02 turns a year older on 01/03 in a common year. Pure.
 */
export function idadeEm(nascimento: string, dia: string): number {
  const [ny, nm, nd] = nascimento.split("-").map(Number) as [number, number, number];
  const [y, m, d] = dia.split("-").map(Number) as [number, number, number];
  return y - ny - (m < nm || (m === nm && d < nd) ? 1 : 0);
}

/**
 * The day a school year's ages are taken on (the `data de corte`, 31 March: a child is placed in an
 * etapa by the age completed by then, Resolução CNE/CEB nº 2/2018).
 */
export const diaDeCorte = (ano: number) => `${ano}-03-31`;
