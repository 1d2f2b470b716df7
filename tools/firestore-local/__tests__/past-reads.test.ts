// The window of reads in the past, which the conformance suite cannot wait for (Cloud Firestore
// keeps an hour): older than the window is FAILED_PRECONDITION, and a read time well ahead of the
// clock is refused. A short window here.
import { Timestamp } from "@google-cloud/firestore";
import { emulatorWith } from "./child-emulator";

it("a read at a time older than the versions kept fails; within the window it reads that version", async () => {
  const { db, stop } = await emulatorWith({ versionRetentionMs: 1_000 });
  try {
    const ref = db.doc("c/d");
    const first = await ref.set({ n: 1 });
    await ref.set({ n: 2 });
    const at = (readTime: Timestamp) => db.runTransaction((tx) => tx.get(ref), { readOnly: true, readTime });
    expect((await at(first.writeTime)).get("n")).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await ref.set({ n: 3 }); // a commit drops the versions older than the window
    await expect(at(first.writeTime)).rejects.toMatchObject({ code: 9, message: expect.stringMatching(/snapshot version is too old/) });
    expect((await at(Timestamp.now())).get("n")).toBe(3);
  } finally {
    await stop();
  }
}, 20_000);

it("a read time more than a second ahead of the clock is INVALID_ARGUMENT", async () => {
  const { db, stop } = await emulatorWith({});
  try {
    const later = Timestamp.fromMillis(Date.now() + 60_000);
    await expect(db.runTransaction((tx) => tx.get(db.doc("c/d")), { readOnly: true, readTime: later })).rejects.toMatchObject({ code: 3 });
  } finally {
    await stop();
  }
}, 20_000);
