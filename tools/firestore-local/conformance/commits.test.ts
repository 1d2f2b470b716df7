// Atomic commits, as Cloud Firestore answers them: a batch or a transaction commits all its writes
// or none; a failed precondition (exists, missing, update time) fails the whole commit.
import { closeTestApp, testDb } from "@/test/support/firebase";
import { Code, freshCollection, seed } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

describe("atomic commits", () => {
  it("a commit takes at most 500 writes: 501 fail with INVALID_ARGUMENT and none is written", async () => {
    const col = freshCollection("commits");
    const batch = testDb().batch();
    for (let i = 0; i < 501; i++) batch.set(col.doc(`d${i}`), { i });
    await expect(batch.commit()).rejects.toMatchObject({ code: Code.INVALID_ARGUMENT });
    expect((await col.count().get()).data().count).toBe(0);
    const full = testDb().batch();
    for (let i = 0; i < 500; i++) full.set(col.doc(`d${i}`), { i });
    await full.commit();
    expect((await col.count().get()).data().count).toBe(500);
  });

  it("a batch create(a) + create(existing b) fails with ALREADY_EXISTS and a is not written", async () => {
    const col = freshCollection("commits");
    await seed(col, { b: { v: "old" } });
    const batch = testDb().batch();
    batch.create(col.doc("a"), { v: "new" });
    batch.create(col.doc("b"), { v: "new" });
    await expect(batch.commit()).rejects.toMatchObject({ code: Code.ALREADY_EXISTS });
    expect((await col.doc("a").get()).exists).toBe(false);
    expect((await col.doc("b").get()).data()).toEqual({ v: "old" });
  });

  it("a batch set(a) + update(missing) fails with NOT_FOUND and a is not written", async () => {
    const col = freshCollection("commits");
    const batch = testDb().batch();
    batch.set(col.doc("a"), { v: 1 });
    batch.update(col.doc("missing"), { v: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: Code.NOT_FOUND });
    expect((await col.doc("a").get()).exists).toBe(false);
    expect((await col.doc("missing").get()).exists).toBe(false);
  });

  it("a batch update(x) + delete(y) + create(existing) changes nothing", async () => {
    const col = freshCollection("commits");
    await seed(col, { x: { v: "old" }, y: { v: "y" }, existing: { v: "e" } });
    const batch = testDb().batch();
    batch.update(col.doc("x"), { v: "new" });
    batch.delete(col.doc("y"));
    batch.create(col.doc("existing"), { v: "new" });
    await expect(batch.commit()).rejects.toMatchObject({ code: Code.ALREADY_EXISTS });
    expect((await col.doc("x").get()).data()).toEqual({ v: "old" });
    expect((await col.doc("y").get()).exists).toBe(true);
    expect((await col.doc("existing").get()).data()).toEqual({ v: "e" });
  });

  it("update with a stale lastUpdateTime fails with FAILED_PRECONDITION and writes nothing", async () => {
    const col = freshCollection("commits");
    const ref = col.doc("d");
    await ref.set({ v: 1 });
    const stale = (await ref.get()).updateTime!;
    await ref.update({ v: 2 });

    await expect(ref.update({ v: 3 }, { lastUpdateTime: stale })).rejects.toMatchObject({
      code: Code.FAILED_PRECONDITION,
    });
    expect((await ref.get()).get("v")).toBe(2);

    // In a batch, the failed precondition stops the other writes too.
    const batch = testDb().batch();
    batch.set(col.doc("other"), { v: 1 });
    batch.update(ref, { v: 4 }, { lastUpdateTime: stale });
    await expect(batch.commit()).rejects.toMatchObject({ code: Code.FAILED_PRECONDITION });
    expect((await col.doc("other").get()).exists).toBe(false);
    expect((await ref.get()).get("v")).toBe(2);
  });

  it("update with the current updateTime succeeds", async () => {
    const col = freshCollection("commits");
    const ref = col.doc("d");
    await ref.set({ v: 1 });
    await ref.update({ v: 2 });
    const current = (await ref.get()).updateTime!;
    await expect(ref.update({ v: 3 }, { lastUpdateTime: current })).resolves.toBeDefined();
    expect((await ref.get()).get("v")).toBe(3);
  });

  it("delete with a stale lastUpdateTime fails with FAILED_PRECONDITION and keeps the document", async () => {
    const col = freshCollection("commits");
    const ref = col.doc("d");
    await ref.set({ v: 1 });
    const stale = (await ref.get()).updateTime!;
    await ref.update({ v: 2 });
    await expect(ref.delete({ lastUpdateTime: stale })).rejects.toMatchObject({ code: Code.FAILED_PRECONDITION });
    expect((await ref.get()).get("v")).toBe(2);
  });

  it("a transaction whose commit creates an existing document fails with ALREADY_EXISTS, applying nothing", async () => {
    const col = freshCollection("commits");
    await seed(col, { x: { v: "old" }, existing: { v: "e" } });
    let attempts = 0;
    const run = testDb().runTransaction(async (tx) => {
      attempts++;
      const x = await tx.get(col.doc("x"));
      tx.update(col.doc("x"), { v: `${x.get("v")}+new` });
      tx.set(col.doc("fresh"), { v: 1 });
      tx.create(col.doc("existing"), { v: "new" });
    });
    await expect(run).rejects.toMatchObject({ code: Code.ALREADY_EXISTS });
    // ALREADY_EXISTS is not a retryable error: the client library does not run the function again.
    expect(attempts).toBe(1);
    expect((await col.doc("x").get()).data()).toEqual({ v: "old" });
    expect((await col.doc("fresh").get()).exists).toBe(false);
    expect((await col.doc("existing").get()).data()).toEqual({ v: "e" });
  });

  it("(regression) update on a missing document fails with NOT_FOUND", async () => {
    const col = freshCollection("commits");
    await expect(col.doc("missing").update({ v: 1 })).rejects.toMatchObject({ code: Code.NOT_FOUND });
    expect((await col.doc("missing").get()).exists).toBe(false);
  });

  it("(regression) create on an existing document fails with ALREADY_EXISTS", async () => {
    const col = freshCollection("commits");
    await seed(col, { d: { v: "old" } });
    await expect(col.doc("d").create({ v: "new" })).rejects.toMatchObject({ code: Code.ALREADY_EXISTS });
    expect((await col.doc("d").get()).data()).toEqual({ v: "old" });
  });
});
