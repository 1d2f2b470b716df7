// @ts-check
// Structured queries as Cloud Firestore runs them (https://cloud.google.com/firestore/docs/reference/rpc/google.firestore.v1#structuredquery).
// Fixed here, against @firestore-emulator/server 0.3.15:
// - cursors (start_at / end_at, with `before`) and `offset` were ignored: page two was page one;
// - no implicit order: Cloud Firestore appends the inequality fields and then __name__, so equal
//   sort keys break ties by document id and a snapshot cursor lands after the right document;
// - ordering by a field kept documents that lack it (Cloud Firestore leaves them out);
// - __name__ (FieldPath.documentId()), nested field paths, unary filters (== null, == NaN, their
//   negations), nested composite filters and projections (select) were not understood.
import { GrpcError, status } from "./errors.mjs";
import { compareValues, DOCUMENT_ID, INT64_MAX, INT64_MIN, integerField, isNaNField, isNumber, rank, valueAt, valuesEqual } from "./values.mjs";

/** @typedef {import("./internals.mjs").Field} Field */
/** @typedef {import("./internals.mjs").Fields} Fields */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./history.mjs").DocumentState} DocumentState */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/query.js").StructuredQuery} StructuredQuery */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/query.js").StructuredQueryFilter} Filter */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/query.js").StructuredQueryFieldFilter} FieldFilter */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/query.js").StructuredQueryUnaryFilter} UnaryFilter */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/aggregation_result.js").AggregationResult} AggregationResult */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/query.js").StructuredAggregationQueryAggregation} Aggregation */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/document.js").Value} Value */
/** Converts an API Value to a stored field. @typedef {(value: Value) => Field} ToField */
/** A document as queries see it. @typedef {{ readonly name: string, fields: Fields, document: StoredDocument, state?: DocumentState }} DocView */
/** What a filter reads of a document: its name and fields. @typedef {{ readonly name: string, fields: Fields }} Viewable */
/** A predicate over documents. @typedef {(doc: Viewable) => boolean} Matcher */
/** One order of a query: a field path and its direction. @typedef {{ path: string, descending: boolean }} Order */

// google.firestore.v1.StructuredQuery enums.
const DESCENDING = 2;
const COMPOSITE = { AND: 1, OR: 2 };
const OP = {
  LESS_THAN: 1,
  LESS_THAN_OR_EQUAL: 2,
  GREATER_THAN: 3,
  GREATER_THAN_OR_EQUAL: 4,
  EQUAL: 5,
  NOT_EQUAL: 6,
  ARRAY_CONTAINS: 7,
  IN: 8,
  ARRAY_CONTAINS_ANY: 9,
  NOT_IN: 10,
};
const UNARY = { IS_NAN: 2, IS_NULL: 3, IS_NOT_NAN: 4, IS_NOT_NULL: 5 };
const INEQUALITY_OPS = new Set([OP.LESS_THAN, OP.LESS_THAN_OR_EQUAL, OP.GREATER_THAN, OP.GREATER_THAN_OR_EQUAL, OP.NOT_EQUAL, OP.NOT_IN]);
const INEQUALITY_UNARY = new Set([UNARY.IS_NOT_NAN, UNARY.IS_NOT_NULL]);

/**
 * A document as queries see it: its full name and its fields (and the stored document, and its
 * state when that is not the current one: a read in the past). The name is built only when asked
 * for: most documents a query scans fail its filter before that.
 * @param {StoredDocument} document
 * @param {DocumentState} [state]
 * @returns {DocView}
 */
export const docView = (document, state) => ({
  get name() {
    return document.getPath();
  },
  fields: state ? state.fields : document.fields,
  document,
  state,
});

// A stored array is never changed in place (a write replaces the field object), so the set of its
// strings can be kept by the object's identity: array-contains on a string is then one lookup.
/** @type {WeakMap<Field, Set<string>>} */
const stringSets = new WeakMap();
/** @param {Field} arrayField */
function stringsOf(arrayField) {
  let set = stringSets.get(arrayField);
  if (!set) {
    set = new Set(arrayField.value.filter((/** @type {Field} */ v) => v.type === "string_value").map((/** @type {Field} */ v) => v.value));
    stringSets.set(arrayField, set);
  }
  return set;
}

/**
 * @param {Viewable} doc
 * @param {FieldFilter} filter
 * @param {Field} operand
 */
