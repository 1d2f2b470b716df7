// @ts-check
// Point-in-time reads (https://cloud.google.com/firestore/docs/reference/rpc/google.firestore.v1#batchgetdocumentsrequest,
// `read_time`): Cloud Firestore keeps every version of a document for an hour and answers a read
// at any time in that window as the database was then; read-only transactions read one such
// snapshot throughout. The package kept only the latest version. Here each commit records the
// version it makes, per document, and versions older than the window (but the one in force at
// its start) are dropped as new ones come.
import { GrpcError, status } from "./errors.mjs";
import { isSettled } from "./clock.mjs";

/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./internals.mjs").Fields} Fields */

/**
 * A document at one time.
 * @typedef {{ exists: boolean, fields: Fields, createdAt: Date | null, updatedAt: Date | null }} DocumentState
 */

/** @typedef {DocumentState & { atMs: number }} Version */

/** Cloud Firestore's window for reads in the past, without point-in-time recovery: one hour. */
export const DEFAULT_RETENTION_MS = 60 * 60 * 1000;

/** How far ahead of the clock a read time may be: the read waits for it. Beyond, it is refused. */
const MAX_WAIT_MS = 1000;

/** The state a document is in now, as the store holds it. @param {StoredDocument} document @returns {DocumentState} */
export const currentState = (document) => ({
  exists: document.metadata.hasExist,
  fields: document.fields,
  createdAt: document.metadata.createdAt,
  updatedAt: document.metadata.updatedAt,
});

export class VersionHistory {
  /** @param {{ retentionMs?: number }} [options] */
  constructor({ retentionMs = DEFAULT_RETENTION_MS } = {}) {
    this.retentionMs = retentionMs;
    /**
     * Each document's versions, oldest first (the first one from -Infinity). A document with none
     * has been what it is now all along.
     * @type {WeakMap<StoredDocument, Version[]>}
     */
    this.versions = new WeakMap();
  }

  /**
   * Records the version a commit gives a document, at the commit's time.
   * @param {StoredDocument} document
   * @param {DocumentState} before what it was until now
   * @param {DocumentState} after what the commit makes it
   * @param {number} commitMs
   */
  record(document, before, after, commitMs) {
    let versions = this.versions.get(document);
    if (!versions) {
      versions = [{ ...before, atMs: -Infinity }];
      this.versions.set(document, versions);
    }
    versions.push({ ...after, atMs: commitMs });
    const horizon = Date.now() - this.retentionMs;
    let drop = 0;
    while (drop + 1 < versions.length && /** @type {Version} */ (versions[drop + 1]).atMs <= horizon) drop++;
    if (drop > 0) versions.splice(0, drop);
  }

  /**
   * The document as it was at `atMs` (its latest version at or before then); the current state
   * when `atMs` is undefined.
   * @param {StoredDocument} document
   * @param {number | undefined} atMs
   * @returns {DocumentState}
   */
  stateAt(document, atMs) {
    const versions = this.versions.get(document);
    if (atMs === undefined || !versions || /** @type {Version} */ (versions.at(-1)).atMs <= atMs) return currentState(document);
    let low = 0; // versions[low].atMs <= atMs < versions[high].atMs
    let high = versions.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (/** @type {Version} */ (versions[middle]).atMs <= atMs) low = middle;
      else high = middle;
    }
    return /** @type {Version} */ (versions[low]);
  }

  /**
   * A time a read may ask for, in milliseconds: within the window kept (FAILED_PRECONDITION, as
   * Cloud Firestore answers, when older), and settled: a time just ahead of the clock is waited
   * for (no commit can then still come at or before it); further ahead is refused.
   * @param {number} ms
   */
  async readableTime(ms) {
    if (ms < Date.now() - this.retentionMs) throw new GrpcError(status.FAILED_PRECONDITION, "The requested snapshot version is too old.");
    if (ms - Date.now() > MAX_WAIT_MS) throw new GrpcError(status.INVALID_ARGUMENT, "The read time is in the future.");
    while (!isSettled(ms)) await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(ms - Date.now()))));
    return ms;
  }
}
