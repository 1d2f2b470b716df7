// Integers are 64-bit in Cloud Firestore: a value beyond 2^53 (JavaScript's safe integers) is
// stored, compared and added exactly. The client library reads them as BigInt with
// `useBigInt: true` (without it, as the nearest number, which is the client's rounding, not the
// database's). An increment that overflows stops at the int64 limit; a sum that overflows is a double.
import { AggregateField, FieldValue } from "firebase-admin/firestore";
import { closeTestApp } from "@/test/support/firebase";
import { bigIntDb, closeBigIntDb, freshCollection, ids, seed, values } from "./support";

jest.setTimeout(20_000);
afterAll(async () => {
  await closeBigIntDb();
  await closeTestApp();
});

const TWO_53 = 2n ** 53n;
const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
const fresh = () => freshCollection("int64", bigIntDb());

describe("64-bit integers", () => {
  it("round-trip exactly: 2^53 + 1 and the int64 limits", async () => {
    const ref = fresh().doc("doc");
    await ref.set({ big: TWO_53 + 1n, max: INT64_MAX, min: INT64_MIN, nested: { list: [TWO_53 + 3n] } });
    const snap = await ref.get();
    expect(snap.get("big")).toBe(TWO_53 + 1n);
    expect(snap.get("max")).toBe(INT64_MAX);
    expect(snap.get("min")).toBe(INT64_MIN);
    expect(snap.get("nested.list")).toEqual([TWO_53 + 3n]);
    await ref.set(snap.data()!);
    expect((await ref.get()).get("big")).toBe(TWO_53 + 1n);
  });

  it("== tells 2^53 + 1 from 2^53, and orderBy orders them", async () => {
    const col = fresh();
    await seed(col, { a: { n: TWO_53 + 2n }, b: { n: TWO_53 }, c: { n: TWO_53 + 1n }, d: { n: INT64_MAX }, e: { n: 1 } });
    expect(ids(await col.where("n", "==", TWO_53 + 1n).get())).toEqual(["c"]);
    expect(ids(await col.where("n", ">", TWO_53).orderBy("n").get())).toEqual(["c", "a", "d"]);
    expect(ids(await col.orderBy("n", "desc").get())).toEqual(["d", "a", "c", "b", "e"]);
  });

  it("increment adds exactly beyond 2^53, and an overflow stops at the int64 limit", async () => {
    const ref = fresh().doc("doc");
    await ref.set({ n: TWO_53, top: INT64_MAX, bottom: INT64_MIN });
    await ref.update({ n: FieldValue.increment(1), top: FieldValue.increment(1), bottom: FieldValue.increment(-1) });
    const snap = await ref.get();
    expect(snap.get("n")).toBe(TWO_53 + 1n);
    expect(snap.get("top")).toBe(INT64_MAX);
    expect(snap.get("bottom")).toBe(INT64_MIN);
  });

  it("sum() is an exact integer while it fits in 64 bits, a double beyond", async () => {
    const col = fresh();
    await seed(col, { a: { n: TWO_53, m: 2n ** 62n }, b: { n: 1, m: 2n ** 62n } });
    const snap = await col.aggregate({ n: AggregateField.sum("n"), m: AggregateField.sum("m"), avg: AggregateField.average("m") }).get();
    expect(snap.data().n).toBe(TWO_53 + 1n);
    expect(snap.data().m).toBe(2 ** 63);
    expect(snap.data().avg).toBe(2 ** 62);
    expect(values(await col.orderBy("n").get(), "n")).toEqual([1n, TWO_53]);
  });
});
