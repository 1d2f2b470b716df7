// The pages' check of the stored frequência flags against the rules in force (issue 42's rollout).
// Before issue 42 every flag followed the law's 75%, whatever the company's `Frequência mínima`: a
// company that had saved 80% would keep Home's count and list at 75% until each entry's next roll
// call (forever for a turma with no more). No page scans the entries for that: the recount's record
// says which minimum the stored flags follow (registro.ts's `minimoDasFlags`: none, 75%), and the
// pages that show them (Home's panel, Configurações) compare it with the rules, two documents read
// by id in one call. When they differ and no recount runs, the page says `Recalculando a frequência
// dos alunos…` and, after its response, `recontarSeEmFalta` starts the recount in a transaction
// that reads both again (two pages at once start it once) and runs it. The cron route need not look
// for such companies (docs/jobs.md): the flags matter only where those pages show them.
import "server-only";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { transacao } from "@/lib/infra/firestore/transacao";
import { parada } from "@/lib/infra/tarefas";
import { regrasDaEmpresa, regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { iniciarRecontagem, lerRecontagem, lerRecontagemDaEmpresa, RECALCULANDO, recontagemEmFalta, recontagens } from "@/lib/chamadas/recontagem/registro";
import { continuarRecontagem } from "@/lib/chamadas/recontagem/passos";

/**
 * The company's recount as its pages show it. `emCurso`: the pages say `Recalculando a frequência
 * dos alunos…` (a recount runs, or one is missing and about to start); `parada`: the one running
 * stopped (take it over after the response); `emFalta`: the stored flags follow another minimum
 * than the rules in force and none runs (call `recontarSeEmFalta` after the response).
 */
export type EstadoDaRecontagemNaPagina = { emCurso: boolean; parada: boolean; emFalta: boolean };

/**
 * The record and the rules (memoised per request: Configurações reads them anyway), asked for in
 * the same turn so they travel in one call (lib/infra/firestore/lote-de-leituras.ts).
 */
export async function recontagemDaEmpresa(idEmpresa: string, agora = Date.now()): Promise<EstadoDaRecontagemNaPagina> {
  const [rec, regras] = await Promise.all([lerRecontagemDaEmpresa(idEmpresa), regrasDaEmpresa(idEmpresa)]);
  const emFalta = recontagemEmFalta(rec, regras.frequenciaMinima);
  const rodando = rec !== null && RECALCULANDO.includes(rec.estado);
  return { emCurso: rodando || emFalta, parada: rec !== null && parada(rec, RECALCULANDO, agora), emFalta };
}

/**
 * Starts the recount if the stored flags still follow another minimum than the rules in force and
 * none runs (both read again in the transaction that writes the record, so of two checks at once
 * one starts it and the other finds it running), then runs it to its end. Returns whether this
 * call started it. Never throws (the page's work after its response): a failure is logged, and the
 * next view checks again.
 */
export async function recontarSeEmFalta(idEmpresa: string, opcoes: Parameters<typeof continuarRecontagem>[2] = {}): Promise<boolean> {
  if (!isDocumentId(idEmpresa)) return false;
  try {
    const token = await transacao(async (tx) => {
      const [regras, rec] = await Promise.all([regrasNaTransacao(tx, idEmpresa), tx.get(recontagens().doc(idEmpresa)).then(lerRecontagem)]);
      return recontagemEmFalta(rec, regras.frequenciaMinima) ? iniciarRecontagem(tx, idEmpresa, regras.frequenciaMinima) : null;
    });
    if (!token) return false;
    await continuarRecontagem(idEmpresa, token, opcoes);
    return true;
  } catch (error) {
    console.error(`[recontagem] ${idEmpresa}: the check could not start the recount; the next view checks again:`, error);
    return false;
  }
}
