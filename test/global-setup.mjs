// Starts the emulators once for the Jest run, on free ports; the workers inherit the variables.
// A FIRESTORE_EMULATOR_HOST already set in the environment is used instead of the local Firestore,
// so the suites (the conformance suite above all) can be run against another emulator unchanged.
// Today is fixed for the run (test/support/hoje-dos-testes.mjs): no test depends on the real date.
import { startStack } from "../scripts/stack/index.mjs";
import { relogioDosTestes } from "./support/hoje-dos-testes.mjs";

export default async function globalSetup() {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST || undefined;
  if (firestoreHost) console.log(`\n[jest] Firestore: ${firestoreHost} (FIRESTORE_EMULATOR_HOST from the environment)`);
  const stack = await startStack({ projectId: "demo-escolas-test", firestoreHost });
  Object.assign(process.env, stack.env, {
    SESSION_SECRET: "jest-session-secret-that-is-long-enough-0123456789",
    NEXT_TELEMETRY_DISABLED: "1",
    ...relogioDosTestes,
  });
  globalThis.__EMULATOR_STACK__ = stack;
}
