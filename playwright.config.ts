import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { relogioDosTestes } from "./test/support/hoje-dos-testes.mjs";

// End-to-end flows against the production build (`next build` runs first, see package.json), served
// by `next start` with the emulator stack. Ports can be moved with E2E_* variables. Today is fixed
// for the whole run, servers, seed, browsers and specs (TEST_TODAY, test/support/hoje-dos-testes.mjs).

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const APP_PORT = port("E2E_APP_PORT", 3100);
const GOOGLE_APP_PORT = port("E2E_GOOGLE_APP_PORT", 3101);
const DB_DOWN_APP_PORT = port("E2E_DB_DOWN_APP_PORT", 3102);
const AUTH_DOWN_APP_PORT = port("E2E_AUTH_DOWN_APP_PORT", 3103);
// Nothing listens on the discard port: a dead identity provider and a dead database.
const DEAD_HOST = "127.0.0.1:9";
const AUTH_PORT = port("E2E_AUTH_PORT", 9199);
const FIRESTORE_PORT = port("E2E_FIRESTORE_PORT", 8180);
const SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";

// The test process talks to the same emulators as the app (test/support/firebase.ts), on the same day.
const stackEnv = {
  FIREBASE_PROJECT_ID: "demo-escolas",
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
  SESSION_SECRET,
  ...relogioDosTestes,
};
Object.assign(process.env, stackEnv, {
  METADATA_SERVER_DETECTION: "none",
  GOOGLE_APP_URL: `http://localhost:${GOOGLE_APP_PORT}`,
  DB_DOWN_APP_URL: `http://localhost:${DB_DOWN_APP_PORT}`,
  AUTH_DOWN_APP_URL: `http://localhost:${AUTH_DOWN_APP_PORT}`,
});

// Debian's Chromium when present: Playwright cannot download its own browser here.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const CI = Boolean(process.env.CI);

/** `next start` of the same build on the first instance's emulators, with some variables changed. */
function instance(appPort: number, overrides: Record<string, string>, stderr: "pipe" | "ignore" = "pipe") {
  return {
    command: `next start -H 127.0.0.1 -p ${appPort}`,
    url: `http://127.0.0.1:${appPort}/login`,
    env: { ...stackEnv, METADATA_SERVER_DETECTION: "none", ...overrides },
    reuseExistingServer: !CI,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    stdout: "ignore" as const,
    stderr,
  };
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Every server must be on the tests' day (a reused server may have been started for another).
  globalSetup: "./e2e/support/hoje-dos-servidores.ts",
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: "pt-BR",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The emulators with the demo data, and the app on them.
      command: `node scripts/with-emulators.mjs -- next start -H 127.0.0.1 -p ${APP_PORT}`,
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      env: { AUTH_EMULATOR_PORT: String(AUTH_PORT), FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT), SESSION_SECRET, ...relogioDosTestes },
      reuseExistingServer: !CI,
      timeout: 180_000,
      // SIGTERM lets the script stop the app and both emulators (a SIGKILL would orphan them).
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    // More instances of the same build: Google sign-in on; the database down; the identity
    // provider down. Cookies are not scoped by port, so a session made on the first instance
    // reaches them all.
    instance(GOOGLE_APP_PORT, { GOOGLE_SIGNIN_ENABLED: "true" }),
    // (The outages' expected error logs are left out of the test output.)
    instance(DB_DOWN_APP_PORT, { FIRESTORE_EMULATOR_HOST: DEAD_HOST }, "ignore"),
    instance(AUTH_DOWN_APP_PORT, { FIREBASE_AUTH_EMULATOR_HOST: DEAD_HOST }, "ignore"),
  ],
});
