"use server";

import { redirect } from "next/navigation";
import { signOut } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";

/**
 * Logout (picker and shell): ends this session on the server and in the browser, and removes the
 * device's sign-out mark (lib/auth/saida-no-aparelho.ts) if `Sair` had to wait for a connection.
 */
export async function logout(): Promise<void> {
  await signOut();
  await setFlash("logout");
  redirect("/login");
}
