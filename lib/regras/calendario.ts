// The school year's calendar rules: its etapas (bimestres, trimestres, semestres), its special days
// and the count of dias letivos. Pure and client-safe: the forms, the year's page, the PDFs and the
// closing all call these same functions, so a number shown is the number enforced.
//
// Dates are São Paulo calendar days written "YYYY-MM-DD" (never instants). Day arithmetic turns a
// day into a whole number of days since 1970-01-01 through Date.UTC, so no time zone (the server's,
// the browser's, daylight saving) can shift a day; no date library is needed for that.
export type TipoDeEtapas = "bimestres" | "trimestres" | "semestres";

export const QUANTIDADE_DE_ETAPAS: Record<TipoDeEtapas, number> = { bimestres: 4, trimestres: 3, semestres: 2 };

/** A range of calendar days, both ends included. */
export type Periodo = { inicio: string; fim: string };

/** Days taken out of the calendar (a holiday, a recess) or added to it (a Saturday, a make-up day). */
export type DiaEspecial = { de: string; ate: string; tipo: "naoLetivo" | "letivoExtra" };

/** LDB (Lei 9.394/96), art. 24, I: at least 200 days of effective school work a year. */
export const DIAS_LETIVOS_MINIMOS = 200;

/**
 * What is wrong with the etapas' dates, naming the etapa (its index in the list, from 0) and the
 * field, so the form shows the message next to it.
 */
export type ProblemaDasEtapas =
  | { tipo: "faltaData"; etapa: number; campo: "inicio" | "fim" }
  | { tipo: "foraDoAno"; etapa: number; campo: "inicio" | "fim" }
  | { tipo: "ordem"; etapa: number; campo: "inicio" | "fim" };

export type ProblemaDoDiaEspecial = { tipo: "faltaData" | "ordem" | "foraDoAno"; campo: "de" | "ate" };

const MS_POR_DIA = 86_400_000;

/** The day as a count of days since 1970-01-01 (a Thursday). Assumes a valid YYYY-MM-DD. */
function numeroDoDia(dia: string): number {
  return Date.UTC(Number(dia.slice(0, 4)), Number(dia.slice(5, 7)) - 1, Number(dia.slice(8, 10))) / MS_POR_DIA;
}

/** Monday to Friday? (day 0, 1970-01-01, was a Thursday.) */
function ehDiaUtil(numero: number): boolean {
  const diaDaSemana = (((numero + 4) % 7) + 7) % 7; // 0 = Sunday … 6 = Saturday
  return diaDaSemana !== 0 && diaDaSemana !== 6;
}

/**
 * Only the stored form, YYYY-MM-DD, of a real day: what the date inputs send ("2026-02-30" is not
 * one). The forms' reading of a typed date (lerData, lib/campos/data.ts) ends with this check.
 */
