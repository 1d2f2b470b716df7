"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { configTexts } from "@/lib/messages";

const t = configTexts.conta;

/** "Alterar senha": the current password, the new one twice. */
export function AlterarSenhaForm({ action }: { action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, erros } = useFormulario(action);
  const campo = (name: "senhaAtual" | "novaSenha" | "confirmacao", label: string, autoComplete: string, hint?: string) => (
    <CampoDeTexto id={name} label={label} error={erros[name]} hint={hint} type="password" name={name} autoComplete={autoComplete} maxLength={200} />
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
      <BotaoDeEnvio pending={pending}>{t.alterarSenha}</BotaoDeEnvio>
    </form>
  );
}

/** "Sair de todos os dispositivos": ends every session of the user, this one too. */
export function SairDeTodos({ action }: { action: () => Promise<{ erro: string } | undefined> }) {
  const [state, formAction, pending] = useActionState(async () => (await action()) ?? null, null);
  return (
    <form action={formAction} className="space-y-2">
      <button type="submit" disabled={pending} className={botao({ tamanho: "grande" })}>
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
