// Every call to an outside service gets a deadline, so a dead dependency gives a clear error in
// seconds instead of a hung request.
import { dependenciaTexts } from "@/lib/messages";

/** An outside service the app waits on, named in Portuguese by lib/messages. */
export type Dependencia = keyof typeof dependenciaTexts.nomes;

/** Deadline for one call to the identity provider or the database. */
export const DEPENDENCY_DEADLINE_MS = 10_000;

export class DeadlineError extends Error {
  override name = "DeadlineError";
}

/** Resolves like `work`, or rejects with a DeadlineError naming `what` after `ms`. */
export function withDeadline<T>(work: Promise<T>, what: Dependencia, ms: number = DEPENDENCY_DEADLINE_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const limit = ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
    timer = setTimeout(() => reject(new DeadlineError(dependenciaTexts.naoRespondeu(dependenciaTexts.nomes[what], limit))), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
