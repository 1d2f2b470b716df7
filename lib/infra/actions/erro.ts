import type { DetalhesDaRecusa } from "@/lib/infra/actions/form-state";

// A refusal written for the user, optionally tied to a form field, and optionally with what the
// person needs to act on it (the records in the way, as links; a confirmation they may give). Its
// own module (no Next import), so domain code also runs outside the app (npm run admin).
export class ActionError extends Error {
  override name = "ActionError";
  constructor(
    message: string,
    readonly field?: string,
    readonly detalhes?: DetalhesDaRecusa,
  ) {
    super(message);
  }
}
