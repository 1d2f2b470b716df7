// The Content-Security-Policy of every page, built per request by middleware.ts (Edge-safe).
// Scripts run only with the request's nonce ('strict-dynamic' lets them load their own chunks);
// the identity provider's origins are allowed only when Google sign-in is on, and the Auth
// emulator's only when one is configured.

export type CspOptions = {
  nonce: string;
  dev: boolean;
  https: boolean;
  googleSignIn: boolean;
  authDomain: string | null;
  authEmulatorHost: string | null;
};

/** What the Firebase client SDK's Google popup talks to. */
const IDENTITY_CONNECT = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://www.googleapis.com",
];

export function buildCsp(options: CspOptions): string {
  const emulator = options.authEmulatorHost ? [`http://${options.authEmulatorHost}`] : [];
  const google = options.googleSignIn;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(google ? ["https://apis.google.com"] : []),
      // React rebuilds server error stacks with eval in development only.
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", options.dev ? "'unsafe-inline'" : `'nonce-${options.nonce}'`],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(google ? [...IDENTITY_CONNECT, ...emulator] : []), ...(options.dev ? ["ws:"] : [])],
    "frame-src": google ? [...(options.authDomain ? [`https://${options.authDomain}`] : []), ...emulator] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of the public check of a document (/verificar, issue 26): a page anyone opens from a
 * QR code, with no sign-in, so nothing of the identity provider (no Google origins, no emulator,
 * no frames) and nothing but this origin to talk to, post to or load from.
 */
export function buildVerificacaoCsp(options: Pick<CspOptions, "nonce" | "dev" | "https">): string {
  return buildCsp({ ...options, googleSignIn: false, authDomain: null, authEmulatorHost: null });
}
