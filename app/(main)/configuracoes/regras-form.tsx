"use client";

import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { configTexts } from "@/lib/messages";

const t = configTexts.regras;

const RECUPERACAO = [
  { value: "sim", label: t.comRecuperacao },
  { value: "nao", label: t.semRecuperacao },
] as const;

const ANOS_INICIAIS = [
  { value: "notas", label: t.anosIniciaisPorNotas },
  { value: "parecer", label: t.anosIniciaisPorParecer },
] as const;

/** The rules as the form shows them: the média typed with a comma ("6,0"), the frequência in percent ("75"). */
export type RegrasNoFormulario = { mediaParaAprovacao: string; frequenciaMinima: string; recuperacaoFinal: "sim" | "nao"; anosIniciais: "notas" | "parecer" };

/** A choice between a few options, as radio buttons of 44 px, its error under them. */
function Escolha(props: { id: string; nome: string; rotulo: string; dica?: string; opcoes: readonly { value: string; label: string }[]; marcada: string | undefined; erro: string | undefined }) {
  const { id, nome, rotulo, dica, opcoes, marcada, erro } = props;
  const descrita = [dica ? `${id}-dica` : null, erro ? `${id}-erro` : null].filter(Boolean).join(" ");
  return (
    <fieldset role="radiogroup" aria-labelledby={`${id}-rotulo`} aria-invalid={Boolean(erro)} aria-describedby={descrita || undefined} tabIndex={erro ? -1 : undefined} className="space-y-2">
      <legend id={`${id}-rotulo`} className="mb-1 text-sm font-medium text-tinta">
        {rotulo}
      </legend>
      {dica && (
        <p id={`${id}-dica`} className="text-sm text-suave">
          {dica}
        </p>
      )}
      {opcoes.map((o) => (
        <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm has-checked:border-marca-600">
          <input type="radio" name={nome} value={o.value} defaultChecked={marcada === o.value} className="h-5 w-5 shrink-0" />
          <span>{o.label}</span>
        </label>
      ))}
      {erro && (
        <p id={`${id}-erro`} className="text-sm font-medium text-erro">
          {erro}
        </p>
      )}
    </fieldset>
  );
}

/** `Regras de avaliação` (administrators): `Média para aprovação`, `Frequência mínima`, `Recuperação final`, `Avaliação do 1º ao 3º ano`, `Salvar regras`. */
export function RegrasForm({ regras, action }: { regras: RegrasNoFormulario; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef, erros, campo, valor, chave } = useFormulario(action, regras);
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
        <Escolha id="regras-recuperacao" nome="recuperacaoFinal" rotulo={t.recuperacao} opcoes={RECUPERACAO} marcada={valor("recuperacaoFinal")} erro={erros.recuperacaoFinal} />
        <Escolha
          id="regras-anos-iniciais"
          nome="anosIniciais"
          rotulo={t.anosIniciais}
          dica={t.anosIniciaisDica}
          opcoes={ANOS_INICIAIS}
          marcada={valor("anosIniciais")}
          erro={erros.anosIniciais}
        />
      </div>
      <SucessoDoFormulario state={state} />
      <BotaoDeEnvio pending={pending}>{t.salvar}</BotaoDeEnvio>
    </form>
  );
}
