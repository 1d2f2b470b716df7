import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, documentoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { codigoEmGrupos, lerCodigo } from "@/lib/documentos/codigo";
import { documentoDoc } from "@/lib/documentos/schema";
import { TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";
import { MOTIVOS_DA_REVOGACAO } from "@/lib/documentos/motivo-da-revogacao";

// `Revogar` (administrador only): a document issued stays checkable and says it was revoked, when
// and why: `Motivo`, required, one of a fixed list, is public (issue 41: a free text shown to
// whoever holds the code once told a child's situation); `Observação interna`, optional free
// text, stays in the company (the student's page, the activity). One transaction reads the
// document (another company's code is "not found", as an unknown one), refuses a second
// revocation, and writes the revocation with its activity (the student's history and the company's).

const T = documentoTexts;

/** Characters that hide or reorder text (as in every name), refused in an observation. */
const INVISIVEIS = /[\u0000-\u001F\u007F-\u009F\p{Cf}\p{Co}\p{Cs}]/u;

/** The internal observation: up to 200 characters, blanks collapsed, nothing invisible; blank is none (null). */
export const observacaoDaRevogacao = z
  .string({ error: T.erros.observacao })
  .max(1000, T.erros.observacao)
  .optional()
  .transform((v) => (v ?? "").normalize("NFC").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .max(200, T.erros.observacao)
      .refine((v) => !INVISIVEIS.test(v), T.erros.observacao)
      .transform((v) => v || null),
  );

/** `Revogar`: the code (as shown, in groups or not), the public reason and the internal observation. */
export const revogacaoInput = z.object({
  codigo: z.string({ error: T.erros.naoEncontrado }).max(100, T.erros.naoEncontrado),
  motivo: z.enum(MOTIVOS_DA_REVOGACAO, { error: T.erros.motivo }),
  observacao: observacaoDaRevogacao,
});
export type RevogacaoInput = z.output<typeof revogacaoInput>;

/** Revokes a document of the context's company; answers its student (the page to refresh). */
export async function revogarDocumento(ctx: ShellContext, { codigo: texto, motivo, observacao }: RevogacaoInput): Promise<{ idAluno: string }> {
  if (!pode(ctx.papel, "administrar")) throw new ActionError(actionTexts.semPermissao);
  const codigo = lerCodigo(texto);
  if (!codigo) throw new ActionError(T.erros.naoEncontrado);
  const ref = db().collection(COLLECTIONS.documentos).doc(codigo);
  const autor = autorDe(ctx);
  return withDeadline(
    db().runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const parsed = snapshot.exists ? documentoDoc.safeParse(snapshot.data()) : null;
      if (!parsed?.success || parsed.data.idEmpresa !== ctx.empresa.id) throw new ActionError(T.erros.naoEncontrado);
      const doc = parsed.data;
      if (doc.revogadoEm) throw new ActionError(T.erros.jaRevogado);
      tx.update(ref, {
        revogadoEm: FieldValue.serverTimestamp(),
        revogadoPor: autor.uid,
        revogadoPorNome: autor.nome,
        motivoPublico: motivo,
        observacaoInterna: observacao,
        motivoDaRevogacao: null,
      });
      registrarAtividade(tx, autor, {
        tipo: "documento.revogado",
        alvo: { colecao: "alunos", id: doc.idAluno, nome: doc.nomeAluno },
        detalhe: T.detalheRevogado(TIPOS_DE_DOCUMENTO[doc.tipo].nome, codigoEmGrupos(codigo), T.motivos[motivo], observacao),
      });
      return { idAluno: doc.idAluno };
    }),
    "banco",
  );
}
