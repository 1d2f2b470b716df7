// The queries of the long-job protocol (lib/infra/tarefas, docs/jobs.md).
import { FieldPath } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { freshCollection, ids, seed } from "./support";

afterAll(closeTestApp);

describe("the long jobs' queries", () => {
  it("the cron's stopped jobs: where(estado, in).where(batimento, <).orderBy(batimento).select().limit(n), of every company", async () => {
    const col = freshCollection("tarefas");
    await seed(col, {
      nova: { idEmpresa: "x", estado: "confirmada", batimento: 5_000 },
      parada: { idEmpresa: "x", estado: "gravando", batimento: 900 },
      solta: { idEmpresa: "y", estado: "confirmada", batimento: 0 },
      outra: { idEmpresa: "y", estado: "desfazendo", batimento: 100 },
      acabada: { idEmpresa: "x", estado: "concluida", batimento: 10 },
      semBatimento: { idEmpresa: "x", estado: "gravando" },
    });
    const q = col.where("estado", "in", ["gravando", "confirmada", "desfazendo"]).where("batimento", "<", 1_000).orderBy("batimento");
    const todas = await q.select().get();
    expect(ids(todas)).toEqual(["solta", "outra", "parada"]);
    expect(todas.docs.every((d) => Object.keys(d.data()).length === 0)).toBe(true);
    expect(ids(await q.select().limit(2).get())).toEqual(["solta", "outra"]);
    // One running state only (the recount's): `in` with one value.
    expect(ids(await col.where("estado", "in", ["gravando"]).where("batimento", "<", 1_000).orderBy("batimento").get())).toEqual(["parada"]);
  });

  it("the recount's lots in a transaction: where(==).where(==).orderBy(documentId()).startAfter(id).limit(n), page after page", async () => {
    const col = freshCollection("tarefas");
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 1; i <= 7; i++) docs[`e${i}`] = { idEmpresa: "x", situacao: i === 4 ? "transferido" : "cursando" };
    docs.outra = { idEmpresa: "y", situacao: "cursando" };
    await seed(col, docs);
    const base = col.where("idEmpresa", "==", "x").where("situacao", "==", "cursando").orderBy(FieldPath.documentId());
    const lote = (cursor: string | null) => testDb().runTransaction(async (tx) => ids(await tx.get((cursor ? base.startAfter(cursor) : base).limit(3))));
    expect(await lote(null)).toEqual(["e1", "e2", "e3"]);
    expect(await lote("e3")).toEqual(["e5", "e6", "e7"]);
    expect(await lote("e7")).toEqual([]);
  });
});
