"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { AcaoConfirmada, type Confirmacao } from "@/components/dialogo-de-confirmacao";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";

/**
 * "Desativar" / "Reativar": a one-button form, or, with `confirmacao`, a button that asks first in
 * a modal dialog (Desativar); its answer (done or refused) is shown next to it.
 */
export function SituacaoForm({
  id,
  ativa,
  label,
  action,
  confirmacao,
}: {
  id: string;
  /** The situation the button sets. */
  ativa: boolean;
  label: string;
  action: AcaoDeFormulario;
  confirmacao?: Confirmacao;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const campos = (
    <>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="ativa" value={String(ativa)} />
    </>
  );
  // One state for both looks: after Desativar the page shows Reativar, and the answer stays.
  if (confirmacao) {
    return (
      <AcaoConfirmada id="situacao-titulo" abrir={label} confirmacao={confirmacao} acao={{ state, formAction, pending }} campos={campos} abrirClassName={botao({ tamanho: "grande" })} />
    );
  }
  return (
    <form action={formAction} className="space-y-2">
      {campos}
      <button type="submit" disabled={pending} className={botao({ tamanho: "grande" })}>
        {label}
      </button>
      <RespostaDoFormulario state={state} />
    </form>
  );
}
