// The recount of the frequência flags (issue 42), a job of the long-job protocol (lib/infra/tarefas,
// docs/jobs.md): after a change of `Frequência mínima`, every entry `Cursando` of the company, by
// document id, in lots of LOTE_DA_RECONTAGEM, each lot one transaction that
// - reads the rules in force (so a change of the rules meanwhile retries it, and its owner is then
//   another run), its entries, their turmas (the etapa de ensino) and their years;
// - recomputes each entry's flag from its stored counters by the one rule
//   (lib/regras/frequencia.ts's abaixoDoMinimo), leaving a closed year's entries as they are (it
//   keeps its own rules);
// - writes only the flags that change, and moves Home's kept count by their net change
//   (lib/empresas/contadores.ts), with the record's progress: a lot done again (a takeover) finds
//   its flags right already and moves nothing.
// No commit point: the record is written with the rules' change, and the run only goes forward.
// A takeover (the cron route, Configurações, Home) goes on from the record's cursor.
import "server-only";
import { FieldPath, type Transaction } from "firebase-admin/firestore";
import { contar } from "@/lib/empresas/contadores";
import { regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { definirTarefa, type Etapa, type Lote, type Opcoes } from "@/lib/infra/tarefas";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import { enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { frequenciaDoc } from "@/lib/enturmacoes/schema";
import { abaixoDoMinimo, somar } from "@/lib/regras/frequencia";
import { lerRecontagem, RECALCULANDO, recontagens, type EstadoDaRecontagem, type RecontagemDoc } from "@/lib/chamadas/recontagem/registro";

/**
 * Entries per lot and per transaction: up to 100 flags written, a shard of Home's count and the
 * record (102 writes of a commit's 500); its reads: the rules, the entries, their turmas and years.
 */
export const LOTE_DA_RECONTAGEM = 100;

type Fase = "recontagem" | "conclusao";

/** The documents of these ids in one read of the transaction, by id. */
async function porId(tx: Transaction, colecao: FirebaseFirestore.CollectionReference, ids: Iterable<string>) {
  const unicos = [...new Set(ids)];
  const snapshots = unicos.length > 0 ? await tx.getAll(...unicos.map((id) => colecao.doc(id))) : [];
  return new Map(snapshots.map((s) => [s.id, s]));
}

/** One lot: the next entries `Cursando` after the cursor, their flags by the rules in force. */
const recontarLote: Lote<RecontagemDoc> = async (tx, rec) => {
  const { idEmpresa } = rec;
  const regras = await regrasNaTransacao(tx, idEmpresa);
  const consulta = enturmacoesCollection().where("idEmpresa", "==", idEmpresa).where("situacao", "==", "cursando").orderBy(FieldPath.documentId());
  const entradas = (await tx.get((rec.cursor ? consulta.startAfter(rec.cursor) : consulta).limit(LOTE_DA_RECONTAGEM))).docs;
  if (entradas.length === 0) return null;
  const [turmas, anos] = await Promise.all([
    porId(tx, turmasCollection(), entradas.map((e) => String(e.get("idTurma")))),
    porId(tx, anosCollection(), entradas.map((e) => String(e.get("idAnoLetivo")))),
  ]);
  let mudadas = 0;
  let abaixo = 0;
  for (const entrada of entradas) {
    const turma = turmaFrom(turmas.get(String(entrada.get("idTurma")))!, idEmpresa);
    const ano = anoFrom(anos.get(String(entrada.get("idAnoLetivo")))!, idEmpresa);
    // A closed year keeps the flags of its own rules; an entry whose turma or year is gone is left as it is.
    if (!turma || !ano || ano.situacao === "encerrado") continue;
    const antes = entrada.get("abaixoDoMinimo") === true;
    const agora = abaixoDoMinimo(somar(Object.values(frequenciaDoc.parse(entrada.get("frequencia") ?? {}))), turma.etapaDeEnsino, regras.frequenciaMinima);
    if (agora === antes) continue;
    tx.update(entrada.ref, { abaixoDoMinimo: agora });
    mudadas += 1;
    abaixo += Number(agora) - Number(antes);
  }
  contar(tx, idEmpresa, { abaixoDoMinimo: abaixo });
  return { cursor: entradas.at(-1)!.id, revisadas: rec.revisadas + entradas.length, mudadas: rec.mudadas + mudadas };
};

const ETAPAS: readonly Etapa<EstadoDaRecontagem, RecontagemDoc, Fase>[] = [
  { fase: "recontagem", estados: RECALCULANDO, lote: recontarLote },
  { fase: "conclusao", estados: RECALCULANDO, passo: async () => ({ estado: "concluida", dono: null }) },
];

export const tarefaDaRecontagem = definirTarefa<EstadoDaRecontagem, RecontagemDoc, Fase>({
  nome: "recontagem",
  colecao: recontagens,
  ler: lerRecontagem,
  emAndamento: RECALCULANDO,
  retomada: () => ETAPAS,
});

/** Runs a started recount to its end (after the response of the change of the rules). Never throws. */
export function continuarRecontagem(idEmpresa: string, token: string, opcoes: Opcoes<Fase> = {}): Promise<void> {
  return tarefaDaRecontagem.continuar(idEmpresa, token, { depois: ETAPAS }, opcoes);
}

/** Takes over the company's recount if its heartbeat stopped (its pages call it after their response). */
export const retomarRecontagem = tarefaDaRecontagem.retomar;
