import { securityHeaders } from "./lib/infra/security/headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No "X-Powered-By: Next.js": it only helps an attacker fingerprint the stack.
  poweredByHeader: false,
  // "1" in the end-to-end build only (scripts/build-with-canaries.mjs), inlined into the code at
  // build time: what only a test build may do (a fixed today, lib/infra/relogio.ts) is compiled out
  // of any other build, whatever its run-time environment says (docs/decisions/007-test-clock.md).
  env: { TEST_BUILD: process.env.TEST_BUILD === "1" ? "1" : "" },
  reactStrictMode: true,
  // pdfkit and fontkit (the boletim's PDF) are required from node_modules, not bundled: pdfkit
  // loads its own data files at run time.
  serverExternalPackages: ["pdfkit", "fontkit"],
  experimental: {
    // A students' spreadsheet may have 5 MB (the import's limit, which the server states itself);
    // the rest of a form is small.
    serverActions: { bodySizeLimit: "6mb" },
    // `next start` loads every route's bundle when it starts (48 routes here), while the first
    // request waits behind it: a signed-in /home answered 0.36 s later on a cold server
    // (npm run bench -- --only partida). Each route is loaded on its first request instead, as
    // Vercel's functions always do (their minimal mode never preloads).
    preloadEntriesOnStart: false,
    // The stylesheet inlined in each page's head instead of linked: on a phone's network (150 ms
    // RTT, 1.6 Mbps) the linked sheet costs the first paint a round trip and shares the bandwidth
    // with the scripts; the floor's page with this app's sheet paints in 1.35 s linked, 0.74 s
    // inlined (npm run bench -- --only lighthouse, devtools throttling). Two fixes to Next 16.4.6 in
    // patches/: the <style> gets the CSP nonce, and the sheet is not sent a third time for the
    // global-error boundary.
    inlineCss: true,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) }];
  },
};

export default nextConfig;
