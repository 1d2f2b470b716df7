import nextJest from "next/jest.js";

// Unit and integration tests. Integration tests run against the emulator stack that
// test/global-setup.mjs starts once for the whole run.
const createJestConfig = nextJest({ dir: "./" });

export default createJestConfig({
  testEnvironment: "node",
  // Unit and integration tests beside the code; the local Firestore's conformance suite in its folder.
  testMatch: ["<rootDir>/**/__tests__/**/*.test.ts", "<rootDir>/tools/firestore-local/conformance/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/"],
  moduleNameMapper: {
    // server-only throws outside React's server bundles; tests are server code already.
    "^server-only$": "<rootDir>/test/support/empty-module.ts",
    "^@/(.*)$": "<rootDir>/$1",
  },
  globalSetup: "<rootDir>/test/global-setup.mjs",
  // Holds every query of the app's code to firestore.indexes.json (the emulator needs no index).
  setupFilesAfterEnv: ["<rootDir>/test/support/index-guard.ts"],
  globalTeardown: "<rootDir>/test/global-teardown.mjs",
  // Two cores: one worker per core keeps the emulators responsive.
  maxWorkers: 2,
  testTimeout: 30_000,
});
