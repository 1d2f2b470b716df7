import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";

/**
 * A transaction under the database's deadline: a database that stalls gives a clear error in
 * seconds (DeadlineError) instead of a hung request. The transaction itself may still commit after
 * it; creates say so (lib/infra/actions/criacao.ts).
 */
export function transacao<T>(trabalho: (tx: Transaction) => Promise<T>): Promise<T> {
  return withDeadline(db().runTransaction(trabalho), "banco");
}
