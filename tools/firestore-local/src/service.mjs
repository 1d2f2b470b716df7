// @ts-check
// The gRPC methods of google.firestore.v1.Firestore that the local emulator answers differently
// from @firestore-emulator/server 0.3.15, over the package's own document store. Each replaces
// the package's handler of the same name (see server.mjs); the others (Listen, ...) stay its own.
import { GrpcError, requireFromEmulator, status, toStatus } from "./errors.mjs";
import { aggregate, applyWindow, compileFilter, docView, hasWindow, matchesInOrder, MAX_AGGREGATIONS, projectionOf } from "./query.mjs";
import { candidatesFor, remembered } from "./indexes.mjs";
import { applyCommit, planCommit, writeTarget } from "./writes.mjs";
import { currentReadTime, lastCommitTime, nextCommitTime } from "./clock.mjs";
import { currentState } from "./history.mjs";
import { collectionIdsToList, documentsToList, holderOf } from "./listing.mjs";
import { millisOf, parseFieldPath, setAt, timestampObject, toField, valueAt } from "./values.mjs";
import { requireInternal } from "./version.mjs";

/** @typedef {import("./internals.mjs").Store} Store */
/** @typedef {import("./internals.mjs").Fields} Fields */
/** @typedef {import("./internals.mjs").StoredCollection} StoredCollection */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./history.mjs").DocumentState} DocumentState */
/** @typedef {import("./history.mjs").VersionHistory} VersionHistory */
/** @typedef {import("./query.mjs").DocView} DocView */
/** @typedef {import("./query.mjs").StructuredQuery} StructuredQuery */
/** @typedef {import("./transactions.mjs").Transaction} Transaction */
/** @typedef {import("./transactions.mjs").TransactionManager} TransactionManager */
/** @typedef {import("./transactions.mjs").ChangeView} ChangeView */
/** @typedef {import("./writes.mjs").Plan} Plan */
/** @typedef {typeof import("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js")} FirestoreProto */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/common.js").TransactionOptions} TransactionOptions */
/** @typedef {import("@firestore-emulator/proto/dist/google/firestore/v1/write.js").Write} Write */
/** @typedef {import("@firestore-emulator/proto/dist/google/protobuf/timestamp.js").Timestamp} Timestamp */
/**
 * @template Req, Res
 * @typedef {import("@grpc/grpc-js").ServerUnaryCall<Req, Res>} UnaryCall
 */
/**
 * @template Req, Res
 * @typedef {import("@grpc/grpc-js").ServerWritableStream<Req, Res>} StreamCall
 */
/**
 * @template Res
 * @typedef {import("@grpc/grpc-js").sendUnaryData<Res>} Callback
 */

/** @type {FirestoreProto} */
const proto = requireInternal("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js");
/** @type {typeof import("@firestore-emulator/proto/dist/google/protobuf/empty.js").Empty} */
const Empty = requireInternal("@firestore-emulator/proto/dist/google/protobuf/empty.js").Empty;
/** @type {typeof import("@grpc/grpc-js").Metadata} */
const Metadata = requireFromEmulator("@grpc/grpc-js").Metadata;

/**
 * Answers a streaming read with an error. The response headers go first: the client library
 * re-sends a stream that fails before any headers ("no response", retried twice with a backoff
 * of seconds), which would only delay an ABORTED read, the signal to retry the transaction.
 * @param {StreamCall<unknown, unknown>} call
 * @param {unknown} error
 */
function failStream(call, error) {
  call.sendMetadata(new Metadata());
  call.emit("error", toStatus(error));
}

/**
 * A document as the API returns it, in the state given, with only the `mask` paths when one is given.
 * @param {string} name
 * @param {DocumentState} state an existing document's
 * @param {string[] | null} mask
 */
function documentObject(name, state, mask) {
  let fields = state.fields;
  if (mask) {
    /** @type {Fields} */
    let kept = {};
    for (const path of mask) {
      const value = valueAt({ name: "", fields: state.fields }, path);
      if (value !== undefined) kept = setAt(kept, parseFieldPath(path), value);
    }
    fields = kept;
  }
  return {
    name,
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.toV1ValueObject()])),
    create_time: timestampObject(/** @type {Date} */ (state.createdAt).getTime()),
    update_time: timestampObject(/** @type {Date} */ (state.updatedAt).getTime()),
  };
}

