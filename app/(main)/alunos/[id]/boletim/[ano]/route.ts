import { contextoDaRota, ouIndisponivel, respostaDeArquivo, respostaDeTexto } from "@/lib/infra/actions/rota";
import { actionTexts, boletimPdfTexts } from "@/lib/messages";
import { pode } from "@/lib/empresas/papeis";
import { isCrossOrigin, origemDoPedido } from "@/lib/infra/security/server-action-request";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { nomeDoArquivo, pdfDosBoletins } from "@/lib/boletins/pdf";
import { emitirBoletim } from "@/lib/boletins/emissao";
import { TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";

// "Baixar boletim (PDF)": one student's boletim of a year, one A4 page. Who may see it (the
// secretaria and consulta; a professor, for the students of their turmas) is the loader's to say:
// null is a 404, whether the student does not exist or is not the role's to see.
//
// GET never issues anything (issue 41: an old browser sends no Sec-Fetch-Site, so a link from
// another site could not be told apart): a read-only role (consulta, professor) gets the page
// without a code, as its link asks; a role that issues documents is told to use the page's button.
// POST (the button of administrador and secretaria: a form) is the issue (issue 26): refused
// unless its Origin is this host, then a code, its QR and who issued it at the page's foot,
// documentos/{code} with the facts printed and the SHA-256 of these very bytes; unless the boletim
// prints what the last one issued printed, which is then given again (lib/boletins/emissao.ts).

/** Who issues a boletim (lib/documentos/tipos.ts). */
const EMITE = TIPOS_DE_DOCUMENTO.boletim.quemEmite;

const deOutroSite = (request: Request) => {
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
};

type Contexto = { params: Promise<{ id: string; ano: string }> };

/** The boletim a request names, or the Response that refuses it. */
async function lerBoletim(ctx: Parameters<typeof boletimDoAluno>[0], { params }: Contexto) {
  const { id, ano } = await params;
  if (!/^\d{4}$/.test(ano)) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const boletim = await ouIndisponivel("[boletins] reading the student's boletim", () => boletimDoAluno(ctx, id, Number(ano)));
  if (boletim instanceof Response) return boletim;
  if (!boletim?.ids) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  return { boletim };
}

export async function GET(request: Request, contexto: Contexto) {
  const ctx = await contextoDaRota("[boletins] the student's PDF");
  if (ctx instanceof Response) return ctx;
  if (pode(ctx.papel, EMITE)) {
    if (deOutroSite(request)) return respostaDeTexto(actionTexts.origemRecusada, 403);
    return new Response(boletimPdfTexts.emitaPeloBotao, { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
  }
  const lido = await lerBoletim(ctx, contexto);
  if (lido instanceof Response) return lido;
  return pdf(pdfDosBoletins(um(lido.boletim)), nomeDoArquivo(lido.boletim.ano, lido.boletim.aluno.nome));
}

export async function POST(request: Request, contexto: Contexto) {
  // CSRF: a browser sends Origin on every POST; it must be this very host.
  if (request.headers.get("origin") === null || isCrossOrigin(request)) return respostaDeTexto(actionTexts.origemRecusada, 403);
  const ctx = await contextoDaRota("[boletins] issuing the student's boletim", EMITE);
  if (ctx instanceof Response) return ctx;
  const { id, ano } = await contexto.params;
  if (!/^\d{4}$/.test(ano)) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const emitido = await ouIndisponivel("[boletins] issuing the boletim", () => emitirBoletim(ctx, id, Number(ano), origemDoPedido(request)));
  if (emitido instanceof Response) return emitido;
  if (!emitido) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const resposta = pdf(emitido.bytes as BodyInit, emitido.nomeDoArquivo);
  // The code, for the page that sent the form by fetch (it says which document it got).
  resposta.headers.set("X-Codigo-Do-Documento", emitido.codigo);
  return resposta;
}

const pdf = (corpo: BodyInit, arquivo: string) => respostaDeArquivo(corpo, "application/pdf", arquivo);

async function* um<T>(valor: T): AsyncGenerator<T> {
  yield valor;
}
