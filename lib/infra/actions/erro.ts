// A refusal written for the user, optionally tied to a form field. Its own module (no Next import),
// so domain code also runs outside the app (npm run admin).
export class ActionError extends Error {
  override name = "ActionError";
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}
