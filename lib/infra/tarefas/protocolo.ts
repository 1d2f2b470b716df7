// The long-job protocol's pieces every kind of job shares (docs/jobs.md tells the whole protocol):
// the heartbeat, the errors that leave a run where it is, the retries of a step past the commit
// point. The engine that runs a kind with them is tarefa.ts. No Firestore read here.
import "server-only";
import { FieldValue } from "firebase-admin/firestore";

/** A heartbeat older than this: the job's server stopped, whoever looks next takes over. */
export const PARADA_MS = 60_000;

/** How long a step that must wait (`Aguardar`) waits before it tries again, beating the heartbeat. */
export const ESPERA_MS = 1_000;

/** The fields the protocol keeps on every job's record. */
export type Registro<E extends string = string> = { estado: E; dono: string | null; batimento: number };

/** Another process owns the job now: this one stops without touching it. */
export class PosseTransferida extends Error {
  override name = "PosseTransferida";
}

/** For tests: the process stops here, as if its server died (nothing is cleaned up). */
export class Interrupcao extends Error {
  override name = "Interrupcao";
}

/** A step that cannot run yet (another process holds what it needs): the run waits, beating its heartbeat, and tries it again. */
export class Aguardar extends Error {
  override name = "Aguardar";
}

/** The function this run lives in is near its time limit: the run releases the job for the next one. */
export class FimDoPrazo extends Error {
  override name = "FimDoPrazo";
}

/** Another process owns the job, or a test stopped this one: this process leaves it as it is. */
export const deixada = (error: unknown) => error instanceof PosseTransferida || error instanceof Interrupcao;

/** Written by every step on the record: its heartbeat, and one more commit. */
export const batida = () => ({ batimento: Date.now(), commits: FieldValue.increment(1) });

/** Whether a job's heartbeat stopped (its server died halfway, or it was released): whoever looks next takes over. */
export const parada = <E extends string>(rec: Pick<Registro<E>, "estado" | "batimento">, emAndamento: readonly E[], agora = Date.now()) =>
  emAndamento.includes(rec.estado) && rec.batimento < agora - PARADA_MS;

/** Where a run is, for the test hook: a phase, and the lot within it. */
export type Passo<F extends string = string> = { fase: F; lote?: number };

export type Opcoes<F extends string = string> = {
  /** Called before each step's transaction; tests fail (or interrupt) a run here. */
  antesDoPasso?: (passo: Passo<F>) => void | Promise<void>;
  /**
   * The moment (ms) past which the run starts no other step after its commit point: it releases
   * the job for the next function (the cron route's bounded work, docs/jobs.md). None: to the end.
   */
  ate?: number;
};

export const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A step past the commit point: tried again a few times, waiting longer each time, before leaving
 * it to a takeover. `desistir`: an error that must not be retried (another process owns the run
 * now, or a test stopped this one).
 */
export async function comInsistencia<T>(passo: () => Promise<T>, desistir: (error: unknown) => boolean, tentativas = 3): Promise<T> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      return await passo();
    } catch (error) {
      if (desistir(error) || tentativa >= tentativas) throw error;
      await pausa(500 * 2 ** tentativa);
    }
  }
}
