import { signInWithPassword } from "@/lib/auth/identity";
import { startSession, type Session } from "@/lib/auth/session";
import type { TestUser } from "@/test/support/firebase";

/** Signs the user in the way the login action does, leaving the session cookie in the test jar. */
export async function signInForTest(user: TestUser): Promise<Session> {
  const result = await signInWithPassword(user.email, user.password);
  if (!result.ok) throw new Error(`sign-in failed: ${result.code}`);
  return startSession(result.idToken);
}
