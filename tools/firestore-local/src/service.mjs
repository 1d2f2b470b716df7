// The gRPC methods of google.firestore.v1.Firestore that the local emulator answers differently
// from @firestore-emulator/server 0.3.15, over the package's own document store. Each replaces
// the package's handler of the same name (see server.mjs); the others (Listen, ...) stay its own.
import { createRequire } from "node:module";
import { GrpcError, status, toStatus } from "./errors.mjs";
import { aggregate, applyWindow, compileFilter, docView, hasWindow, matchesInOrder, projectionOf } from "./query.mjs";
import { candidatesFor, remembered } from "./indexes.mjs";
import { applyCommit, nextCommitTime, planCommit, writeTarget } from "./writes.mjs";
import { fieldModule, parseFieldPath, setAt, timestampObject, valueAt } from "./values.mjs";

const require = createRequire(import.meta.url);
const proto = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js");
const { Empty } = require("@firestore-emulator/proto/dist/google/protobuf/empty.js");

const toField = fieldModule.convertV1DocumentField;
const { Metadata } = createRequire(require.resolve("@firestore-emulator/server"))("@grpc/grpc-js");

/**
 * Answers a streaming read with an error. The response headers go first: the client library
 * re-sends a stream that fails before any headers ("no response", retried twice with a backoff
 * of seconds), which would only delay an ABORTED read, the signal to retry the transaction.
 */
function failStream(call, error) {
  call.sendMetadata(new Metadata());
  call.emit("error", toStatus(error));
}
const ROOT = /^projects\/([^/]+)\/databases\/([^/]+)\/documents$/;

/** A document as the API returns it, with only the `mask` paths when one is given. */
function documentObject(document, mask) {
  let fields = document.fields;
  if (mask) {
    fields = {};
    for (const path of mask) {
      const value = valueAt({ name: "", fields: document.fields }, path);
      if (value !== undefined) fields = setAt(fields, parseFieldPath(path), value);
    }
  }
  return {
    name: document.getPath(),
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.toV1ValueObject()])),
    create_time: timestampObject(document.metadata.createdAt.getTime()),
    update_time: timestampObject(document.metadata.updatedAt.getTime()),
  };
}

const parentOf = (name) => name.slice(0, name.lastIndexOf("/"));
const lastSegment = (path) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Where a query reads from: one collection, or (all_descendants: a collection group query, which
 * the package did not support) every collection with that id below `parent`.
 */
function querySource(state, parent, query) {
  if (query.from.length !== 1) throw new GrpcError(status.INVALID_ARGUMENT, "A query reads from exactly one collection.");
  const { collection_id: id, all_descendants: group } = query.from[0];
  if (!group) {
    const path = `${parent}/${id}`;
    return { group: false, collections: () => [state.getCollection(path)], covers: (name) => parentOf(name) === path };
  }
  const prefix = `${parent}/`;
  return {
    group: true,
    collections: () => collectionsNamed(state, parent, id),
    covers: (name) => name.startsWith(prefix) && lastSegment(parentOf(name)) === id,
  };
}

/** Every collection called `id` below `parent` (a database root or a document). Reads the store's fields. */
function collectionsNamed(state, parent, id) {
  const root = ROOT.exec(parent);
  const start = root ? state.getProject(root[1]).getDatabase(root[2]) : state.getDocument(parent);
  const found = [];
  const visit = (holder) => {
    for (const collection of Object.values(holder.collections ?? {})) {
      if (collection.name === id) found.push(collection);
      for (const document of collection.getAllDocuments()) visit(document);
    }
  };
  visit(start);
  return found;
}

/** The documents a query must look at in `collections`: an equality index's candidates, or every existing document. */
function existingViews(collections, query) {
  const where = query.has_where ? query.where : null;
  return collections.flatMap((c) => {
    const candidates = candidatesFor(c, where, toField);
    return (candidates ?? c.getAllDocuments().filter((d) => d.metadata.hasExist)).map(docView);
  });
}

/**
 * A query's answer: its matches in order (kept for a single collection until a commit touches it,
 * keyed by the filter and the order), then the window it asks for.
 */
function runStructuredQuery(source, query, options = {}) {
  const collections = source.collections();
  const compute = () => matchesInOrder(existingViews(collections, query), query, toField, options);
  const ordered =
    collections.length === 1 && !source.group
      ? remembered(
          collections[0],
          JSON.stringify([query.has_where ? query.where.toObject() : null, query.order_by.map((o) => o.toObject()), Boolean(options.aggregation) && !hasWindow(query)]),
          compute,
        )
      : compute();
  return applyWindow(ordered, query, toField);
}

/**
 * The transaction a read belongs to: a new one (started by this read, as the client libraries do
 * lazily), the one named, or none.
 */
function readTransaction(transactions, request) {
  if (request.has_new_transaction) return { transaction: transactions.begin({ readOnly: request.new_transaction.has_read_only }), started: true };
  if (request.has_transaction) return { transaction: transactions.get(request.transaction), started: false };
  return { transaction: null, started: false };
}

/** What a commit changes, as the lock manager sees it. */
function changeViews(plan) {
  return [...plan.changes.entries()].map(([name, { before, after }]) => ({
    name,
    before: before.exists ? { name, fields: before.fields } : null,
    after: after.exists ? { name, fields: after.fields } : null,
  }));
}

/** Plans a commit for the lock manager; a failed precondition is kept for after the wait. */
function tryPlan(state, writes) {
  const commitMs = nextCommitTime();
  try {
    const plan = planCommit(state, writes, commitMs);
    return { plan, commitMs, views: changeViews(plan) };
  } catch (error) {
    if (!(error instanceof GrpcError)) throw error;
    // Wait for whoever holds these documents before saying the precondition failed.
    const views = writes.map((write) => ({ name: writeTarget(write), before: null, after: null }));
    return { error, views };
  }
}

