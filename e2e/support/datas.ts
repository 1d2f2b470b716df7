// Days relative to today in São Paulo, for flows whose calendar is laid around the day they run.
import { hoje } from "../../lib/campos/data";

/** Today moved by `deslocamento` days (negative: before), as YYYY-MM-DD. */
export function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as people in Brazil write it, DD/MM/AAAA. */
export const brasileira = (d: string) => d.split("-").reverse().join("/");
