import "server-only";
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { encodeCursor, PAGE_SIZE, type Page, type PageRequest } from "@/lib/infra/paginacao";

// One page of a list by query cursors, never by offset and never by reading everything: the query
// is ordered by an order key and the document id, so (key, id) pins a position. `accept` is an
// extra test done in memory (the words of a search beyond the one the query filters on); pages
// are then filled by reading on, in chunks, until they are full or the list ends.

type Options<T> = {
  /** The order-key field the query is ordered by (then by document id). */
  keyField: string;
  /**
   * The fields the page shows (the order key is added): a list never needs a record's search
   * prefixes, which would be sent, decoded and thrown away for every row.
   */
  fields?: readonly string[];
  convert: (doc: QueryDocumentSnapshot) => T | null;
  accept?: (item: T) => boolean;
  what: string;
};

const CHUNK = PAGE_SIZE + 1;

export async function readPage<T>(filtered: Query, request: PageRequest, options: Options<T>): Promise<Page<T>> {
  const projected = options.fields ? filtered.select(...new Set([...options.fields, options.keyField])) : filtered;
  const ordered = projected.orderBy(options.keyField).orderBy(FieldPath.documentId());
  const backwards = request.kind === "before";
  const kept: { item: T; doc: QueryDocumentSnapshot }[] = [];
  let reads = 0;
  let query: Query =
    request.kind === "after"
      ? ordered.startAfter(request.cursor.chave, request.cursor.id)
      : request.kind === "before"
        ? ordered.endBefore(request.cursor.chave, request.cursor.id)
        : ordered;
  for (;;) {
    const chunkSize = options.accept ? CHUNK * 2 : CHUNK;
    const snapshot = await withDeadline((backwards ? query.limitToLast(chunkSize) : query.limit(chunkSize)).get(), "banco");
    reads += snapshot.size;
    const docs = backwards ? [...snapshot.docs].reverse() : snapshot.docs;
    for (const doc of docs) {
      const item = options.convert(doc);
      if (item !== null && (!options.accept || options.accept(item))) kept.push({ item, doc });
      if (kept.length > PAGE_SIZE) break;
    }
    const edge = docs.at(-1);
    if (kept.length > PAGE_SIZE || snapshot.size < chunkSize || !edge) break;
    query = backwards ? ordered.endBefore(edge) : ordered.startAfter(edge);
  }
  registrarLeituras(options.what, reads);

  const more = kept.length > PAGE_SIZE;
  const page = kept.slice(0, PAGE_SIZE);
  if (backwards) page.reverse();
  const cursorOf = (entry: { doc: QueryDocumentSnapshot } | undefined) =>
    entry ? encodeCursor({ chave: String(entry.doc.get(options.keyField)), id: entry.doc.id }) : null;
  const items = page.map((e) => e.item);
  if (backwards) return { items, anterior: more ? cursorOf(page[0]) : null, proxima: cursorOf(page.at(-1)) };
  return { items, anterior: request.kind === "after" ? cursorOf(page[0]) : null, proxima: more ? cursorOf(page.at(-1)) : null };
}
