"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { configTexts } from "@/lib/messages";

const t = configTexts.empresa;

/**
 * "Nome da empresa", "Nome nos documentos" (the network's line in its documents' header, issue 41)
 * and "Salvar" (administrators); the top bar and the picker follow the name at once.
 */
export function EmpresaForm({ nome, nomeNosDocumentos, action }: { nome: string; nomeNosDocumentos: string; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, erros, valor } = useFormulario(action, { nome, nomeNosDocumentos });
  return (
    <form ref={formRef} action={formAction} noValidate className="max-w-md space-y-4">
      <AlertaDoFormulario state={state} />
      <CampoDeTexto id="nome-empresa" label={t.nome} error={erros.nome} name="nome" defaultValue={valor("nome")} maxLength={200} />
      <CampoDeTexto
        id="nome-nos-documentos"
        label={t.nomeNosDocumentos}
        hint={t.nomeNosDocumentosDica}
        error={erros.nomeNosDocumentos}
        name="nomeNosDocumentos"
        defaultValue={valor("nomeNosDocumentos")}
        maxLength={200}
        autoComplete="off"
      />
      <SucessoDoFormulario state={state} />
      <BotaoDeEnvio pending={pending}>{t.salvar}</BotaoDeEnvio>
    </form>
  );
}