function fieldFilterMatches(doc, filter, operand) {
  const value = valueAt(doc, filter.field.field_path);
  if (value === undefined) return false; // every filter needs the field to exist
  switch (filter.op) {
    case OP.EQUAL:
      // Most filters compare strings (ids, codes): no need for the general order.
      if (value.type === "string_value" && operand.type === "string_value") return value.value === operand.value;
      return valuesEqual(value, operand);
    case OP.NOT_EQUAL: // also leaves out null (Cloud Firestore: "exists with a value other than ...")
      return value.type !== "null_value" && !valuesEqual(value, operand);
    case OP.LESS_THAN:
    case OP.LESS_THAN_OR_EQUAL:
    case OP.GREATER_THAN:
    case OP.GREATER_THAN_OR_EQUAL: {
      // Ranges stay within one type: `> 1` matches 1.5 and 2, never "a" or NaN.
      if (rank(value) !== rank(operand) || isNaNField(value)) return false;
      const c = compareValues(value, operand);
      if (filter.op === OP.LESS_THAN) return c < 0;
      if (filter.op === OP.LESS_THAN_OR_EQUAL) return c <= 0;
      if (filter.op === OP.GREATER_THAN) return c > 0;
      return c >= 0;
    }
    case OP.ARRAY_CONTAINS:
      if (value.type !== "array_value") return false;
      if (operand.type === "string_value") return stringsOf(value).has(operand.value);
      return value.value.some((/** @type {Field} */ v) => valuesEqual(v, operand));
    case OP.ARRAY_CONTAINS_ANY:
      return value.type === "array_value" && value.value.some((/** @type {Field} */ v) => operand.value.some((/** @type {Field} */ o) => valuesEqual(v, o)));
    case OP.IN:
      return operand.value.some((/** @type {Field} */ o) => valuesEqual(value, o));
    case OP.NOT_IN:
      return value.type !== "null_value" && !operand.value.some((/** @type {Field} */ o) => valuesEqual(value, o));
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, `Unsupported field filter operator ${filter.op}.`);
  }
}

/**
 * @param {Viewable} doc
 * @param {UnaryFilter} filter
 */
function unaryFilterMatches(doc, filter) {
  const value = valueAt(doc, filter.field.field_path);
  if (value === undefined) return false;
  switch (filter.op) {
    case UNARY.IS_NULL:
      return value.type === "null_value";
    case UNARY.IS_NOT_NULL:
      return value.type !== "null_value";
    case UNARY.IS_NAN:
      return isNaNField(value);
    case UNARY.IS_NOT_NAN:
      return value.type !== "null_value" && !isNaNField(value);
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, `Unsupported unary filter operator ${filter.op}.`);
  }
}

/**
 * A predicate over document views for a query's `where` (true for a query without one). Operands
 * are converted once, not per document.
 * @param {Filter | null} filter
 * @param {ToField} toField
 * @returns {Matcher}
 */
export function compileFilter(filter, toField) {
  if (!filter) return () => true;
  if (filter.has_composite_filter) {
    const parts = filter.composite_filter.filters.map((f) => compileFilter(f, toField));
    if (filter.composite_filter.op === COMPOSITE.OR) return (doc) => parts.some((p) => p(doc));
    return (doc) => parts.every((p) => p(doc));
  }
  if (filter.has_field_filter) {
    const operand = toField(filter.field_filter.value);
    return (doc) => fieldFilterMatches(doc, filter.field_filter, operand);
  }
  if (filter.has_unary_filter) return (doc) => unaryFilterMatches(doc, filter.unary_filter);
  return () => true;
}

/**
 * @param {Filter | null} filter
 * @param {Set<string>} [into]
 */
function inequalityFields(filter, into = new Set()) {
  if (!filter) return into;
  if (filter.has_composite_filter) for (const f of filter.composite_filter.filters) inequalityFields(f, into);
  if (filter.has_field_filter && INEQUALITY_OPS.has(filter.field_filter.op)) into.add(filter.field_filter.field.field_path);
  if (filter.has_unary_filter && INEQUALITY_UNARY.has(filter.unary_filter.op)) into.add(filter.unary_filter.field.field_path);
  return into;
}

/**
 * The complete ordering Cloud Firestore uses: the explicit order_by, then every inequality field
 * not in it (in field path order), then __name__, those appended in the direction of the last
 * explicit order (ascending when there is none).
 * @param {StructuredQuery} query
 * @returns {Order[]}
 */
export function effectiveOrder(query) {
  const order = query.order_by.map((o) => ({ path: o.field.field_path, descending: o.direction === DESCENDING }));
  const descending = order.at(-1)?.descending ?? false;
  const present = new Set(order.map((o) => o.path));
  const where = query.has_where ? query.where : null;
  for (const path of [...inequalityFields(where)].sort()) {
    if (!present.has(path)) order.push({ path, descending });
  }
  if (!order.some((o) => o.path === DOCUMENT_ID)) order.push({ path: DOCUMENT_ID, descending });
  return order;
}

/**
 * Compares a document with a cursor's values over the first `values.length` orders. Every
 * document compared has a value for each order (those without are left out before).
 * @param {Viewable} doc
 * @param {Order[]} order
 * @param {Field[]} values
 */
