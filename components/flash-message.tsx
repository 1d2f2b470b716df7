"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { FLASH_COOKIE_NAME, flashText } from "@/lib/infra/flash";
import { StatusMessage, type Status } from "@/components/status-message";
import { Mensagem } from "@/components/mensagem";
import { takeCookie } from "@/lib/infra/browser-cookie";

// The status message the server left for the next screen (a cookie, read once: lib/infra/flash.ts).

/** The text of the cookie, read after each navigation (a server action's redirect keeps the layouts mounted). */
function useFlash(navegacao: string) {
  const [flash, setFlash] = useState<{ status: Status; id: number } | null>(null);
  useEffect(() => {
    const text = flashText(takeCookie(FLASH_COOKIE_NAME));
    // Reading a cookie is a browser-only side effect; it cannot happen during render. With no
    // message for the new screen, the previous one goes with the screen it was about.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFlash(text ? { status: { text, kind: "success" }, id: Date.now() } : null);
  }, [navegacao]);
  return [flash, () => setFlash(null)] as const;
}

/** On the login card and the picker: the spec's message, gone after 3 seconds. */
export function FlashMessage({ className }: { className?: string }) {
  const [flash] = useFlash(usePathname());
  return <StatusMessage key={flash?.id ?? 0} status={flash?.status ?? null} className={className} />;
}

/**
 * In the shell: a success that stays, green with its icon, until its × or the next navigation
 * (another page, or the same list with another search or page). Inside a Suspense boundary (it
 * reads the search parameters).
 */
export function AvisoQueFica({ className }: { className?: string }) {
  const [flash, fechar] = useFlash(`${usePathname()}?${useSearchParams().toString()}`);
  if (!flash) return null;
  return (
    <div className={className}>
      <Mensagem tipo="sucesso" aoFechar={fechar}>
        {flash.status.text}
      </Mensagem>
    </div>
  );
}
