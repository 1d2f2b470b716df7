"use client";

import { useActionState, useState, startTransition } from "react";
import dynamic from "next/dynamic";
import { requestPasswordReset, signInWithEmail, type LoginState } from "@/app/login/actions";
import { PasswordField } from "@/app/login/password-field";
import { botao, comoLink } from "@/components/botao";
import { StatusMessage } from "@/components/status-message";
import { FlashMessage } from "@/components/flash-message";
import { loginTexts } from "@/lib/messages";
import { isEmailShaped, isLoginFormComplete } from "@/lib/auth/login-rules";
import type { GoogleClientConfig } from "@/lib/infra/firebase/client-config";

// Loaded only when the flag is on: with it off, no Firebase client code reaches the browser.
const GoogleSignIn = dynamic(() => import("@/app/login/google-sign-in").then((m) => m.GoogleSignIn));

const latest = (...states: LoginState[]) =>
  states.reduce<LoginState>((a, b) => (b && (!a || b.at > a.at) ? b : a), null);

export function LoginForm({ google }: { google: GoogleClientConfig | null }) {
  const [signInState, signIn, signingIn] = useActionState(signInWithEmail, null);
  const [resetState, requestReset, requestingReset] = useActionState(requestPasswordReset, null);
  const [googleState, setGoogleState] = useState<LoginState>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const valid = isLoginFormComplete(email, password);
  const message = latest(signInState, resetState, googleState);

  // Only the e-mail goes: the password has no business in a reset request (and its action refuses
  // a field it does not know).
  function onForgotPassword() {
    const dados = new FormData();
    dados.set("email", email);
    startTransition(() => requestReset(dados));
  }

  return (
    <div className="w-full max-w-sm">
      <section aria-labelledby="login-title" className="rounded-xl bg-white p-6 shadow-md ring-1 ring-gray-200 sm:p-8">
        <h1 id="login-title" className="mb-6 text-2xl font-semibold text-tinta">
          {loginTexts.title}
        </h1>
        <form action={signIn} noValidate className="space-y-5">
          <div className="space-y-1">
            <label htmlFor="email" className="block text-sm font-medium text-tinta">
              {loginTexts.emailLabel}
            </label>
            <input
              id="email"
              name="email"
              type="email"
              required
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={email !== "" && !isEmailShaped(email)}
              className="block w-full rounded-md border border-gray-400 px-3 py-2 text-tinta focus:border-marca-600"
            />
          </div>
          <PasswordField value={password} onChange={setPassword} />
          <div className="flex justify-end">
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={requestingReset}
              className={`text-sm ${comoLink("discreto")}`}
            >
              {loginTexts.forgotPassword}
            </button>
          </div>
          <button
            type="submit"
            disabled={!valid || signingIn}
            className={botao({ variante: "primario", tamanho: "inteiro", desabilitado: "bloqueado" })}
          >
            {loginTexts.submit}
          </button>
        </form>
        {google && <GoogleSignIn config={google} onResult={setGoogleState} />}
      </section>
      <div className="mt-4 min-h-6 text-center">
        <StatusMessage key={message?.at ?? 0} status={message} />
        <FlashMessage />
      </div>
    </div>
  );
}
