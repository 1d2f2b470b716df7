import { SESSION_COOKIE_NAME, unsealSession } from "@/lib/auth/session-cookie";
import { endSession, REVOCATION_CHECK_MS, saidaPendente, signOut, startSession, verifySession } from "@/lib/auth/session";
import { SAIDA_COOKIE_NAME } from "@/lib/auth/saida-no-aparelho";
import { closeTestApp, createUser, testAuth, testDb } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { signInForTest } from "@/test/support/sign-in";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

afterAll(closeTestApp);
beforeEach(() => cookieJar.clear());

const signIn = signInForTest;

const sealedCookie = () => cookieJar.value(SESSION_COOKIE_NAME)!;
const restoreCookie = (value: string) => cookieJar.store.set(SESSION_COOKIE_NAME, { name: SESSION_COOKIE_NAME, value, options: {} });

describe("startSession", () => {
  it("sets one sealed, httpOnly, SameSite=Lax cookie with the profile and a Firebase session cookie", async () => {
    const user = await createUser({ displayName: "Ana Teste" });
    const session = await signIn(user);
    expect(session).toMatchObject({ uid: user.uid, email: user.email, displayName: "Ana Teste" });

    const stored = cookieJar.store.get(SESSION_COOKIE_NAME)!;
    expect(stored.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 5 * 24 * 60 * 60 });
    const payload = await unsealSession(stored.value, process.env.SESSION_SECRET!);
    expect(payload).toMatchObject({ uid: user.uid, email: user.email });
    const claims = await testAuth().verifySessionCookie(payload!.fb, true);
    expect(claims.uid).toBe(user.uid);
    // The per-session record that logout deletes.
    expect((await testDb().doc(`sessoes/${payload!.sid}`).get()).get("uid")).toBe(user.uid);
  });

  it("refuses an ID token that is not one", async () => {
    await expect(startSession("not-a-token")).rejects.toThrow();
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();
  });
});

describe("verifySession", () => {
  it("returns the session for a valid cookie and null without one", async () => {
    const user = await createUser();
    await signIn(user);
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid });
    cookieJar.clear();
    await expect(verifySession()).resolves.toBeNull();
  });

  it("refuses a session after the user's tokens are revoked", async () => {
    const user = await createUser();
    await signIn(user);
    // Firebase compares whole seconds: revoke strictly after the session's auth time.
    await new Promise((r) => setTimeout(r, 1100));
    await testAuth().revokeRefreshTokens(user.uid);
    await expect(verifySession()).resolves.toBeNull();
  });

  it("refuses a session of a user disabled afterwards", async () => {
    const user = await createUser();
    await signIn(user);
    await testAuth().updateUser(user.uid, { disabled: true });
    await expect(verifySession()).resolves.toBeNull();
  });

  it("asks the identity provider about revocation at most every 5 minutes per session", async () => {
    const user = await createUser();
    await signIn(user);
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid }); // checked now
    await new Promise((r) => setTimeout(r, 1100)); // Firebase compares whole seconds
    await testAuth().revokeRefreshTokens(user.uid);
    // Within the interval the provider is not asked: the worst-case delay of such a revocation.
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid });
    const later = Date.now() + REVOCATION_CHECK_MS + 1000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    try {
      await expect(verifySession()).resolves.toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it("refuses a tampered cookie", async () => {
    const user = await createUser();
    await signIn(user);
    restoreCookie(sealedCookie().replace(/.$/, (c) => (c === "a" ? "b" : "a")));
    await expect(verifySession()).resolves.toBeNull();
  });
});

describe("endSession (logout)", () => {
  it("clears the cookie and makes a copy taken before logout worthless", async () => {
    const user = await createUser();
    await signIn(user);
    const copy = sealedCookie();

    await endSession();
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();

    restoreCookie(copy); // the replay
    await expect(verifySession()).resolves.toBeNull();
  });

  it("acts at the next request even right after a revocation check (our own record, not the interval)", async () => {
    const user = await createUser();
    await signIn(user);
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid }); // the provider was just asked
    const copy = sealedCookie();
    await endSession();
    restoreCookie(copy);
    await expect(verifySession()).resolves.toBeNull();
  });

  it("leaves the user's other sessions alone", async () => {
    const user = await createUser();
    await signIn(user);
    const otherDevice = sealedCookie();
    cookieJar.clear();
    await signIn(user);
    await endSession();

    restoreCookie(otherDevice);
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid });
  });
});

// Issue 41: `Sair` with no connection marks the device (a cookie a script may write, since the
// session's is httpOnly); the server refuses the session while the mark is there, and ends it at
// the first request that reaches it.
describe("the device's sign-out mark", () => {
  const marcar = () => cookieJar.store.set(SAIDA_COOKIE_NAME, { name: SAIDA_COOKIE_NAME, value: "1", options: {} });

  it("refuses the session while it is there; signOut then ends it: record gone, both cookies cleared", async () => {
    const user = await createUser();
    await signIn(user);
    const copy = sealedCookie();
    const { sid } = (await unsealSession(copy, process.env.SESSION_SECRET!))!;
    marcar();
    await expect(saidaPendente()).resolves.toBe(true);
    await expect(verifySession()).resolves.toBeNull();
    expect((await testDb().doc(`sessoes/${sid}`).get()).exists).toBe(true); // not yet told

    await signOut();
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(cookieJar.value(SAIDA_COOKIE_NAME)).toBeUndefined();
    expect((await testDb().doc(`sessoes/${sid}`).get()).exists).toBe(false);
    restoreCookie(copy); // a copy taken before, without the mark
    await expect(verifySession()).resolves.toBeNull();
  });

  it("a new sign-in on the device removes a mark left there", async () => {
    const user = await createUser();
    marcar();
    await signIn(user);
    expect(cookieJar.value(SAIDA_COOKIE_NAME)).toBeUndefined();
    await expect(verifySession()).resolves.toMatchObject({ uid: user.uid });
  });
});
