import { contextoDaRota, ouIndisponivel, respostaDeArquivo, respostaDeTexto } from "@/lib/infra/actions/rota";
import { actionTexts, boletimPdfTexts } from "@/lib/messages";
import { pode } from "@/lib/empresas/papeis";
import { origemDoPedido } from "@/lib/infra/security/server-action-request";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { bytesDe, nomeDoArquivo, pdfDosBoletins } from "@/lib/boletins/pdf";
import { fatosDoBoletim } from "@/lib/boletins/impressao";
import { registrarEmissao } from "@/lib/documentos/emissao";
import { ALTURA_DO_RODAPE, desenharRodapeDeVerificacao } from "@/lib/documentos/pdf";

// "Baixar boletim (PDF)": one student's boletim of a year, one A4 page. Who may see it (the
// secretaria and consulta; a professor, for the students of their turmas) is the loader's to say:
// null is a 404, whether the student does not exist or is not the role's to see. Downloaded by a
// role that issues documents (administrador, secretaria) it is an issue (issue 26): a code, its QR
// and who issued it at the page's foot, documentos/{code} with the facts printed and the SHA-256
// of these very bytes. A read-only role (consulta, professor) gets the same page without a code:
// it issues nothing and writes nothing. An issue is a write behind a link, so a navigation from
// another site (Sec-Fetch-Site: cross-site or same-site) is refused, as a cross-site POST is.

const deOutroSite = (request: Request) => {
  const site = request.headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
};

export async function GET(request: Request, { params }: { params: Promise<{ id: string; ano: string }> }) {
  const ctx = await contextoDaRota("[boletins] the student's PDF");
  if (ctx instanceof Response) return ctx;
  const { id, ano } = await params;
  if (!/^\d{4}$/.test(ano)) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const boletim = await ouIndisponivel("[boletins] reading the student's boletim", () => boletimDoAluno(ctx, id, Number(ano)));
  if (boletim instanceof Response) return boletim;
  if (!boletim?.ids) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const arquivo = nomeDoArquivo(boletim.ano, boletim.aluno.nome);
  if (!pode(ctx.papel, "escrever")) return pdf(pdfDosBoletins(um(boletim)), arquivo);
  if (deOutroSite(request)) return respostaDeTexto(actionTexts.origemRecusada, 403);
  const { ids } = boletim;
  const emitido = await ouIndisponivel("[boletins] issuing the boletim", () =>
    registrarEmissao(ctx, {
      tipo: "boletim",
      idEscola: ids.idEscola,
      aluno: { id, nome: boletim.aluno.nome },
      idTurma: ids.idTurma,
      escola: boletim.escola,
      fatos: fatosDoBoletim(boletim),
      origem: origemDoPedido(request),
      pdf: (v) => bytesDe(pdfDosBoletins(um(boletim), { rodape: { altura: ALTURA_DO_RODAPE, desenhar: (doc) => desenharRodapeDeVerificacao(doc, v) } })),
    }),
  );
  if (emitido instanceof Response) return emitido;
  return pdf(emitido.bytes as BodyInit, arquivo);
}

const pdf = (corpo: BodyInit, arquivo: string) => respostaDeArquivo(corpo, "application/pdf", arquivo);

async function* um<T>(valor: T): AsyncGenerator<T> {
  yield valor;
}
