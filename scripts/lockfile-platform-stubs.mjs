#!/usr/bin/env node
// The npm registry these machines reach holds only the Linux builds of packages with per-platform
// binaries (@next/swc-*, @tailwindcss/oxide-*, ...). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock ("Missing: ... from lock
// file"). This adds, for each such package, the entry a full registry would have written (name,
// version, os, cpu, optional): npm skips it on this platform without downloading it.
// Idempotent; run after `npm install` adds a dependency with platform binaries (.ci/run runs it too).
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const PLATFORM = /(android|darwin|freebsd|linux|openharmony|win32|wasm32)-(arm64|x64|arm|ia32|loong64|ppc64|riscv64|s390x|wasi)/;

let added = 0;
for (const entry of Object.values(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const platform = name.match(PLATFORM);
    if (!platform) continue;
    const [, os, cpu] = platform;
    packages[key] = {
      version: spec.replace(/^[\^~=]/, ""),
      cpu: [os === "wasm32" ? "wasm32" : cpu],
      os: [os === "wasm32" ? "none" : os],
      optional: true,
    };
    added += 1;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`package-lock.json: ${added} platform entries added`);
