import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";
import { db } from "@/lib/infra/firebase/admin";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ehNota } from "@/lib/regras/notas";

// A grade sheet (notas/{idTurma}__{idComponente}__{etapa}), as stored: the student's grade in
// tenths (0–100) by student id; a student without a grade is absent (an empty field is no grade,
// not zero). Malformed values read as absent.

/** The grade sheets: notas/{idTurma}__{idComponente}__{etapa}. */
export const notasCollection = () => db().collection(COLLECTIONS.notas);

export const folhaDeNotasDoc = z.object({
  idEmpresa: z.string().min(1),
  idTurma: z.string().min(1),
  idEscola: z.string().min(1),
  idAnoLetivo: z.string().min(1),
  ano: z.number().int(),
  idComponente: z.string().min(1),
  etapa: z.string(),
  valores: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((v) => Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => ehNota(e[1])))),
  /** A recovery sheet's students marked `Não compareceu à recuperação` (administrador, secretaria). */
  naoCompareceu: z.array(z.string()).catch([]).default([]),
  versao: z.number().int().min(0).catch(0),
  salvaPorNome: z.string().catch(""),
  salvaEm: momentoGuardado,
});
export type FolhaDeNotas = z.output<typeof folhaDeNotasDoc>;

/** The most grades one save carries (a turma has at most 80 places; students who left count too). */
export const NOTAS_MAX = 200;

const id = z.string().trim().min(1).max(200);

/**
 * `Salvar notas`: the turma, component and etapa of the grid, the sheet's version the page was
 * opened at (0: none yet), and each row's text as typed ("" clears a grade). The texts are read
 * as grades by the work (lib/regras/notas.ts), which says which ones are invalid.
 */
export const notasInput = z
  .object({
    idTurma: id,
    idComponente: id,
    etapa: z.string().max(10),
    versao: z.number().int().min(0).max(1_000_000),
    notas: z.array(z.object({ id, nota: z.string().max(20_000) }).strict()).max(NOTAS_MAX),
    /** The recovery's grid only, from administrador and secretaria: the students marked `Não compareceu à recuperação`. */
    naoCompareceu: z.array(id).max(NOTAS_MAX).optional(),
  })
  .strict()
  .refine((v) => new Set(v.notas.map((n) => n.id)).size === v.notas.length);
export type NotasInput = z.output<typeof notasInput>;

/**
 * `Salvar notas` of a whole etapa (issue 41): the sheets changed, each with the version its column
 * was opened at (each is saved as `notasInput` is, in its own transaction: the stale-save rule holds
 * per component), and the rows whose `Sem nota (ingressou em …)` changed.
 */
export const notasDaEtapaInput = z
  .object({
    idTurma: id,
    etapa: z.string().max(10),
    folhas: z
      .array(
        z
          .object({ idComponente: id, versao: z.number().int().min(0).max(1_000_000), notas: z.array(z.object({ id, nota: z.string().max(20_000) }).strict()).max(NOTAS_MAX) })
          .strict(),
      )
      .max(30),
    semNota: z.array(z.object({ id, marcado: z.boolean() }).strict()).max(NOTAS_MAX).optional(),
  })
  .strict()
  .refine((v) => new Set(v.folhas.map((f) => f.idComponente)).size === v.folhas.length);
export type NotasDaEtapaInput = z.output<typeof notasDaEtapaInput>;
