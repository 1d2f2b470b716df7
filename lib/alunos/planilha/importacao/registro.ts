// The record of a spreadsheet import (`importacoes/{id}`) and its stored rows
// (`importacoes/{id}/linhas/{lote}`): their schema, their creation by Verificar, their reading, and
// the fields every step writes on the record (its heartbeat, its progress). The steps that move an
// import along are in passos.ts; taking over one whose server stopped, in retomada.ts.
import "server-only";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { ActionError } from "@/lib/infra/actions/erro";
import { chunk } from "@/lib/infra/lotes";
import { withDeadline } from "@/lib/infra/deadline";
import { PARADA_MS, parada } from "@/lib/infra/tarefas";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { actionTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe } from "@/lib/atividades/escrita";
import { alunosCollection } from "@/lib/alunos/dados";
import { camposDigitados } from "@/lib/alunos/documento";
import { camposDoCadastroGuardados } from "@/lib/alunos/schema";
import { responsaveisGuardados } from "@/lib/alunos/responsaveis";
import type { LinhaValida } from "@/lib/alunos/planilha/verificar";
import { EM_ANDAMENTO, ESTADOS } from "@/lib/alunos/planilha/estados";
import type { ProgressoState } from "@/lib/alunos/planilha/tipos";

/**
 * Rows per stored lot and per transaction: a lot's publication is up to 3 writes per row (the
 * student, its history entry, its place in a turma), +1, within a commit's 500.
 */
export const LOTE = 150;
/** Stored lots per commit of Verificar (a lot of 150 rows with every column is some 200 KB). */
const LOTES_POR_COMMIT = 5;
/** How long a verification can wait for its "Importar" (its rows are personal data). */
export const VALIDADE_DA_VERIFICACAO_MS = 60 * 60_000;
/** A heartbeat older than this: the import's server stopped, another takes over (the protocol's). */
export { PARADA_MS };
/** How long the record of a finished import stays (its rows are deleted at once). */
export const RETENCAO_MS = 7 * 24 * 60 * 60_000;

export const importacoes = () => db().collection(COLLECTIONS.importacoes);
export const loteRef = (id: string, lote: number) => importacoes().doc(id).collection("linhas").doc(String(lote));

/** A verified row: its student's id and place in the file, its turma, and the student's fields as stored (lib/alunos/campos.ts). */
const linhaGuardada = z.object({
  id: z.string(),
  posicao: z.number().int(),
  linha: z.number().int(),
  ...camposDoCadastroGuardados.shape,
  /** The row's responsáveis (`Responsável 1 …`), when it gave its list (a row stored before: from its first one's fields). */
  responsaveis: z.array(z.unknown()).optional().catch(undefined).transform((v) => (v ? responsaveisGuardados({ responsaveis: v }) : undefined)).optional(),
  /** The turma the student is enrolled in (verificar.ts resolved it), or none. */
  idTurma: z.string().nullable().catch(null),
  /** Whom the row may repeat (a possible duplicate, imported once confirmed): its history says so. */
  duplicadoDe: z.object({ matriculas: z.array(z.string()), linha: z.number().int().nullable() }).nullable().catch(null),
});
export type LinhaGuardada = z.output<typeof linhaGuardada>;

const importacaoDoc = z.object({
  idEmpresa: z.string().min(1),
  arquivo: z.string().catch(""),
  estado: z.enum(ESTADOS),
  total: z.number().int(),
  lotes: z.number().int(),
  porEscola: z.record(z.string(), z.number().int()).catch({}),
  /** The rows enrolled in each turma: its places are taken at the commit point. */
  porTurma: z.record(z.string(), z.number().int()).catch({}),
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
  /**
   * Students written without their turma, by its name: its year was closed between the commit
   * point and their lot (passos.ts); the end of the import says so.
   */
  semTurma: z.record(z.string(), z.number().int()).catch({}),
  /** "Importar só as linhas novas": the file's rows left out at Verificar, their CPF already the company's. */
  jaCadastrados: z.number().int().nonnegative().catch(0),
  /** The rows that may be students already registered (issue 43): the import starts only once the person confirms them. */
  duplicados: z.number().int().nonnegative().catch(0),
});
export type ImportacaoDoc = z.output<typeof importacaoDoc>;

/** What the page shows of an import (no personal data). */
export type Importacao = Pick<ImportacaoDoc, "arquivo" | "estado" | "total" | "reservadas" | "gravadas" | "mensagem" | "commits" | "jaCadastrados" | "duplicados"> & {
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
  jaCadastrados: i.jaCadastrados,
});

