// The Firestore emulator: the JS implementation from @firestore-emulator/server (gRPC), because
// the official one is a JAR downloaded at first use and cannot run offline.
import { createRequire } from "node:module";
import { FirestoreServer } from "@firestore-emulator/server";

// The emulator's own copy of grpc-js: its credentials class must match the server's.
const requireFromEmulator = createRequire(createRequire(import.meta.url).resolve("@firestore-emulator/server"));
const { ServerCredentials } = requireFromEmulator("@grpc/grpc-js");

/** Starts an in-memory Firestore emulator on 127.0.0.1:port. */
export async function startFirestoreEmulator(port) {
  const emulator = new FirestoreServer();
  // FirestoreServer.start() binds 0.0.0.0; bind its gRPC server to loopback only, so a developer's
  // data is not reachable from the network.
  const grpcServer = emulator["server"];
  await new Promise((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(undefined),
    ),
  );
  return {
    host: `127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => grpcServer.tryShutdown(() => resolve(undefined))),
  };
}
