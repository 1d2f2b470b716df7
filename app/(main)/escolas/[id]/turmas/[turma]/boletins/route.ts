import { contextoDaRota, ouIndisponivel, respostaDeArquivo, respostaDeTexto } from "@/lib/infra/actions/rota";
import { boletimPdfTexts } from "@/lib/messages";
import { boletinsDaTurma } from "@/lib/boletins/dados";
import { nomeDoArquivoDaTurma, pdfDosBoletins } from "@/lib/boletins/pdf";

// "Boletins da turma (PDF)": one file, one page per student in name order, streamed: the first
// bytes leave once the first boletim is drawn, and each next boletim is read only when the client
// has taken the previous pages (memory flat whatever the turma's size). Who may see it is the
// loader's to say: null is a 404. It is a working copy, issuing nothing (issue 41): every page says
// at its foot that it has no value as a document (no verification code), and that each student's
// `Baixar boletim (PDF)` is the verifiable one.

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; turma: string }> }) {
  const ctx = await contextoDaRota("[boletins] the turma's PDF");
  if (ctx instanceof Response) return ctx;
  const { id, turma } = await params;
  const lidos = await ouIndisponivel("[boletins] reading the turma's boletins", () => boletinsDaTurma(ctx, id, turma));
  if (lidos instanceof Response) return lidos;
  if (!lidos) return respostaDeTexto(boletimPdfTexts.naoEncontrado, 404);
  const arquivo = nomeDoArquivoDaTurma(lidos.ano, lidos.turma);
  return respostaDeArquivo(pdfDosBoletins(lidos.boletins, { titulo: boletimPdfTexts.tituloDaTurma(lidos.ano, lidos.turma), copiaDeTrabalho: true }), "application/pdf", arquivo);
}
