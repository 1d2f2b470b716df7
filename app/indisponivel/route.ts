import { errorTexts } from "@/lib/messages";
import { caminhoInterno } from "@/lib/infra/indisponivel";
import { paginaDeAviso } from "@/lib/infra/pagina-de-aviso";

// A signed-in page whose database (or identity provider) cannot answer lands here: a page cannot
// set its own status code, so the shell sends it to this handler, which answers 503 (Service
// Unavailable, with Retry-After) in Portuguese instead of a 500, with the page asked for to open again.

export function GET(request: Request) {
  return paginaDeAviso(request, {
    status: 503,
    retryAfter: 30,
    titulo: errorTexts.unavailableTitle,
    texto: errorTexts.unavailable,
    tentarNovamente: { rotulo: errorTexts.retry, caminho: caminhoInterno(new URL(request.url).searchParams.get("voltar")) },
    voltar: { rotulo: errorTexts.backToPicker, caminho: "/listar-empresas" },
  });
}
