import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { verifySession } from "@/lib/auth/session";
import { currentEmpresa, type EmpresaAtual } from "@/lib/empresas/atual";
import { setFlash } from "@/lib/infra/flash-server";
import type { FlashKey } from "@/lib/infra/flash";
import { DeadlineError } from "@/lib/infra/deadline";
import { actionTexts } from "@/lib/messages";
import { pode, type Permissao } from "@/lib/empresas/papeis";
import type { Session } from "@/lib/auth/session";
import { asFormData, fields } from "@/lib/infra/actions/form-data";
import type { FormState } from "@/lib/infra/actions/form-state";
import { ActionError } from "@/lib/infra/actions/erro";

// One guard for every action of the company's tabs: session, current company (from the server,
// never from the browser), role, then the input parsed with zod, then the domain's work. An action
// cannot forget the tenant or the permission, and a forged or broken request gets a Portuguese
// sentence, never a 5xx.

/** Who acts, and where: what every domain function of a company's tab receives. */
export type ActionContext = { session: Session } & EmpresaAtual;

export { ActionError };

/**
 * After a successful action: go somewhere and say something there (a one-shot message), or stay
 * on the page, refresh its data and say it in the form itself.
 */
export type ActionOutcome = { redirectTo: string; flash?: FlashKey } | { sucesso: string; revalidar: string };

/** The longest value sent back to keep in a field after an error (longer ones are cut). */
const KEPT_VALUE_MAX = 500;

function typedValues(form: FormData | null, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form?.get(name);
    if (typeof value === "string") values[name] = value.slice(0, KEPT_VALUE_MAX);
  }
  return values;
}

/** The session, company and role of a server action's request, or an ActionError. */
export async function actionContext(): Promise<ActionContext> {
  const session = await verifySession();
  if (!session) throw new ActionError(actionTexts.sessaoExpirada);
  const atual = await currentEmpresa(session);
  if (!atual) throw new ActionError(actionTexts.semEmpresa);
  return { session, ...atual };
}

/** Checks a role for an action; logs the refusal (a page never offers what a role cannot do). */
export function exigir(ctx: ActionContext, permissao: Permissao, what: string): void {
  if (pode(ctx.papel, permissao)) return;
  console.warn("[acao] refused: role lacks permission", { uid: ctx.session.uid, idEmpresa: ctx.empresa.id, papel: ctx.papel, what });
  throw new ActionError(actionTexts.semPermissao);
}

/**
 * What an action says when it fails: a refusal's own words, else (logged) that a dependency did
 * not answer in time or that something unexpected happened.
 */
export function mensagemDaFalha(error: unknown, what: string): string {
  if (error instanceof ActionError) return error.message;
  console.error(`[acao] ${what} failed:`, error);
  return error instanceof DeadlineError ? actionTexts.indisponivel : actionTexts.erroInesperado;
}

function failure(error: unknown, values: Record<string, string>, what: string): FormState {
  if (error instanceof ActionError && error.field) {
    return { message: null, fieldErrors: { [error.field]: error.message }, values, at: Date.now() };
  }
  return { message: mensagemDaFalha(error, what), fieldErrors: {}, values, at: Date.now() };
}

/**
 * A form action of a company's tab: `(prevState, formData) => FormState`, redirecting on success.
 * `fields` are the only form fields read (anything else, an `idEmpresa` included, is ignored).
 */
export function formAction<S extends z.ZodType>(
  /** `secretos`: fields never sent back to the form (passwords, a create form's token: the form keeps its own). */
  spec: { name: string; permissao: Permissao; schema: S; fields: readonly string[]; secretos?: readonly string[] },
  run: (ctx: ActionContext, input: z.output<S>) => Promise<ActionOutcome>,
) {
  return async (_prev: unknown, formData: unknown): Promise<FormState> => {
    const form = asFormData(formData);
    const values = typedValues(form, spec.fields.filter((f) => !spec.secretos?.includes(f)));
    let outcome: ActionOutcome;
    try {
      const ctx = await actionContext();
      exigir(ctx, spec.permissao, spec.name);
      if (!form) throw new ActionError(actionTexts.requisicaoInvalida);
      const parsed = spec.schema.safeParse(fields(form, spec.fields));
      if (!parsed.success) return { message: null, fieldErrors: firstErrorPerField(parsed.error), values, at: Date.now() };
      outcome = await run(ctx, parsed.data);
    } catch (error) {
      return failure(error, values, spec.name);
    }
    if ("sucesso" in outcome) {
      revalidatePath(outcome.revalidar);
      return { message: null, sucesso: outcome.sucesso, fieldErrors: {}, values: {}, at: Date.now() };
    }
    if (outcome.flash) await setFlash(outcome.flash);
    redirect(outcome.redirectTo);
  };
}

function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}
