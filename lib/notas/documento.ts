// A turma's grade sheet: the grades of one component in one etapa (or the final recovery), one
// document per (turma, component, etapa), so a save is one document and a stale save is told by
// its version. Pure: the app, the tests and the demo seed name sheets alike.
import type { ChaveDaEtapa } from "@/lib/regras/boletim";

/** notas/{idTurma}__{idComponente}__{etapa} ("0".."3", "rec"). */
export const idDaFolha = (idTurma: string, idComponente: string, etapa: ChaveDaEtapa) => `${idTurma}__${idComponente}__${etapa}`;

/** Every sheet a turma may have: its components × (its etapas, then the recovery). */
export function folhasDaTurma(idTurma: string, componentes: readonly { id: string }[], quantasEtapas: number): { id: string; idComponente: string; etapa: ChaveDaEtapa }[] {
  const etapas: ChaveDaEtapa[] = [...Array.from({ length: quantasEtapas }, (_, i) => `${i}` as ChaveDaEtapa), "rec"];
  return componentes.flatMap((c) => etapas.map((etapa) => ({ id: idDaFolha(idTurma, c.id, etapa), idComponente: c.id, etapa })));
}

/** Whether an entry was in the turma on some day of an etapa (`ate` is the day it left: not a day in). */
export const naTurmaNaEtapa = (entrada: { desde: string; ate: string | null }, etapa: { inicio: string; fim: string }) =>
  entrada.desde <= etapa.fim && (entrada.ate === null || entrada.ate > etapa.inicio);

/** An etapa key as sent ("0".."3", "rec"), checked against the year's number of etapas and the rule of recovery. */
export function chaveValida(etapa: string, quantasEtapas: number, comRecuperacao: boolean): ChaveDaEtapa | null {
  if (etapa === "rec") return comRecuperacao ? "rec" : null;
  if (!/^[0-3]$/.test(etapa)) return null;
  return Number(etapa) < quantasEtapas ? (etapa as ChaveDaEtapa) : null;
}

/** The last day of an etapa (the recovery's: the year's last etapa's); undefined when the year has no such etapa (no dates yet). */
export const fimDaEtapa = (etapas: readonly { fim: string }[], etapa: ChaveDaEtapa): string | undefined => (etapa === "rec" ? etapas[etapas.length - 1]?.fim : etapas[Number(etapa)]?.fim);

/**
 * Whether a student has a row in an etapa's grid: in the turma on some day of the etapa, or in it
 * now (a student who came later has the earlier etapas' grades brought from their former school
 * typed here: the year's average needs every etapa).
 */
export const naFolhaDaEtapa = (entrada: { desde: string; ate: string | null; situacao: string }, etapa: { inicio: string; fim: string }) =>
  entrada.situacao === "cursando" || naTurmaNaEtapa(entrada, etapa);
