// `Unificar alunos`'s second half (issue 43), a job of the long-job protocol (lib/infra/tarefas,
// docs/jobs.md). The unification's transaction (escrita.ts) is its commit point: the two records
// become one, the entries (with their attendance counters), the final results, the unique numbers
// and the counts move there, and it writes this record (unificacoes/{id}) owned by its run. After
// it, the run only goes forward, in lots of one transaction each, moving what still names the
// student that went (`idSai`) to the one that stays (`idFica`):
// - the marks of the roll calls and the grade sheets of its turmas (by turma, by document id from
//   the record's cursor; only the documents that name it are written);
// - its pareceres (their id names the student: written again, the old one deleted), its documents
//   and its history entries (queried by its id until none is left).
// A lot done twice (a takeover) finds its documents moved already and writes nothing. A roll call
// saved meanwhile is rebuilt from the entries (which name the staying student since the commit):
// its counters move by entry, so it needs nothing from this run, which then finds no mark to move.
import "server-only";
import { FieldPath, FieldValue, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { definirTarefa, type Etapa, type Lote, type Opcoes } from "@/lib/infra/tarefas";
import { daEmpresa } from "@/lib/empresas/schema";
import { chamadasCollection } from "@/lib/chamadas/escrita";
import { notasCollection } from "@/lib/notas/schema";
import { pareceresCollection } from "@/lib/pareceres/dados";
import { idDoParecer } from "@/lib/pareceres/documento";

export const ESTADOS_DA_UNIFICACAO = ["movendo", "concluida"] as const;
export type EstadoDaUnificacao = (typeof ESTADOS_DA_UNIFICACAO)[number];
const MOVENDO: readonly EstadoDaUnificacao[] = ["movendo"];

/** Documents read per lot (and at most as many written, with the record). */
export const LOTE_DA_UNIFICACAO = 100;

export const unificacoes = () => db().collection(COLLECTIONS.unificacoes);

const contagens = z.object({ chamadas: z.number().int().catch(0), notas: z.number().int().catch(0), pareceres: z.number().int().catch(0), documentos: z.number().int().catch(0), historico: z.number().int().catch(0) });
/** Where a lot by turma goes on: the turma's index in `turmas`, and the last document read there. */
const cursor = z.object({ turma: z.number().int().min(0).catch(0), doc: z.string().nullable().catch(null) });

const unificacaoDoc = z.object({
  idEmpresa: z.string().min(1),
  idFica: z.string().min(1),
  idSai: z.string().min(1),
  /** The turmas of the entries that moved: where the roll calls and grade sheets are. */
  turmas: z.array(z.string()),
  estado: z.enum(ESTADOS_DA_UNIFICACAO),
  dono: z.string().nullable().catch(null),
  batimento: z.number().catch(0),
  commits: z.number().int().catch(0),
  chamadas: cursor.catch({ turma: 0, doc: null }),
  notas: cursor.catch({ turma: 0, doc: null }),
  /** The documents moved so far, per kind. */
  movidos: contagens.catch({ chamadas: 0, notas: 0, pareceres: 0, documentos: 0, historico: 0 }),
});
export type UnificacaoDoc = z.output<typeof unificacaoDoc>;
export type MovidosDepois = z.output<typeof contagens>;

/** The record as stored, or null (none, malformed). Its company is its own field: the run's steps read it for that. */
const lerUnificacao = (snapshot: DocumentSnapshot): UnificacaoDoc | null => (snapshot.exists ? daEmpresa(snapshot, unificacaoDoc, String(snapshot.get("idEmpresa"))) : null);

/** The record the commit point writes (after its reads), owned by `token`. */
export function registroDaUnificacao(idEmpresa: string, idFica: string, idSai: string, turmas: readonly string[], token: string) {
  return {
    idEmpresa,
    idFica,
    idSai,
    turmas: [...turmas],
    estado: "movendo" as const,
    dono: token,
    batimento: Date.now(),
    commits: 0,
    chamadas: { turma: 0, doc: null },
    notas: { turma: 0, doc: null },
    movidos: { chamadas: 0, notas: 0, pareceres: 0, documentos: 0, historico: 0 },
    criadoEm: FieldValue.serverTimestamp(),
  };
}

/** A map field keyed by student id (`alunos`, `valores`): the one that went's entry now the staying one's. */
const renomear = (tx: Transaction, d: DocumentSnapshot, campo: string, de: string, para: string) =>
  tx.update(d.ref, new FieldPath(campo, para), d.get(new FieldPath(campo, de)), new FieldPath(campo, de), FieldValue.delete());
/** Whether a map field keyed by student id (`alunos`, `valores`) names the student. */
export const temChave = (d: DocumentSnapshot, campo: string, id: string) => {
  const mapa: unknown = d.get(campo);
  return !!mapa && typeof mapa === "object" && Object.hasOwn(mapa, id);
};

/**
 * A lot over the documents of the student's turmas, turma after turma by document id (`fase`'s
 * cursor on the record): each that names the student moved by `mover`, which says whether it did.
 */
function porTurma(fase: "chamadas" | "notas", consulta: (rec: UnificacaoDoc, idTurma: string) => Query, mover: (tx: Transaction, d: DocumentSnapshot, rec: UnificacaoDoc) => boolean): Lote<UnificacaoDoc> {
  return async (tx, rec) => {
    const onde = rec[fase];
    const idTurma = rec.turmas[onde.turma];
    if (idTurma === undefined) return null;
    const base = consulta(rec, idTurma).orderBy(FieldPath.documentId());
    const docs = (await tx.get((onde.doc ? base.startAfter(onde.doc) : base).limit(LOTE_DA_UNIFICACAO))).docs;
    const movidos = docs.filter((d) => d.get("idEmpresa") === rec.idEmpresa && mover(tx, d, rec)).length;
    const proximo = docs.length < LOTE_DA_UNIFICACAO ? { turma: onde.turma + 1, doc: null } : { turma: onde.turma, doc: docs.at(-1)!.id };
    return { [fase]: proximo, [`movidos.${fase}`]: rec.movidos[fase] + movidos };
  };
}

const moverChamada = (tx: Transaction, d: DocumentSnapshot, rec: UnificacaoDoc) => {
  if (!temChave(d, "alunos", rec.idSai)) return false;
  renomear(tx, d, "alunos", rec.idSai, rec.idFica);
  return true;
};

const moverNotas = (tx: Transaction, d: DocumentSnapshot, rec: UnificacaoDoc) => {
  const naoCompareceu = (d.get("naoCompareceu") as unknown[] | undefined) ?? [];
  const ausente = Array.isArray(naoCompareceu) && naoCompareceu.includes(rec.idSai);
  const comValor = temChave(d, "valores", rec.idSai);
  if (!ausente && !comValor) return false;
  if (comValor) renomear(tx, d, "valores", rec.idSai, rec.idFica);
  if (ausente) tx.update(d.ref, { naoCompareceu: naoCompareceu.map((id) => (id === rec.idSai ? rec.idFica : id)) });
  return true;
};

/** A lot over the documents that name the student by a field, until none is left (each lot moves the ones it reads). */
function porCampo(fase: "pareceres" | "documentos" | "historico", consulta: (rec: UnificacaoDoc) => Query, mover: (tx: Transaction, d: DocumentSnapshot, rec: UnificacaoDoc) => void): Lote<UnificacaoDoc> {
  return async (tx, rec) => {
    const docs = (await tx.get(consulta(rec).limit(LOTE_DA_UNIFICACAO))).docs;
    if (docs.length === 0) return null;
    for (const d of docs) mover(tx, d, rec);
    return { [`movidos.${fase}`]: rec.movidos[fase] + docs.length };
  };
}

type Fase = "chamadas" | "notas" | "pareceres" | "documentos" | "historico" | "conclusao";

const ETAPAS: readonly Etapa<EstadoDaUnificacao, UnificacaoDoc, Fase>[] = [
  { fase: "chamadas", estados: MOVENDO, lote: porTurma("chamadas", (rec, t) => chamadasCollection().where("idEmpresa", "==", rec.idEmpresa).where("idTurma", "==", t), moverChamada) },
  { fase: "notas", estados: MOVENDO, lote: porTurma("notas", (rec, t) => notasCollection().where("idEmpresa", "==", rec.idEmpresa).where("idTurma", "==", t), moverNotas) },
  {
    fase: "pareceres",
    estados: MOVENDO,
    lote: porCampo(
      "pareceres",
      (rec) => pareceresCollection().where("idEmpresa", "==", rec.idEmpresa).where("idAluno", "==", rec.idSai),
      (tx, d, rec) => {
        tx.set(pareceresCollection().doc(idDoParecer(String(d.get("idTurma")), Number(d.get("etapa")), rec.idFica)), { ...d.data(), idAluno: rec.idFica });
        tx.delete(d.ref);
      },
    ),
  },
  {
    fase: "documentos",
    estados: MOVENDO,
    lote: porCampo("documentos", (rec) => db().collection(COLLECTIONS.documentos).where("idEmpresa", "==", rec.idEmpresa).where("idAluno", "==", rec.idSai), (tx, d, rec) => tx.update(d.ref, { idAluno: rec.idFica })),
  },
  {
    fase: "historico",
    estados: MOVENDO,
    lote: porCampo("historico", (rec) => db().collection(COLLECTIONS.atividades).where("idEmpresa", "==", rec.idEmpresa).where("alvo.id", "==", rec.idSai), (tx, d, rec) => tx.update(d.ref, { "alvo.id": rec.idFica })),
  },
  { fase: "conclusao", estados: MOVENDO, passo: async () => ({ estado: "concluida", dono: null }) },
];

export const tarefaDaUnificacao = definirTarefa<EstadoDaUnificacao, UnificacaoDoc, Fase>({
  nome: "unificacao",
  colecao: unificacoes,
  ler: lerUnificacao,
  emAndamento: MOVENDO,
  retomada: () => ETAPAS,
});

/** Runs a unification's move to its end (right after its commit point). Never throws: a stopped run is taken over (the cron route). */
export function continuarUnificacao(id: string, token: string, opcoes: Opcoes<Fase> = {}): Promise<void> {
  return tarefaDaUnificacao.continuar(id, token, { depois: ETAPAS }, opcoes);
}

/** The record's progress (the counts moved so far and its state), or null. */
export async function lerProgressoDaUnificacao(id: string): Promise<UnificacaoDoc | null> {
  return lerUnificacao(await unificacoes().doc(id).get());
}
