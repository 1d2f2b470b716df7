import { ActionError } from "@/lib/infra/actions/guard";
import { contextoDaRota, respostaDeArquivo, respostaDeTexto as recusa } from "@/lib/infra/actions/rota";
import { isCrossOrigin } from "@/lib/infra/security/server-action-request";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { dadosPessoaisDoAluno, nomeDoArquivoDosDadosPessoais, registrarExportacao } from "@/lib/alunos/dados-pessoais";
import { pdfDosDadosPessoais } from "@/lib/alunos/dados-pessoais-pdf";

// `Dados pessoais (LGPD)` (issue 43, administrador): everything the company holds on the student,
// as a PDF (/alunos/{id}/dados-pessoais/pdf) or as JSON (…/json). A POST from the student's page
// (the file is personal data and its export is recorded: a GET, which another site's link can send,
// never exports); refused from another site before anything is read, then the session, the company
// and the role next to the read (another company's student: not found). The export is recorded in
// the student's history and the company's activity before the file is given. Every refusal is a
// Portuguese sentence (text/plain), never a 5xx but 503 when the database does not answer.

const FORMATOS = { pdf: "PDF", json: "JSON" } as const;
type Formato = keyof typeof FORMATOS;
const ehFormato = (v: string): v is Formato => Object.hasOwn(FORMATOS, v);

const STATUS_DA_RECUSA: Record<string, number> = {
  [alunoTexts.naoEncontrado]: 404,
  [actionTexts.semPermissao]: 403,
};

export async function POST(request: Request, { params }: { params: Promise<{ id: string; formato: string }> }) {
  if (request.headers.get("origin") === null || isCrossOrigin(request)) return recusa(actionTexts.origemRecusada, 403);
  const { id, formato } = await params;
  const ctx = await contextoDaRota("[alunos] personal data export", "administrar");
  if (ctx instanceof Response) return ctx;
  if (!ehFormato(formato)) return recusa(alunoTexts.naoEncontrado, 404);
  try {
    const dados = await dadosPessoaisDoAluno(ctx, id);
    const nome = typeof dados.registro.campos.nome === "string" ? dados.registro.campos.nome : "";
    const corpo = formato === "pdf" ? await pdfDosDadosPessoais(dados) : new TextEncoder().encode(`${JSON.stringify(dados, null, 2)}\n`);
    await registrarExportacao(ctx, { id: dados.registro.id, nome }, FORMATOS[formato]);
    const tipo = formato === "pdf" ? "application/pdf" : "application/json; charset=utf-8";
    return respostaDeArquivo(new Blob([corpo as Uint8Array<ArrayBuffer>], { type: tipo }), tipo, nomeDoArquivoDosDadosPessoais(dados.registro.matricula, formato));
  } catch (error) {
    if (error instanceof ActionError) return recusa(error.message, STATUS_DA_RECUSA[error.message] ?? 422);
    console.error("[alunos] personal data export failed:", error);
    return recusa(actionTexts.indisponivel, 503);
  }
}
