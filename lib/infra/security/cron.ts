// The scheduled routes' check (Vercel Cron calls them with `Authorization: Bearer $CRON_SECRET`).
// Both sides are hashed first, so the comparison takes the same time whatever the header holds
// (its length included). Without a secret configured no request passes.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (texto: string) => createHash("sha256").update(texto, "utf8").digest();

/** Whether `authorization` (the request's header) is `Bearer <secret>`; never when there is no secret. */
export function isCronAuthorized(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || authorization === null) return false;
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}
