// What the Frequência screens show, from the counters the roll call keeps (pure: the turma's page
// and Home's list compute alike). The rule itself (the percentage, the minimum) is
// lib/regras/frequencia.ts's; this module only chooses the period's counters and words them.
import { abaixoDoMinimo, CONTAGEM_VAZIA, formatarFrequencia, FREQUENCIA_MINIMA_DA_LEI, frequenciaMinima, somar, type Contagem } from "@/lib/regras/frequencia";
import type { CodigoEtapaDeEnsino } from "@/lib/turmas/etapas-de-ensino";

/** The period a frequência is read for: an etapa (its index, from 0) or the whole year. */
export type Periodo = { etapa: number } | "ano";

/** The address's value of a period (`?etapa=`): the etapa's number from 1, or `ano`. */
export const valorDoPeriodo = (p: Periodo): string => (p === "ano" ? "ano" : String(p.etapa + 1));

/**
 * The period the address asks for, among the year's `etapas`; by default (nothing, or anything
 * else) the etapa `hoje` lies in, else the year.
 */
export function periodoPedido(valor: string | undefined, etapas: readonly { inicio: string; fim: string }[], hoje: string): Periodo {
  if (valor === "ano") return "ano";
  if (valor !== undefined && /^[1-9]$/.test(valor) && Number(valor) <= etapas.length) return { etapa: Number(valor) - 1 };
  const atual = etapas.findIndex((e) => e.inicio <= hoje && hoje <= e.fim);
  return atual === -1 ? "ano" : { etapa: atual };
}

/** An entry's counters for the period (the year: its etapas' summed). */
export function contagemDoPeriodo(frequencia: Record<string, Contagem>, periodo: Periodo): Contagem {
  if (periodo === "ano") return somar(Object.values(frequencia));
  return frequencia[String(periodo.etapa)] ?? CONTAGEM_VAZIA;
}

/** A row of a frequência table: absences, justified absences, `87,5%` (or `—`), and whether below the minimum. */
export type LinhaDeFrequencia = { faltas: number; justificadas: number; frequencia: string; abaixo: boolean };

/** `minimoDaEmpresa`: the `Frequência mínima` of the year's rules (lib/empresas/regras-de-avaliacao.ts's regrasDoAno). */
export function linhaDeFrequencia(c: Contagem, etapaDeEnsino: CodigoEtapaDeEnsino, minimoDaEmpresa: number): LinhaDeFrequencia {
  return { faltas: c.faltas, justificadas: c.justificadas, frequencia: formatarFrequencia(c), abaixo: abaixoDoMinimo(c, etapaDeEnsino, minimoDaEmpresa) };
}

/** Whether the etapa de ensino has a minimum (Creche has none, whatever the company's). */
export const temMinimo = (etapaDeEnsino: CodigoEtapaDeEnsino) => frequenciaMinima(etapaDeEnsino, FREQUENCIA_MINIMA_DA_LEI) !== null;
