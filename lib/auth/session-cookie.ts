// The sealed session cookie: its name, options and (un)sealing. Edge-safe (no Node APIs, no
// server-only), because middleware.ts unseals it on the Edge runtime for its optimistic check.
import { sealData, unsealData } from "iron-session";
import { z } from "zod";
import { SESSION_SECRET_MIN_LENGTH } from "@/lib/infra/config-rules";
import { guardarLimitado } from "@/lib/infra/mapa-limitado";

export const SESSION_COOKIE_NAME = "gestao_sessao";

const payloadSchema = z.object({
  v: z.literal(1),
  /** Per-session record id (sessoes/{sid}); deleting the record is what logout revokes. */
  sid: z.string().min(1),
  /** The Firebase session cookie (a JWT), verified with revocation checked on every request. */
  fb: z.string().min(1),
  uid: z.string().min(1),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** Expiry, in ms since the epoch. */
  exp: z.number(),
  /**
   * The current company when the cookie was last sealed: only a hint, so the shell can read the
   * company in the same round trip as the user's document (which stays the truth).
   */
  emp: z.string().max(200).nullable().optional(),
});

export type SessionPayload = z.infer<typeof payloadSchema>;

export async function sealSession(payload: SessionPayload, secret: string, ttlSeconds: number): Promise<string> {
  return sealData(payload, { password: secret, ttl: ttlSeconds });
}

/**
 * Seals this process has already unsealed, by their exact text: the same cookie comes with every
 * request, and unsealing derives two keys with PBKDF2 before it decrypts and checks the MAC (the
 * middleware and the page each unsealed it). Only intact seals enter, under the secret that opened
 * them; the expiry is checked at every use. Bounded: the oldest go first.
 */
const unsealed = new Map<string, { secret: string; payload: SessionPayload }>();
const UNSEALED_MAX = 5_000;

/** The payload, or null for anything that is not an intact, unexpired seal of ours. */
export async function unsealSession(sealed: string, secret: string, now = Date.now()): Promise<SessionPayload | null> {
  const known = unsealed.get(sealed);
  if (known && known.secret === secret) return known.payload.exp > now ? known.payload : null;
  try {
    // The seal carries its own expiry (checked by iron); `exp` is checked as well, below.
    const data = await unsealData<unknown>(sealed, { password: secret });
    const parsed = payloadSchema.safeParse(data);
    if (!parsed.success || parsed.data.exp <= now) return null;
    const payload = Object.freeze(parsed.data);
    guardarLimitado(unsealed, sealed, { secret, payload }, UNSEALED_MAX);
    return payload;
  } catch {
    return null;
  }
}

/** Cookie attributes shared by every place that sets or clears the session cookie. */
export function sessionCookieOptions(maxAgeSeconds: number, secure: boolean) {
  return { httpOnly: true, secure, sameSite: "lax" as const, path: "/", maxAge: maxAgeSeconds };
}

/** The secret, read where it is used (middleware cannot import the server-only env module). */
export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (!secret || secret.length < SESSION_SECRET_MIN_LENGTH) {
    throw new Error(`SESSION_SECRET must be set (${SESSION_SECRET_MIN_LENGTH}+ characters)`);
  }
  return secret;
}
