"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { botao } from "@/components/botao";
import { pickerTexts } from "@/lib/messages";

/** The picker's failure state: a plain sentence and a way to try again (no stack, no dead end). */
export function PickerError() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert" className="my-4 space-y-3 rounded-md bg-white p-4 text-center ring-1 ring-gray-200">
      <p className="font-medium text-erro">{pickerTexts.loadFailed}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() => startTransition(() => router.refresh())}
        className={botao({ variante: "primario" })}
      >
        {pickerTexts.retry}
      </button>
    </div>
  );
}
