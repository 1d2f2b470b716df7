import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { configTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { registrarAtividade } from "@/lib/atividades/escrita";

// The company's own record (`empresas/{doc}` whose `id` field is the company's id): its name and
// its `Nome nos documentos`, changed by an administrator. The top bar and the picker read it on every request.

const erros = configTexts.empresa.erros;

/**
 * The company's name and, when given (`null`: none; undefined: unchanged), its `Nome nos
 * documentos`: the network's line in the header of its documents (issue 41).
 */
export async function renomearEmpresa(ctx: ShellContext, nome: string, nomeNosDocumentos?: string | null): Promise<void> {
  await transacao(async (tx) => {
    const docs = await tx.get(db().collection(COLLECTIONS.empresas).where("id", "==", ctx.empresa.id).limit(5));
    if (docs.empty) throw new ActionError(erros.naoEncontrada);
    const texto = (v: unknown) => (typeof v === "string" ? v : null);
    const antes = { nome: texto(docs.docs[0]!.get("nome")), nomeNosDocumentos: texto(docs.docs[0]!.get("nomeNosDocumentos")) };
    const depois = { nome, nomeNosDocumentos: nomeNosDocumentos === undefined ? antes.nomeNosDocumentos : nomeNosDocumentos };
    const mudancas = (["nome", "nomeNosDocumentos"] as const).filter((c) => antes[c] !== depois[c]).map((campo) => ({ campo, de: antes[campo], para: depois[campo] }));
    if (mudancas.length === 0) return;
    // Only what changed is written (a company that never set `Nome nos documentos` keeps no such field).
    const alterado = Object.fromEntries(mudancas.map((m) => [m.campo, m.para]));
    for (const doc of docs.docs) tx.update(doc.ref, alterado);
    registrarAtividade(tx, ctx, { tipo: "empresa.atualizada", alvo: { colecao: COLLECTIONS.empresas, id: ctx.empresa.id, nome }, mudancas });
  });
}
