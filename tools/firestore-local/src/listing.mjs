// @ts-check
// Listing what a database holds (the package answered neither method: "not implemented"):
// - ListDocuments (`CollectionReference.listDocuments()`): a collection's documents by id; with
//   `show_missing`, also the "missing" ones, which do not exist but have documents below them
//   (returned with their name only: no fields, no create or update time);
// - ListCollectionIds (`listCollections()`): the collections under a document or the database
//   root that hold a document, at any depth.
// Both can read at a past time (history.mjs), and page with page_size / page_token.
import { GrpcError, status } from "./errors.mjs";
import { compareReferences, compareStrings } from "./values.mjs";

/** @typedef {import("./internals.mjs").Store} Store */
/** @typedef {import("./internals.mjs").StoredCollection} StoredCollection */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./internals.mjs").StoredDatabase} StoredDatabase */
/** @typedef {import("./history.mjs").VersionHistory} VersionHistory */
/** @typedef {import("./history.mjs").DocumentState} DocumentState */

export const ROOT = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

/**
 * The database root or the document a parent name names.
 * @param {Store} state
 * @param {string} parent
 * @returns {StoredDatabase | StoredDocument}
 */
export function holderOf(state, parent) {
  const root = ROOT.exec(parent);
  return root ? state.getProject(/** @type {string} */ (root[1])).getDatabase(/** @type {string} */ (root[2])) : state.getDocument(parent);
}

/**
 * Whether any document below `document` (in its collections, at any depth) exists at `atMs`.
 * @param {VersionHistory} history
 * @param {StoredDocument} document
 * @param {number | undefined} atMs
 * @returns {boolean}
 */
function hasDocumentsBelow(history, document, atMs) {
  return Object.values(document.collections ?? {}).some((collection) => holdsDocuments(history, collection, atMs));
}

/**
 * Whether a collection holds a document (in it or below it) at `atMs`.
 * @param {VersionHistory} history
 * @param {StoredCollection} collection
 * @param {number | undefined} atMs
 * @returns {boolean}
 */
function holdsDocuments(history, collection, atMs) {
  return collection.getAllDocuments().some((d) => history.stateAt(d, atMs).exists || hasDocumentsBelow(history, d, atMs));
}

/**
 * One page of a sorted list: after the item a page token names, at most `pageSize` items (all
 * with 0), and the token of the next page ("" at the end). A token is the last item's key.
 * @template T
 * @param {T[]} sorted
 * @param {(item: T) => string} keyOf
 * @param {(a: string, b: string) => number} compare
 * @param {number} pageSize
 * @param {string} pageToken
 */
function page(sorted, keyOf, compare, pageSize, pageToken) {
  if (pageSize < 0) throw new GrpcError(status.INVALID_ARGUMENT, "page_size must not be negative.");
  let start = 0;
  if (pageToken) {
    const after = Buffer.from(pageToken, "base64url").toString("utf8");
    start = sorted.findIndex((item) => compare(keyOf(item), after) > 0);
    if (start < 0) start = sorted.length;
  }
  const end = pageSize > 0 ? Math.min(start + pageSize, sorted.length) : sorted.length;
  const items = sorted.slice(start, end);
  const last = items.at(-1);
  const nextPageToken = end < sorted.length && last !== undefined ? Buffer.from(keyOf(last), "utf8").toString("base64url") : "";
  return { items, nextPageToken };
}

/**
 * The documents ListDocuments returns: in `collectionId` under `parent` (every collection directly
 * under it when the id is empty), existing at `atMs` or (`showMissing`) with documents below them,
 * ordered by name. `state` null: a missing document.
 * @param {Store} state
 * @param {VersionHistory} history
 * @param {{ parent: string, collectionId: string, showMissing: boolean, orderBy: string, pageSize: number, pageToken: string, atMs: number | undefined }} request
 * @returns {{ items: { document: StoredDocument, state: DocumentState | null }[], nextPageToken: string }}
 */
export function documentsToList(state, history, { parent, collectionId, showMissing, orderBy, pageSize, pageToken, atMs }) {
  if (orderBy.trim() !== "" && orderBy.trim() !== "__name__") {
    throw new GrpcError(status.UNIMPLEMENTED, "ListDocuments with an order_by other than __name__ is not supported by the local emulator.");
  }
  const collections = collectionId ? [state.getCollection(`${parent}/${collectionId}`)] : Object.values(holderOf(state, parent).collections ?? {});
  const listed = [];
  for (const collection of collections) {
    for (const document of collection.getAllDocuments()) {
      const at = history.stateAt(document, atMs);
      if (at.exists) listed.push({ document, state: at });
      else if (showMissing && hasDocumentsBelow(history, document, atMs)) listed.push({ document, state: null });
    }
  }
  const named = listed.map((item) => ({ ...item, name: item.document.getPath() }));
  named.sort((a, b) => compareReferences(a.name, b.name));
  return page(named, (item) => item.name, compareReferences, pageSize, pageToken);
}

/**
 * The ids of the collections directly under `parent` that hold a document at `atMs`, in order.
 * @param {Store} state
 * @param {VersionHistory} history
 * @param {{ parent: string, pageSize: number, pageToken: string, atMs: number | undefined }} request
 */
export function collectionIdsToList(state, history, { parent, pageSize, pageToken, atMs }) {
  const ids = Object.values(holderOf(state, parent).collections ?? {})
    .filter((collection) => holdsDocuments(history, collection, atMs))
    .map((collection) => collection.name)
    .sort(compareStrings);
  return page(ids, (id) => id, compareStrings, pageSize, pageToken);
}
