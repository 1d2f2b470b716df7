"use client";

import { useActionState, useState, useTransition } from "react";
import { botao } from "@/components/botao";
import { DialogoDeConfirmacao } from "@/components/dialogo-de-confirmacao";
import { AlertaDoFormulario, BotaoDeEnvio, RespostaDoFormulario, SucessoDoFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { Tabela, type Coluna } from "@/components/tabela";
import { configTexts } from "@/lib/messages";
import { PAPEIS, papelLabels, type Papel } from "@/lib/empresas/papeis";
import type { FormState } from "@/lib/infra/actions/form-state";

// "Membros" (administrators): one row per person, with a select to change the role and
// "Remover" confirmed in a dialog (a pending invitee: "Convite pendente", with "Reenviar convite"
// and "Copiar link"); then "Convidar membro". On a phone each person is a card (see
// components/tabela.tsx): the name, the e-mail, the role, and the buttons across the card's width.

const t = configTexts.membros;
const OPCOES_PAPEL = PAPEIS.map((p) => ({ value: p, label: papelLabels[p] }));
export type MembroLinha = { chave: string; nome: string | null; email: string | null; papel: Papel; pendente: boolean };

function PapelDoMembro({ membro, quem, action }: { membro: MembroLinha; quem: string; action: AcaoDeFormulario }) {
  const [state, formAction, pending] = useActionState(action, null);
  const id = `papel-${membro.chave}`;
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="membro" value={membro.chave} />
      <label htmlFor={id} className="sr-only">
        {t.alterarPapel(quem)}
      </label>
      <select id={id} name="papel" defaultValue={membro.papel} key={membro.papel} className="rounded-md border border-gray-400 bg-white px-2 py-1 max-sm:min-h-11 max-sm:w-full">
        {PAPEIS.map((p) => (
          <option key={p} value={p}>
            {papelLabels[p]}
          </option>
        ))}
      </select>
      <button type="submit" disabled={pending} className={`${botao({ tamanho: "pequeno" })} max-sm:w-full`}>
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
      abrirClassName={`${botao({ variante: "perigo", tamanho: "pequeno" })} max-sm:w-full`}
    />
  );
}

/** What "Copiar link" asks the server: the link to /definir-senha with a new code, or a refusal. */
export type CopiarLink = (input: { membro: string }) => Promise<{ link: string } | { erro: string }>;

const resposta = (r: { sucesso: string } | { erro: string }): FormState => ({
  message: "erro" in r ? r.erro : null,
  sucesso: "sucesso" in r ? r.sucesso : undefined,
  fieldErrors: {},
  values: {},
  at: Date.now(),
});

/**
 * A pending invitee's buttons: "Reenviar convite" (a new e-mail) and "Copiar link" (a new link to
 * /definir-senha, copied to the clipboard; shown to copy by hand when the browser refuses).
 */
function ConvitePendente({ membro, quem, reenviar, copiarLink }: { membro: MembroLinha; quem: string; reenviar: AcaoDeFormulario; copiarLink: CopiarLink }) {
  const [reenvio, reenviarAction, reenviando] = useActionState(reenviar, null);
  const [copia, setCopia] = useState<FormState>(null);
  const [copiando, iniciar] = useTransition();
  // Which button answered last, in the order the person pressed them here: the two answers' `at`
  // come from two clocks (the server's and this browser's), which never compare safely.
  const [ultimaAcao, setUltimaAcao] = useState<"reenvio" | "copia">("reenvio");
  const copiar = () =>
    iniciar(async () => {
      setUltimaAcao("copia");
      const r = await copiarLink({ membro: membro.chave });
      if ("erro" in r) return setCopia(resposta(r));
      try {
        await navigator.clipboard.writeText(r.link);
        setCopia(resposta({ sucesso: t.linkCopiado }));
      } catch {
        setCopia(resposta({ erro: t.copieOLink(r.link) }));
      }
    });
  const reenviarConvite = (formData: FormData) => {
    setUltimaAcao("reenvio");
    reenviarAction(formData);
  };
  const ultima = ultimaAcao === "copia" ? copia : reenvio;
  return (
    <div className="space-y-2">
      <form action={reenviarConvite} className="flex flex-wrap gap-2">
        <input type="hidden" name="membro" value={membro.chave} />
        <button type="submit" disabled={reenviando} className={`${botao({ tamanho: "pequeno" })} max-sm:w-full`}>
          {t.reenviar}
          <span className="sr-only"> ({quem})</span>
        </button>
        <button type="button" onClick={copiar} disabled={copiando} className={`${botao({ tamanho: "pequeno" })} max-sm:w-full`}>
          {t.copiarLink}
          <span className="sr-only"> ({quem})</span>
        </button>
      </form>
      <div className="[overflow-wrap:anywhere]">
        <RespostaDoFormulario state={ultima} />
      </div>
    </div>
  );
}

