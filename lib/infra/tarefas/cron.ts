// The cron route's work (app/api/tarefas/retomar, docs/jobs.md): the stopped jobs of every kind
// given, of every company, taken over one after the other until the function's time is nearly up.
// A job still running at that moment is released (its heartbeat made old) and the next call, or
// its page, takes it over where it stopped.
import "server-only";

/** What the route needs of a kind of job (a `definirTarefa`'s result). */
export type Retomavel = {
  nome: string;
  paradas: (limite: number) => Promise<string[]>;
  retomar: (id: string, opcoes?: { ate?: number }) => Promise<boolean>;
};

/** How many stopped jobs of a kind one call looks for (more wait for the next call). */
export const PARADAS_POR_CHAMADA = 20;

export type Retomadas = { retomadas: number; restam: boolean };

/** Takes over the stopped jobs of `tarefas` until `ate` (ms); says whether some were left for the next call. */
export async function retomarTarefasParadas(tarefas: readonly Retomavel[], ate: number): Promise<Retomadas> {
  let retomadas = 0;
  for (const tarefa of tarefas) {
    for (const id of await tarefa.paradas(PARADAS_POR_CHAMADA)) {
      if (Date.now() >= ate) return { retomadas, restam: true };
      try {
        if (await tarefa.retomar(id, { ate })) retomadas += 1;
      } catch (error) {
        // A takeover that could not even start (the database): the next call tries it again.
        console.error(`[tarefas] could not take over a stopped ${tarefa.nome}:`, { id }, error);
      }
    }
  }
  return { retomadas, restam: false };
}
