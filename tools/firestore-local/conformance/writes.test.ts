// Write semantics, as Cloud Firestore applies them: set replaces, set with merge and update touch
// only the named fields (dotted paths reach into maps), and field transforms run on the server.
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { closeTestApp } from "@/test/support/firebase";
import { freshCollection } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

const newDoc = async (data: Record<string, unknown>) => {
  const ref = freshCollection("writes").doc("d");
  await ref.set(data);
  return ref;
};

describe("set and merge", () => {
  it("set without merge replaces the whole document", async () => {
    const ref = await newDoc({ a: 0, b: 2 });
    await ref.set({ a: 1 });
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it("set with merge keeps the other fields", async () => {
    const ref = await newDoc({ a: 0, b: 2 });
    await ref.set({ a: 1 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 1, b: 2 });
  });

  it("update with FieldValue.delete() removes the field", async () => {
    const ref = await newDoc({ a: 0, b: 2 });
    await ref.update({ b: FieldValue.delete() });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ a: 0 });
    expect(Object.keys(snap.data()!)).toEqual(["a"]);
    expect(snap.get("b")).toBeUndefined();
  });

  it("set with merge and FieldValue.delete() removes the field", async () => {
    const ref = await newDoc({ a: 0, b: 2 });
    await ref.set({ b: FieldValue.delete() }, { merge: true });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ a: 0 });
    expect(snap.get("b")).toBeUndefined();
  });
});

describe("nested fields", () => {
  it("update of a dotted path changes one key of the map and keeps the others", async () => {
    const ref = await newDoc({ nome: "Escola", endereco: { cidade: "Y", uf: "SP" } });
    await ref.update({ "endereco.cidade": "X" });
    expect((await ref.get()).data()).toEqual({ nome: "Escola", endereco: { cidade: "X", uf: "SP" } });
  });

  it("update of a dotted path with FieldValue.delete() removes only that key", async () => {
    const ref = await newDoc({ nome: "Escola", endereco: { cidade: "Y", uf: "SP" } });
    await ref.update({ "endereco.uf": FieldValue.delete() });
    const snap = await ref.get();
    expect(snap.data()).toEqual({ nome: "Escola", endereco: { cidade: "Y" } });
    expect(snap.get("endereco.uf")).toBeUndefined();
  });

  it("set with merge of a nested map merges into the map", async () => {
    const ref = await newDoc({ endereco: { cidade: "Y", uf: "SP" } });
    await ref.set({ endereco: { cidade: "X" } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ endereco: { cidade: "X", uf: "SP" } });
  });
});

describe("server timestamps", () => {
  it("two serverTimestamp() fields in one write are both set, as the same Timestamp", async () => {
    const ref = await newDoc({ nome: "a" });
    const result = await ref.update({
      criadoEm: FieldValue.serverTimestamp(),
      atualizadoEm: FieldValue.serverTimestamp(),
    });
    const snap = await ref.get();
    const criadoEm = snap.get("criadoEm") as unknown;
    const atualizadoEm = snap.get("atualizadoEm") as unknown;
    expect(criadoEm).toBeInstanceOf(Timestamp);
    expect(atualizadoEm).toBeInstanceOf(Timestamp);
    expect((criadoEm as Timestamp).isEqual(atualizadoEm as Timestamp)).toBe(true);
    expect(Math.abs((criadoEm as Timestamp).toMillis() - result.writeTime.toMillis())).toBeLessThan(1_000);
    expect(snap.get("nome")).toBe("a");
  });

  it("serverTimestamp() in a set of a new document", async () => {
    const ref = freshCollection("writes").doc("d");
    await ref.set({ nome: "a", criadoEm: FieldValue.serverTimestamp(), atualizadoEm: FieldValue.serverTimestamp() });
    const data = (await ref.get()).data()!;
    expect(Object.keys(data).sort()).toEqual(["atualizadoEm", "criadoEm", "nome"]);
    expect(data.criadoEm).toBeInstanceOf(Timestamp);
    expect(data.atualizadoEm).toBeInstanceOf(Timestamp);
  });
});

describe("increment", () => {
  it("increments an existing integer", async () => {
    const ref = await newDoc({ n: 5 });
    await ref.update({ n: FieldValue.increment(1) });
    expect((await ref.get()).get("n")).toBe(6);
  });

  it("on a missing field, sets the field to the increment", async () => {
    const ref = await newDoc({ a: 1 });
    await ref.update({ n: FieldValue.increment(1) });
    expect((await ref.get()).data()).toEqual({ a: 1, n: 1 });
  });

  it("increments a double", async () => {
    const ref = await newDoc({ x: 1.5 });
    await ref.update({ x: FieldValue.increment(1) });
    expect((await ref.get()).get("x")).toBe(2.5);
    await ref.update({ x: FieldValue.increment(0.25) });
    expect((await ref.get()).get("x")).toBe(2.75);
  });

  it("set with merge and increment on a missing document creates it", async () => {
    const ref = freshCollection("writes").doc("d");
    await ref.set({ n: FieldValue.increment(3) }, { merge: true });
    expect((await ref.get()).data()).toEqual({ n: 3 });
  });
});

describe("arrayUnion and arrayRemove", () => {
  it("arrayUnion adds only the elements not present, at the end", async () => {
    const ref = await newDoc({ tags: ["a", "b"] });
    await ref.update({ tags: FieldValue.arrayUnion("b", "c") });
    expect((await ref.get()).get("tags")).toEqual(["a", "b", "c"]);
  });

  it("arrayRemove removes every instance of each element", async () => {
    const ref = await newDoc({ tags: ["a", "b", "a", "c"] });
    await ref.update({ tags: FieldValue.arrayRemove("a", "z") });
    expect((await ref.get()).get("tags")).toEqual(["b", "c"]);
  });

  it("arrayUnion on a missing field creates the array", async () => {
    const ref = await newDoc({ a: 1 });
    await ref.update({ tags: FieldValue.arrayUnion("x", "y") });
    expect((await ref.get()).data()).toEqual({ a: 1, tags: ["x", "y"] });
  });

  it("arrayRemove on a missing field sets it to an empty array", async () => {
    const ref = await newDoc({ a: 1 });
    await ref.update({ tags: FieldValue.arrayRemove("x") });
    expect((await ref.get()).data()).toEqual({ a: 1, tags: [] });
  });
});

describe("several transforms in one write", () => {
  it("increment + serverTimestamp + arrayUnion in one update all apply, with a plain field", async () => {
    const ref = await newDoc({ n: 1, tags: ["a"], nome: "velho" });
    await ref.update({
      nome: "novo",
      n: FieldValue.increment(1),
      atualizadoEm: FieldValue.serverTimestamp(),
      tags: FieldValue.arrayUnion("b"),
    });
    const snap = await ref.get();
    expect(snap.get("nome")).toBe("novo");
    expect(snap.get("n")).toBe(2);
    expect(snap.get("atualizadoEm")).toBeInstanceOf(Timestamp);
    expect(snap.get("tags")).toEqual(["a", "b"]);
  });
});
