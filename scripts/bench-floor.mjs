// The bench's floor: a minimal Next.js app of the same version, one dynamic page that only reads
// cookies(), built and started beside the product so "close to the framework's floor" is
// measured on the same machine in the same run. It lives under .stack/ (ignored), never in the app.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, waitForHttp } from "./stack/net.mjs";

const FILES = {
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.jsx": `export default function Layout({ children }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `import { cookies } from "next/headers";

// The floor: a dynamic page that reads the request's cookies and renders a line.
export default async function Page() {
  const jar = await cookies();
  return <main>{jar.getAll().length} cookies</main>;
}
`,
};

/** Builds (unless already built and `rebuild` is false) and starts the floor app; resolves to its base URL. */
export async function startFloorApp({ root, rebuild, bin }) {
  const dir = path.join(root, ".stack", "floor-app");
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  if (rebuild || !existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    // Webpack, not Turbopack: Turbopack takes the workspace root from the lockfile above and would
    // build the product's middleware.ts and instrumentation.ts into the floor.
    const build = spawnSync(path.join(bin, "next"), ["build", "--webpack"], { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) throw new Error("next build of the floor app failed");
  }
  const port = await freePort();
  const server = spawn(path.join(bin, "next"), ["start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, 60_000);
  return { base, server };
}
