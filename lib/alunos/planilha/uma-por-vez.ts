// One "Verificar" at a time per person. A verification reads up to 5 MB and may take a second of
// CPU: a person (or a script with their session) sending many at once would queue that work for
// everyone. The page disables its button while it waits, so only a second tab or a forged request
// meets this refusal. In this process only: each server (or serverless instance) counts its own,
// which bounds the work each one does, and that is the point.
import { ActionError } from "@/lib/infra/actions/erro";
import { planilhaLimiteTexts } from "@/lib/messages";

/** The people (uids) whose verification is running in this process. */
const emAndamento = new Set<string>();

/**
 * Runs `verificar` as the person's only verification in progress, or refuses with
 * `planilhaLimiteTexts.emAndamento` (an ActionError) when another is running. The person is free
 * again when it ends, however it ends.
 */
export async function umaVerificacaoPorVez<T>(uid: string, verificar: () => Promise<T>): Promise<T> {
  if (emAndamento.has(uid)) throw new ActionError(planilhaLimiteTexts.emAndamento);
  emAndamento.add(uid);
  try {
    return await verificar();
  } finally {
    emAndamento.delete(uid);
  }
}
