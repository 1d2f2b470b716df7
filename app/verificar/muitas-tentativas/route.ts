import { PRODUCT_NAME, verificacaoTexts } from "@/lib/messages";
import { lerCodigo } from "@/lib/documentos/codigo";
import { CAMINHO_DA_VERIFICACAO } from "@/lib/documentos/verificacao";

// A look-up of the public check over its limit (30 a minute per client address) lands here: a
// page cannot set its status (only notFound()'s 404), and the middleware runs on the Edge, away
// from the Firestore counters, so /verificar/<code> sends it to this handler (as the shell sends an
// outage to /indisponivel), which answers 429 with Retry-After, in Portuguese. No script:
// "Tentar novamente" is a plain form that opens the code again. Nothing here counts or reads.

const escapar = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function GET(request: Request) {
  const codigo = lerCodigo(new URL(request.url).searchParams.get("codigo"));
  const destino = codigo ? `${CAMINHO_DA_VERIFICACAO}/${codigo}` : CAMINHO_DA_VERIFICACAO;
  const nonce = request.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
  const t = verificacaoTexts;
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapar(t.titulo)} · ${escapar(PRODUCT_NAME)}</title>
<style nonce="${escapar(nonce)}">
body{margin:0;font-family:system-ui,sans-serif;color:#111827;background:#f9fafb}
main{max-width:32rem;margin:0 auto;padding:4rem 1rem;text-align:center}
h1{font-size:1.5rem;font-weight:600;margin:0 0 1rem}
button{display:inline-block;min-height:44px;box-sizing:border-box;border:0;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;cursor:pointer;background:#1d4ed8;color:#fff}
</style></head>
<body><main><div role="alert">
<h1>${escapar(t.titulo)}</h1>
<p>${escapar(t.muitasTentativas)}</p>
<form method="get" action="${escapar(destino)}"><button type="submit">${escapar(t.tentarNovamente)}</button></form>
</div></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "60" },
  });
}

export const dynamic = "force-dynamic";
