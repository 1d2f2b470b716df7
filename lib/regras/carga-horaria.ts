// A turma's carga horária: the year's dias letivos × the turma's daily hours, and the legal minimum
// it is held to. Pure and client-safe: the turma's page, its PDFs and the closing read these.
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";

/** Minutes of a day from 00:00, for "HH:MM" (24 h, 00:00–23:59); null for anything else. */
function minutosDoRelogio(hora: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hora);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** The minutes between the start and the end of the classes ("07:00"–"11:30": 270); null if either is not a time or the end is not after the start. */
export function minutosPorDia(inicio: string, fim: string): number | null {
  const de = minutosDoRelogio(inicio);
  const ate = minutosDoRelogio(fim);
  return de === null || ate === null || ate <= de ? null : ate - de;
}

/**
 * The year's hours: dias letivos × the daily minutes ÷ 60, in whole hours rounded DOWN, so a turma
 * is never shown as meeting a legal minimum it misses by minutes. 0 when the times are not valid.
 */
export function cargaHoraria(diasLetivos: number, inicio: string, fim: string): number {
  const minutos = minutosPorDia(inicio, fim);
  if (minutos === null || diasLetivos <= 0) return 0;
  return Math.floor((diasLetivos * minutos) / 60);
}

/**
 * The yearly minimum in hours. LDB (Lei 9.394/96) art. 24, I: 800 hours a year in ensino
 * fundamental and médio; art. 24, § 1º (Lei 13.415/2017): at least 1,000 hours a year in ensino
 * médio; art. 31, II: 800 hours a year in educação infantil. EJA has no yearly floor in the LDB
 * (its courses' totals are the CNE's), so it is held to the 800 hours of the etapas it corresponds to.
 */
export function cargaHorariaMinima(etapa: CodigoEtapaDeEnsino): number {
  return etapa === "em-1" || etapa === "em-2" || etapa === "em-3" ? 1000 : 800;
}
