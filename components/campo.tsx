import type { ComponentProps, ReactNode } from "react";

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
  "block w-full rounded-md border border-gray-400 bg-white px-3 py-2 max-sm:min-h-11 text-tinta focus:border-marca-600 aria-[invalid=true]:border-erro read-only:bg-gray-100 disabled:bg-gray-100";

type Rotulado = { id: string; label: string; error?: string; hint?: string };

/** A text input in a Campo, with the app's input look; the other props go to the <input> (name, defaultValue, type…). */
export function CampoDeTexto({ id, label, error, hint, ...input }: Rotulado & Omit<ComponentProps<"input">, "id" | "className">) {
  return (
    <Campo id={id} label={label} error={error} hint={hint}>
      {(aria) => <input {...aria} {...input} className={inputClass} />}
    </Campo>
  );
}

/**
 * A select in a Campo: its options, after an empty one when `vazia` is given ("Selecione…"); the
 * other props go to the <select>.
 */
export function CampoDeSelecao({
  id,
  label,
  error,
  hint,
  opcoes,
  vazia,
  ...select
}: Rotulado & { opcoes: readonly { value: string; label: string }[]; vazia?: string } & Omit<ComponentProps<"select">, "id" | "className" | "children">) {
  return (
    <Campo id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select {...aria} {...select} className={inputClass}>
          {vazia !== undefined && <option value="">{vazia}</option>}
          {opcoes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Campo>
  );
}
