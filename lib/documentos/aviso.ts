import { verificacaoTexts } from "@/lib/messages";
import { lerCodigo } from "@/lib/documentos/codigo";
import { CAMINHO_DA_VERIFICACAO } from "@/lib/documentos/verificacao";
import { paginaDeAviso } from "@/lib/infra/pagina-de-aviso";

// What the public check answers when it cannot look a code up: over the limit (429) or while the
// database does not answer (503). /verificar/<code> sends the request to a route handler that
// calls this (a page cannot set its status). Nothing here counts or reads; "Tentar novamente"
// opens the code again.

export function avisoDaVerificacao(request: Request, status: 429 | 503): Response {
  const codigo = lerCodigo(new URL(request.url).searchParams.get("codigo"));
  return paginaDeAviso(request, {
    status,
    retryAfter: status === 429 ? 60 : 30,
    titulo: verificacaoTexts.titulo,
    texto: status === 429 ? verificacaoTexts.muitasTentativas : verificacaoTexts.indisponivel,
    tentarNovamente: { rotulo: verificacaoTexts.tentarNovamente, caminho: codigo ? `${CAMINHO_DA_VERIFICACAO}/${codigo}` : CAMINHO_DA_VERIFICACAO },
  });
}
