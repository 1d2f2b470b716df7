#!/usr/bin/env node
// `next build` with secret-shaped canaries in its environment, so e2e/security.spec.ts can prove
// that no server secret reaches the browser bundles (.next/static). The app reads secrets only at
// run time; a build that inlined one would carry the canary.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const canaries = JSON.parse(readFileSync(new URL("../e2e/support/build-canaries.json", import.meta.url), "utf8"));
const result = spawnSync("next", ["build"], { stdio: "inherit", env: { ...process.env, ...canaries }, shell: false });
process.exit(result.status ?? 1);
