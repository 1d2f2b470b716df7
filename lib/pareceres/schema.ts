import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";

// A child's `Parecer descritivo` of one etapa (pareceres/{idTurma}__{etapa}__{idAluno}), as stored:
// one document per child, so two people writing different children never touch the same record,
// and a stale save is told per child by its version. A cleared parecer keeps its document with an
// empty text (its version goes on).

export const parecerDoc = z.object({
  idEmpresa: z.string().min(1),
  idTurma: z.string().min(1),
  idAnoLetivo: z.string().min(1),
  idAluno: z.string().min(1),
  etapa: z.number().int().min(0).max(3),
  texto: z.string().catch(""),
  versao: z.number().int().min(0).catch(0),
  salvoPorNome: z.string().catch(""),
  salvoEm: momentoGuardado,
});
export type ParecerGuardado = z.output<typeof parecerDoc>;

/** The most pareceres one save carries (a turma has at most 80 places; children who left count too). */
export const PARECERES_MAX = 200;
/**
 * The longest text read from a request: past it the save is refused whole (the page never sends
 * one: it counts to 5,000 first). Under the 1 MB action body with a few pareceres at their length.
 */
const TEXTO_NO_PEDIDO_MAX = 20_000;

const id = z.string().trim().min(1).max(200);

/**
 * `Salvar pareceres`: the turma and etapa of the page, and each changed child's text as typed
 * ("" clears it) with the version of their parecer the page was opened at (0: none yet). The
 * texts are read by the work (lib/regras/pareceres.ts), which names the invalid ones.
 */
export const pareceresInput = z
  .object({
    idTurma: id,
    etapa: z.string().max(10),
    pareceres: z
      .array(z.object({ id, texto: z.string().max(TEXTO_NO_PEDIDO_MAX), versao: z.number().int().min(0).max(1_000_000) }).strict())
      .min(1)
      .max(PARECERES_MAX),
  })
  .strict()
  .refine((v) => new Set(v.pareceres.map((p) => p.id)).size === v.pareceres.length);
export type PareceresInput = z.output<typeof pareceresInput>;
