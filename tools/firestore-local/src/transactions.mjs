// @ts-check
// Read-write transactions with pessimistic locking, as Cloud Firestore gives the server client
// libraries (https://firebase.google.com/docs/firestore/transaction-data-contention). The package
// handed every transaction the same dummy id and isolated nothing, so concurrent read-modify-write
// transactions lost updates. Here:
// - a document read in a transaction is locked by it until it commits or rolls back; another
//   transaction that reads it, and any commit that writes it, waits;
// - a query in a transaction locks the documents it returns and its filter (a predicate lock):
//   a commit that would add, change or remove a document matching that filter waits too, so a
//   "no document with this code yet" answer stays true until the transaction ends;
// - a wait that would close a cycle (a deadlock) aborts the waiting transaction with ABORTED, and
//   so does a wait longer than `lockWaitMs`: the client library retries it, as against Cloud Firestore;
// - a transaction idle for `idleMs` expires and lets its locks go.
// Locks are exclusive (a read lock is also a write lock): simpler than shared locks, and it
// serializes readers of one document, which Cloud Firestore would only do at commit.
// A read-only transaction takes no lock: it reads one snapshot, at its read time (history.mjs).
import { randomBytes } from "node:crypto";
import { GrpcError, status } from "./errors.mjs";

/** @typedef {import("./query.mjs").Viewable} Viewable */
/** A predicate lock: the documents a query covers and its filter. @typedef {{ covers: (name: string) => boolean, matches: import("./query.mjs").Matcher }} Predicate */
/** A document a commit changes, before and after (null: absent). @typedef {{ name: string, before: Viewable | null, after: Viewable | null }} ChangeView */
/** @typedef {"active" | "committed" | "rolledback" | "aborted" | "expired"} TransactionState */

const CONTENTION = "Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to succeed.";
const EXPIRED = "The referenced transaction has expired or is no longer valid.";

export class Transaction {
  /**
   * @param {TransactionManager} manager
   * @param {boolean} readOnly
   * @param {number | undefined} readMs a read-only transaction's snapshot time
   */
  constructor(manager, readOnly, readMs) {
    this.manager = manager;
    this.id = randomBytes(16);
    this.key = this.id.toString("hex");
    this.readOnly = readOnly;
    /** The time a read-only transaction reads at (undefined for a read-write one: it reads the latest data, locked). */
    this.readMs = readOnly ? readMs : undefined;
    /** "active" until it commits, rolls back, is aborted or expires. @type {TransactionState} */
    this.state = "active";
    /** @type {Set<string>} */
    this.documents = new Set();
    /** Granted predicate locks. @type {Predicate[]} */
    this.predicates = [];
    /** The transactions this one waits for right now (the wait-for graph). @type {Set<Transaction>} */
    this.waitsFor = new Set();
    this.busy = 0;
    /** @type {() => void} */
    this.end = () => undefined;
    /** @type {Promise<void>} */
    this.ended = new Promise((resolve) => (this.end = resolve));
    /** @type {NodeJS.Timeout | undefined} */
    this.idleTimer = undefined;
    this.touch();
  }

  touch() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.busy === 0) this.manager.finish(this, "expired");
      else this.touch();
    }, this.manager.idleMs);
    this.idleTimer.unref?.();
  }
}

export class TransactionManager {
  /** @param {{ lockWaitMs?: number, idleMs?: number }} [options] */
  constructor({ lockWaitMs = 20_000, idleMs = 60_000 } = {}) {
    this.lockWaitMs = lockWaitMs;
    this.idleMs = idleMs;
    /** Active transactions by id (hex), and finished ones' states for a later clear error. @type {Map<string, Transaction>} */
    this.transactions = new Map();
    /** @type {Map<string, TransactionState>} */
    this.finished = new Map();
    /** Document name → the transaction holding its lock. @type {Map<string, Transaction>} */
    this.holders = new Map();
  }

  /**
   * @param {{ readOnly?: boolean, readMs?: number }} [options] `readMs`: a read-only transaction's snapshot time
   */
  begin({ readOnly = false, readMs } = {}) {
    const transaction = new Transaction(this, readOnly, readMs);
    this.transactions.set(transaction.key, transaction);
    return transaction;
  }

  /**
   * The active transaction with this id, or the error Cloud Firestore gives for it.
   * @param {Uint8Array} id
   */
  get(id) {
    const key = Buffer.from(id).toString("hex");
    const transaction = this.transactions.get(key);
    if (transaction) return transaction;
    if (this.finished.get(key) === "aborted") throw new GrpcError(status.ABORTED, CONTENTION);
    throw new GrpcError(status.INVALID_ARGUMENT, EXPIRED);
  }

  /**
   * Ends a transaction: its locks go and whoever waits for it is woken.
   * @param {Transaction} transaction
   * @param {Exclude<TransactionState, "active">} state
   */
  finish(transaction, state) {
    if (transaction.state !== "active") return;
    transaction.state = state;
    clearTimeout(transaction.idleTimer);
    this.transactions.delete(transaction.key);
    this.finished.set(transaction.key, state);
    if (this.finished.size > 10_000) this.finished.delete(/** @type {string} */ (this.finished.keys().next().value));
    for (const name of transaction.documents) if (this.holders.get(name) === transaction) this.holders.delete(name);
    transaction.documents.clear();
    transaction.predicates = [];
    transaction.end();
  }

