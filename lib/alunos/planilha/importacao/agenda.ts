// When this process looks for a company's stopped imports without anyone opening their page: the
// Alunos pages call `procurarImportacoesParadas` after their response, and it runs the takeover
// (retomada.ts) at most once a minute per company and server instance.
//
// Its memory (the companies looked for lately) is a throttle, not a queue: no work waits in it, so
// it can be bounded without losing any. It holds at most PROCURADAS_MAX companies, the one looked
// for longest ago forgotten first (`guardarLimitado`). Below the cap nothing changes; past it (more
// companies looked for within a minute than the cap), a forgotten company is looked for again at
// its next call instead of a minute later: two more queries, never a stopped import missed.
import "server-only";
import { guardarLimitado } from "@/lib/infra/mapa-limitado";
import { PARADA_MS } from "@/lib/alunos/planilha/importacao/registro";
import { retomarImportacoesParadas } from "@/lib/alunos/planilha/importacao/retomada";

/** The most companies this process remembers having looked for. */
export const PROCURADAS_MAX = 10_000;

/** Per server instance: the companies whose stopped imports were looked for lately, and when. */
const procuradas = new Map<string, number>();

/**
 * At most once a minute per company and instance (the Alunos pages call it after their response):
 * a stopped import does not wait for someone to open its page.
 */
export function procurarImportacoesParadas(idEmpresa: string): Promise<void> {
  const agora = Date.now();
  if ((procuradas.get(idEmpresa) ?? 0) > agora - PARADA_MS) return Promise.resolve();
  guardarLimitado(procuradas, idEmpresa, agora, PROCURADAS_MAX);
  return retomarImportacoesParadas(idEmpresa).catch((error) => console.error("[importacao] could not look for stopped imports:", error));
}
