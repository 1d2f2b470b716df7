"use client";

import { useActionState } from "react";
import { DialogoDeConfirmacao } from "@/components/dialogo-de-confirmacao";
import { AlertaDoFormulario, RespostaDoFormulario, SucessoDoFormulario } from "@/components/formulario";
import { Campo, inputClass } from "@/components/campo";
import { configTexts } from "@/lib/messages";
import { PAPEIS, papelLabels, type Papel } from "@/lib/empresas/papeis";
import type { FormState } from "@/lib/infra/actions/form-state";

// "Membros" (administrators): one row per person, with a select to change the role and
// "Remover" confirmed in a dialog; then "Convidar membro".

const t = configTexts.membros;
type Action = (prev: FormState, formData: FormData) => Promise<FormState>;
export type MembroLinha = { chave: string; nome: string | null; email: string | null; papel: Papel; pendente: boolean };

function PapelDoMembro({ membro, quem, action }: { membro: MembroLinha; quem: string; action: Action }) {
  const [state, formAction, pending] = useActionState(action, null);
  const id = `papel-${membro.chave}`;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="membro" value={membro.chave} />
      <label htmlFor={id} className="sr-only">
        {t.alterarPapel(quem)}
      </label>
      <select id={id} name="papel" defaultValue={membro.papel} key={membro.papel} className="rounded-md border border-gray-400 bg-white px-2 py-1">
        {PAPEIS.map((p) => (
          <option key={p} value={p}>
            {papelLabels[p]}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending} className="rounded-md border border-gray-400 bg-white px-3 py-1 text-sm font-semibold hover:bg-gray-100">
        {t.salvarPapel}
        <span className="sr-only"> ({quem})</span>
      </button>
      <RespostaDoFormulario state={state} />
    </form>
  );
}

/** "Remover", confirmed in a dialog; the answer is said under the table (the row goes away). */
function RemoverMembro({ membro, quem, action, pending }: { membro: MembroLinha; quem: string; action: (formData: FormData) => void; pending: boolean }) {
  return (
    <DialogoDeConfirmacao
      id={`remover-${membro.chave}`}
      abrir={t.remover}
      abrirRotulo={t.removerRotulo(quem)}
      titulo={t.removerRotulo(quem)}
      pergunta={t.removerConfirmacao(quem)}
      confirmar={t.confirmarRemocao}
      cancelar={t.cancelar}
      action={action}
      pending={pending}
      campos={<input type="hidden" name="membro" value={membro.chave} />}
      abrirClassName="rounded-md border border-erro bg-white px-3 py-1 text-sm font-semibold text-erro hover:bg-red-50"
    />
  );
}

export function TabelaDeMembros({ membros, alterarPapel, remover }: { membros: MembroLinha[]; alterarPapel: Action; remover: Action }) {
  const [remocao, removerAction, removendo] = useActionState(remover, null);
  return (
    <div className="space-y-2">
      {/* relative: the header's visually hidden label stays inside the scrolling box */}
      <div className="relative overflow-x-auto rounded-md ring-1 ring-gray-200" role="region" aria-label={t.legenda} tabIndex={0}>
        <table className="min-w-full bg-white text-left text-sm">
          <caption className="sr-only">{t.legenda}</caption>
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className="px-3 py-2">{t.colunas.nome}</th>
              <th scope="col" className="px-3 py-2">{t.colunas.email}</th>
              <th scope="col" className="px-3 py-2">{t.colunas.papel}</th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t.colunas.acoes}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {membros.map((m) => {
              const quem = m.nome ?? m.email ?? m.chave;
              return (
                <tr key={m.chave} className="border-t border-gray-200 align-top">
                  <td className="px-3 py-2">
                    {m.nome ?? t.semNome}
                    {m.pendente && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t.pendente}</span>}
                  </td>
                  <td className="px-3 py-2 break-all">{m.email}</td>
                  <td className="px-3 py-2">
                    <PapelDoMembro membro={m} quem={quem} action={alterarPapel} />
                  </td>
                  <td className="px-3 py-2">
                    <RemoverMembro membro={m} quem={quem} action={removerAction} pending={removendo} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <RespostaDoFormulario state={remocao} />
    </div>
  );
}

/** "Convidar membro": E-mail and Papel (Secretaria by default), "Enviar convite". */
export function ConviteForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} noValidate className="max-w-md space-y-4" aria-labelledby="convidar-membro">
      <h3 id="convidar-membro" className="font-semibold">
        {t.convidar}
      </h3>
      <Campo id="convite-email" label={t.email} error={state?.fieldErrors.email}>
        {(aria) => <input {...aria} type="email" name="email" autoComplete="off" defaultValue={state?.values.email} maxLength={300} className={inputClass} />}
      </Campo>
      <Campo id="convite-papel" label={t.papel} error={state?.fieldErrors.papel}>
        {(aria) => (
          <select {...aria} name="papel" defaultValue={state?.values.papel ?? "secretaria"} className={inputClass}>
            {PAPEIS.map((p) => (
              <option key={p} value={p}>
                {papelLabels[p]}
              </option>
            ))}
          </select>
        )}
      </Campo>
      <AlertaDoFormulario state={state} />
      <SucessoDoFormulario state={state} />
      <button type="submit" disabled={pending} className="rounded-md bg-marca-700 px-5 py-2 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:bg-gray-500">
        {t.enviarConvite}
      </button>
    </form>
  );
}
