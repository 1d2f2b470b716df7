import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";
import { lerData } from "@/lib/campos/data";
import { MARCAS } from "@/lib/chamadas/documento";

// The roll call's request (what a browser may send: a turma, a day, the version it opened, the
// marks) and its document (chamadas/{idTurma}__{dia}), each parsed at its boundary. The company is
// the session's; who is on the roll is the server's (the turma's entries on that day).

/** The most marks one request carries (a turma has at most 80 places). */
export const MARCAS_MAX = 100;

const id = z.string().trim().min(1).max(200);

/** A day as the page sends it; whether it is a real day is the work's to say (`Informe uma data válida.`). */
const dia = z.string().max(20);

/** Whether a day sent is a real calendar day written YYYY-MM-DD. */
export const diaValido = (v: string) => lerData(v) === v;

/**
 * `Salvar chamada`: the marks of the students on screen (absent ones count as `Presente`), the
 * version of the day's roll call the page was opened at (0: none yet).
 */
export const chamadaInput = z
  .object({
    idTurma: id,
    dia,
    versao: z.number().int().min(0).max(1_000_000),
    marcas: z.array(z.object({ id, marca: z.enum(MARCAS) }).strict()).max(MARCAS_MAX),
  })
  .strict()
  .refine((v) => new Set(v.marcas.map((m) => m.id)).size === v.marcas.length);
export type ChamadaInput = z.output<typeof chamadaInput>;

/** chamadas/{idTurma}__{dia}, as stored. */
export const chamadaDoc = z.object({
  idEmpresa: z.string().min(1),
  idTurma: z.string().min(1),
  idEscola: z.string().min(1),
  idAnoLetivo: z.string().min(1),
  dia: z.string(),
  etapa: z.number().int().min(0),
  alunos: z.record(z.string(), z.object({ e: z.string(), m: z.enum(MARCAS) })),
  versao: z.number().int().min(1),
  salvaPorNome: z.string().catch(""),
  salvaEm: momentoGuardado,
});
