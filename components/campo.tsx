import type { ReactNode } from "react";

// A labelled form field with its error next to it: the control gets aria-invalid and
// aria-describedby pointing at the message, so a screen reader reads both together.

type Props = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (aria: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined }) => ReactNode;
};

export function Campo({ id, label, error, hint, children }: Props) {
  const errorId = `${id}-erro`;
  const hintId = `${id}-dica`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-tinta">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-suave">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-erro">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-tinta focus:border-marca-600 aria-[invalid=true]:border-erro read-only:bg-gray-100 disabled:bg-gray-100";
