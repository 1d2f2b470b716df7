"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { AcaoConfirmada } from "@/components/dialogo-de-confirmacao";
import type { AcaoDeFormulario } from "@/components/formulario";
import { alunoTexts } from "@/lib/messages";

/** "Excluir aluno", confirmed in a modal dialog; a refusal is said under the button. */
export function ExcluirAluno({ id, action }: { id: string; action: AcaoDeFormulario }) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <AcaoConfirmada
      id="excluir-titulo"
      abrir={alunoTexts.excluir}
      confirmacao={{ titulo: alunoTexts.excluir, pergunta: alunoTexts.excluirConfirmacao, confirmar: alunoTexts.confirmarExclusao, cancelar: alunoTexts.cancelarExclusao }}
      acao={{ state, formAction, pending }}
      campos={<input type="hidden" name="id" value={id} />}
      abrirClassName={botao({ variante: "perigo", tamanho: "grande" })}
      className="space-y-2 border-t border-gray-200 pt-6"
    />
  );
}
