// Vercel Cron (vercel.json: every minute) calls this route to resume the long jobs a function left
// halfway (docs/jobs.md): the stopped jobs of every kind, of every company, taken over for a
// bounded time, the rest left to the next call or to their pages. Only Vercel calls it: it must
// carry `Authorization: Bearer $CRON_SECRET` (no secret, or another one: 401, nothing done). Not a
// session route: middleware.ts lets it through untouched.
import { getServerEnv } from "@/lib/infra/env";
import { isCronAuthorized } from "@/lib/infra/security/cron";
import { retomarTarefasParadas, type Retomavel } from "@/lib/infra/tarefas/cron";
import { tarefaDaImportacao } from "@/lib/alunos/planilha/importacao/passos";
import { tarefaDaRematricula } from "@/lib/rematricula/passos";
import { tarefaDaRecontagem } from "@/lib/chamadas/recontagem/passos";
import { tarefaDaUnificacao } from "@/lib/alunos/unificacao/tarefa";

/** The kinds of job this route resumes: every kind declared with `definirTarefa`. */
const TAREFAS: readonly Retomavel[] = [tarefaDaImportacao, tarefaDaRematricula, tarefaDaRecontagem, tarefaDaUnificacao];

/** The function's limit on Vercel (seconds). */
export const maxDuration = 60;
/** The work stops starting new steps this long after the call began: a step (one transaction, its retries) fits in what is left. */
const TRABALHO_MS = 40_000;

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const inicio = Date.now();
  if (!isCronAuthorized(request.headers.get("authorization"), getServerEnv().CRON_SECRET)) {
    return new Response("Unauthorized", { status: 401, headers: { "cache-control": "no-store" } });
  }
  const resultado = await retomarTarefasParadas(TAREFAS, inicio + TRABALHO_MS);
  return Response.json(resultado, { headers: { "cache-control": "no-store" } });
}
