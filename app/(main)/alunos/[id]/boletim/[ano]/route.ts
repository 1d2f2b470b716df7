import { actionContext, ActionError } from "@/lib/infra/actions/guard";
import { actionTexts, boletimPdfTexts } from "@/lib/messages";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { bytesDe, nomeDoArquivo, pdfDosBoletins } from "@/lib/boletins/pdf";
import { fatosDoBoletim } from "@/lib/boletins/impressao";
import { registrarEmissao } from "@/lib/documentos/emissao";
import { ALTURA_DO_RODAPE, desenharRodapeDeVerificacao } from "@/lib/documentos/pdf";

// "Baixar boletim (PDF)": one student's boletim of a year, one A4 page, issued as a verifiable
// document (its code and QR lead to /verificar). Who may see it (the
// secretaria and consulta; a professor, for the students of their turmas) is the loader's to say:
// null is a 404, whether the student does not exist or is not the role's to see.

const TEXTO = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" };

export async function GET(request: Request, { params }: { params: Promise<{ id: string; ano: string }> }) {
  let ctx;
  try {
    ctx = await actionContext();
  } catch (error) {
    const refused = error instanceof ActionError;
    if (!refused) console.error("[boletins] the student's PDF could not start:", error);
    return new Response(refused ? error.message : actionTexts.indisponivel, { status: refused ? 401 : 503, headers: TEXTO });
  }
  const { id, ano } = await params;
  if (!/^\d{4}$/.test(ano)) return new Response(boletimPdfTexts.naoEncontrado, { status: 404, headers: TEXTO });
  let boletim;
  try {
    boletim = await boletimDoAluno(ctx, id, Number(ano));
  } catch (error) {
    console.error("[boletins] the student's boletim could not be read:", error);
    return new Response(actionTexts.indisponivel, { status: 503, headers: TEXTO });
  }
  if (!boletim?.ids) return new Response(boletimPdfTexts.naoEncontrado, { status: 404, headers: TEXTO });
  // Every download is an issue (issue 26): a code, its QR and who issued it at the page's foot,
  // documentos/{code} with the facts printed and the SHA-256 of these very bytes.
  const { ids } = boletim;
  let bytes;
  try {
    ({ bytes } = await registrarEmissao(ctx, {
      tipo: "boletim",
      idEscola: ids.idEscola,
      aluno: { id, nome: boletim.aluno.nome },
      idTurma: ids.idTurma,
      escola: boletim.escola,
      fatos: fatosDoBoletim(boletim),
      origem: new URL(request.url).origin,
      pdf: (v) => bytesDe(pdfDosBoletins(um(boletim), { rodape: { altura: ALTURA_DO_RODAPE, desenhar: (doc) => desenharRodapeDeVerificacao(doc, v) } })),
    }));
  } catch (error) {
    console.error("[boletins] the boletim could not be issued:", error);
    return new Response(actionTexts.indisponivel, { status: 503, headers: TEXTO });
  }
  const arquivo = nomeDoArquivo(boletim.ano, boletim.aluno.nome);
  return new Response(bytes as BodyInit, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${arquivo}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

async function* um<T>(valor: T): AsyncGenerator<T> {
  yield valor;
}
