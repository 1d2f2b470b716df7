import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { formatarData } from "@/lib/campos/data";
import { chamadaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { turmaNaTransacao } from "@/lib/turmas/escrita";
import { turmasCollection } from "@/lib/turmas/dados";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ajustes, idDaChamada, type Ajuste } from "@/lib/chamadas/documento";
import { chamadaFrom, chamadasCollection, moverContadores } from "@/lib/chamadas/escrita";

// The roll calls of days that become `Não letivo` (issue 41: `Marcar como não letivo e desconsiderar
// as chamadas desses dias`). Listed first, so the person sees which turmas and days would be lost;
// then taken out turma by turma, each in one transaction that deletes the turma's roll calls of those
// days and moves its students' counters back by what they counted: a retry finds them gone and
// moves nothing, so every counter is adjusted once, whatever the retries.

/** A roll call of the period: its turma, school and day. */
export type ChamadaDoPeriodo = { idTurma: string; idEscola: string; nomeDaTurma: string; dia: string };

const daPeriodo = (ctx: ShellContext, idAnoLetivo: string, de: string, ate: string) =>
  chamadasCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", idAnoLetivo).where("dia", ">=", de).where("dia", "<=", ate);

/** The first `limite` roll calls of a year from `de` to `ate` (by day, with their turmas' names), and how many there are. */
export async function chamadasDoPeriodo(
  ctx: ShellContext,
  idAnoLetivo: string,
  de: string,
  ate: string,
  limite: number,
): Promise<{ chamadas: ChamadaDoPeriodo[]; total: number }> {
  const consulta = daPeriodo(ctx, idAnoLetivo, de, ate);
  const [pagina, contagem] = await Promise.all([
    withDeadline(consulta.orderBy("dia").select("idTurma", "idEscola", "dia").limit(limite).get(), "banco"),
    withDeadline(consulta.count().get(), "banco"),
  ]);
  const ids = [...new Set(pagina.docs.map((d) => String(d.get("idTurma"))))];
  const turmas = ids.length > 0 ? await withDeadline(turmasCollection().firestore.getAll(...ids.map((id) => turmasCollection().doc(id))), "banco") : [];
  registrarLeituras("chamadas.doPeriodo", pagina.size + 1 + turmas.length);
  const nomes = new Map(turmas.filter((t) => t.exists && t.get("idEmpresa") === ctx.empresa.id).map((t) => [t.id, String(t.get("nome"))]));
  const chamadas = pagina.docs.map((d) => {
    const idTurma = String(d.get("idTurma"));
    return { idTurma, idEscola: String(d.get("idEscola")), nomeDaTurma: nomes.get(idTurma) ?? idTurma, dia: String(d.get("dia")) };
  });
  return { chamadas, total: contagem.data().count };
}

/** The turmas (ids) and days of the next roll calls of the period to take out: one page, by day. */
export async function proximasChamadasDoPeriodo(ctx: ShellContext, idAnoLetivo: string, de: string, ate: string, limite: number): Promise<Map<string, string[]>> {
  const pagina = await withDeadline(daPeriodo(ctx, idAnoLetivo, de, ate).orderBy("dia").select("idTurma", "dia").limit(limite).get(), "banco");
  registrarLeituras("chamadas.desconsiderar.lista", pagina.size);
  const porTurma = new Map<string, string[]>();
  for (const d of pagina.docs) {
    const idTurma = String(d.get("idTurma"));
    porTurma.set(idTurma, [...(porTurma.get(idTurma) ?? []), String(d.get("dia"))]);
  }
  return porTurma;
}

/**
 * In a transaction: deletes a turma's roll calls of `dias` (those of the year `idAnoLetivo` still
 * there) and moves its students' counters back by what they counted, with an activity on the turma
 * naming the days and `motivo`. Answers how many it took out (0 on a retry).
 */
export async function desconsiderarChamadasDaTurma(tx: Transaction, ctx: ShellContext, idAnoLetivo: string, idTurma: string, dias: readonly string[], motivo: string): Promise<number> {
  const turma = await turmaNaTransacao(tx, ctx, idTurma);
  const refs = dias.map((dia) => chamadasCollection().doc(idDaChamada(idTurma, dia)));
  const docs = refs.length > 0 ? await tx.getAll(...refs) : [];
  registrarLeituras("chamadas.desconsiderar", 1 + docs.length);
  const guardadas = docs.flatMap((d) => {
    const c = chamadaFrom(d, ctx.empresa.id);
    return c && c.idAnoLetivo === idAnoLetivo && c.idTurma === idTurma ? [{ ref: d.ref, dia: c.dia, registro: c.alunos, etapa: c.etapa }] : [];
  });
  if (guardadas.length === 0) return 0;
  const mudancas: Ajuste[] = guardadas.flatMap((c) => ajustes({ registro: c.registro, etapa: c.etapa }, { registro: {}, etapa: c.etapa }));
  await moverContadores(tx, ctx, turma, mudancas, new Map(), "chamadas.desconsiderar.entradas");
  for (const c of guardadas) tx.delete(c.ref);
  registrarAtividade(tx, autorDe(ctx), {
    tipo: "chamadas.desconsideradas",
    alvo: { colecao: COLLECTIONS.turmas, id: turma.id, nome: `${turma.nome} (${turma.ano})` },
    detalhe: chamadaTexts.desconsideradas(guardadas.map((c) => c.dia).sort().map(formatarData), motivo),
  });
  return guardadas.length;
}
