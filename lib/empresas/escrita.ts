import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { configTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { registrarAtividade } from "@/lib/atividades/escrita";

// The company's own record (`empresas/{doc}` whose `id` field is the company's id): its name,
// changed by an administrator. The top bar and the picker read it on every request.

const erros = configTexts.empresa.erros;

export async function renomearEmpresa(ctx: ShellContext, nome: string): Promise<void> {
  await transacao(async (tx) => {
    const docs = await tx.get(db().collection(COLLECTIONS.empresas).where("id", "==", ctx.empresa.id).limit(5));
    if (docs.empty) throw new ActionError(erros.naoEncontrada);
    const antes = docs.docs[0]!.get("nome");
    if (antes === nome) return;
    for (const doc of docs.docs) tx.update(doc.ref, { nome });
    registrarAtividade(tx, ctx, {
      tipo: "empresa.atualizada",
      alvo: { colecao: COLLECTIONS.empresas, id: ctx.empresa.id, nome },
      mudancas: [{ campo: "nome", de: typeof antes === "string" ? antes : null, para: nome }],
    });
  });
}
