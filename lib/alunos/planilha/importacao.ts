import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { ActionError } from "@/lib/infra/actions/erro";
import { chunk } from "@/lib/infra/lotes";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { actionTexts, planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade, type Autor } from "@/lib/atividades/registro";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { alunosCollection } from "@/lib/alunos/dados";
import { formatarMatricula, type CamposAluno } from "@/lib/alunos/documento";
import { contarAtivos, cpfKey, documentoDoAluno, reservarMatriculas } from "@/lib/alunos/escrita";
import type { LinhaValida } from "@/lib/alunos/planilha/verificar";
import { EM_ANDAMENTO, ESTADOS, type EstadoImportacao } from "@/lib/alunos/planilha/estados";
import type { ProgressoState } from "@/lib/alunos/planilha/tipos";

// A spreadsheet import, all or nothing, with more rows than one commit can hold (500 writes).
//
// 1. Verificar stores the verified rows under an import record (`importacoes/{id}/linhas`, in lots
//    of LOTE), each with the id its student will have: nothing visible yet.
// 2. Start (one transaction): the record goes from "verificada" to "gravando", with an owner token,
//    and the company's sequence gives the whole block of matrículas at once.
// 3. Reserve (one transaction per lot): every CPF of the lot gets its key document, marked with the
//    import's id; a CPF someone else took since Verificar fails the import.
// 4. Commit point (one transaction): the schools are still active, their counters go up, the record
//    becomes "confirmada". Before it, a failure undoes: the import's CPF keys are deleted and the
//    record says what happened ("falhou"); no student was written. After it, the import only goes
//    forward.
// 5. Publish (one transaction per lot): the students and their history entries are created, each
//    only if not there yet (a resumed lot never doubles a student).
// 6. End: the stored rows are deleted (they are personal data), the record says "concluida".
//
// Every step checks the owner token and beats a heartbeat; a record whose heartbeat stopped for
// PARADA_MS (the server stopped halfway) is taken over by `retomarImportacao`: undone if it had
// not reached the commit point, finished if it had.

const erros = planilhaTexts.erros;

/** Rows per stored lot and per transaction (a lot's publication is 2 writes per row, +1). */
export const LOTE = 200;
/** How long a verification can wait for its "Importar" (its rows are personal data). */
export const VALIDADE_DA_VERIFICACAO_MS = 60 * 60_000;
/** A heartbeat older than this: the import's server stopped, another takes over. */
export const PARADA_MS = 60_000;
/** How long the record of a finished import stays (its rows are deleted at once). */
const RETENCAO_MS = 7 * 24 * 60 * 60_000;


const importacoes = () => db().collection(COLLECTIONS.importacoes);
const loteRef = (id: string, lote: number) => importacoes().doc(id).collection("linhas").doc(String(lote));

const linhaGuardada = z.object({
  id: z.string(),
  posicao: z.number().int(),
  linha: z.number().int(),
  nome: z.string(),
  dataNascimento: z.string(),
  idEscola: z.string(),
  turma: z.string().nullable(),
  cpf: z.string().nullable(),
  responsavelNome: z.string().nullable(),
  responsavelTelefone: z.string().nullable(),
  responsavelEmail: z.string().nullable(),
});
type LinhaGuardada = z.output<typeof linhaGuardada>;

const importacaoDoc = z.object({
  idEmpresa: z.string().min(1),
  arquivo: z.string().catch(""),
  estado: z.enum(ESTADOS),
  total: z.number().int(),
  lotes: z.number().int(),
  porEscola: z.record(z.string(), z.number().int()).catch({}),
  reservadas: z.number().int().catch(0),
  gravadas: z.number().int().catch(0),
  ano: z.number().int().nullable().catch(null),
  primeiraMatricula: z.number().int().nullable().catch(null),
  dono: z.string().nullable().catch(null),
  batimento: z.number().catch(0),
  mensagem: z.string().nullable().catch(null),
  autor: z.object({ idEmpresa: z.string(), uid: z.string(), nome: z.string() }),
  expiraEm: z.instanceof(Timestamp),
  commits: z.number().int().catch(0),
});
type ImportacaoDoc = z.output<typeof importacaoDoc>;

