"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { takeCookie } from "@/lib/infra/browser-cookie";
import { AUTO_JUMP_COOKIE_NAME } from "@/lib/infra/flash";
import { pickerTexts, shellTexts } from "@/lib/messages";
import type { Empresa } from "@/lib/empresas/schema";

/**
 * After the picker jumped straight to the shell (a current company was already set), say which
 * company this is, so nobody works in the wrong one unawares. Polite, dismissible.
 */
export function AutoJumpNotice({ empresa }: { empresa: Empresa }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A browser-only, one-shot signal (set by middleware.ts on /main?via=automatico): it cannot be
    // read during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeCookie(AUTO_JUMP_COOKIE_NAME)) setShown(true);
  }, []);
  if (!shown) return null;
  return (
    <div role="status" className="border-b border-marca-100 bg-marca-50">
      <div className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {shellTexts.youAreIn} <strong>{empresa.nome ?? pickerTexts.nameFallback}</strong> ·{" "}
          <Link href="/listar-empresas?trocar=1" className={comoLink()}>
            {shellTexts.switchShort}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => setShown(false)}
          aria-label={shellTexts.dismiss}
          className="rounded px-2 py-1 text-lg leading-none text-suave hover:bg-marca-100 max-sm:min-h-11 max-sm:min-w-11"
        >
          ×
        </button>
      </div>
    </div>
  );
}
