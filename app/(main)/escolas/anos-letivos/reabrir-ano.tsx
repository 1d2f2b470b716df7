"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { encerramentoTexts, rematriculaTexts } from "@/lib/messages";

// A year's actions that undo something and say why (`Reabrir ano letivo`, `Desfazer rematrícula`;
// administrador): a section with its title, the required `Motivo` (it goes to the activity) and
// one button of the same words.

function AcaoComMotivo({ id, idAno, titulo, dica, motivo, max, action }: { id: string; idAno: string; titulo: string; dica?: string; motivo: string; max: number; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario<{ motivo: string }>(action, { motivo: "" });
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      {dica && <p className="text-sm text-suave">{dica}</p>}
      <form ref={formRef} action={formAction} noValidate className="space-y-3" aria-busy={pending}>
        <AlertaDoFormulario state={state} />
        <input type="hidden" name="id" value={idAno} />
        <div key={chave} className="sm:max-w-md">
          <CampoDeTexto id={`${id}-motivo`} label={motivo} {...campo("motivo")} maxLength={max} aria-required="true" autoComplete="off" />
        </div>
        <BotaoDeEnvio pending={pending}>{titulo}</BotaoDeEnvio>
        <SucessoDoFormulario state={state} />
      </form>
    </section>
  );
}

/** `Reabrir ano letivo` (administrador). */
export function ReabrirAno({ id, action }: { id: string; action: AcaoDeFormulario }) {
  return <AcaoComMotivo id="reabrir" idAno={id} titulo={encerramentoTexts.reabrir} motivo={encerramentoTexts.motivo} max={120} action={action} />;
}

/** `Desfazer rematrícula` (administrador), on the next year's page. */
export function DesfazerRematricula({ idAno, action }: { idAno: string; action: AcaoDeFormulario }) {
  const t = rematriculaTexts;
  return <AcaoComMotivo id="desfazer-rematricula" idAno={idAno} titulo={t.desfazer} dica={t.desfazerDica} motivo={t.motivo} max={200} action={action} />;
}
