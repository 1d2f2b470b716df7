// The parts of @firestore-emulator/server 0.3.15 that the local Firestore's modules use, as they
// are at run time: its document store (some of these members are private in the package's own
// types) and its stored values. version.mjs refuses any other version of the package.
import type { EventEmitter } from "node:events";

export type FieldType =
  | "null_value"
  | "boolean_value"
  | "integer_value"
  | "double_value"
  | "timestamp_value"
  | "string_value"
  | "bytes_value"
  | "reference_value"
  | "geo_point_value"
  | "array_value"
  | "map_value";

/**
 * A stored value: one of the package's FirestoreStateDocument*Field objects (or ours, for an
 * integer beyond 2^53), never changed in place. `value` depends on `type`: a string, boolean,
 * number, bigint (integers beyond 2^53), `{ seconds, nanos }`, `{ latitude, longitude }`,
 * Uint8Array, Field[] (arrays) or Fields (maps).
 */
export interface Field {
  readonly type: FieldType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- narrowed by `type` where it is read
  readonly value: any;
  toV1ValueObject(): ValueObject;
}

export type Fields = Record<string, Field>;

/** A google.firestore.v1.Value as a plain object (`{ string_value: "a" }`, ...). */
export type ValueObject = Record<string, unknown>;

/** google.protobuf.Timestamp as an object. */
export type TimestampObject = { seconds: number; nanos: number };

export type Metadata =
  | { hasExist: false; createdAt: null; updatedAt: null }
  | { hasExist: true; createdAt: Date; updatedAt: Date };

/** FirestoreStateDocument. A document that does not exist is kept too (`metadata.hasExist`). */
export interface StoredDocument {
  readonly name: string;
  readonly parent: StoredCollection;
  fields: Fields;
  metadata: Metadata;
  /** Its subcollections by id (private in the package). */
  readonly collections: Record<string, StoredCollection>;
  getPath(): string;
}

/** FirestoreStateCollection. Its documents stay in it after they are deleted. */
export interface StoredCollection {
  readonly name: string;
  readonly parent: StoredDocument | StoredDatabase;
  /** Its documents by id (private in the package). */
  documents: Record<string, StoredDocument>;
  getAllDocuments(): StoredDocument[];
  getDocument(id: string): StoredDocument;
  getPath(): string;
}

/** FirestoreStateDatabase. */
export interface StoredDatabase {
  /** Its root collections by id (private in the package). */
  readonly collections: Record<string, StoredCollection>;
  getPath(): string;
}

/** FirestoreState: every project's databases; paths are full resource names. */
export interface Store {
  readonly emitter: EventEmitter;
  getProject(name: string): { getDatabase(name: string): StoredDatabase };
  getCollection(path: string): StoredCollection;
  getDocument(path: string): StoredDocument;
}
