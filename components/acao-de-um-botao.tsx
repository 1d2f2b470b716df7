"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { AcaoConfirmada, type Confirmacao } from "@/components/dialogo-de-confirmacao";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";

/**
 * An action of one button on a record's page (Desativar, Reativar, Iniciar ano letivo): a form with
 * hidden `campos`, or, with `confirmacao`, a button that asks first in a modal dialog; its answer
 * (done or refused) is shown next to it and stays.
 */
export function AcaoDeUmBotao({
  id,
  campos,
  label,
  action,
  confirmacao,
  variante = "secundario",
  semBotao = false,
}: {
  /** The dialog title's id (unique on the page). */
  id: string;
  campos: Record<string, string>;
  label: string;
  action: AcaoDeFormulario;
  confirmacao?: Confirmacao;
  variante?: "primario" | "secundario";
  /**
   * The action no longer applies (the year it started is in progress): the button goes, its answer
   * stays. Render the component in the same place either way, so its state survives the page's refresh.
   */
  semBotao?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, null);
  const ocultos = Object.entries(campos).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const classe = botao({ variante, tamanho: "grande" });
  if (semBotao) return <RespostaDoFormulario state={state} />;
  // One state for both looks: after Desativar the page shows Reativar, and the answer stays.
  if (confirmacao) {
    return <AcaoConfirmada id={id} abrir={label} confirmacao={confirmacao} acao={{ state, formAction, pending }} campos={<>{ocultos}</>} abrirClassName={classe} />;
  }
  return (
    <form action={formAction} className="space-y-2">
      {ocultos}
      <button type="submit" disabled={pending} className={classe}>
        {label}
      </button>
      <RespostaDoFormulario state={state} />
    </form>
  );
}