/** @param {string} name */
const parentOf = (name) => name.slice(0, name.lastIndexOf("/"));
/** @param {string} path */
const lastSegment = (path) => path.slice(path.lastIndexOf("/") + 1);

/** Where a query reads from. @typedef {{ group: boolean, collections: () => StoredCollection[], covers: (name: string) => boolean }} Source */

/**
 * Where a query reads from: one collection; or (all_descendants: a collection group query, which
 * the package did not support) every collection with that id below `parent`; or, without an id
 * (a kindless query: recursiveDelete() lists what it deletes with one), every document below it.
 * @param {Store} state
 * @param {string} parent
 * @param {StructuredQuery} query
 * @returns {Source}
 */
function querySource(state, parent, query) {
  const from = query.from[0];
  if (query.from.length !== 1 || !from) throw new GrpcError(status.INVALID_ARGUMENT, "A query reads from exactly one collection.");
  const { collection_id: id, all_descendants: group } = from;
  if (!group) {
    if (!id) throw new GrpcError(status.INVALID_ARGUMENT, "A query without all_descendants must name a collection.");
    const path = `${parent}/${id}`;
    return { group: false, collections: () => [state.getCollection(path)], covers: (name) => parentOf(name) === path };
  }
  const prefix = `${parent}/`;
  return {
    group: true,
    collections: () => collectionsBelow(state, parent, id || undefined),
    covers: (name) => name.startsWith(prefix) && (!id || lastSegment(parentOf(name)) === id),
  };
}

/**
 * Every collection below `parent` (a database root or a document), at any depth; only those
 * called `id` when one is given.
 * @param {Store} state
 * @param {string} parent
 * @param {string} [id]
 */
function collectionsBelow(state, parent, id) {
  /** @type {StoredCollection[]} */
  const found = [];
  /** @param {{ collections: Record<string, StoredCollection> }} holder */
  const visit = (holder) => {
    for (const collection of Object.values(holder.collections ?? {})) {
      if (id === undefined || collection.name === id) found.push(collection);
      for (const document of collection.getAllDocuments()) visit(document);
    }
  };
  visit(holderOf(state, parent));
  return found;
}

/**
 * How a read reads: in which transaction (none, the one named, or one it starts, as the client
 * libraries start them lazily), and at which time (undefined: the latest data).
 * @typedef {{ transaction: Transaction | null, started: boolean, atMs: number | undefined }} ReadContext
 */

/**
 * The consistency selector of a read request, as the requests share it.
 * @typedef {{ has_transaction?: boolean, transaction?: Uint8Array, has_new_transaction?: boolean, new_transaction?: TransactionOptions, has_read_time: boolean, read_time: Timestamp }} Consistency
 */

/** Cloud Firestore takes at most 500 writes in one commit (or transaction), and refuses more. */
export const MAX_WRITES_PER_COMMIT = 500;

/**
 * @param {Store} state
 * @param {TransactionManager} transactions
 * @param {VersionHistory} history
 */
