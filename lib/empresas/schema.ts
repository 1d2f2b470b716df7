import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { PAPEIS, PAPEL_PADRAO } from "@/lib/empresas/papeis";
import { nomeDePessoaOuLugar, nomeOpcional } from "@/lib/campos/texto";
import { configTexts } from "@/lib/messages";

// Tenancy's documents, parsed at the boundary: a user, a user's link to a company (with its role),
// a company; and the rule every domain reads its records by (another company's record is "not
// found"). A malformed field is treated as absent (and the row skipped where it is essential)
// instead of crashing a page.

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
  papel: z.enum(PAPEIS).optional().default(PAPEL_PADRAO).catch("professor"),
});

/** empresas/{auto}: `id` is a field of its own, not the document id. */
export const empresaDoc = z.object({
  id: z.string().trim().min(1),
  nome: optionalText,
  /** How the network is named in the header of its documents (issue 41), when the company set it. */
  nomeNosDocumentos: optionalText,
});

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

/** The company's form (Configurações, administrators): its name, and its `Nome nos documentos` (blank: none). */
export const empresaInput = z.object({
  nome: nomeDePessoaOuLugar({ obrigatorio: configTexts.empresa.erros.nome, tamanho: configTexts.empresa.erros.nome }),
  nomeNosDocumentos: nomeOpcional(configTexts.empresa.erros.nomeNosDocumentos, 200),
});
