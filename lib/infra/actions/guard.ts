import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { verifySession } from "@/lib/auth/session";
import { currentEmpresa, type EmpresaAtual } from "@/lib/empresas/atual";
import { setFlash } from "@/lib/infra/flash-server";
import type { FlashKey } from "@/lib/infra/flash";
import { DeadlineError } from "@/lib/infra/deadline";
import { actionTexts } from "@/lib/messages";
import { pode, type Permissao } from "@/lib/empresas/papeis";
import type { Session } from "@/lib/auth/session";
import { asFormData, campoDesconhecido, fields } from "@/lib/infra/actions/form-data";
import type { FormState } from "@/lib/infra/actions/form-state";
import { ActionError } from "@/lib/infra/actions/erro";

// One guard for every action: session, current company (from the server, never from the
// browser), role, then the input parsed with zod, then the domain's work. An action cannot forget
// the tenant or the permission, and a forged or broken request gets a Portuguese sentence, never
// a 5xx. Two faces over the same chain (`cadeia`): formAction for a form of a company's tab (a
// FormState, field by field), acao for every other action (the work's answer, or `{ erro }`).

/** Who acts, and where: what every domain function of a company's tab receives. */
export type ActionContext = { session: Session } & EmpresaAtual;

/**
 * How far the guard checks: a permission the role in the current company must have, or
 * "sessao": a signed-in person only, before any company is chosen (the picker's actions).
 */
export type Nivel = Permissao | "sessao";

/** What the work receives at each level. */
export type ContextoDo<N extends Nivel> = N extends "sessao" ? { session: Session } : ActionContext;

export { ActionError };

/**
 * After a successful action: go somewhere and say something there (a one-shot message), or stay
 * on the page, refresh its data and say it in the form itself.
 */
export type ActionOutcome = { redirectTo: string; flash?: FlashKey } | { sucesso: string; revalidar: string };

/** The longest value sent back to keep in a field after an error (longer ones are cut). */
const KEPT_VALUE_MAX = 500;

/** What was typed, to keep in the fields after an error; a list field (`name[]`: checkboxes) as its values joined by commas. */
function typedValues(form: FormData | null, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    if (name.endsWith("[]")) {
      const todos = (form?.getAll(name) ?? []).filter((v): v is string => typeof v === "string");
      if (todos.length > 0) values[name] = todos.join(",").slice(0, KEPT_VALUE_MAX);
      continue;
    }
    const value = form?.get(name);
    if (typeof value === "string") values[name] = value.slice(0, KEPT_VALUE_MAX);
  }
  return values;
}

async function sessaoDoPedido(expirada: string = actionTexts.sessaoExpirada): Promise<Session> {
  const session = await verifySession();
  if (!session) throw new ActionError(expirada);
  return session;
}

async function naEmpresaAtual(session: Session): Promise<ActionContext> {
  const atual = await currentEmpresa(session);
  if (!atual) throw new ActionError(actionTexts.semEmpresa);
  return { session, ...atual };
}

