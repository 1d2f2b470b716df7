// ListDocuments and ListCollectionIds page by page (page_size, page_token), which the client
// library's listDocuments() / listCollections() do not expose: through the API client itself.
import { credentials } from "@grpc/grpc-js";
import { v1 } from "@google-cloud/firestore";
import { emulatorWith } from "./child-emulator";

it("pages of documents and of collection ids follow one another to the end", async () => {
  const { db, port, stop } = await emulatorWith({}, "demo-pages");
  const client = new v1.FirestoreClient({ servicePath: "127.0.0.1", port, sslCreds: credentials.createInsecure(), projectId: "demo-pages" });
  try {
    const batch = db.batch();
    for (const id of ["e", "a", "d", "b", "c"]) batch.set(db.doc(`col/${id}`), { id });
    for (const id of ["z", "x", "y"]) batch.set(db.doc(`col/a/${id}/doc`), {});
    await batch.commit();
    const root = "projects/demo-pages/databases/(default)/documents";

    const names: string[] = [];
    let pageToken = "";
    do {
      const [documents, , response] = await client.listDocuments({ parent: root, collectionId: "col", pageSize: 2, pageToken }, { autoPaginate: false });
      expect(documents.length).toBeLessThanOrEqual(2);
      names.push(...documents.map((d) => d.name!.split("/").pop()!));
      pageToken = response?.nextPageToken ?? "";
    } while (pageToken);
    expect(names).toEqual(["a", "b", "c", "d", "e"]);

    const [first, , firstResponse] = await client.listCollectionIds({ parent: `${root}/col/a`, pageSize: 2 }, { autoPaginate: false });
    expect(first).toEqual(["x", "y"]);
    const [second, , secondResponse] = await client.listCollectionIds({ parent: `${root}/col/a`, pageSize: 2, pageToken: firstResponse?.nextPageToken ?? "" }, { autoPaginate: false });
    expect(second).toEqual(["z"]);
    expect(secondResponse?.nextPageToken ?? "").toBe("");
  } finally {
    await client.close();
    await stop();
  }
}, 20_000);
