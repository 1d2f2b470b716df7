"use client";

import { useActionState, useRef } from "react";
import { Campo, inputClass } from "@/components/campo";
import { AlertaDoFormulario, SucessoDoFormulario, useFocoNoPrimeiroErro } from "@/components/formulario";
import { configTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";

const t = configTexts.conta;
const botao = "rounded-md bg-marca-700 px-5 py-2 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:bg-gray-500";

/** "Alterar senha": the current password, the new one twice. */
export function AlterarSenhaForm({ action }: { action: (prev: FormState, formData: FormData) => Promise<FormState> }) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state?.fieldErrors ?? {};
  useFocoNoPrimeiroErro(state, formRef);
  const campo = (name: "senhaAtual" | "novaSenha" | "confirmacao", label: string, autoComplete: string, hint?: string) => (
    <Campo id={name} label={label} error={errors[name]} hint={hint}>
      {(aria) => <input {...aria} type="password" name={name} autoComplete={autoComplete} maxLength={200} className={inputClass} />}
    </Campo>
  );
  return (
    <form ref={formRef} action={formAction} noValidate className="max-w-md space-y-4" aria-labelledby="alterar-senha">
      <h3 id="alterar-senha" className="font-semibold">
        {t.alterarSenha}
      </h3>
      <AlertaDoFormulario state={state} />
      {campo("senhaAtual", t.senhaAtual, "current-password")}
      {campo("novaSenha", t.novaSenha, "new-password", t.senhaDica)}
      {campo("confirmacao", t.confirmarSenha, "new-password")}
      <SucessoDoFormulario state={state} />
      <button type="submit" disabled={pending} className={botao}>
        {t.alterarSenha}
      </button>
    </form>
  );
}

/** "Sair de todos os dispositivos": ends every session of the user, this one too. */
export function SairDeTodos({ action }: { action: () => Promise<{ erro: string } | undefined> }) {
  const [state, formAction, pending] = useActionState(async () => (await action()) ?? null, null);
  return (
    <form action={formAction} className="space-y-2">
      <button type="submit" disabled={pending} className="rounded-md border border-gray-400 bg-white px-5 py-2 font-semibold hover:bg-gray-100 disabled:cursor-wait">
        {t.sairDeTodos}
      </button>
      <p className="text-sm text-suave">{t.sairDeTodosDica}</p>
      {state?.erro && (
        <p role="alert" className="text-sm font-medium text-erro">
          {state.erro}
        </p>
      )}
    </form>
  );
}
