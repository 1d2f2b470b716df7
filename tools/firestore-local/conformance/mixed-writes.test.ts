// Transactions and plain writes on one document at once, as Cloud Firestore answers them: a
// non-transactional write is never lost. With the server client libraries' pessimistic
// concurrency, a plain write to a document a transaction has read waits for that transaction's
// lock, or the transaction is aborted and retried (its read then sees the plain write). Either way
// every read-modify-write transaction and every plain write counts once.
//
// Contention legitimately costs transaction retries, hence `maxAttempts: 50` (see README.md).
import { FieldValue } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { deferred, freshCollection, sleep } from "./support";

jest.setTimeout(30_000);
afterAll(closeTestApp);

const MANY_ATTEMPTS = { maxAttempts: 50 };
const N = 20; // transactions
const M = 20; // plain writes

/**
 * Starts the transactions, then, once one of them has read the document (so it holds it), the
 * plain writes: both kinds are in flight together, the plain writes behind a transaction's read.
 */
async function together(transactions: (() => Promise<void>)[], plainWrites: (() => Promise<void>)[], firstRead: Promise<void>) {
  const started = transactions.map((run) => run());
  await firstRead;
  started.push(...plainWrites.map((run) => run()));
  return Promise.allSettled(started);
}

const rejections = (results: PromiseSettledResult<unknown>[]) => results.filter((r) => r.status === "rejected");

describe("transactions and plain writes on one document", () => {
  it(`${N} read-increment-write transactions and ${M} plain increments: n ends at ${N + M}`, async () => {
    const ref = freshCollection("mixed").doc("counter");
    await ref.set({ n: 0 });
    const read = deferred();
    const transaction = () =>
      testDb().runTransaction(async (tx) => {
        const n = (await tx.get(ref)).get("n") as number;
        read.resolve();
        await sleep(5); // some work between the read and the write
        tx.update(ref, { n: n + 1 });
      }, MANY_ATTEMPTS);
    const plain = () => ref.update({ n: FieldValue.increment(1) }).then(() => undefined);
    const results = await together(
      Array.from({ length: N }, () => transaction),
      Array.from({ length: M }, () => plain),
      read.promise,
    );
    expect(rejections(results)).toEqual([]);
    expect((await ref.get()).get("n")).toBe(N + M);
  });

  it(`${N} transactions appending to an array they read and ${M} plain arrayUnion / set-merge writes: every entry is there`, async () => {
    const ref = freshCollection("mixed").doc("list");
    await ref.set({ items: [], tags: {} });
    const read = deferred();
    const transaction = (i: number) => () =>
      testDb().runTransaction(async (tx) => {
        const items = (await tx.get(ref)).get("items") as string[];
        read.resolve();
        await sleep(5);
        tx.update(ref, { items: [...items, `tx-${i}`] });
      }, MANY_ATTEMPTS);
    // Half arrayUnion through update(), half set-merge with arrayUnion plus a field of their own.
    const plain = (i: number) => () =>
      (i % 2 === 0
        ? ref.update({ items: FieldValue.arrayUnion(`plain-${i}`) })
        : ref.set({ items: FieldValue.arrayUnion(`plain-${i}`), tags: { [`t${i}`]: true } }, { merge: true })
      ).then(() => undefined);
    const results = await together(
      Array.from({ length: N }, (_, i) => transaction(i)),
      Array.from({ length: M }, (_, i) => plain(i)),
      read.promise,
    );
    expect(rejections(results)).toEqual([]);
    const snap = await ref.get();
    const expected = [...Array.from({ length: N }, (_, i) => `tx-${i}`), ...Array.from({ length: M }, (_, i) => `plain-${i}`)];
    expect([...(snap.get("items") as string[])].sort()).toEqual(expected.sort());
    const oddTags = Array.from({ length: M }, (_, i) => i).filter((i) => i % 2 === 1).map((i) => `t${i}`);
    expect(Object.keys(snap.get("tags") as Record<string, boolean>).sort()).toEqual(oddTags.sort());
  });

  it("5 plain increments sent while one transaction holds the document between its read and its write: none is lost", async () => {
    const ref = freshCollection("mixed").doc("counter");
    await ref.set({ n: 0, other: 0 });
    const read = deferred();
    const tx = testDb().runTransaction(async (t) => {
      const n = (await t.get(ref)).get("n") as number;
      read.resolve();
      await sleep(200);
      t.set(ref, { n: n + 1 }, { merge: true });
    }, MANY_ATTEMPTS);
    await read.promise;
    // Not awaited inside the transaction: Cloud Firestore may hold these writes until it ends.
    const plains = Array.from({ length: 5 }, () => ref.update({ n: FieldValue.increment(1), other: FieldValue.increment(1) }));
    await Promise.all([tx, ...plains]);
    expect((await ref.get()).data()).toEqual({ n: 6, other: 5 });
  });
});
