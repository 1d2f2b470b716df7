import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { pode } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { alunoDoProfessor } from "@/lib/enturmacoes/dados";
import { documentoDoc, type TipoDeDocumento } from "@/lib/documentos/schema";
import { lerRevogacao, type MotivoDaRevogacao } from "@/lib/documentos/motivo-da-revogacao";
import { marcarAtuais } from "@/lib/documentos/atual";
import { lerCodigo } from "@/lib/documentos/codigo";
import { bytesGuardados } from "@/lib/documentos/emissao";
import { descricaoDo, ehTipoDeFicha } from "@/lib/documentos/tipos";
import { veAFichaInteira } from "@/lib/alunos/ficha-de-matricula";
import { boletimTexts } from "@/lib/messages";

// A student's documents (the section `Documentos` of their page), newest first: the roles that
// read the register, and a professor for a student `Cursando` in a turma they teach. One query
// (index: idEmpresa, idAluno, emitidoEm desc), only the columns the list shows. A professor gets
// no code, only its last 4 symbols: a code opens the public check, which shows what the paper said
// (a birth date, earlier years' grades), more than the professor's own view of the student; nor a
// revocation's internal observation (the company's note, which may tell the child's situation).

/** The most documents the list shows (the newest). */
export const DOCUMENTOS_NA_LISTA = 50;

export type DocumentoDaLista = {
  /** The whole code; null for a role that sees the list but not the codes (a professor). */
  codigo: string | null;
  /** The code's last 4 symbols (what a masked code shows). */
  final: string;
  tipo: TipoDeDocumento;
  emitidoEm: Date | null;
  emitidoPorNome: string;
  revogadoEm: Date | null;
  revogadoPorNome: string | null;
  /** The public reason of a revocation (null: not revoked). */
  motivoDaRevogacao: MotivoDaRevogacao | null;
  /** The revocation's internal observation; null for a role that does not read the register. */
  observacaoInterna: string | null;
  /** Whether its PDF's bytes are kept (`Baixar novamente`: issued since issue 41). */
  arquivoGuardado: boolean;
  /** A boletim: whether it is its year's current one (lib/documentos/atual.ts); null for a declaration. */
  atual: boolean | null;
};

const daLista = documentoDoc.pick({
  idEmpresa: true,
  idAluno: true,
  tipo: true,
  emitidoEm: true,
  emitidoPorNome: true,
  revogadoEm: true,
  revogadoPorNome: true,
  motivoPublico: true,
  observacaoInterna: true,
  motivoDaRevogacao: true,
  ano: true,
  arquivoGuardado: true,
});

/** Whether the role sees the codes whole (the roles that read the register), not only that documents exist. */
const veOsCodigos = (ctx: ShellContext) => pode(ctx.papel, "ler");

/** Whether the context's role sees the student's documents. */
async function ve(ctx: ShellContext, idAluno: string): Promise<boolean> {
  if (veOsCodigos(ctx)) return true;
  return (await alunoDoProfessor(ctx, idAluno)) !== null;
}

/** The student's documents, newest first (empty when none, or not the role's to see). */
export async function documentosDoAluno(ctx: ShellContext, idAluno: string): Promise<DocumentoDaLista[]> {
  if (!isDocumentId(idAluno) || !(await ve(ctx, idAluno))) return [];
  const snapshot = await withDeadline(
    db()
      .collection(COLLECTIONS.documentos)
      .where("idEmpresa", "==", ctx.empresa.id)
      .where("idAluno", "==", idAluno)
      .orderBy("emitidoEm", "desc")
      .select(...Object.keys(daLista.shape))
      .limit(DOCUMENTOS_NA_LISTA)
      .get(),
    "banco",
  );
  registrarLeituras("documentos.doAluno", snapshot.size);
  const lista = snapshot.docs.flatMap((d) => {
    const parsed = daLista.safeParse(d.data());
    if (!parsed.success || parsed.data.idEmpresa !== ctx.empresa.id) return [];
    const { tipo, emitidoEm, emitidoPorNome, revogadoEm, revogadoPorNome } = parsed.data;
    const revogacao = revogadoEm ? lerRevogacao(parsed.data) : null;
    const inteiro = veOsCodigos(ctx);
    return [
      {
        codigo: inteiro ? d.id : null,
        final: d.id.slice(-4),
        tipo,
        emitidoEm: emitidoEm ?? null,
        emitidoPorNome,
        revogadoEm: revogadoEm ?? null,
        revogadoPorNome,
        motivoDaRevogacao: revogacao?.motivo ?? null,
        observacaoInterna: inteiro ? (revogacao?.observacao ?? null) : null,
        arquivoGuardado: parsed.data.arquivoGuardado,
        ano: parsed.data.ano,
      },
    ];
  });
  const atuais = marcarAtuais(lista);
  return lista.map((d, i) => {
    const { ano, ...semAno } = d;
    void ano;
    return { ...semAno, atual: atuais[i] ?? null };
  });
}

/**
 * Whether a role gets a kept document's bytes again (`Baixar novamente`): the roles that see codes,
 * but a ficha de matrícula (it prints Cor/raça, Necessidades específicas, Saúde, documents and the
 * address) only to the roles that see the whole record, those that issue it.
 */
export const baixaDeNovo = (ctx: Pick<ShellContext, "papel">, tipo: TipoDeDocumento) => pode(ctx.papel, "ler") && (!ehTipoDeFicha(tipo) || veAFichaInteira(ctx.papel));

/**
 * `Baixar novamente`: the very bytes of a document of the student, as issued (checked against the
 * kept SHA-256), and its file's name; null when it is not found, not the student's or the
 * company's, its bytes were not kept (issued before issue 41), or the role does not get it again
 * (`baixaDeNovo`: a professor, whose PDF would print the whole code; consulta, a ficha). Reads two documents by id.
 */
export async function arquivoDoDocumento(ctx: ShellContext, idAluno: string, texto: unknown): Promise<{ bytes: Uint8Array; nomeDoArquivo: string } | null> {
  const codigo = lerCodigo(texto);
  if (!codigo || !veOsCodigos(ctx) || !isDocumentId(idAluno)) return null;
  const [doc, arquivo] = await withDeadline(db().getAll(db().collection(COLLECTIONS.documentos).doc(codigo), db().collection(COLLECTIONS.documentosArquivos).doc(codigo)), "banco");
  registrarLeituras("documentos.arquivo", 2);
  const parsed = doc?.exists ? documentoDoc.safeParse(doc.data()) : null;
  if (!doc || !arquivo || !parsed?.success || parsed.data.idEmpresa !== ctx.empresa.id || parsed.data.idAluno !== idAluno) return null;
  const bytes = bytesGuardados(doc, arquivo, ctx.empresa.id);
  if (!bytes) return null;
  const { tipo, nomeAluno, fatos } = parsed.data;
  if (!baixaDeNovo(ctx, tipo)) return null;
  // The year a kind issued per year is of (on an older document, read from the facts it printed).
  const ano = parsed.data.ano ?? Number(fatos.find((f) => f.rotulo === boletimTexts.anoLetivo)?.valor);
  return { bytes, nomeDoArquivo: descricaoDo(tipo).nomeDoArquivo(nomeAluno, Number.isInteger(ano) ? ano : 0) };
}
