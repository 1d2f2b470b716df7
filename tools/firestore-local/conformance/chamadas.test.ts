// The query shapes of Home's roll-call panels (lib/chamadas/paineis.ts), with Cloud Firestore's
// answers: `in` on one field with `<` on another (the turmas without today's roll call: their years
// in progress, `ultimaChamada` before today), counted and paged by cursors over the inequality
// field and the document id; and three equality filters, one on a boolean, counted and paged by an
// order key (the students below the minimum).
import { FieldPath } from "firebase-admin/firestore";
import { closeTestApp } from "@/test/support/firebase";
import { freshCollection, ids, seed } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

const HOJE = "2026-11-25";

describe("turmas without today's roll call: in + < on another field", () => {
  async function turmas() {
    const col = freshCollection("chamadas");
    await seed(col, {
      t1: { idEmpresa: "x", idAnoLetivo: "a1", ultimaChamada: "" },
      t2: { idEmpresa: "x", idAnoLetivo: "a1", ultimaChamada: "2026-11-24" },
      t3: { idEmpresa: "x", idAnoLetivo: "a1", ultimaChamada: HOJE },
      t4: { idEmpresa: "x", idAnoLetivo: "a2", ultimaChamada: "2026-11-20" },
      t5: { idEmpresa: "x", idAnoLetivo: "a2", ultimaChamada: "" },
      t6: { idEmpresa: "x", idAnoLetivo: "a3", ultimaChamada: "" }, // a year not asked for
      t7: { idEmpresa: "y", idAnoLetivo: "a1", ultimaChamada: "" }, // another company
      t8: { idEmpresa: "x", idAnoLetivo: "a1" }, // no ultimaChamada: no inequality matches a missing field
      t9: { idEmpresa: "x", idAnoLetivo: "a2", ultimaChamada: null }, // null is not a string: < "2026-…" does not match it
    });
    return col.where("idEmpresa", "==", "x").where("idAnoLetivo", "in", ["a1", "a2"]).where("ultimaChamada", "<", HOJE);
  }

  it("returns the matches ordered by the inequality field, then the document id", async () => {
    expect(ids(await (await turmas()).get())).toEqual(["t1", "t5", "t4", "t2"]);
  });

  it("count() counts them", async () => {
    expect((await (await turmas()).count().get()).data().count).toBe(4);
  });

  it("pages forward and backward by cursors on the inequality field and the document id", async () => {
    const ordered = (await turmas()).orderBy("ultimaChamada").orderBy(FieldPath.documentId());
    const primeira = await ordered.limit(2).get();
    expect(ids(primeira)).toEqual(["t1", "t5"]);
    const segunda = await ordered.startAfter("", "t5").limit(2).get();
    expect(ids(segunda)).toEqual(["t4", "t2"]);
    expect(ids(await ordered.startAfter("2026-11-24", "t2").limit(2).get())).toEqual([]);
    expect(ids(await ordered.endBefore("2026-11-20", "t4").limitToLast(1).get())).toEqual(["t5"]);
    expect(ids(await ordered.endBefore("2026-11-20", "t4").limitToLast(5).get())).toEqual(["t1", "t5"]);
  });
});

describe("students below the minimum: three equalities, one on a boolean", () => {
  async function entradas() {
    const col = freshCollection("chamadas");
    await seed(col, {
      e1: { idEmpresa: "x", situacao: "cursando", abaixoDoMinimo: true, nomeOrdem: "carla" },
      e2: { idEmpresa: "x", situacao: "cursando", abaixoDoMinimo: true, nomeOrdem: "ana" },
      e3: { idEmpresa: "x", situacao: "cursando", abaixoDoMinimo: false, nomeOrdem: "bia" },
      e4: { idEmpresa: "x", situacao: "remanejado", abaixoDoMinimo: true, nomeOrdem: "davi" },
      e5: { idEmpresa: "y", situacao: "cursando", abaixoDoMinimo: true, nomeOrdem: "eva" },
      e6: { idEmpresa: "x", situacao: "cursando", nomeOrdem: "fabio" }, // never counted: no field
      e7: { idEmpresa: "x", situacao: "cursando", abaixoDoMinimo: "true", nomeOrdem: "gil" }, // a string is not the boolean
      e8: { idEmpresa: "x", situacao: "cursando", abaixoDoMinimo: true, nomeOrdem: "ana" }, // a tie, broken by the id
    });
    return col.where("idEmpresa", "==", "x").where("situacao", "==", "cursando").where("abaixoDoMinimo", "==", true);
  }

  it("count() counts only the boolean true", async () => {
    expect((await (await entradas()).count().get()).data().count).toBe(3);
  });

  it("pages by the order key and the document id", async () => {
    const ordered = (await entradas()).orderBy("nomeOrdem").orderBy(FieldPath.documentId());
    expect(ids(await ordered.get())).toEqual(["e2", "e8", "e1"]);
    expect(ids(await ordered.startAfter("ana", "e2").limit(5).get())).toEqual(["e8", "e1"]);
    expect(ids(await ordered.endBefore("carla", "e1").limitToLast(1).get())).toEqual(["e8"]);
  });
});
