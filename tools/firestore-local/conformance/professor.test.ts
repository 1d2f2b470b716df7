// The query shape of a professor's Alunos list (lib/enturmacoes/dados.ts, alunosDoProfessor), with
// Cloud Firestore's answers: two equalities and an `in` on a third field, ordered by another field
// (the name's order key) and the document id, paged forward and backward by cursors on both.
import { FieldPath } from "firebase-admin/firestore";
import { closeTestApp } from "@/test/support/firebase";
import { freshCollection, ids, seed } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

describe("students of some turmas: == + == + in, ordered by another field", () => {
  async function entradas() {
    const col = freshCollection("professor");
    await seed(col, {
      e1: { idEmpresa: "x", situacao: "cursando", idTurma: "t1", nomeOrdem: "carla" },
      e2: { idEmpresa: "x", situacao: "cursando", idTurma: "t2", nomeOrdem: "ana" },
      e3: { idEmpresa: "x", situacao: "cursando", idTurma: "t1", nomeOrdem: "bia" },
      e0: { idEmpresa: "x", situacao: "cursando", idTurma: "t2", nomeOrdem: "bia" }, // same key: the id decides
      e4: { idEmpresa: "x", situacao: "remanejado", idTurma: "t1", nomeOrdem: "davi" }, // ended
      e5: { idEmpresa: "x", situacao: "cursando", idTurma: "t3", nomeOrdem: "abel" }, // a turma not asked for
      e6: { idEmpresa: "y", situacao: "cursando", idTurma: "t1", nomeOrdem: "aaron" }, // another company
      e7: { idEmpresa: "x", situacao: "cursando", idTurma: "t2", nomeOrdem: "eva" },
    });
    return col
      .where("idEmpresa", "==", "x")
      .where("situacao", "==", "cursando")
      .where("idTurma", "in", ["t1", "t2"])
      .orderBy("nomeOrdem")
      .orderBy(FieldPath.documentId());
  }

  it("returns the matches of every value of `in`, merged in the order asked", async () => {
    expect(ids(await (await entradas()).get())).toEqual(["e2", "e0", "e3", "e1", "e7"]);
  });

  it("pages forward by a cursor of (order key, id) with limit", async () => {
    const q = await entradas();
    expect(ids(await q.limit(3).get())).toEqual(["e2", "e0", "e3"]);
    expect(ids(await q.startAfter("bia", "e3").limit(3).get())).toEqual(["e1", "e7"]);
    expect(ids(await q.startAfter("bia", "e0").limit(1).get())).toEqual(["e3"]);
    expect(ids(await q.startAfter("eva", "e7").limit(3).get())).toEqual([]);
  });

  it("pages backward by endBefore with limitToLast", async () => {
    const q = await entradas();
    expect(ids(await q.endBefore("carla", "e1").limitToLast(2).get())).toEqual(["e0", "e3"]);
    expect(ids(await q.endBefore("bia", "e0").limitToLast(5).get())).toEqual(["e2"]);
  });

  it("an `in` of one value answers as an equality", async () => {
    const col = freshCollection("professor");
    await seed(col, { a: { idTurma: "t1", nomeOrdem: "b" }, b: { idTurma: "t1", nomeOrdem: "a" }, c: { idTurma: "t2", nomeOrdem: "0" } });
    expect(ids(await col.where("idTurma", "in", ["t1"]).orderBy("nomeOrdem").get())).toEqual(["b", "a"]);
  });
});
