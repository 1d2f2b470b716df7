import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// End-to-end flows against the production build (`next build` runs first, see package.json), served
// by `next start` with the emulator stack. Ports can be moved with E2E_* variables.

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const APP_PORT = port("E2E_APP_PORT", 3100);
const GOOGLE_APP_PORT = port("E2E_GOOGLE_APP_PORT", 3101);
const AUTH_PORT = port("E2E_AUTH_PORT", 9199);
const FIRESTORE_PORT = port("E2E_FIRESTORE_PORT", 8180);
const SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";

// The test process talks to the same emulators as the app (test/support/firebase.ts).
const stackEnv = {
  FIREBASE_PROJECT_ID: "demo-escolas",
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT}`,
  SESSION_SECRET,
};
Object.assign(process.env, stackEnv, { GOOGLE_APP_URL: `http://localhost:${GOOGLE_APP_PORT}` });

// Debian's Chromium when present: Playwright cannot download its own browser here.
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
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
      env: { AUTH_EMULATOR_PORT: String(AUTH_PORT), FIRESTORE_EMULATOR_PORT: String(FIRESTORE_PORT), SESSION_SECRET },
      reuseExistingServer: !CI,
      timeout: 180_000,
      // SIGTERM lets the script stop the app and both emulators (a SIGKILL would orphan them).
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A second instance of the same build, on the same emulators, with Google sign-in on.
      command: `next start -H 127.0.0.1 -p ${GOOGLE_APP_PORT}`,
      url: `http://127.0.0.1:${GOOGLE_APP_PORT}/api/health`,
      env: { ...stackEnv, GOOGLE_SIGNIN_ENABLED: "true", METADATA_SERVER_DETECTION: "none" },
      reuseExistingServer: !CI,
      timeout: 120_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
