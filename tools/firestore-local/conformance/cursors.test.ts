// Query cursors, as Cloud Firestore answers them. A query is ordered by its orderBy fields and then,
// implicitly, by document id; a cursor is a position in that order (a snapshot cursor carries the
// document id too), and a cursor with fewer values than orderBy fields compares on that prefix only.
import { FieldPath, type Query } from "firebase-admin/firestore";
import { closeTestApp } from "@/test/support/firebase";
import { freshCollection, ids, seed, values } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

// Twelve names in order; the document ids follow another order, so an id-ordered answer shows.
const NOMES = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fabio", "Gabriel", "Helena", "Igor", "Julia", "Karen", "Lucas"];
const idOf = (i: number) => `doc-${String.fromCharCode(97 + ((i * 5) % 12))}`; // doc-a, doc-f, doc-k, doc-d, …

async function twelveAlunos() {
  const col = freshCollection("cursors");
  await seed(col, Object.fromEntries(NOMES.map((nome, i) => [idOf(i), { nome }])));
  return col;
}

describe("query cursors", () => {
  it("pages 12 documents by startAfter(last snapshot) with limit 5: 5, then docs 6-10, then 2", async () => {
    const col = await twelveAlunos();
    const page1 = await col.orderBy("nome").limit(5).get();
    expect(values(page1, "nome")).toEqual(NOMES.slice(0, 5));
    const page2 = await col.orderBy("nome").startAfter(page1.docs.at(-1)!).limit(5).get();
    expect(values(page2, "nome")).toEqual(NOMES.slice(5, 10));
    const page3 = await col.orderBy("nome").startAfter(page2.docs.at(-1)!).limit(5).get();
    expect(values(page3, "nome")).toEqual(NOMES.slice(10));
  });

  it("startAt/startAfter include/exclude a field value, endAt/endBefore likewise", async () => {
    const col = await twelveAlunos();
    const q = col.orderBy("nome");
    expect(values(await q.startAt("Carla").limit(3).get(), "nome")).toEqual(["Carla", "Diego", "Elisa"]);
    expect(values(await q.startAfter("Carla").limit(3).get(), "nome")).toEqual(["Diego", "Elisa", "Fabio"]);
    expect(values(await q.endAt("Carla").get(), "nome")).toEqual(["Ana", "Bruno", "Carla"]);
    expect(values(await q.endBefore("Carla").get(), "nome")).toEqual(["Ana", "Bruno"]);
    expect(values(await q.startAt("Carla").endBefore("Fabio").get(), "nome")).toEqual(["Carla", "Diego", "Elisa"]);
    expect(values(await q.startAfter("Carla").endAt("Fabio").get(), "nome")).toEqual(["Diego", "Elisa", "Fabio"]);
    // A value no document has is still a position: between Carla and Diego.
    expect(values(await q.startAt("Cz").limit(2).get(), "nome")).toEqual(["Diego", "Elisa"]);
    expect(values(await q.endAt("Cz").get(), "nome")).toEqual(["Ana", "Bruno", "Carla"]);
    // Descending order turns the cursor around.
    expect(values(await col.orderBy("nome", "desc").startAfter("Carla").get(), "nome")).toEqual(["Bruno", "Ana"]);
  });

  it("startAt/startAfter/endAt/endBefore with document snapshots", async () => {
    const col = await twelveAlunos();
    const carla = await col.doc(idOf(2)).get();
    const fabio = await col.doc(idOf(5)).get();
    const q = col.orderBy("nome");
    expect(values(await q.startAt(carla).endBefore(fabio).get(), "nome")).toEqual(["Carla", "Diego", "Elisa"]);
    expect(values(await q.startAfter(carla).endAt(fabio).get(), "nome")).toEqual(["Diego", "Elisa", "Fabio"]);
    expect(values(await q.endBefore(carla).get(), "nome")).toEqual(["Ana", "Bruno"]);
    expect(values(await q.endAt(carla).get(), "nome")).toEqual(["Ana", "Bruno", "Carla"]);
  });

  it("orders by two fields; a cursor of two values, and of the first value only (prefix)", async () => {
    const col = freshCollection("cursors");
    const turmas: Record<string, string[]> = {
      "1A": ["Ana", "Bruno", "Carla"],
      "1B": ["Diego", "Elisa", "Fabio", "Gabriel"],
      "2A": ["Helena", "Igor"],
    };
    const docs = Object.entries(turmas).flatMap(([turma, nomes]) => nomes.map((nome) => ({ turma, nome })));
    await seed(col, Object.fromEntries(docs.reverse().map((d, i) => [`al-${String(i).padStart(2, "0")}`, d])));
    const q = col.orderBy("turma").orderBy("nome", "desc");
    const nomes = async (query: Query) => values(await query.get(), "nome");

    expect(await nomes(q)).toEqual(["Carla", "Bruno", "Ana", "Gabriel", "Fabio", "Elisa", "Diego", "Igor", "Helena"]);
    expect(await nomes(q.startAfter("1B", "Fabio"))).toEqual(["Elisa", "Diego", "Igor", "Helena"]);
    expect(await nomes(q.startAt("1B", "Fabio"))).toEqual(["Fabio", "Elisa", "Diego", "Igor", "Helena"]);
    expect(await nomes(q.endBefore("1B", "Elisa"))).toEqual(["Carla", "Bruno", "Ana", "Gabriel", "Fabio"]);
    // Prefix cursors: only turma is compared.
    expect(await nomes(q.startAfter("1A"))).toEqual(["Gabriel", "Fabio", "Elisa", "Diego", "Igor", "Helena"]);
    expect(await nomes(q.startAt("1B"))).toEqual(["Gabriel", "Fabio", "Elisa", "Diego", "Igor", "Helena"]);
    expect(await nomes(q.endBefore("1B"))).toEqual(["Carla", "Bruno", "Ana"]);
    expect(await nomes(q.endAt("1B"))).toEqual(["Carla", "Bruno", "Ana", "Gabriel", "Fabio", "Elisa", "Diego"]);
    // A snapshot cursor carries both values.
    const fabio = (await col.where("nome", "==", "Fabio").get()).docs[0]!;
    expect(await nomes(q.startAfter(fabio))).toEqual(["Elisa", "Diego", "Igor", "Helena"]);
  });

  it("orderBy(documentId()) with startAfter/endBefore an id string", async () => {
    const col = freshCollection("cursors");
    await seed(col, Object.fromEntries(["d05", "d02", "d06", "d01", "d04", "d03"].map((id) => [id, { k: 1 }])));
    const byId = col.orderBy(FieldPath.documentId());
    expect(ids(await byId.startAfter("d03").get())).toEqual(["d04", "d05", "d06"]);
    expect(ids(await byId.endBefore("d03").get())).toEqual(["d01", "d02"]);
    expect(ids(await col.orderBy(FieldPath.documentId(), "desc").startAfter("d03").get())).toEqual(["d02", "d01"]);
  });

  it("limitToLast(n) with endBefore(snapshot) gives the n documents just before, ascending", async () => {
    const col = await twelveAlunos();
    const page1 = await col.orderBy("nome").limit(5).get();
    const page2 = await col.orderBy("nome").startAfter(page1.docs.at(-1)!).limit(5).get();
    const previous = await col.orderBy("nome").endBefore(page2.docs[0]!).limitToLast(5).get();
    expect(values(previous, "nome")).toEqual(NOMES.slice(0, 5));
    const julia = await col.doc(idOf(9)).get();
    expect(values(await col.orderBy("nome").endBefore(julia).limitToLast(3).get(), "nome")).toEqual([
      "Gabriel",
      "Helena",
      "Igor",
    ]);
  });

  it("pages through ties by snapshot cursors, visiting every document once (ties broken by id)", async () => {
    const col = freshCollection("cursors");
    const groups: [string, string[]][] = [
      ["Ana", ["k", "c", "x", "a", "m", "f", "t"]],
      ["Aline", ["z", "b", "n"]],
      ["Bia", ["e", "d"]],
    ];
    await seed(col, Object.fromEntries(groups.flatMap(([nome, docIds]) => docIds.map((id) => [id, { nome }]))));
    const expected = [...groups]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([, docIds]) => [...docIds].sort());

    const seen: string[] = [];
    let page = await col.orderBy("nome").limit(3).get();
    for (let i = 0; i < 10 && !page.empty; i++) {
      seen.push(...ids(page));
      page = await col.orderBy("nome").startAfter(page.docs.at(-1)!).limit(3).get();
    }
    expect(seen).toEqual(expected);
  });

  it("cursors with an == filter on another field", async () => {
    const col = freshCollection("cursors");
    await seed(
      col,
      Object.fromEntries(NOMES.map((nome, i) => [idOf(i), { nome, idEmpresa: i % 2 === 0 ? "emp-x" : "emp-y" }])),
    );
    const q = col.where("idEmpresa", "==", "emp-x").orderBy("nome").limit(3);
    const page1 = await q.get();
    expect(values(page1, "nome")).toEqual(["Ana", "Carla", "Elisa"]);
    const page2 = await q.startAfter(page1.docs.at(-1)!).get();
    expect(values(page2, "nome")).toEqual(["Gabriel", "Igor", "Karen"]);
    expect((await q.startAfter(page2.docs.at(-1)!).get()).empty).toBe(true);
    expect(values(await q.startAfter("Carla").get(), "nome")).toEqual(["Elisa", "Gabriel", "Igor"]);
  });

  it("cursors with a prefix range on the ordered field", async () => {
    const col = freshCollection("cursors");
    const nomes = ["maria", "josefa", "ajo", "joao", "j", "jonas", "jp", "jo", "joaquim", "ana", "jose", "joana"];
    await seed(col, Object.fromEntries(nomes.map((nomeBusca, i) => [`p${i}`, { nomeBusca }])));
    const q = col.where("nomeBusca", ">=", "jo").where("nomeBusca", "<", "jo\uf8ff").orderBy("nomeBusca").limit(3);
    const page1 = await q.get();
    expect(values(page1, "nomeBusca")).toEqual(["jo", "joana", "joao"]);
    const page2 = await q.startAfter(page1.docs.at(-1)!).get();
    expect(values(page2, "nomeBusca")).toEqual(["joaquim", "jonas", "jose"]);
    expect(values(await q.startAfter(page2.docs.at(-1)!).get(), "nomeBusca")).toEqual(["josefa"]);
  });

  it("cursors with array-contains", async () => {
    const col = freshCollection("cursors");
    await seed(col, {
      a1: { nome: "Ana", tokens: ["ana", "sou"] },
      a2: { nome: "Alan", tokens: ["alan", "sousa"] },
      a3: { nome: "Bruno", tokens: ["sou"] },
      a4: { nome: "Beto", tokens: [] },
      a5: { nome: "Carla", tokens: ["sou", "carla"] },
      a6: { nome: "Caio", tokens: ["caio"] },
      a7: { nome: "Diego", tokens: ["diego", "x", "sou"] },
      a8: { nome: "Elisa", tokens: ["sou"] },
      a9: { nome: "Fabio", tokens: ["sou", "fabio"] },
    });
    const q = col.where("tokens", "array-contains", "sou").orderBy("nome").limit(4);
    const page1 = await q.get();
    expect(values(page1, "nome")).toEqual(["Ana", "Bruno", "Carla", "Diego"]);
    expect(values(await q.startAfter(page1.docs.at(-1)!).get(), "nome")).toEqual(["Elisa", "Fabio"]);
  });

  it("orderBy(x) leaves out documents without x", async () => {
    const col = freshCollection("cursors");
    await seed(col, { a: { x: 2 }, b: { y: 1 }, c: { x: 1 }, d: {} });
    expect(ids(await col.orderBy("x").get())).toEqual(["c", "a"]);
  });

  it("without orderBy, results come in document-id order", async () => {
    const col = freshCollection("cursors");
    for (const id of ["c", "a", "b"]) await col.doc(id).set({ k: 1 });
    expect(ids(await col.get())).toEqual(["a", "b", "c"]);
    expect(ids(await col.where("k", "==", 1).get())).toEqual(["a", "b", "c"]);
  });

  it("offset(2) skips two documents after ordering", async () => {
    const col = await twelveAlunos();
    expect(values(await col.orderBy("nome").offset(2).limit(3).get(), "nome")).toEqual(["Carla", "Diego", "Elisa"]);
    expect(values(await col.orderBy("nome", "desc").offset(2).limit(2).get(), "nome")).toEqual(["Julia", "Igor"]);
  });
});
