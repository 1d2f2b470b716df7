// The steps of a spreadsheet import, all or nothing, with more rows than one commit can hold (500
// writes). The record they move along is in registro.ts.
//
// 1. Verificar stores the verified rows under an import record (`importacoes/{id}/linhas`, in lots
//    of LOTE), each with the id its student will have: nothing visible yet (`prepararImportacao`).
// 2. Start (one transaction): the record goes from "verificada" to "gravando", with an owner token,
//    and the company's sequence gives the whole block of matrículas at once.
// 3. Reserve (one transaction per lot, or two when its rows bring many numbers): every unique
//    number of the lot (CPF, NIS, CNS, certidão: lib/alunos/unicos.ts) gets its reservation,
//    marked with the import's id; a value someone else took since Verificar fails the import.
// 4. Commit point (one transaction): the schools are still active, their counters go up; the turmas
//    the rows name are still in their school's year in progress, that year is not being closed
//    (`Encerrar ano letivo`'s mark, lib/encerramento/trava.ts: refused with the closing's words, as
//    `Enturmar` is), and they have the places, which they take (their count of `Cursando` goes
//    up); the record becomes "confirmada". Before it, a failure undoes: the import's reservations are deleted and the
//    record says what happened ("falhou"); no student was written. After it, the import only goes
//    forward.
// 5. Publish (one transaction per lot): the students, their history entries and their places in
//    their turmas are created, each student only if not there yet (a resumed lot never doubles one).
//    A lot reads its turmas' years too: the closing computes the results from the entries
//    `Cursando` it reads after its mark, so a lot waits while the mark is there, and a turma whose
//    year was closed meanwhile gets no entry (its student is written without it, the place given
//    back, and the end says so): never a student `Cursando` in a closed year without a result.
// 6. End: the stored rows are deleted (they are personal data), the record says "concluida".
//
// The protocol is lib/infra/tarefas's (docs/jobs.md): every step checks the owner token and beats
// a heartbeat; a record whose heartbeat stopped for PARADA_MS (the server stopped halfway) is taken
// over by `retomarImportacao` (retomada.ts): undone if it had not reached the commit point,
// finished if it had. This file says only what each step does.
import "server-only";
import { contar } from "@/lib/empresas/contadores";
import { Aguardar, batida, definirTarefa, type Etapa, type Lote, type Opcoes as OpcoesDaTarefa, type Passo as PassoDaTarefa, type Trabalho } from "@/lib/infra/tarefas";
import { randomUUID } from "node:crypto";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { actionTexts, alunoTexts, encerramentoTexts, planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { registrarAtividade } from "@/lib/atividades/escrita";
import { type Autor } from "@/lib/atividades/schema";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { alunosCollection } from "@/lib/alunos/dados";
import { colecaoDoUnico, formatarMatricula, type CamposAluno } from "@/lib/alunos/documento";
import { CAMPOS_UNICOS } from "@/lib/alunos/descritor";
import { reservaDoUnico } from "@/lib/alunos/unicos";
import { contarAtivos, documentoDoAluno, reservarMatriculas } from "@/lib/alunos/escrita";
import { EM_ANDAMENTO, type EstadoImportacao } from "@/lib/alunos/planilha/estados";
import { hoje } from "@/lib/infra/relogio";
import { turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import type { Turma } from "@/lib/turmas/schema";
import { enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { cursandoNaTurma, documentoDaEntrada } from "@/lib/enturmacoes/documento";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import {
  apagarLotes,
  emMs,
  FalhaDaImportacao,
  idValido,
  importacoes,
  lerLote,
  lerRegistro,
  LOTE,
  RETENCAO_MS,
  type ImportacaoDoc,
  type LinhaGuardada,
} from "@/lib/alunos/planilha/importacao/registro";

const erros = planilhaTexts.erros;

/** A lot found a year of its turmas being closed: it waits, beating the heartbeat (the mark is renewed or lapses). */
class AnoEmEncerramento extends Aguardar {
  override name = "AnoEmEncerramento";
}

/** The years of these turmas, read in the transaction (where the closing's mark lives). */
async function anosDasTurmas(tx: Transaction, idEmpresa: string, turmas: Turma[]): Promise<Map<string, AnoLetivo>> {
  const ids = [...new Set(turmas.map((t) => t.idAnoLetivo))];
  const snapshots = ids.length > 0 ? await tx.getAll(...ids.map((a) => anosCollection().doc(a))) : [];
  const anos = new Map<string, AnoLetivo>();
  for (const s of snapshots) {
    const ano = anoFrom(s, idEmpresa);
    if (ano) anos.set(ano.id, ano);
  }
  return anos;
}

type Fase = "reserva" | "confirmacao" | "publicacao" | "conclusao";
export type Passo = PassoDaTarefa<Fase>;
export type Opcoes = OpcoesDaTarefa<Fase>;

/**
 * The import as a job of the protocol: before its commit point the reservations (lots) and the commit
 * point; after it the students (lots) and the end. A takeover undoes one stopped before its
 * commit point and finishes one stopped after it, deleting expired verifications on the way.
 */
export const tarefaDaImportacao = definirTarefa<EstadoImportacao, ImportacaoDoc, Fase>({
  nome: "importacao",
  colecao: importacoes,
  ler: lerRegistro,
  emAndamento: EM_ANDAMENTO,
  retomada: (estado) => (estado === "confirmada" ? DEPOIS_DA_CONFIRMACAO : "desfazer"),
  desfazer: { executar: desfazer, motivo, interrompida: erros.interrompida },
  descartar: (tx, id, rec, agora) => {
    if (rec.estado !== "verificada" || rec.expiraEm.toMillis() >= agora) return false;
    apagarLotes(tx, id, rec.lotes);
    tx.delete(importacoes().doc(id));
    return true;
  },
});

/**
 * Starts an import (one transaction): checks it is the company's and still waiting (and, when rows
 * may be students already registered, that the person confirmed them: `Cadastrar mesmo assim`),
 * reserves its matrículas, takes ownership. Returns the owner token for `continuarImportacao`.
 */
export async function iniciarImportacao(ctx: ShellContext, id: string, { confirmado = false }: { confirmado?: boolean } = {}): Promise<string> {
  if (!idValido(id)) throw new FalhaDaImportacao(erros.naoEncontrada);
  const ref = importacoes().doc(id);
  const token = randomUUID();
  await transacao(async (tx) => {
    const rec = lerRegistro(await tx.get(ref));
    if (!rec || rec.idEmpresa !== ctx.empresa.id) throw new FalhaDaImportacao(erros.naoEncontrada);
    if (rec.estado !== "verificada") throw new FalhaDaImportacao(erros.jaImportada);
    if (rec.expiraEm.toMillis() < Date.now()) throw new FalhaDaImportacao(erros.expirada);
    // Rows that may be students already registered are imported only once the person confirms them.
    if (rec.duplicados > 0 && !confirmado) throw new FalhaDaImportacao(planilhaTexts.duplicados.confirme);
    const bloco = await reservarMatriculas(tx, ctx.empresa.id, rec.total);
    bloco.write();
    tx.update(ref, {
      estado: "gravando",
      dono: token,
      ano: bloco.ano,
      primeiraMatricula: bloco.primeiro,
      // The rows stay until the import ends; a day covers any takeover.
      expiraEm: emMs(24 * 60 * 60_000),
      ...batida(),
    });
  });
  return token;
}

/**
 * Reservations one step of step 3 may create: a transaction's 500 writes, less the record's
 * update. A stored lot's rows with every unique number (4 each) need two steps; rows with a CPF
 * alone, one.
 */
const RESERVAS_POR_PASSO = 450;

/**
 * Step 3, one step: the reservations of the unique numbers (CAMPOS_UNICOS: CPF, NIS, CNS,
 * certidão) of the next rows of a stored lot, as many as one commit holds; a value taken since
 * Verificar fails the import. Each reservation is marked with the import's id (the undo finds them).
 */
const reservarLote: Lote<ImportacaoDoc> = async (tx, rec, id) => {
  if (rec.reservadas >= rec.total) return null;
  const lidas = await lerLote(tx, id, Math.floor(rec.reservadas / LOTE));
  const pedidas: { linha: LinhaGuardada; campo: (typeof CAMPOS_UNICOS)[number]; valor: string }[] = [];
  let linhas = 0;
  for (const linha of lidas.slice(rec.reservadas % LOTE)) {
    const daLinha = CAMPOS_UNICOS.flatMap((campo) => {
      const valor = (linha as Readonly<Record<string, unknown>>)[campo.chave];
      return typeof valor === "string" && valor ? [{ linha, campo, valor }] : [];
    });
    if (linhas > 0 && pedidas.length + daLinha.length > RESERVAS_POR_PASSO) break;
    pedidas.push(...daLinha);
    linhas++;
  }
  const reservas = pedidas.map((p) => reservaDoUnico(p.campo.chave, rec.idEmpresa, p.valor));
  const existentes = reservas.length > 0 ? await tx.getAll(...reservas) : [];
  pedidas.forEach((p, i) => {
    const existente = existentes[i]!;
    if (existente.exists && existente.get("importacao") !== id) {
      const motivo = p.campo.chave === "cpf" ? erros.cpfDeOutro : alunoTexts.erros.unicoRepetido(p.campo.rotulo, null);
      throw new FalhaDaImportacao(planilhaTexts.linha(p.linha.linha, motivo));
    }
    if (!existente.exists) tx.create(reservas[i]!, { idEmpresa: rec.idEmpresa, idAluno: p.linha.id, [p.campo.chave]: p.valor, importacao: id });
  });
  return { reservadas: rec.reservadas + linhas };
};

/**
 * Step 4, the commit point: the schools are still active, and the turmas still in their year in
 * progress with the places; the schools' counters count the new students, the turmas' their places.
 */
const confirmar: Trabalho<ImportacaoDoc> = async (tx, rec, id) => {
  const ids = Object.keys(rec.porEscola);
  const escolas = ids.length > 0 ? await tx.getAll(...ids.map((e) => escolasCollection().doc(e))) : [];
  const anoDe = new Map<string, string | null>();
  escolas.forEach((snapshot, i) => {
    const escola = escolaFrom(snapshot, rec.idEmpresa);
    if (!escola?.ativa) throw new FalhaDaImportacao(erros.escolaMudou(escola?.nome ?? String(snapshot.get("nome") ?? ids[i])));
    anoDe.set(escola.id, escola.anoEmAndamento?.id ?? null);
  });
  const idsTurmas = Object.keys(rec.porTurma);
  const turmas = idsTurmas.length > 0 ? await tx.getAll(...idsTurmas.map((t) => turmasCollection().doc(t))) : [];
  const lidas = turmas.map((snapshot, i) => {
    const turma = turmaFrom(snapshot, rec.idEmpresa);
    const pedidas = rec.porTurma[idsTurmas[i]!]!;
    if (!turma || anoDe.get(turma.idEscola) !== turma.idAnoLetivo || turma.vagas - turma.cursando < pedidas) {
      throw new FalhaDaImportacao(erros.turmaMudou(turma?.nome ?? idsTurmas[i]!));
    }
    return turma;
  });
  // While `Encerrar ano letivo` runs, no place is taken in its turmas (as `Enturmar` refuses).
  for (const ano of (await anosDasTurmas(tx, rec.idEmpresa, lidas)).values()) {
    if (anoEmEncerramento(ano)) throw new FalhaDaImportacao(encerramentoTexts.erros.emCurso);
  }
  ids.forEach((idEscola) => contarAtivos(tx, idEscola, rec.porEscola[idEscola]!));
  idsTurmas.forEach((idTurma) => tx.update(turmasCollection().doc(idTurma), { cursando: FieldValue.increment(rec.porTurma[idTurma]!) }));
  registrarAtividade(tx, rec.autor, {
    tipo: "alunos.importados",
    alvo: { colecao: COLLECTIONS.importacoes, id, nome: rec.arquivo },
    detalhe: rec.duplicados > 0 ? planilhaTexts.duplicados.importados(rec.total, rec.duplicados) : planilhaTexts.importados(rec.total),
  });
  return { estado: "confirmada" };
};

/** Step 5, one lot: its students, their history entries and places in turmas, each student only if not written yet. */
const publicarLote: Lote<ImportacaoDoc> = async (tx, rec, id) => {
  if (rec.gravadas >= rec.total) return null;
  const linhas = await lerLote(tx, id, Math.floor(rec.gravadas / LOTE));
  const refs = linhas.map((l) => alunosCollection().doc(l.id));
  const existentes = await tx.getAll(...refs);
  const turmas = await turmasDoLote(tx, rec.idEmpresa, linhas);
  const anos = await anosDasTurmas(tx, rec.idEmpresa, [...turmas.values()]);
  if ([...anos.values()].some((a) => anoEmEncerramento(a))) throw new AnoEmEncerramento();
  // A turma whose year was closed since the commit point: its students are written without it.
  const semTurma = new Map<string, number>();
  for (const [idTurma, turma] of turmas) {
    if (anos.get(turma.idAnoLetivo)?.situacao !== "encerrado") continue;
    turmas.delete(idTurma);
    const alunos = linhas.filter((l, i) => l.idTurma === idTurma && !existentes[i]!.exists).length;
    if (alunos === 0) continue;
    semTurma.set(turma.nome, alunos);
    tx.update(turmasCollection().doc(idTurma), { cursando: FieldValue.increment(-alunos) });
  }
  const autor: Autor = rec.autor;
  const dia = hoje();
  // Home's count of active students follows the students as they are written (a lot written
  // again by a takeover counts only the ones it writes), never ahead of them.
  contar(tx, rec.idEmpresa, { alunosAtivos: existentes.filter((e) => !e.exists).length });
  linhas.forEach((l, i) => {
    if (existentes[i]!.exists) return;
    const campos: CamposAluno = l;
    const matricula = formatarMatricula(rec.ano!, rec.primeiraMatricula! + l.posicao);
    const turma = l.idTurma ? turmas.get(l.idTurma) : undefined;
    const entrada = turma ? enturmacoesCollection().doc() : null;
    tx.create(refs[i]!, {
      ...documentoDoAluno(rec.idEmpresa, autor.uid, campos, matricula),
      ...(turma && entrada ? { cursandoPorAno: { [String(turma.ano)]: cursandoNaTurma(turma, entrada.id) }, turmasCursando: [turma.id] } : {}),
      importacao: id,
    });
    if (turma && entrada) {
      tx.create(entrada, { ...documentoDaEntrada(rec.idEmpresa, turma, { id: l.id, nome: l.nome, nomeSocial: l.nomeSocial, matricula }, dia, autor.uid), criadoEm: FieldValue.serverTimestamp() });
    }
    registrarAtividade(tx, autor, {
      tipo: "aluno.importado",
      alvo: { colecao: COLLECTIONS.alunos, id: l.id, nome: l.nome },
      detalhe: comDuplicado(turma ? planilhaTexts.historicoComTurma(rec.arquivo, turma.nome, turma.ano) : planilhaTexts.historico(rec.arquivo), l),
    });
  });
  const contados = Object.fromEntries([...semTurma].map(([nome, n]) => [`semTurma.${campoDoNome(nome)}`, FieldValue.increment(n)]));
  return { gravadas: rec.gravadas + linhas.length, ...contados };
};

/** A student's history entry, with the possible duplicates it was imported despite (`Cadastrar mesmo assim`). */
function comDuplicado(detalhe: string, l: LinhaGuardada): string {
  const d = l.duplicadoDe;
  if (!d) return detalhe;
  const motivos = [d.matriculas.length > 0 ? alunoTexts.cadastradoMesmoAssim(d.matriculas) : null, d.linha !== null ? planilhaTexts.duplicados.historicoDaLinha(d.linha) : null];
  return [detalhe, ...motivos.filter((m) => m !== null)].join("; ");
}

/** A turma's name as a field path's segment (a name may hold dots or stars): the end reads it back. */
const campoDoNome = (nome: string) => Buffer.from(nome).toString("base64url");
const nomeDoCampo = (campo: string) => Buffer.from(campo, "base64url").toString();

/** What the end of an import says when students were written without their closed year's turma. */
function ditoDaConclusao(semTurma: Record<string, number>): string | null {
  const total = Object.values(semTurma).reduce((a, n) => a + n, 0);
  return total > 0 ? planilhaTexts.naoEnturmados(total, Object.keys(semTurma).map(nomeDoCampo)) : null;
}

/**
 * The turmas a lot's rows are enrolled in, read in its transaction (their names and years as they
 * are now). Their places were taken at the commit point; one gone since (none can be removed today)
 * leaves its students without the place rather than stopping an import past its commit point.
 */
async function turmasDoLote(tx: Transaction, idEmpresa: string, linhas: LinhaGuardada[]): Promise<Map<string, Turma>> {
  const ids = [...new Set(linhas.flatMap((l) => (l.idTurma ? [l.idTurma] : [])))];
  const snapshots = ids.length > 0 ? await tx.getAll(...ids.map((t) => turmasCollection().doc(t))) : [];
  const turmas = new Map<string, Turma>();
  snapshots.forEach((s, i) => {
    const turma = turmaFrom(s, idEmpresa);
    if (turma) turmas.set(ids[i]!, turma);
    else console.error("[importacao] a turma gone after the commit point:", ids[i]);
  });
  return turmas;
}

/** The end: the stored rows go (personal data), the record stays a while to say what happened. */
const encerrar =
  (fim: { estado: EstadoImportacao; mensagem?: string; dito?: (semTurma: Record<string, number>) => string | null }): Trabalho<ImportacaoDoc> =>
  async (tx, rec, id) => {
    apagarLotes(tx, id, rec.lotes);
    return { estado: fim.estado, mensagem: fim.mensagem ?? fim.dito?.(rec.semTurma) ?? null, dono: null, expiraEm: emMs(RETENCAO_MS) };
  };

/** Undoes an import that did not reach its commit point: its reservations of unique numbers go, and it says why. */
async function desfazer(id: string, token: string, mensagem: string): Promise<void> {
  const { passo } = tarefaDaImportacao;
  await passo(id, token, ["gravando", "desfazendo"], async () => ({ estado: "desfazendo", mensagem }));
  for (const campo of CAMPOS_UNICOS) {
    const reservas = db().collection(colecaoDoUnico(campo.chave)).where("importacao", "==", id).limit(LOTE);
    for (;;) {
      const snapshot = await withDeadline(reservas.get(), "banco");
      if (snapshot.empty) break;
      await passo(id, token, ["desfazendo"], async (tx) => {
        for (const reserva of snapshot.docs) tx.delete(reserva.ref);
        return {};
      });
    }
  }
  await passo(id, token, ["desfazendo"], encerrar({ estado: "falhou", mensagem }));
}

/** Steps 5 and 6, for the owner past the commit point (and for whoever takes over such an import). */
const DEPOIS_DA_CONFIRMACAO: readonly Etapa<EstadoImportacao, ImportacaoDoc, Fase>[] = [
  { fase: "publicacao", estados: ["confirmada"], lote: publicarLote },
  { fase: "conclusao", estados: ["confirmada"], passo: encerrar({ estado: "concluida", dito: ditoDaConclusao }) },
];

/** What a failure before the commit point tells the person. */
function motivo(error: unknown): string {
  if (error instanceof FalhaDaImportacao) return erros.falhou(error.message);
  return erros.falhou(actionTexts.indisponivel);
}

/**
 * Runs a started import to its end (the owner's work, after the response in the app). Never
 * throws: whatever happens is in the record, and a stopped import is taken over later.
 */
export function continuarImportacao(id: string, token: string, opcoes: Opcoes = {}): Promise<void> {
  const antes: readonly Etapa<EstadoImportacao, ImportacaoDoc, Fase>[] = [
    { fase: "reserva", estados: ["gravando"], lote: reservarLote },
    { fase: "confirmacao", estados: ["gravando"], passo: confirmar },
  ];
  return tarefaDaImportacao.continuar(id, token, { antes, depois: DEPOIS_DA_CONFIRMACAO }, opcoes);
}
