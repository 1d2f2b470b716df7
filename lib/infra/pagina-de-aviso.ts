import { PRODUCT_NAME } from "@/lib/messages";

// A page that only says something and offers to try again (a 503 while a dependency is down, a
// 429 over a limit), answered by a route handler: a page cannot set its own status (only
// notFound()'s 404). Plain HTML, no script, the request's CSP nonce on its one style block;
// "Tentar novamente" is a GET form that opens the page asked for again (its query as hidden fields:
// a form's action drops its query).

const escapar = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Aviso = {
  status: 429 | 503;
  /** Seconds the client should wait (Retry-After). */
  retryAfter: number;
  titulo: string;
  texto: string;
  /** The button's words and the path (of this app: the caller checks it) it opens again. */
  tentarNovamente: { rotulo: string; caminho: string };
  /** A second way out (a link), if any. */
  voltar?: { rotulo: string; caminho: string };
};

export function paginaDeAviso(request: Request, aviso: Aviso): Response {
  const nonce = request.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
  const [pathname, search = ""] = aviso.tentarNovamente.caminho.split("?");
  const campos = [...new URLSearchParams(search)].map(([k, v]) => `<input type="hidden" name="${escapar(k)}" value="${escapar(v)}">`).join("");
  const voltar = aviso.voltar ? `\n<a href="${escapar(aviso.voltar.caminho)}">${escapar(aviso.voltar.rotulo)}</a>` : "";
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapar(aviso.titulo)} · ${escapar(PRODUCT_NAME)}</title>
<style nonce="${escapar(nonce)}">
body{margin:0;font-family:system-ui,sans-serif;color:#111827;background:#f9fafb}
main{max-width:32rem;margin:0 auto;padding:4rem 1rem;text-align:center}
h1{font-size:1.5rem;font-weight:600;margin:0 0 1rem}
.acoes{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-top:1rem}
button,a{display:inline-block;min-height:44px;box-sizing:border-box;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button{border:0;background:#1d4ed8;color:#fff}
a{border:1px solid #9ca3af;background:#fff;color:#111827}
</style></head>
<body><main><div role="alert">
<h1>${escapar(aviso.titulo)}</h1>
<p>${escapar(aviso.texto)}</p>
<div class="acoes"><form method="get" action="${escapar(pathname!)}">${campos}<button type="submit">${escapar(aviso.tentarNovamente.rotulo)}</button></form>${voltar}</div>
</div></main></body></html>`;
  return new Response(html, {
    status: aviso.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": String(aviso.retryAfter) },
  });
}
