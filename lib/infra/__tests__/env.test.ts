import { parseServerEnv } from "@/lib/infra/env";

const emulators = {
  FIREBASE_PROJECT_ID: "demo-escolas",
  SESSION_SECRET: "x".repeat(32),
  FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
};

describe("parseServerEnv", () => {
  it("runs on the four emulator variables alone, with defaults for the rest", () => {
    const env = parseServerEnv(emulators);
    expect(env.SESSION_MAX_AGE_SECONDS).toBe(5 * 24 * 60 * 60);
    expect(env.GOOGLE_SIGNIN_ENABLED).toBe(false);
    expect(env.usesAuthEmulator).toBe(true);
    expect(env.authDomain).toBe("demo-escolas.firebaseapp.com");
  });

  it("names every missing or malformed variable at once", () => {
    expect(() => parseServerEnv({ SESSION_SECRET: "short", FIRESTORE_EMULATOR_HOST: "no-port" })).toThrow(
      /FIREBASE_PROJECT_ID[\s\S]*SESSION_SECRET[\s\S]*FIRESTORE_EMULATOR_HOST/,
    );
  });

  it("asks for the web API key and a credential without the emulators", () => {
    const message = (() => {
      try {
        parseServerEnv({ FIREBASE_PROJECT_ID: "escolas-prod", SESSION_SECRET: "x".repeat(32) });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/FIREBASE_WEB_API_KEY/);
    expect(message).toMatch(/FIREBASE_CLIENT_EMAIL/);
  });

  const producao = {
    NODE_ENV: "production",
    FIREBASE_PROJECT_ID: "escolas-prod",
    SESSION_SECRET: "x".repeat(40),
    FIREBASE_WEB_API_KEY: "AIza-test",
    FIREBASE_CLIENT_EMAIL: "app@escolas-prod.iam.gserviceaccount.com",
    FIREBASE_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n",
    GOOGLE_SIGNIN_ENABLED: "true",
    SESSION_MAX_AGE_SECONDS: "3600",
    CRON_SECRET: "c".repeat(32),
  };

  it("accepts a production configuration", () => {
    const env = parseServerEnv(producao);
    expect(env.isProduction).toBe(true);
    expect(env.GOOGLE_SIGNIN_ENABLED).toBe(true);
    expect(env.SESSION_MAX_AGE_SECONDS).toBe(3600);
    expect(env.CRON_SECRET).toBe("c".repeat(32));
  });

  it("asks for CRON_SECRET in production with a real project, not on the emulators (dev, tests, the e2e build)", () => {
    expect(() => parseServerEnv({ ...producao, CRON_SECRET: undefined })).toThrow(/CRON_SECRET: is required in production/);
    expect(() => parseServerEnv({ ...producao, CRON_SECRET: "curto" })).toThrow(/CRON_SECRET: must have at least 16 characters/);
    expect(parseServerEnv({ ...emulators, NODE_ENV: "production" }).CRON_SECRET).toBeUndefined();
    expect(parseServerEnv(emulators).CRON_SECRET).toBeUndefined();
  });

  it("refuses a demo project without the emulators", () => {
    expect(() =>
      parseServerEnv({ ...emulators, FIRESTORE_EMULATOR_HOST: undefined, FIREBASE_CLIENT_EMAIL: "a@b.c", FIREBASE_PRIVATE_KEY: "PRIVATE KEY" }),
    ).toThrow(/demo-\* project/);
  });

  it("refuses a session lifetime Firebase would refuse", () => {
    expect(() => parseServerEnv({ ...emulators, SESSION_MAX_AGE_SECONDS: "60" })).toThrow(/SESSION_MAX_AGE_SECONDS/);
    expect(() => parseServerEnv({ ...emulators, GOOGLE_SIGNIN_ENABLED: "sim" })).toThrow(/GOOGLE_SIGNIN_ENABLED/);
  });
});
