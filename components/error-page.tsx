"use client";

import Link from "next/link";
import { errorTexts } from "@/lib/messages";

/** The error page (error.tsx of the app and of the shell): a plain sentence and two ways on. */
export function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{errorTexts.unavailableTitle}</h1>
      <p>{errorTexts.unavailable}</p>
      <div className="flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-md bg-marca-700 px-4 py-2 font-semibold text-white hover:bg-marca-800">
          {errorTexts.retry}
        </button>
        <Link href="/listar-empresas" className="rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold hover:bg-gray-100">
          {errorTexts.backToPicker}
        </Link>
      </div>
    </div>
  );
}
