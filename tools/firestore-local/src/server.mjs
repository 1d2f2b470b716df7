// The local Firestore: @firestore-emulator/server's store and gRPC server, with the handlers that
// make it behave like Cloud Firestore (service.mjs) registered in place of the package's own.
import { createRequire } from "node:module";
import { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } from "@firestore-emulator/server";
import { createService } from "./service.mjs";
import { TransactionManager } from "./transactions.mjs";

const require = createRequire(import.meta.url);
const { UnimplementedFirestoreService } = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js");
// The emulator's own copy of grpc-js: its credentials class must match the server's.
const requireFromEmulator = createRequire(require.resolve("@firestore-emulator/server"));
const { ServerCredentials } = requireFromEmulator("@grpc/grpc-js");

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
  FirestoreStateCollection.prototype.getDocument = function getDocument(documentName) {
    if (Object.isFrozen(this.documents)) this.documents = { ...this.documents };
    let document = this.documents[documentName];
    if (!document) {
      document = new FirestoreStateDocument(this.emitter, this.database, this, documentName, {}, {});
      this.documents[documentName] = document;
    }
    return document;
  };
}

/** Calls answered by this process's local Firestore, by method (the bench counts them per request). */
export const firestoreCalls = new Map();

/**
 * The package's FirestoreServer with our handlers in place of its own.
 * @param {{ lockWaitMs?: number, idleMs?: number }} [options] transaction timings
 */
export function createFaithfulFirestore(options = {}) {
  lookUpDocumentsInPlace();
  const emulator = new FirestoreServer();
  // FirestoreServer keeps its grpc-js Server private; replacing handlers is done on that server.
  const grpcServer = emulator["server"];
  const service = createService(emulator.state, new TransactionManager(options));
  for (const [name, handler] of Object.entries(service)) {
    const method = UnimplementedFirestoreService.definition[name];
    grpcServer.unregister(method.path);
    const counted = (call, callback) => {
      firestoreCalls.set(name, (firestoreCalls.get(name) ?? 0) + 1);
      return handler(call, callback);
    };
    grpcServer.register(method.path, counted, method.responseSerialize, method.requestDeserialize, methodType(method));
  }
  return { state: emulator.state, grpcServer };
}

/**
 * Starts the local Firestore on 127.0.0.1:port (loopback only: a developer's data stays local).
 * @param {number} port
 * @param {{ lockWaitMs?: number, idleMs?: number }} [options] transaction timings (tests shorten them)
 */
export async function startFirestoreEmulator(port, options = {}) {
  const { grpcServer } = createFaithfulFirestore(options);
  await new Promise((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve(undefined))),
  );
  return {
    host: `127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => grpcServer.tryShutdown(() => resolve(undefined))),
  };
}