/** A refusal or failure told to the person (the import undone, or never started). */
export class FalhaDaImportacao extends ActionError {
  override name = "FalhaDaImportacao";
}

/** The record as stored, or null when there is none (or it is not an import's). */
export const lerRegistro = (snapshot: FirebaseFirestore.DocumentSnapshot): ImportacaoDoc | null => {
  const parsed = snapshot.exists ? importacaoDoc.safeParse(snapshot.data()) : null;
  return parsed?.success ? parsed.data : null;
};

/** An id a person's request may name (a document id, not a path). */
export const idValido = (id: string) => !!id && id.length <= 100 && !id.includes("/");

/** `ms` from now, as the record's `expiraEm` (a TTL field) keeps it. */
export const emMs = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

/**
 * Stores verified rows for their import; returns its id. Only a verification without problems is
 * stored, and only until VALIDADE_DA_VERIFICACAO_MS. `jaCadastrados`: the rows Verificar left out
 * ("Importar só as linhas novas"), decided there and only counted here (none of their data is
 * kept); the rows stored are the ones to import, and a CPF among them taken after Verificar still
 * fails the import (passos.ts).
 */
export async function prepararImportacao(ctx: ShellContext, arquivo: string, validas: LinhaValida[], { jaCadastrados = 0 }: { jaCadastrados?: number } = {}): Promise<string> {
  const ref = importacoes().doc();
  const linhas: LinhaGuardada[] = validas.map((v, posicao) => ({
    id: alunosCollection().doc().id,
    posicao,
    linha: v.linha,
    ...camposDigitados(v),
    idTurma: v.turma?.id ?? null,
    duplicadoDe: v.duplicadoDe ?? null,
  }));
  const porEscola: Record<string, number> = {};
  const porTurma: Record<string, number> = {};
  for (const l of linhas) {
    porEscola[l.idEscola] = (porEscola[l.idEscola] ?? 0) + 1;
    if (l.idTurma) porTurma[l.idTurma] = (porTurma[l.idTurma] ?? 0) + 1;
  }
  const expiraEm = emMs(VALIDADE_DA_VERIFICACAO_MS);
  const lotes = chunk(linhas, LOTE);

  // The lots first, LOTES_POR_COMMIT a commit (5,000 rows with every column of the record are
  // megabytes: one commit of them all outlasted its deadline on a busy server), then the record,
  // which makes them an import. Lots whose record never came are nobody's, and expire (TTL).
  for (const [g, grupo] of chunk(lotes, LOTES_POR_COMMIT).entries()) {
    const lotesDoGrupo = db().batch();
    grupo.forEach((lote, i) => lotesDoGrupo.create(loteRef(ref.id, g * LOTES_POR_COMMIT + i), { idEmpresa: ctx.empresa.id, linhas: lote, expiraEm }));
    await withDeadline(lotesDoGrupo.commit(), "banco", 30_000);
  }
  const batch = db().batch();
  batch.create(ref, {
    idEmpresa: ctx.empresa.id,
    arquivo,
    estado: "verificada",
    total: linhas.length,
    lotes: lotes.length,
    porEscola,
    porTurma,
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
    jaCadastrados,
    duplicados: linhas.filter((l) => l.duplicadoDe).length,
  });
  await withDeadline(batch.commit(), "banco", 30_000);
  return ref.id;
}

/** The import, as its page shows it; null when it is not the company's. */
export async function lerImportacao(ctx: ShellContext, id: string, agora = Date.now()): Promise<Importacao | null> {
  if (!idValido(id)) return null;
  const rec = lerRegistro(await withDeadline(importacoes().doc(id).get(), "banco"));
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
    jaCadastrados: rec.jaCadastrados,
    duplicados: rec.duplicados,
    parada: parada(rec, EM_ANDAMENTO, agora),
  };
}

/** One stored lot's rows, read in a transaction. */
export async function lerLote(tx: Transaction, id: string, lote: number): Promise<LinhaGuardada[]> {
  const snapshot = await tx.get(loteRef(id, lote));
  const parsed = z.array(linhaGuardada).safeParse(snapshot.get("linhas"));
  if (!parsed.success) throw new FalhaDaImportacao(actionTexts.erroInesperado);
  return parsed.data;
}

/** Deletes the import's stored rows (personal data), in a transaction. */
export function apagarLotes(tx: Transaction, id: string, lotes: number): void {
  for (let i = 0; i < lotes; i++) tx.delete(loteRef(id, i));
}
