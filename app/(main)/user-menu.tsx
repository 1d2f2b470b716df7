"use client";

import { useCallback, useId, useRef, useState } from "react";
import Link from "next/link";
import { useFecharAoSair } from "@/components/menu-de-acoes";
import { shellTexts } from "@/lib/messages";

/**
 * The user's name (or e-mail) as a disclosure button opening "Trocar empresa" and "Sair".
 * Closes on Escape (focus back on the button) and on a click elsewhere.
 */
export function UserMenu({ user, children }: { user: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useFecharAoSair(open, close, container, button);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-md px-3 py-1.5 text-sm font-medium hover:bg-marca-700 max-sm:min-h-11 max-sm:py-3"
      >
        {user}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-10 mt-2 w-48 rounded-md bg-white py-1 text-tinta shadow-lg ring-1 ring-gray-200"
      >
        <Link href="/listar-empresas?trocar=1" onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-gray-100 max-sm:min-h-11 max-sm:py-3">
          {shellTexts.switchCompany}
        </Link>
        {children}
      </div>
    </div>
  );
}
