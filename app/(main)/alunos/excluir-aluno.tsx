"use client";

import { useActionState } from "react";
import { DialogoDeConfirmacao } from "@/components/dialogo-de-confirmacao";
import { alunoTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";

/** "Excluir aluno", confirmed in a modal dialog. */
export function ExcluirAluno({ id, action }: { id: string; action: (prev: FormState, formData: FormData) => Promise<FormState> }) {
  const [state, formAction, pending] = useActionState(action, null);
  const message = state?.message ?? Object.values(state?.fieldErrors ?? {})[0];
  return (
    <div className="space-y-2 border-t border-gray-200 pt-6">
      <DialogoDeConfirmacao
        id="excluir-titulo"
        abrir={alunoTexts.excluir}
        titulo={alunoTexts.excluir}
        pergunta={alunoTexts.excluirConfirmacao}
        confirmar={alunoTexts.confirmarExclusao}
        cancelar={alunoTexts.cancelarExclusao}
        action={formAction}
        pending={pending}
        campos={<input type="hidden" name="id" value={id} />}
        abrirClassName="rounded-md border border-erro bg-white px-5 py-2 font-semibold text-erro hover:bg-red-50"
      />
      {message && (
        <p key={state?.at} role="alert" className="text-sm font-medium text-erro">
          {message}
        </p>
      )}
    </div>
  );
}
