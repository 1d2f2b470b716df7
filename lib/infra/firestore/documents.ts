import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { PAPEIS, PAPEL_PADRAO } from "@/lib/empresas/papeis";

// Every Firestore document the app reads, parsed at the boundary. A malformed field is treated as
// absent (and the row skipped where it is essential) instead of crashing a page.

export const COLLECTIONS = {
  usuarios: "usuarios",
  usuariosEmpresas: "usuarios_empresas",
  empresas: "empresas",
  escolas: "escolas",
  /** One document per (company, INEP code): the key that keeps a code unique in a company. */
  escolasInep: "escolas_inep",
  alunos: "alunos",
  /** One document per (company, CPF): the key that keeps a CPF unique in a company. */
  alunosCpf: "alunos_cpf",
  /** Spreadsheet imports: the verified rows (in `linhas`, until the import ends) and its progress. */
  importacoes: "importacoes",
  /** A company's next enrolment number per year. */
  sequencias: "sequencias",
  /** Who changed what, and when, in a company: the histories and the activity list. */
  atividades: "atividades",
  /** Counters of recent attempts (sign-in, password e-mails, invitations): lib/infra/limites/. */
  limites: "limites",
} as const;

/**
 * Whether a value from outside (an address, a form) is a plain document id, as Firestore allows
 * one: no slash (it would name another path; the SDK throws on it), not `.` nor `..`, not of the
 * reserved `__x__` form, at most 200 characters here. Anything else names no record ("not found").
 */
export function isDocumentId(id: unknown): id is string {
  return typeof id === "string" && /^(?!\.\.?$)(?!__.*__$)[^/]{1,200}$/.test(id);
}

const optionalText = z.string().trim().min(1).optional().catch(undefined);

/** usuarios/{uid} */
export const usuarioDoc = z.object({ idEmpresaAtual: optionalText });

/**
 * usuarios_empresas/{auto}: links a user (by uid, or only by e-mail) to a company, with a role.
 * No `papel` (links older than roles) reads as "secretaria"; an unknown value grants the least.
 */
export const usuarioEmpresaDoc = z.object({
  idUsuario: z.string().optional().catch(undefined),
  emailUsuario: z.string().optional().catch(undefined),
  idEmpresa: z.string().trim().min(1),
  papel: z.enum(PAPEIS).optional().default(PAPEL_PADRAO).catch("consulta"),
});

/** empresas/{auto}: `id` is a field of its own, not the document id. */
export const empresaDoc = z.object({ id: z.string().trim().min(1), nome: optionalText });

export type Empresa = { id: string; nome: string | null };

/**
 * A company's record in a snapshot, parsed: null when it does not exist, is malformed (logged) or
 * belongs to another company, which callers show as "not found" (its existence is not revealed).
 */
export function daEmpresa<S extends z.ZodType<{ idEmpresa: string }>>(doc: DocumentSnapshot, schema: S, idEmpresa: string): z.output<S> | null {
  if (!doc.exists) return null;
  const parsed = schema.safeParse(doc.data());
  if (!parsed.success) {
    console.error(`[firestore] malformed ${doc.ref.path} skipped`);
    return null;
  }
  return parsed.data.idEmpresa === idEmpresa ? parsed.data : null;
}
