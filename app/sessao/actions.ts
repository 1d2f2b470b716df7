"use server";

import { redirect } from "next/navigation";
import { endSession } from "@/lib/auth/session";
import { setFlash } from "@/lib/infra/flash-server";

/** Logout (picker and shell): ends this session on the server and in the browser. */
export async function logout(): Promise<void> {
  try {
    await endSession();
  } catch (error) {
    // The cookie is already gone; the record could not be removed nor the tokens revoked.
    console.error("[logout] could not invalidate the session on the server:", error);
  }
  await setFlash("logout");
  redirect("/login");
}
