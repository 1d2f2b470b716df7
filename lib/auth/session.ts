import "server-only";
import { randomUUID } from "node:crypto";
import { cache } from "react";
import { cookies } from "next/headers";
import { adminAuth, db } from "@/lib/firebase/admin";
import { getServerEnv } from "@/lib/env";
import { withDeadline } from "@/lib/deadline";
import {
  SESSION_COOKIE_NAME,
  sealSession,
  sessionCookieOptions,
  unsealSession,
  type SessionPayload,
} from "@/lib/auth/session-cookie";

// The data-access side of the session. Logout invalidates a session by deleting its record in
// `sessoes/{sid}`: only that browser's session ends (revoking the user's refresh tokens would end
// every device), and a copy of the cookie taken before logout is refused afterwards.

export type Session = Pick<SessionPayload, "uid" | "email" | "displayName" | "photoURL" | "sid">;

/** The session could not be checked because a dependency failed (not the same as logged out). */
export class SessionCheckError extends Error {
  override name = "SessionCheckError";
}

const SESSIONS = "sessoes";

/** Firebase's verdicts on a session cookie that mean "not a valid session". */
const INVALID_SESSION_CODES = new Set([
  "auth/session-cookie-revoked",
  "auth/session-cookie-expired",
  "auth/argument-error",
  "auth/invalid-session-cookie-duration",
  "auth/user-disabled",
  "auth/user-not-found",
  "auth/id-token-expired",
  "auth/id-token-revoked",
]);

function isInvalidSessionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && INVALID_SESSION_CODES.has(code);
}

/**
 * Turns a fresh Firebase ID token into our session: verifies it, exchanges it for a Firebase
 * session cookie, records the session and sets the sealed cookie. For server actions only.
 * Throws an Error with a Portuguese message when a dependency fails.
 */
export async function startSession(idToken: string): Promise<Session> {
  const env = getServerEnv();
  const maxAge = env.SESSION_MAX_AGE_SECONDS;
  const auth = adminAuth();
  const decoded = await withDeadline(auth.verifyIdToken(idToken), "o provedor de identidade");
  const sid = randomUUID();
  const expiresAt = Date.now() + maxAge * 1000;
  const [firebaseCookie] = await Promise.all([
    withDeadline(auth.createSessionCookie(idToken, { expiresIn: maxAge * 1000 }), "o provedor de identidade"),
    withDeadline(
      db().doc(`${SESSIONS}/${sid}`).create({ uid: decoded.uid, criadaEm: new Date(), expiraEm: new Date(expiresAt) }),
      "o banco de dados",
    ),
  ]);
  const payload: SessionPayload = {
    v: 1,
    sid,
    fb: firebaseCookie,
    uid: decoded.uid,
    email: decoded.email ?? null,
    displayName: typeof decoded.name === "string" ? decoded.name : null,
    photoURL: decoded.picture ?? null,
    exp: expiresAt,
  };
  const sealed = await sealSession(payload, env.SESSION_SECRET, maxAge);
  (await cookies()).set(SESSION_COOKIE_NAME, sealed, sessionCookieOptions(maxAge, env.isProduction));
  return toSession(payload);
}

function toSession({ uid, email, displayName, photoURL, sid }: SessionPayload): Session {
  return { uid, email, displayName, photoURL, sid };
}

async function readPayload(): Promise<SessionPayload | null> {
  const sealed = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  return sealed ? unsealSession(sealed, getServerEnv().SESSION_SECRET) : null;
}

/**
 * The verified session of this request, or null when there is none or it is no longer valid
 * (tampered, expired, revoked, logged out). Checks the Firebase session cookie with revocation
 * and the session record, in parallel. Memoised per request. Throws SessionCheckError when the
 * identity provider or the database cannot answer.
 */
export const verifySession = cache(async (): Promise<Session | null> => {
  const payload = await readPayload();
  if (!payload) return null;
  try {
    const [claims, record] = await Promise.all([
      withDeadline(adminAuth().verifySessionCookie(payload.fb, true), "o provedor de identidade"),
      withDeadline(db().doc(`${SESSIONS}/${payload.sid}`).get(), "o banco de dados"),
    ]);
    if (claims.uid !== payload.uid || !record.exists || record.get("uid") !== payload.uid) {
      console.warn("[sessao] session refused: no matching session record (logged out)", { uid: payload.uid });
      return null;
    }
    return toSession(payload);
  } catch (error) {
    if (isInvalidSessionError(error)) {
      console.warn("[sessao] session refused by Firebase", { uid: payload.uid, code: (error as { code: string }).code });
      return null;
    }
    console.error("[sessao] could not verify the session:", error);
    throw new SessionCheckError("Não foi possível verificar a sessão.", { cause: error });
  }
});

/** Ends this browser's session: deletes its record (so copies of the cookie die) and the cookie. */
export async function endSession(): Promise<void> {
  const payload = await readPayload();
  await clearSessionCookie();
  if (!payload) return;
  try {
    await withDeadline(db().doc(`${SESSIONS}/${payload.sid}`).delete(), "o banco de dados");
  } catch (error) {
    // Without the database the record cannot go; revoking the user's Firebase sessions still makes
    // every copy of this cookie worthless (at the cost of the user's other devices).
    console.error("[sessao] could not delete the session record, revoking refresh tokens:", error);
    await withDeadline(adminAuth().revokeRefreshTokens(payload.uid), "o provedor de identidade");
  }
}

/** Removes the cookie only (for a session already found invalid). Server actions / route handlers. */
export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete({ name: SESSION_COOKIE_NAME, path: "/" });
}
