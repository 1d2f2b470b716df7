// Queries the app relies on, and Cloud Firestore's value semantics: integers and doubles compare as
// numbers, null is a value (a missing field is not), and one field holding values of several types
// orders by type first: null < booleans < numbers < timestamps < strings.
import { AggregateField, FieldPath, FieldValue, Filter, Timestamp } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { Code, freshCollection, ids, seed, values } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

const sorted = (list: string[]) => [...list].sort();

describe("queries the app uses", () => {
  it("where(id, in, 10 values) returns exactly the matching documents", async () => {
    const col = freshCollection("queries");
    const codes = Array.from({ length: 12 }, (_, i) => `e${String(i + 1).padStart(2, "0")}`);
    await seed(col, Object.fromEntries(codes.map((id) => [`doc-${id}`, { id, nome: `Escola ${id}` }])));
    const wanted = ["e01", "e03", "e05", "e07", "e09", "e11", "e12", "nope-1", "nope-2", "nope-3"];
    const snap = await col.where("id", "in", wanted).get();
    expect(sorted(values(snap, "id") as string[])).toEqual(["e01", "e03", "e05", "e07", "e09", "e11", "e12"]);
  });

  it("where(idEmpresa, ==).orderBy(nome).limit(3)", async () => {
    const col = freshCollection("queries");
    await seed(col, {
      a: { idEmpresa: "x", nome: "Diego" },
      b: { idEmpresa: "y", nome: "Ana" },
      c: { idEmpresa: "x", nome: "Bruno" },
      d: { idEmpresa: "x", nome: "Elisa" },
      e: { idEmpresa: "y", nome: "Carla" },
      f: { idEmpresa: "x", nome: "Carla" },
    });
    const snap = await col.where("idEmpresa", "==", "x").orderBy("nome").limit(3).get();
    expect(values(snap, "nome")).toEqual(["Bruno", "Carla", "Diego"]);
    expect(ids(snap)).toEqual(["c", "f", "a"]);
  });

  it("prefix range >= / < on a string", async () => {
    const col = freshCollection("queries");
    const nomes = ["jo", "joana", "jose", "j", "jp", "maria", "ajo", "Jo"];
    await seed(col, Object.fromEntries(nomes.map((nomeBusca, i) => [`p${i}`, { nomeBusca }])));
    const snap = await col.where("nomeBusca", ">=", "jo").where("nomeBusca", "<", "jo\uf8ff").get();
    expect(sorted(values(snap, "nomeBusca") as string[])).toEqual(["jo", "joana", "jose"]);
  });

  it("array-contains", async () => {
    const col = freshCollection("queries");
    await seed(col, {
      a: { tokens: ["sou", "ana"] },
      b: { tokens: ["sousa"] },
      c: { tokens: ["x", "sou"] },
      d: { tokens: "sou" },
      e: {},
    });
    expect(ids(await col.where("tokens", "array-contains", "sou").get())).toEqual(["a", "c"]);
  });

  it("count() with and without filters, and of a query with limit", async () => {
    const col = freshCollection("queries");
    await seed(col, Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`d${i}`, { par: i % 2 === 0 }])));
    expect((await col.count().get()).data().count).toBe(7);
    expect((await col.where("par", "==", true).count().get()).data().count).toBe(4);
    expect((await col.limit(3).count().get()).data().count).toBe(3);
    expect((await col.where("par", "==", false).limit(10).count().get()).data().count).toBe(3);
    expect((await col.where("par", "==", "nada").count().get()).data().count).toBe(0);
  });

  it("where(documentId(), in, ids)", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { k: 1 }, b: { k: 2 }, c: { k: 3 }, d: { k: 4 } });
    const snap = await col.where(FieldPath.documentId(), "in", ["d", "b", "zz"]).get();
    expect(sorted(ids(snap))).toEqual(["b", "d"]);
  });

  it("where on a nested map field (endereco.uf)", async () => {
    const col = freshCollection("queries");
    await seed(col, {
      a: { endereco: { uf: "SP", cidade: "Campinas" } },
      b: { endereco: { uf: "RJ" } },
      c: { endereco: { uf: "SP" } },
      d: { uf: "SP" },
    });
    expect(ids(await col.where("endereco.uf", "==", "SP").get())).toEqual(["a", "c"]);
  });

  it("select(a) returns only field a", async () => {
    const col = freshCollection("queries");
    await seed(col, { d1: { a: 1, b: 2 }, d2: { a: 3, b: 4, c: 5 } });
    const snap = await col.select("a").get();
    expect(snap.docs.map((d) => d.data())).toEqual([{ a: 1 }, { a: 3 }]);
    expect(snap.docs[0]!.get("b")).toBeUndefined();
  });

  const statusTurma = async () => {
    const col = freshCollection("queries");
    await seed(col, {
      a: { status: "ativo", turma: "1A" },
      b: { status: "ativo", turma: "2B" },
      c: { status: "inativo", turma: "1A" },
      d: { status: "inativo", turma: "2B" },
      e: { status: "pendente", turma: "1A" },
    });
    return col;
  };

  it("Filter.or(Filter.where, Filter.where)", async () => {
    const col = await statusTurma();
    const or = Filter.or(Filter.where("status", "==", "ativo"), Filter.where("turma", "==", "1A"));
    expect(sorted(ids(await col.where(or).get()))).toEqual(["a", "b", "c", "e"]);
  });

  it("Filter.and(Filter.or(...), Filter.where)", async () => {
    const col = await statusTurma();
    const andOr = Filter.and(
      Filter.or(Filter.where("status", "==", "ativo"), Filter.where("status", "==", "pendente")),
      Filter.where("turma", "==", "1A"),
    );
    expect(sorted(ids(await col.where(andOr).get()))).toEqual(["a", "e"]);
  });
});

