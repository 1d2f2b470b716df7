import { securityHeaders } from "./lib/infra/security/headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No "X-Powered-By: Next.js": it only helps an attacker fingerprint the stack.
  poweredByHeader: false,
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
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders({ production: process.env.NODE_ENV === "production" }) }];
  },
};

export default nextConfig;
