"use client";

import { pickerTexts } from "@/lib/messages";
import { esquecerTodas } from "@/lib/chamadas/guardadas";

/**
 * "Sair": a form, so it works before the page's script has loaded. `action` is the logout server
 * action (app/sessao/actions.ts), given by the page: components/ imports nothing from app/. Before
 * it runs, what this person kept on the device (roll calls not yet sent) is forgotten: the next
 * person on this phone must not see or send it.
 */
export function LogoutButton({ action, className = "" }: { action: () => Promise<void>; className?: string }) {
  return (
    <form action={action} onSubmit={esquecerTodas}>
      <button type="submit" className={className}>
        {pickerTexts.logout}
      </button>
    </form>
  );
}
