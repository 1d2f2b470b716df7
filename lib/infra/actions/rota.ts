import "server-only";
import { actionContext, ActionError, type ActionContext } from "@/lib/infra/actions/guard";
import { actionTexts } from "@/lib/messages";
import { pode, type Permissao } from "@/lib/empresas/papeis";

// The session preamble of a route handler of a company's tab (a download, a POST answered with a
// file): what the guard is to a server action. A route cannot throw a Portuguese sentence to its
// page, so every refusal is a Response: text/plain, never cached, never a 5xx but 503 when a
// dependency does not answer. Each handler reads
//
//   const ctx = await contextoDaRota("[boletins] the turma's PDF", "ler");
//   if (ctx instanceof Response) return ctx;

const TEXTO = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" } as const;

/** A Portuguese sentence as a route's answer. */
export function respostaDeTexto(mensagem: string, status: number): Response {
  return new Response(mensagem, { status, headers: TEXTO });
}

/**
 * The session, the current company and the role of a route's request, or the Response that refuses
 * it: 401 with the refusal's words (no session, no company), 403 when the role lacks `permissao`
 * (logged: a page never offers what a role cannot do), 503 when a dependency is down (logged under
 * `onde`).
 */
export async function contextoDaRota(onde: string, permissao?: Permissao): Promise<ActionContext | Response> {
  let ctx: ActionContext;
  try {
    ctx = await actionContext();
  } catch (error) {
    if (error instanceof ActionError) return respostaDeTexto(error.message, 401);
    console.error(`${onde} could not start:`, error);
    return respostaDeTexto(actionTexts.indisponivel, 503);
  }
  if (permissao && !pode(ctx.papel, permissao)) {
    console.warn("[acao] refused: role lacks permission", { uid: ctx.session.uid, idEmpresa: ctx.empresa.id, papel: ctx.papel, what: onde });
    return respostaDeTexto(actionTexts.semPermissao, 403);
  }
  return ctx;
}

/** `trabalho`'s value, or (logged under `onde`) the 503 that says the database did not answer. */
export async function ouIndisponivel<T>(onde: string, trabalho: () => Promise<T>): Promise<T | Response> {
  try {
    return await trabalho();
  } catch (error) {
    console.error(`${onde} failed:`, error);
    return respostaDeTexto(actionTexts.indisponivel, 503);
  }
}

/** A file given out as a download (a PDF, a CSV): never cached, never sniffed as something else. */
export function respostaDeArquivo(corpo: BodyInit, tipo: string, arquivo: string): Response {
  return new Response(corpo, {
    headers: {
      "Content-Type": tipo,
      "Content-Disposition": `attachment; filename="${arquivo}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
