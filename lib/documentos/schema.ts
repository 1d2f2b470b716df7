import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";

// A document issued (documentos/{code}): the code is the id (so it is unique: `create` fails on a
// second one), with the company, the school, the student, the type, who issued it and when, the
// facts printed (a snapshot: the check shows what the paper said even after the record changes),
// the SHA-256 of the PDF's bytes, and a revocation. Parsed at the boundary.

export const TIPOS_DE_DOCUMENTO = ["matricula", "frequencia", "boletim"] as const;
export type TipoDeDocumento = (typeof TIPOS_DE_DOCUMENTO)[number];

/** One fact printed, as the check shows it: its label and its value, in the paper's order. */
export const fatoDoc = z.object({ rotulo: z.string(), valor: z.string() });
export type FatoImpresso = z.output<typeof fatoDoc>;

export const documentoDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  idAluno: z.string().min(1),
  tipo: z.enum(TIPOS_DE_DOCUMENTO),
  /** What the check shows of the school (never more). */
  escola: z.object({ nome: z.string(), codigoInep: z.string().nullable(), municipio: z.string().nullable(), uf: z.string().nullable() }),
  /** The student's name as printed. */
  nomeAluno: z.string(),
  /** The facts printed, in order (no CPF, ever). */
  fatos: z.array(fatoDoc).max(60),
  emitidoPor: z.string(),
  emitidoPorNome: z.string(),
  emitidoEm: momentoGuardado,
  /** SHA-256 of the PDF's bytes, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  revogadoEm: momentoGuardado,
  revogadoPorNome: z.string().nullable().catch(null),
  motivoDaRevogacao: z.string().nullable().catch(null),
});
export type DocumentoGuardado = z.output<typeof documentoDoc>;
