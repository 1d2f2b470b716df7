"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { configTexts } from "@/lib/messages";

const t = configTexts.regras;

const OPCOES = [
  { value: "sim", label: t.comRecuperacao },
  { value: "nao", label: t.semRecuperacao },
] as const;

/** The rules as the form shows them: the média typed with a comma ("6,0"), the frequência in percent ("75"). */
export type RegrasNoFormulario = { mediaParaAprovacao: string; frequenciaMinima: string; recuperacaoFinal: "sim" | "nao" };

/** `Regras de avaliação` (administrators): `Média para aprovação`, `Frequência mínima`, `Recuperação final`, `Salvar regras`. */
export function RegrasForm({ regras, action }: { regras: RegrasNoFormulario; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, erros, campo, valor, chave } = useFormulario(action, regras);
  const erroDaRecuperacao = erros.recuperacaoFinal;
  return (
    <form ref={formRef} action={formAction} noValidate className="max-w-md space-y-4" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      {/* Re-mounted at each answer: the fields show what was sent (React resets a form after its action). */}
      <div key={chave} className="space-y-4">
        <CampoDeTexto
          id="regras-media"
          label={t.media}
          hint={t.mediaDica}
          {...campo("mediaParaAprovacao")}
          inputMode="decimal"
          maxLength={10}
          autoComplete="off"
          aria-required="true"
        />
        <CampoDeTexto
          id="regras-frequencia"
          label={t.frequencia}
          hint={t.frequenciaDica}
          {...campo("frequenciaMinima")}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          aria-required="true"
        />
        <fieldset
          role="radiogroup"
          aria-labelledby="regras-recuperacao-rotulo"
          aria-invalid={Boolean(erroDaRecuperacao)}
          aria-describedby={erroDaRecuperacao ? "regras-recuperacao-erro" : undefined}
          tabIndex={erroDaRecuperacao ? -1 : undefined}
          className="space-y-2"
        >
          <legend id="regras-recuperacao-rotulo" className="mb-1 text-sm font-medium text-tinta">
            {t.recuperacao}
          </legend>
          {OPCOES.map((o) => (
            <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm has-checked:border-marca-600">
              <input type="radio" name="recuperacaoFinal" value={o.value} defaultChecked={valor("recuperacaoFinal") === o.value} className="h-5 w-5 shrink-0" />
              <span>{o.label}</span>
            </label>
          ))}
          {erroDaRecuperacao && (
            <p id="regras-recuperacao-erro" className="text-sm font-medium text-erro">
              {erroDaRecuperacao}
            </p>
          )}
        </fieldset>
      </div>
      <SucessoDoFormulario state={state} />
      <BotaoDeEnvio pending={pending}>{t.salvar}</BotaoDeEnvio>
    </form>
  );
}
