"use client";

import { useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { pickerTexts, shellTexts } from "@/lib/messages";
import type { Empresa } from "@/lib/firestore/documents";

/**
 * After the picker jumped straight to the shell (a current company was already set), say which
 * company this is, so nobody works in the wrong one unawares. Polite, dismissible.
 */
export function AutoJumpNotice({ empresa }: { empresa: Empresa }) {
  const arrivedAutomatically = useSearchParams().get("via") === "automatico";
  const [dismissed, setDismissed] = useState(false);
  if (!arrivedAutomatically || dismissed) return null;
  return (
    <div role="status" className="border-b border-marca-100 bg-marca-50">
      <div className="mx-auto flex w-full max-w-5xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {shellTexts.youAreIn} <strong>{empresa.nome ?? pickerTexts.nameFallback}</strong> ·{" "}
          <Link href="/listar-empresas?trocar=1" className="font-semibold text-marca-700 underline">
            {shellTexts.switchShort}
          </Link>
        </p>
        <button
          type="button"
          onClick={() => setDismissed(true)}
          aria-label={shellTexts.dismiss}
          className="rounded px-2 py-1 text-lg leading-none text-suave hover:bg-marca-100"
        >
          ×
        </button>
      </div>
    </div>
  );
}
