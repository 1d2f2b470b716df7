"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { conviteTexts } from "@/lib/messages";

const t = conviteTexts;

/** "Seu nome", "Nova senha", "Confirmar senha", "Definir senha"; the code rides in a hidden field. */
export function DefinirSenhaForm({ action, oobCode, email, nome }: { action: AcaoDeFormulario; oobCode: string; email: string; nome: string | null }) {
  const { state, formAction, pending, formRef, erros, valor } = useFormulario(action, { nome: nome ?? "" });
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5">
      <input type="hidden" name="oobCode" value={oobCode} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <AlertaDoFormulario state={state} />
      <CampoDeTexto
        id="nome"
        label={t.nome}
        error={erros.nome}
        name="nome"
        autoComplete="name"
        defaultValue={valor("nome")}
        key={`nome-${state?.at ?? 0}`}
        maxLength={200}
      />
      <CampoDeTexto id="novaSenha" label={t.novaSenha} error={erros.novaSenha} hint={t.senhaDica} type="password" name="novaSenha" autoComplete="new-password" maxLength={200} />
      <CampoDeTexto id="confirmacao" label={t.confirmarSenha} error={erros.confirmacao} type="password" name="confirmacao" autoComplete="new-password" maxLength={200} />
      <BotaoDeEnvio pending={pending}>{t.definir}</BotaoDeEnvio>
    </form>
  );
}
