import { fileURLToPath } from "node:url";
import nextJest from "next/jest.js";

// Two Jest projects, one run (`npm run test:jest`, part of `npm test`):
// - unit: pure logic, `**/__tests__/*.test.ts`. Starts no emulator (`npm run test:unit`, seconds).
//   A unit test must not reach Firebase: it runs with no FIRESTORE_EMULATOR_HOST at all.
// - integration: `**/__tests__/*.integration.test.ts` and the local Firestore's conformance suite,
//   against the emulator stack that test/global-setup.mjs starts once for the run
//   (`npm run test:integration`). Jest runs a project's globalSetup only when one of its tests runs,
//   so `npx jest lib/regras` starts nothing either.
// Each project is a whole next/jest config (its SWC transform, its mocks of CSS and fonts): a
// project does not inherit the top level's transform.
const createJestConfig = nextJest({ dir: "./" });
const rootDir = fileURLToPath(new URL(".", import.meta.url));

const INTEGRATION = "\\.integration\\.test\\.ts$";
const CONFORMANCE = "<rootDir>/tools/firestore-local/conformance/";

const project = (config) =>
  createJestConfig({
    rootDir,
    testEnvironment: "node",
    moduleNameMapper: {
      // server-only throws outside React's server bundles; tests are server code already.
      "^server-only$": "<rootDir>/test/support/empty-module.ts",
      "^@/(.*)$": "<rootDir>/$1",
    },
    ...config,
    testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", ...(config.testPathIgnorePatterns ?? [])],
  })();

export default async function jestConfig() {
  return {
    projects: [
      await project({
        displayName: "unit",
        testMatch: ["<rootDir>/**/__tests__/**/*.test.ts"],
        testPathIgnorePatterns: [INTEGRATION, CONFORMANCE],
      }),
      await project({
        displayName: "integration",
        testMatch: ["<rootDir>/**/__tests__/**/*.integration.test.ts", `${CONFORMANCE}**/*.test.ts`],
        globalSetup: "<rootDir>/test/global-setup.mjs",
        globalTeardown: "<rootDir>/test/global-teardown.mjs",
        // Holds every query of the app's code to firestore.indexes.json (the emulator needs no index).
        setupFilesAfterEnv: ["<rootDir>/test/support/index-guard.ts"],
      }),
    ],
    // Two cores: one worker per core keeps the emulators responsive.
    maxWorkers: 2,
    testTimeout: 30_000,
  };
}
