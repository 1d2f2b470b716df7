// Small helpers shared by the conformance tests. Every test seeds its own collection, named by
// uniqueId(), so the suite can run in parallel against a shared, non-empty emulator.
import { deleteApp, getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type CollectionReference, type DocumentData, type Firestore, type QuerySnapshot } from "firebase-admin/firestore";
import { testDb, uniqueId } from "@/test/support/firebase";

/** A fresh, uniquely named collection for one test (through `db`, the shared client by default). */
export const freshCollection = (topic: string, db: Firestore = testDb()): CollectionReference => db.collection(uniqueId(`conf-${topic}`));

const BIGINT_APP = "conformance-bigint";
let bigInts: Firestore | undefined;

/** A client that reads integers as BigInt (`useBigInt: true`), for 64-bit integers beyond 2^53. */
export function bigIntDb(): Firestore {
  if (!bigInts) {
    bigInts = getFirestore(initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, BIGINT_APP));
    bigInts.settings({ useBigInt: true }); // before its first call (initializeFirestore passes on only preferRest)
  }
  return bigInts;
}

export async function closeBigIntDb(): Promise<void> {
  const app = getApps().find((a) => a.name === BIGINT_APP);
  bigInts = undefined;
  if (app) await deleteApp(app);
}

/** Writes the documents (id → data) in one batch. */
export async function seed(col: CollectionReference, docs: Record<string, DocumentData>): Promise<void> {
  const batch = col.firestore.batch();
  for (const [id, data] of Object.entries(docs)) batch.set(col.doc(id), data);
  await batch.commit();
}

/** Document ids of a query result, in result order. */
export const ids = (snap: QuerySnapshot): string[] => snap.docs.map((d) => d.id);

/** One field of every document of a query result, in result order. */
export const values = (snap: QuerySnapshot, field: string): unknown[] => snap.docs.map((d) => d.get(field));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise with its resolve function outside, to order steps across concurrent code. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The gRPC status codes the tests expect (google.rpc.Code). */
export const Code = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
} as const;
