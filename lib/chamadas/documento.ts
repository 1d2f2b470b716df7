// The roll call's stored shape and its arithmetic, pure (the writes, the pages, the tests and the
// seed compute alike). A day's roll call keeps, per student on the roll that day, the enrolment
// entry it was counted in and the mark; the entries keep per-etapa counters. A change of a day
// moves each counter by the difference between what the day counted before and what it counts
// now, so a retried request (the same marks) moves nothing.
import { CONTAGEM_VAZIA, type Contagem } from "@/lib/regras/frequencia";

export const MARCAS = ["presente", "falta", "justificada"] as const;
export type Marca = (typeof MARCAS)[number];

/** Per student (its id) on a day's roll: the entry (enturmação) it was counted in, and its mark. */
export type Registro = Record<string, { e: string; m: Marca }>;

/** A day's roll call's document id: one per turma and day. */
export const idDaChamada = (idTurma: string, dia: string) => `${idTurma}__${dia}`;

/** Whether an entry puts its student on the turma's roll on `dia`: begun by then, not yet ended (a move on a day counts in the new turma). */
export const naChamadaDoDia = (entrada: { desde: string; ate: string | null }, dia: string) => entrada.desde <= dia && (entrada.ate === null || entrada.ate > dia);

/** What one mark adds to a student's counters: a day recorded, and an absence of its kind. */
export const contribuicao = (m: Marca): Contagem => ({ dias: 1, faltas: m === "falta" ? 1 : 0, justificadas: m === "justificada" ? 1 : 0 });

/** Presences, absences and justified absences of a roll. */
export function totais(registro: Registro): { presentes: number; faltas: number; justificadas: number } {
  const t = { presentes: 0, faltas: 0, justificadas: 0 };
  for (const { m } of Object.values(registro)) {
    if (m === "presente") t.presentes++;
    else if (m === "falta") t.faltas++;
    else t.justificadas++;
  }
  return t;
}

/** Whether two rolls have the same students with the same marks (the entries aside). */
export function mesmasMarcas(a: Registro, b: Registro): boolean {
  const ids = Object.keys(a);
  return ids.length === Object.keys(b).length && ids.every((id) => b[id]?.m === a[id]!.m);
}

/** Whether two rolls are the same to the counters: the same students, marks and entries counted in. */
export function mesmoRegistro(a: Registro, b: Registro): boolean {
  return mesmasMarcas(a, b) && Object.keys(a).every((id) => b[id]?.e === a[id]!.e);
}

/** A counter's change for one entry in one etapa (its index). */
export type Ajuste = { entrada: string; etapa: number; delta: Contagem };

const soma = (a: Contagem, b: Contagem, sinal: 1 | -1): Contagem => ({
  dias: a.dias + sinal * b.dias,
  faltas: a.faltas + sinal * b.faltas,
  justificadas: a.justificadas + sinal * b.justificadas,
});
const nulo = (c: Contagem) => c.dias === 0 && c.faltas === 0 && c.justificadas === 0;

/**
 * What a save changes in the counters: the day as saved before (null the first time) taken out,
 * the day as saved now put in, per entry and etapa, only the non-zero differences.
 */
export function ajustes(antes: { registro: Registro; etapa: number } | null, depois: { registro: Registro; etapa: number }): Ajuste[] {
  const porChave = new Map<string, Ajuste>();
  const aplicar = (registro: Registro, etapa: number, sinal: 1 | -1) => {
    for (const { e, m } of Object.values(registro)) {
      const chave = `${e}\u0000${etapa}`;
      const atual = porChave.get(chave) ?? { entrada: e, etapa, delta: CONTAGEM_VAZIA };
      porChave.set(chave, { ...atual, delta: soma(atual.delta, contribuicao(m), sinal) });
    }
  };
  if (antes) aplicar(antes.registro, antes.etapa, -1);
  aplicar(depois.registro, depois.etapa, 1);
  return [...porChave.values()].filter((a) => !nulo(a.delta));
}

/** Counters moved by a difference, never below zero (a counter written by hand cannot make them negative). */
export function ajustar(c: Contagem, delta: Contagem): Contagem {
  const r = soma(c, delta, 1);
  return { dias: Math.max(0, r.dias), faltas: Math.max(0, r.faltas), justificadas: Math.max(0, r.justificadas) };
}