describe("value semantics", () => {
  it("where(x, ==, 1) matches a double 1.0", async () => {
    const col = freshCollection("queries");
    // The client sends whole JS numbers as integers; a double 1.0 comes from double arithmetic on
    // the server (0.5 + 0.5: a double operand makes the increment a double).
    await seed(col, { dbl: { x: 0.5 }, int: { x: 1 }, other: { x: 2 } });
    await col.doc("dbl").update({ x: FieldValue.increment(0.5) });
    expect((await col.doc("dbl").get()).get("x")).toBe(1);
    expect(ids(await col.where("x", "==", 1).get())).toEqual(["dbl", "int"]);
    expect(ids(await col.where("x", "in", [1, 7]).get())).toEqual(["dbl", "int"]);
  });

  it("where(x, >, 1) matches a double 1.5 and an integer 2, not 1 or 1.0", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { x: 1 }, b: { x: 1.5 }, c: { x: 2 }, d: { x: 0.5 }, e: { x: 0.5 } });
    await col.doc("e").update({ x: FieldValue.increment(0.5) }); // double 1.0
    const snap = await col.where("x", ">", 1).get();
    expect(values(snap, "x")).toEqual([1.5, 2]);
    // Integer 1 and double 1.0 are equal values: they tie, and the tie is broken by document id.
    expect(ids(await col.where("x", ">=", 1).where("x", "<", 2).orderBy("x").get())).toEqual(["a", "e", "b"]);
  });

  const nullOrMissing = async () => {
    const col = freshCollection("queries");
    await seed(col, { nulo: { x: null }, ausente: { y: 1 }, zero: { x: 0 }, texto: { x: "a" }, falso: { x: false } });
    return col;
  };

  it("where(x, ==, null) matches only null, not a missing x", async () => {
    const col = await nullOrMissing();
    expect(ids(await col.where("x", "==", null).get())).toEqual(["nulo"]);
  });

  it("where(x, !=, null) excludes both null and a missing x", async () => {
    const col = await nullOrMissing();
    expect(sorted(ids(await col.where("x", "!=", null).get()))).toEqual(["falso", "texto", "zero"]);
  });

  it("orders one field across types: null < false < true < numbers < timestamps < strings", async () => {
    const col = freshCollection("queries");
    await seed(col, {
      s: { v: "b" },
      i: { v: 2 },
      n: { v: null },
      t: { v: true },
      ts: { v: Timestamp.fromMillis(1_700_000_000_000) },
      f: { v: false },
      d: { v: 1.5 },
      missing: { w: 1 },
    });
    expect(ids(await col.orderBy("v").get())).toEqual(["n", "f", "t", "d", "i", "ts", "s"]);
    expect(ids(await col.orderBy("v", "desc").get())).toEqual(["s", "ts", "i", "d", "t", "f", "n"]);
  });

  it("a collection group query reads every collection of that id, at any depth, with filters and order", async () => {
    const root = freshCollection("groups");
    const group = `hist-${root.id}`; // a collection id no other test uses
    await seed(root.doc("a").collection(group), { h1: { e: "x", n: 2 }, h2: { e: "y", n: 1 } });
    await seed(root.doc("b").collection(group), { h3: { e: "x", n: 1 } });
    await seed(root.doc("b").collection("outra").doc("c").collection(group), { h4: { e: "x", n: 3 } });
    await seed(root.doc("b").collection("outra"), { h5: { e: "x", n: 0 } }); // another collection id
    const snap = await testDb().collectionGroup(group).where("e", "==", "x").orderBy("n").get();
    expect(ids(snap)).toEqual(["h3", "h1", "h4"]);
  });
});

