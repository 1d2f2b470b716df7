"use client";

import { useState } from "react";
import { loginTexts } from "@/lib/messages";

/** The Senha field with its show/hide toggle (a real button that never reads the password aloud). */
export function PasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-1">
      <label htmlFor="password" className="block text-sm font-medium text-tinta">
        {loginTexts.passwordLabel}
      </label>
      <div className="relative">
        <input
          id="password"
          name="password"
          type={shown ? "text" : "password"}
          required
          autoComplete="current-password"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="block w-full rounded-md border border-gray-400 py-2 pl-3 pr-12 text-tinta focus:border-marca-600"
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? loginTexts.hidePassword : loginTexts.showPassword}
          aria-controls="password"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-suave hover:text-tinta"
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
