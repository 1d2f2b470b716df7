import { NextResponse, type NextRequest } from "next/server";
import { clearSessionCookie, saidaPendente, SessionCheckError, signOut, verifySession } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";

// Pages land here when the session cookie unseals but no longer verifies (revoked, logged out
// elsewhere, user disabled): the cookie is cleared and the user sent to /login. It only ever
// clears a cookie that is already dead, so it needs no CSRF protection. A session refused because
// `Sair` was pressed on this device with no connection (lib/auth/saida-no-aparelho.ts) is ended
// here for good, at the first page asked for once the connection is back: the person did sign out.
export async function GET(request: NextRequest) {
  if (await saidaPendente()) {
    await signOut();
    await setFlash("logout");
    return NextResponse.redirect(new URL("/login", request.url));
  }
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
