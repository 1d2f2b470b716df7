import "server-only";
import { contar } from "@/lib/empresas/contadores";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { anoAtual } from "@/lib/infra/relogio";
import { mascararCpf } from "@/lib/campos/cpf";
import { ActionError } from "@/lib/infra/actions/erro";
import { transacaoDeCriacao, idDaCriacao, impressaoDoPedido, jaCriado } from "@/lib/infra/actions/criacao";
import { alunoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { acompanharAluno, apagarDoAluno } from "@/lib/enturmacoes/escrita";
import { mudancas } from "@/lib/atividades/documento";
import { type Mudanca } from "@/lib/atividades/schema";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { reservarUnicos, liberarUnicos, reservaDoUnico } from "@/lib/alunos/unicos";
import { possiveisDuplicados, detalhesDosDuplicados } from "@/lib/alunos/duplicados";
import { camposDerivados, camposGuardados, chaveDaFiliacao, chaveSequencia, formatarMatricula, type CamposAluno } from "@/lib/alunos/documento";
import {
  CAMPOS_DA_EDICAO,
  CAMPOS_DO_HISTORICO,
  CAMPOS_DO_PRIMEIRO_RESPONSAVEL,
  CAMPOS_SO_ALTERADOS,
  visivelPara,
  type Campo,
  type CamposDaEdicao,
} from "@/lib/alunos/descritor";
import { comPrimeiroResponsavel } from "@/lib/alunos/documento";
import {
  CAMPOS_DO_RESPONSAVEL_ANTIGO,
  cpfsMudaram,
  CAMPO_CPF_DOS_RESPONSAVEIS,
  CAMPO_RESPONSAVEIS,
  problemaDosResponsaveis,
  resumoDosResponsaveis,
  type Responsavel,
} from "@/lib/alunos/responsaveis";
import { hoje } from "@/lib/infra/relogio";
import type { SecaoDoAluno } from "@/lib/alunos/campos";
import { conferirAluno } from "@/lib/alunos/regras";
import { ehTipoDeFicha } from "@/lib/documentos/tipos";
import { chunk } from "@/lib/infra/lotes";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";
import { MASCARA_CPF, type Aluno, type AlunoInput } from "@/lib/alunos/schema";

// The company's students, written. Each change is one transaction: the enrolment number from the
// company's sequence for the year (a key document: 50 students created at once get 50 numbers),
// the CPF key that keeps a CPF unique in the company, the schools' counters of active students,
// the student and the history entry commit together or not at all.

const erros = alunoTexts.erros;

export const cpfKey = (idEmpresa: string, cpf: string) => reservaDoUnico("cpf", idEmpresa, cpf);
const sequencia = (idEmpresa: string, ano: number) => db().collection(COLLECTIONS.sequencias).doc(chaveSequencia(idEmpresa, ano));

/** The company's school for a student, read in the transaction; `aceitaInativa`: its current one. */
async function escolaDoAluno(tx: Transaction, ctx: ShellContext, idEscola: string, aceitaInativa: boolean) {
  const escola = !isDocumentId(idEscola) ? null : escolaFrom(await tx.get(escolasCollection().doc(idEscola)), ctx.empresa.id);
  if (!escola || (!escola.ativa && !aceitaInativa)) throw new ActionError(erros.escola, "idEscola");
  return escola;
}

/**
 * Reserves `quantas` numbers of the company's sequence for the year (read before any write): the
 * first is returned; a spreadsheet import takes its whole block at once. Numbers are never reused.
 */
export async function reservarMatriculas(tx: Transaction, idEmpresa: string, quantas: number): Promise<{ ano: number; primeiro: number; write: () => void }> {
  const ano = anoAtual();
  const ref = sequencia(idEmpresa, ano);
  const snapshot = await tx.get(ref);
  const primeiro = snapshot.exists ? Number(snapshot.get("proximo")) || 1 : 1;
  return { ano, primeiro, write: () => tx.set(ref, { idEmpresa, ano, proximo: primeiro + quantas }) };
}

/** A new student's document, as the form and the import create it. */
export function documentoDoAluno(idEmpresa: string, uid: string, input: CamposAluno, matricula: string) {
  return {
    idEmpresa,
    ...camposGuardados(input),
    ...camposDerivados(input.nome, input.nomeSocial),
    ...chaveDaFiliacao(input),
    matricula,
    situacao: "ativo",
    ...criacaoDe(uid),
  };
}

/**
 * A student's values as written: the first responsável's three typed fields out (they live in the
 * list), the list in, and the former single guardian's stored fields removed (a record stored
 * before the list is migrated by its next save: lib/alunos/responsaveis.ts).
 */
export function comResponsaveis<V extends Record<string, unknown>>(valores: V, lista: readonly Responsavel[]) {
  const guardar: Record<string, unknown> = { ...valores };
  for (const c of CAMPOS_DO_PRIMEIRO_RESPONSAVEL) delete guardar[c.chave];
  return {
    ...guardar,
    responsaveis: lista,
    ...Object.fromEntries(CAMPOS_DO_RESPONSAVEL_ANTIGO.map((k) => [k, FieldValue.delete()])),
  };
}

/** The first responsável's typed fields as a list reads them (the history compares them as before). */
const doPrimeiro = (lista: readonly Responsavel[]) => ({
  responsavelNome: lista[0]?.nome || null,
  responsavelTelefone: lista[0]?.telefone ?? null,
  responsavelEmail: lista[0]?.email ?? null,
});

/** A change of the list as the history keeps it: its summary before and after; a CPF change without numbers. */
export function mudancasDosResponsaveis(antes: readonly Responsavel[], depois: readonly Responsavel[]): Mudanca[] {
  const de = resumoDosResponsaveis(antes);
  const para = resumoDosResponsaveis(depois);
  return [...(de !== para ? [{ campo: CAMPO_RESPONSAVEIS, de, para }] : []), ...(cpfsMudaram(antes, depois) ? [{ campo: CAMPO_CPF_DOS_RESPONSAVEIS, de: null, para: null }] : [])];
}

export const contarAtivos = (tx: Transaction, idEscola: string, delta: number) =>
  tx.update(escolasCollection().doc(idEscola), { alunosAtivos: FieldValue.increment(delta) });

/**
 * Creates a student. `token`: the create form's one-time token (the actions always pass one): the
 * student's id comes from it, so a retry or a replay gives this same student and its matrícula.
 * `duplicados` (the form's `Salvar`): a student of the company that may be this one (same name and
 * birth date, or same name and `Filiação 1`: lib/alunos/duplicados.ts) is named and nothing is
 * saved, unless `confirmado` (`Cadastrar mesmo assim`), which the history then records.
 */
export async function criarAluno(ctx: ShellContext, input: AlunoInput, token?: string, duplicados?: { confirmado: boolean }): Promise<{ id: string; matricula: string }> {
  if (input.cpf && MASCARA_CPF.test(input.cpf)) throw new ActionError(erros.cpf, "cpf");
  const ref = token === undefined ? alunosCollection().doc() : alunosCollection().doc(idDaCriacao(ctx.empresa.id, token));
  const impressao = impressaoDoPedido(camposGuardados(input));
  const parecidos = duplicados ? await possiveisDuplicados(ctx, input, ref.id) : [];
  if (parecidos.length > 0 && !duplicados?.confirmado) throw new ActionError(alunoTexts.confiraDuplicados, undefined, detalhesDosDuplicados(parecidos));
  let matricula = "";
  await transacaoDeCriacao(async (tx) => {
    const existente = await tx.get(ref);
    if (existente.exists) {
      jaCriado(existente, ctx.empresa.id, impressao);
      matricula = String(existente.get("matricula"));
      return;
    }
    const escola = await escolaDoAluno(tx, ctx, input.idEscola, false);
    const reservar = await reservarUnicos(tx, ctx, ref.id, null, input);
    const numero = await reservarMatriculas(tx, ctx.empresa.id, 1);
    matricula = formatarMatricula(numero.ano, numero.primeiro);
    numero.write();
    tx.create(ref, { ...documentoDoAluno(ctx.empresa.id, ctx.session.uid, input, matricula), impressaoDaCriacao: impressao });
    reservar();
    contarAtivos(tx, escola.id, 1);
    contar(tx, ctx.empresa.id, { alunosAtivos: 1 });
    registrarAtividade(tx, ctx, {
      tipo: "aluno.criado",
      alvo: { colecao: COLLECTIONS.alunos, id: ref.id, nome: input.nome },
      ...(parecidos.length > 0 ? { detalhe: alunoTexts.cadastradoMesmoAssim(parecidos.map((p) => p.matricula)) } : {}),
    });
  });
  return { id: ref.id, matricula };
}

/**
 * Reads the company's student in a transaction, or refuses as "not found". `contadoAtivo`: whether
 * Home's count of active students counts it (its stored `situacao` is "ativo"; a malformed one
 * reads as active but is not counted).
 */
async function alunoNaTransacao(tx: Transaction, ctx: ShellContext, id: string) {
  const doc = isDocumentId(id) ? await tx.get(alunosCollection().doc(id)) : null;
  const aluno = doc ? alunoFrom(doc, ctx.empresa.id) : null;
  if (!aluno) throw new ActionError(alunoTexts.naoEncontrado);
  return { ...aluno, contadoAtivo: doc!.get("situacao") === "ativo" };
}

/**
 * Saves `Editar` (today's short form) or one section's `Editar` (`secao`): only the fields that form
 * owns are written, every other keeps its stored value. A field the role does not see
 * (lib/alunos/campos.ts, `visivelPara`) is not on its form: its stored value is kept, whatever the
 * request says. The record is then checked as a whole (lib/alunos/regras.ts: a field without its
 * condition dropped, a municipality of its UF, the certidão's year against the birth date), each
 * problem of the form's fields refused under its field.
 */
export async function atualizarAluno(
  ctx: ShellContext,
  id: string,
  versao: number,
  input: Partial<CamposDaEdicao>,
  secao?: SecaoDoAluno,
  responsaveis?: readonly Responsavel[],
): Promise<void> {
  const doFormulario = (c: Campo) => (secao ? c.secao === secao : c.formulario !== "secao") && visivelPara(c, ctx.papel);
  await transacao(async (tx) => {
    const atual = await alunoNaTransacao(tx, ctx, id);
    if (atual.versao !== versao) throw new ActionError(erros.alteradoPorOutro);

    const pedido: Record<string, unknown> = input;
    const guardado: Record<string, unknown> = atual;
    const somados = Object.fromEntries(CAMPOS_DA_EDICAO.map((c) => [c.chave, (doFormulario(c) ? pedido : guardado)[c.chave] ?? null]));
    // The form shows a stored CPF masked: the same mask back means "keep it".
    if (typeof somados.cpf === "string" && MASCARA_CPF.test(somados.cpf)) {
      if (!atual.cpf || somados.cpf !== mascararCpf(atual.cpf)) throw new ActionError(erros.cpf, "cpf");
      somados.cpf = atual.cpf;
    }
    const { valores, problemas } = conferirAluno(somados, anoAtual());
    const problema = problemas.find((p) => CAMPOS_DA_EDICAO.some((c) => c.chave === p.campo && doFormulario(c)));
    if (problema) throw new ActionError(problema.mensagem, problema.campo);
    const novo = valores as typeof somados & Pick<Aluno, "nome" | "nomeSocial" | "idEscola" | "situacao" | "cpf" | "dataNascimento">;

    // The responsáveis: the section's list (a minor needs a responsável legal), or the stored one
    // with the first responsável's fields of a short form.
    const naSecao = secao === "responsavel";
    const lista = naSecao
      ? [...(responsaveis ?? [])]
      : CAMPOS_DO_PRIMEIRO_RESPONSAVEL.some(doFormulario)
        ? comPrimeiroResponsavel(atual.responsaveis, novo)
        : atual.responsaveis;
    if (naSecao) {
      const problemaDaLista = problemaDosResponsaveis(lista, novo.dataNascimento, hoje());
      if (problemaDaLista) throw new ActionError(problemaDaLista, "responsaveis");
    }
    Object.assign(novo, doPrimeiro(lista));

    // A new school must be active; the student's current one stays acceptable even if not.
    await escolaDoAluno(tx, ctx, novo.idEscola, novo.idEscola === atual.idEscola);

    // Its turmas follow a departure, a move to another school or a new name (reads first: lib/enturmacoes/escrita.ts).
    const acompanhar = await acompanharAluno(tx, ctx, atual, { nome: novo.nome, nomeSocial: novo.nomeSocial, situacao: novo.situacao, idEscola: novo.idEscola });

    const reservar = await reservarUnicos(tx, ctx, id, atual, novo);
    tx.update(alunosCollection().doc(id), {
      ...comResponsaveis(novo, lista),
      ...camposDerivados(novo.nome, novo.nomeSocial),
      ...chaveDaFiliacao(novo),
      ...alteracaoDe(ctx.session.uid),
      // A hand change of situation or school is the secretary's decision: a rematrícula's undo no longer reverts it.
      ...(atual.situacao !== novo.situacao || atual.idEscola !== novo.idEscola ? { concluinte: FieldValue.delete() } : {}),
    });
    reservar();
    const abaixoDoMinimo = acompanhar();

    const eraAtivo = atual.situacao === "ativo";
    const ficaAtivo = novo.situacao === "ativo";
    if (eraAtivo && (!ficaAtivo || atual.idEscola !== novo.idEscola)) contarAtivos(tx, atual.idEscola, -1);
    if (ficaAtivo && (!eraAtivo || atual.idEscola !== novo.idEscola)) contarAtivos(tx, novo.idEscola, 1);
    contar(tx, ctx.empresa.id, { alunosAtivos: Number(ficaAtivo) - Number(atual.contadoAtivo), abaixoDoMinimo });

    // The history: the values of most fields, and only that a CPF changed (no numbers).
    // The section's list is said as one change (`Responsáveis`), not also as its first item's fields.
    const campos: Mudanca[] = [
      ...mudancas(atual, novo, naSecao ? CAMPOS_DO_HISTORICO.filter((k) => !CAMPOS_DO_PRIMEIRO_RESPONSAVEL.some((c) => c.chave === k)) : CAMPOS_DO_HISTORICO),
      ...CAMPOS_SO_ALTERADOS.filter((k) => (guardado[k] ?? null) !== novo[k]).map((campo) => ({ campo, de: null, para: null })),
      ...(naSecao ? mudancasDosResponsaveis(atual.responsaveis, lista) : []),
    ];
    if (campos.length > 0) {
      registrarAtividade(tx, ctx, { tipo: "aluno.atualizado", alvo: { colecao: COLLECTIONS.alunos, id, nome: novo.nome }, mudancas: campos });
    }
  });
}

/** History entries redacted in the deletion's own commit (more, if any, right after it). */
const REDACT_IN_COMMIT = 400;

/**
 * Deletes a student (administrators only, checked by the action): the record, its CPF key and its
 * count in the school go, and its history keeps the facts without the personal data; a deletion
 * entry records who and when, without the name; its fichas de matrícula's kept PDFs go too.
 */
export async function excluirAluno(ctx: ShellContext, id: string): Promise<void> {
  const historico = () =>
    db().collection(COLLECTIONS.atividades).where("idEmpresa", "==", ctx.empresa.id).where("alvo.id", "==", id);
  // What an entry keeps once redacted: which fields changed, not their values nor the name.
  const redigida = (campos: unknown) => ({
    "alvo.nome": null,
    mudancas: Array.isArray(campos) ? campos.map((m: Mudanca) => ({ campo: m.campo, de: null, para: null })) : [],
    redigido: true,
  });
  await transacao(async (tx) => {
    const atual = await alunoNaTransacao(tx, ctx, id);
    const entradas = await tx.get(historico().where("redigido", "==", false).limit(REDACT_IN_COMMIT));
    const apagarEnturmacoes = await apagarDoAluno(tx, ctx, id);
    tx.delete(alunosCollection().doc(id));
    const abaixoDoMinimo = apagarEnturmacoes();
    liberarUnicos(tx, ctx.empresa.id, atual);
    if (atual.situacao === "ativo") contarAtivos(tx, atual.idEscola, -1);
    contar(tx, ctx.empresa.id, { alunosAtivos: -Number(atual.contadoAtivo), abaixoDoMinimo });
    for (const entrada of entradas.docs) tx.update(entrada.ref, redigida(entrada.get("mudancas")));
    registrarAtividade(tx, ctx, { tipo: "aluno.excluido", alvo: { colecao: COLLECTIONS.alunos, id, nome: null } });
  });
  // A student with a longer history: the rest is redacted in batches, right after.
  for (;;) {
    const rest = await withDeadline(historico().where("redigido", "==", false).limit(REDACT_IN_COMMIT).get(), "banco");
    if (rest.empty) break;
    const batch = db().batch();
    for (const entrada of rest.docs) batch.update(entrada.ref, redigida(entrada.get("mudancas")));
    await withDeadline(batch.commit(), "banco");
  }
  await apagarFichasGuardadas(ctx, id);
}

/**
 * The kept PDFs of a deleted student's fichas de matrícula (they print Cor/raça, Necessidades
 * específicas, Saúde, documents and the address): deleted with the student. Each ficha's record
 * stays, so its code still verifies (identity only) and a file still compares by its SHA-256.
 */
async function apagarFichasGuardadas(ctx: ShellContext, idAluno: string): Promise<void> {
  const documentos = await withDeadline(db().collection(COLLECTIONS.documentos).where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno).select("tipo").get(), "banco");
  const fichas = documentos.docs.filter((d) => ehTipoDeFicha(String(d.get("tipo"))));
  for (const lote of chunk(fichas, REDACT_IN_COMMIT)) {
    const batch = db().batch();
    for (const d of lote) batch.delete(db().collection(COLLECTIONS.documentosArquivos).doc(d.id));
    await withDeadline(batch.commit(), "banco");
  }
}
