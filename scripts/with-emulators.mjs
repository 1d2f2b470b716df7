#!/usr/bin/env node
// Starts the emulator stack, seeds the demo data, then runs a command pointed at it:
//   node scripts/with-emulators.mjs -- next dev        (npm run dev)
//   node scripts/with-emulators.mjs                    (only the emulators, until Ctrl-C)
// Ports: AUTH_EMULATOR_PORT (9099) and FIRESTORE_EMULATOR_PORT (8080). Options: --no-seed, --log.
// Ctrl-C (or SIGTERM) stops the command and both emulators, leaving no process behind.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStack } from "./stack/index.mjs";
import { describeDemoUsers, seedDemo } from "./stack/seed.mjs";
import { stopProcessGroup } from "./stack/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const separator = process.argv.indexOf("--");
const flags = process.argv.slice(2, separator === -1 ? undefined : separator);
const command = separator === -1 ? [] : process.argv.slice(separator + 1);

function port(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a TCP port`);
  return value;
}

const stack = await startStack({
  authPort: port("AUTH_EMULATOR_PORT", 9099),
  firestorePort: port("FIRESTORE_EMULATOR_PORT", 8080),
  log: flags.includes("--log"),
}).catch((error) => {
  console.error(`Não foi possível iniciar os emuladores: ${error.message}`);
  console.error("Verifique se as portas estão livres (AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT).");
  process.exit(1);
});

if (!flags.includes("--no-seed")) {
  await seedDemo(stack.env);
  console.log(`\n${describeDemoUsers()}\n`);
}
console.log(`Emuladores: Auth ${stack.env.FIREBASE_AUTH_EMULATOR_HOST}, Firestore ${stack.env.FIRESTORE_EMULATOR_HOST}`);

let child;
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (child) await stopProcessGroup(child);
  await stack.stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(130));
process.on("SIGTERM", () => void shutdown(143));

if (command.length > 0) {
  const [file, ...args] = command;
  child = spawn(file, args, {
    cwd: root,
    stdio: "inherit",
    detached: true, // its own process group: shutdown() ends the command and all it started
    env: {
      ...process.env,
      ...stack.env,
      ...(command.join(" ") === "next dev" && { APP_URL: process.env.APP_URL ?? "http://localhost:3000" }), // the QR's address (issue 26); `next start` (the e2e run) keeps the request's origin
      PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    },
  });
  child.once("exit", (code, signal) => void shutdown(code ?? (signal ? 1 : 0)));
} else {
  console.log("Emuladores prontos. Ctrl-C para parar.");
}
