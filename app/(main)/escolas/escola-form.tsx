"use client";

import { useActionState, useRef } from "react";
import { Campo, inputClass } from "@/components/campo";
import { AlertaDoFormulario, BotoesDoFormulario, useFocoNoPrimeiroErro } from "@/components/formulario";
import { formatarTelefone } from "@/lib/campos/telefone";
import { UFS } from "@/lib/campos/uf";
import { escolaTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";

type Valores = { nome: string; codigoInep: string; municipio: string; uf: string; telefone: string };

export type EscolaFormProps = {
  action: (prev: FormState, formData: FormData) => Promise<FormState>;
  /** The school being edited (its id and version go along as hidden fields). */
  escola?: { id: string; versao: number } & Partial<Record<keyof Valores, string | null>>;
  somenteLeitura?: boolean;
  /** A new record's one-time token (lib/infra/actions/criacao.ts): a retry or a resubmission makes no second one. */
  token?: string;
};

const campos = escolaTexts.campos;

/**
 * The school's fields, shared by "Nova escola" and a school's page. After a refusal the form shows
 * what was typed, each message next to its field, and moves the focus to the first wrong field.
 */
export function EscolaForm({ action, escola, somenteLeitura = false, token }: EscolaFormProps) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = state?.fieldErrors ?? {};

  useFocoNoPrimeiroErro(state, formRef);

  const initial: Valores = {
    nome: escola?.nome ?? "",
    codigoInep: escola?.codigoInep ?? "",
    municipio: escola?.municipio ?? "",
    uf: escola?.uf ?? "",
    telefone: escola?.telefone ? formatarTelefone(escola.telefone) : "",
  };
  const value = (name: keyof Valores) => state?.values[name] ?? initial[name];
  // A new answer re-mounts the fields, so they show what was sent (React resets a form after its action).
  const key = state?.at ?? 0;

  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      {token && <input type="hidden" name="token" value={token} />}
      {escola && (
        <>
          <input type="hidden" name="id" value={escola.id} />
          <input type="hidden" name="versao" value={escola.versao} />
        </>
      )}
      <div key={key} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Campo id="escola-nome" label={campos.nome} error={errors.nome}>
            {(aria) => (
              <input {...aria} name="nome" defaultValue={value("nome")} readOnly={somenteLeitura} aria-required="true" autoComplete="off" className={inputClass} />
            )}
          </Campo>
        </div>
        <Campo id="escola-inep" label={campos.codigoInep} error={errors.codigoInep}>
          {(aria) => (
            <input {...aria} name="codigoInep" defaultValue={value("codigoInep")} readOnly={somenteLeitura} inputMode="numeric" autoComplete="off" className={inputClass} />
          )}
        </Campo>
        <Campo id="escola-telefone" label={campos.telefone} error={errors.telefone}>
          {(aria) => (
            <input {...aria} name="telefone" type="tel" defaultValue={value("telefone")} readOnly={somenteLeitura} autoComplete="off" className={inputClass} />
          )}
        </Campo>
        <Campo id="escola-municipio" label={campos.municipio} error={errors.municipio}>
          {(aria) => (
            <input {...aria} name="municipio" defaultValue={value("municipio")} readOnly={somenteLeitura} autoComplete="off" className={inputClass} />
          )}
        </Campo>
        <Campo id="escola-uf" label={campos.uf} error={errors.uf}>
          {(aria) => (
            <select {...aria} name="uf" defaultValue={value("uf")} disabled={somenteLeitura} className={inputClass}>
              <option value="">{escolaTexts.ufVazia}</option>
              {UFS.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
          )}
        </Campo>
      </div>
      <BotoesDoFormulario voltarPara="/escolas" somenteLeitura={somenteLeitura} pending={pending} texts={escolaTexts} />
    </form>
  );
}
