import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { ActionError } from "@/lib/infra/actions/erro";
import { idDaCriacao, impressaoDoPedido, jaCriado, transacaoDeCriacao } from "@/lib/infra/actions/criacao";
import { pode } from "@/lib/empresas/papeis";
import { actionTexts, alunoTexts, documentoTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import type { Aluno } from "@/lib/alunos/schema";
import { lerEscola } from "@/lib/escolas/dados";
import type { Escola } from "@/lib/escolas/schema";
import { turmasDoAluno } from "@/lib/enturmacoes/dados";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import { lerTurmaPorId } from "@/lib/turmas/dados";
import type { Turma } from "@/lib/turmas/schema";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { idDoAno } from "@/lib/anos-letivos/documento";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { idDaChamada, contribuicao } from "@/lib/chamadas/documento";
import { chamadaDoc } from "@/lib/chamadas/schema";
import { chamadasCollection } from "@/lib/chamadas/escrita";
import { etapaDoDiaDeAula } from "@/lib/regras/calendario";
import { CONTAGEM_VAZIA, formatarFrequencia, somar, type Contagem } from "@/lib/regras/frequencia";
import { formatarData, lerData } from "@/lib/campos/data";
import { agora, hoje } from "@/lib/infra/relogio";
import { registrarAtividade, autorDe } from "@/lib/atividades/escrita";
import { codigoDeBytes, codigoEmGrupos, BYTES_DO_CODIGO } from "@/lib/documentos/codigo";
import type { FatoImpresso, TipoDeDocumento } from "@/lib/documentos/schema";
import { descricaoDo, ehTipoDeDeclaracao, TIPOS_DE_DOCUMENTO, type TipoDeDeclaracao } from "@/lib/documentos/tipos";
import { enderecoDeVerificacao } from "@/lib/documentos/verificacao";
import { pdfDaDeclaracao, type Verificacao } from "@/lib/documentos/pdf";
import { escolaComArtigo, etapaNaDeclaracao } from "@/lib/documentos/declaracao";
import { redeNoCabecalho } from "@/lib/documentos/cabecalho";
import { fatoDoNomeSocial, nomeNoDocumento } from "@/lib/documentos/nome-no-documento";
import { empresaNosDocumentos } from "@/lib/empresas/dados";

// Issuing a declaration from a student's page (issue 26): administrador and secretaria. Reads the
// student, their entry `Cursando` in their school's year in progress, the turma and the school;
// prints the facts on one A4 page with the verification footer; keeps documentos/{code} (the facts
// as printed, the school as printed, the SHA-256 of the very bytes given out), those bytes
// (documentos_arquivos/{code}), the form's key (emissoes/{id}: a retry gives the same document,
// issue 41) and the activity (the student's history and the company's) in one transaction. A code
// that already exists (about 2^-80 per issue) is drawn again, the page made again with it.
//
// The PDF's bytes are kept, not made again from what is stored (issue 41: `Baixar novamente` and a
// retry give the very bytes whose SHA-256 the check compares): pdfkit names each embedded font
// subset with a random tag, and the fonts, the layout and the words change with the app's versions,
// so a PDF drawn again would not be those bytes. A page is 15–40 KB, in a collection of its own
// (documentos_arquivos), read only to give the file again; the bytes given are checked against
// the kept SHA-256 first.
//
// The frequência of a period comes from the roll call's counters on the student's entries of the
// year (`frequencia.{etapa}`) when the period covers whole etapas (so the default, the year so far,
// reads no roll call at all); when it cuts an etapa, that entry's days are counted from the turma's
// roll calls (chamadas/{turma}__{dia}, read by id for the period's days of class only: no query, no
// index), each day counting only under the entry it was recorded for.

const T = documentoTexts;

/** The period of a declaração de frequência as typed (`De`, `Até`: DD/MM/AAAA or YYYY-MM-DD; blank: the year so far). */
export type PeriodoPedido = { de?: string | null; ate?: string | null };

/** A declaration asked for; `token`: the form's one-time token (lib/infra/actions/criacao.ts), required. */
export type PedidoDeEmissao = { tipo: TipoDeDeclaracao; idAluno: string; periodo?: PeriodoPedido; origem: string; token: unknown };

export type Emitido = { codigo: string; bytes: Uint8Array; nomeDoArquivo: string };

/** "declaracao-de-matricula-maria-da-silva.pdf": the student's name in plain letters (lib/documentos/tipos.ts). */
export const nomeDoArquivo = (tipo: TipoDeDeclaracao, nomeDoAluno: string) => descricaoDo(tipo).nomeDoArquivo(nomeDoAluno, 0);

/** What a declaration prints, read for one student. */
type Leitura = { aluno: Aluno; escola: Escola; turma: Turma; ano: AnoLetivo; atual: Enturmacao; doAno: Enturmacao[] };

async function ler(ctx: ShellContext, idAluno: string): Promise<Leitura> {
  if (!isDocumentId(idAluno)) throw new ActionError(alunoTexts.naoEncontrado);
  const [aluno, entradas] = await Promise.all([lerAluno(ctx, idAluno), turmasDoAluno(ctx, idAluno)]);
  if (!aluno) throw new ActionError(alunoTexts.naoEncontrado);
  const escolaDoAluno = await lerEscola(ctx, aluno.idEscola);
  const emAndamento = escolaDoAluno?.anoEmAndamento ?? null;
  const doAno = emAndamento ? entradas.filter((e) => e.ano === emAndamento.ano) : [];
  const atual = doAno.find((e) => e.situacao === "cursando");
  if (!atual) throw new ActionError(T.erros.naoEnturmado);
  const [turma, escola] = await Promise.all([lerTurmaPorId(ctx, atual.idTurma), atual.idEscola === escolaDoAluno?.id ? escolaDoAluno : lerEscola(ctx, atual.idEscola)]);
  if (!turma || !escola) throw new ActionError(T.erros.naoEnturmado);
  const ano = await lerAnoPorId(ctx, turma.idAnoLetivo);
  if (!ano) throw new ActionError(T.erros.naoEnturmado);
  return { aluno, escola, turma, ano, atual, doAno };
}

/** The period asked for, checked against the year: within its etapas, not after today; blank: the year so far. */
export function periodoValido(pedido: PeriodoPedido | undefined, ano: Pick<AnoLetivo, "etapas">, dia: string = hoje()): { de: string; ate: string } {
  const inicio = ano.etapas[0]?.inicio;
  const fim = ano.etapas[ano.etapas.length - 1]?.fim;
  if (!inicio || !fim) throw new ActionError(T.erros.naoEnturmado);
  const lido = (v: string | null | undefined, padrao: string): string => {
    const t = (v ?? "").trim();
    if (!t) return padrao;
    const d = t.length <= 20 ? lerData(t) : null;
    if (!d) throw new ActionError(T.erros.periodo);
    return d;
  };
  const de = lido(pedido?.de, inicio);
  const ate = lido(pedido?.ate, fim < dia ? fim : dia);
  if (de > ate) throw new ActionError(ate < inicio ? T.erros.periodoNoFuturo : T.erros.periodoInvertido);
  if (de < inicio || ate > fim) throw new ActionError(T.erros.periodoForaDoAno(formatarData(inicio), formatarData(fim)));
  if (ate > dia) throw new ActionError(T.erros.periodoNoFuturo);
  return { de, ate };
}

/** Days from `de` to `ate` (inclusive), YYYY-MM-DD. */
function diasEntre(de: string, ate: string): string[] {
  const dias: string[] = [];
  for (const d = new Date(`${de}T12:00:00Z`); d.toISOString().slice(0, 10) <= ate; d.setUTCDate(d.getUTCDate() + 1)) dias.push(d.toISOString().slice(0, 10));
  return dias;
}

const diaAnterior = (dia: string) => {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The student's counters over the period, summed over their entries of the year: each entry's
 * etapa counters when the period holds whole etapas (as far as today), else that entry's days read
 * from its turma's roll calls.
 */
async function contagemDoPeriodo(ctx: ShellContext, l: Leitura, periodo: { de: string; ate: string }, dia: string): Promise<Contagem> {
  const anos = new Map<string, AnoLetivo | null>([[l.ano.id, l.ano]]);
  const contagens = await Promise.all(
    l.doAno.map(async (entrada): Promise<Contagem> => {
      const idAno = idDoAno(entrada.idEscola, entrada.ano);
      if (!anos.has(idAno)) anos.set(idAno, await lerAnoPorId(ctx, idAno));
      const ano = anos.get(idAno);
      if (!ano) return CONTAGEM_VAZIA;
      // Each etapa as far as today (a later one has no roll call yet): inside the period, or outside it.
      const etapas = ano.etapas.map((e, i) => ({ i, inicio: e.inicio, fim: e.fim < dia ? e.fim : dia })).filter((e) => e.inicio <= e.fim);
      const dentro = (e: { inicio: string; fim: string }) => periodo.de <= e.inicio && e.fim <= periodo.ate;
      const fora = (e: { inicio: string; fim: string }) => e.fim < periodo.de || e.inicio > periodo.ate;
      if (etapas.every((e) => dentro(e) || fora(e))) return somar(etapas.filter(dentro).map((e) => entrada.frequencia[String(e.i)] ?? CONTAGEM_VAZIA));
      // The period cuts an etapa: this entry's days of class in it, from the turma's roll calls.
      const de = [periodo.de, entrada.desde].sort()[1]!;
      const ultimo = entrada.ate ? diaAnterior(entrada.ate) : periodo.ate;
      const ate = [periodo.ate, ultimo, dia].sort()[0]!;
      const dias = de <= ate ? diasEntre(de, ate).filter((d) => etapaDoDiaDeAula(ano.etapas, ano.especiais, d) !== null) : [];
      if (dias.length === 0) return CONTAGEM_VAZIA;
      const chamadas = chamadasCollection();
      const snapshots = await withDeadline(db().getAll(...dias.map((d) => chamadas.doc(idDaChamada(entrada.idTurma, d)))), "banco");
      registrarLeituras("documentos.chamadasDoPeriodo", snapshots.length);
      return somar(
        snapshots.flatMap((s) => {
          const c = s.exists ? chamadaDoc.safeParse(s.data()) : null;
          const marca = c?.success && c.data.idEmpresa === ctx.empresa.id ? c.data.alunos[l.aluno.id] : undefined;
          return marca && marca.e === entrada.id ? [contribuicao(marca.m)] : [];
        }),
      );
    }),
  );
  return somar(contagens);
}

/** What every declaration says of the student: the sentence's parts and the first facts. */
type Base = {
  partes: { nome: string; matricula: string; nascimento: string; ano: number; turma: string; turno: string; escola: string; etapa: string };
  fatos: FatoImpresso[];
};

/** A declaration's sentence and facts, from its reading, the common parts and the period asked for. */
type ConteudoDaDeclaracao = (ctx: ShellContext, l: Leitura, base: Base, periodo: PeriodoPedido | undefined) => Promise<{ texto: string; fatos: FatoImpresso[] }>;

/**
 * How each declaration is made (lib/documentos/tipos.ts's kinds issued `por: "declaracao"`): a
 * declaration added to the registry does not compile until it is here.
 */
const CONTEUDO_DAS_DECLARACOES = {
  matricula: async (_ctx, _l, { partes, fatos }) => ({ texto: T.pdf.matricula(partes), fatos }),
  frequencia: async (ctx, l, { partes, fatos }, periodo) => {
    const F = T.fatos;
    const dia = hoje();
    const p = periodoValido(periodo, l.ano, dia);
    const c = await contagemDoPeriodo(ctx, l, p, dia);
    const faltas = c.faltas + c.justificadas;
    const frequencia = formatarFrequencia(c);
    const [de, ate] = [formatarData(p.de), formatarData(p.ate)];
    return {
      texto: T.pdf.frequencia({ ...partes, de, ate, dias: c.dias, faltas, frequencia }),
      fatos: [
        ...fatos,
        { rotulo: F.periodo, valor: F.periodoValor(de, ate) },
        { rotulo: F.dias, valor: String(c.dias) },
        { rotulo: F.faltas, valor: F.faltasValor(faltas, c.justificadas) },
        { rotulo: F.frequencia, valor: frequencia },
      ],
    };
  },
} satisfies Record<TipoDeDeclaracao, ConteudoDaDeclaracao>;

/** The declaration's sentence and facts. */
async function conteudo(ctx: ShellContext, tipo: TipoDeDeclaracao, l: Leitura, periodo: PeriodoPedido | undefined): Promise<{ texto: string; fatos: FatoImpresso[] }> {
  const F = T.fatos;
  const turno = turmaTexts.turnos[l.turma.turno];
  const partes = {
    // Issue 43: the civil name, the nome social beside it when filled.
    nome: nomeNoDocumento(l.aluno),
    matricula: l.aluno.matricula,
    nascimento: formatarData(l.aluno.dataNascimento),
    ano: l.turma.ano,
    turma: l.turma.nome,
    turno,
    escola: escolaComArtigo(l.escola.nome),
    etapa: etapaNaDeclaracao(l.turma.etapaDeEnsino),
  };
  const fatos: FatoImpresso[] = [
    { rotulo: F.matricula, valor: l.aluno.matricula },
    ...fatoDoNomeSocial(l.aluno),
    { rotulo: F.dataNascimento, valor: partes.nascimento },
    { rotulo: F.anoLetivo, valor: String(l.turma.ano) },
    { rotulo: F.turma, valor: l.turma.nome },
    { rotulo: F.turno, valor: turno },
  ];
  const fazer: ConteudoDaDeclaracao = CONTEUDO_DAS_DECLARACOES[tipo];
  return fazer(ctx, l, { partes, fatos }, periodo);
}

/** Codes drawn before giving up (a second collision would mean the random source is broken). */
const TENTATIVAS = 3;

/**
 * Issues a declaration of a student of the context's company (another company's student: not
 * found) and gives its PDF: { codigo, bytes, nomeDoArquivo }. The form's one-time token makes it
 * happen once (issue 41, ghost documents): the same form sent again (a retry after a deadline, a
 * double click) answers with the document it issued and that PDF's very bytes; sent for another
 * declaration or period, it is refused. Refusals are ActionErrors in Portuguese; nothing is written
 * unless the whole document is.
 */
export async function emitirDocumento(ctx: ShellContext, pedido: PedidoDeEmissao): Promise<Emitido> {
  const tipo = ehTipoDeDeclaracao(pedido.tipo) ? TIPOS_DE_DOCUMENTO[pedido.tipo] : null;
  if (!pode(ctx.papel, tipo?.quemEmite ?? "escrever")) throw new ActionError(actionTexts.semPermissao);
  if (!tipo) throw new ActionError(T.erros.tipo);
  const doPedido = pedidoDoFormulario(ctx, pedido);
  // A form sent again: its document, before anything else is read.
  const anterior = doPedido ? await emitidoPeloPedido(ctx, doPedido) : null;
  if (anterior) return { codigo: anterior.codigo, bytes: anterior.bytes, nomeDoArquivo: nomeDoArquivo(pedido.tipo, anterior.nomeAluno) };
  const l = await ler(ctx, pedido.idAluno);
  const { texto, fatos } = await conteudo(ctx, pedido.tipo, l, pedido.periodo);
  // A form without its token is refused after what it asks was checked (a wrong student or period says so first).
  if (!doPedido) throw new ActionError(actionTexts.requisicaoInvalida);
  const escola = { nome: l.escola.nome, codigoInep: l.escola.codigoInep, municipio: l.escola.municipio, uf: l.escola.uf };
  const rede = redeNoCabecalho(l.escola.nome, await empresaNosDocumentos(ctx.empresa));
  const { codigo, bytes } = await registrarEmissao(ctx, {
    tipo: pedido.tipo,
    idEscola: l.escola.id,
    aluno: { id: l.aluno.id, nome: l.aluno.nome },
    idTurma: l.turma.id,
    escola,
    fatos,
    origem: pedido.origem,
    pedido: doPedido,
    pdf: (verificacao) => pdfDaDeclaracao({ tipo: pedido.tipo, rede, escola, nomeAluno: l.aluno.nome, texto, fatos, verificacao }),
  });
  return { codigo, bytes, nomeDoArquivo: nomeDoArquivo(pedido.tipo, l.aluno.nome) };
}

/** The form's key and what it asked for; null without a well-formed token. */
function pedidoDoFormulario(ctx: ShellContext, pedido: PedidoDeEmissao): PedidoGuardado | null {
  let id: string;
  try {
    id = idDaCriacao(ctx.empresa.id, pedido.token);
  } catch {
    return null;
  }
  return { id, impressao: impressaoDoPedido({ tipo: pedido.tipo, idAluno: pedido.idAluno, de: pedido.periodo?.de?.trim() || null, ate: pedido.periodo?.ate?.trim() || null }) };
}

/** What a verifiable document is made of, whatever its type (a declaration, a boletim). */
export type Emissao = {
  tipo: TipoDeDocumento;
  idEscola: string;
  aluno: { id: string; nome: string };
  idTurma: string | null;
  escola: { nome: string; codigoInep: string | null; municipio: string | null; uf: string | null };
  /** The facts printed, as the check shows them. */
  fatos: FatoImpresso[];
  /** The request's origin (the verification address when APP_URL is not set). */
  origem: string;
  /** The PDF's bytes, with its verification footer (code, QR, who and when). */
  pdf: (verificacao: Verificacao) => Promise<Uint8Array>;
  /**
   * The issuing request's key (emissoes/{id}, from the form's token or the document's content) and
   * the digest of what it asked for: a second request with that key gets the first one's document.
   */
  pedido?: PedidoGuardado;
  /**
   * A boletim's last issue (boletins_emitidos/{id}: its code and content's digest, lib/boletins/emissao.ts):
   * when `conteudo` is the last one's and that document is not revoked, it is given again (issue 41:
   * one boletim per content); else the new document becomes the last one.
   */
  ultimo?: { id: string; conteudo: string };
  /** The calendar year the document is of (a boletim's), kept so the list says which is current. */
  ano?: number;
};

/** A request's key (emissoes/{id}) and the digest of what it asked for. */
export type PedidoGuardado = { id: string; impressao: string };

/** A document given again: its code, its PDF's very bytes, the student's name as printed. */
export type JaEmitido = { codigo: string; bytes: Uint8Array; nomeAluno: string };

const emissoes = () => db().collection(COLLECTIONS.emissoes);
const arquivos = () => db().collection(COLLECTIONS.documentosArquivos);
const documentos = () => db().collection(COLLECTIONS.documentos);

/** The document a request's key names, read in a transaction or alone; null when the key is new. A key of another request is refused. */
async function jaEmitido(ler: (ref: FirebaseFirestore.DocumentReference) => Promise<FirebaseFirestore.DocumentSnapshot>, ctx: ShellContext, pedido: PedidoGuardado): Promise<JaEmitido | null> {
  const chave = await ler(emissoes().doc(pedido.id));
  if (!chave.exists) return null;
  jaCriado(chave, ctx.empresa.id, pedido.impressao, T.erros.formularioJaUsado);
  const codigo = chave.get("codigo");
  const [doc, arquivo] = await Promise.all([ler(documentos().doc(codigo)), ler(arquivos().doc(codigo))]);
  const bytes = bytesGuardados(doc, arquivo, ctx.empresa.id);
  if (!bytes) throw new Error(`emissoes/${pedido.id} names a document without its kept PDF`);
  return { codigo, bytes, nomeAluno: String(doc.get("nomeAluno")) };
}

/** A kept PDF's bytes, when they are of the company's document and hash to its SHA-256 (else null: never other bytes than those issued). */
export function bytesGuardados(doc: FirebaseFirestore.DocumentSnapshot, arquivo: FirebaseFirestore.DocumentSnapshot, idEmpresa: string): Uint8Array | null {
  const pdf: unknown = arquivo.get("pdf");
  if (!doc.exists || !arquivo.exists || doc.get("idEmpresa") !== idEmpresa || arquivo.get("idEmpresa") !== idEmpresa || !(pdf instanceof Uint8Array)) return null;
  if (createHash("sha256").update(pdf).digest("hex") !== doc.get("sha256")) return null;
  return new Uint8Array(pdf);
}

const ultimos = () => db().collection(COLLECTIONS.boletinsEmitidos);

/** The last issue of a boletim, read in a transaction or alone, when its content is `conteudo` and it is not revoked; else null. */
async function ultimoComOConteudo(ler: (ref: FirebaseFirestore.DocumentReference) => Promise<FirebaseFirestore.DocumentSnapshot>, ctx: ShellContext, ultimo: { id: string; conteudo: string }): Promise<JaEmitido | null> {
  const marca = await ler(ultimos().doc(ultimo.id));
  if (!marca.exists || marca.get("idEmpresa") !== ctx.empresa.id || marca.get("conteudo") !== ultimo.conteudo) return null;
  const codigo = marca.get("codigo");
  if (typeof codigo !== "string" || !isDocumentId(codigo)) return null;
  const [doc, arquivo] = await Promise.all([ler(documentos().doc(codigo)), ler(arquivos().doc(codigo))]);
  const bytes = bytesGuardados(doc, arquivo, ctx.empresa.id);
  if (!bytes || doc.get("revogadoEm")) return null;
  return { codigo, bytes, nomeAluno: String(doc.get("nomeAluno")) };
}

/** The boletim last issued with this content (read alone, before a PDF is made), or null. */
export async function ultimoBoletim(ctx: ShellContext, ultimo: { id: string; conteudo: string }): Promise<JaEmitido | null> {
  const lido = await ultimoComOConteudo((ref) => withDeadline(ref.get(), "banco"), ctx, ultimo);
  registrarLeituras("documentos.ultimoBoletim", lido ? 3 : 1);
  return lido;
}

/** The document a request already issued (read alone, before any work), or null. */
export async function emitidoPeloPedido(ctx: ShellContext, pedido: PedidoGuardado): Promise<JaEmitido | null> {
  const lidos = await jaEmitido((ref) => withDeadline(ref.get(), "banco"), ctx, pedido);
  registrarLeituras("documentos.doPedido", lidos ? 4 : 1);
  return lidos;
}

/**
 * Issues a verifiable document (the caller has checked who may): a new code, the PDF made with it,
 * documentos/{code} with the facts and the PDF's SHA-256, the PDF's very bytes
 * (documentos_arquivos/{code}: `Baixar novamente` and a retry give them again), the request's key
 * and the activity entry, in one transaction. A request whose key already issued a document gets
 * that one (and creates nothing); a code that already exists is drawn again. Past the database's
 * deadline the transaction may still commit: the person is told so, and that repeating is safe.
 */
export async function registrarEmissao(ctx: ShellContext, e: Emissao): Promise<{ codigo: string; bytes: Uint8Array; novo: boolean }> {
  const autor = autorDe(ctx);
  const tipo = TIPOS_DE_DOCUMENTO[e.tipo].nome;
  for (let tentativa = 1; tentativa <= TENTATIVAS; tentativa++) {
    const codigo = codigoDeBytes(randomBytes(BYTES_DO_CODIGO));
    const emitidoEm = agora(); // the document's date: the school's clock
    const bytes = await e.pdf({ codigo, endereco: enderecoDeVerificacao(codigo, e.origem), emitidoPorNome: autor.nome, emitidoEm });
    const ref = documentos().doc(codigo);
    const feito = await transacaoDeCriacao(async (tx): Promise<{ codigo: string; bytes: Uint8Array; novo: boolean } | null> => {
      if (e.pedido) {
        const anterior = await jaEmitido((r) => tx.get(r), ctx, e.pedido);
        if (anterior) return { codigo: anterior.codigo, bytes: anterior.bytes, novo: false };
      }
      if (e.ultimo) {
        // Another download of the same content committed first: its document.
        const igual = await ultimoComOConteudo((r) => tx.get(r), ctx, e.ultimo);
        if (igual) return { codigo: igual.codigo, bytes: igual.bytes, novo: false };
      }
      // A code drawn twice (about 2^-80 per issue): drawn again.
      if ((await tx.get(ref)).exists) return null;
      tx.create(ref, {
        idEmpresa: ctx.empresa.id,
        idEscola: e.idEscola,
        idAluno: e.aluno.id,
        idTurma: e.idTurma,
        tipo: e.tipo,
        escola: e.escola,
        nomeAluno: e.aluno.nome,
        fatos: e.fatos,
        emitidoPor: autor.uid,
        emitidoPorNome: autor.nome,
        emitidoEm: Timestamp.fromDate(emitidoEm),
        sha256: createHash("sha256").update(bytes).digest("hex"),
        ...(e.pedido ? { idDoPedido: e.pedido.id } : {}),
        ...(e.ano ? { ano: e.ano } : {}),
        arquivoGuardado: true,
        revogadoEm: null,
        revogadoPor: null,
        revogadoPorNome: null,
        motivoPublico: null,
        observacaoInterna: null,
        motivoDaRevogacao: null,
      });
      tx.create(arquivos().doc(codigo), { idEmpresa: ctx.empresa.id, idAluno: e.aluno.id, pdf: Buffer.from(bytes) });
      if (e.pedido) tx.create(emissoes().doc(e.pedido.id), { idEmpresa: ctx.empresa.id, codigo, impressaoDaCriacao: e.pedido.impressao, em: Timestamp.fromDate(emitidoEm) });
      if (e.ultimo) tx.set(ultimos().doc(e.ultimo.id), { idEmpresa: ctx.empresa.id, idAluno: e.aluno.id, codigo, conteudo: e.ultimo.conteudo, em: Timestamp.fromDate(emitidoEm) });
      registrarAtividade(tx, autor, { tipo: "documento.emitido", alvo: { colecao: "alunos", id: e.aluno.id, nome: e.aluno.nome }, detalhe: T.detalhe(tipo, codigoEmGrupos(codigo)) });
      return { codigo, bytes, novo: true };
    }, T.erros.talvezEmitido);
    if (feito) return feito;
    console.warn("[documentos] a code drawn already exists; drawing another");
  }
  throw new Error("three codes drawn already existed: the random source is broken");
}
