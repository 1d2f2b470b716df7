import { errorTexts, PRODUCT_NAME } from "@/lib/messages";
import { caminhoInterno } from "@/lib/infra/indisponivel";

// A signed-in page whose database (or identity provider) cannot answer lands here: a page cannot
// set its own status code, so the shell sends it to this handler, which answers 503 (Service
// Unavailable, with Retry-After) in Portuguese instead of a 500. No script: "Tentar novamente" is a
// plain form that opens the page asked for again.

const escapar = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function GET(request: Request) {
  const voltar = caminhoInterno(new URL(request.url).searchParams.get("voltar"));
  const nonce = request.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
  const [pathname, search = ""] = voltar.split("?");
  // The page's own query, as hidden fields of the GET form (a form's action drops its query).
  const campos = [...new URLSearchParams(search)].map(([k, v]) => `<input type="hidden" name="${escapar(k)}" value="${escapar(v)}">`).join("");
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapar(errorTexts.unavailableTitle)} · ${escapar(PRODUCT_NAME)}</title>
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
<h1>${escapar(errorTexts.unavailableTitle)}</h1>
<p>${escapar(errorTexts.unavailable)}</p>
<div class="acoes"><form method="get" action="${escapar(pathname!)}">${campos}<button type="submit">${escapar(errorTexts.retry)}</button></form>
<a href="/listar-empresas">${escapar(errorTexts.backToPicker)}</a></div>
</div></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "30" },
  });
}

export const dynamic = "force-dynamic";
