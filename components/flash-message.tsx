"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { FLASH_COOKIE_NAME, flashMessages, isFlashKey } from "@/lib/flash";
import { StatusMessage, type Status } from "@/components/status-message";

function takeFlashCookie(): string | undefined {
  const entry = document.cookie.split("; ").find((c) => c.startsWith(`${FLASH_COOKIE_NAME}=`));
  if (!entry) return undefined;
  document.cookie = `${FLASH_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  return decodeURIComponent(entry.slice(FLASH_COOKIE_NAME.length + 1));
}

/** Shows (once) the status message the server left for this screen, if any. */
export function FlashMessage({ className }: { className?: string }) {
  const pathname = usePathname();
  const [flash, setFlash] = useState<{ status: Status; id: number } | null>(null);
  // Checked again on every navigation: a server action's redirect keeps the layouts mounted.
  useEffect(() => {
    const key = takeFlashCookie();
    // Reading a cookie is a browser-only side effect; it cannot happen during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isFlashKey(key)) setFlash({ status: { text: flashMessages[key], kind: "success" }, id: Date.now() });
  }, [pathname]);
  return <StatusMessage key={flash?.id ?? 0} status={flash?.status ?? null} className={className} />;
}
