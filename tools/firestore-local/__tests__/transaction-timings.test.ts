// What the local Firestore does with transactions that take too long, which the conformance suite
// cannot state (Cloud Firestore's own limits are minutes long): an abandoned transaction lets its
// locks go once idle, and a wait for a lock ends with ABORTED. Each case runs its own emulator,
// in a child process, with short timings.
import { emulatorWith } from "./child-emulator";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it("an abandoned transaction expires when idle, letting the others through", async () => {
  const { db, stop } = await emulatorWith({ idleMs: 400, lockWaitMs: 10_000 });
  try {
    const ref = db.doc("c/contador");
    await ref.set({ n: 0 });
    const read = deferred();
    const hold = deferred();
    const abandoned = db.runTransaction(
      async (tx) => {
        await tx.get(ref);
        read.resolve();
        await hold.promise; // a server that stopped answering, as far as the database can tell
        tx.update(ref, { n: 100 });
      },
      { maxAttempts: 1 },
    );
    await read.promise;
    const started = Date.now();
    await db.runTransaction(async (tx) => {
      const n = (await tx.get(ref)).get("n") as number;
      tx.update(ref, { n: n + 1 });
    });
    expect(Date.now() - started).toBeLessThan(3_000); // waited for the expiry, not for the holder
    hold.resolve();
    await expect(abandoned).rejects.toMatchObject({ code: 3, message: expect.stringMatching(/transaction has expired/) });
    expect((await ref.get()).get("n")).toBe(1);
  } finally {
    await stop();
  }
}, 20_000);

it("a wait for a lock longer than the deadline ends with ABORTED, and the holder commits", async () => {
  const { db, stop } = await emulatorWith({ idleMs: 10_000, lockWaitMs: 300 });
  try {
    const ref = db.doc("c/contador");
    await ref.set({ n: 0 });
    const read = deferred();
    const hold = deferred();
    const holder = db.runTransaction(async (tx) => {
      const n = (await tx.get(ref)).get("n") as number;
      read.resolve();
      await hold.promise;
      tx.update(ref, { n: n + 1 });
    });
    await read.promise;
    const waiter = db.runTransaction(async (tx) => tx.get(ref), { maxAttempts: 1 });
    await expect(waiter).rejects.toMatchObject({ code: 10 });
    hold.resolve();
    await holder;
    expect((await ref.get()).get("n")).toBe(1);
  } finally {
    await stop();
  }
}, 20_000);
