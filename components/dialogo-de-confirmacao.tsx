"use client";

import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { botao } from "@/components/botao";
import { RespostaDoFormulario } from "@/components/formulario";
import type { FormState } from "@/lib/infra/actions/form-state";

type ConteudoDoDialogo = {
  id: string;
  titulo: string;
  pergunta: string;
  confirmar: string;
  cancelar: string;
  action: (formData: FormData) => void;
  pending: boolean;
  /** The form's fields (hidden ones, or a choice such as `Turma de destino`). */
  campos: ReactNode;
  /** The confirmation's look: destructive (red) by default. */
  variante?: "confirmarPerigo" | "primario";
};

/** The native <dialog> (focus kept inside, Esc closes): its title, question and form with Cancelar and the confirmation. */
function Dialogo({ dialog, id, titulo, pergunta, confirmar, cancelar, action, pending, campos, variante = "confirmarPerigo", aoFechar }: ConteudoDoDialogo & { dialog: RefObject<HTMLDialogElement | null>; aoFechar?: () => void }) {
  return (
    <dialog ref={dialog} aria-labelledby={id} onClose={aoFechar} className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40">
      <h2 id={id} className="text-lg font-semibold">
        {titulo}
      </h2>
      <p className="mt-2 text-sm">{pergunta}</p>
      <form action={action} className="mt-5 flex flex-wrap justify-end gap-3" onSubmit={() => dialog.current?.close()}>
        {campos}
        <button type="button" onClick={() => dialog.current?.close()} className={botao()}>
          {cancelar}
        </button>
        <button type="submit" disabled={pending} className={botao({ variante })}>
          {confirmar}
        </button>
      </form>
    </dialog>
  );
}

/**
 * A destructive action confirmed in a modal dialog: the button that opens it, the question, and a
 * form with Cancelar and the confirmation. `campos` are the form's hidden fields.
 */
export function DialogoDeConfirmacao({ abrir, abrirRotulo, abrirClassName, ...conteudo }: ConteudoDoDialogo & { abrir: string; abrirRotulo?: string; abrirClassName: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" aria-label={abrirRotulo} onClick={() => dialog.current?.showModal()} className={abrirClassName}>
        {abrir}
      </button>
      <Dialogo dialog={dialog} {...conteudo} />
    </>
  );
}

/**
 * One dialog that many buttons open (a list's rows each opening it for their record): open while
 * `aberto`, and `aoFechar` when it closes (Cancelar, Esc, or sent). The page renders it once, with
 * the chosen record's words and fields, instead of one dialog per row.
 */
export function DialogoCompartilhado({ aberto, aoFechar, ...conteudo }: ConteudoDoDialogo & { aberto: boolean; aoFechar: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (aberto && d && !d.open) d.showModal();
  }, [aberto]);
  return <Dialogo dialog={dialog} aoFechar={aoFechar} {...conteudo} />;
}

/** The words of a confirmation dialog (lib/messages). */
export type Confirmacao = { titulo: string; pergunta: string; confirmar: string; cancelar: string };

/** A form action's state, as useActionState gives it, so its answer outlives the button's look. */
export type EstadoDaAcao = { state: FormState; formAction: (formData: FormData) => void; pending: boolean };

/**
 * A form action confirmed in the dialog ("Excluir aluno", "Desativar" a school): its answer (done
 * or refused) is said under the button. The state is the caller's (`acao`), so a page that swaps
 * the button after the answer (Desativar → Reativar) still shows it. `campos`: the form's hidden fields.
 */
export function AcaoConfirmada({
  id,
  abrir,
  confirmacao,
  acao,
  campos,
  abrirClassName,
  className = "space-y-2",
}: {
  id: string;
  abrir: string;
  confirmacao: Confirmacao;
  acao: EstadoDaAcao;
  campos: ReactNode;
  abrirClassName: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <DialogoDeConfirmacao id={id} abrir={abrir} {...confirmacao} action={acao.formAction} pending={acao.pending} campos={campos} abrirClassName={abrirClassName} />
      <RespostaDoFormulario state={acao.state} />
    </div>
  );
}
