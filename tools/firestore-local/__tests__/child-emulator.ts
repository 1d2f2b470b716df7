// A local Firestore of its own for a unit test, in a child process, with the options the test
// gives (short timings, a short window of past reads), and a client on it.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { Firestore } from "@google-cloud/firestore";

export type ChildEmulator = { db: Firestore; port: number; stop: () => Promise<void> };

export type EmulatorOptions = { idleMs?: number; lockWaitMs?: number; versionRetentionMs?: number };

export async function emulatorWith(options: EmulatorOptions, projectId = "demo-unit"): Promise<ChildEmulator> {
  const server = path.join(__dirname, "..", "src", "server.mjs");
  const script = `const { startFirestoreEmulator } = await import(${JSON.stringify(server)});
    const { host } = await startFirestoreEmulator(Number(process.argv[1]), ${JSON.stringify(options)});
    console.log(host);`;
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--input-type=module", "-e", script, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`emulator exited (${code})`)));
  });
  const db = new Firestore({ projectId, host: "127.0.0.1", port, ssl: false, customHeaders: { Authorization: "Bearer owner" } });
  return {
    db,
    port,
    stop: async () => {
      await db.terminate();
      child.kill();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs an ES module script with Node and returns what it printed (stdout), or throws with its stderr. */
export function runScript(script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"], cwd: path.join(__dirname, "..") });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(err || `exit ${code}`))));
  });
}
