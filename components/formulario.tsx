"use client";

import { useEffect, type RefObject } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormState } from "@/lib/infra/actions/form-state";

// What every record form of the tabs shares: the refusal said at the top (role=alert), the focus
// moved to the first wrong field after an answer, and the Salvar / Cancelar row.

/** After each answer, moves the focus to the first field marked aria-invalid. */
export function useFocoNoPrimeiroErro(state: FormState, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (!state) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state, form]);
}

export function AlertaDoFormulario({ state }: { state: FormState }) {
  if (!state?.message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-erro ring-1 ring-red-200">
      {state.message}
    </p>
  );
}

/** An action's success on the page it keeps (role=status), new at each answer. */
export function SucessoDoFormulario({ state }: { state: FormState }) {
  if (!state?.sucesso) return null;
  return (
    <p key={state.at} role="status" className="text-sm font-medium text-green-800">
      {state.sucesso}
    </p>
  );
}

/** A small form's answer in one line: its refusal (role=alert) or its success (role=status). */
export function RespostaDoFormulario({ state }: { state: FormState }) {
  const erro = state?.message ?? Object.values(state?.fieldErrors ?? {})[0];
  if (!erro) return <SucessoDoFormulario state={state} />;
  return (
    <p key={state?.at} role="alert" className="text-sm font-medium text-erro">
      {erro}
    </p>
  );
}

/**
 * "Salvar" and "Cancelar", both buttons (the issues name them so); Cancelar goes back to the list
 * without saving. A read-only form has only a link back to the list.
 */
export function BotoesDoFormulario({
  voltarPara,
  somenteLeitura,
  pending,
  texts,
}: {
  voltarPara: string;
  somenteLeitura: boolean;
  pending: boolean;
  texts: { salvar: string; cancelar: string; voltarParaLista: string };
}) {
  const router = useRouter();
  const secondary = "rounded-md border border-gray-400 bg-white px-5 py-2 font-semibold hover:bg-gray-100";
  if (somenteLeitura) {
    return (
      <div className="flex flex-wrap gap-3">
        <Link href={voltarPara} className={secondary}>
          {texts.voltarParaLista}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-marca-700 px-5 py-2 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:bg-gray-500"
      >
        {texts.salvar}
      </button>
      <button type="button" onClick={() => router.push(voltarPara)} className={secondary}>
        {texts.cancelar}
      </button>
    </div>
  );
}