export function createService(state, transactions, history) {
  /**
   * The snapshot time of a new read-only transaction: the one it asks for, or now.
   * @param {TransactionOptions | null} options
   */
  async function snapshotTime(options) {
    if (!options?.has_read_only) return undefined;
    return options.read_only.has_read_time ? history.readableTime(millisOf(options.read_only.read_time)) : currentReadTime();
  }

  /**
   * @param {Consistency} request
   * @returns {Promise<ReadContext>}
   */
  async function readContext(request) {
    if (request.has_read_time) return { transaction: null, started: false, atMs: await history.readableTime(millisOf(request.read_time)) };
    if (request.has_new_transaction && request.new_transaction) {
      const readOnly = request.new_transaction.has_read_only;
      const transaction = transactions.begin({ readOnly, readMs: await snapshotTime(request.new_transaction) });
      return { transaction, started: true, atMs: transaction.readMs };
    }
    if (request.has_transaction && request.transaction) {
      const transaction = transactions.get(request.transaction);
      return { transaction, started: false, atMs: transaction.readMs };
    }
    return { transaction: null, started: false, atMs: undefined };
  }

  /**
   * Runs a read in its transaction (kept from expiring meanwhile), or alone.
   * @template T
   * @param {ReadContext} context
   * @param {(transaction: Transaction | null) => T | Promise<T>} read
   * @returns {Promise<T>}
   */
  async function within(context, read) {
    const { transaction } = context;
    return transaction ? transactions.within(transaction, () => read(transaction)) : read(null);
  }

  /**
   * The documents a query must look at in `collections`, as they are at `atMs`: an equality
   * index's candidates or every existing document now; every document's version then.
   * @param {StoredCollection[]} collections
   * @param {StructuredQuery} query
   * @param {number | undefined} atMs
   * @returns {DocView[]}
   */
  function existingViews(collections, query, atMs) {
    if (atMs !== undefined) {
      return collections.flatMap((c) =>
        c.getAllDocuments().flatMap((d) => {
          const then = history.stateAt(d, atMs);
          return then.exists ? [docView(d, then)] : [];
        }),
      );
    }
    const where = query.has_where ? query.where : null;
    return collections.flatMap((c) => {
      const candidates = candidatesFor(c, where, toField);
      return (candidates ?? c.getAllDocuments().filter((d) => d.metadata.hasExist)).map((d) => docView(d));
    });
  }

  /**
   * A query's answer at `atMs` (undefined: now): its matches in order, then the window it asks
   * for. The current matches of a single collection are kept until a commit touches it, keyed by
   * the filter and the order. Every view returned carries its state (what the answer sends).
   * @param {Source} source
   * @param {StructuredQuery} query
   * @param {number | undefined} atMs
   * @param {{ aggregation?: boolean }} [options]
   */
  function runStructuredQuery(source, query, atMs, options = {}) {
    // No commit since atMs: the data then is the data now, with its indexes and kept answers.
    const then = atMs !== undefined && atMs < lastCommitTime() ? atMs : undefined;
    const collections = source.collections();
    const compute = () => matchesInOrder(existingViews(collections, query, then), query, toField, options);
    const ordered =
      then === undefined && collections.length === 1 && !source.group
        ? remembered(
            /** @type {StoredCollection} */ (collections[0]),
            JSON.stringify([query.has_where ? query.where.toObject() : null, query.order_by.map((o) => o.toObject()), Boolean(options.aggregation) && !hasWindow(query)]),
            compute,
          )
        : compute();
    return applyWindow(ordered, query, toField).map((view) => (view.state ? view : docView(view.document, currentState(view.document))));
  }

  /**
   * A read of a query in its context: locked in a read-write transaction, at its time otherwise.
   * Returns the views and the read time, taken in the same step as the evaluation.
   * @param {ReadContext} context
   * @param {Source} source
   * @param {StructuredQuery} query
   * @param {{ aggregation?: boolean }} [options]
   */
  async function readQuery(context, source, query, options) {
    let readMs = 0;
    const evaluate = () => {
      readMs = context.atMs ?? currentReadTime();
      return runStructuredQuery(source, query, context.atMs, options);
    };
    const predicate = { covers: source.covers, matches: compileFilter(query.has_where ? query.where : null, toField) };
    const result = await within(context, (tx) => (tx ? transactions.lockQuery(tx, predicate, evaluate) : evaluate()));
    return { result, readTime: timestampObject(readMs) };
  }

  /**
   * What a commit changes, as the lock manager sees it.
   * @param {Plan} plan
   * @returns {ChangeView[]}
   */
  function changeViews(plan) {
    return [...plan.changes.entries()].map(([name, { before, after }]) => ({
      name,
      before: before.exists ? { name, fields: before.fields } : null,
      after: after.exists ? { name, fields: after.fields } : null,
    }));
  }

  /**
   * Plans a commit for the lock manager; a failed precondition is kept for after the wait.
   * @param {Write[]} writes
   * @returns {{ plan: Plan, views: ChangeView[], error?: undefined } | { error: GrpcError, views: ChangeView[], plan?: undefined }}
   */
  function tryPlan(writes) {
    const commitMs = nextCommitTime();
    try {
      const plan = planCommit(state, writes, commitMs);
      return { plan, views: changeViews(plan) };
    } catch (error) {
      if (!(error instanceof GrpcError)) throw error;
      // Wait for whoever holds these documents before saying the precondition failed.
      const views = writes.map((write) => ({ name: writeTarget(write), before: null, after: null }));
      return { error, views };
    }
  }

  /**
   * Plans, waits for the locks in the way, then applies a commit in the same synchronous step as
   * its last plan (a transaction's or a plain one alike: a plain write never overtakes a lock),
   * and records the versions it makes.
   * @param {Transaction | null} transaction
   * @param {Write[]} writes
   * @returns {Promise<Plan>}
   */
  async function commit(transaction, writes) {
    if (writes.length > MAX_WRITES_PER_COMMIT) {
      throw new GrpcError(status.INVALID_ARGUMENT, `maximum ${MAX_WRITES_PER_COMMIT} writes allowed per request`);
    }
    const planned = await transactions.whenWritable(
      transaction,
      () => tryPlan(writes),
      (ready) => {
        if (ready.error) return;
        applyCommit(state, ready.plan);
        for (const { document, before, after } of ready.plan.changes.values()) history.record(document, before, after, ready.plan.commitMs);
      },
    );
    if (planned.error) throw planned.error;
    return planned.plan;
  }

  return {
    /**
     * @param {UnaryCall<InstanceType<FirestoreProto["BeginTransactionRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    async BeginTransaction(call, callback) {
      try {
        const options = call.request.has_options ? call.request.options : null;
        const transaction = transactions.begin({ readOnly: Boolean(options?.has_read_only), readMs: await snapshotTime(options) });
        callback(null, proto.BeginTransactionResponse.fromObject({ transaction: transaction.id }));
      } catch (error) {
        callback(toStatus(error));
      }
    },

    /**
     * @param {UnaryCall<InstanceType<FirestoreProto["RollbackRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    Rollback(call, callback) {
      try {
        transactions.finish(transactions.get(call.request.transaction), "rolledback");
      } catch {
        // Already over: nothing to release.
      }
      callback(null, Empty.fromObject({}));
    },

    /**
     * @param {UnaryCall<InstanceType<FirestoreProto["CommitRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    async Commit(call, callback) {
      const { request } = call;
      /** @type {Transaction | null} */
      let transaction = null;
      try {
        transaction = request.transaction?.length ? transactions.get(request.transaction) : null;
        const inTransaction = transaction;
        const plan = inTransaction
          ? await transactions.within(inTransaction, () => commit(inTransaction, request.writes))
          : await commit(null, request.writes);
        if (transaction) transactions.finish(transaction, "committed");
        callback(null, proto.CommitResponse.fromObject({ commit_time: timestampObject(plan.commitMs), write_results: plan.results }));
      } catch (error) {
        if (transaction) transactions.finish(transaction, error instanceof GrpcError && error.code === status.ABORTED ? "aborted" : "rolledback");
        callback(toStatus(error));
      }
    },

    /** @param {StreamCall<InstanceType<FirestoreProto["BatchGetDocumentsRequest"]>, unknown>} call */
    async BatchGetDocuments(call) {
      const { request } = call;
      try {
        const names = [...request.documents];
        const mask = request.has_mask ? projectionOf(request.mask.field_paths) : null;
        const context = await readContext(request);
        await within(context, (tx) => (tx ? transactions.lockDocuments(tx, names) : undefined));
        if (context.started && context.transaction) call.write(proto.BatchGetDocumentsResponse.fromObject({ transaction: context.transaction.id }));
        const readTime = timestampObject(context.atMs ?? currentReadTime());
        for (const name of names) {
          const then = history.stateAt(state.getDocument(name), context.atMs);
          call.write(
            proto.BatchGetDocumentsResponse.fromObject(
              then.exists ? { found: documentObject(name, then, mask), read_time: readTime } : { missing: name, read_time: readTime },
            ),
          );
        }
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    /** @param {StreamCall<InstanceType<FirestoreProto["RunQueryRequest"]>, unknown>} call */
    async RunQuery(call) {
      const { request } = call;
      try {
        const query = request.structured_query;
        const source = querySource(state, request.parent, query);
        const context = await readContext(request);
        const { result, readTime } = await readQuery(context, source, query);
        const transaction = context.started ? context.transaction?.id : undefined;
        const mask = query.has_select ? projectionOf(query.select.fields.map((f) => f.field_path)) : null;
        if (result.length === 0) {
          call.write(proto.RunQueryResponse.fromObject({ read_time: readTime, transaction, done: true }));
        }
        result.forEach((view, i) => {
          const last = i === result.length - 1;
          const message = { document: documentObject(view.name, /** @type {DocumentState} */ (view.state), mask), read_time: readTime, done: last };
          call.write(proto.RunQueryResponse.fromObject(i === 0 ? { ...message, transaction } : message));
        });
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    /** @param {StreamCall<InstanceType<FirestoreProto["RunAggregationQueryRequest"]>, unknown>} call */
    async RunAggregationQuery(call) {
      const { request } = call;
      try {
        if (request.has_explain_options) throw new GrpcError(status.UNIMPLEMENTED, "Query explain is not supported by the local emulator.");
        const { structured_query: query, aggregations } = request.structured_aggregation_query;
        if (aggregations.length > MAX_AGGREGATIONS) {
          throw new GrpcError(status.INVALID_ARGUMENT, `The maximum number of aggregations in a query is ${MAX_AGGREGATIONS}; this one has ${aggregations.length}.`);
        }
        const source = querySource(state, request.parent, query);
        const context = await readContext(request);
        const { result, readTime } = await readQuery(context, source, query, { aggregation: true });
        const fields = Object.fromEntries(aggregations.map((a) => [a.alias, aggregate(result, a)]));
        call.write(
          proto.RunAggregationQueryResponse.fromObject({
            result: { aggregate_fields: fields },
            read_time: readTime,
            transaction: context.started ? context.transaction?.id : undefined,
          }),
        );
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    /**
     * `CollectionReference.listDocuments()` (listing.mjs).
     * @param {UnaryCall<InstanceType<FirestoreProto["ListDocumentsRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    async ListDocuments(call, callback) {
      const { request } = call;
      try {
        const context = await readContext(request);
        const mask = request.has_mask ? projectionOf(request.mask.field_paths) : null;
        const { items, nextPageToken } = documentsToList(state, history, {
          parent: request.parent,
          collectionId: request.collection_id,
          showMissing: request.show_missing,
          orderBy: request.order_by,
          pageSize: request.page_size,
          pageToken: request.page_token,
          atMs: context.atMs,
        });
        const documents = items.map(({ document, state: then }) => (then ? documentObject(document.getPath(), then, mask) : { name: document.getPath() }));
        callback(null, proto.ListDocumentsResponse.fromObject({ documents, next_page_token: nextPageToken }));
      } catch (error) {
        callback(toStatus(error));
      }
    },

    /**
     * `listCollections()` (listing.mjs).
     * @param {UnaryCall<InstanceType<FirestoreProto["ListCollectionIdsRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    async ListCollectionIds(call, callback) {
      const { request } = call;
      try {
        const { atMs } = await readContext(request);
        const { items, nextPageToken } = collectionIdsToList(state, history, { parent: request.parent, pageSize: request.page_size, pageToken: request.page_token, atMs });
        callback(null, proto.ListCollectionIdsResponse.fromObject({ collection_ids: items, next_page_token: nextPageToken }));
      } catch (error) {
        callback(toStatus(error));
      }
    },

    /**
     * BulkWriter's method: each write on its own, not atomic, one status per write.
     * @param {UnaryCall<InstanceType<FirestoreProto["BatchWriteRequest"]>, unknown>} call
     * @param {Callback<unknown>} callback
     */
    async BatchWrite(call, callback) {
      const writeResults = [];
      const statuses = [];
      for (const write of call.request.writes) {
        try {
          const plan = await commit(null, [write]);
          writeResults.push(/** @type {(typeof plan.results)[number]} */ (plan.results[0]));
          statuses.push({ code: status.OK });
        } catch (error) {
          const { code, details } = toStatus(error);
          writeResults.push({});
          statuses.push({ code, message: details });
        }
      }
      callback(null, proto.BatchWriteResponse.fromObject({ write_results: writeResults, status: statuses }));
    },
  };
}
