// Calling a form action as the browser does, in Jest: a FormData, and either the state it answers
// with or the address it redirects to.
import { randomBytes } from "node:crypto";
import type { FormState } from "@/lib/infra/actions/form-state";
import { redirectTarget } from "@/test/support/request-cookies";

export function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Runs an action with (null, data): its state when it answered, or the address it redirected to. */
export async function run(action: (prev: FormState, data: FormData) => Promise<FormState>, data: unknown) {
  try {
    return { state: await action(null, data as FormData), redirect: null };
  } catch (error) {
    const target = redirectTarget(error);
    if (!target) throw error;
    return { state: null, redirect: target };
  }
}

/** A create form as the page renders it: its fields and a fresh one-time token (lib/infra/actions/criacao.ts). */
export function formDeCriacao(fields: Record<string, string | Blob>): FormData {
  return form({ ...fields, token: randomBytes(18).toString("base64url") });
}
