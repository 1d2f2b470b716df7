import { ActionError } from "@/lib/infra/actions/guard";
import { contextoDaRota, respostaDeTexto as recusa } from "@/lib/infra/actions/rota";
import { isCrossOrigin, origemDoPedido, readBody } from "@/lib/infra/security/server-action-request";
import { actionTexts, alunoTexts, documentoTexts } from "@/lib/messages";
import { emitirDocumento } from "@/lib/documentos/emissao";
import { emitirFichaDeMatricula } from "@/lib/documentos/ficha-de-matricula";
import { ehTipoDaPaginaDoAluno, ehTipoDeDeclaracao, ehTipoDeFicha, TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";
import { CAMPO_TOKEN } from "@/lib/infra/actions/criacao";

// `Emitir declaração de matrícula` / `Emitir declaração de frequência` and (issue 43) `Ficha de
// matrícula (PDF)` (administrador, secretaria):
// a POST from the student's page (its form, or the same form sent by fetch), answered with the PDF
// as an attachment. A POST from another site is refused before anything is read (the Origin must
// be this host's, as Next checks a server action's); then the session, the company and the role,
// as every action. The form carries a one-time token (issue 41): the same form sent again answers
// with the document it issued, never a second one. Every refusal is a Portuguese sentence
// (text/plain), never a 5xx but 503 when the database does not answer (past the deadline: the
// issue may have completed, and repeating it is safe).

/** The form's fields are two short dates: anything over this is no form of ours. */
const CORPO_MAX = 16 * 1024;

/** The body's form fields, read up to CORPO_MAX bytes (a chunked body has no Content-Length); null when too big or unreadable. */
async function formulario(request: Request): Promise<FormData | null | "grande"> {
  if (Number(request.headers.get("content-length") ?? 0) > CORPO_MAX) return "grande";
  const bytes = await readBody(request, CORPO_MAX);
  if (!bytes) return "grande";
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" } }).formData();
  } catch {
    return null;
  }
}

/** A refusal's status: 422 unless said here. A deadline is a 503 (the issue may still commit: the form's token makes repeating it safe). */
const STATUS_DA_RECUSA: Record<string, number> = {
  [alunoTexts.naoEncontrado]: 404,
  [documentoTexts.erros.talvezEmitido]: 503,
  [documentoTexts.erros.formularioJaUsado]: 409,
  [actionTexts.requisicaoInvalida]: 400,
};

const campo = (form: FormData, nome: string): string | undefined => {
  const v = form.get(nome);
  return typeof v === "string" ? v : undefined;
};

export async function POST(request: Request, { params }: { params: Promise<{ id: string; tipo: string }> }) {
  // CSRF: a browser sends Origin on every POST; it must be this very host.
  if (request.headers.get("origin") === null || isCrossOrigin(request)) return recusa(actionTexts.origemRecusada, 403);
  const { id, tipo } = await params;
  // Who may issue is the kind's (lib/documentos/tipos.ts); an unknown kind is a 404 once the session is checked.
  const doAluno = ehTipoDaPaginaDoAluno(tipo) ? tipo : null;
  const ctx = await contextoDaRota("[documentos] issuing", doAluno ? TIPOS_DE_DOCUMENTO[doAluno].quemEmite : "escrever");
  if (ctx instanceof Response) return ctx;
  if (!doAluno) return recusa(documentoTexts.erros.tipo, 404);
  const form = await formulario(request);
  if (form === "grande") return recusa(actionTexts.grandeDemais, 413);
  if (form === null) return recusa(actionTexts.requisicaoInvalida, 400);
  let emitido;
  try {
    const origem = origemDoPedido(request);
    const token = campo(form, CAMPO_TOKEN);
    if (ehTipoDeFicha(doAluno)) emitido = await emitirFichaDeMatricula(ctx, { tipo: doAluno, idAluno: id, origem, token });
    else if (ehTipoDeDeclaracao(doAluno)) emitido = await emitirDocumento(ctx, { tipo: doAluno, idAluno: id, periodo: { de: campo(form, "de"), ate: campo(form, "ate") }, origem, token });
    else return recusa(documentoTexts.erros.tipo, 404);
  } catch (error) {
    if (error instanceof ActionError) return recusa(error.message, STATUS_DA_RECUSA[error.message] ?? 422);
    console.error("[documentos] issuing failed:", error);
    return recusa(actionTexts.indisponivel, 503);
  }
  return new Response(new Blob([emitido.bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${emitido.nomeDoArquivo}"`,
      "Content-Length": String(emitido.bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      // The code, for the page that sent the form by fetch (it says which document was issued).
      "X-Codigo-Do-Documento": emitido.codigo,
    },
  });
}
