// How some variables are read, shared by lib/infra/env.ts (server, zod, server-only) and middleware.ts
// (Edge, which cannot import the server-only env module): both must read them the same way.

export const SESSION_SECRET_MIN_LENGTH = 32;

/** The values a boolean flag may take; "true" and "1" turn it on. */
export const FLAG_VALUES = ["true", "false", "1", "0", ""] as const;

export function isFlagOn(value: string | undefined): boolean {
  return value === "true" || value === "1";
}

/** The Google popup's domain when FIREBASE_AUTH_DOMAIN is not set. */
export function defaultAuthDomain(projectId: string): string {
  return `${projectId}.firebaseapp.com`;
}