/** What the page shows of an import (no personal data). */
export type Importacao = Pick<ImportacaoDoc, "arquivo" | "estado" | "total" | "reservadas" | "gravadas" | "mensagem" | "commits"> & {
  id: string;
  /** Its heartbeat stopped: it will be undone or finished by whoever looks at it next. */
  parada: boolean;
};

/** What the page polls: no heartbeat, no counts of commits. */
export const progressoDe = (i: Importacao): ProgressoState => ({
  id: i.id,
  arquivo: i.arquivo,
  estado: i.estado,
  total: i.total,
  reservadas: i.reservadas,
  gravadas: i.gravadas,
  mensagem: i.mensagem,
});

/** A refusal or failure told to the person (the import undone, or never started). */
export class FalhaDaImportacao extends ActionError {
  override name = "FalhaDaImportacao";
}

/** Another process owns the import now: this one stops without touching it. */
class PosseTransferida extends Error {
  override name = "PosseTransferida";
}

/** For tests: the process stops here, as if its server died (nothing is cleaned up). */
export class Interrupcao extends Error {
  override name = "Interrupcao";
}

export type Passo = { fase: "reserva" | "confirmacao" | "publicacao" | "conclusao"; lote?: number };
export type Opcoes = {
  /** Called before each step's transaction; tests fail (or interrupt) an import here. */
  antesDoPasso?: (passo: Passo) => void | Promise<void>;
};

const ler = (snapshot: FirebaseFirestore.DocumentSnapshot): ImportacaoDoc | null => {
  const parsed = snapshot.exists ? importacaoDoc.safeParse(snapshot.data()) : null;
  return parsed?.success ? parsed.data : null;
};

const emMs = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

/**
 * Stores verified rows for their import; returns its id. Only a verification without problems is
 * stored, and only until VALIDADE_DA_VERIFICACAO_MS.
 */
export async function prepararImportacao(ctx: ShellContext, arquivo: string, validas: LinhaValida[]): Promise<string> {
  const ref = importacoes().doc();
  const linhas: LinhaGuardada[] = validas.map((v, posicao) => ({
    id: alunosCollection().doc().id,
    posicao,
    linha: v.linha,
    nome: v.nome,
    dataNascimento: v.dataNascimento,
    idEscola: v.idEscola,
    turma: v.turma ?? null,
    cpf: v.cpf ?? null,
    responsavelNome: v.responsavelNome ?? null,
    responsavelTelefone: v.responsavelTelefone ?? null,
    responsavelEmail: v.responsavelEmail ?? null,
  }));
  const porEscola: Record<string, number> = {};
  for (const l of linhas) porEscola[l.idEscola] = (porEscola[l.idEscola] ?? 0) + 1;
  const expiraEm = emMs(VALIDADE_DA_VERIFICACAO_MS);
  const lotes = chunk(linhas, LOTE);

  const batch = db().batch();
  lotes.forEach((lote, i) => batch.create(loteRef(ref.id, i), { idEmpresa: ctx.empresa.id, linhas: lote, expiraEm }));
  batch.create(ref, {
    idEmpresa: ctx.empresa.id,
    arquivo,
    estado: "verificada",
    total: linhas.length,
    lotes: lotes.length,
    porEscola,
    reservadas: 0,
    gravadas: 0,
    ano: null,
    primeiraMatricula: null,
    dono: null,
    batimento: Date.now(),
    mensagem: null,
    autor: autorDe(ctx),
    criadoEm: FieldValue.serverTimestamp(),
    expiraEm,
    commits: 1,
  });
  await withDeadline(batch.commit(), "banco", 30_000);
  return ref.id;
}

/** The import, as its page shows it; null when it is not the company's. */
export async function lerImportacao(ctx: ShellContext, id: string, agora = Date.now()): Promise<Importacao | null> {
  if (!id || id.length > 100 || id.includes("/")) return null;
  const rec = ler(await withDeadline(importacoes().doc(id).get(), "banco"));
  if (!rec || rec.idEmpresa !== ctx.empresa.id) return null;
  return {
    id,
    arquivo: rec.arquivo,
    estado: rec.estado,
    total: rec.total,
    reservadas: rec.reservadas,
    gravadas: rec.gravadas,
    mensagem: rec.mensagem,
    commits: rec.commits,
    parada: EM_ANDAMENTO.includes(rec.estado) && rec.batimento < agora - PARADA_MS,
  };
}

