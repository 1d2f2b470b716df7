#!/usr/bin/env node
// Summarises V8 CPU profiles (node --cpu-prof): self time by package (or our own code) and the
// heaviest functions. Used by `npm run bench -- --cpu-prof`; also runnable on any .cpuprofile:
//   node scripts/profile-summary.mjs <file-or-dir>
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Where a frame's code comes from: a package, Next's own compiled server, our app, or Node. */
function owner(url) {
  if (!url) return "(native / idle / GC)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1)?.replace("node_modules/", "");
  if (pkg) return pkg;
  if (url.includes("/.next/")) return "app bundle (.next)";
  if (url.startsWith("node:")) return "node core";
  return url;
}

export function summarise(files, top = 15) {
  const byOwner = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, "utf8"));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    // Self time: each sample belongs to one node; time deltas say how long.
    profile.samples.forEach((id, i) => {
      const dt = profile.timeDeltas[i] ?? 0;
      const { callFrame } = nodes.get(id);
      if (callFrame.functionName === "(idle)" || callFrame.functionName === "(program)") return;
      total += dt;
      const who = owner(callFrame.url);
      byOwner.set(who, (byOwner.get(who) ?? 0) + dt);
      const fn = `${callFrame.functionName || "(anonymous)"} · ${who}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    });
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name} | ${(us / 1000).toFixed(0)} | ${((100 * us) / total).toFixed(1)} % |`);
  return [
    `Busy CPU in the profiles: ${(total / 1000).toFixed(0)} ms (idle excluded).`,
    "",
    "| where (self time) | ms | share |",
    "|---|---:|---:|",
    ...rows(byOwner),
    "",
    "| heaviest functions (self time) | ms | share |",
    "|---|---:|---:|",
    ...rows(byFunction),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2];
  const files = statSync(target).isDirectory() ? readdirSync(target).filter((f) => f.endsWith(".cpuprofile")).map((f) => path.join(target, f)) : [target];
  console.log(summarise(files));
}
