"use client";

import Link from "next/link";
import { botao } from "@/components/botao";
import { errorTexts } from "@/lib/messages";

/** The error page (error.tsx of the app and of the shell): a plain sentence and two ways on. */
export function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{errorTexts.unavailableTitle}</h1>
      <p>{errorTexts.unavailable}</p>
      <div className="flex justify-center gap-3">
        <button type="button" onClick={reset} className={botao({ variante: "primario" })}>
          {errorTexts.retry}
        </button>
        <Link href="/listar-empresas" className={botao()}>
          {errorTexts.backToPicker}
        </Link>
      </div>
    </div>
  );
}
