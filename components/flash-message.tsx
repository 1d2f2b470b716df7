"use client";

import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { FLASH_COOKIE_NAME, flashText } from "@/lib/infra/flash";
import { StatusMessage, type Status } from "@/components/status-message";
import { takeCookie } from "@/lib/infra/browser-cookie";

/** Shows (once) the status message the server left for this screen, if any. */
export function FlashMessage({ className, successColor }: { className?: string; successColor?: string }) {
  const pathname = usePathname();
  const [flash, setFlash] = useState<{ status: Status; id: number } | null>(null);
  // Checked again on every navigation: a server action's redirect keeps the layouts mounted.
  useEffect(() => {
    const text = flashText(takeCookie(FLASH_COOKIE_NAME));
    // Reading a cookie is a browser-only side effect; it cannot happen during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (text) setFlash({ status: { text, kind: "success" }, id: Date.now() });
  }, [pathname]);
  return <StatusMessage key={flash?.id ?? 0} status={flash?.status ?? null} className={className} successColor={successColor} />;
}
