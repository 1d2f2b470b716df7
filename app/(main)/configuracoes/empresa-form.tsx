"use client";

import { useActionState, useRef } from "react";
import { Campo, inputClass } from "@/components/campo";
import { AlertaDoFormulario, SucessoDoFormulario, useFocoNoPrimeiroErro } from "@/components/formulario";
import { configTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";

const t = configTexts.empresa;

/** "Nome da empresa" and "Salvar" (administrators); the top bar and the picker follow at once. */
export function EmpresaForm({ nome, action }: { nome: string; action: (prev: FormState, formData: FormData) => Promise<FormState> }) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocoNoPrimeiroErro(state, formRef);
  return (
    <form ref={formRef} action={formAction} noValidate className="max-w-md space-y-4">
      <AlertaDoFormulario state={state} />
      <Campo id="nome-empresa" label={t.nome} error={state?.fieldErrors.nome}>
        {(aria) => <input {...aria} name="nome" defaultValue={state?.values.nome ?? nome} maxLength={200} className={inputClass} />}
      </Campo>
      <SucessoDoFormulario state={state} />
      <button type="submit" disabled={pending} className="rounded-md bg-marca-700 px-5 py-2 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:bg-gray-500">
        {t.salvar}
      </button>
    </form>
  );
}