describe("equality queries follow every write (the local emulator answers them from an index)", () => {
  it("== and in see documents created, changed, deleted and given another type between two queries", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { idEmpresa: "x", ativa: true }, b: { idEmpresa: "x", ativa: false }, c: { idEmpresa: "y", ativa: true } });
    const ativasDeX = () => col.where("idEmpresa", "==", "x").where("ativa", "==", true);
    expect(ids(await ativasDeX().get())).toEqual(["a"]);
    expect((await ativasDeX().count().get()).data().count).toBe(1);

    await col.doc("b").update({ ativa: true });
    await col.doc("d").set({ idEmpresa: "x", ativa: true });
    await col.doc("a").update({ idEmpresa: FieldValue.delete() });
    await col.doc("c").update({ idEmpresa: "x" });
    expect(ids(await ativasDeX().get())).toEqual(["b", "c", "d"]);

    await col.doc("d").delete();
    await col.doc("b").set({ idEmpresa: 7, ativa: true }); // a number is not the string "7"
    expect(ids(await ativasDeX().get())).toEqual(["c"]);
    expect(ids(await col.where("idEmpresa", "in", ["x", "z"]).get())).toEqual(["c"]);
    expect(ids(await col.where("idEmpresa", "==", 7).get())).toEqual(["b"]);
    expect(ids(await col.where("ativa", "==", true).where("idEmpresa", "in", ["x", "y"]).get())).toEqual(["c"]);
  });

  it("the same ordered page and count, asked again after a write, see it", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { idEmpresa: "x", nome: "Carla" }, b: { idEmpresa: "x", nome: "Diego" }, c: { idEmpresa: "x", nome: "Elisa" } });
    const pagina = () => col.where("idEmpresa", "==", "x").orderBy("nome").limit(2).get();
    const total = async () => (await col.where("idEmpresa", "==", "x").count().get()).data().count;
    expect(values(await pagina(), "nome")).toEqual(["Carla", "Diego"]);
    expect(await total()).toBe(3);
    await col.doc("d").set({ idEmpresa: "x", nome: "Ana" });
    expect(values(await pagina(), "nome")).toEqual(["Ana", "Carla"]);
    expect(await total()).toBe(4);
    await col.doc("a").update({ nome: "Zeca" });
    await col.doc("d").delete();
    expect(values(await pagina(), "nome")).toEqual(["Diego", "Elisa"]);
    expect(await total()).toBe(3);
    const segunda = await col.where("idEmpresa", "==", "x").orderBy("nome").startAfter("Diego").limit(2).get();
    expect(values(segunda, "nome")).toEqual(["Elisa", "Zeca"]);
  });

  it("a transaction's equality query sees the commit that came before it", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { uid: "u1" } });
    await col.doc("b").set({ uid: "u1" });
    const seen = await testDb().runTransaction(async (tx) => ids(await tx.get(col.where("uid", "==", "u1"))));
    expect(seen).toEqual(["a", "b"]);
  });
});

describe("document-id filters and the limits of a query", () => {
  it("where(documentId(), not-in, [id, reference]) leaves those documents out", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { count: 1 }, b: { count: 2 }, c: { count: 3 } });
    const snap = await col.where(FieldPath.documentId(), "not-in", ["a", col.doc("b")]).get();
    expect(ids(snap)).toEqual(["c"]);
    expect(values(snap, "count")).toEqual([3]);
  });

  it("where(documentId(), !=, id).orderBy(documentId())", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { count: 1 }, b: { count: 2 }, c: { count: 3 } });
    const snap = await col.where(FieldPath.documentId(), "!=", "a").orderBy(FieldPath.documentId()).get();
    expect(ids(snap)).toEqual(["b", "c"]);
  });

  it("an aggregation query takes at most 5 aggregations (INVALID_ARGUMENT beyond)", async () => {
    const col = freshCollection("queries");
    await seed(col, { a: { pages: 100 }, b: { pages: 50 } });
    const five = {
      totalPages: AggregateField.sum("pages"),
      averagePages: AggregateField.average("pages"),
      count: AggregateField.count(),
      totalPagesX: AggregateField.sum("pages"),
      averagePagesY: AggregateField.average("pages"),
    };
    expect((await col.aggregate(five).get()).data()).toEqual({ totalPages: 150, averagePages: 75, count: 2, totalPagesX: 150, averagePagesY: 75 });
    const six = { ...five, countZ: AggregateField.count() };
    await expect(col.aggregate(six).get()).rejects.toMatchObject({ code: Code.INVALID_ARGUMENT });
  });
});
