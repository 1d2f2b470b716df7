"use client";

import { useActionState, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { botao, comoLink } from "@/components/botao";
import { Mensagem } from "@/components/mensagem";
import { comumTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";

// What the forms of the tabs share: the action's state (useFormulario), the refusal said at the
// top (role=alert), the focus moved to the first wrong field after an answer, the success said
// where the page stays, and for a record's form (FormularioDeRegistro) its hidden fields and the
// Salvar / Cancelar row.

/** A form's server action: the previous answer and the form's data in, the new answer out. */
export type AcaoDeFormulario = (prev: FormState, formData: FormData) => Promise<FormState>;

/** After each answer, moves the focus to the first field marked aria-invalid. */
export function useFocoNoPrimeiroErro(state: FormState, form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (!state) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state, form]);
}

/**
 * A form's action state: its answer (`state`), `pending` while it runs, the focus moved to the
 * first wrong field after each answer (give the <form> `formRef`), each field's message (`erros`)
 * and value (`valor`: what was sent, else `inicial`'s), both at once for a field (`campo`), and
 * `chave`, new at each answer: the fields under an element with that key re-mount and show what
 * was sent (React resets a form after its action).
 */
export function useFormulario<V extends Record<string, string>>(action: AcaoDeFormulario, inicial?: V) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocoNoPrimeiroErro(state, formRef);
  const erros = state?.fieldErrors ?? {};
  const valor = (name: keyof V & string): string => state?.values[name] ?? inicial?.[name] ?? "";
  return {
    state,
    formAction,
    pending,
    formRef,
    erros,
    valor,
    /** A field's name, value and message, as CampoDeTexto and CampoDeSelecao take them. */
    campo: (name: keyof V & string) => ({ name, defaultValue: valor(name), error: erros[name] }),
    chave: state?.at ?? 0,
  };
}

/** What FormularioDeRegistro takes of a useFormulario. */
export type Formulario = Pick<ReturnType<typeof useFormulario>, "state" | "formAction" | "pending" | "formRef" | "chave">;

/** A form's refusal, at its top (role=alert): it stays until the next answer. */
export function AlertaDoFormulario({ state }: { state: FormState }) {
  if (!state?.message) return null;
  return <Mensagem tipo="erro">{state.message}</Mensagem>;
}

/**
 * An action's success on the page it keeps (role=status), new at each answer: it stays until its
 * × (or the next answer, or leaving the page).
 */
export function SucessoDoFormulario({ state }: { state: FormState }) {
  if (!state?.sucesso) return null;
  return <SucessoQueFica key={state.at} texto={state.sucesso} />;
}

function SucessoQueFica({ texto }: { texto: string }) {
  const [aberto, setAberto] = useState(true);
  if (!aberto) return null;
  return (
    <Mensagem tipo="sucesso" aoFechar={() => setAberto(false)}>
      {texto}
    </Mensagem>
  );
}

/** A small form's answer: its refusal (role=alert) or its success (role=status). */
export function RespostaDoFormulario({ state }: { state: FormState }) {
  const erro = state?.message ?? Object.values(state?.fieldErrors ?? {})[0];
  if (!erro) return <SucessoDoFormulario state={state} />;
  return (
    <Mensagem key={state?.at} tipo="erro">
      {erro}
    </Mensagem>
  );
}

/**
 * What a refusal names beyond its sentence (lib/infra/actions/form-state.ts): the records in the
 * way, each a link to where it is dealt with, and the confirmation the person may give, a submit
 * button of the same form sending `confirmado=sim` (the fields keep what was sent). Inside the form.
 */
export function DetalhesDaRecusa({ state, pending }: { state: FormState; pending: boolean }) {
  const detalhes = state?.detalhes;
  if (!detalhes) return null;
  return (
    <div className="space-y-3">
      {detalhes.itens && detalhes.itens.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {detalhes.itens.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className={comoLink()}>
                {item.texto}
              </Link>
            </li>
          ))}
          {detalhes.mais ? <li>{comumTexts.eMais(detalhes.mais)}</li> : null}
        </ul>
      )}
      {detalhes.confirmar && (
        <button type="submit" name="confirmado" value="sim" disabled={pending} className={botao({ variante: "perigo", tamanho: "grande" })}>
          {detalhes.confirmar}
        </button>
      )}
    </div>
  );
}

/** A form's submit button, disabled (and grey) while its action runs. */
export function BotaoDeEnvio({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className={botao({ variante: "primario", tamanho: "grande" })}>
      {children}
    </button>
  );
}

/** "Salvar" and "Cancelar", both buttons (the issues name them so); Cancelar leaves without saving. */
export function BotoesDoFormulario({ voltarPara, pending }: { voltarPara: string; pending: boolean }) {
  const router = useRouter();
  return (
    <div className="flex flex-wrap gap-3">
      <BotaoDeEnvio pending={pending}>{comumTexts.salvar}</BotaoDeEnvio>
      <button type="button" onClick={() => router.push(voltarPara)} className={botao({ tamanho: "grande" })}>
        {comumTexts.cancelar}
      </button>
    </div>
  );
}

/**
 * A record's form (a new one, or one being edited): the refusal at the top, the one-time token of
 * a new record (lib/infra/actions/criacao.ts), the id and version of an edited one (a stale edit is
 * refused), the fields in a two-column grid that re-mounts at each answer, then Salvar / Cancelar
 * (to `voltarPara`: the list for a new record, the sheet for an edited one) and what a refusal names
 * (DetalhesDaRecusa: a new student's possible duplicates and `Cadastrar mesmo assim`). Those who only read
 * see the record's sheet, never this form. `formulario` is the form's useFormulario.
 */
export function FormularioDeRegistro({
  formulario,
  registro,
  token,
  voltarPara,
  children,
}: {
  formulario: Formulario;
  registro?: { id: string; versao: number };
  token?: string;
  voltarPara: string;
  children: ReactNode;
}) {
  const { state, formAction, pending, formRef, chave } = formulario;
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      {token && <input type="hidden" name="token" value={token} />}
      {registro && (
        <>
          <input type="hidden" name="id" value={registro.id} />
          <input type="hidden" name="versao" value={registro.versao} />
        </>
      )}
      <div key={chave} className="grid gap-5 sm:grid-cols-2">
        {children}
      </div>
      <BotoesDoFormulario voltarPara={voltarPara} pending={pending} />
      {/* After Salvar: Enter in a field submits with the first button, never the confirmation. */}
      <DetalhesDaRecusa state={state} pending={pending} />
    </form>
  );
}
