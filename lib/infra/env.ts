import "server-only";
import { z } from "zod";
import { FLAG_VALUES, SESSION_SECRET_MIN_LENGTH, defaultAuthDomain, isFlagOn } from "@/lib/infra/config-rules";

// The server's configuration, parsed once at run time (never at build time), so one `next build`
// serves the emulators, staging and production alike.

const hostPort = z
  .string()
  .regex(/^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/, "expected host:port, e.g. 127.0.0.1:9099");

const flag = z.enum(FLAG_VALUES).optional().transform(isFlagOn);

/** Vercel's advice for CRON_SECRET: a random string of at least 16 characters. */
const CRON_SECRET_MIN_LENGTH = 16;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    FIREBASE_PROJECT_ID: z
      .string({ error: "is required" })
      .regex(/^[a-z][a-z0-9-]{4,29}$/, "must be a Firebase project id (lower case, 6-30 chars)"),
    SESSION_SECRET: z
      .string({ error: "is required" })
      .min(SESSION_SECRET_MIN_LENGTH, `must have at least ${SESSION_SECRET_MIN_LENGTH} characters`),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
    FIRESTORE_EMULATOR_HOST: hostPort.optional(),
    FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    FIREBASE_CLIENT_EMAIL: z.email("must be the service account's e-mail").optional(),
    FIREBASE_PRIVATE_KEY: z.string().includes("PRIVATE KEY", { message: "must be a PEM private key" }).optional(),
    GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(300, "Firebase accepts 5 minutes at least")
      .max(1_209_600, "Firebase accepts 2 weeks at most")
      .default(5 * 24 * 60 * 60),
    GOOGLE_SIGNIN_ENABLED: flag,
    /**
     * The app's public address (an origin: scheme and host, no path), for the QR code of an issued
     * document (`${APP_URL}/verificar/<code>`). Optional: without it, the request's own origin.
     */
    APP_URL: z
      .url({ protocol: /^https?$/, error: "must be the app's origin, e.g. https://escolas.exemplo.com.br" })
      .refine((url) => {
        // (Run even when the format check failed: zod 4 goes on to the refinements.)
        const u = URL.canParse(url) ? new URL(url) : null;
        return !u || ((u.pathname === "/" || u.pathname === "") && !u.search && !u.hash && !u.username && !u.password);
      }, "must be an origin only (scheme and host, no path, query or credentials)")
      .transform((url) => new URL(url).origin)
      .optional(),
    /**
     * The secret Vercel Cron sends to the scheduled route that takes over stopped jobs
     * (app/api/tarefas/retomar, docs/jobs.md). Optional on the emulators; required in production
     * with a real project. Without it the route refuses every call.
     */
    CRON_SECRET: z.string().min(CRON_SECRET_MIN_LENGTH, `must have at least ${CRON_SECRET_MIN_LENGTH} characters`).optional(),
  })
  .superRefine((env, ctx) => {
    const usesAuthEmulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
    const usesFirestoreEmulator = Boolean(env.FIRESTORE_EMULATOR_HOST);
    if (!usesAuthEmulator && !env.FIREBASE_WEB_API_KEY) {
      ctx.addIssue({ code: "custom", path: ["FIREBASE_WEB_API_KEY"], message: "is required when FIREBASE_AUTH_EMULATOR_HOST is not set" });
    }
    const needsCredentials = !(usesAuthEmulator && usesFirestoreEmulator);
    const hasCredentials = Boolean(env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY) || Boolean(env.GOOGLE_APPLICATION_CREDENTIALS);
    if (needsCredentials && !hasCredentials) {
      ctx.addIssue({
        code: "custom",
        path: ["FIREBASE_CLIENT_EMAIL"],
        message: "FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (or GOOGLE_APPLICATION_CREDENTIALS) are required unless both emulators are set",
      });
    }
    if (env.NODE_ENV === "production" && needsCredentials && !env.CRON_SECRET) {
      ctx.addIssue({ code: "custom", path: ["CRON_SECRET"], message: "is required in production (the cron route that takes over stopped jobs checks it)" });
    }
    if (env.FIREBASE_PROJECT_ID.startsWith("demo-") && needsCredentials) {
      ctx.addIssue({ code: "custom", path: ["FIREBASE_PROJECT_ID"], message: "a demo-* project only exists on the emulators: set both emulator hosts" });
    }
  });

export type ServerEnv = z.infer<typeof schema> & {
  usesAuthEmulator: boolean;
  isProduction: boolean;
  /** Web API key for the identity REST endpoints; the emulator accepts any value. */
  webApiKey: string;
  authDomain: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError naming every missing or malformed variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration (see .env.example):\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    usesAuthEmulator: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
    isProduction: env.NODE_ENV === "production",
    webApiKey: env.FIREBASE_WEB_API_KEY ?? "emulator-api-key",
    authDomain: env.FIREBASE_AUTH_DOMAIN ?? defaultAuthDomain(env.FIREBASE_PROJECT_ID),
  };
}

let cached: ServerEnv | undefined;

/** The process's configuration, parsed on first use. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
