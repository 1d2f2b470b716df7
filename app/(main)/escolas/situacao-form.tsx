"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";

/** "Desativar" / "Reativar": a one-button form; its answer (done or refused) is shown next to it. */
export function SituacaoForm({
  id,
  ativa,
  label,
  action,
}: {
  id: string;
  /** The situation the button sets. */
  ativa: boolean;
  label: string;
  action: AcaoDeFormulario;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="ativa" value={String(ativa)} />
      <button type="submit" disabled={pending} className={botao({ tamanho: "grande" })}>
        {label}
      </button>
      <RespostaDoFormulario state={state} />
    </form>
  );
}
