// @ts-check
// Values as Cloud Firestore compares them, over the field objects of @firestore-emulator/server
// ({ type: "string_value", value }, ...). The package compares only values of the same JS class,
// so an integer never equals a double and mixed-type fields do not sort; Cloud Firestore has one
// total order across types (https://firebase.google.com/docs/firestore/manage-data/data-types).
// Integers are 64-bit: the package stored them as JS numbers and refused any beyond 2^53 (the
// wire gives those as decimal strings); here they are kept exactly, as a bigint past 2^53.
import { requireInternal } from "./version.mjs";

/** @typedef {import("./internals.mjs").Field} Field */
/** @typedef {import("./internals.mjs").Fields} Fields */
/** @typedef {import("./internals.mjs").TimestampObject} TimestampObject */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/document.js").Value} Value */

/**
 * The package's own field classes and converter, from the file that defines them (its main entry
 * bundles a private copy and does not export them).
 * @type {{
 *   convertV1DocumentField(value: Value): Field,
 *   FirestoreStateDocumentIntegerField: new (value: number) => Field,
 *   FirestoreStateDocumentDoubleField: new (value: number) => Field,
 *   FirestoreStateDocumentTimestampField: new (value: TimestampObject) => Field,
 *   FirestoreStateDocumentArrayField: new (value: Field[]) => Field,
 *   FirestoreStateDocumentMapField: new (value: Fields) => Field,
 * }}
 */
export const fieldModule = requireInternal("@firestore-emulator/server/dist/FirestoreState/field.js");

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);

/**
 * An integer beyond JavaScript's safe integers, kept as a bigint. A subclass of the package's
 * integer field (whose constructor takes only safe numbers), so its own code still sees an integer.
 */
class ExactIntegerField extends fieldModule.FirestoreStateDocumentIntegerField {
  /** @param {bigint} value */
  constructor(value) {
    super(0);
    /** @type {any} */ (this).value = value;
  }
}

/**
 * An integer field: a number while it is safe, a bigint beyond. `n` must be within int64.
 * @param {number | bigint | string} n
 * @returns {Field}
 */
export function integerField(n) {
  if (typeof n === "number" && Number.isSafeInteger(n)) return new fieldModule.FirestoreStateDocumentIntegerField(n);
  const big = BigInt(n);
  if (big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)) {
    return new fieldModule.FirestoreStateDocumentIntegerField(Number(big));
  }
  return new ExactIntegerField(big);
}

/**
 * An API Value as a stored field, integers exactly (the package's converter throws on those the
 * wire gives as strings, nested ones included).
 * @param {Value} value
 * @returns {Field}
 */
export function toField(value) {
  if (value.has_integer_value) return integerField(value.integer_value);
  if (value.has_array_value) return new fieldModule.FirestoreStateDocumentArrayField(value.array_value.values.map(toField));
  if (value.has_map_value) return new fieldModule.FirestoreStateDocumentMapField(fieldsFromProto(value.map_value.fields));
  return fieldModule.convertV1DocumentField(value);
}

/**
 * A document's fields as the API sends them (a protobuf map of Values), as field objects.
 * @param {Map<string, Value>} protoFields
 * @returns {Fields}
 */
export function fieldsFromProto(protoFields) {
  return Object.fromEntries([...protoFields.entries()].map(([key, value]) => [key, toField(value)]));
}

// Cloud Firestore's type order: null < booleans < NaN < numbers < timestamps < strings < bytes
// < references < geo points < arrays < maps.
const RANK = {
  null_value: 0,
  boolean_value: 1,
  nan: 2,
  integer_value: 3,
  double_value: 3,
  timestamp_value: 4,
  string_value: 5,
  bytes_value: 6,
  reference_value: 7,
  geo_point_value: 8,
  array_value: 9,
  map_value: 10,
};

/** @param {Field} v */
const isNaNValue = (v) => v.type === "double_value" && Number.isNaN(v.value);

/** @param {Field} v */
export function rank(v) {
  return isNaNValue(v) ? RANK.nan : RANK[v.type];
}

/** @param {Field} v */
export const isNumber = (v) => (v.type === "integer_value" || v.type === "double_value") && !isNaNValue(v);

