// Values as Cloud Firestore compares them, over the field objects of @firestore-emulator/server
// ({ type: "string_value", value }, ...). The package compares only values of the same JS class,
// so an integer never equals a double and mixed-type fields do not sort; Cloud Firestore has one
// total order across types (https://firebase.google.com/docs/firestore/manage-data/data-types).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The package's own field classes and converter, from the file that defines them (its main entry
// bundles a private copy and does not export them).
export const fieldModule = require("@firestore-emulator/server/dist/FirestoreState/field.js");

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

const isNaNValue = (v) => v.type === "double_value" && Number.isNaN(v.value);

export function rank(v) {
  return isNaNValue(v) ? RANK.nan : RANK[v.type];
}

export const isNumber = (v) => (v.type === "integer_value" || v.type === "double_value") && !isNaNValue(v);

/**
 * Strings compare by their UTF-8 bytes in Cloud Firestore; JavaScript compares UTF-16 code units,
 * which differs only when a surrogate pair meets a character in U+E000..U+FFFF.
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

const sign = (n) => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareBytes(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** References (document names) compare segment by segment. */
function compareReferences(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    const c = compareStrings(x[i], y[i]);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}

/** Negative, zero or positive, as Cloud Firestore orders the two values. */
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
      return sign(a.value - b.value); // 1 and 1.0 are the same number; -0 equals 0
    case RANK.timestamp_value:
      return sign(a.value.seconds - b.value.seconds) || sign(a.value.nanos - b.value.nanos);
    case RANK.string_value:
      return sign(compareStrings(a.value, b.value));
    case RANK.bytes_value:
      return sign(compareBytes(a.value, b.value));
    case RANK.reference_value:
      return sign(compareReferences(a.value, b.value));
    case RANK.geo_point_value:
      return sign(a.value.latitude - b.value.latitude) || sign(a.value.longitude - b.value.longitude);
    case RANK.array_value: {
      const length = Math.min(a.value.length, b.value.length);
      for (let i = 0; i < length; i++) {
        const c = compareValues(a.value[i], b.value[i]);
        if (c !== 0) return c;
      }
      return sign(a.value.length - b.value.length);
    }
    case RANK.map_value: {
      const ka = Object.keys(a.value).sort(compareStrings);
      const kb = Object.keys(b.value).sort(compareStrings);
      const length = Math.min(ka.length, kb.length);
      for (let i = 0; i < length; i++) {
        const c = sign(compareStrings(ka[i], kb[i])) || compareValues(a.value[ka[i]], b.value[kb[i]]);
        if (c !== 0) return c;
      }
      return sign(ka.length - kb.length);
    }
    default:
      throw new Error(`unknown value type ${a.type}`);
  }
}

/** Equality as the == and in filters see it: NaN equals nothing (it has its own IS_NAN filter). */
export function valuesEqual(a, b) {
  return !isNaNValue(a) && !isNaNValue(b) && compareValues(a, b) === 0;
}

export const isNaNField = isNaNValue;

/**
 * A field path as the API writes it ("a.b", "`odd.name`.c", "`back``tick`") as its segments.
 * The package looked fields up by the whole string, so nested fields could not be read.
 */
const parsedPaths = new Map();

export function parseFieldPath(path) {
  let segments = parsedPaths.get(path);
  if (!segments) {
    segments = splitFieldPath(path);
    if (parsedPaths.size < 10_000) parsedPaths.set(path, segments);
  }
  return segments;
}

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

/**
 * The value at `path` of a document ({ name, fields }), or undefined when it has none. `__name__`
 * is the document's name as a reference value, which is what Cloud Firestore orders ids by.
 */
export function valueAt(doc, path) {
  if (path === DOCUMENT_ID) return { type: "reference_value", value: doc.name };
  let value = { type: "map_value", value: doc.fields };
  for (const segment of parseFieldPath(path)) {
    if (value.type !== "map_value") return undefined;
    value = value.value[segment];
    if (value === undefined) return undefined;
  }
  return value;
}

/** `fields` with the value at `segments` replaced (maps on the way created or copied). */
export function setAt(fields, segments, value) {
  const [head, ...rest] = segments;
  const copy = { ...fields };
  if (rest.length === 0) copy[head] = value;
  else {
    const child = fields[head]?.type === "map_value" ? fields[head].value : {};
    copy[head] = new fieldModule.FirestoreStateDocumentMapField(setAt(child, rest, value));
  }
  return copy;
}

/** `fields` without the value at `segments` (unchanged when there is none). */
export function deleteAt(fields, segments) {
  const [head, ...rest] = segments;
  if (!(head in fields)) return fields;
  const copy = { ...fields };
  if (rest.length === 0) delete copy[head];
  else if (fields[head].type === "map_value") {
    copy[head] = new fieldModule.FirestoreStateDocumentMapField(deleteAt(fields[head].value, rest));
  }
  return copy;
}

/** A document's fields as the API sends them (a protobuf map of Values), as field objects. */
export function fieldsFromProto(protoFields) {
  return Object.fromEntries([...protoFields.entries()].map(([key, value]) => [key, fieldModule.convertV1DocumentField(value)]));
}

/** Milliseconds since the epoch as an API Timestamp object. */
export function timestampObject(ms) {
  return { seconds: Math.floor(ms / 1000), nanos: (((ms % 1000) + 1000) % 1000) * 1_000_000 };
}
