import "server-only";
import { z } from "zod";
import { momentoGuardado } from "@/lib/infra/firestore/campos";
import { MOTIVOS_DA_REVOGACAO } from "@/lib/documentos/motivo-da-revogacao";
import { TIPOS } from "@/lib/documentos/tipos";

// A document issued (documentos/{code}): the code is the id (so it is unique: `create` fails on a
// second one), with the company, the school, the student, the type, who issued it and when, the
// facts printed (a snapshot: the check shows what the paper said even after the record changes),
// the SHA-256 of the PDF's bytes, and a revocation (its public reason from a fixed list, and the
// company's internal observation: lib/documentos/motivo-da-revogacao.ts). Parsed at the boundary.

export type { TipoDeDocumento } from "@/lib/documentos/tipos";

/** One fact printed, as the check shows it: its label and its value, in the paper's order. */
export const fatoDoc = z.object({ rotulo: z.string(), valor: z.string() });
export type FatoImpresso = z.output<typeof fatoDoc>;

export const documentoDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  idAluno: z.string().min(1),
  tipo: z.enum(TIPOS),
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
  /** The calendar year a boletim is of (kept since issue 41; null on older documents and declarations). */
  ano: z.number().int().nullable().catch(null),
  /** Whether documentos_arquivos/{code} keeps the PDF's very bytes (since issue 41). */
  arquivoGuardado: z.boolean().catch(false),
  revogadoEm: momentoGuardado,
  revogadoPorNome: z.string().nullable().catch(null),
  /** The public reason, one of the fixed list (null on a document revoked before the list, or never revoked). */
  motivoPublico: z.enum(MOTIVOS_DA_REVOGACAO).nullable().catch(null),
  /** The company's note on the revocation: never shown by the public check. */
  observacaoInterna: z.string().nullable().catch(null),
  /** The free-text reason of a revocation made before the fixed list: read as the internal observation (lerRevogacao). */
  motivoDaRevogacao: z.string().nullable().catch(null),
});
export type DocumentoGuardado = z.output<typeof documentoDoc>;
