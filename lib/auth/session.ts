import "server-only";
import { randomUUID } from "node:crypto";
import { cache } from "react";
import { cookies } from "next/headers";
import { adminAuth, db } from "@/lib/infra/firebase/admin";
import { getServerEnv } from "@/lib/infra/env";
import { withDeadline } from "@/lib/infra/deadline";
import { dependenciaTexts } from "@/lib/messages";
import { anexarVinculosDoEmail } from "@/lib/empresas/dados";
import { chunk } from "@/lib/infra/lotes";
import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";
import { guardarLimitado } from "@/lib/infra/mapa-limitado";
import {
  SESSION_COOKIE_NAME,
  sealSession,
  sessionCookieOptions,
  unsealSession,
  type SessionPayload,
} from "@/lib/auth/session-cookie";
import { SAIDA_COOKIE_NAME } from "@/lib/auth/saida-no-aparelho";

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
  const decoded = await withDeadline(auth.verifyIdToken(idToken), "identidade");
  const sid = randomUUID();
  const expiresAt = Date.now() + maxAge * 1000;
  const [firebaseCookie, , usuario] = await Promise.all([
    withDeadline(auth.createSessionCookie(idToken, { expiresIn: maxAge * 1000 }), "identidade"),
    withDeadline(
      db().doc(`${SESSIONS}/${sid}`).create({ uid: decoded.uid, criadaEm: new Date(), expiraEm: new Date(expiresAt) }),
      "banco",
    ),
    // The current company, as a hint for the shell (see SessionPayload.emp); read meanwhile.
    withDeadline(db().doc(`usuarios/${decoded.uid}`).get(), "banco").catch(() => null),
    // Links that name only the e-mail (an invitation, a link written by hand) get the uid.
    anexarVinculosDoEmail(decoded.uid, decoded.email ?? null).catch((error) => console.error("[sessao] could not attach e-mail links:", error)),
  ]);
  const emp = usuario?.get("idEmpresaAtual");
  const payload: SessionPayload = {
    v: 1,
    sid,
    fb: firebaseCookie,
    uid: decoded.uid,
    email: decoded.email ?? null,
    displayName: typeof decoded.name === "string" ? decoded.name : null,
    photoURL: decoded.picture ?? null,
    exp: expiresAt,
    emp: typeof emp === "string" && emp ? emp : null,
  };
  const sealed = await sealSession(payload, env.SESSION_SECRET, maxAge);
  const jar = await cookies();
  jar.set(SESSION_COOKIE_NAME, sealed, sessionCookieOptions(maxAge, env.isProduction));
  // A sign-out mark left on this device stood for an older session; it must not refuse this one.
  if (jar.has(SAIDA_COOKIE_NAME)) jar.delete({ name: SAIDA_COOKIE_NAME, path: "/" });
  return toSession(payload);
}

function toSession({ uid, email, displayName, photoURL, sid }: SessionPayload): Session {
  return { uid, email, displayName, photoURL, sid };
}

/** The request's sealed cookie, unsealed once per request (unsealing derives a key: PBKDF2). */
const readPayload = cache(async (): Promise<SessionPayload | null> => {
  const sealed = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  return sealed ? unsealSession(sealed, getServerEnv().SESSION_SECRET) : null;
});

/**
 * The claims of this request's sealed cookie, NOT verified against the identity provider nor our
 * session record: its seal proves only that we wrote it. For starting reads while verifySession()
 * runs; nothing read with them may be shown before the session is verified.
 */
export const sealedClaims = cache(async (): Promise<Pick<SessionPayload, "uid" | "email" | "emp"> | null> => {
  const payload = await readPayload();
  return payload && { uid: payload.uid, email: payload.email, emp: payload.emp ?? null };
});

/**
 * How often this server asks the identity provider whether a session was revoked (a user disabled
 * or their tokens revoked in Firebase). Our own revocations (logout, "sign out of all devices", a
 * password change, a member's removal) act at the next request through our records instead.
 */
export const REVOCATION_CHECK_MS = 5 * 60 * 1000;
const revocationCheckedAt = new Map<string, number>();

function revocationDue(sid: string, now = Date.now()): boolean {
  const last = revocationCheckedAt.get(sid);
  return last === undefined || now - last >= REVOCATION_CHECK_MS;
}

function revocationChecked(sid: string, now = Date.now()): void {
  guardarLimitado(revocationCheckedAt, sid, now, 50_000);
}

/**
 * The verified session of this request, or null when there is none or it is no longer valid
 * (tampered, expired, revoked, logged out). Every request: our seal (which only this server can
 * make), its expiry and the session record (logout deletes it). A session's first request on this
 * server, and then one every REVOCATION_CHECK_MS: also the Firebase session cookie inside the seal,
 * with the identity provider (signature, revocation, disabled user), in parallel with the record.
 * Memoised per request. Throws SessionCheckError when a dependency cannot answer.
 */
