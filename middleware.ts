// The optimistic check (Edge runtime): unseals the session cookie, with no network call, and
// redirects. It never decides access on its own: every page and server action verifies the
// session again in lib/auth/session.ts. Kept as middleware.ts, not proxy.ts, because proxy.ts
// cannot run on the Edge runtime; the deprecation notice at build time is expected.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE_NAME, sessionSecret, unsealSession } from "@/lib/auth/session-cookie";

const LOGIN = "/login";
const AFTER_LOGIN = "/listar-empresas";

export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const sealed = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const session = sealed ? await unsealSession(sealed, sessionSecret()) : null;
  const onLogin = pathname === LOGIN;

  // Server actions check the session themselves and answer with a state the page can show; a
  // redirect here would turn their POST into a confusing "action not found".
  const isServerAction = request.method === "POST" && request.headers.has("next-action");

  let response: NextResponse;
  if (session) {
    response = onLogin && !isServerAction ? redirectTo(request, AFTER_LOGIN) : NextResponse.next();
  } else {
    response = onLogin || isServerAction ? NextResponse.next() : redirectTo(request, LOGIN);
    // A cookie that does not unseal (tampered, expired, old secret) is logged out: drop it.
    if (sealed) response.cookies.delete({ name: SESSION_COOKIE_NAME, path: "/" });
  }
  return response;
}

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = "";
  return NextResponse.redirect(url);
}

export const config = {
  // Everything but Next's static files and the public, unauthenticated endpoints.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|robots.txt|api/health).*)"],
};
