// @ts-check
// The local Firestore: @firestore-emulator/server's store and gRPC server, with the handlers that
// make it behave like Cloud Firestore (service.mjs) registered in place of the package's own.
// QA and the stack start it with startFirestoreEmulator(port) (also re-exported by
// scripts/firestore-emulator.mjs, the path QA imports).
import { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } from "@firestore-emulator/server";
import { requireFromEmulator } from "./errors.mjs";
import { VersionHistory } from "./history.mjs";
import { createService } from "./service.mjs";
import { TransactionManager } from "./transactions.mjs";
import { assertPatchedVersion, requireInternal } from "./version.mjs";

/** @typedef {import("./internals.mjs").Store} Store */
/** @typedef {import("./internals.mjs").StoredDocument} StoredDocument */
/** @typedef {import("./internals.mjs").StoredCollection} StoredCollection */
/** @typedef {import("@grpc/grpc-js").Server} GrpcServer */
/** @typedef {import("@grpc/grpc-js").MethodDefinition<unknown, unknown>} MethodDefinition */
/** @typedef {import("@grpc/grpc-js").UntypedHandleCall} Handler */

/**
 * Timings and windows, which tests shorten.
 * @typedef {{ lockWaitMs?: number, idleMs?: number, versionRetentionMs?: number }} EmulatorOptions
 * - lockWaitMs: how long a transaction waits for a lock before ABORTED (20 s);
 * - idleMs: how long an idle transaction lives (60 s);
 * - versionRetentionMs: how far back reads at a past time may go (1 hour, as Cloud Firestore).
 */

/** @type {{ UnimplementedFirestoreService: { definition: Record<string, MethodDefinition> } }} */
const { UnimplementedFirestoreService } = requireInternal("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js");
// The emulator's own copy of grpc-js: its credentials class must match the server's.
/** @type {typeof import("@grpc/grpc-js").ServerCredentials} */
const ServerCredentials = requireFromEmulator("@grpc/grpc-js").ServerCredentials;

/** @param {{ requestStream: boolean, responseStream: boolean }} method */
function methodType({ requestStream, responseStream }) {
  if (requestStream) return responseStream ? "bidi" : "clientStream";
  return responseStream ? "serverStream" : "unary";
}

/**
 * The package looks a document up with immer's `produce`, which copies and freezes the whole
 * collection's map whenever the document is new: every create (or read of a missing document) cost
 * O(documents in the collection), so an import of 5,000 students slowed as it went (the profile
 * showed immer's shallowCopy and freeze). The same lookup, in place: O(1).
 */
function lookUpDocumentsInPlace() {
  const Document = /** @type {new (...args: unknown[]) => StoredDocument} */ (/** @type {unknown} */ (FirestoreStateDocument));
  /**
   * @this {StoredCollection & { emitter: unknown, database: unknown }}
   * @param {string} documentName
   */
  function getDocument(documentName) {
    if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
    let document = this.documents[documentName];
    if (!document) {
      document = new Document(this.emitter, this.database, this, documentName, {}, {});
      this.documents[documentName] = document;
    }
    return document;
  }
  /** @type {{ getDocument: unknown }} */ (FirestoreStateCollection.prototype).getDocument = getDocument;
}

/** Calls answered by this process's local Firestore, by method (the bench counts them per request). @type {Map<string, number>} */
export const firestoreCalls = new Map();

/**
 * The package's FirestoreServer with our handlers in place of its own.
 * @param {EmulatorOptions} [options]
 * @returns {{ state: Store, grpcServer: GrpcServer }}
 */
export function createFaithfulFirestore(options = {}) {
  assertPatchedVersion();
  lookUpDocumentsInPlace();
  const emulator = new FirestoreServer();
  // FirestoreServer keeps its grpc-js Server private; replacing handlers is done on that server.
  /** @type {GrpcServer} */
  const grpcServer = emulator["server"];
  const state = /** @type {Store} */ (/** @type {unknown} */ (emulator.state));
  const history = new VersionHistory({ retentionMs: options.versionRetentionMs });
  const service = createService(state, new TransactionManager(options), history);
  for (const [name, handler] of Object.entries(service)) {
    const method = UnimplementedFirestoreService.definition[name];
    if (!method) throw new Error(`google.firestore.v1.Firestore has no method ${name}`);
    grpcServer.unregister(method.path);
    const answer = /** @type {(call: unknown, callback: unknown) => unknown} */ (/** @type {unknown} */ (handler));
    /** @type {(call: unknown, callback: unknown) => unknown} */
    const counted = (call, callback) => {
      firestoreCalls.set(name, (firestoreCalls.get(name) ?? 0) + 1);
      return answer(call, callback);
    };
    grpcServer.register(method.path, /** @type {Handler} */ (counted), method.responseSerialize, method.requestDeserialize, methodType(method));
  }
  return { state, grpcServer };
}

/**
 * Starts the local Firestore on 127.0.0.1:port (loopback only: a developer's data stays local;
 * port 0: a free one, named in `host`).
 * Throws if the installed @firestore-emulator/server is not the version its patches were written for.
 * @param {number} port
 * @param {EmulatorOptions} [options] transaction timings and the window of past reads (tests shorten them)
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startFirestoreEmulator(port, options = {}) {
  const { grpcServer } = createFaithfulFirestore(options);
  /** @type {number} */
  const bound = await new Promise((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, boundPort) => (error ? reject(error) : resolve(boundPort))),
  );
  return {
    host: `127.0.0.1:${bound}`, // port 0 picks a free one
    stop: () => new Promise((resolve) => grpcServer.tryShutdown(() => resolve(undefined))),
  };
}
