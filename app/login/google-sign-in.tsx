"use client";

import { useState } from "react";
import { signInWithGoogle, type LoginState } from "@/app/login/actions";
import { botao } from "@/components/botao";
import { loginTexts, statusTexts } from "@/lib/messages";
import type { GoogleClientConfig } from "@/lib/infra/firebase/client-config";

/** The 'ou' divider and the Google button; the Firebase client SDK is fetched on the first click. */
export function GoogleSignIn({
  config,
  onResult,
}: {
  config: GoogleClientConfig;
  onResult: (state: LoginState) => void;
}) {
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    try {
      const { googleIdToken } = await import("@/lib/infra/firebase/google-popup");
      const idToken = await googleIdToken(config);
      if (!idToken) {
        onResult({ text: statusTexts.googleFailed, kind: "error", at: Date.now() });
        return;
      }
      // On success the action redirects to the picker and returns nothing.
      const result = await signInWithGoogle(idToken);
      if (result) onResult(result);
    } catch (error) {
      console.error("Erro ao fazer login com Google:", error);
      onResult({ text: statusTexts.googleFailed, kind: "error", at: Date.now() });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <div className="my-5 flex items-center gap-3 text-sm text-suave" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-300" />
        {loginTexts.divider}
        <span className="h-px flex-1 bg-gray-300" />
      </div>
      <button
        type="button"
        onClick={onClick}
        disabled={pending}
        className={botao({ tamanho: "inteiro" })}
      >
        {loginTexts.google}
      </button>
    </>
  );
}
