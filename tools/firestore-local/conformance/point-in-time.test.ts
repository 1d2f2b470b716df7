// Reads at a point in time. A read-only transaction may name a `readTime` (the client then sends
// it with each read): documents, queries and aggregations answer as the database was then (Cloud
// Firestore keeps an hour of versions; older is FAILED_PRECONDITION). A read-only transaction
// without one reads one consistent snapshot: writes committed after its first read are not seen.
// Together: a consistent export or report of data that keeps changing.
import { AggregateField, Timestamp } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { Code, freshCollection, ids, seed, values } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

const before = (t: Timestamp) => Timestamp.fromMillis(t.toMillis() - 1);
const readOnlyAt = (readTime: Timestamp) => ({ readOnly: true as const, readTime });

describe("readTime (read-only transactions at a past time)", () => {
  it("a document as it was: its old fields, or missing before it was created", async () => {
    const ref = freshCollection("pit").doc("doc");
    const first = await ref.set({ foo: 1 });
    await ref.set({ foo: 2 });
    const then = await testDb().runTransaction((tx) => tx.get(ref), readOnlyAt(first.writeTime));
    expect(then.exists).toBe(true);
    expect(then.get("foo")).toBe(1);
    expect(then.updateTime).toEqual(first.writeTime);
    expect(then.readTime).toEqual(first.writeTime);
    const earlier = await testDb().runTransaction((tx) => tx.get(ref), readOnlyAt(before(first.writeTime)));
    expect(earlier.exists).toBe(false);
    expect((await ref.get()).get("foo")).toBe(2);
  });

  it("a deleted document, read at a time it existed", async () => {
    const ref = freshCollection("pit").doc("doc");
    const written = await ref.set({ foo: 1 });
    await ref.delete();
    const then = await testDb().runTransaction((tx) => tx.getAll(ref), readOnlyAt(written.writeTime));
    expect(then.map((s) => s.get("foo"))).toEqual([1]);
  });

  it("a query as it was: documents added later absent, removed later present, changed later unchanged", async () => {
    const col = freshCollection("pit");
    await seed(col, { a: { n: 1 }, b: { n: 2 }, c: { n: 3 } });
    const at = (await col.doc("a").get()).readTime;
    const batch = testDb().batch();
    batch.delete(col.doc("b"));
    batch.set(col.doc("d"), { n: 4 });
    batch.update(col.doc("c"), { n: 30 });
    await batch.commit();
    const then = await testDb().runTransaction((tx) => tx.get(col.orderBy("n")), readOnlyAt(at));
    expect(ids(then)).toEqual(["a", "b", "c"]);
    expect(values(then, "n")).toEqual([1, 2, 3]);
    const filtered = await testDb().runTransaction((tx) => tx.get(col.where("n", ">", 1)), readOnlyAt(at));
    expect(ids(filtered)).toEqual(["b", "c"]);
    expect(ids(await col.orderBy("n").get())).toEqual(["a", "d", "c"]);
  });

  it("count() at the write time and a millisecond before it", async () => {
    const col = freshCollection("pit");
    const written = await col.doc().create({ some: "data" });
    const count = await testDb().runTransaction((tx) => tx.get(col.count()), readOnlyAt(written.writeTime));
    expect(count.data().count).toBe(1);
    const countBefore = await testDb().runTransaction((tx) => tx.get(col.count()), readOnlyAt(before(written.writeTime)));
    expect(countBefore.data().count).toBe(0);
    const aliased = await testDb().runTransaction(
      (tx) => tx.get(col.aggregate({ n: AggregateField.count(), total: AggregateField.sum("some") })),
      readOnlyAt(written.writeTime),
    );
    expect(aliased.data()).toEqual({ n: 1, total: 0 });
  });

  it("a query snapshot's readTime reads that snapshot again, whatever was written since (a consistent export)", async () => {
    const col = freshCollection("pit");
    await seed(col, { a: { n: 1 }, b: { n: 2 } });
    const snap = await col.get();
    await col.doc("c").set({ n: 3 });
    await col.doc("a").update({ n: 10 });
    const again = await testDb().runTransaction((tx) => tx.get(col), readOnlyAt(snap.readTime));
    expect(ids(again)).toEqual(ids(snap));
    expect(values(again, "n")).toEqual([1, 2]);
  });

  it("a readTime older than the versions kept is FAILED_PRECONDITION", async () => {
    const ref = freshCollection("pit").doc("doc");
    await ref.set({ foo: 1 });
    const longAgo = Timestamp.fromMillis(Date.now() - 8 * 24 * 3600 * 1000); // beyond even point-in-time recovery's 7 days
    await expect(testDb().runTransaction((tx) => tx.get(ref), readOnlyAt(longAgo))).rejects.toMatchObject({ code: Code.FAILED_PRECONDITION });
  });
});

describe("read-only transactions read one snapshot", () => {
  it("a write committed between two reads of a read-only transaction is not seen by the second", async () => {
    const col = freshCollection("pit");
    await seed(col, { a: { n: 0 }, b: { n: 0 } });
    const seen = await testDb().runTransaction(
      async (tx) => {
        const a = (await tx.get(col.doc("a"))).get("n");
        await testDb().batch().update(col.doc("a"), { n: 1 }).update(col.doc("b"), { n: 1 }).set(col.doc("c"), { n: 1 }).commit();
        const b = (await tx.get(col.doc("b"))).get("n");
        const query = values(await tx.get(col.orderBy("n")), "n");
        return { a, b, query };
      },
      { readOnly: true },
    );
    expect(seen).toEqual({ a: 0, b: 0, query: [0, 0] });
    expect(values(await col.orderBy("n").get(), "n")).toEqual([1, 1, 1]);
  });

  it("a count() after the first read counts that snapshot: documents added between them are not counted", async () => {
    // lib/empresas/contadores.ts: the shards and the three counts of one snapshot make a company's base.
    const col = freshCollection("pit");
    await seed(col, { a: { n: 0, ativo: true }, b: { n: 0, ativo: true } });
    const seen = await testDb().runTransaction(
      async (tx) => {
        const a = (await tx.getAll(col.doc("a")))[0]!.get("n");
        await testDb().batch().set(col.doc("c"), { n: 1, ativo: true }).update(col.doc("a"), { n: 1 }).commit();
        const [ativos, todos] = await Promise.all([tx.get(col.where("ativo", "==", true).count()), tx.get(col.count())]);
        return { a, ativos: ativos.data().count, todos: todos.data().count };
      },
      { readOnly: true },
    );
    expect(seen).toEqual({ a: 0, ativos: 2, todos: 2 });
    expect((await col.where("ativo", "==", true).count().get()).data().count).toBe(3);
  });
});
