"use server";

import { formAction } from "@/lib/infra/actions/guard";
import { revogacaoInput, revogarDocumento } from "@/lib/documentos/revogacao";
import { documentoTexts } from "@/lib/messages";

// `Revogar` on a student's page (administrador): session, company and role are the guard's; the
// document's company and state are revogarDocumento's (another company's code: not found).

export const revogarDocumentoAction = formAction(
  { name: "documentos.revogar", permissao: "administrar", schema: revogacaoInput, fields: ["codigo", "motivo", "observacao"] },
  async (ctx, input) => {
    const { idAluno } = await revogarDocumento(ctx, input);
    return { sucesso: documentoTexts.revogado, revalidar: `/alunos/${encodeURIComponent(idAluno)}` };
  },
);
