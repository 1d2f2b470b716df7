"use client";

import { useActionState, useRef } from "react";
import { CampoDeTexto } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, RespostaDoFormulario, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { rematriculaTexts, etapaDeEnsinoTexts, turmaTexts } from "@/lib/messages";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import type { Turno } from "@/lib/turmas/documento";

// The rematrícula page's client pieces (issue 27): step 2's table of turmas (a name and places to
// edit per closed turma), a row's `Turma de destino` (saved as soon as it changes). The run's
// progress is components/acompanhar-tarefa.tsx's; `Desfazer rematrícula` is in reabrir-ano.tsx.

const t = rematriculaTexts;

export type LinhaDeTurma = {
  idOrigem: string;
  origem: string;
  nome: string;
  etapaDeEnsino: CodigoEtapaDeEnsino;
  turno: Turno;
  vagas: number;
  existente: boolean;
};

/** Step 2: `Criar turmas de 2027` for the ticked closed turmas, with their names and places as edited. */
export function TurmasDoAnoSeguinte({ idAno, ano, linhas, action }: { idAno: string; ano: number; linhas: LinhaDeTurma[]; action: AcaoDeFormulario }) {
  const { state, formAction, pending, formRef } = useFormulario(action);
  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-3" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      <input type="hidden" name="id" value={idAno} />
      <ul className="space-y-3">
        {linhas.map((l) => (
          <li key={l.idOrigem} className="grid gap-3 rounded-md bg-white p-3 ring-1 ring-gray-200 sm:grid-cols-[auto_1fr_1fr_8rem] sm:items-end" data-testid="turma-proposta">
            <input type="hidden" name="origens[]" value={l.idOrigem} />
            <label className="flex min-h-11 items-center gap-2 font-medium">
              <input type="checkbox" name="marcadas[]" value={l.idOrigem} defaultChecked className="h-5 w-5" />
              <span className="[overflow-wrap:anywhere]">{t.daTurma(l.origem)}</span>
            </label>
            <CampoDeTexto id={`nome-${l.idOrigem}`} name="nomes[]" label={t.nomeEm(ano)} defaultValue={l.nome} maxLength={40} autoComplete="off" />
            <p className="text-sm text-suave">
              {etapaDeEnsinoTexts[l.etapaDeEnsino]} · {turmaTexts.turnos[l.turno]}
              {l.existente ? ` · ${t.jaExiste}` : ""}
            </p>
            <CampoDeTexto id={`vagas-${l.idOrigem}`} name="vagas[]" label={turmaTexts.campos.vagas} defaultValue={String(l.vagas)} inputMode="numeric" maxLength={2} autoComplete="off" />
          </li>
        ))}
      </ul>
      <BotaoDeEnvio pending={pending}>{t.criarTurmas(ano)}</BotaoDeEnvio>
      <SucessoDoFormulario state={state} />
    </form>
  );
}

export type OpcaoDeDestino = { valor: string; rotulo: string };

/** A row's `Turma de destino`: saved when it changes (a button without JavaScript). */
export function DestinoDoAluno({ idAno, idAluno, valor, opcoes, action }: { idAno: string; idAluno: string; valor: string; opcoes: OpcaoDeDestino[]; action: AcaoDeFormulario }) {
  const [state, formAction, pending] = useActionState(action, null);
  const form = useRef<HTMLFormElement>(null);
  return (
    <form ref={form} action={formAction} className="space-y-1" aria-busy={pending}>
      <input type="hidden" name="id" value={idAno} />
      <input type="hidden" name="aluno" value={idAluno} />
      <label htmlFor={`destino-${idAluno}`} className="sr-only">
        {t.turmaDeDestino}
      </label>
      <select
        id={`destino-${idAluno}`}
        name="destino"
        defaultValue={valor}
        disabled={pending}
        onChange={() => form.current?.requestSubmit()}
        className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-2 text-base"
      >
        {opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="underline">
          {t.salvarDestino}
        </button>
      </noscript>
      {state && !state.sucesso && <RespostaDoFormulario state={state} />}
    </form>
  );
}
