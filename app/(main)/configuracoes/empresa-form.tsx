"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { configTexts } from "@/lib/messages";

const t = configTexts.empresa;

/** "Nome da empresa" and "Salvar" (administrators); the top bar and the picker follow at once. */
export function EmpresaForm({ nome, action }: { nome: string; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, erros, valor } = useFormulario(action, { nome });
  return (
    <form ref={formRef} action={formAction} noValidate className="max-w-md space-y-4">
      <AlertaDoFormulario state={state} />
      <CampoDeTexto id="nome-empresa" label={t.nome} error={erros.nome} name="nome" defaultValue={valor("nome")} maxLength={200} />
      <SucessoDoFormulario state={state} />
      <BotaoDeEnvio pending={pending}>{t.salvar}</BotaoDeEnvio>
    </form>
  );
}