/**
 * Strings compare by their UTF-8 bytes in Cloud Firestore; JavaScript compares UTF-16 code units,
 * which differs only when a surrogate pair meets a character in U+E000..U+FFFF.
 * @param {string} a
 * @param {string} b
 */
export function compareStrings(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && x <= 0xdfff) x += 0x10000;
    if (y >= 0xd800 && y <= 0xdfff) y += 0x10000;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

/** @param {number} n */
const sign = (n) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/**
 * Two numbers (integers as number or bigint, doubles), by their exact values: `<` between a
 * bigint and a number compares the mathematical values. -0 equals 0.
 * @param {number | bigint} a
 * @param {number | bigint} b
 */
export const compareNumbers = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 */
function compareBytes(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return /** @type {number} */ (a[i]) - /** @type {number} */ (b[i]);
  return a.length - b.length;
}

/** A document id of the form `__id<int64>__`: a numeric id, which orders before every string id. */
const NUMERIC_ID = /^__id(-?\d+)__$/;

/**
 * Two segments of a document name: numeric ids first, by their number, then strings. The client
 * library relies on it: recursiveDelete() starts its scan at `__id-9223372036854775808__`.
 * @param {string} x
 * @param {string} y
 */
function compareSegments(x, y) {
  const nx = NUMERIC_ID.exec(x)?.[1];
  const ny = NUMERIC_ID.exec(y)?.[1];
  if (nx !== undefined && ny !== undefined) return compareNumbers(BigInt(nx), BigInt(ny));
  if (nx !== undefined) return -1;
  if (ny !== undefined) return 1;
  return compareStrings(x, y);
}

/**
 * References (document names) compare segment by segment.
 * @param {string} a
 * @param {string} b
 */
export function compareReferences(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const c = compareSegments(/** @type {string} */ (x[i]), /** @type {string} */ (y[i]));
    if (c !== 0) return sign(c);
  }
  return sign(x.length - y.length);
}

/**
 * Negative, zero or positive, as Cloud Firestore orders the two values.
 * @param {Field} a
 * @param {Field} b
 * @returns {number}
 */
export function compareValues(a, b) {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case RANK.null_value:
    case RANK.nan:
      return 0;
    case RANK.boolean_value:
      return a.value === b.value ? 0 : a.value ? 1 : -1;
    case RANK.integer_value:
      return compareNumbers(a.value, b.value); // 1 and 1.0 are the same number; 2^53 + 1 > 2^53
    case RANK.timestamp_value:
      return sign(a.value.seconds - b.value.seconds) || sign(a.value.nanos - b.value.nanos);
    case RANK.string_value:
      return sign(compareStrings(a.value, b.value));
    case RANK.bytes_value:
      return sign(compareBytes(a.value, b.value));
    case RANK.reference_value:
      return compareReferences(a.value, b.value);
    case RANK.geo_point_value:
      return sign(a.value.latitude - b.value.latitude) || sign(a.value.longitude - b.value.longitude);
    case RANK.array_value: {
      /** @type {Field[]} */
      const x = a.value;
      /** @type {Field[]} */
      const y = b.value;
      const length = Math.min(x.length, y.length);
      for (let i = 0; i < length; i++) {
        const c = compareValues(/** @type {Field} */ (x[i]), /** @type {Field} */ (y[i]));
        if (c !== 0) return c;
      }
      return sign(x.length - y.length);
    }
    case RANK.map_value: {
      const ka = Object.keys(a.value).sort(compareStrings);
      const kb = Object.keys(b.value).sort(compareStrings);
      const length = Math.min(ka.length, kb.length);
      for (let i = 0; i < length; i++) {
        const x = /** @type {string} */ (ka[i]);
        const y = /** @type {string} */ (kb[i]);
        const c = sign(compareStrings(x, y)) || compareValues(a.value[x], b.value[y]);
        if (c !== 0) return c;
      }
      return sign(ka.length - kb.length);
    }
    default:
      throw new Error(`unknown value type ${a.type}`);
  }
}

/**
 * Equality as the == and in filters see it: NaN equals nothing (it has its own IS_NAN filter).
 * @param {Field} a
 * @param {Field} b
 */