/** Cloud Firestore takes at most 500 writes in one commit (or transaction), and refuses more. */
export const MAX_WRITES_PER_COMMIT = 500;

export function createService(state, transactions) {
  /**
   * Plans, waits for the locks in the way, then applies a commit in the same synchronous step as
   * its last plan (a transaction's or a plain one alike: a plain write never overtakes a lock).
   */
  async function commit(transaction, writes) {
    if (writes.length > MAX_WRITES_PER_COMMIT) {
      throw new GrpcError(status.INVALID_ARGUMENT, `maximum ${MAX_WRITES_PER_COMMIT} writes allowed per request`);
    }
    const planned = await transactions.whenWritable(
      transaction,
      () => tryPlan(state, writes),
      (ready) => {
        if (!ready.error) applyCommit(state, ready.plan);
      },
    );
    if (planned.error) throw planned.error;
    return planned;
  }

  async function runRead(request, read) {
    const { transaction, started } = readTransaction(transactions, request);
    const result = transaction ? await transactions.within(transaction, () => read(transaction)) : await read(null);
    return { result, transaction: started ? transaction.id : undefined };
  }

  return {
    BeginTransaction(call, callback) {
      const transaction = transactions.begin({ readOnly: call.request.has_options && call.request.options.has_read_only });
      callback(null, proto.BeginTransactionResponse.fromObject({ transaction: transaction.id }));
    },

    Rollback(call, callback) {
      try {
        transactions.finish(transactions.get(call.request.transaction), "rolledback");
      } catch {
        // Already over: nothing to release.
      }
      callback(null, Empty.fromObject({}));
    },

    async Commit(call, callback) {
      const { request } = call;
      let transaction = null;
      try {
        transaction = request.transaction?.length ? transactions.get(request.transaction) : null;
        const { plan, commitMs } = transaction
          ? await transactions.within(transaction, () => commit(transaction, request.writes))
          : await commit(null, request.writes);
        if (transaction) transactions.finish(transaction, "committed");
        callback(null, proto.CommitResponse.fromObject({ commit_time: timestampObject(commitMs), write_results: plan.results }));
      } catch (error) {
        if (transaction) transactions.finish(transaction, error.code === status.ABORTED ? "aborted" : "rolledback");
        callback(toStatus(error));
      }
    },

    async BatchGetDocuments(call) {
      const { request } = call;
      try {
        const names = [...request.documents];
        const mask = request.has_mask ? projectionOf(request.mask.field_paths) : null;
        const { transaction } = await runRead(request, (tx) => (tx ? transactions.lockDocuments(tx, names) : undefined));
        if (transaction) call.write(proto.BatchGetDocumentsResponse.fromObject({ transaction }));
        const readTime = timestampObject(Date.now());
        for (const name of names) {
          const document = state.getDocument(name);
          const found = document.metadata.hasExist;
          call.write(
            proto.BatchGetDocumentsResponse.fromObject(
              found ? { found: documentObject(document, mask), read_time: readTime } : { missing: name, read_time: readTime },
            ),
          );
        }
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    async RunQuery(call) {
      const { request } = call;
      try {
        const query = request.structured_query;
        const source = querySource(state, request.parent, query);
        const evaluate = () => runStructuredQuery(source, query);
        const predicate = { covers: source.covers, matches: compileFilter(query.has_where ? query.where : null, toField) };
        const { result, transaction } = await runRead(request, (tx) => (tx ? transactions.lockQuery(tx, predicate, evaluate) : evaluate()));
        const mask = query.has_select ? projectionOf(query.select.fields.map((f) => f.field_path)) : null;
        const readTime = timestampObject(Date.now());
        if (result.length === 0) {
          call.write(proto.RunQueryResponse.fromObject({ read_time: readTime, transaction, done: true }));
        }
        result.forEach((view, i) => {
          const last = i === result.length - 1;
          const message = { document: documentObject(view.document, mask), read_time: readTime, done: last };
          call.write(proto.RunQueryResponse.fromObject(i === 0 ? { ...message, transaction } : message));
        });
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    async RunAggregationQuery(call) {
      const { request } = call;
      try {
        if (request.has_explain_options) throw new GrpcError(status.UNIMPLEMENTED, "Query explain is not supported by the local emulator.");
        const { structured_query: query, aggregations } = request.structured_aggregation_query;
        const source = querySource(state, request.parent, query);
        const evaluate = () => runStructuredQuery(source, query, { aggregation: true });
        const predicate = { covers: source.covers, matches: compileFilter(query.has_where ? query.where : null, toField) };
        const { result, transaction } = await runRead(request, (tx) => (tx ? transactions.lockQuery(tx, predicate, evaluate) : evaluate()));
        const fields = Object.fromEntries(aggregations.map((a) => [a.alias, aggregate(result, a)]));
        call.write(
          proto.RunAggregationQueryResponse.fromObject({
            result: { aggregate_fields: fields },
            read_time: timestampObject(Date.now()),
            transaction,
          }),
        );
        call.end();
      } catch (error) {
        failStream(call, error);
      }
    },

    /** BulkWriter's method: each write on its own, not atomic, one status per write. */
    async BatchWrite(call, callback) {
      const writeResults = [];
      const statuses = [];
      for (const write of call.request.writes) {
        try {
          const { plan } = await commit(null, [write]);
          writeResults.push(plan.results[0]);
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