function compareToCursor(doc, order, values) {
  for (let i = 0; i < values.length && i < order.length; i++) {
    const { path, descending } = /** @type {Order} */ (order[i]);
    const c = compareValues(/** @type {Field} */ (valueAt(doc, path)), /** @type {Field} */ (values[i]));
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

/**
 * Whether a query reads a window of its matches (cursors, offset, limit), not all of them.
 * @param {StructuredQuery} query
 */
export const hasWindow = (query) => query.has_start_at || query.has_end_at || query.offset > 0 || query.has_limit;

/**
 * The documents a query matches, in the query's order (left unordered for an aggregation over
 * every match: a count or sum needs no order). Depends only on the filter and the order, so the
 * caller may keep it until the collection changes. Never change the array returned.
 * @param {DocView[]} documents
 * @param {StructuredQuery} query
 * @param {ToField} toField
 * @param {{ aggregation?: boolean }} [options]
 * @returns {DocView[]}
 */
export function matchesInOrder(documents, query, toField, options = {}) {
  if (query.has_find_nearest) throw new GrpcError(status.UNIMPLEMENTED, "Vector search is not supported by the local emulator.");
  const matches = compileFilter(query.has_where ? query.where : null, toField);
  const order = effectiveOrder(query);
  // Ordering by a field leaves out the documents without it. Sort keys are read once per document.
  /** @type {{ doc: DocView, keys: Field[] }[]} */
  const keyed = [];
  for (const doc of documents) {
    if (!matches(doc)) continue;
    const keys = order.map((o) => valueAt(doc, o.path));
    if (keys.every((k) => k !== undefined)) keyed.push({ doc, keys: /** @type {Field[]} */ (keys) });
  }
  if (hasWindow(query) || !options.aggregation) keyed.sort((a, b) => {
    for (let i = 0; i < order.length; i++) {
      const c = compareValues(/** @type {Field} */ (a.keys[i]), /** @type {Field} */ (b.keys[i]));
      if (c !== 0) return /** @type {Order} */ (order[i]).descending ? -c : c;
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}

/**
 * The window of ordered matches a query reads: its cursors, then offset and limit.
 * @param {DocView[]} ordered
 * @param {StructuredQuery} query
 * @param {ToField} toField
 */
export function applyWindow(ordered, query, toField) {
  const order = query.has_start_at || query.has_end_at ? effectiveOrder(query) : [];
  let docs = ordered;
  if (query.has_start_at) {
    // before=true: start at the cursor (inclusive); before=false: start after it.
    const values = query.start_at.values.map(toField);
    const inclusive = query.start_at.before;
    docs = docs.filter((doc) => {
      const c = compareToCursor(doc, order, values);
      return c > 0 || (c === 0 && inclusive);
    });
  }
  if (query.has_end_at) {
    // before=true: end before the cursor (exclusive); before=false: end at it.
    const values = query.end_at.values.map(toField);
    const inclusive = !query.end_at.before;
    docs = docs.filter((doc) => {
      const c = compareToCursor(doc, order, values);
      return c < 0 || (c === 0 && inclusive);
    });
  }
  if (query.offset > 0) docs = docs.slice(query.offset);
  if (query.has_limit) docs = docs.slice(0, query.limit.value);
  return docs;
}

/**
 * The field paths a projection (select / field mask) keeps, or null for the whole document.
 * @param {string[] | null | undefined} fieldPaths
 */
export function projectionOf(fieldPaths) {
  return fieldPaths ? fieldPaths.filter((p) => p !== DOCUMENT_ID) : null;
}

/** Cloud Firestore takes at most 5 aggregations in one query ("a minimum of one and maximum of five"). */
export const MAX_AGGREGATIONS = 5;

/**
 * Aggregations (count with up_to, sum, avg) over the documents a query returns. A sum of integers
 * is an exact 64-bit integer while it fits, a double beyond (as Cloud Firestore documents it);
 * with a double among them, a double. An average is always a double, null over no number.
 * @param {DocView[]} docs
 * @param {Aggregation} aggregation
 * @returns {object} an API Value object
 */
export function aggregate(docs, aggregation) {
  if (aggregation.has_count) {
    const upTo = aggregation.count.has_up_to ? Number(aggregation.count.up_to.value) : Infinity;
    return { integer_value: Math.min(docs.length, upTo) };
  }
  const path = (aggregation.has_sum ? aggregation.sum : aggregation.avg).field.field_path;
  const numbers = /** @type {Field[]} */ (docs.map((d) => valueAt(d, path)).filter((v) => v !== undefined && (isNumber(v) || isNaNField(v))));
  if (numbers.length > 0 && numbers.every((v) => v.type === "integer_value")) {
    const total = numbers.reduce((sum, v) => sum + BigInt(v.value), 0n);
    if (aggregation.has_avg) return { double_value: Number(total) / numbers.length };
    return total >= INT64_MIN && total <= INT64_MAX ? integerField(total).toV1ValueObject() : { double_value: Number(total) };
  }
  const total = numbers.reduce((sum, v) => sum + Number(v.value), 0);
  if (aggregation.has_sum) return numbers.length === 0 ? { integer_value: 0 } : { double_value: total };
  return numbers.length === 0 ? { null_value: 0 } : { double_value: total / numbers.length };
}
