import "server-only";
import { redirect } from "next/navigation";
import { verifySession, type Session } from "@/lib/auth/session";

/** Where a page sends a request whose session no longer verifies: the cookie is cleared there. */
export const SESSION_EXPIRED_PATH = "/api/sessao/expirada";

/**
 * For server components: the verified session, or a redirect that clears the dead cookie
 * (a server component cannot change cookies itself). Throws SessionCheckError on outages.
 */
export async function requireSession(): Promise<Session> {
  const session = await verifySession();
  if (!session) redirect(SESSION_EXPIRED_PATH);
  return session;
}