/** The record, read in a transaction, if `token` still owns it in one of `estados`. */
async function doDono(tx: Transaction, ref: DocumentReference, token: string, estados: EstadoImportacao[]): Promise<ImportacaoDoc> {
  const rec = ler(await tx.get(ref));
  if (!rec || rec.dono !== token || !estados.includes(rec.estado)) throw new PosseTransferida();
  return rec;
}

/**
 * Starts an import (one transaction): checks it is the company's and still waiting, reserves its
 * matrículas, takes ownership. Returns the owner token for `continuarImportacao`.
 */
export async function iniciarImportacao(ctx: ShellContext, id: string): Promise<string> {
  if (!id || id.length > 100 || id.includes("/")) throw new FalhaDaImportacao(erros.naoEncontrada);
  const ref = importacoes().doc(id);
  const token = randomUUID();
  await transacao(async (tx) => {
    const rec = ler(await tx.get(ref));
    if (!rec || rec.idEmpresa !== ctx.empresa.id) throw new FalhaDaImportacao(erros.naoEncontrada);
    if (rec.estado !== "verificada") throw new FalhaDaImportacao(erros.jaImportada);
    if (rec.expiraEm.toMillis() < Date.now()) throw new FalhaDaImportacao(erros.expirada);
    const bloco = await reservarMatriculas(tx, ctx.empresa.id, rec.total);
    bloco.write();
    tx.update(ref, {
      estado: "gravando",
      dono: token,
      batimento: Date.now(),
      ano: bloco.ano,
      primeiraMatricula: bloco.primeiro,
      // The rows stay until the import ends; a day covers any takeover.
      expiraEm: emMs(24 * 60 * 60_000),
      commits: FieldValue.increment(1),
    });
  });
  return token;
}

async function lerLote(tx: Transaction, id: string, lote: number): Promise<LinhaGuardada[]> {
  const snapshot = await tx.get(loteRef(id, lote));
  const parsed = z.array(linhaGuardada).safeParse(snapshot.get("linhas"));
  if (!parsed.success) throw new FalhaDaImportacao(actionTexts.erroInesperado);
  return parsed.data;
}

const progresso = (campo: "reservadas" | "gravadas", valor: number) => ({ [campo]: valor, batimento: Date.now(), commits: FieldValue.increment(1) });

/** Step 3, one lot: the CPF keys of its rows (a CPF taken since Verificar fails the import). */
async function reservarLote(id: string, token: string): Promise<boolean> {
  const ref = importacoes().doc(id);
  return transacao(async (tx) => {
    const rec = await doDono(tx, ref, token, ["gravando"]);
    if (rec.reservadas >= rec.total) return false;
    const lote = Math.floor(rec.reservadas / LOTE);
    const linhas = await lerLote(tx, id, lote);
    const comCpf = linhas.filter((l): l is LinhaGuardada & { cpf: string } => l.cpf !== null);
    const chaves = comCpf.map((l) => cpfKey(rec.idEmpresa, l.cpf));
    const existentes = chaves.length > 0 ? await tx.getAll(...chaves) : [];
    comCpf.forEach((l, i) => {
      const existente = existentes[i]!;
      if (existente.exists && existente.get("importacao") !== id) {
        throw new FalhaDaImportacao(planilhaTexts.linha(l.linha, erros.cpfDeOutro));
      }
      if (!existente.exists) tx.create(chaves[i]!, { idEmpresa: rec.idEmpresa, idAluno: l.id, cpf: l.cpf, importacao: id });
    });
    tx.update(ref, progresso("reservadas", rec.reservadas + linhas.length));
    return true;
  });
}

/** Step 4, the commit point: the schools are still active; their counters count the new students. */
async function confirmar(id: string, token: string): Promise<void> {
  const ref = importacoes().doc(id);
  await transacao(async (tx) => {
    const rec = await doDono(tx, ref, token, ["gravando"]);
    const ids = Object.keys(rec.porEscola);
    const escolas = ids.length > 0 ? await tx.getAll(...ids.map((e) => escolasCollection().doc(e))) : [];
    escolas.forEach((snapshot, i) => {
      const escola = escolaFrom(snapshot, rec.idEmpresa);
      if (!escola?.ativa) throw new FalhaDaImportacao(erros.escolaMudou(escola?.nome ?? String(snapshot.get("nome") ?? ids[i])));
    });
    ids.forEach((idEscola) => contarAtivos(tx, idEscola, rec.porEscola[idEscola]!));
    registrarAtividade(tx, rec.autor, {
      tipo: "alunos.importados",
      alvo: { colecao: COLLECTIONS.importacoes, id, nome: rec.arquivo },
      detalhe: planilhaTexts.importados(rec.total),
    });
    tx.update(ref, { estado: "confirmada", batimento: Date.now(), commits: FieldValue.increment(1) });
  });
}

