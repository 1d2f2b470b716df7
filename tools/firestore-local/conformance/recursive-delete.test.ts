// `recursiveDelete()`: the client lists every document below a reference with a kindless
// all-descendants query on `__name__` (from the smallest possible id, `__id-9223372036854775808__`:
// numeric ids order before every string id) and deletes them with a BulkWriter.
import type { DocumentReference } from "firebase-admin/firestore";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { freshCollection } from "./support";

jest.setTimeout(20_000);
afterAll(closeTestApp);

/** The ids of the references that exist, in the order given. */
async function existing(...refs: DocumentReference[]): Promise<string[]> {
  const snaps = await testDb().getAll(...refs);
  return snaps.filter((s) => s.exists).map((s) => s.ref.path.split("/").slice(1).join("/"));
}

//  col
//  ├── anna
//  ├── Bob                       (upper case and digits sort before "__id...__" as strings)
//  │   ├── parentsCol
//  │   │   ├── 7charlie
//  │   │   └── daniel
//  │   │       └── childCol
//  │   │           ├── ernie
//  │   │           └── Francis
//  │   └── parentsCol2           (a collection id that starts like parentsCol)
//  │       └── gina
//  └── zed
async function tree() {
  const col = freshCollection("rdelete");
  const paths = ["anna", "Bob", "Bob/parentsCol/7charlie", "Bob/parentsCol/daniel", "Bob/parentsCol/daniel/childCol/ernie", "Bob/parentsCol/daniel/childCol/Francis", "Bob/parentsCol2/gina", "zed"];
  const batch = testDb().batch();
  for (const path of paths) batch.set(col.doc(path), { path });
  await batch.commit();
  return { col, refs: paths.map((p) => col.doc(p)) };
}

describe("recursiveDelete()", () => {
  it("a root collection: every document in it and below it", async () => {
    const { col, refs } = await tree();
    const other = freshCollection("rdelete");
    await other.doc("anna").set({ keep: true });
    await testDb().recursiveDelete(col);
    expect(await existing(...refs)).toEqual([]);
    expect(await existing(other.doc("anna"))).toEqual(["anna"]);
  });

  it("a nested collection: its documents and theirs, not its parent nor a sibling collection", async () => {
    const { col, refs } = await tree();
    await testDb().recursiveDelete(col.doc("Bob").collection("parentsCol"));
    expect(await existing(...refs)).toEqual(["anna", "Bob", "Bob/parentsCol2/gina", "zed"]);
  });

  it("a document: itself and every document below it", async () => {
    const { col, refs } = await tree();
    await testDb().recursiveDelete(col.doc("Bob/parentsCol/daniel"));
    expect(await existing(...refs)).toEqual(["anna", "Bob", "Bob/parentsCol/7charlie", "Bob/parentsCol2/gina", "zed"]);
  });

  it("a leaf document", async () => {
    const { col, refs } = await tree();
    await testDb().recursiveDelete(col.doc("Bob/parentsCol/daniel/childCol/ernie"));
    expect(await existing(...refs)).toHaveLength(refs.length - 1);
    expect(await existing(col.doc("Bob/parentsCol/daniel/childCol/ernie"))).toEqual([]);
  });

  it("reports one write result per document deleted to a BulkWriter of the caller", async () => {
    const { col } = await tree();
    const writer = testDb().bulkWriter();
    let results = 0;
    writer.onWriteResult(() => results++);
    await testDb().recursiveDelete(col, writer);
    await writer.close();
    expect(results).toBe(8);
  });
});
