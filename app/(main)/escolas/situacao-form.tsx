"use client";

import { useActionState } from "react";
import type { FormState } from "@/lib/infra/actions/form-state";

/** "Desativar" / "Reativar": a one-button form; its answer (done or refused) is shown next to it. */
export function SituacaoForm({
  id,
  ativa,
  label,
  action,
}: {
  id: string;
  /** The situation the button sets. */
  ativa: boolean;
  label: string;
  action: (prev: FormState, formData: FormData) => Promise<FormState>;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const message = state?.message ?? Object.values(state?.fieldErrors ?? {})[0];
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="ativa" value={String(ativa)} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-gray-400 bg-white px-5 py-2 font-semibold hover:bg-gray-100 disabled:cursor-wait"
      >
        {label}
      </button>
      {message && (
        <p key={state?.at} role="alert" className="text-sm font-medium text-erro">
          {message}
        </p>
      )}
      {state?.sucesso && (
        <p key={state.at} role="status" className="text-sm font-medium text-green-800">
          {state.sucesso}
        </p>
      )}
    </form>
  );
}
