// Server actions as a client outside the browser sees them: an id (learnt from a real request)
// and a multipart body whose root "0" points at the FormData fields prefixed "_1_" (React's
// reply encoding for a FormData argument).
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";

/** The id of the server action a UI step calls, read off the real request. */
export async function actionIdOf(page: Page, step: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await step();
  return (await request).headers()["next-action"]!;
}

/**
 * The body of a form action called with (null, FormData(fields)). The root goes last, as browsers
 * send it: Next decodes the body as a stream and builds the FormData from the fields read before
 * the root. (A FormData keeps this order; an object would not: "0" is an integer-like key.)
 */
export function formActionForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append("0", '[null,"$K1"]');
  return form;
}

/** The same, as a raw multipart body (for tools that take a string). */
export function formActionBody(fields: Record<string, string>, boundary: string): string {
  const parts = [...formActionForm(fields).entries()].map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** A create form's one-time token, as the page mints one (lib/infra/actions/criacao.ts). */
export const tokenDeCriacao = () => randomBytes(18).toString("base64url");

/** A create form's page (`/alunos/novo`, `…/turmas/nova`): its form sends a one-time token. */
const PAGINA_DE_CRIACAO = /\/nov[ao](\?.*)?$/;

/**
 * Posts a form action like a client outside the browser would; never follows a redirect. Posted to
 * a create form's page, the form's one-time token goes along, as a form read off the page would
 * have; elsewhere not (an action refuses a field it does not know: issue 41).
 */
export async function forgeAction(request: APIRequestContext, url: string, id: string, fields: Record<string, string>) {
  const token: Record<string, string> = PAGINA_DE_CRIACAO.test(url) ? { token: tokenDeCriacao() } : {};
  const response = await request.post(url, { headers: { "next-action": id }, multipart: formActionForm({ ...token, ...fields }), maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}
