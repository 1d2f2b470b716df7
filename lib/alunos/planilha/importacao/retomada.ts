// Taking over a spreadsheet import whose server stopped halfway: its heartbeat is older than
// PARADA_MS, so whoever looks at it next (its page, the progress the browser polls, the Alunos
// pages through agenda.ts, the cron route) gives it a new owner token and undoes it if it had not
// reached its commit point, or finishes it if it had (the protocol, lib/infra/tarefas; the steps,
// passos.ts). The old owner, if it wakes up, finds another token and stops. Expired verifications
// are deleted on the way.
import "server-only";
import { Timestamp } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { EM_ANDAMENTO } from "@/lib/alunos/planilha/estados";
import { importacoes, PARADA_MS } from "@/lib/alunos/planilha/importacao/registro";
import { tarefaDaImportacao, type Opcoes } from "@/lib/alunos/planilha/importacao/passos";

/** The steps' options, and the time to judge heartbeats by (tests move it forward). */
type OpcoesDaRetomada = Opcoes & { agora?: number };

/**
 * Takes over an import whose server stopped (its heartbeat is older than PARADA_MS): undone if it
 * had not reached its commit point, finished if it had. Expired verifications are deleted.
 */
export async function retomarImportacao(id: string, opcoes: OpcoesDaRetomada = {}): Promise<void> {
  await tarefaDaImportacao.retomar(id, opcoes);
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