export const verifySession = cache(async (): Promise<Session | null> => {
  const payload = await readPayload();
  if (!payload) return null;
  if ((await cookies()).has(SAIDA_COOKIE_NAME)) {
    // `Sair` was pressed on this device, maybe with no connection (lib/auth/saida-no-aparelho.ts):
    // refused here; SESSION_EXPIRED_PATH or the logout action then ends it for good.
    console.warn("[sessao] session refused: signed out on the device", { uid: payload.uid });
    return null;
  }
  const askProvider = revocationDue(payload.sid);
  try {
    const [claims, record] = await Promise.all([
      askProvider ? withDeadline(adminAuth().verifySessionCookie(payload.fb, true), "identidade") : null,
      withDeadline(lerDocumento(db().doc(`${SESSIONS}/${payload.sid}`)), "banco"),
    ]);
    if (askProvider) revocationChecked(payload.sid);
    if ((claims && claims.uid !== payload.uid) || !record.exists || record.get("uid") !== payload.uid) {
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
    throw new SessionCheckError(dependenciaTexts.sessaoNaoVerificada, { cause: error });
  }
});

/** Seals the cookie again with a new hint of the current company (after a selection). Actions only. */
export async function rememberEmpresaAtual(idEmpresa: string | null): Promise<void> {
  const payload = await readPayload();
  if (!payload || payload.emp === idEmpresa) return;
  const env = getServerEnv();
  const ttl = Math.max(Math.floor((payload.exp - Date.now()) / 1000), 1);
  const sealed = await sealSession({ ...payload, emp: idEmpresa }, env.SESSION_SECRET, ttl);
  (await cookies()).set(SESSION_COOKIE_NAME, sealed, sessionCookieOptions(ttl, env.isProduction));
}

/** Ends this browser's session: deletes its record (so copies of the cookie die) and the cookie. */
export async function endSession(): Promise<void> {
  const payload = await readPayload();
  await clearSessionCookie();
  if (!payload) return;
  try {
    await withDeadline(db().doc(`${SESSIONS}/${payload.sid}`).delete(), "banco");
  } catch (error) {
    // Without the database the record cannot go; revoking the user's Firebase sessions still makes
    // every copy of this cookie worthless (at the cost of the user's other devices).
    console.error("[sessao] could not delete the session record, revoking refresh tokens:", error);
    revocationCheckedAt.delete(payload.sid); // this server asks the provider again at once
    await withDeadline(adminAuth().revokeRefreshTokens(payload.uid), "identidade");
  }
}

/**
 * `Sair`: ends this browser's session (endSession; a failure is logged, the cookie is gone anyway)
 * and removes the device's sign-out mark, whose work is then done. Server actions / route handlers.
 */
export async function signOut(): Promise<void> {
  try {
    await endSession();
  } catch (error) {
    // The cookie is already gone; the record could not be removed nor the tokens revoked.
    console.error("[sessao] could not invalidate the session on the server:", error);
  }
  (await cookies()).delete({ name: SAIDA_COOKIE_NAME, path: "/" });
}

/** Whether `Sair` was pressed on this device and the server has not yet ended the session. */
export async function saidaPendente(): Promise<boolean> {
  return (await cookies()).has(SAIDA_COOKIE_NAME);
}

/** Removes the cookie only (for a session already found invalid). Server actions / route handlers. */
export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete({ name: SESSION_COOKIE_NAME, path: "/" });
}

/**
 * Ends every session of a user except `exceto` (a sid): their records go, so each of those
 * browsers, and any copy of their cookies, is refused at its next request. Returns how many ended.
 */
export async function encerrarSessoesDoUsuario(uid: string, exceto?: string): Promise<number> {
  const snapshot = await withDeadline(db().collection(SESSIONS).where("uid", "==", uid).select().get(), "banco");
  const refs = snapshot.docs.filter((d) => d.id !== exceto).map((d) => d.ref);
  for (const lote of chunk(refs, 400)) {
    const batch = db().batch();
    for (const ref of lote) batch.delete(ref);
    await withDeadline(batch.commit(), "banco");
  }
  for (const ref of refs) revocationCheckedAt.delete(ref.id);
  return refs.length;
}

/** "Sair de todos os dispositivos": every session of the user ends, this one too, and the cookie goes. */
export async function encerrarTodasAsSessoes(uid: string): Promise<void> {
  await encerrarSessoesDoUsuario(uid);
  // The identity provider's sessions too (a Firebase session cookie kept elsewhere is refused).
  await withDeadline(adminAuth().revokeRefreshTokens(uid), "identidade");
  await clearSessionCookie();
}
