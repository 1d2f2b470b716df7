import { randomUUID } from "node:crypto";
import { closeTestApp } from "@/test/support/firebase";

// Issue 20: an attempt the identity provider never answered (an outage) does not count against the
// limits. Its own file: the actions are loaded with a dead provider, and nothing else is.

jest.mock("next/headers", () => ({
  ...jest.requireActual("@/test/support/request-cookies").nextHeadersMock,
  headers: async () => new Headers({ "x-forwarded-for": "192.0.2.200" }),
}));

const realHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9"; // nothing listens there
});
afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = realHost;
  await closeTestApp();
});
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

it("12 sign-ins and 5 password e-mails the provider never answered: each says why, none is 'Muitas tentativas'", async () => {
  const { requestPasswordReset, signInWithEmail } = await import("@/app/login/actions");
  const email = `ninguem-${randomUUID().slice(0, 8)}@teste.escola`;
  for (let i = 0; i < 12; i++) {
    const state = await signInWithEmail(null, form({ email, password: "x" }));
    expect(state?.text).toBe("Erro ao fazer login: não foi possível contatar o provedor de identidade.");
  }
  for (let i = 0; i < 5; i++) {
    const state = await requestPasswordReset(null, form({ email }));
    expect(state?.text).toBe("Não foi possível pedir a redefinição de senha agora. Tente novamente em instantes.");
  }
});
