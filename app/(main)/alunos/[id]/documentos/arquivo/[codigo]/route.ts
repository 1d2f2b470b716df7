import { contextoDaRota, ouIndisponivel, respostaDeArquivo, respostaDeTexto } from "@/lib/infra/actions/rota";
import { documentoTexts } from "@/lib/messages";
import { arquivoDoDocumento } from "@/lib/documentos/dados";

// `Baixar novamente` in a student's `Documentos` (issue 41): the very PDF issued, the same bytes and
// code (checked against the kept SHA-256), for the roles that see the codes whole. A GET that
// issues and writes nothing (a link). Another company's code, another student's, a document whose
// bytes were not kept (issued before), a professor: 404.

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; codigo: string }> }) {
  const ctx = await contextoDaRota("[documentos] downloading again", "ler");
  if (ctx instanceof Response) return ctx;
  const { id, codigo } = await params;
  const arquivo = await ouIndisponivel("[documentos] reading a kept PDF", () => arquivoDoDocumento(ctx, id, codigo));
  if (arquivo instanceof Response) return arquivo;
  if (!arquivo) return respostaDeTexto(documentoTexts.erros.arquivoNaoGuardado, 404);
  return respostaDeArquivo(arquivo.bytes as BodyInit, "application/pdf", arquivo.nomeDoArquivo);
}
