// @ts-check
// Commits as Cloud Firestore applies them (https://cloud.google.com/firestore/docs/reference/rpc/google.firestore.v1#write).
// Fixed here, against @firestore-emulator/server 0.3.15:
// - atomicity: the package applied writes one by one, so a failed precondition left the earlier
//   writes of the same commit in place. Here every write is planned against the state the earlier
//   ones leave, and nothing is applied unless all of them can be;
// - `set()` without merge (a write with no update mask) replaces the document; the package merged;
// - a field path in the update mask that the write carries no value for is deleted: that is how
//   `FieldValue.delete()` reaches the server, and the package ignored it;
// - every field transform of a write is applied (the package stopped after the first server
//   timestamp or array transform), `arrayUnion` on a missing field creates the array, and
//   `maximum` / `minimum` are supported;
// - integers are 64-bit: `increment` adds exactly beyond 2^53 and an overflow stops at the int64
//   limit ("the field is resolved to the largest magnitude positive/negative integer");
// - the `update_time` precondition (`lastUpdateTime`) is checked;
// - each commit gets its own commit time, strictly after the previous one (clock.mjs), so an
//   update time identifies one version of a document.
import { GrpcError, status } from "./errors.mjs";
import { touched } from "./indexes.mjs";
import { currentState } from "./history.mjs";
import {
  compareNumbers,
  deleteAt,
  fieldModule,
  fieldsFromProto,
  INT64_MAX,
  INT64_MIN,
  integerField,
  isNaNField,
  isNumber,
  parseFieldPath,
  setAt,
  timestampObject,
  toField,
  valueAt,
  valuesEqual,
} from "./values.mjs";

/** @typedef {import("./internals.mjs").Field} Field */
/** @typedef {import("./internals.mjs").Fields} Fields */
/** @typedef {import("./internals.mjs").Store} Store */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./history.mjs").DocumentState} DocumentState */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/write.js").Write} Write */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/write.js").DocumentTransformFieldTransform} FieldTransform */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/write.js").WriteResult} WriteResult */

/** What a commit does to one document. @typedef {{ document: StoredDocument, before: DocumentState, after: DocumentState }} Change */
/** A commit planned: its time, each document's change, one result per write. @typedef {{ commitMs: number, changes: Map<string, Change>, results: ReturnType<WriteResult["toObject"]>[] }} Plan */

const F = fieldModule;
const REQUEST_TIME = 1; // DocumentTransform.FieldTransform.ServerValue.REQUEST_TIME

/**
 * @param {Date} date
 * @param {{ seconds: number, nanos: number }} timestamp
 */
const sameTime = (date, timestamp) => {
  const t = timestampObject(date.getTime());
  return Number(timestamp.seconds) === t.seconds && Number(timestamp.nanos) === t.nanos;
};

/**
 * @param {Write} write
 * @param {string} name
 * @param {DocumentState} current
 */
function checkPrecondition(write, name, current) {
  if (!write.has_current_document) return;
  const precondition = write.current_document;
  if (precondition.has_exists) {
    if (precondition.exists && !current.exists) throw new GrpcError(status.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && current.exists) throw new GrpcError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
  }
  if (precondition.has_update_time && !(current.exists && current.updatedAt && sameTime(current.updatedAt, precondition.update_time))) {
    throw new GrpcError(status.FAILED_PRECONDITION, `The document ${name} has changed since the given update time.`);
  }
}

/** @param {Field | undefined} v @returns {v is Field} an integer or a double (NaN too) */
const numeric = (v) => v !== undefined && (v.type === "integer_value" || v.type === "double_value");

/**
 * `current + operand`: integers add exactly and saturate at the int64 limits; with a double, a
 * double. A field that is missing or not a number is set to the operand.
 * @param {Field | undefined} current
 * @param {Field} operand
 */
function increment(current, operand) {
  if (!numeric(current)) return operand;
  if (current.type === "integer_value" && operand.type === "integer_value") {
    const sum = BigInt(current.value) + BigInt(operand.value);
    return integerField(sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum);
  }
  return new F.FirestoreStateDocumentDoubleField(Number(current.value) + Number(operand.value));
}

/**
 * The larger (`sign` 1) or smaller (-1) of the current value and the operand, keeping the current
 * one when they are equal (3 and 3.0): the field takes the type of the one kept. NaN wins either
 * way; a field that is missing or not a number is set to the operand.
 * @param {Field | undefined} current
 * @param {Field} operand
 * @param {1 | -1} sign
 */
function extreme(current, operand, sign) {
  if (!numeric(current)) return operand;
  if (isNaNField(current)) return current;
  if (!isNumber(operand)) return operand;
  return compareNumbers(operand.value, current.value) === sign ? operand : current;
}

/**
 * @param {FieldTransform} transform
 * @param {Field | undefined} current
 * @param {number} commitMs
 * @returns {Field}
 */
