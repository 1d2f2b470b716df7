import { sealSession, unsealSession, type SessionPayload } from "@/lib/auth/session-cookie";

const SECRET = "a-test-secret-that-has-at-least-32-chars!";
const payload = (overrides: Partial<SessionPayload> = {}): SessionPayload => ({
  v: 1,
  sid: "sid-1",
  fb: "firebase.session.cookie",
  uid: "uid-1",
  email: "ana@demo.escola",
  displayName: "Ana",
  photoURL: null,
  exp: Date.now() + 60_000,
  ...overrides,
});

describe("session seal", () => {
  it("round-trips the payload", async () => {
    const sealed = await sealSession(payload(), SECRET, 3600);
    expect(sealed).not.toContain("ana@demo.escola"); // sealed, not just encoded
    await expect(unsealSession(sealed, SECRET)).resolves.toEqual(payload({ exp: expect.any(Number) }));
  });

  it("refuses a tampered seal", async () => {
    const sealed = await sealSession(payload(), SECRET, 3600);
    const i = Math.floor(sealed.length / 2);
    const tampered = sealed.slice(0, i) + (sealed[i] === "A" ? "B" : "A") + sealed.slice(i + 1);
    await expect(unsealSession(tampered, SECRET)).resolves.toBeNull();
  });

  it("refuses a seal made with another secret", async () => {
    const sealed = await sealSession(payload(), "another-secret-that-is-also-long-enough!!", 3600);
    await expect(unsealSession(sealed, SECRET)).resolves.toBeNull();
  });

  it("refuses an expired session", async () => {
    const sealed = await sealSession(payload({ exp: Date.now() - 1 }), SECRET, 3600);
    await expect(unsealSession(sealed, SECRET)).resolves.toBeNull();
  });

  it("refuses a seal whose content is not a session", async () => {
    const sealed = await sealSession({ ...payload(), uid: 42 } as unknown as SessionPayload, SECRET, 3600);
    await expect(unsealSession(sealed, SECRET)).resolves.toBeNull();
  });

  it("refuses garbage", async () => {
    await expect(unsealSession("not-a-seal", SECRET)).resolves.toBeNull();
    await expect(unsealSession("", SECRET)).resolves.toBeNull();
  });

  describe("a seal already unsealed by this process (kept, so the next request skips PBKDF2)", () => {
    it("is refused once its session expires", async () => {
      const exp = Date.now() + 60_000;
      const sealed = await sealSession(payload({ exp }), SECRET, 3600);
      await expect(unsealSession(sealed, SECRET, exp - 1)).resolves.toMatchObject({ uid: "uid-1" });
      await expect(unsealSession(sealed, SECRET, exp - 1)).resolves.toMatchObject({ uid: "uid-1" });
      await expect(unsealSession(sealed, SECRET, exp)).resolves.toBeNull();
    });

    it("is refused under another secret", async () => {
      const sealed = await sealSession(payload(), SECRET, 3600);
      await expect(unsealSession(sealed, SECRET)).resolves.toMatchObject({ uid: "uid-1" });
      await expect(unsealSession(sealed, "another-secret-that-is-also-long-enough!!")).resolves.toBeNull();
    });

    it("cannot be changed by whoever received it", async () => {
      const sealed = await sealSession(payload(), SECRET, 3600);
      const first = await unsealSession(sealed, SECRET);
      expect(() => Object.assign(first!, { uid: "someone-else" })).toThrow(TypeError);
      await expect(unsealSession(sealed, SECRET)).resolves.toMatchObject({ uid: "uid-1" });
    });
  });
});
