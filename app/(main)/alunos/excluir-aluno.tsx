"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { DialogoDeConfirmacao } from "@/components/dialogo-de-confirmacao";
import { RespostaDoFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { alunoTexts } from "@/lib/messages";

/** "Excluir aluno", confirmed in a modal dialog; a refusal is said under the button. */
export function ExcluirAluno({ id, action }: { id: string; action: AcaoDeFormulario }) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <div className="space-y-2 border-t border-gray-200 pt-6">
      <DialogoDeConfirmacao
        id="excluir-titulo"
        abrir={alunoTexts.excluir}
        titulo={alunoTexts.excluir}
        pergunta={alunoTexts.excluirConfirmacao}
        confirmar={alunoTexts.confirmarExclusao}
        cancelar={alunoTexts.cancelarExclusao}
        action={formAction}
        pending={pending}
        campos={<input type="hidden" name="id" value={id} />}
        abrirClassName={botao({ variante: "perigo", tamanho: "grande" })}
      />
      <RespostaDoFormulario state={state} />
    </div>
  );
}