/** Step 5, one lot: its students and their history entries, each only if not written yet. */
async function publicarLote(id: string, token: string): Promise<boolean> {
  const ref = importacoes().doc(id);
  return transacao(async (tx) => {
    const rec = await doDono(tx, ref, token, ["confirmada"]);
    if (rec.gravadas >= rec.total) return false;
    const linhas = await lerLote(tx, id, Math.floor(rec.gravadas / LOTE));
    const refs = linhas.map((l) => alunosCollection().doc(l.id));
    const existentes = await tx.getAll(...refs);
    const autor: Autor = rec.autor;
    linhas.forEach((l, i) => {
      if (existentes[i]!.exists) return;
      const campos: CamposAluno = l;
      const matricula = formatarMatricula(rec.ano!, rec.primeiraMatricula! + l.posicao);
      tx.create(refs[i]!, { ...documentoDoAluno(rec.idEmpresa, autor.uid, campos, matricula), importacao: id });
      registrarAtividade(tx, autor, {
        tipo: "aluno.importado",
        alvo: { colecao: COLLECTIONS.alunos, id: l.id, nome: l.nome },
        detalhe: planilhaTexts.historico(rec.arquivo),
      });
    });
    tx.update(ref, progresso("gravadas", rec.gravadas + linhas.length));
    return true;
  });
}

/** The stored rows go (personal data), the record stays a while to say what happened. */
async function encerrar(id: string, token: string, estados: EstadoImportacao[], fim: { estado: EstadoImportacao; mensagem?: string }) {
  const ref = importacoes().doc(id);
  await transacao(async (tx) => {
    const rec = await doDono(tx, ref, token, estados);
    for (let i = 0; i < rec.lotes; i++) tx.delete(loteRef(id, i));
    tx.update(ref, { estado: fim.estado, mensagem: fim.mensagem ?? null, dono: null, batimento: Date.now(), expiraEm: emMs(RETENCAO_MS), commits: FieldValue.increment(1) });
  });
}

/** Undoes an import that did not reach its commit point: its CPF keys go, and it says why. */
async function desfazer(id: string, token: string, mensagem: string): Promise<void> {
  const ref = importacoes().doc(id);
  await transacao(async (tx) => {
    await doDono(tx, ref, token, ["gravando", "desfazendo"]);
    tx.update(ref, { estado: "desfazendo", mensagem, batimento: Date.now(), commits: FieldValue.increment(1) });
  });
  const chaves = db().collection(COLLECTIONS.alunosCpf).where("importacao", "==", id).limit(LOTE);
  for (;;) {
    const snapshot = await withDeadline(chaves.get(), "banco");
    if (snapshot.empty) break;
    await transacao(async (tx) => {
      await doDono(tx, ref, token, ["desfazendo"]);
      for (const chave of snapshot.docs) tx.delete(chave.ref);
      tx.update(ref, { batimento: Date.now(), commits: FieldValue.increment(1) });
    });
  }
  await encerrar(id, token, ["desfazendo"], { estado: "falhou", mensagem });
}

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step after the commit point: tried again a few times before leaving it to a takeover. */
async function comInsistencia<T>(passo: () => Promise<T>): Promise<T> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      return await passo();
    } catch (error) {
      if (error instanceof PosseTransferida || error instanceof Interrupcao || tentativa >= 3) throw error;
      await pausa(500 * 2 ** tentativa);
    }
  }
}

async function publicarEConcluir(id: string, token: string, opcoes: Opcoes) {
  for (let lote = 0; ; lote++) {
    await opcoes.antesDoPasso?.({ fase: "publicacao", lote });
    if (!(await comInsistencia(() => publicarLote(id, token)))) break;
  }
  await opcoes.antesDoPasso?.({ fase: "conclusao" });
  await comInsistencia(() => encerrar(id, token, ["confirmada"], { estado: "concluida" }));
}

