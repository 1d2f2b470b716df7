import { signInWithEmail, requestPasswordReset, signInWithGoogle } from "@/app/login/actions";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { FLASH_COOKIE_NAME } from "@/lib/infra/flash";
import { closeTestApp, createUser } from "@/test/support/firebase";
import { cookieJar, redirectTarget } from "@/test/support/request-cookies";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

afterAll(closeTestApp);
beforeEach(() => cookieJar.clear());
afterEach(() => jest.restoreAllMocks());

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

const quiet = () => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  return jest.spyOn(console, "error").mockImplementation(() => undefined);
};

describe("signInWithEmail", () => {
  it("signs in, sets the session cookie, leaves 'Login bem-sucedido!' and goes to the picker", async () => {
    const user = await createUser();
    const error = await signInWithEmail(null, form({ email: user.email, password: user.password })).catch((e: unknown) => e);
    expect(redirectTarget(error)).toBe("/listar-empresas");
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeDefined();
    expect(cookieJar.value(FLASH_COOKIE_NAME)).toBe("login");
  });

  it("gives one message for a wrong password and for an unknown e-mail", async () => {
    quiet();
    const user = await createUser();
    const wrong = await signInWithEmail(null, form({ email: user.email, password: "errada" }));
    const unknown = await signInWithEmail(null, form({ email: "ninguem@teste.escola", password: "errada" }));
    expect(wrong?.text).toBe("Erro ao fazer login com email e senha.");
    expect(unknown?.text).toBe(wrong?.text);
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it.each([
    ["a password over 4096 characters", { email: "ana@demo.escola", password: "x".repeat(4097) }],
    ["an e-mail over 254 characters", { email: `${"a".repeat(64)}@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(62)}`, password: "x" }],
    ["a malformed e-mail", { email: "nao-e-email", password: "x" }],
    ["a missing password", { email: "ana@demo.escola" }],
    ["a file instead of text", { email: new Blob(["ana@demo.escola"]), password: "x" }],
  ])("refuses %s without calling the provider", async (_, fields) => {
    const fetchSpy = jest.spyOn(globalThis, "fetch");
    const state = await signInWithEmail(null, form(fields as Record<string, string | Blob>));
    expect(state?.text).toBe("Erro ao fazer login com email e senha.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("logs a failure without the password", async () => {
    const logged = quiet();
    const warned = jest.spyOn(console, "warn");
    const user = await createUser();
    await signInWithEmail(null, form({ email: user.email, password: "senha-secreta-errada" }));
    const everything = JSON.stringify([...logged.mock.calls, ...warned.mock.calls]);
    expect(everything).toContain(user.email);
    expect(everything).not.toContain("senha-secreta-errada");
  });
});

describe("signInWithEmail with the provider down", () => {
  const realHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  afterEach(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = realHost;
    jest.resetModules();
  });

  it("says 'Erro ao fazer login: ' and why", async () => {
    quiet();
    jest.resetModules();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9";
    const actions = await import("@/app/login/actions");
    const state = await actions.signInWithEmail(null, form({ email: "ana@demo.escola", password: "x" }));
    expect(state?.text).toBe("Erro ao fazer login: não foi possível contatar o provedor de identidade.");
  });
});

describe("requestPasswordReset", () => {
  it("answers the same whether or not the address has an account", async () => {
    const user = await createUser();
    const known = await requestPasswordReset(null, form({ email: user.email }));
    const unknown = await requestPasswordReset(null, form({ email: "sem-conta@teste.escola" }));
    expect(known).toMatchObject({ kind: "success", text: "Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha." });
    expect(unknown?.text).toBe(known?.text);
  });

  it("asks for an e-mail when there is none", async () => {
    const state = await requestPasswordReset(null, form({ email: "" }));
    expect(state).toMatchObject({ kind: "error", text: "Informe um e-mail válido para redefinir a senha." });
  });
});

describe("called with arguments of the wrong type", () => {
  it.each([["a string", "x"], ["null", null], ["an object", { email: "a@b.c", password: "x" }], ["a number", 42]])(
    "signInWithEmail refuses %s",
    async (_, value) => {
      await expect(signInWithEmail(null, value)).resolves.toMatchObject({ text: "Erro ao fazer login com email e senha." });
    },
  );

  it("requestPasswordReset refuses a non-form", async () => {
    await expect(requestPasswordReset(null, "a@b.c")).resolves.toMatchObject({ text: "Informe um e-mail válido para redefinir a senha." });
  });

  it("signInWithGoogle refuses anything but a plausible token, and is off without the flag", async () => {
    for (const value of [42, null, { token: "x" }, "x".repeat(9000), "um-token-qualquer"]) {
      await expect(signInWithGoogle(value)).resolves.toMatchObject({ text: "Erro ao fazer login com Google." });
    }
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();
  });
});
