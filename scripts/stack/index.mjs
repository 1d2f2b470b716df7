// The emulator stack shared by `npm run dev`, the Jest setup and the Playwright web server:
// Auth emulator + Firestore emulator on the given (or free) ports, and the environment that points
// the app at them.
import { randomBytes } from "node:crypto";
import { startAuthEmulator } from "./auth-emulator.mjs";
import { startFirestoreEmulator } from "../../tools/firestore-local/src/server.mjs";
import { freePort } from "./net.mjs";

export const DEMO_PROJECT_ID = "demo-escolas";

/**
 * `firestoreHost` points the stack at a Firestore emulator that is already running (the official
 * one, say) instead of starting the local one.
 * @param {{ authPort?: number, firestorePort?: number, firestoreHost?: string, projectId?: string, log?: boolean }} [options]
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startStack(options = {}) {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  const firestore = options.firestoreHost
    ? { host: options.firestoreHost, stop: async () => undefined }
    : await startFirestoreEmulator(options.firestorePort ?? (await freePort()));
  let auth;
  try {
    auth = await startAuthEmulator({ port: options.authPort ?? (await freePort()), projectId, log: options.log });
  } catch (error) {
    await firestore.stop();
    throw error;
  }
  const env = {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    // A fresh secret per run unless one is given: sessions never outlive the emulators' data.
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
    // Off Google's network: google-auth-library need not probe the cloud metadata server.
    METADATA_SERVER_DETECTION: "none",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  return {
    env,
    stop: async () => {
      await Promise.allSettled([auth.stop(), firestore.stop()]);
    },
  };
}
