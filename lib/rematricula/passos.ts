// The rematrícula's run (issue 27), all or nothing over as many commits as it takes, with the
// spreadsheet import's protocol (an owner token, a heartbeat, a commit point, a takeover):
//
// 1. Start (one transaction): the preview is computed again on the server and must have no
//    problem; the record goes from `rascunho` (or `falhou`, `desfeita`) to `gravando` with an
//    owner, and the rows (who goes where) are stored under it in lots. A second confirmation finds
//    it running: `Já há uma rematrícula em andamento nesta escola.` Nothing visible yet.
// 2. Commit point (one transaction): the next year is still open, each destination turma is still
//    the school's with the places, which the run takes (their count of `Cursando` goes up); the
//    record becomes `confirmada`. Before it a failure leaves nothing (`falhou`, said why); after
//    it the run only goes forward.
// 3. Apply (one transaction per lot): each student gets the entry of this run (its id derived from
//    the run and the student: a lot applied twice never doubles one), or becomes `Inativo` as a
//    concluinte; a student enrolled by hand in the next year meanwhile, or gone from the school, is
//    skipped and reported, and the place it held is given back.
// 4. End: `concluida`, `812 alunos rematriculados em 2027.`
//
// `Desfazer rematrícula` (administrador, a `Motivo`) runs the same way backwards while the next
// year has no roll call and no grade: it removes exactly the entries this run made and gives the
// concluintes their situation back. The protocol is lib/infra/tarefas's (docs/jobs.md): a record
// whose heartbeat stopped for PARADA_MS is taken over by `retomarRematricula`: a start is failed
// (nothing was written), the rest is finished. This file says only what each step does.
import "server-only";
import { contar } from "@/lib/empresas/contadores";
import { batida, definirTarefa, type Etapa, type Lote, type Opcoes, type Trabalho } from "@/lib/infra/tarefas";
import { randomUUID } from "node:crypto";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { notasCollection } from "@/lib/notas/schema";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { chunk } from "@/lib/infra/lotes";
import { ActionError } from "@/lib/infra/actions/erro";
import { actionTexts, anoLetivoTexts, rematriculaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import type { Autor } from "@/lib/atividades/schema";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { alvoDo } from "@/lib/anos-letivos/escrita";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";
import { contarAtivos } from "@/lib/alunos/escrita";
import { turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import { enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { cursandoNaTurma, documentoDaEntrada } from "@/lib/enturmacoes/documento";
import { cursandoPorAnoDoc } from "@/lib/enturmacoes/schema";
import { fatosDaRematricula, planoDa } from "@/lib/rematricula/dados";
import {
  EM_ANDAMENTO,
  FalhaDaRematricula,
  idDaEntrada,
  lerLote,
  lerRegistro,
  LOTE,
  loteRef,
  registroDa,
  rematriculas,
  type EstadoDaRematricula,
  type LinhaGuardada,
  type RematriculaDoc,
} from "@/lib/rematricula/registro";

const t = rematriculaTexts;
const erros = t.erros;

/** For tests: a run stops there, as if its server died (the protocol's). */
export { Interrupcao } from "@/lib/infra/tarefas";

/** The run's phases, as the test hook (`antesDoPasso`) sees them. */
type Fase = "confirmacao" | "aplicacao" | "conclusao" | "desfazer";

/**
 * The rematrícula as a job of the protocol: the run (its commit point, then its lots and its end)
 * and the undo (its lots and its end). A takeover fails a run stopped before its commit point
 * (nothing was enrolled) and finishes a confirmed run or an undo.
 */
export const tarefaDaRematricula = definirTarefa<EstadoDaRematricula, RematriculaDoc, Fase>({
  nome: "rematricula",
  colecao: rematriculas,
  ler: lerRegistro,
  emAndamento: EM_ANDAMENTO,
  retomada: (estado) => (estado === "confirmada" ? DEPOIS_DA_CONFIRMACAO : estado === "desfazendo" ? DESFAZER : "desfazer"),
  desfazer: {
    executar: falhar,
    motivo: (error) => erros.falhou(error instanceof ActionError ? error.message : actionTexts.indisponivel),
    interrompida: erros.interrompida,
  },
});

/** The first day of the next year's entries: its first etapa's start, else 1 January (its dates are still to fill in). */
const desdeDo = (destino: { ano: number; etapas: { inicio: string }[] }) => destino.etapas[0]?.inicio ?? `${destino.ano}-01-01`;

/**
 * `Confirmar rematrícula de N alunos` (step 1 of the run): the preview again, on the server, with
 * no problem; the record taken with an owner token and the rows stored. Returns the record's id and
 * the token for `continuarRematricula`.
 */
export async function iniciarRematricula(ctx: ShellContext, idAnoEncerrado: string, versaoVista?: number): Promise<{ id: string; token: string; total: number }> {
  const fatos = await fatosDaRematricula(ctx, idAnoEncerrado);
  if (!fatos) throw new FalhaDaRematricula(anoLetivoTexts.naoEncontrado);
  if (!fatos.destino || !fatos.registro) throw new FalhaDaRematricula(erros.semAnoSeguinte(fatos.anoEncerrado.ano + 1));
  const registroLido = fatos.registro;
  if (EM_ANDAMENTO.includes(registroLido.estado)) throw new FalhaDaRematricula(erros.emAndamento);
  if (registroLido.estado === "concluida") throw new FalhaDaRematricula(erros.jaFeita(registroLido.anoDestino));
  // The preview the person saw (its version, posted with the confirmation) is the one confirmed.
  if (versaoVista !== undefined && versaoVista !== registroLido.versao) throw new FalhaDaRematricula(erros.previaMudou);
  const { previa } = planoDa(fatos);
  if (previa.problemas.length > 0) throw new FalhaDaRematricula(erros.comProblemas(previa.problemas.length));
  const linhas: LinhaGuardada[] = previa.linhas.flatMap((l) => {
    if (!l.movivel || (l.destino.tipo !== "turma" && l.destino.tipo !== "concluinte")) return [];
    const destino = l.destino.tipo === "turma" ? { idTurma: l.destino.idTurma, nome: l.destino.nome } : ("concluinte" as const);
    return [{ idAluno: l.idAluno, nome: l.nome, matricula: l.matricula, origem: { idTurma: l.turma.id, nome: l.turma.nome }, destino, resultado: null }];
  });
  if (linhas.length === 0) throw new FalhaDaRematricula(erros.semAlunos);
  const porTurma = Object.fromEntries(previa.porTurma.map((p) => [p.idTurma, p.novos]));
  const lotes = chunk(linhas, LOTE);
  const ref = rematriculas().doc(fatos.idRegistro);
  const token = randomUUID();
  await transacao(async (tx) => {
    const rec = registroDa(await tx.get(ref), ctx.empresa.id);
    if (!rec) throw new FalhaDaRematricula(erros.semAnoSeguinte(fatos.anoEncerrado.ano + 1));
    if (EM_ANDAMENTO.includes(rec.estado)) throw new FalhaDaRematricula(erros.emAndamento);
    if (rec.estado === "concluida") throw new FalhaDaRematricula(erros.jaFeita(rec.anoDestino));
    // Choices changed since the preview was read (another tab, another person): confirm what is shown.
    if (rec.versao !== registroLido.versao) throw new FalhaDaRematricula(erros.previaMudou);
    lotes.forEach((lote, i) => tx.set(loteRef(ref.id, i), { idEmpresa: ctx.empresa.id, linhas: lote }));
    for (let i = lotes.length; i < rec.lotes; i++) tx.delete(loteRef(ref.id, i));
    tx.update(ref, {
      estado: "gravando",
      dono: token,
      total: linhas.length,
      lotes: lotes.length,
      gravadas: 0,
      rematriculados: 0,
      concluintes: 0,
      pulados: [],
      porTurma,
      mensagem: null,
      autor: autorDe(ctx),
      ...batida(),
    });
  });
  return { id: ref.id, token, total: linhas.length };
}

/** The commit point: the next year still open, the destination turmas still the school's with the places, which the run takes. */
const confirmar: Trabalho<RematriculaDoc> = async (tx, rec) => {
  const [encerradoSnap, destinoSnap] = await tx.getAll(anosCollection().doc(rec.idAnoEncerrado), anosCollection().doc(rec.idAnoDestino));
  // Reopened meanwhile: its results are gone, nothing to move.
  if (anoFrom(encerradoSnap!, rec.idEmpresa)?.situacao !== "encerrado") throw new FalhaDaRematricula(erros.naoEncerrado);
  const destino = anoFrom(destinoSnap!, rec.idEmpresa);
  if (!destino) throw new FalhaDaRematricula(erros.semAnoSeguinte(rec.anoDestino));
  if (destino.situacao === "encerrado" || anoEmEncerramento(destino)) throw new FalhaDaRematricula(erros.anoSeguinteEncerrado(rec.anoDestino));
  const ids = Object.keys(rec.porTurma);
  const turmas = ids.length > 0 ? await tx.getAll(...ids.map((idTurma) => turmasCollection().doc(idTurma))) : [];
  turmas.forEach((snapshot, i) => {
    const turma = turmaFrom(snapshot, rec.idEmpresa);
    const pedidas = rec.porTurma[ids[i]!]!;
    if (!turma || turma.idAnoLetivo !== rec.idAnoDestino) throw new FalhaDaRematricula(erros.vagas(turma?.nome ?? ids[i]!, rec.anoDestino));
    if (turma.vagas - turma.cursando < pedidas) throw new FalhaDaRematricula(erros.vagas(turma.nome, rec.anoDestino));
  });
  ids.forEach((idTurma) => tx.update(turmasCollection().doc(idTurma), { cursando: FieldValue.increment(rec.porTurma[idTurma]!) }));
  registrarAtividade(tx, rec.autor!, { tipo: "rematricula.confirmada", alvo: alvoDo({ id: rec.idAnoDestino, ano: rec.anoDestino }, escolaDe(rec)), detalhe: t.detalhe(rec.total) });
  return { estado: "confirmada" };
};

/** The school's name for the activity (the record keeps its id; the activity names the year). */
const escolaDe = (rec: RematriculaDoc) => rec.nomeDaEscola ?? rec.idEscola;

type Aplicado = { feitos: number; concluintes: number; pulados: { nome: string; motivo: string }[]; devolvidas: Map<string, number>; saemDaEscola: number; saemDosContados: number };

/** The destination turmas' names as they are now (renamed after the commit point: the new name), by id. */
async function nomesDasTurmas(tx: Transaction, idEmpresa: string, linhas: readonly LinhaGuardada[]): Promise<Map<string, string>> {
  const ids = [...new Set(linhas.flatMap((l) => (l.destino === "concluinte" ? [] : [l.destino.idTurma])))];
  const snapshots = ids.length > 0 ? await tx.getAll(...ids.map((id) => turmasCollection().doc(id))) : [];
  return new Map(snapshots.flatMap((s) => {
    const turma = turmaFrom(s, idEmpresa);
    return turma ? [[turma.id, turma.nome] as const] : [];
  }));
}

/** One row of a lot, applied on what the transaction read: its writes, and what it did. */
function aplicarLinha(tx: Transaction, rec: RematriculaDoc, id: string, linha: LinhaGuardada, aluno: DocumentSnapshot, entrada: DocumentSnapshot, desde: string, nomes: ReadonlyMap<string, string>, conta: Aplicado): LinhaGuardada {
  const a = alunoFrom(aluno, rec.idEmpresa);
  const autor = rec.autor!;
  const pular = (motivo: string) => {
    conta.pulados.push({ nome: linha.nome, motivo });
    if (linha.destino !== "concluinte") conta.devolvidas.set(linha.destino.idTurma, (conta.devolvidas.get(linha.destino.idTurma) ?? 0) + 1);
    return { ...linha, resultado: "pulado" as const, motivo };
  };
  if (linha.resultado) return linha;
  // Enrolled by hand in the next year meanwhile (a concluinte too): not moved.
  const ja = a ? cursandoPorAnoDoc.parse(aluno.get("cursandoPorAno") ?? {})[String(rec.anoDestino)] : undefined;
  if (linha.destino === "concluinte") {
    if (!a || a.situacao !== "ativo" || a.idEscola !== rec.idEscola) return pular(t.pulado.saiu);
    if (ja) return pular(t.pulado.jaEnturmado(ja.nome));
    tx.update(aluno.ref, { situacao: "inativo", concluinte: { idRematricula: id, ano: rec.anoEncerrado }, atualizadoEm: FieldValue.serverTimestamp() });
    conta.saemDaEscola += 1;
    if (aluno.get("situacao") === "ativo") conta.saemDosContados += 1; // Home's count: the stored field
    conta.concluintes += 1;
    registrarAtividade(tx, autor, { tipo: "aluno.concluinte", alvo: { colecao: COLLECTIONS.alunos, id: linha.idAluno, nome: linha.nome }, detalhe: t.historico.concluinte(linha.origem.nome, rec.anoEncerrado) });
    return { ...linha, resultado: "feito" };
  }
  if (entrada.exists) return { ...linha, resultado: "feito" };
  if (!a || a.situacao !== "ativo" || a.idEscola !== rec.idEscola) return pular(t.pulado.saiu);
  if (ja) return pular(t.pulado.jaEnturmado(ja.nome));
  const turma = { id: linha.destino.idTurma, idEscola: rec.idEscola, idAnoLetivo: rec.idAnoDestino, ano: rec.anoDestino, nome: nomes.get(linha.destino.idTurma) ?? linha.destino.nome };
  tx.create(entrada.ref, { ...documentoDaEntrada(rec.idEmpresa, turma, { id: a.id, nome: a.nome, nomeSocial: a.nomeSocial, matricula: a.matricula }, desde, autor.uid), rematricula: id, criadoEm: FieldValue.serverTimestamp() });
  tx.update(aluno.ref, { [`cursandoPorAno.${rec.anoDestino}`]: cursandoNaTurma(turma, entrada.ref.id), turmasCursando: FieldValue.arrayUnion(turma.id) });
  registrarAtividade(tx, autor, {
    tipo: "aluno.rematriculado",
    alvo: { colecao: COLLECTIONS.alunos, id: a.id, nome: a.nome },
    detalhe: t.historico.rematriculado(linha.origem.nome, rec.anoEncerrado, turma.nome, rec.anoDestino),
  });
  conta.feitos += 1;
  return { ...linha, resultado: "feito" };
}

/** Step 3, one lot: its students moved (or skipped), the places of the skipped given back. False when none is left. */
const aplicarLote: Lote<RematriculaDoc> = async (tx, rec, id) => {
  if (rec.gravadas >= rec.total) return null;
  const lote = Math.floor(rec.gravadas / LOTE);
  const linhas = await lerLote(tx, id, lote);
  const alunos = await tx.getAll(...linhas.map((l) => alunosCollection().doc(l.idAluno)));
  const entradas = await tx.getAll(...linhas.map((l) => enturmacoesCollection().doc(idDaEntrada(id, l.idAluno))));
  const destino = anoFrom(await tx.get(anosCollection().doc(rec.idAnoDestino)), rec.idEmpresa);
  const desde = desdeDo(destino ?? { ano: rec.anoDestino, etapas: [] });
  const nomes = await nomesDasTurmas(tx, rec.idEmpresa, linhas);
  const conta: Aplicado = { feitos: 0, concluintes: 0, pulados: [], devolvidas: new Map(), saemDaEscola: 0, saemDosContados: 0 };
  const feitas = linhas.map((l, i) => aplicarLinha(tx, rec, id, l, alunos[i]!, entradas[i]!, desde, nomes, conta));
  for (const [idTurma, n] of conta.devolvidas) tx.update(turmasCollection().doc(idTurma), { cursando: FieldValue.increment(-n) });
  if (conta.saemDaEscola > 0) contarAtivos(tx, rec.idEscola, -conta.saemDaEscola);
  contar(tx, rec.idEmpresa, { alunosAtivos: -conta.saemDosContados });
  tx.update(loteRef(id, lote), { linhas: feitas });
  return {
    gravadas: rec.gravadas + linhas.length,
    rematriculados: FieldValue.increment(conta.feitos),
    concluintes: FieldValue.increment(conta.concluintes),
    ...(conta.pulados.length > 0 ? { pulados: [...rec.pulados, ...conta.pulados] } : {}),
  };
};

/** The end of a run: its state and what it says (the rows stay: who went where, the undo). */
const encerrar =
  (fim: (rec: RematriculaDoc) => { estado: EstadoDaRematricula; mensagem: string | null }): Trabalho<RematriculaDoc> =>
  async (_tx, rec) => ({ ...fim(rec), dono: null });

/** A run stopped before its commit point: nothing was enrolled; the rows go, the record says why. */
function falhar(id: string, token: string, mensagem: string): Promise<void> {
  return tarefaDaRematricula.passo(id, token, ["gravando"], async (tx, rec) => {
    for (let i = 0; i < rec.lotes; i++) tx.delete(loteRef(id, i));
    return { estado: "falhou", mensagem, dono: null, lotes: 0, total: 0, porTurma: {} };
  });
}

/** Steps 3 and 4, for the owner past the commit point (and for whoever takes such a run over). */
const DEPOIS_DA_CONFIRMACAO: readonly Etapa<EstadoDaRematricula, RematriculaDoc, Fase>[] = [
  { fase: "aplicacao", estados: ["confirmada"], lote: aplicarLote },
  { fase: "conclusao", estados: ["confirmada"], passo: encerrar((rec) => ({ estado: "concluida", mensagem: t.concluida(rec.rematriculados, rec.anoDestino) })) },
];

/** Runs a started rematrícula to its end (the owner's work, after the response). Never throws: whatever happens is in the record. */
export function continuarRematricula(id: string, token: string, opcoes: Opcoes<Fase> = {}): Promise<void> {
  const antes = [{ fase: "confirmacao", estados: ["gravando"], passo: confirmar }] as const;
  return tarefaDaRematricula.continuar(id, token, { antes, depois: DEPOIS_DA_CONFIRMACAO }, opcoes);
}

/** Whether the next year has a roll call (a turma with one) or a grade, read in a transaction. */
async function anoComRegistros(tx: Transaction, rec: RematriculaDoc): Promise<"chamadas" | "notas" | null> {
  const chamada = await tx.get(turmasCollection().where("idEmpresa", "==", rec.idEmpresa).where("idAnoLetivo", "==", rec.idAnoDestino).where("ultimaChamada", ">", "").limit(1));
  if (!chamada.empty) return "chamadas";
  const notas = await tx.get(notasCollection().where("idEmpresa", "==", rec.idEmpresa).where("idAnoLetivo", "==", rec.idAnoDestino).limit(1));
  return notas.empty ? null : "notas";
}

/**
 * `Desfazer rematrícula` (administrador; the action checks the role): while the next year has no
 * roll call and no grade, the record goes `desfazendo` with an owner, the activity says why.
 */
export async function iniciarDesfazer(ctx: ShellContext, idAnoDestino: string, motivo: string): Promise<{ id: string; token: string }> {
  if (!isDocumentId(idAnoDestino)) throw new FalhaDaRematricula(anoLetivoTexts.naoEncontrado);
  const token = randomUUID();
  const id = await transacao(async (tx) => {
    const destino = anoFrom(await tx.get(anosCollection().doc(idAnoDestino)), ctx.empresa.id);
    if (!destino) throw new FalhaDaRematricula(anoLetivoTexts.naoEncontrado);
    const ref = rematriculas().doc(`${destino.idEscola}__${destino.ano}`);
    const rec = registroDa(await tx.get(ref), ctx.empresa.id);
    if (rec && EM_ANDAMENTO.includes(rec.estado)) throw new FalhaDaRematricula(erros.emAndamento);
    if (!rec || rec.estado !== "concluida") throw new FalhaDaRematricula(erros.naoFeita(destino.ano));
    const registros = await anoComRegistros(tx, rec);
    if (registros === "chamadas") throw new FalhaDaRematricula(erros.comChamadas(destino.ano));
    if (registros === "notas") throw new FalhaDaRematricula(erros.comNotas(destino.ano));
    tx.update(ref, { estado: "desfazendo", dono: token, gravadas: 0, desfeitos: 0, mensagem: null, desfeitoPor: autorDe(ctx), ...batida() });
    registrarAtividade(tx, ctx, { tipo: "rematricula.desfeita", alvo: alvoDo(destino, escolaDe(rec)), detalhe: motivo });
    return ref.id;
  });
  return { id, token };
}

/** The undo of one lot: this run's entries removed, its concluintes active again. False when none is left. */
const desfazerLote: Lote<RematriculaDoc> = async (tx, rec, id) => {
  if (rec.gravadas >= rec.total) return null;
  const lote = Math.floor(rec.gravadas / LOTE);
  const linhas = (await lerLote(tx, id, lote)).filter((l) => l.resultado === "feito");
  const alunos = linhas.length > 0 ? await tx.getAll(...linhas.map((l) => alunosCollection().doc(l.idAluno))) : [];
  const entradas = linhas.length > 0 ? await tx.getAll(...linhas.map((l) => enturmacoesCollection().doc(idDaEntrada(id, l.idAluno)))) : [];
  const autor: Autor = rec.desfeitoPor ?? rec.autor!;
  const saem = new Map<string, number>();
  let voltamAEscola = 0;
  let desfeitos = 0; // students given back to the closed year (the end says how many)
  let saemAbaixo = 0; // none while the undo is refused for a year with roll calls; counted all the same
  linhas.forEach((l, i) => {
    const aluno = alunos[i]!;
    const alvo = { colecao: COLLECTIONS.alunos, id: l.idAluno, nome: l.nome };
    if (l.destino === "concluinte") {
      // Only a concluinte left as the run made it (a hand change since clears the mark): back to the school.
      if (aluno.get("situacao") !== "inativo" || aluno.get("concluinte.idRematricula") !== id || aluno.get("idEscola") !== rec.idEscola) return;
      tx.update(aluno.ref, { situacao: "ativo", concluinte: FieldValue.delete(), atualizadoEm: FieldValue.serverTimestamp() });
      voltamAEscola += 1;
      desfeitos += 1;
      registrarAtividade(tx, autor, { tipo: "aluno.rematriculaDesfeita", alvo, detalhe: t.historico.desfeita(rec.anoDestino) });
      return;
    }
    const entrada = entradas[i]!;
    if (!entrada.exists) return;
    tx.delete(entrada.ref);
    desfeitos += 1;
    if (entrada.get("situacao") === "cursando") saem.set(l.destino.idTurma, (saem.get(l.destino.idTurma) ?? 0) + 1);
    if (entrada.get("situacao") === "cursando" && entrada.get("abaixoDoMinimo") === true) saemAbaixo += 1;
    const atual = cursandoPorAnoDoc.parse(aluno.get("cursandoPorAno") ?? {})[String(rec.anoDestino)];
    if (aluno.exists && atual?.idEnturmacao === entrada.id) {
      tx.update(aluno.ref, { [`cursandoPorAno.${rec.anoDestino}`]: FieldValue.delete(), turmasCursando: FieldValue.arrayRemove(l.destino.idTurma) });
    }
    registrarAtividade(tx, autor, { tipo: "aluno.rematriculaDesfeita", alvo, detalhe: t.historico.desfeita(rec.anoDestino) });
  });
  for (const [idTurma, n] of saem) tx.update(turmasCollection().doc(idTurma), { cursando: FieldValue.increment(-n) });
  if (voltamAEscola > 0) contarAtivos(tx, rec.idEscola, voltamAEscola);
  contar(tx, rec.idEmpresa, { alunosAtivos: voltamAEscola, abaixoDoMinimo: -saemAbaixo });
  return { gravadas: Math.min(rec.total, (lote + 1) * LOTE), desfeitos: FieldValue.increment(desfeitos) };
};

/** The undo's lots, then its end (already past its commit point: `iniciarDesfazer` took the record). */
const DESFAZER: readonly Etapa<EstadoDaRematricula, RematriculaDoc, Fase>[] = [
  { fase: "desfazer", estados: ["desfazendo"], lote: desfazerLote },
  { fase: "conclusao", estados: ["desfazendo"], passo: encerrar(() => ({ estado: "desfeita", mensagem: null })) },
];

/** Runs a started undo to its end. Never throws: a stopped undo is taken over and finished. */
export function continuarDesfazer(id: string, token: string, opcoes: Opcoes<Fase> = {}): Promise<void> {
  return tarefaDaRematricula.continuar(id, token, { depois: DESFAZER }, opcoes);
}

/**
 * Takes over a run (or an undo) whose server stopped (its heartbeat older than PARADA_MS): a start
 * is failed (nothing was enrolled), a confirmed run or an undo is finished. `agora`: tests move time.
 */
export const retomarRematricula = tarefaDaRematricula.retomar;
