// The long-job engine (docs/jobs.md). A kind of job declares its record (collection, reader,
// running states), its steps and what a takeover does in each running state; a step says only
// what it does in its transaction (a lot: its writes and the record's progress). The engine owns
// the rest of the protocol, once for every kind:
// - the transaction of each step, and the owner token: a step reads the record first and goes on
//   only if its token still owns it (`doDono`), so a run that lost the job to a takeover stops
//   without a write;
// - the heartbeat: every step beats it (`batida`); a record whose heartbeat stopped for PARADA_MS
//   is taken over by whoever looks next (`retomar`: its page, the cron route);
// - the commit point: before it a failure undoes the run (the kind's `desfazer`, with what it tells
//   the person), after it the run only goes forward, each step tried again a few times
//   (`comInsistencia`) and, when it must wait for someone else (`Aguardar`), waiting with its heartbeat;
// - the function's time limit: given `ate`, a run past its commit point starts no step after it
//   and releases the job (heartbeat 0) so the next function takes it over at once;
// - the test hook (`antesDoPasso`, `Interrupcao`).
import "server-only";
import { randomUUID } from "node:crypto";
import type { CollectionReference, DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { ActionError } from "@/lib/infra/actions/erro";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import {
  Aguardar,
  batida,
  comInsistencia,
  deixada,
  ESPERA_MS,
  FimDoPrazo,
  PARADA_MS,
  parada,
  pausa,
  PosseTransferida,
  type Opcoes,
  type Passo,
  type Registro,
} from "@/lib/infra/tarefas/protocolo";

/** The record's fields a step writes (the engine adds the heartbeat). */
export type Campos = Record<string, unknown>;

/** A step's work in its transaction, on the record as read there (owned by the run, in one of the step's states). */
export type Trabalho<R> = (tx: Transaction, rec: R, id: string) => Promise<Campos>;
/** A lot's work in its transaction: the record's fields it writes, or null when no lot is left. */
export type Lote<R> = (tx: Transaction, rec: R, id: string) => Promise<Campos | null>;

/** One step of a run, in the states it runs in: one transaction (`passo`), or lots (`lote`: a transaction each, until none is left). */
export type Etapa<E extends string, R, F extends string> = { fase: F; estados: readonly E[] } & ({ passo: Trabalho<R> } | { lote: Lote<R> });

/** A run: the steps before its commit point (the last of them is the commit point), then the steps after it. */
export type Percurso<E extends string, R, F extends string> = { antes?: readonly Etapa<E, R, F>[]; depois: readonly Etapa<E, R, F>[] };

/** Undoing a run stopped before its commit point. */
export type Desfazer = {
  /** Undoes the run and says why on its record (one transaction or many, each checking the owner). */
  executar: (id: string, token: string, mensagem: string) => Promise<void>;
  /** What a failure before the commit point tells the person. */
  motivo: (error: unknown) => string;
  /** What a takeover of a run stopped before its commit point tells the person. */
  interrompida: string;
};

export type Tipo<E extends string, R extends Registro<E>, F extends string> = {
  /** The kind's name in the server's logs. */
  nome: string;
  colecao: () => CollectionReference;
  /** The record as stored, or null (none, or malformed). */
  ler: (snapshot: DocumentSnapshot) => R | null;
  /** The states a run owns: its heartbeat counts in them. */
  emAndamento: readonly E[];
  /** What a takeover does with a run stopped in a running state: undo it (before its commit point), or run these steps to its end. */
  retomada: (estado: E) => "desfazer" | readonly Etapa<E, R, F>[];
  /** Required by a kind with steps before a commit point. */
  desfazer?: Desfazer;
  /** A record no run will take (a verification past its time), seen by a takeover: deleted in its transaction; true when it was. */
  descartar?: (tx: Transaction, id: string, rec: R, agora: number) => boolean;
};

export type Tarefa<E extends string, R extends Registro<E>, F extends string> = ReturnType<typeof definirTarefa<E, R, F>>;

export function definirTarefa<E extends string, R extends Registro<E>, F extends string>(tipo: Tipo<E, R, F>) {
  const ref = (id: string) => tipo.colecao().doc(id);
  const log = `[${tipo.nome}]`;

  /** The record, read in a transaction, if `token` still owns it in one of `estados`. */
  async function doDono(tx: Transaction, id: string, token: string, estados: readonly E[] = tipo.emAndamento): Promise<R> {
    const rec = tipo.ler(await tx.get(ref(id)));
    if (!rec || rec.dono !== token || !estados.includes(rec.estado)) throw new PosseTransferida();
    return rec;
  }

  /**
   * One transaction of the run: the record read (owned by `token`, in one of `estados`), the work,
   * then the fields it gives written with the heartbeat. False when the work answers null (no lot left).
   */
  const emTransacao = (id: string, token: string, estados: readonly E[], trabalho: Lote<R>): Promise<boolean> =>
    transacao(async (tx) => {
      const campos = await trabalho(tx, await doDono(tx, id, token, estados), id);
      if (campos === null) return false;
      tx.update(ref(id), { ...campos, ...batida() });
      return true;
    });

  /** One step outside a run's list (a start's undo, its parts): its transaction, as every step's. */
  const passo = async (id: string, token: string, estados: readonly E[], trabalho: Trabalho<R>): Promise<void> => {
    await emTransacao(id, token, estados, trabalho);
  };

  /** The heartbeat alone, while a step waits (no takeover of a run that is only waiting). */
  const bater = (id: string, token: string) => passo(id, token, tipo.emAndamento, async () => ({}));

  /** Leaves the job for the next function: its heartbeat made old, so the next look takes it over at once. */
  const soltar = (id: string, token: string) =>
    transacao(async (tx) => {
      await doDono(tx, id, token);
      tx.update(ref(id), { batimento: 0 });
    }).catch((error: unknown) => {
      if (!deixada(error)) console.error(`${log} could not release a job; it will be taken over:`, error);
    });

  /** Runs steps; past the commit point (`depois`) each is tried again, waits when it must, and stops at `ate`. */
  async function correr(etapas: readonly Etapa<E, R, F>[], id: string, token: string, opcoes: Opcoes<F>, depois: boolean): Promise<void> {
    const antesDe = async (passo: Passo<F>) => {
      if (depois && opcoes.ate !== undefined && Date.now() >= opcoes.ate) throw new FimDoPrazo();
      await opcoes.antesDoPasso?.(passo);
    };
    const tentar = async (etapa: Etapa<E, R, F>): Promise<boolean> => {
      const trabalho = () => emTransacao(id, token, etapa.estados, "lote" in etapa ? etapa.lote : etapa.passo);
      if (!depois) return trabalho();
      for (;;) {
        try {
          return await comInsistencia(trabalho, (e) => deixada(e) || e instanceof Aguardar);
        } catch (error) {
          if (!(error instanceof Aguardar)) throw error;
        }
        if (opcoes.ate !== undefined && Date.now() >= opcoes.ate) throw new FimDoPrazo();
        await pausa(ESPERA_MS);
        await comInsistencia(() => bater(id, token), deixada);
      }
    };
    for (const etapa of etapas) {
      if ("passo" in etapa) {
        await antesDe({ fase: etapa.fase });
        await tentar(etapa);
        continue;
      }
      for (let lote = 0; ; lote++) {
        await antesDe({ fase: etapa.fase, lote });
        if (!(await tentar(etapa))) break;
      }
    }
  }

  /** Where a run that stopped on `error` is left: released at its time limit, as it is otherwise (the next look takes it over). */
  async function deixar(id: string, token: string, error: unknown, dito: string): Promise<void> {
    if (error instanceof FimDoPrazo) return soltar(id, token);
    if (!deixada(error)) console.error(`${log} ${dito}`, error);
  }

  /**
   * Runs a started job to its end (its owner's work, after the response in the app). Never throws:
   * whatever happens is in the record, and a stopped job is taken over later.
   */
  async function continuar(id: string, token: string, percurso: Percurso<E, R, F>, opcoes: Opcoes<F> = {}): Promise<void> {
    try {
      if (percurso.antes?.length) {
        try {
          await correr(percurso.antes, id, token, opcoes, false);
        } catch (error) {
          if (deixada(error) || !tipo.desfazer) throw error;
          if (!(error instanceof ActionError)) console.error(`${log} failed before its commit point, undoing:`, error);
          await tipo.desfazer.executar(id, token, tipo.desfazer.motivo(error));
          return;
        }
      }
      await correr(percurso.depois, id, token, opcoes, true);
    } catch (error) {
      await deixar(id, token, error, "stopped; it will be taken over:");
    }
  }

  /**
   * Takes over a job whose heartbeat stopped (older than PARADA_MS at `agora`; tests move it
   * forward): a new owner token, then undone if it had not reached its commit point, run to its
   * end if it had. The old owner, if it wakes up, finds another token and stops. Returns whether
   * it took the job over.
   */
  async function retomar(id: string, opcoes: Opcoes<F> & { agora?: number } = {}): Promise<boolean> {
    const agora = opcoes.agora ?? Date.now();
    const token = randomUUID();
    const estado = await transacao(async (tx) => {
      const rec = tipo.ler(await tx.get(ref(id)));
      if (!rec || tipo.descartar?.(tx, id, rec, agora) || !parada(rec, tipo.emAndamento, agora)) return null;
      tx.update(ref(id), { dono: token, batimento: Date.now() });
      return rec.estado;
    });
    if (estado === null) return false;
    console.warn(`${log} taking over a stopped job`, { id, estado });
    const retomada = tipo.retomada(estado);
    try {
      if (retomada !== "desfazer") await correr(retomada, id, token, opcoes, true);
      else if (tipo.desfazer) await tipo.desfazer.executar(id, token, tipo.desfazer.interrompida);
    } catch (error) {
      await deixar(id, token, error, "takeover stopped; it will be taken over again:");
    }
    return true;
  }

  /**
   * The ids of up to `limite` jobs of this kind whose heartbeat stopped, of every company, the
   * longest stopped first (the cron route: firestore.indexes.json holds the index on estado and batimento).
   */
  async function paradas(limite: number, agora = Date.now()): Promise<string[]> {
    const consulta = tipo.colecao().where("estado", "in", [...tipo.emAndamento]).where("batimento", "<", agora - PARADA_MS);
    const snapshot = await withDeadline(consulta.orderBy("batimento").select().limit(limite).get(), "banco");
    return snapshot.docs.map((d) => d.id);
  }

  return { nome: tipo.nome, emAndamento: tipo.emAndamento, ref, doDono, passo, continuar, retomar, paradas, parada: (rec: Pick<R, "estado" | "batimento">, agora = Date.now()) => parada(rec, tipo.emAndamento, agora) };
}
