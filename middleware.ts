// The optimistic check (Edge runtime): unseals the session cookie, with no network call, and
// redirects. It never decides access on its own: every page and server action verifies the
// session again in lib/auth/session.ts. Kept as middleware.ts, not proxy.ts, because proxy.ts
// cannot run on the Edge runtime; the deprecation notice at build time is expected.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAME, sessionSecret, unsealSession } from "@/lib/auth/session-cookie";
import { buildCsp, buildVerificacaoCsp, makeNonce } from "@/lib/infra/security/csp";
import { refuseMalformedAction } from "@/lib/infra/security/server-action-request";
import { AUTO_JUMP_COOKIE_NAME, ONE_SHOT_COOKIE_OPTIONS } from "@/lib/infra/flash";
import { DEFAULT_TAB_PATH } from "@/lib/shell/abas";
import { defaultAuthDomain, isFlagOn } from "@/lib/infra/config-rules";
import { CABECALHO_CAMINHO } from "@/lib/infra/cabecalhos-do-pedido";

const LOGIN = "/login";
const AFTER_LOGIN = "/listar-empresas";
const MAIN = "/main";
/** Pages anyone may open without a session (with or without one, they open as they are). */
const PUBLIC_PATHS = new Set(["/definir-senha"]);
/**
 * The public check of an issued document (issue 26): /verificar and /verificar/<anything>. Anyone
 * opens it (a QR code), signed in or not, and it never touches the session: the cookie is neither
 * unsealed, refreshed nor dropped there, and the page's code does not even receive it.
 */
const VERIFICAR = "/verificar";
const isVerificacao = (pathname: string) => pathname === VERIFICAR || pathname.startsWith(`${VERIFICAR}/`);

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Server actions check the session themselves and answer with a state the page can show; a
  // redirect here would turn their POST into a confusing "action not found".
  const isServerAction = request.method === "POST" && request.headers.has("next-action");

  if (isServerAction) {
    const refusal = await refuseMalformedAction(request);
    if (refusal) {
      return new NextResponse(refusal.message, { status: refusal.status, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
  }

  if (isVerificacao(pathname)) return withCsp(request, "verificacao");

  const sealed = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const session = sealed ? await unsealSession(sealed, sessionSecret()) : null;
  const onLogin = pathname === LOGIN;
  // An invitation's link (app/definir-senha): the invited person has no session yet.
  const isPublic = PUBLIC_PATHS.has(pathname);

  let response: NextResponse;
  if (session && pathname === MAIN && request.nextUrl.searchParams.get("via") === "automatico") {
    response = openShell(request);
  } else if (session) {
    response = onLogin && !isServerAction ? redirectTo(request, AFTER_LOGIN) : withCsp(request);
  } else {
    response = onLogin || isPublic || isServerAction ? withCsp(request) : redirectTo(request, LOGIN);
    // A cookie that does not unseal (tampered, expired, old secret) is logged out: drop it.
    if (sealed) response.cookies.delete({ name: SESSION_COOKIE_NAME, path: "/" });
  }
  return response;
}

/**
 * Lets the request through with a fresh CSP nonce: Next reads the policy from the request headers
 * and puts the nonce on its own scripts; the browser gets the same policy on the response. The
 * public check (`verificacao`) gets its own policy, and its pages get no cookie at all.
 */
function withCsp(request: NextRequest, paginas: "app" | "verificacao" = "app"): NextResponse {
  const base = {
    nonce: makeNonce(),
    dev: process.env.NODE_ENV === "development",
    https: request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https",
  };
  const policy =
    paginas === "verificacao"
      ? buildVerificacaoCsp(base)
      : buildCsp({
          ...base,
          googleSignIn: isFlagOn(process.env.GOOGLE_SIGNIN_ENABLED),
          authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? (process.env.FIREBASE_PROJECT_ID ? defaultAuthDomain(process.env.FIREBASE_PROJECT_ID) : null),
          authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null,
        });
  const headers = new Headers(request.headers);
  if (paginas === "verificacao") headers.delete("cookie");
  headers.set("content-security-policy", policy);
  // The page asked for, for a server component to name it (the 503 page's "Tentar novamente").
  headers.set(CABECALHO_CAMINHO, request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

/**
 * The picker's automatic jump (/main?via=automatico) opens the shell on Home with a one-shot
 * cookie, so the shell can say which company it opened while the address stays a clean /home.
 * (A plain /main, as after a selection, reaches app/(main)/[tab], which sends it to /home: the
 * router follows a redirect made while rendering, not a middleware redirect of a server action's
 * target.)
 */
function openShell(request: NextRequest): NextResponse {
  const response = redirectTo(request, DEFAULT_TAB_PATH);
  response.cookies.set(AUTO_JUMP_COOKIE_NAME, "1", ONE_SHOT_COOKIE_OPTIONS);
  return response;
}

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return NextResponse.redirect(url);
}

export const config = {
  // Everything but Next's static files and the public, unauthenticated endpoints: the health check,
  // and the cron route (app/api/tarefas/retomar), which has no session and checks its own secret.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|api/health|api/tarefas/retomar).*)"],
};