/** The session, company and role of a server action's request, or an ActionError. */
export async function actionContext(): Promise<ActionContext> {
  return naEmpresaAtual(await sessaoDoPedido());
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

/**
 * A failure told in an action's own way (acao's `falha`): a refusal's own words, else (logged
 * under `log`) always `mensagem`.
 */
export function falhaDita(log: string, mensagem: string): (error: unknown) => string {
  return (error) => {
    if (error instanceof ActionError) return error.message;
    console.error(log, error);
    return mensagem;
  };
}

/** What the chain checks, for both faces of the guard. */
type Cadeia<N extends Nivel, S extends z.ZodType> = {
  /** The action's name in the logs (`alunos.criar`). */
  name: string;
  permissao: N;
  schema: S;
  /**
   * When set, the input must be a FormData holding no field but these (React's own aside): a
   * field the action does not know, an `idEmpresa` included, refuses the whole form.
   */
  fields?: readonly string[];
  /** What a missing or expired session is told; actionTexts.sessaoExpirada unless set. */
  sessaoExpirada?: string;
  /** What an input that is not a FormData (with `fields`), or (acao) fails its schema, is told; actionTexts.requisicaoInvalida unless set. */
  invalida?: string;
};

/**
 * Refuses (logged: a real form that sends a field its action does not list is a bug) a form with
 * a field the action does not know; the refusal names no field, the log does.
 */
export function recusarCampoDesconhecido(form: FormData, names: readonly string[], what: string): void {
  const campo = campoDesconhecido(form, names);
  if (campo === null) return;
  console.warn("[acao] refused: a form field the action does not know", { what, campo: campo.slice(0, 100) });
  throw new ActionError(actionTexts.formularioInvalido);
}

/** The chain: session, then (unless "sessao") the current company and the role, then the input. */
async function cadeia<N extends Nivel, S extends z.ZodType>(spec: Cadeia<N, S>, input: unknown) {
  const session = await sessaoDoPedido(spec.sessaoExpirada);
  const permissao: Nivel = spec.permissao;
  let ctx: { session: Session } = { session };
  if (permissao !== "sessao") {
    const naEmpresa = await naEmpresaAtual(session);
    exigir(naEmpresa, permissao, spec.name);
    ctx = naEmpresa;
  }
  let dados = input;
  if (spec.fields) {
    const form = asFormData(input);
    if (!form) throw new ActionError(spec.invalida ?? actionTexts.requisicaoInvalida);
    recusarCampoDesconhecido(form, spec.fields, spec.name);
    dados = fields(form, spec.fields);
  }
  return { ctx: ctx as ContextoDo<N>, parsed: spec.schema.safeParse(dados) };
}

function failure(error: unknown, values: Record<string, string>, what: string): FormState {
  const detalhes = error instanceof ActionError && error.detalhes ? { detalhes: error.detalhes } : {};
  if (error instanceof ActionError && error.field) {
    return { message: null, fieldErrors: { [error.field]: error.message }, values, at: Date.now(), ...detalhes };
  }
  return { message: mensagemDaFalha(error, what), fieldErrors: {}, values, at: Date.now(), ...detalhes };
}

/**
 * A form action of a company's tab: `(prevState, formData) => FormState`, redirecting on success.
 * `fields` are every field its form sends (any other, an `idEmpresa` included, refuses the form).
 */
export function formAction<S extends z.ZodType>(
  /** `secretos`: fields never sent back to the form (passwords, a create form's token: the form keeps its own). */
  spec: { name: string; permissao: Permissao; schema: S; fields: readonly string[]; secretos?: readonly string[] },
  run: (ctx: ActionContext, input: z.output<S>) => Promise<ActionOutcome>,
) {
  return async (_prev: unknown, formData: unknown): Promise<FormState> => {
    const values = typedValues(asFormData(formData), spec.fields.filter((f) => !spec.secretos?.includes(f)));
    let outcome: ActionOutcome;
    try {
      const { ctx, parsed } = await cadeia(spec, formData);
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

/**
 * What a guarded non-form action answers: the work's own answer (its data; `{ ok: true }` when it
 * has none, and never an `erro` of its own: a refusal is thrown as an ActionError), or the
 * refusal or failure in a sentence.
 */
export type Resposta<R> = R | { erro: string };

const SEM_ENTRADA = z.undefined();

/**
 * Any other action (a button, a call from a client component): `(input) => Resposta`, never a
 * throw. The chain is formAction's; an input that fails `schema` (none: the action takes no input)
 * is refused with `invalida`, and the work's ActionError with its own words. `falha` tells every
 * failure when the action has its own way (default: mensagemDaFalha). Redirecting after success
 * is the caller's: an action answers, then redirects outside the guard.
 */
export function acao<N extends Nivel, R extends object, S extends z.ZodType = typeof SEM_ENTRADA>(
  spec: Omit<Cadeia<N, S>, "schema"> & { schema?: S; falha?: (error: unknown) => string },
  run: (ctx: ContextoDo<N>, input: z.output<S>) => Promise<R>,
): (input?: unknown) => Promise<Resposta<R>> {
  const comEsquema = { ...spec, schema: spec.schema ?? (SEM_ENTRADA as unknown as S) };
  return async (input) => {
    try {
      const { ctx, parsed } = await cadeia(comEsquema, input);
      if (!parsed.success) throw new ActionError(spec.invalida ?? actionTexts.requisicaoInvalida);
      return await run(ctx, parsed.data);
    } catch (error) {
      return { erro: spec.falha ? spec.falha(error) : mensagemDaFalha(error, spec.name) };
    }
  };
}
