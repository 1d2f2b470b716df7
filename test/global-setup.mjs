// Starts the emulators once for the Jest run, on free ports; the workers inherit the variables.
import { startStack } from "../scripts/stack/index.mjs";

export default async function globalSetup() {
  const stack = await startStack({ projectId: "demo-escolas-test" });
  Object.assign(process.env, stack.env, {
    SESSION_SECRET: "jest-session-secret-that-is-long-enough-0123456789",
    NEXT_TELEMETRY_DISABLED: "1",
  });
  globalThis.__EMULATOR_STACK__ = stack;
}
