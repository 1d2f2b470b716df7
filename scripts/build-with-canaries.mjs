#!/usr/bin/env node
// The end-to-end build: `next build` with secret-shaped canaries in its environment, so
// e2e/security.spec.ts can prove that no server secret reaches the browser bundles (.next/static)
// (the app reads secrets only at run time; a build that inlined one would carry the canary); and a
// test build (TEST_BUILD=1, inlined by next.config.mjs), whose server honours a fixed today,
// TEST_TODAY, on the emulators (lib/infra/relogio.ts). Never deploy this build.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const canaries = JSON.parse(readFileSync(new URL("../e2e/support/build-canaries.json", import.meta.url), "utf8"));
const result = spawnSync("next", ["build"], { stdio: "inherit", env: { ...process.env, ...canaries, TEST_BUILD: "1" }, shell: false });
process.exit(result.status ?? 1);
