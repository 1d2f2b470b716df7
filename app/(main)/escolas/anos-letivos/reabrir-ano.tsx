"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { encerramentoTexts } from "@/lib/messages";

const t = encerramentoTexts;

/** `Reabrir ano letivo` (administrador): the reason (`Motivo`, required) goes to the activity. */
export function ReabrirAno({ id, action }: { id: string; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario<{ motivo: string }>(action, { motivo: "" });
  return (
    <section aria-labelledby="reabrir" className="space-y-3">
      <h2 id="reabrir" className="text-lg font-semibold">
        {t.reabrir}
      </h2>
      <form ref={formRef} action={formAction} noValidate className="space-y-3" aria-busy={pending}>
        <AlertaDoFormulario state={state} />
        <input type="hidden" name="id" value={id} />
        <div key={chave} className="sm:max-w-md">
          <CampoDeTexto id="reabrir-motivo" label={t.motivo} {...campo("motivo")} maxLength={120} aria-required="true" autoComplete="off" />
        </div>
        <BotaoDeEnvio pending={pending}>{t.reabrir}</BotaoDeEnvio>
        <SucessoDoFormulario state={state} />
      </form>
    </section>
  );
}
