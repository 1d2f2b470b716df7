// The school year's stored and derived fields. Pure: the pages, the actions and the seed compute alike.
import { contarDiasLetivos, DIAS_LETIVOS_MINIMOS } from "@/lib/regras/calendario";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";

/**
 * A year's document id: its school and its number. One school has one year of each number, and
 * the id says so: the create's `create` fails on a second one, whoever sends it at the same time.
 * (A school's id is unique across companies, so the company need not be in it.)
 */
export const idDoAno = (idEscola: string, ano: number) => `${idEscola}__${ano}`;

/** A year's dias letivos, in total and per etapa, and whether the total is under the law's 200. */
export function calendarioDoAno(ano: Pick<AnoLetivo, "etapas" | "especiais">) {
  const { total, porEtapa } = contarDiasLetivos(ano.etapas, ano.especiais);
  return { total, porEtapa, minimo: DIAS_LETIVOS_MINIMOS, abaixoDoMinimo: total < DIAS_LETIVOS_MINIMOS };
}

/** Whether two periods of days share a day (YYYY-MM-DD strings compare as dates). */
export const sobrepoe = (a: { de: string; ate: string }, b: { de: string; ate: string }) => a.de <= b.ate && b.de <= a.ate;
