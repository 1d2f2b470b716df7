"use client";

import { AlertaDoFormulario, BotaoDeEnvio, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { Mensagem } from "@/components/mensagem";
import { alunoTexts } from "@/lib/messages";
import { nomeDaEscolha, type LinhaDaUnificacao } from "@/lib/alunos/unificacao/plano";
import type { Movidos } from "@/lib/alunos/unificacao/escrita";

const t = alunoTexts.unificacao;

type Props = {
  action: AcaoDeFormulario;
  fica: string;
  sai: string;
  linhas: LinhaDaUnificacao[];
  movidos: Movidos;
  /** Why these two cannot be unified (no button then). */
  impedimento: string | null;
};

/**
 * `Unificar alunos`'s preview and confirmation: field by field, the value kept (a choice where
 * both records have different values) and the one dropped, what moves, then the button.
 */
export function UnificarForm({ action, fica, sai, linhas, movidos, impedimento }: Props) {
  const { state, formAction, pending, formRef } = useFormulario(action);
  const valor = (v: string | null) => v ?? t.vazio;
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-6" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      <input type="hidden" name="fica" value={fica} />
      <input type="hidden" name="sai" value={sai} />
      <section aria-labelledby="unificar-dados" className="space-y-3">
        <h2 id="unificar-dados" className="text-lg font-semibold">
          {t.dados}
        </h2>
        <p className="text-sm text-suave">{t.dadosDica}</p>
        <ul className="space-y-3">
          {linhas.map((l) => (
            <li key={l.chave} className="rounded-md p-3 ring-1 ring-gray-200 [overflow-wrap:anywhere]">
              {l.escolhivel ? (
                <fieldset>
                  <legend className="font-medium">{l.rotulo}</legend>
                  {(["fica", "sai"] as const).map((lado) => (
                    <label key={lado} className="flex min-h-11 items-center gap-2">
                      <input type="radio" name={nomeDaEscolha(l.chave)} value={lado} defaultChecked={l.lado === lado} className="size-5" />
                      {lado === "fica" ? t.doQueFica(valor(l.fica)) : t.doQueSai(valor(l.sai))}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <>
                  <p className="font-medium">{l.rotulo}</p>
                  <p>{l.fica === l.sai ? t.igual(valor(l.mantido)) : l.lado === "fica" ? t.doQueFica(valor(l.mantido)) : t.doQueSai(valor(l.mantido))}</p>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="unificar-movidos" className="space-y-2">
        <h2 id="unificar-movidos" className="text-lg font-semibold">
          {t.oQueMuda}
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {(Object.keys(t.movidos) as (keyof Movidos)[]).map((k) => (
            <li key={k}>{t.movidos[k](movidos[k])}</li>
          ))}
        </ul>
      </section>
      {impedimento ? <Mensagem tipo="erro">{impedimento}</Mensagem> : <BotaoDeEnvio pending={pending}>{t.confirmar}</BotaoDeEnvio>}
    </form>
  );
}
