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

// `Revogar` (administrador only): a document issued stays checkable and says it was revoked, when,
// by whom and why (`Motivo`, required). One transaction reads the document (another company's code
// is "not found", as an unknown one), refuses a second revocation, and writes the revocation with
// its activity (the student's history and the company's).

const T = documentoTexts;

/** Characters that hide or reorder text (as in every name), refused in a motivo. */
const INVISIVEIS = /[\u0000-\u001F\u007F-\u009F\p{Cf}\p{Co}\p{Cs}]/u;

/** The reason: 3 to 200 characters, blanks collapsed, nothing invisible; a longer text is refused before anything is read. */
export const motivoDaRevogacao = z
  .string({ error: T.erros.motivo })
  .max(1000, T.erros.motivo)
  .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(3, T.erros.motivo)
      .max(200, T.erros.motivo)
      .refine((v) => !INVISIVEIS.test(v), T.erros.motivo),
  );

/** `Revogar`: the code (as shown, in groups or not) and the reason. */
export const revogacaoInput = z.object({
  codigo: z.string({ error: T.erros.naoEncontrado }).max(100, T.erros.naoEncontrado),
  motivo: motivoDaRevogacao,
});
export type RevogacaoInput = z.output<typeof revogacaoInput>;

/** Revokes a document of the context's company; answers its student (the page to refresh). */
export async function revogarDocumento(ctx: ShellContext, { codigo: texto, motivo }: RevogacaoInput): Promise<{ idAluno: string }> {
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
      tx.update(ref, { revogadoEm: FieldValue.serverTimestamp(), revogadoPor: autor.uid, revogadoPorNome: autor.nome, motivoDaRevogacao: motivo });
      registrarAtividade(tx, autor, {
        tipo: "documento.revogado",
        alvo: { colecao: "alunos", id: doc.idAluno, nome: doc.nomeAluno },
        detalhe: T.detalheRevogado(T.tipos[doc.tipo], codigoEmGrupos(codigo), motivo),
      });
      return { idAluno: doc.idAluno };
    }),
    "banco",
  );
}
