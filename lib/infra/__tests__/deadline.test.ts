import { DeadlineError, withDeadline } from "@/lib/infra/deadline";

describe("withDeadline", () => {
  it("passes the answer through", async () => {
    await expect(withDeadline(Promise.resolve(7), "banco", 50)).resolves.toBe(7);
  });

  it("passes the failure through", async () => {
    await expect(withDeadline(Promise.reject(new Error("x")), "banco", 50)).rejects.toThrow("x");
  });

  it("gives up after the deadline with a message naming the dependency", async () => {
    const never = new Promise<never>(() => undefined);
    const started = Date.now();
    const error = await withDeadline(never, "banco", 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect((error as Error).message).toBe("o banco de dados não respondeu em 100 ms.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