/** Whom a row's controls name (for a screen reader): the name, else the e-mail, else the key. */
const quemDe = (m: MembroLinha) => m.nome ?? m.email ?? m.chave;

export function TabelaDeMembros({
  membros,
  alterarPapel,
  remover,
  reenviar,
  copiarLink,
}: {
  membros: MembroLinha[];
  alterarPapel: AcaoDeFormulario;
  remover: AcaoDeFormulario;
  reenviar: AcaoDeFormulario;
  copiarLink: CopiarLink;
}) {
  const [remocao, removerAction, removendo] = useActionState(remover, null);
  const colunas: Coluna<MembroLinha>[] = [
    {
      titulo: t.colunas.nome,
      celula: (m) => (
        <>
          {m.nome ?? t.semNome}
          {m.pendente && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{t.pendente}</span>}
        </>
      ),
    },
    { titulo: t.colunas.email, classe: "[overflow-wrap:anywhere]", celula: (m) => m.email },
    { titulo: t.colunas.papel, celula: (m) => <PapelDoMembro membro={m} quem={quemDe(m)} action={alterarPapel} /> },
    {
      titulo: <span className="sr-only">{t.colunas.acoes}</span>,
      celula: (m) => (
        <div className="flex flex-col items-start gap-2 max-sm:items-stretch">
          {m.pendente && <ConvitePendente membro={m} quem={quemDe(m)} reenviar={reenviar} copiarLink={copiarLink} />}
          <RemoverMembro membro={m} quem={quemDe(m)} action={removerAction} pending={removendo} />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-2">
      <Tabela estilo="secao" legenda={t.legenda} colunas={colunas} linhas={membros} chave={(m) => m.chave} classeDaLinha="align-top" />
      <RespostaDoFormulario state={remocao} />
    </div>
  );
}

/** "Convidar membro": E-mail and Papel (Secretaria by default), "Enviar convite". */
export function ConviteForm({ action }: { action: AcaoDeFormulario }) {
  const [state, formAction, pending] = useActionState(action, null);
  return (
    <form action={formAction} noValidate className="max-w-md space-y-4" aria-labelledby="convidar-membro">
      <h3 id="convidar-membro" className="font-semibold">
        {t.convidar}
      </h3>
      <CampoDeTexto
        id="convite-email"
        label={t.email}
        error={state?.fieldErrors.email}
        type="email"
        name="email"
        autoComplete="off"
        defaultValue={state?.values.email}
        maxLength={300}
      />
      <CampoDeSelecao id="convite-papel" label={t.papel} error={state?.fieldErrors.papel} name="papel" defaultValue={state?.values.papel ?? "secretaria"} opcoes={OPCOES_PAPEL} />
      <AlertaDoFormulario state={state} />
      <SucessoDoFormulario state={state} />
      <BotaoDeEnvio pending={pending}>{t.enviarConvite}</BotaoDeEnvio>
    </form>
  );
}
