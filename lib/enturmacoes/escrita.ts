import "server-only";
import { contar } from "@/lib/empresas/contadores";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { hoje } from "@/lib/infra/relogio";
import { cursandoNaTurma, documentoDaEntrada, nomesNaEntrada } from "@/lib/enturmacoes/documento";
import { enturmacaoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { registrarAtividade } from "@/lib/atividades/escrita";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";
import type { Aluno } from "@/lib/alunos/schema";
import { turmasCollection } from "@/lib/turmas/dados";
import { turmaDeAnoAberto } from "@/lib/turmas/escrita";
import type { Turma } from "@/lib/turmas/schema";
import { enturmacaoFrom, enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { cursandoPorAnoDoc, type Enturmacao, type SituacaoNaTurma } from "@/lib/enturmacoes/schema";

// Students in turmas, written (administrador and secretaria, checked by the actions). Every change
// is one transaction that reads the turma (its count of `Cursando` against its places) and each
// student (`cursandoPorAno`: the turma it is `Cursando` in, per year) before writing, so under
// concurrency a turma never holds more students than its places and a student is `Cursando` in at
// most one turma per year: two requests for the last place, or for the same student, serialize on
// those documents and the second one sees the first.

const erros = enturmacaoTexts.erros;


/** The turma a student is `Cursando` in each year, as its document keeps it. */
const cursandoDe = (doc: DocumentSnapshot) => cursandoPorAnoDoc.parse(doc.get("cursandoPorAno") ?? {});

/** The places a turma still has, or a refusal when it has fewer than `n`. */
function exigirVagas(turma: Turma, n: number): void {
  const livres = turma.vagas - turma.cursando;
  if (livres <= 0) throw new ActionError(erros.semVagas);
  if (n > livres) throw new ActionError(erros.vagasDemais(livres));
}

const alvoDoAluno = (aluno: Pick<Aluno, "id" | "nome">) => ({ colecao: COLLECTIONS.alunos, id: aluno.id, nome: aluno.nome });

/** A new entry `Cursando` from today, the student's record of it, and the turma's count. */
function comecar(tx: Transaction, ctx: ShellContext, turma: Turma, aluno: Aluno, desde: string): string {
  const ref = enturmacoesCollection().doc();
  tx.create(ref, { ...documentoDaEntrada(ctx.empresa.id, turma, aluno, desde, ctx.session.uid), criadoEm: FieldValue.serverTimestamp() });
  tx.update(alunosCollection().doc(aluno.id), {
    [`cursandoPorAno.${turma.ano}`]: cursandoNaTurma(turma, ref.id),
    turmasCursando: FieldValue.arrayUnion(turma.id),
  });
  return ref.id;
}

/**
 * Ends an entry `Cursando` (as `situacao`, today), or removes it when it began today; the student
 * and the turma follow. Returns the change in the company's count of students below the minimum.
 */
function terminar(tx: Transaction, entrada: Enturmacao, situacao: Exclude<SituacaoNaTurma, "cursando">, dia: string, apagar = false): number {
  const ref = enturmacoesCollection().doc(entrada.id);
  if (apagar) tx.delete(ref);
  else tx.update(ref, { situacao, ate: dia });
  tx.update(alunosCollection().doc(entrada.idAluno), {
    [`cursandoPorAno.${entrada.ano}`]: FieldValue.delete(),
    turmasCursando: FieldValue.arrayRemove(entrada.idTurma),
  });
  return entrada.abaixoDoMinimo ? -1 : 0;
}

/**
 * `Enturmar selecionados`: the school's active students, none `Cursando` in another turma that
 * year, all or none, within the turma's free places.
 */
export async function enturmar(ctx: ShellContext, idTurma: string, idsAlunos: string[]): Promise<{ enturmados: number; idEscola: string }> {
  const dia = hoje();
  return transacao(async (tx) => {
    const turma = await turmaDeAnoAberto(tx, ctx, idTurma);
    const ids = idsAlunos.filter(isDocumentId);
    if (ids.length !== idsAlunos.length) throw new ActionError(erros.alunoNaoEncontrado);
    const docs = await tx.getAll(...ids.map((id) => alunosCollection().doc(id)));
    const alunos = docs.map((doc) => {
      const aluno = alunoFrom(doc, ctx.empresa.id);
      if (!aluno) throw new ActionError(erros.alunoNaoEncontrado);
      if (aluno.situacao !== "ativo") throw new ActionError(erros.alunoInativo);
      if (aluno.idEscola !== turma.idEscola) throw new ActionError(erros.outraEscola);
      const atual = cursandoDe(doc)[String(turma.ano)];
      if (atual) throw new ActionError(erros.jaEnturmado(atual.nome, turma.ano));
      return aluno;
    });
    exigirVagas(turma, alunos.length);
    for (const aluno of alunos) {
      comecar(tx, ctx, turma, aluno, dia);
      registrarAtividade(tx, ctx, { tipo: "aluno.enturmado", alvo: alvoDoAluno(aluno), detalhe: enturmacaoTexts.daTurma(turma.nome, turma.ano) });
    }
    tx.update(turmasCollection().doc(turma.id), { cursando: FieldValue.increment(alunos.length) });
    return { enturmados: alunos.length, idEscola: turma.idEscola };
  });
}

async function entradaCursando(tx: Transaction, ctx: ShellContext, id: string): Promise<Enturmacao> {
  const entrada = await registroNaTransacao(tx, enturmacoesCollection(), id, (d) => enturmacaoFrom(d, ctx.empresa.id), erros.naoEncontrada);
  if (entrada.situacao !== "cursando") throw new ActionError(erros.naoCursando);
  return entrada;
}

/**
 * `Remanejar`: to another turma of the same school and year: the entry ends `Remanejado` today and
 * a new one starts `Cursando`, in one transaction (the destination's places checked).
 */
export async function remanejar(ctx: ShellContext, id: string, idTurmaDestino: string): Promise<Enturmacao> {
  const dia = hoje();
  return transacao(async (tx) => {
    const entrada = await entradaCursando(tx, ctx, id);
    const origem = await turmaDeAnoAberto(tx, ctx, entrada.idTurma);
    const destino = await turmaDeAnoAberto(tx, ctx, idTurmaDestino).catch(() => {
      throw new ActionError(erros.destino, "idTurmaDestino");
    });
    if (destino.id === origem.id) throw new ActionError(erros.mesmaTurma, "idTurmaDestino");
    if (destino.idAnoLetivo !== origem.idAnoLetivo) throw new ActionError(erros.destino, "idTurmaDestino");
    const aluno = alunoFrom(await tx.get(alunosCollection().doc(entrada.idAluno)), ctx.empresa.id);
    if (!aluno) throw new ActionError(erros.alunoNaoEncontrado);
    exigirVagas(destino, 1);
    contar(tx, ctx.empresa.id, { abaixoDoMinimo: terminar(tx, entrada, "remanejado", dia) });
    comecar(tx, ctx, destino, aluno, dia);
    tx.update(turmasCollection().doc(origem.id), { cursando: FieldValue.increment(-1) });
    tx.update(turmasCollection().doc(destino.id), { cursando: FieldValue.increment(1) });
    registrarAtividade(tx, ctx, {
      tipo: "aluno.remanejado",
      alvo: alvoDoAluno(aluno),
      mudancas: [{ campo: "turma", de: enturmacaoTexts.daTurma(origem.nome, origem.ano), para: enturmacaoTexts.daTurma(destino.nome, destino.ano) }],
    });
    return entrada;
  });
}

/** `Tirar da turma`: the entry ends `Desligado` today; an entry begun today (a mistake) is removed instead. */
export async function tirarDaTurma(ctx: ShellContext, id: string): Promise<Enturmacao> {
  const dia = hoje();
  return transacao(async (tx) => {
    const entrada = await entradaCursando(tx, ctx, id);
    const turma = await turmaDeAnoAberto(tx, ctx, entrada.idTurma);
    contar(tx, ctx.empresa.id, { abaixoDoMinimo: terminar(tx, entrada, "desligado", dia, entrada.desde === dia) });
    tx.update(turmasCollection().doc(turma.id), { cursando: FieldValue.increment(-1) });
    registrarAtividade(tx, ctx, { tipo: "aluno.tiradoDaTurma", alvo: { colecao: COLLECTIONS.alunos, id: entrada.idAluno, nome: entrada.nomeAluno }, detalhe: enturmacaoTexts.daTurma(turma.nome, turma.ano) });
    return entrada;
  });
}

/**
 * For a student's own transaction (lib/alunos/escrita.ts), before its writes: what its entries must
 * follow. A student whose situation becomes `Transferido` or `Inativo`, or who moves to another
 * school of the company, leaves its turmas that day (its entries `Cursando` end `Transferido` —
 * a move between schools is a transfer — or `Desligado`, each turma's count goes down); a renamed
 * student is renamed on its entries (the turmas' lists are read in name order). The returned
 * function makes those writes (call it among the transaction's writes) and returns the change in
 * the company's count of students below the minimum (for the caller's `contar`).
 */
export async function acompanharAluno(
  tx: Transaction,
  ctx: ShellContext,
  antes: Pick<Aluno, "id" | "nome" | "nomeSocial" | "situacao" | "idEscola">,
  depois: { nome: string; nomeSocial: string | null; situacao: Aluno["situacao"]; idEscola: string },
): Promise<() => number> {
  const mudaDeEscola = depois.idEscola !== antes.idEscola;
  const sai = mudaDeEscola || (depois.situacao !== "ativo" && depois.situacao !== antes.situacao);
  // Either name: the entries keep both (the lists show the nome social, the documents the civil name).
  const renomeado = depois.nome !== antes.nome || (depois.nomeSocial ?? null) !== (antes.nomeSocial ?? null);
  if (!sai && !renomeado) return () => 0;
  const entradas = (await tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", antes.id))).docs.flatMap(
    (d) => enturmacaoFrom(d, ctx.empresa.id) ?? [],
  );
  const dia = hoje();
  return () => {
    let abaixoDoMinimo = 0;
    for (const entrada of entradas) {
      if (renomeado) tx.update(enturmacoesCollection().doc(entrada.id), nomesNaEntrada(depois));
      if (!sai || entrada.situacao !== "cursando") continue;
      abaixoDoMinimo += terminar(tx, entrada, depois.situacao === "transferido" || (mudaDeEscola && depois.situacao === "ativo") ? "transferido" : "desligado", dia);
      tx.update(turmasCollection().doc(entrada.idTurma), { cursando: FieldValue.increment(-1) });
    }
    return abaixoDoMinimo;
  };
}

/**
 * For a student's deletion (lib/alunos/escrita.ts), before its writes: its entries go with it
 * (they hold its name), and each turma it was `Cursando` in counts one less. The returned function
 * makes those writes and returns the change in the company's count of students below the minimum.
 */
export async function apagarDoAluno(tx: Transaction, ctx: ShellContext, idAluno: string): Promise<() => number> {
  const entradas = (await tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno))).docs.flatMap(
    (d) => enturmacaoFrom(d, ctx.empresa.id) ?? [],
  );
  return () => {
    for (const entrada of entradas) {
      tx.delete(enturmacoesCollection().doc(entrada.id));
      if (entrada.situacao === "cursando") tx.update(turmasCollection().doc(entrada.idTurma), { cursando: FieldValue.increment(-1) });
    }
    return -entradas.filter((e) => e.situacao === "cursando" && e.abaixoDoMinimo).length;
  };
}
