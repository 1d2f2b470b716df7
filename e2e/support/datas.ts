// Days relative to today, for flows whose calendar is laid around the day they run. Today is the
// tests' day (test/support/hoje-dos-testes.mjs), the servers' and the browsers' too; a flow must
// pass on any day of the year, the first days of January included (docs/testing.md).
import { hoje } from "../../lib/infra/relogio";

/** Today moved by `deslocamento` days (negative: before), as YYYY-MM-DD. */
export function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/**
 * The school year a flow around today is laid in: the year of 30 days ago. So, whatever today is,
 * its calendar (01/01 of the year to 31/01 of the next, what the year's form accepts) holds every
 * day from 30 days ago to tomorrow: this year, or in January the one before.
 */
export const anoLetivo = (): number => Number(dia(-30).slice(0, 4));

/**
 * `deslocamento` days from today, kept inside `anoLetivo()`'s calendar: exact from 30 days ago to
 * tomorrow, the calendar's first or last day beyond it when the year does not reach that far.
 */
export function diaNoAnoLetivo(deslocamento: number): string {
  const ano = anoLetivo();
  const [primeiro, ultimo] = [`${ano}-01-01`, `${ano + 1}-01-31`];
  const d = dia(deslocamento);
  return d < primeiro ? primeiro : d > ultimo ? ultimo : d;
}

/** YYYY-MM-DD as people in Brazil write it, DD/MM/AAAA. */
export const brasileira = (d: string) => d.split("-").reverse().join("/");