export function ehData(valor: unknown): valor is string {
  if (typeof valor !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(valor)) return false;
  const date = new Date(`${valor}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === valor;
}

/** The window an ano letivo's dates may fall in: 1 January of the year to 31 January of the next. */
function limitesDoAno(ano: number): { primeiro: number; ultimo: number } {
  return { primeiro: Date.UTC(ano, 0, 1) / MS_POR_DIA, ultimo: Date.UTC(ano + 1, 0, 31) / MS_POR_DIA };
}

/**
 * The first problem of the etapas' dates, or null. Checked in this order, over all the etapas:
 * every date present and real (`faltaData`); every date within 01/01 of the year and 31/01 of the
 * next (`foraDoAno`: the school year may close in January); then `ordem`, etapa by etapa: an etapa
 * must start after the previous one ends (the `inicio` is named) and must not end before it starts
 * (the `fim` is named). A one-day etapa is allowed. How many etapas there are is the caller's
 * (QUANTIDADE_DE_ETAPAS of the chosen tipo).
 */
export function validarEtapas(ano: number, etapas: readonly { inicio?: string; fim?: string }[]): ProblemaDasEtapas | null {
  const campos = ["inicio", "fim"] as const;
  for (const [i, etapa] of etapas.entries()) {
    for (const campo of campos) if (!ehData(etapa[campo])) return { tipo: "faltaData", etapa: i, campo };
  }
  const datas = etapas as readonly Periodo[];
  const { primeiro, ultimo } = limitesDoAno(ano);
  for (const [i, etapa] of datas.entries()) {
    for (const campo of campos) {
      const n = numeroDoDia(etapa[campo]);
      if (n < primeiro || n > ultimo) return { tipo: "foraDoAno", etapa: i, campo };
    }
  }
  let anterior: Periodo | undefined;
  for (const [i, etapa] of datas.entries()) {
    if (anterior && etapa.inicio <= anterior.fim) return { tipo: "ordem", etapa: i, campo: "inicio" };
    if (etapa.fim < etapa.inicio) return { tipo: "ordem", etapa: i, campo: "fim" };
    anterior = etapa;
  }
  return null;
}

/**
 * A special day's range, or null: both dates real (`faltaData`, the first missing one), `de` ≤ `ate`
 * (`ordem`, naming `ate`), both within the same window as the etapas (`foraDoAno`). Days outside the
 * etapas are accepted (they do not count until the etapas reach them). `etapas` is not read today:
 * the window is the year's, so that moving the etapas never invalidates a saved special day.
 */
export function validarDiaEspecial(ano: number, etapas: readonly Periodo[], dia: { de?: string; ate?: string }): ProblemaDoDiaEspecial | null {
  const { de, ate } = dia;
  if (!ehData(de)) return { tipo: "faltaData", campo: "de" };
  if (!ehData(ate)) return { tipo: "faltaData", campo: "ate" };
  if (ate < de) return { tipo: "ordem", campo: "ate" };
  const { primeiro, ultimo } = limitesDoAno(ano);
  const fora = (n: number) => n < primeiro || n > ultimo;
  if (fora(numeroDoDia(de))) return { tipo: "foraDoAno", campo: "de" };
  if (fora(numeroDoDia(ate))) return { tipo: "foraDoAno", campo: "ate" };
  return null;
}

/**
 * How far before the first etapa and after the last one a `Letivo extra` is looked at: a year's
 * special days lie within its window (01/01 to 31/01 of the next year, validarDiaEspecial), so a
 * year on each side is more than enough, and a hostile range of a century costs nothing.
 */
const ALCANCE_DOS_EXTRAS = 400;

/**
 * The dias letivos (issue 41): the sum of the etapas' dias letivos, plus the `Letivo extra` days
 * outside every etapa. Inside an etapa a day is letivo from Monday to Friday, less the `naoLetivo`
 * days, plus the `letivoExtra` ones; outside the etapas only a `letivoExtra` day is letivo.
 *
 * - A recess between two etapas is never counted (it belongs to no etapa), unless a day of it is
 *   marked `Letivo extra` (a make-up day): the year's total is what the etapas add up to.
 * - A day counts at most once: a `letivoExtra` on a weekday inside an etapa adds nothing, a
 *   `naoLetivo` on a weekend removes nothing, overlapping special ranges do not double anything.
 * - A day both `naoLetivo` and `letivoExtra` is not letivo: which intent is newer cannot be known,
 *   and leaving a day out never overstates the legal minimum.
 * - A `naoLetivo` day outside the etapas changes nothing.
 *
 * Linear in the span's length plus the special days'. The etapas are expected valid (validarEtapas);
 * an invalid date throws, as it is a bug upstream, not a user's mistake.
 */
export function contarDiasLetivos(etapas: readonly Periodo[], especiais: readonly DiaEspecial[]): { total: number; porEtapa: number[] } {
  if (etapas.length === 0) return { total: 0, porEtapa: [] };
  const dia = (texto: string) => {
    if (!ehData(texto)) throw new Error(`Invalid calendar day: ${JSON.stringify(texto)}`);
    return numeroDoDia(texto);
  };
  const primeiroDasEtapas = Math.min(...etapas.map((e) => dia(e.inicio)));
  const ultimoDasEtapas = Math.max(...etapas.map((e) => dia(e.fim)));
  if (ultimoDasEtapas < primeiroDasEtapas) return { total: 0, porEtapa: etapas.map(() => 0) };
  // The span counted: the etapas', widened to the Letivo extra days near them.
  let inicio = primeiroDasEtapas;
  let fim = ultimoDasEtapas;
  for (const especial of especiais) {
    if (especial.tipo !== "letivoExtra") continue;
    inicio = Math.min(inicio, Math.max(dia(especial.de), primeiroDasEtapas - ALCANCE_DOS_EXTRAS));
    fim = Math.max(fim, Math.min(dia(especial.ate), ultimoDasEtapas + ALCANCE_DOS_EXTRAS));
  }

  // Per day of the span: 1 = letivo extra, 2 = não letivo (written last, so it wins).
  const marca = new Uint8Array(fim - inicio + 1);
  const marcar = (tipo: DiaEspecial["tipo"], valor: number) => {
    for (const especial of especiais) {
      if (especial.tipo !== tipo) continue;
      const de = Math.max(dia(especial.de), inicio);
      const ate = Math.min(dia(especial.ate), fim);
      for (let n = de; n <= ate; n++) marca[n - inicio] = valor;
    }
  };
  marcar("letivoExtra", 1);
  marcar("naoLetivo", 2);
  // Per day of the span: 1 when it lies inside an etapa.
  const naEtapa = new Uint8Array(marca.length);
  for (const etapa of etapas) naEtapa.fill(1, dia(etapa.inicio) - inicio, dia(etapa.fim) - inicio + 1);

  // acumulado[k] = dias letivos among the span's first k days, so any range is counted in O(1).
  const acumulado = [0];
  let soma = 0;
  for (const [k, m] of marca.entries()) {
    if (m !== 2 && (m === 1 || (naEtapa[k] === 1 && ehDiaUtil(inicio + k)))) soma++;
    acumulado.push(soma);
  }
  const contar = (de: number, ate: number) => (ate < de ? 0 : (acumulado[ate - inicio + 1] ?? 0) - (acumulado[de - inicio] ?? 0));
  return { total: contar(inicio, fim), porEtapa: etapas.map((e) => contar(dia(e.inicio), dia(e.fim))) };
}

/**
 * The etapa (its index, from 0) a day is a day of class in, or null: the day lies inside an etapa
 * and is letivo there (Monday to Friday not marked `naoLetivo`, or a `letivoExtra`; a day both is
 * not letivo, as in contarDiasLetivos). A recess between etapas has no class: it belongs to no
 * etapa (the roll call's "Não há aula nesta data."), nor does a `Letivo extra` outside the etapas,
 * which the year's total counts but no etapa's attendance can hold.
 * A malformed day has no class.
 */
export function etapaDoDiaDeAula(etapas: readonly Periodo[], especiais: readonly DiaEspecial[], dia: string): number | null {
  if (!ehData(dia)) return null;
  const etapa = etapas.findIndex((e) => e.inicio <= dia && dia <= e.fim);
  if (etapa === -1) return null;
  const marcado = (tipo: DiaEspecial["tipo"]) => especiais.some((e) => e.tipo === tipo && e.de <= dia && dia <= e.ate);
  if (marcado("naoLetivo")) return null;
  return marcado("letivoExtra") || ehDiaUtil(numeroDoDia(dia)) ? etapa : null;
}

/** Whole days from `de` to `ate` (negative when `ate` is earlier); both real YYYY-MM-DD days. */
export function diasEntre(de: string, ate: string): number {
  return numeroDoDia(ate) - numeroDoDia(de);
}

/** The day of a count of days since 1970-01-01, as YYYY-MM-DD. */
const diaDoNumero = (numero: number) => new Date(numero * MS_POR_DIA).toISOString().slice(0, 10);

/**
 * The days of the old etapas that a change of the etapas' dates would put in another etapa or in
 * none, as periods (in order): a day with a roll call there would have its attendance counted in
 * the wrong etapa, so such a change must wait until those days hold no roll call. Special days are
 * not looked at (a roll call exists only on a day of class, which lies in an etapa).
 */
export function periodosQueMudamDeEtapa(antes: readonly Periodo[], depois: readonly Periodo[]): Periodo[] {
  const etapaDe = (etapas: readonly Periodo[], n: number) => etapas.findIndex((e) => numeroDoDia(e.inicio) <= n && n <= numeroDoDia(e.fim));
  // Where the answer can change: at each etapa's first day and the day after its last.
  const marcos = [...new Set([...antes, ...depois].flatMap((e) => [numeroDoDia(e.inicio), numeroDoDia(e.fim) + 1]))].sort((a, b) => a - b);
  const periodos: Periodo[] = [];
  for (let i = 0; i + 1 < marcos.length; i++) {
    const de = marcos[i]!;
    const ate = marcos[i + 1]! - 1;
    const velha = etapaDe(antes, de);
    if (velha === -1 || velha === etapaDe(depois, de)) continue;
    const ultimo = periodos.at(-1);
    if (ultimo && numeroDoDia(ultimo.fim) + 1 === de) ultimo.fim = diaDoNumero(ate);
    else periodos.push({ inicio: diaDoNumero(de), fim: diaDoNumero(ate) });
  }
  return periodos;
}
