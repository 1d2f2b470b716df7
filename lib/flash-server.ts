import "server-only";
import { cookies } from "next/headers";
import { FLASH_COOKIE_NAME, FLASH_MAX_AGE_SECONDS, type FlashKey } from "@/lib/flash";

/** Leaves a status message for the next screen. Server actions and route handlers only. */
export async function setFlash(key: FlashKey): Promise<void> {
  (await cookies()).set(FLASH_COOKIE_NAME, key, {
    httpOnly: false, // read and removed by the page's script
    sameSite: "lax",
    path: "/",
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}
