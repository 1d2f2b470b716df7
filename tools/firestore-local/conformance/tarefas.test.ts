// The queries of the long-job protocol (lib/infra/tarefas, docs/jobs.md).
import { closeTestApp } from "@/test/support/firebase";
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
});
