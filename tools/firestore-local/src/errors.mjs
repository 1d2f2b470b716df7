// Errors the emulator answers with, as gRPC statuses the client libraries understand.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// The emulator's own copy of grpc-js, so the status codes match the server that sends them.
const requireFromEmulator = createRequire(require.resolve("@firestore-emulator/server"));
export const { status } = requireFromEmulator("@grpc/grpc-js");

export class GrpcError extends Error {
  /** @param {number} code a gRPC status code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
    this.details = message;
  }
}

/** The status to answer with for any error: ours as they are, anything else as INTERNAL. */
export function toStatus(error) {
  if (error instanceof GrpcError) return { code: error.code, details: error.message, message: error.message };
  console.error("[firestore-emulator]", error);
  const message = `Internal error in the local Firestore emulator: ${error?.message ?? error}`;
  return { code: status.INTERNAL, details: message, message };
}
