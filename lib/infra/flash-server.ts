import "server-only";
import { cookies } from "next/headers";
import { FLASH_COOKIE_NAME, ONE_SHOT_COOKIE_OPTIONS, type FlashKey } from "@/lib/infra/flash";

/** Leaves a status message for the next screen. Server actions and route handlers only. */
export async function setFlash(key: FlashKey): Promise<void> {
  (await cookies()).set(FLASH_COOKIE_NAME, key, ONE_SHOT_COOKIE_OPTIONS);
}
