import { NextResponse, type NextRequest } from "next/server";
import { clearSessionCookie, SessionCheckError, verifySession } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";

// Pages land here when the session cookie unseals but no longer verifies (revoked, logged out
// elsewhere, user disabled): the cookie is cleared and the user sent to /login. It only ever
// clears a cookie that is already dead, so it needs no CSRF protection.
export async function GET(request: NextRequest) {
  let valid: boolean;
  try {
    valid = (await verifySession()) !== null;
  } catch (error) {
    if (!(error instanceof SessionCheckError)) throw error;
    valid = true; // cannot tell now: keep the cookie, the picker shows the outage
  }
  if (valid) return NextResponse.redirect(new URL("/listar-empresas", request.url));
  await clearSessionCookie();
  await setFlash("expirada");
  return NextResponse.redirect(new URL("/login", request.url));
}
