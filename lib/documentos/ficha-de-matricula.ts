import "server-only";
import { fontes, novoDocumento, Pincel } from "@/lib/boletins/pdf";
import { diaDe, formatarData } from "@/lib/campos/data";
import { pode } from "@/lib/empresas/papeis";
import { empresaNosDocumentos } from "@/lib/empresas/dados";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { idDaCriacao, impressaoDoPedido } from "@/lib/infra/actions/criacao";
import { actionTexts, alunoTexts, documentoTexts, fichaDeMatriculaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import { secoesDaFicha, veAFichaInteira, type SecaoDaFicha } from "@/lib/alunos/ficha-de-matricula";
import { lerEscola } from "@/lib/escolas/dados";
import { redeNoCabecalho } from "@/lib/documentos/cabecalho";
import type { FatoImpresso } from "@/lib/documentos/schema";
import { descricaoDo, ehTipoDeFicha, TIPOS_DE_DOCUMENTO, type TipoDeFicha } from "@/lib/documentos/tipos";
import { emitidoPeloPedido, registrarEmissao, type Emitido, type PedidoGuardado } from "@/lib/documentos/emissao";
import { ALTURA_DO_RODAPE, desenharCabecalhoDaEscola, desenharRodapeDeVerificacao, localDaEscola, type Verificacao } from "@/lib/documentos/pdf";
import { Folha, fimAcimaDoRodape } from "@/lib/documentos/folha";
import { fatoDoNomeSocial } from "@/lib/documentos/nome-no-documento";

// `Ficha de matrícula (PDF)` (issue 43): the student's record on A4 as the family signs it at
// enrolment: the school's header, every section of the record in the sheet's order
// (lib/alunos/ficha-de-matricula.ts, from the descriptor), the responsáveis one block each, the
// family's statement, place and date, and the signature lines of the responsável legal and of the
// secretaria; on every page the verification footer (code and QR), issued and kept as the
// declarations are (lib/documentos/emissao.ts's registrarEmissao: the very bytes, their SHA-256,
// the form's one-time token, the activity).
//
// The family signs all of it, the sensitive sections too (Cor/raça and, once merged, Necessidades
// específicas and Saúde): only a role that issues documents AND sees every field of the record
// issues it. The student need not be in a turma (a ficha is filled at enrolment). What the public
// check keeps and shows of it is the student's identity only (name, nome social, matrícula, birth
// date): never the record's sensitive sections, documents or address.

const T = fichaDeMatriculaTexts;

export type PedidoDaFicha = { tipo: TipoDeFicha; idAluno: string; origem: string; token: unknown };

/** What the ficha prints. */
export type Ficha = {
  rede: string | null;
  escola: { nome: string; codigoInep: string | null; municipio: string | null; uf: string | null };
  nomeAluno: string;
  secoes: SecaoDaFicha[];
  verificacao: Verificacao;
};

/**
 * Issues the ficha of a student of the context's company (another company's: not found) and gives
 * its PDF. The form's token makes it happen once: the same form sent again gives the same
 * document's very bytes. Refusals are ActionErrors in Portuguese; nothing is written unless the
 * whole document is.
 */
export async function emitirFichaDeMatricula(ctx: ShellContext, pedido: PedidoDaFicha): Promise<Emitido> {
  const tipo = ehTipoDeFicha(pedido.tipo) ? pedido.tipo : null;
  if (!pode(ctx.papel, tipo ? TIPOS_DE_DOCUMENTO[tipo].quemEmite : "escrever") || !veAFichaInteira(ctx.papel)) throw new ActionError(actionTexts.semPermissao);
  if (!tipo) throw new ActionError(documentoTexts.erros.tipo);
  const doPedido = pedidoDoFormulario(ctx, tipo, pedido);
  const anterior = doPedido ? await emitidoPeloPedido(ctx, doPedido) : null;
  if (anterior) return { codigo: anterior.codigo, bytes: anterior.bytes, nomeDoArquivo: descricaoDo(tipo).nomeDoArquivo(anterior.nomeAluno, 0) };
  const aluno = isDocumentId(pedido.idAluno) ? await lerAluno(ctx, pedido.idAluno) : null;
  if (!aluno) throw new ActionError(alunoTexts.naoEncontrado);
  if (!doPedido) throw new ActionError(actionTexts.requisicaoInvalida);
  const [daEscola, empresa] = await Promise.all([lerEscola(ctx, aluno.idEscola), empresaNosDocumentos(ctx.empresa)]);
  const escola = daEscola
    ? { nome: daEscola.nome, codigoInep: daEscola.codigoInep, municipio: daEscola.municipio, uf: daEscola.uf }
    : { nome: "—", codigoInep: null, municipio: null, uf: null };
  const rede = redeNoCabecalho(escola.nome, empresa);
  const secoes = secoesDaFicha(aluno, ctx.papel, { escolas: new Map(daEscola ? [[daEscola.id, daEscola.nome]] : []) });
  const { codigo, bytes } = await registrarEmissao(ctx, {
    tipo,
    idEscola: aluno.idEscola,
    aluno: { id: aluno.id, nome: aluno.nome },
    idTurma: null,
    escola,
    fatos: fatosDaFicha(aluno),
    origem: pedido.origem,
    pedido: doPedido,
    pdf: (verificacao) => pdfDaFicha({ rede, escola, nomeAluno: aluno.nome, secoes, verificacao }),
  });
  return { codigo, bytes, nomeDoArquivo: descricaoDo(tipo).nomeDoArquivo(aluno.nome, 0) };
}

/**
 * What the public check keeps and shows of a ficha: who the student is (the civil name is the
 * document's; the nome social beside it, when filled), never the record's other fields.
 */
export function fatosDaFicha(aluno: { nome: string; matricula: string; nomeSocial: string | null; dataNascimento: string }): FatoImpresso[] {
  const F = documentoTexts.fatos;
  return [
    { rotulo: F.matricula, valor: aluno.matricula },
    ...fatoDoNomeSocial(aluno),
    { rotulo: F.dataNascimento, valor: formatarData(aluno.dataNascimento) },
  ];
}

function pedidoDoFormulario(ctx: ShellContext, tipo: TipoDeFicha, pedido: PedidoDaFicha): PedidoGuardado | null {
  try {
    return { id: idDaCriacao(ctx.empresa.id, pedido.token), impressao: impressaoDoPedido({ tipo, idAluno: pedido.idAluno }) };
  } catch {
    return null;
  }
}

/** The ficha's PDF, as many A4 pages as the record takes, each with the verification footer; its whole bytes. */
export async function pdfDaFicha(f: Ficha): Promise<Uint8Array> {
  const doc = novoDocumento(await fontes(), { titulo: documentoTexts.pdf.tituloDoDocumento(documentoTexts.tipos.fichaDeMatricula, f.nomeAluno), emitidoEm: f.verificacao.emitidoEm });
  const pedacos: Buffer[] = [];
  doc.on("data", (pedaco: Buffer) => pedacos.push(pedaco));
  const fim = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const folha = new Folha(doc, { fim: fimAcimaDoRodape(ALTURA_DO_RODAPE), rodape: (d) => desenharRodapeDeVerificacao(d, f.verificacao), continuacao: T.continuacao(f.nomeAluno) });
  folha.abrir();
  folha.y = desenharCabecalhoDaEscola(new Pincel(doc, false), f, folha.y) + 18;
  folha.texto(T.titulo, { negrito: true, tamanho: 15, alinhar: "center", linhas: 1 });
  folha.espaco(14);
  folha.secoesDoAluno(f.secoes, 8);
  folha.espaco(6);
  folha.texto(T.declaracao, { tamanho: 10.5 });
  folha.espaco(10);
  folha.texto(documentoTexts.pdf.localEData(localDaEscola(f.escola), diaDe(f.verificacao.emitidoEm)), { tamanho: 10.5, alinhar: "right", linhas: 2 });
  folha.assinaturas(T.assinaturaResponsavel, T.assinaturaSecretaria);
  folha.fechar();
  doc.end();
  await fim;
  const bytes = Buffer.concat(pedacos);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