  /**
   * Runs one operation of a transaction, keeping it from expiring meanwhile.
   * @template T
   * @param {Transaction} transaction
   * @param {() => T | Promise<T>} work
   * @returns {Promise<T>}
   */
  async within(transaction, work) {
    if (transaction.state !== "active") this.get(transaction.id);
    transaction.busy++;
    try {
      return await work();
    } finally {
      transaction.busy--;
      transaction.touch();
    }
  }

  /**
   * @param {Transaction} from
   * @param {Transaction} target
   * @param {Set<Transaction>} [seen]
   * @returns {boolean}
   */
  #reaches(from, target, seen = new Set()) {
    if (from === target) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    for (const next of from.waitsFor) if (this.#reaches(next, target, seen)) return true;
    return false;
  }

  /**
   * Waits until one of `blockers` ends. `waiter` is the transaction that waits (null for a plain
   * commit, which holds no lock and so can close no cycle). Throws ABORTED, after aborting the
   * waiter, on a deadlock or when `deadline` passes.
   * @param {Transaction | null} waiter
   * @param {Transaction[]} blockers
   * @param {number} deadline
   */
  async #waitFor(waiter, blockers, deadline) {
    if (waiter && blockers.some((b) => this.#reaches(b, waiter))) {
      this.finish(waiter, "aborted");
      throw new GrpcError(status.ABORTED, CONTENTION);
    }
    const remaining = deadline - Date.now();
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<boolean>} */
    const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve(true), Math.max(remaining, 0))));
    if (waiter) waiter.waitsFor = new Set(blockers);
    try {
      const late = await Promise.race([timedOut, ...blockers.map((b) => b.ended.then(() => false))]);
      if (waiter && /** @type {TransactionState} */ (waiter.state) !== "active") throw new GrpcError(status.ABORTED, CONTENTION);
      if (late) {
        if (waiter) this.finish(waiter, "aborted");
        throw new GrpcError(status.ABORTED, CONTENTION);
      }
    } finally {
      clearTimeout(timer);
      if (waiter) waiter.waitsFor = new Set();
    }
  }

  /**
   * @param {Transaction | null} transaction
   * @param {string[]} names
   */
  #lockHolders(transaction, names) {
    const blockers = new Set();
    for (const name of names) {
      const holder = this.holders.get(name);
      if (holder && holder !== transaction) blockers.add(holder);
    }
    return [...blockers];
  }

  /**
   * @param {Transaction} transaction
   * @param {string[]} names
   */
  #grant(transaction, names) {
    for (const name of names) {
      this.holders.set(name, transaction);
      transaction.documents.add(name);
    }
  }

  /**
   * Locks documents for a read-write transaction's read; waits while others hold them.
   * @param {Transaction} transaction
   * @param {string[]} names
   */
  async lockDocuments(transaction, names) {
    if (transaction.readOnly) return;
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      const blockers = this.#lockHolders(transaction, names);
      if (blockers.length === 0) return this.#grant(transaction, names);
      await this.#waitFor(transaction, blockers, deadline);
    }
  }

  /**
   * Runs a query for a transaction: `evaluate()` gives the documents it returns now. Once none of
   * them is locked by another transaction, they are locked, the filter is held as a predicate lock
   * and that result is returned (re-evaluated after every wait, so it is current when granted).
   * @template {{ name: string }} V
   * @param {Transaction} transaction
   * @param {Predicate} predicate
   * @param {() => V[]} evaluate
   */
  async lockQuery(transaction, predicate, evaluate) {
    if (transaction.readOnly) return evaluate();
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      const result = evaluate();
      const names = result.map((view) => view.name);
      const blockers = this.#lockHolders(transaction, names);
      if (blockers.length === 0) {
        this.#grant(transaction, names);
        transaction.predicates.push(predicate);
        return result;
      }
      await this.#waitFor(transaction, blockers, deadline);
    }
  }

  /**
   * The other transactions a commit must wait for: those holding a lock on a document it writes,
   * and those whose predicate lock matches a written document before or after the write.
   * @param {Transaction | null} transaction
   * @param {ChangeView[]} changes
   */
  #writeBlockers(transaction, changes) {
    const blockers = new Set(this.#lockHolders(transaction, changes.map((c) => c.name)));
    for (const other of this.transactions.values()) {
      if (other === transaction || blockers.has(other)) continue;
      const conflicts = other.predicates.some((p) =>
        changes.some((c) => p.covers(c.name) && ((c.before && p.matches(c.before)) || (c.after && p.matches(c.after)))),
      );
      if (conflicts) blockers.add(other);
    }
    return [...blockers];
  }

  /**
   * Waits until a commit may apply, then applies it: `plan()` describes its changes against the
   * current state and is called again after every wait; `apply(planned)` runs in the same
   * synchronous step as the last plan and lock check. (Applying after an `await` let several
   * commits woken by one transaction's end all plan against the same state, each overwriting the
   * others, and let a transaction be granted the lock and read in between: plain writes were lost.)
   * Returns the applied plan.
   * @template {{ views: ChangeView[] }} P
   * @param {Transaction | null} transaction
   * @param {() => P} plan
   * @param {(planned: P) => void} apply
   * @returns {Promise<P>}
   */
  async whenWritable(transaction, plan, apply) {
    const deadline = Date.now() + this.lockWaitMs;
    for (;;) {
      const planned = plan();
      const blockers = this.#writeBlockers(transaction, planned.views);
      if (blockers.length === 0) {
        apply(planned);
        return planned;
      }
      await this.#waitFor(transaction, blockers, deadline);
    }
  }
}
