// Stopping a child that runs in its own process group (spawned with detached: true), with
// everything it started: SIGTERM first, SIGKILL if it has not exited after `graceMs`.

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

export async function stopProcessGroup(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child, "SIGTERM");
  const forced = setTimeout(() => signalGroup(child, "SIGKILL"), graceMs);
  await exited;
  clearTimeout(forced);
}