/** What a failure before the commit point tells the person. */
function motivo(error: unknown): string {
  if (error instanceof FalhaDaImportacao) return erros.falhou(error.message);
  return erros.falhou(actionTexts.indisponivel);
}

/**
 * Runs a started import to its end (the owner's work, after the response in the app). Never
 * throws: whatever happens is in the record, and a stopped import is taken over later.
 */
export async function continuarImportacao(id: string, token: string, opcoes: Opcoes = {}): Promise<void> {
  try {
    try {
      for (let lote = 0; ; lote++) {
        await opcoes.antesDoPasso?.({ fase: "reserva", lote });
        if (!(await reservarLote(id, token))) break;
      }
      await opcoes.antesDoPasso?.({ fase: "confirmacao" });
      await confirmar(id, token);
    } catch (error) {
      if (error instanceof PosseTransferida || error instanceof Interrupcao) throw error;
      if (!(error instanceof FalhaDaImportacao)) console.error("[importacao] failed before its commit point, undoing:", error);
      await desfazer(id, token, motivo(error));
      return;
    }
    await publicarEConcluir(id, token, opcoes);
  } catch (error) {
    if (error instanceof PosseTransferida || error instanceof Interrupcao) return;
    // Left as it is: its heartbeat stops, and the next look at it takes it over.
    console.error("[importacao] stopped; it will be taken over:", error);
  }
}

/**
 * Takes over an import whose server stopped (its heartbeat is older than PARADA_MS): undone if it
 * had not reached its commit point, finished if it had. Expired verifications are deleted.
 */
export async function retomarImportacao(id: string, opcoes: Opcoes & { agora?: number } = {}): Promise<void> {
  const agora = opcoes.agora ?? Date.now();
  const ref = importacoes().doc(id);
  const token = randomUUID();
  const estado = await transacao(async (tx) => {
    const rec = ler(await tx.get(ref));
    if (!rec) return null;
    if (rec.estado === "verificada" && rec.expiraEm.toMillis() < agora) {
      for (let i = 0; i < rec.lotes; i++) tx.delete(loteRef(id, i));
      tx.delete(ref);
      return null;
    }
    if (!EM_ANDAMENTO.includes(rec.estado) || rec.batimento >= agora - PARADA_MS) return null;
    tx.update(ref, { dono: token, batimento: Date.now() });
    return rec.estado;
  });
  if (estado === null) return;
  console.warn("[importacao] taking over a stopped import", { id, estado });
  try {
    if (estado === "confirmada") await publicarEConcluir(id, token, opcoes);
    else await desfazer(id, token, erros.interrompida);
  } catch (error) {
    if (error instanceof PosseTransferida || error instanceof Interrupcao) return;
    console.error("[importacao] takeover stopped; it will be taken over again:", error);
  }
}

/** Takes over the company's stopped imports, and deletes its expired verifications. */
export async function retomarImportacoesParadas(idEmpresa: string, opcoes: Opcoes & { agora?: number } = {}): Promise<void> {
  const agora = opcoes.agora ?? Date.now();
  const base = importacoes().where("idEmpresa", "==", idEmpresa);
  const [andamento, vencidas] = await Promise.all([
    withDeadline(base.where("estado", "in", [...EM_ANDAMENTO]).where("batimento", "<", agora - PARADA_MS).select().get(), "banco"),
    withDeadline(base.where("estado", "==", "verificada").where("expiraEm", "<", Timestamp.fromMillis(agora)).select().limit(50).get(), "banco"),
  ]);
  for (const doc of [...andamento.docs, ...vencidas.docs]) await retomarImportacao(doc.id, opcoes);
}

/** Per server instance: the companies whose stopped imports were looked for lately. */
const procuradas = new Map<string, number>();

/**
 * At most once a minute per company and instance (the Alunos pages call it after their response):
 * a stopped import does not wait for someone to open its page.
 */
export function procurarImportacoesParadas(idEmpresa: string): Promise<void> {
  const agora = Date.now();
  if ((procuradas.get(idEmpresa) ?? 0) > agora - PARADA_MS) return Promise.resolve();
  procuradas.set(idEmpresa, agora);
  return retomarImportacoesParadas(idEmpresa).catch((error) => console.error("[importacao] could not look for stopped imports:", error));
}
