// @ts-check
// Equality indexes for the local Firestore: Cloud Firestore answers `where("idEmpresa", "==", x)`
// from an index and reads only the matching entries, while the package's store can only scan the
// whole collection. Each collection keeps, per field path asked about, its existing documents by
// the field's value (strings and booleans, what the app filters on), built on first use and
// dropped as soon as a commit touches the collection. Only narrows the scan: every candidate still
// goes through the query's whole filter, so an index can never change an answer.
import { DOCUMENT_ID, valueAt } from "./values.mjs";

/** @typedef {import("./internals.mjs").Field} Field */
/** @typedef {import("./internals.mjs").StoredCollection} StoredCollection */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./query.mjs").Filter} Filter */
/** @typedef {import("./query.mjs").ToField} ToField */
/** @typedef {{ version: number, byPath: Map<string, Map<string, StoredDocument[]>>, results: Map<string, unknown> }} Entry */

const EQUAL = 5; // StructuredQuery.FieldFilter.Operator
const IN = 8;
const AND = 1; // StructuredQuery.CompositeFilter.Operator

/** How many commits have touched each collection (a WeakMap: the store owns the collections). @type {WeakMap<StoredCollection, number>} */
const versions = new WeakMap();
/** What is built for each collection, for one of its versions. @type {WeakMap<StoredCollection, Entry>} */
const built = new WeakMap();

/**
 * Called for every document a commit changes: that collection's indexes are out of date.
 * @param {StoredCollection} collection
 */
export function touched(collection) {
  versions.set(collection, (versions.get(collection) ?? 0) + 1);
}

/**
 * The key of an indexed value, or undefined for a type that is not indexed.
 * @param {Field | undefined} value
 */
function keyOf(value) {
  if (value?.type === "string_value") return `s${value.value}`;
  if (value?.type === "boolean_value") return value.value ? "t" : "f";
  return undefined;
}

/**
 * What is kept for this collection as it is now (a commit since makes a new, empty entry).
 * @param {StoredCollection} collection
 * @returns {Entry}
 */
function current(collection) {
  const version = versions.get(collection) ?? 0;
  let entry = built.get(collection);
  if (!entry || entry.version !== version) {
    entry = { version, byPath: new Map(), results: new Map() };
    built.set(collection, entry);
  }
  return entry;
}

/** How many query results each collection keeps between two commits (most recent kept). */
const RESULTS_KEPT = 100;

/**
 * `compute()`, kept under `key` until a commit touches `collection`: a read-only load asks the
 * same queries again and again (Cloud Firestore reads them from an index in order).
 * @template T
 * @param {StoredCollection} collection
 * @param {string} key
 * @param {() => T} compute
 * @returns {T}
 */
export function remembered(collection, key, compute) {
  const { results } = current(collection);
  if (results.has(key)) return /** @type {T} */ (results.get(key));
  const value = compute();
  if (results.size >= RESULTS_KEPT) results.delete(/** @type {string} */ (results.keys().next().value));
  results.set(key, value);
  return value;
}

/**
 * @param {StoredCollection} collection
 * @param {string} path
 */
function indexOf(collection, path) {
  const entry = current(collection);
  let index = entry.byPath.get(path);
  if (!index) {
    index = new Map();
    for (const document of collection.getAllDocuments()) {
      if (!document.metadata.hasExist) continue;
      const key = keyOf(valueAt({ name: "", fields: document.fields }, path));
      if (key === undefined) continue;
      const bucket = index.get(key);
      if (bucket) bucket.push(document);
      else index.set(key, [document]);
    }
    entry.byPath.set(path, index);
  }
  return index;
}

/**
 * The equality-like filters (== and `in` on indexable values) that every match must satisfy.
 * @param {Filter | null} filter
 * @param {ToField} toField
 * @param {{ path: string, keys: string[] }[]} [into]
 */
function requiredEqualities(filter, toField, into = []) {
  if (!filter) return into;
  if (filter.has_composite_filter && filter.composite_filter.op === AND) {
    for (const part of filter.composite_filter.filters) requiredEqualities(part, toField, into);
  } else if (filter.has_field_filter) {
    const { field, op, value } = filter.field_filter;
    if (field.field_path === DOCUMENT_ID || (op !== EQUAL && op !== IN)) return into;
    const operand = toField(value);
    /** @type {Field[]} */
    const operands = op === IN ? operand.value : [operand];
    const keys = operands.map(keyOf);
    if (keys.every((k) => k !== undefined)) into.push({ path: field.field_path, keys: /** @type {string[]} */ (keys) });
  }
  return into;
}

/**
 * The existing documents of `collection` that may match `filter`, from the most selective
 * equality the filter requires; null when it requires none (the caller scans).
 * @param {StoredCollection} collection
 * @param {Filter | null} filter
 * @param {ToField} toField
 * @returns {StoredDocument[] | null}
 */
export function candidatesFor(collection, filter, toField) {
  /** @type {StoredDocument[] | null} */
  let best = null;
  for (const { path, keys } of requiredEqualities(filter, toField)) {
    const index = indexOf(collection, path);
    const documents = keys.length === 1 ? (index.get(/** @type {string} */ (keys[0])) ?? []) : [...new Set(keys.flatMap((k) => index.get(k) ?? []))];
    if (!best || documents.length < best.length) best = documents;
    if (best.length === 0) break;
  }
  return best;
}
