// The Firebase Auth emulator (pure JS inside firebase-tools), run offline on a demo-* project with
// the Emulator UI off. Its ports come from a firebase.json written for this run.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHttp } from "./net.mjs";
import { stopProcessGroup } from "./process.mjs";

const firebaseCli = createRequire(import.meta.url).resolve("firebase-tools/lib/bin/firebase.js");

/** Starts the Auth emulator on 127.0.0.1:port; resolves when it answers. */
export async function startAuthEmulator({ port, projectId, log = false }) {
  const workDir = mkdtempSync(path.join(tmpdir(), "gestao-auth-"));
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port },
      hub: { host: "127.0.0.1", port: await freePort() },
      logging: { host: "127.0.0.1", port: await freePort() },
      ui: { enabled: false },
    },
  };
  writeFileSync(path.join(workDir, "firebase.json"), JSON.stringify(config));

  const child = spawn(process.execPath, [firebaseCli, "emulators:start", "--only", "auth", "--project", projectId], {
    cwd: workDir, // keeps firebase-debug.log out of the project
    env: { ...process.env, NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    stdio: log ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so stop() ends the CLI and everything it started
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    await stopProcessGroup(child);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await Promise.race([
      waitForHttp(`http://127.0.0.1:${port}/`, 90_000),
      exited.then((code) => {
        throw new Error(`Auth emulator exited early (code ${code}):\n${output}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `127.0.0.1:${port}`, stop };
}
