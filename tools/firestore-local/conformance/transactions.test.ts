// Transaction isolation, as Cloud Firestore gives it: transactions are serializable. A transaction
// whose reads are no longer current cannot commit; the server makes it wait or aborts it (ABORTED),
// and the client library runs the function again. Either way no update is lost.
//
// Contention legitimately costs retries, so the concurrent tests allow more attempts than the
// client's default of 5; that changes how often the client may retry, not what must come out.
import { FieldValue, type DocumentReference } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { deferred, freshCollection, sleep } from "./support";

jest.setTimeout(30_000);
afterAll(closeTestApp);

const MANY_ATTEMPTS = { maxAttempts: 50 };

/** Reads n and writes n + 1 in one transaction; returns the value it wrote. */
const incrementInTransaction = (ref: DocumentReference) =>
  testDb().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const next = (snap.get("n") as number) + 1;
    tx.update(ref, { n: next });
    return next;
  }, MANY_ATTEMPTS);

describe("transaction isolation", () => {
  it("10 concurrent read-increment-write transactions all succeed and n ends at 10", async () => {
    const ref = freshCollection("tx").doc("counter");
    await ref.set({ n: 0 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => incrementInTransaction(ref)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect((await ref.get()).get("n")).toBe(10);
  });

  it("20 concurrent transactions return 20 distinct values, exactly 1..20", async () => {
    const ref = freshCollection("tx").doc("counter");
    await ref.set({ n: 0 });
    const written = await Promise.all(Array.from({ length: 20 }, () => incrementInTransaction(ref)));
    expect([...written].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await ref.get()).get("n")).toBe(20);
  });

  it("a plain increment sent while a transaction waits between its read and its commit is not lost", async () => {
    const ref = freshCollection("tx").doc("counter");
    await ref.set({ n: 0 });
    const readDone = deferred();
    const tx = testDb().runTransaction(async (t) => {
      const snap = await t.get(ref);
      readDone.resolve();
      await sleep(300);
      t.update(ref, { n: (snap.get("n") as number) + 1 });
    }, MANY_ATTEMPTS);
    await readDone.promise;
    // Not awaited inside the transaction: Cloud Firestore may hold this write until the transaction ends.
    const plain = ref.update({ n: FieldValue.increment(1) });
    await Promise.all([tx, plain]);
    expect((await ref.get()).get("n")).toBe(2);
  });

  it("blind increments (set with merge, nothing read) in 20 concurrent transactions all land", async () => {
    // lib/empresas/contadores.ts: each write of a count adds to a shard without reading it.
    const ref = freshCollection("tx").doc("fatia");
    await Promise.all(Array.from({ length: 20 }, (_, i) => testDb().runTransaction(async (t) => void t.set(ref, { n: FieldValue.increment(i % 2 === 0 ? 2 : -1) }, { merge: true }), MANY_ATTEMPTS)));
    expect((await ref.get()).get("n")).toBe(10);
  });

  it("uniqueness by query: of 8 concurrent create-if-absent transactions, exactly one creates", async () => {
    const col = freshCollection("tx");
    await col.doc("other").set({ codigo: "Y" });
    const attempt = () =>
      testDb().runTransaction(async (tx) => {
        const existing = await tx.get(col.where("codigo", "==", "X"));
        if (!existing.empty) return false;
        tx.create(col.doc(), { codigo: "X" });
        return true;
      }, MANY_ATTEMPTS);
    const created = await Promise.all(Array.from({ length: 8 }, attempt));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect((await col.where("codigo", "==", "X").get()).size).toBe(1);
  });

  it(
    "two transactions reading a,b and b,a (opposite order) both succeed and both writes count",
    async () => {
      const col = freshCollection("tx");
      const a = col.doc("a");
      const b = col.doc("b");
      await Promise.all([a.set({ n: 0 }), b.set({ n: 0 })]);
      const readBothAndIncrement = (first: DocumentReference, second: DocumentReference) =>
        testDb().runTransaction(async (tx) => {
          const s1 = await tx.get(first);
          await sleep(100);
          const s2 = await tx.get(second);
          tx.update(first, { n: (s1.get("n") as number) + 1 });
          tx.update(second, { n: (s2.get("n") as number) + 1 });
        }, MANY_ATTEMPTS);
      await Promise.all([readBothAndIncrement(a, b), readBothAndIncrement(b, a)]);
      expect((await a.get()).get("n")).toBe(2);
      expect((await b.get()).get("n")).toBe(2);
    },
    30_000,
  );

  it("a read-only transaction reads documents", async () => {
    const col = freshCollection("tx");
    await Promise.all([col.doc("a").set({ n: 1 }), col.doc("b").set({ n: 2 })]);
    const sum = await testDb().runTransaction(
      async (tx) => {
        const [a, b] = await tx.getAll(col.doc("a"), col.doc("b"));
        const viaQuery = await tx.get(col.where("n", ">=", 2));
        return (a!.get("n") as number) + (b!.get("n") as number) + viaQuery.size;
      },
      { readOnly: true },
    );
    expect(sum).toBe(4);
  });
});
