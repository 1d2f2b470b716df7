// @ts-check
// Errors the emulator answers with, as gRPC statuses the client libraries understand.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The emulator's own copy of a dependency (grpc-js), so its classes and codes match the server's.
 * @param {string} specifier
 * @returns {any}
 */
export function requireFromEmulator(specifier) {
  return createRequire(require.resolve("@firestore-emulator/server"))(specifier);
}

/** @type {typeof import("@grpc/grpc-js").status} */
export const status = requireFromEmulator("@grpc/grpc-js").status;

export class GrpcError extends Error {
  /** @param {number} code a gRPC status code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
    this.details = message;
  }
}

/**
 * The status to answer with for any error: ours as they are, anything else as INTERNAL.
 * @param {unknown} error
 * @returns {{ code: number, details: string, message: string }}
 */
export function toStatus(error) {
  if (error instanceof GrpcError) return { code: error.code, details: error.message, message: error.message };
  console.error("[firestore-emulator]", error);
  const message = `Internal error in the local Firestore emulator: ${error instanceof Error ? error.message : String(error)}`;
  return { code: status.INTERNAL, details: message, message };
}
