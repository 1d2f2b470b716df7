import { actionContext, ActionError } from "@/lib/infra/actions/guard";
import { actionTexts, boletimPdfTexts } from "@/lib/messages";
import { boletinsDaTurma } from "@/lib/boletins/dados";
import { nomeDoArquivoDaTurma, pdfDosBoletins } from "@/lib/boletins/pdf";

// "Boletins da turma (PDF)": one file, one page per student in name order, streamed: the first
// bytes leave once the first boletim is drawn, and each next boletim is read only when the client
// has taken the previous pages (memory flat whatever the turma's size). Who may see it is the
// loader's to say: null is a 404.

const TEXTO = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; turma: string }> }) {
  let ctx;
  try {
    ctx = await actionContext();
  } catch (error) {
    const refused = error instanceof ActionError;
    if (!refused) console.error("[boletins] the turma's PDF could not start:", error);
    return new Response(refused ? error.message : actionTexts.indisponivel, { status: refused ? 401 : 503, headers: TEXTO });
  }
  const { id, turma } = await params;
  let lidos;
  try {
    lidos = await boletinsDaTurma(ctx, id, turma);
  } catch (error) {
    console.error("[boletins] the turma's boletins could not be read:", error);
    return new Response(actionTexts.indisponivel, { status: 503, headers: TEXTO });
  }
  if (!lidos) return new Response(boletimPdfTexts.naoEncontrado, { status: 404, headers: TEXTO });
  const arquivo = nomeDoArquivoDaTurma(lidos.ano, lidos.turma);
  return new Response(pdfDosBoletins(lidos.boletins, { titulo: boletimPdfTexts.tituloDaTurma(lidos.ano, lidos.turma) }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${arquivo}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
