// Which composite index a query needs on Cloud Firestore, and whether firestore.indexes.json
// declares it. The local emulator serves every query without indexes, so without this check a
// query that fails in production ("FAILED_PRECONDITION: The query requires an index") would pass
// every test. Pure: used by the Jest guard (test/support/index-guard.ts) and the index test.
//
// The rules (https://firebase.google.com/docs/firestore/query-data/index-overview): single-field
// indexes serve a query on one field, and equality / array-contains filters alone (merged);
// anything that orders or ranges on a field while filtering on others needs a composite index
// whose fields are the equality and array-contains fields (any order), then the ordered fields in
// the query's directions (the inequality field first). Document id ordering is implicit.

export type IndexField = { fieldPath: string; order?: "ASCENDING" | "DESCENDING"; arrayConfig?: "CONTAINS" };
export type DeclaredIndex = { collectionGroup: string; queryScope: "COLLECTION" | "COLLECTION_GROUP"; fields: IndexField[] };

/** A query as the client sends it (the `structuredQuery` of a RunQueryRequest, in JSON form). */
export type StructuredQuery = {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: { field?: { fieldPath?: string }; direction?: string | number }[];
};
type Filter = {
  compositeFilter?: { op?: string | number; filters?: Filter[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string | number };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string | number };
};

export type RequiredIndex = {
  collectionGroup: string;
  queryScope: DeclaredIndex["queryScope"];
  /** Equality and array-contains fields, in any order. */
  prefix: IndexField[];
  /** Then these, in this order. */
  ordered: IndexField[];
};

const DOCUMENT_ID = "__name__";
const EQUALITY = new Set(["EQUAL", "IN", "IS_NULL", "IS_NAN", 5, 8]);
const CONTAINS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY", 7, 9]);

function collectFilters(filter: Filter | undefined, into: { path: string; kind: "eq" | "contains" | "range" }[]) {
  if (!filter) return into;
  for (const f of filter.compositeFilter?.filters ?? []) collectFilters(f, into);
  const leaf = filter.fieldFilter ?? filter.unaryFilter;
  const path = leaf?.field?.fieldPath;
  if (leaf && path) {
    const kind = EQUALITY.has(leaf.op as string) ? "eq" : CONTAINS.has(leaf.op as string) ? "contains" : "range";
    into.push({ path, kind });
  }
  return into;
}

const direction = (d: string | number | undefined): "ASCENDING" | "DESCENDING" =>
  d === "DESCENDING" || d === 2 ? "DESCENDING" : "ASCENDING";

/** The composite index a query needs, or null when Firestore's single-field indexes serve it. */
export function requiredIndex(query: StructuredQuery): RequiredIndex | null {
  const from = query.from?.[0];
  if (!from?.collectionId) return null;
  const filters = collectFilters(query.where, []).filter((f) => f.path !== DOCUMENT_ID);
  const ranges = [...new Set(filters.filter((f) => f.kind === "range").map((f) => f.path))];
  const order = (query.orderBy ?? [])
    .map((o) => ({ fieldPath: o.field?.fieldPath ?? "", order: direction(o.direction) }))
    .filter((o) => o.fieldPath && o.fieldPath !== DOCUMENT_ID);
  // An inequality field not ordered explicitly is ordered first, implicitly.
  for (const path of ranges) if (!order.some((o) => o.fieldPath === path)) order.unshift({ fieldPath: path, order: "ASCENDING" });
  const prefix: IndexField[] = [];
  for (const f of filters) {
    if (f.kind === "range" || order.some((o) => o.fieldPath === f.path)) continue;
    if (prefix.some((p) => p.fieldPath === f.path)) continue;
    prefix.push(f.kind === "contains" ? { fieldPath: f.path, arrayConfig: "CONTAINS" } : { fieldPath: f.path, order: "ASCENDING" });
  }
  const fields = new Set([...prefix.map((p) => p.fieldPath), ...order.map((o) => o.fieldPath)]);
  // One field only, or equality / array-contains filters alone: single-field indexes serve it.
  if (fields.size <= 1 || order.length === 0) return null;
  return { collectionGroup: from.collectionId, queryScope: from.allDescendants ? "COLLECTION_GROUP" : "COLLECTION", prefix, ordered: order };
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && (a.arrayConfig ?? null) === (b.arrayConfig ?? null) && (a.arrayConfig ? true : a.order === b.order);

/** Whether a declared index serves the required one. */
export function serves(declared: DeclaredIndex, required: RequiredIndex): boolean {
  if (declared.collectionGroup !== required.collectionGroup || declared.queryScope !== required.queryScope) return false;
  const fields = declared.fields.filter((f) => f.fieldPath !== DOCUMENT_ID);
  if (fields.length !== required.prefix.length + required.ordered.length) return false;
  const head = fields.slice(0, required.prefix.length);
  const tail = fields.slice(required.prefix.length);
  // Equality fields may be declared in either direction.
  const prefixMatches = required.prefix.every((p) =>
    head.some((h) => h.fieldPath === p.fieldPath && (p.arrayConfig ? h.arrayConfig === "CONTAINS" : !h.arrayConfig)),
  );
  return prefixMatches && required.ordered.every((o, i) => tail[i] !== undefined && sameField(tail[i], o));
}

export function describeIndex(required: RequiredIndex): string {
  const field = (f: IndexField) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`;
  return `${required.collectionGroup} (${required.queryScope}): [${[...required.prefix, ...required.ordered].map(field).join(", ")}]`;
}