export function valuesEqual(a, b) {
  return !isNaNValue(a) && !isNaNValue(b) && compareValues(a, b) === 0;
}

export const isNaNField = isNaNValue;

/**
 * A field path as the API writes it ("a.b", "`odd.name`.c", "`back``tick`") as its segments.
 * The package looked fields up by the whole string, so nested fields could not be read.
 * @type {Map<string, string[]>}
 */
const parsedPaths = new Map();

/** @param {string} path */
export function parseFieldPath(path) {
  let segments = parsedPaths.get(path);
  if (!segments) {
    segments = splitFieldPath(path);
    if (parsedPaths.size < 10_000) parsedPaths.set(path, segments);
  }
  return segments;
}

/** @param {string} path */
function splitFieldPath(path) {
  const segments = [];
  let i = 0;
  while (i <= path.length) {
    let segment = "";
    if (path[i] === "`") {
      i++;
      while (i < path.length && path[i] !== "`") {
        if (path[i] === "\\" && i + 1 < path.length) i++;
        segment += path[i++];
      }
      i++; // closing backtick
    } else {
      while (i < path.length && path[i] !== ".") segment += path[i++];
    }
    segments.push(segment);
    if (path[i] !== ".") break;
    i++;
  }
  return segments;
}

export const DOCUMENT_ID = "__name__";

/** @this {Field} */
function referenceObject() {
  return { reference_value: this.value };
}
/** A document's fields seen as one map, to walk a path: never sent. */
const notSent = () => ({});

/**
 * The value at `path` of a document ({ name, fields }), or undefined when it has none. `__name__`
 * is the document's name as a reference value, which is what Cloud Firestore orders ids by.
 * @param {{ name: string, fields: Fields }} doc
 * @param {string} path
 * @returns {Field | undefined}
 */
export function valueAt(doc, path) {
  if (path === DOCUMENT_ID) return { type: "reference_value", value: doc.name, toV1ValueObject: referenceObject };
  /** @type {Field | undefined} */
  let value = { type: "map_value", value: doc.fields, toV1ValueObject: notSent };
  for (const segment of parseFieldPath(path)) {
    if (value.type !== "map_value") return undefined;
    value = /** @type {Fields} */ (value.value)[segment];
    if (value === undefined) return undefined;
  }
  return value;
}

/**
 * `fields` with the value at `segments` replaced (maps on the way created or copied).
 * @param {Fields} fields
 * @param {string[]} segments
 * @param {Field} value
 * @returns {Fields}
 */
export function setAt(fields, segments, value) {
  const [head, ...rest] = /** @type {[string, ...string[]]} */ (segments);
  const copy = { ...fields };
  if (rest.length === 0) copy[head] = value;
  else {
    const child = fields[head]?.type === "map_value" ? fields[head].value : {};
    copy[head] = new fieldModule.FirestoreStateDocumentMapField(setAt(child, rest, value));
  }
  return copy;
}

/**
 * `fields` without the value at `segments` (unchanged when there is none).
 * @param {Fields} fields
 * @param {string[]} segments
 * @returns {Fields}
 */
export function deleteAt(fields, segments) {
  const [head, ...rest] = /** @type {[string, ...string[]]} */ (segments);
  const field = fields[head];
  if (field === undefined) return fields;
  const copy = { ...fields };
  if (rest.length === 0) delete copy[head];
  else if (field.type === "map_value") {
    copy[head] = new fieldModule.FirestoreStateDocumentMapField(deleteAt(field.value, rest));
  }
  return copy;
}

/**
 * Milliseconds since the epoch as an API Timestamp object.
 * @param {number} ms
 * @returns {TimestampObject}
 */
export function timestampObject(ms) {
  return { seconds: Math.floor(ms / 1000), nanos: (((ms % 1000) + 1000) % 1000) * 1_000_000 };
}

/**
 * An API Timestamp as milliseconds since the epoch (with a fraction below the millisecond).
 * @param {{ seconds: number | string, nanos: number }} timestamp
 */
export function millisOf(timestamp) {
  return Number(timestamp.seconds) * 1000 + timestamp.nanos / 1_000_000;
}