function transformValue(transform, current, commitMs) {
  switch (transform.transform_type) {
    case "set_to_server_value":
      if (transform.set_to_server_value !== REQUEST_TIME) throw new GrpcError(status.INVALID_ARGUMENT, "Unknown server value.");
      return new F.FirestoreStateDocumentTimestampField(timestampObject(commitMs));
    case "increment":
      return increment(current, toField(transform.increment));
    case "maximum":
      return extreme(current, toField(transform.maximum), 1);
    case "minimum":
      return extreme(current, toField(transform.minimum), -1);
    case "append_missing_elements": {
      /** @type {Field[]} */
      const result = current?.type === "array_value" ? [...current.value] : [];
      for (const element of transform.append_missing_elements.values.map(toField)) {
        if (!result.some((v) => valuesEqual(v, element))) result.push(element);
      }
      return new F.FirestoreStateDocumentArrayField(result);
    }
    case "remove_all_from_array": {
      const removed = transform.remove_all_from_array.values.map(toField);
      /** @type {Field[]} */
      const kept = current?.type === "array_value" ? current.value.filter((/** @type {Field} */ v) => !removed.some((r) => valuesEqual(v, r))) : [];
      return new F.FirestoreStateDocumentArrayField(kept);
    }
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, `Unsupported field transform ${transform.transform_type}.`);
  }
}

/**
 * Applies the transforms in order, each seeing the result of the previous ones.
 * @param {Fields} fields
 * @param {string} name
 * @param {FieldTransform[]} transforms
 * @param {number} commitMs
 * @param {object[]} results the transform results, in order
 */
function applyTransforms(fields, name, transforms, commitMs, results) {
  let next = fields;
  for (const transform of transforms) {
    const segments = parseFieldPath(transform.field_path);
    const value = transformValue(transform, valueAt({ name, fields: next }, transform.field_path), commitMs);
    next = setAt(next, segments, value);
    results.push(value.toV1ValueObject());
  }
  return next;
}

/**
 * The fields after an update write: replaced (no mask), or the masked paths set or deleted.
 * @param {Write} write
 * @param {DocumentState} current
 */
function updatedFields(write, current) {
  const given = fieldsFromProto(write.update.fields);
  if (!write.has_update_mask) return given;
  let fields = current.exists ? current.fields : {};
  for (const path of write.update_mask.field_paths) {
    const segments = parseFieldPath(path);
    const value = valueAt({ name: "", fields: given }, path);
    fields = value === undefined ? deleteAt(fields, segments) : setAt(fields, segments, value);
  }
  return fields;
}

/**
 * The document name a write targets.
 * @param {Write} write
 */
export function writeTarget(write) {
  if (write.has_update) return write.update.name;
  if (write.has_delete) return write.delete;
  if (write.has_transform) return write.transform.document;
  throw new GrpcError(status.INVALID_ARGUMENT, "A write must update, delete or transform a document.");
}

/**
 * Plans a commit at `commitMs` without touching the state: the final state of every document it
 * writes, and one result per write. Throws a GrpcError (and changes nothing) if any precondition fails.
 * @param {Store} state
 * @param {Write[]} writes
 * @param {number} commitMs
 * @returns {Plan}
 */
export function planCommit(state, writes, commitMs) {
  /** @type {Map<string, Change>} */
  const changes = new Map();
  const results = [];
  for (const write of writes) {
    const name = writeTarget(write);
    let change = changes.get(name);
    if (!change) {
      const document = state.getDocument(name);
      const before = currentState(document);
      change = { document, before, after: before };
      changes.set(name, change);
    }
    const current = change.after;
    checkPrecondition(write, name, current);
    /** @type {object[]} */
    const transformResults = [];
    if (write.has_delete) {
      change.after = { exists: false, fields: {}, createdAt: null, updatedAt: null };
    } else {
      const base = write.has_update ? updatedFields(write, current) : current.fields;
      const transforms = write.has_update ? write.update_transforms : write.transform.field_transforms;
      const fields = applyTransforms(base, name, transforms, commitMs, transformResults);
      const createdAt = current.exists && current.createdAt ? current.createdAt : new Date(commitMs);
      change.after = { exists: true, fields, createdAt, updatedAt: new Date(commitMs) };
    }
    results.push({ update_time: timestampObject(commitMs), transform_results: transformResults });
  }
  return { commitMs, changes, results };
}

/**
 * Applies a plan made by planCommit, all at once (synchronously: no other request runs between).
 * @param {Store} state
 * @param {Plan} plan
 */
export function applyCommit(state, plan) {
  for (const { document, before, after } of plan.changes.values()) {
    touched(document.parent);
    document.fields = after.fields;
    if (after.exists && after.createdAt && after.updatedAt) {
      document.metadata = { hasExist: true, createdAt: after.createdAt, updatedAt: after.updatedAt };
      state.emitter.emit(before.exists ? "update-document" : "create-document", { document });
    } else if (before.exists) {
      document.metadata = { hasExist: false, createdAt: null, updatedAt: null };
      state.emitter.emit("delete-document", { document });
    }
  }
}
