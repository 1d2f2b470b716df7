// The request's batch of document reads, against the Firestore emulator. React's `cache` keeps one
// list per request on the server; here a test stands for one request (the mock below).
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";

let requisicao = new Map<unknown, unknown>();
jest.mock("react", () => ({
  ...jest.requireActual("react"),
  cache: (fn: () => unknown) => () => {
    if (!requisicao.has(fn)) requisicao.set(fn, fn());
    return requisicao.get(fn);
  },
}));

import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";

afterAll(closeTestApp);
beforeEach(() => {
  requisicao = new Map();
});

describe("lerDocumento", () => {
  it("sends the reads asked for in the same turn as one call, and gives each its own document", async () => {
    const db = testDb();
    const col = db.collection(uniqueId("lote"));
    await Promise.all([col.doc("a").set({ n: 1 }), col.doc("b").set({ n: 2 })]);
    const getAll = jest.spyOn(db, "getAll");

    const [a, b, faltando, deNovo] = await Promise.all([
      lerDocumento(col.doc("a")),
      Promise.resolve().then(() => lerDocumento(col.doc("b"))), // a few microtasks later: same turn
      lerDocumento(col.doc("nenhum")),
      lerDocumento(col.doc("a")),
    ]);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(getAll.mock.calls[0]).toHaveLength(3); // "a" once
    expect([a.id, a.get("n"), b.id, b.get("n")]).toEqual(["a", 1, "b", 2]);
    expect(faltando.exists).toBe(false);
    expect(deNovo.get("n")).toBe(1);

    // A later turn is another call, and sees what was written meanwhile.
    await col.doc("a").update({ n: 10 });
    expect((await lerDocumento(col.doc("a"))).get("n")).toBe(10);
    expect(getAll).toHaveBeenCalledTimes(2);
    getAll.mockRestore();
  });

  it("fails every read of a call that fails", async () => {
    const db = testDb();
    const col = db.collection(uniqueId("lote"));
    const getAll = jest.spyOn(db, "getAll").mockRejectedValueOnce(new Error("fora do ar"));
    const leituras = [lerDocumento(col.doc("a")), lerDocumento(col.doc("b"))];
    await expect(Promise.all(leituras)).rejects.toThrow("fora do ar");
    await expect(leituras[1]).rejects.toThrow("fora do ar");
    getAll.mockRestore();
  });
});
