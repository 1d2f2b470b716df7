// The bench's servers: the app's production build on the emulator stack, and beside it the
// framework's floor (piso.mjs). Each Next server runs in a process group of its own, so that its
// CPU and memory are counted with everything it starts, and it stops with everything it starts.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStack } from "../stack/index.mjs";
import { freePort, waitForHttp } from "../stack/net.mjs";
import { stopProcessGroup } from "../stack/process.mjs";
import { escreverPiso, fontesDoPiso } from "./piso.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = path.join(root, "node_modules", ".bin");

/** `next build` in `cwd` (quiet); throws `failure` when it fails. */
function nextBuild(cwd, args, failure) {
  const build = spawnSync(path.join(bin, "next"), ["build", ...args], { cwd, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error(failure);
}

/**
 * `next start` on a free port of 127.0.0.1, detached (a process group of its own); with `nodeArgs`,
 * under `node <nodeArgs>` itself (--cpu-prof is refused in NODE_OPTIONS). `spawnedAt`
 * (process.hrtime.bigint()) is taken just before the spawn, for the cold start (partida.mjs).
 */
export async function nextStart({ cwd, env, stdio, nodeArgs = [] }) {
  const port = await freePort();
  const args = ["start", "-H", "127.0.0.1", "-p", String(port)];
  const [command, commandArgs] = nodeArgs.length
    ? [process.execPath, [...nodeArgs, path.join(root, "node_modules", "next", "dist", "bin", "next"), ...args]]
    : [path.join(bin, "next"), args];
  const spawnedAt = process.hrtime.bigint();
  return { base: `http://127.0.0.1:${port}`, server: spawn(command, commandArgs, { cwd, env, stdio, detached: true }), spawnedAt };
}

/** The floor app's directory (built by startFloor) and its server's environment. */
export const floorDir = path.join(root, ".stack", "floor-app");
/** With `stackEnv`, its Firestore for the floor's /dados page (piso.mjs). */
export const floorEnv = (stackEnv = {}) => ({
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production",
  ...(stackEnv.FIRESTORE_EMULATOR_HOST && { FIREBASE_PROJECT_ID: stackEnv.FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_HOST: stackEnv.FIRESTORE_EMULATOR_HOST }),
});

/** The app server's environment on the emulator stack `stackEnv`. */
export function appEnv(stackEnv) {
  // LOG_LEITURAS: the data layer logs the documents each read returns (medidas.mjs adds them up).
  return { ...process.env, ...stackEnv, LOG_LEITURAS: "1", PATH: `${bin}${path.delimiter}${process.env.PATH}` };
}

/** The floor app, built unless already built and `rebuild` is false, started; resolves once it answers. */
async function startFloor(rebuild, stackEnv) {
  const dir = escreverPiso(floorDir);
  const fontes = path.join(dir, ".next", "fontes");
  if (rebuild || !existsSync(path.join(dir, ".next", "BUILD_ID")) || !existsSync(fontes) || readFileSync(fontes, "utf8") !== fontesDoPiso) {
    // Webpack, not Turbopack: Turbopack takes the workspace root from the lockfile above and would
    // build the product's middleware.ts and instrumentation.ts into the floor.
    nextBuild(dir, ["--webpack"], "next build of the floor app failed");
    writeFileSync(fontes, fontesDoPiso);
  }
  // The app's stylesheet (its largest, the one every page links) for the floor's /estilo.
  const estilos = path.join(root, ".next", "static", "chunks");
  const folhas = existsSync(estilos) ? readdirSync(estilos).filter((f) => f.endsWith(".css")) : [];
  const maior = folhas.sort((a, b) => statSync(path.join(estilos, b)).size - statSync(path.join(estilos, a)).size)[0];
  mkdirSync(path.join(dir, "public"), { recursive: true });
  if (maior) copyFileSync(path.join(estilos, maior), path.join(dir, "public", "app.css"));
  const floor = await nextStart({ cwd: dir, env: floorEnv(stackEnv), stdio: "ignore" });
  await waitForHttp(`${floor.base}/`, 60_000);
  return floor;
}

/**
 * Builds (with `build`) the app and the floor, starts the floor, the emulator stack and the app's
 * production server on it, and waits for the app. With `profile`, the app server runs under
 * `node --cpu-prof`, its profiles in `profileDir`.
 * @returns {Promise<{ base: string, server: import("node:child_process").ChildProcess, floor: { base: string, server: import("node:child_process").ChildProcess }, stack: { env: Record<string, string>, stop: () => Promise<void> }, log: string, profileDir: string, stop: () => Promise<void> }>}
 */
export async function startServers({ build, profile }) {
  if (build) {
    console.log("Building (next build)...");
    nextBuild(root, [], "next build failed");
  }
  const stack = await startStack({ projectId: "demo-escolas-bench" });
  const floor = await startFloor(build, stack.env).catch(async (error) => {
    await stack.stop();
    throw error;
  });
  const profileDir = path.join(root, ".stack", "profiles", String(Date.now()));
  const log = path.join(root, ".stack", "bench-server.log");
  mkdirSync(path.dirname(log), { recursive: true });
  const app = await nextStart({
    cwd: root,
    env: appEnv(stack.env),
    // A file, not a pipe: Node writes to a pipe synchronously on Linux, which would tax every request.
    stdio: ["ignore", openSync(log, "w"), "ignore"],
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  const stop = async () => {
    await Promise.all([stopProcessGroup(app.server), stopProcessGroup(floor.server)]);
    await stack.stop();
  };
  try {
    await waitForHttp(`${app.base}/login`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...app, floor, stack, log, profileDir, stop };
}
