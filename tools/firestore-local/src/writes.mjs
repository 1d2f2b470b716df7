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
// - the `update_time` precondition (`lastUpdateTime`) is checked;
// - each commit gets its own commit time, strictly after the previous one, so an update time
//   identifies one version of a document.
import { GrpcError, status } from "./errors.mjs";
import { touched } from "./indexes.mjs";
import { deleteAt, fieldModule, fieldsFromProto, isNumber, parseFieldPath, setAt, timestampObject, valueAt, valuesEqual } from "./values.mjs";

const F = fieldModule;
const REQUEST_TIME = 1; // DocumentTransform.FieldTransform.ServerValue.REQUEST_TIME

let lastCommitMs = 0;
/** A commit time strictly after every earlier one (millisecond resolution, like the stored times). */
export function nextCommitTime() {
  lastCommitMs = Math.max(Date.now(), lastCommitMs + 1);
  return lastCommitMs;
}

/** What a document is (or will be) at one point of a commit. */
const stateOf = (document) => ({
  exists: document.metadata.hasExist,
  fields: document.fields,
  createdAt: document.metadata.createdAt,
  updatedAt: document.metadata.updatedAt,
});

const sameTime = (date, timestamp) => {
  const t = timestampObject(date.getTime());
  return Number(timestamp.seconds) === t.seconds && Number(timestamp.nanos) === t.nanos;
};

function checkPrecondition(write, name, current) {
  if (!write.has_current_document) return;
  const precondition = write.current_document;
  if (precondition.has_exists) {
    if (precondition.exists && !current.exists) throw new GrpcError(status.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && current.exists) throw new GrpcError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
  }
  if (precondition.has_update_time && !(current.exists && sameTime(current.updatedAt, precondition.update_time))) {
    throw new GrpcError(status.FAILED_PRECONDITION, `The document ${name} has changed since the given update time.`);
  }
}

const numberField = (n, integer) => (integer ? new F.FirestoreStateDocumentIntegerField(n) : new F.FirestoreStateDocumentDoubleField(n));

/** Integer arithmetic stays integer; anything with a double is a double. */
function numeric(current, operand, combine) {
  if (current === undefined || !isNumber(current)) return operand;
  const integer = current.type === "integer_value" && operand.type === "integer_value";
  return numberField(combine(current.value, operand.value), integer);
}

function transformValue(transform, current, commitMs) {
  const toField = F.convertV1DocumentField;
  switch (transform.transform_type) {
    case "set_to_server_value":
      if (transform.set_to_server_value !== REQUEST_TIME) throw new GrpcError(status.INVALID_ARGUMENT, "Unknown server value.");
      return new F.FirestoreStateDocumentTimestampField(timestampObject(commitMs));
    case "increment":
      return numeric(current, toField(transform.increment), (a, b) => a + b);
    case "maximum":
      return numeric(current, toField(transform.maximum), (a, b) => Math.max(a, b));
    case "minimum":
      return numeric(current, toField(transform.minimum), (a, b) => Math.min(a, b));
    case "append_missing_elements": {
      const result = current?.type === "array_value" ? [...current.value] : [];
      for (const element of transform.append_missing_elements.values.map(toField)) {
        if (!result.some((v) => valuesEqual(v, element))) result.push(element);
      }
      return new F.FirestoreStateDocumentArrayField(result);
    }
    case "remove_all_from_array": {
      const removed = transform.remove_all_from_array.values.map(toField);
      const kept = current?.type === "array_value" ? current.value.filter((v) => !removed.some((r) => valuesEqual(v, r))) : [];
      return new F.FirestoreStateDocumentArrayField(kept);
    }
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, `Unsupported field transform ${transform.transform_type}.`);
  }
}

/** Applies the transforms in order, each seeing the result of the previous ones. */
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

/** The fields after an update write: replaced (no mask), or the masked paths set or deleted. */
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

/** The document name a write targets. */
export function writeTarget(write) {
  if (write.has_update) return write.update.name;
  if (write.has_delete) return write.delete;
  if (write.has_transform) return write.transform.document;
  throw new GrpcError(status.INVALID_ARGUMENT, "A write must update, delete or transform a document.");
}

/**
 * Plans a commit without touching the state: the final state of every document it writes, and
 * one result per write. Throws a GrpcError (and changes nothing) if any precondition fails.
 * @returns {{ changes: Map<string, { document, before, after }>, results: object[] }}
 */
export function planCommit(state, writes, commitMs) {
  const changes = new Map();
  const results = [];
  for (const write of writes) {
    const name = writeTarget(write);
    let change = changes.get(name);
    if (!change) {
      const document = state.getDocument(name);
      const before = stateOf(document);
      change = { document, before, after: before };
      changes.set(name, change);
    }
    const current = change.after;
    checkPrecondition(write, name, current);
    const transformResults = [];
    if (write.has_delete) {
      change.after = { exists: false, fields: {}, createdAt: null, updatedAt: null };
    } else {
      const base = write.has_update ? updatedFields(write, current) : current.fields;
      const transforms = write.has_update ? write.update_transforms : write.transform.field_transforms;
      const fields = applyTransforms(base, name, transforms, commitMs, transformResults);
      const createdAt = current.exists ? current.createdAt : new Date(commitMs);
      change.after = { exists: true, fields, createdAt, updatedAt: new Date(commitMs) };
    }
    results.push({ update_time: timestampObject(commitMs), transform_results: transformResults });
  }
  return { changes, results };
}

/** Applies a plan made by planCommit, all at once (synchronously: no other request runs between). */
export function applyCommit(state, plan) {
  for (const { document, before, after } of plan.changes.values()) {
    touched(document.parent);
    document.fields = after.fields;
    if (after.exists) {
      document.metadata = { hasExist: true, createdAt: after.createdAt, updatedAt: after.updatedAt };
      state.emitter.emit(before.exists ? "update-document" : "create-document", { document });
    } else if (before.exists) {
      document.metadata = { hasExist: false, createdAt: null, updatedAt: null };
      state.emitter.emit("delete-document", { document });
    }
  }
}
