import "server-only";
import type { CollectionReference, DocumentReference, DocumentSnapshot, Query, QuerySnapshot, Transaction } from "firebase-admin/firestore";
import { ActionError } from "@/lib/infra/actions/erro";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";

/**
 * A transaction under the database's deadline: a database that stalls gives a clear error in
 * seconds (DeadlineError) instead of a hung request. The transaction itself may still commit after
 * it; creates say so (lib/infra/actions/criacao.ts).
 */
export function transacao<T>(trabalho: (tx: Transaction) => Promise<T>): Promise<T> {
  return withDeadline(db().runTransaction(trabalho), "banco");
}

/**
 * Where a reader reads: the database, each read under its deadline, or a transaction, which then
 * holds what it read (a change meanwhile retries it). A reader that a page and a save share (the
 * boletim's) takes one, so the save decides on what it holds. Its reads are logged as the reader
 * names them, with `.naTransacao` added inside a transaction: a page's `[leituras]` are never a
 * save's (docs/performance.md).
 */
export type ReadSource = {
  getAll(refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]>;
  query(query: Query): Promise<QuerySnapshot>;
  registrarLeituras(what: string, documentos: number): void;
};

export const fromDatabase: ReadSource = {
  getAll: async (refs) => (refs.length === 0 ? [] : withDeadline(db().getAll(...refs), "banco")),
  query: (query) => withDeadline(query.get(), "banco"),
  registrarLeituras,
};

export const inTransaction = (tx: Transaction): ReadSource => ({
  getAll: async (refs) => (refs.length === 0 ? [] : tx.getAll(...refs)),
  query: (query) => tx.get(query),
  registrarLeituras: (what, documentos) => registrarLeituras(`${what}.naTransacao`, documentos),
});

/**
 * A company's record read in a transaction (so the transaction holds it), or the refusal
 * `naoEncontrado`: an id that names no plain document, a missing or malformed record, another
 * company's (`ler` returns null for those: each domain's `…From`).
 */
export async function registroNaTransacao<T>(
  tx: Transaction,
  colecao: CollectionReference,
  id: string,
  ler: (doc: DocumentSnapshot) => T | null,
  naoEncontrado: string,
): Promise<T> {
  const registro = isDocumentId(id) ? ler(await tx.get(colecao.doc(id))) : null;
  if (!registro) throw new ActionError(naoEncontrado);
  return registro;
}
