// Taking over a spreadsheet import whose server stopped halfway: its heartbeat is older than
// PARADA_MS, so whoever looks at it next (its page, the progress the browser polls, the Alunos
// pages through agenda.ts) gives it a new owner token and undoes it if it had not reached its
// commit point, or finishes it if it had (the steps are in passos.ts). The old owner, if it wakes
// up, finds another token and stops. Expired verifications are deleted on the way.
import "server-only";
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { planilhaTexts } from "@/lib/messages";
import { EM_ANDAMENTO } from "@/lib/alunos/planilha/estados";
import { apagarLotes, importacoes, lerRegistro, PARADA_MS } from "@/lib/alunos/planilha/importacao/registro";
import { deixada, desfazer, publicarEConcluir, type Opcoes } from "@/lib/alunos/planilha/importacao/passos";

/** The steps' options, and the time to judge heartbeats by (tests move it forward). */
type OpcoesDaRetomada = Opcoes & { agora?: number };

/**
 * Takes over an import whose server stopped (its heartbeat is older than PARADA_MS): undone if it
 * had not reached its commit point, finished if it had. Expired verifications are deleted.
 */
export async function retomarImportacao(id: string, opcoes: OpcoesDaRetomada = {}): Promise<void> {
  const agora = opcoes.agora ?? Date.now();
  const ref = importacoes().doc(id);
  const token = randomUUID();
  const estado = await transacao(async (tx) => {
    const rec = lerRegistro(await tx.get(ref));
    if (!rec) return null;
    if (rec.estado === "verificada" && rec.expiraEm.toMillis() < agora) {
      apagarLotes(tx, id, rec.lotes);
      tx.delete(ref);
      return null;
    }
    if (!EM_ANDAMENTO.includes(rec.estado) || rec.batimento >= agora - PARADA_MS) return null;
    tx.update(ref, { dono: token, batimento: Date.now() });
    return rec.estado;
  });
  if (estado === null) return;
  console.warn("[importacao] taking over a stopped import", { id, estado });
  try {
    if (estado === "confirmada") await publicarEConcluir(id, token, opcoes);
    else await desfazer(id, token, planilhaTexts.erros.interrompida);
  } catch (error) {
    if (deixada(error)) return;
    console.error("[importacao] takeover stopped; it will be taken over again:", error);
  }
}

/** Takes over the company's stopped imports, and deletes its expired verifications. */
export async function retomarImportacoesParadas(idEmpresa: string, opcoes: OpcoesDaRetomada = {}): Promise<void> {
  const agora = opcoes.agora ?? Date.now();
  const base = importacoes().where("idEmpresa", "==", idEmpresa);
  const [andamento, vencidas] = await Promise.all([
    withDeadline(base.where("estado", "in", [...EM_ANDAMENTO]).where("batimento", "<", agora - PARADA_MS).select().get(), "banco"),
    withDeadline(base.where("estado", "==", "verificada").where("expiraEm", "<", Timestamp.fromMillis(agora)).select().limit(50).get(), "banco"),
  ]);
  for (const doc of [...andamento.docs, ...vencidas.docs]) await retomarImportacao(doc.id, opcoes);
}
