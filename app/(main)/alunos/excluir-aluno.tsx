"use client";

import { useActionState, useRef } from "react";
import { alunoTexts } from "@/lib/messages";
import type { FormState } from "@/lib/actions/form-state";

/** "Excluir aluno", confirmed in a modal dialog (the native <dialog>: focus kept inside, Esc closes). */
export function ExcluirAluno({ id, action }: { id: string; action: (prev: FormState, formData: FormData) => Promise<FormState> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, formAction, pending] = useActionState(action, null);
  const message = state?.message ?? Object.values(state?.fieldErrors ?? {})[0];
  return (
    <div className="space-y-2 border-t border-gray-200 pt-6">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-md border border-erro bg-white px-5 py-2 font-semibold text-erro hover:bg-red-50"
      >
        {alunoTexts.excluir}
      </button>
      {message && (
        <p key={state?.at} role="alert" className="text-sm font-medium text-erro">
          {message}
        </p>
      )}
      <dialog ref={dialog} aria-labelledby="excluir-titulo" className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40">
        <h2 id="excluir-titulo" className="text-lg font-semibold">
          {alunoTexts.excluir}
        </h2>
        <p className="mt-2 text-sm">{alunoTexts.excluirConfirmacao}</p>
        <form action={formAction} className="mt-5 flex flex-wrap justify-end gap-3" onSubmit={() => dialog.current?.close()}>
          <input type="hidden" name="id" value={id} />
          <button type="button" onClick={() => dialog.current?.close()} className="rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold hover:bg-gray-100">
            {alunoTexts.cancelarExclusao}
          </button>
          <button type="submit" disabled={pending} className="rounded-md bg-erro px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-wait">
            {alunoTexts.confirmarExclusao}
          </button>
        </form>
      </dialog>
    </div>
  );
}
