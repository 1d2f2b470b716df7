import { IdentityUnavailableError, providerErrorCode, sendPasswordResetEmail, signInWithPassword } from "@/lib/auth/identity";
import { closeTestApp, createUser, testAuth } from "@/test/support/firebase";

// Against the Auth emulator's REST endpoints, as the app calls them.

afterAll(closeTestApp);

describe("signInWithPassword", () => {
  it("returns an ID token for the right password", async () => {
    const user = await createUser();
    const result = await signInWithPassword(user.email, user.password);
    expect(result.ok).toBe(true);
    const decoded = await testAuth().verifyIdToken((result as { idToken: string }).idToken);
    expect(decoded.uid).toBe(user.uid);
  });

  it("gives the provider's verdict for a wrong password and an unknown e-mail", async () => {
    const user = await createUser();
    const wrong = await signInWithPassword(user.email, "senha-errada");
    const unknown = await signInWithPassword("ninguem-aqui@teste.escola", "qualquer");
    expect(wrong).toEqual({ ok: false, code: expect.any(String) });
    expect(unknown).toEqual({ ok: false, code: expect.any(String) });
  });

  it("refuses a disabled user", async () => {
    const user = await createUser();
    await testAuth().updateUser(user.uid, { disabled: true });
    const result = await signInWithPassword(user.email, user.password);
    expect(result.ok).toBe(false);
    expect(providerErrorCode((result as { code: string }).code)).toBe("USER_DISABLED");
  });
});

describe("an unreachable identity provider", () => {
  const realHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  beforeEach(() => jest.resetModules());
  afterEach(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = realHost;
  });

  it("throws IdentityUnavailableError, in Portuguese, within seconds", async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9"; // discard port: nothing listens
    const identity = await import("@/lib/auth/identity");
    const started = Date.now();
    const error = await identity.signInWithPassword("a@b.c", "x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(identity.IdentityUnavailableError);
    expect((error as Error).message).toBe("não foi possível contatar o provedor de identidade.");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("sendPasswordResetEmail", () => {
  const oobCodes = async () => {
    const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
    const body = (await (await fetch(url)).json()) as { oobCodes: { email: string; requestType: string }[] };
    return body.oobCodes;
  };

  it("asks the provider to send a PASSWORD_RESET e-mail", async () => {
    const user = await createUser();
    await sendPasswordResetEmail(user.email);
    expect(await oobCodes()).toContainEqual(expect.objectContaining({ email: user.email, requestType: "PASSWORD_RESET" }));
  });

  it("answers the same for an address nobody has", async () => {
    await expect(sendPasswordResetEmail("sem-conta@teste.escola")).resolves.toBeUndefined();
  });
});

it("IdentityUnavailableError is an Error", () => {
  expect(new IdentityUnavailableError("x")).toBeInstanceOf(Error);
});
