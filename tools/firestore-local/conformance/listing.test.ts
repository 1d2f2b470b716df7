// Listing what a database holds: a collection's documents (`listDocuments()`, ListDocuments with
// show_missing) and a document's or the database's collections (`listCollections()`,
// ListCollectionIds). A "missing" document does not exist but has documents below it; Cloud
// Firestore lists it, and a collection is listed while any document below it exists.
import { closeTestApp, testDb } from "@/test/support/firebase";
import { freshCollection } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

const idsOf = (refs: { id: string }[]) => refs.map((r) => r.id);

describe("listDocuments()", () => {
  it("lists the existing documents and the missing ones with documents below them, by id; not deleted ones", async () => {
    const col = freshCollection("listing");
    const batch = testDb().batch();
    batch.set(col.doc("c"), {});
    batch.set(col.doc("a"), { n: 1 });
    batch.set(col.doc("b/b/b"), {}); // b itself never written: a missing document
    batch.set(col.doc("d"), {});
    batch.set(col.doc("e"), {});
    batch.set(col.doc("e/sub/x"), {});
    await batch.commit();
    await col.doc("d").delete(); // gone, nothing below it
    await col.doc("e").delete(); // gone, but e/sub/x is still there
    const refs = await col.listDocuments();
    expect(idsOf(refs)).toEqual(["a", "b", "c", "e"]);
    const snaps = await testDb().getAll(...refs);
    expect(snaps.filter((s) => s.exists).map((s) => s.id)).toEqual(["a", "c"]);
    expect(snaps.filter((s) => !s.exists).map((s) => s.id)).toEqual(["b", "e"]);
  });

  it("lists more documents than a page holds (400)", async () => {
    const col = freshCollection("listing");
    const batch = testDb().batch();
    const expected = Array.from({ length: 400 }, (_, i) => String(i).padStart(3, "0"));
    for (const id of expected) batch.set(col.doc(id), { id });
    await batch.commit();
    expect(idsOf(await col.listDocuments())).toEqual(expected);
  });

  it("an empty or emptied collection lists nothing", async () => {
    const col = freshCollection("listing");
    expect(await col.listDocuments()).toEqual([]);
    await col.doc("x").set({});
    await col.doc("x").delete();
    expect(await col.listDocuments()).toEqual([]);
  });
});

describe("listCollections()", () => {
  it("a document's collections that hold a document, at any depth, by id", async () => {
    const doc = freshCollection("listing").doc("d");
    const batch = testDb().batch();
    batch.set(doc.collection("x").doc("1"), {});
    batch.set(doc.collection("b").doc("1"), {});
    batch.set(doc.collection("y").doc("z/w/1"), {}); // y holds only a missing document
    batch.set(doc.collection("gone").doc("1"), {});
    await batch.commit();
    await doc.collection("gone").doc("1").delete();
    expect(idsOf(await doc.listCollections())).toEqual(["b", "x", "y"]);
    expect(await doc.collection("x").doc("1").listCollections()).toEqual([]);
  });

  it("the database's root collections: a new one is listed, an emptied one is not", async () => {
    const kept = freshCollection("listing");
    const emptied = freshCollection("listing");
    await kept.doc("a").set({});
    await emptied.doc("a").set({});
    await emptied.doc("a").delete();
    const ids = idsOf(await testDb().listCollections());
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(emptied.id);
    expect(ids).toEqual([...ids].sort());
  });
});
