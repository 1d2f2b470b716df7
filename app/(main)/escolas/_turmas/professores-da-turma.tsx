"use client";

import { useActionState } from "react";
import { botao } from "@/components/botao";
import { CampoDeSelecao } from "@/components/campo";
import { AlertaDoFormulario, BotaoDeEnvio, RespostaDoFormulario, SucessoDoFormulario, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { useOpcoesSobDemanda, type CarregarOpcoes, type Opcao } from "@/components/opcoes-sob-demanda";
import { comumTexts, turmaTexts } from "@/lib/messages";

// A turma's `Professores`: who teaches it (everyone who reads the turma sees the list), and, for
// administrador and secretaria, `Remover` on each and the company's members whose role is
// `Professor` to `Adicionar professor` (with the page up to PROFESSORES_NA_PAGINA of them; a company
// with more has them read when the select is focused or pressed).

const t = turmaTexts.professores;

type Props = {
  idTurma: string;
  professores: { uid: string; nome: string }[];
  /**
   * The members who may be added (role Professor, not in the turma yet); "sobDemanda": too many to
   * come with the page, `carregar` reads them; null: the role does not manage them.
   */
  opcoes: Opcao[] | "sobDemanda" | null;
  carregar: CarregarOpcoes;
  adicionar: AcaoDeFormulario;
  remover: AcaoDeFormulario;
};

export function ProfessoresDaTurma({ idTurma, professores, opcoes, carregar, adicionar, remover }: Props) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario(adicionar);
  // Read again once the turma's professors changed (added or removed: the page came back).
  const sobDemanda = useOpcoesSobDemanda(carregar, idTurma, professores.map((p) => p.uid).join());
  const lazy = opcoes === "sobDemanda";
  const lista = lazy ? (sobDemanda.opcoes ?? []) : opcoes;
  // One answer for every row's `Remover`: it stays when the row it came from is gone.
  const [remocao, removerAction, removendo] = useActionState(remover, null);
  return (
    <div className="space-y-4">
      {professores.length === 0 ? (
        <p className="text-suave">{t.nenhum}</p>
      ) : (
        <ul aria-label={t.legenda} className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
          {professores.map((p) => (
            <li key={p.uid} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span className="font-medium [overflow-wrap:anywhere]">{p.nome}</span>
              {opcoes && (
                <form action={removerAction}>
                  <input type="hidden" name="id" value={idTurma} />
                  <input type="hidden" name="professor" value={p.uid} />
                  <button type="submit" disabled={removendo} className={botao({ variante: "perigo", tamanho: "pequeno" })}>
                    {t.remover}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <RespostaDoFormulario state={remocao} />
      {opcoes &&
        (!lazy && opcoes.length === 0 && professores.length === 0 ? (
          <p className="text-sm text-suave">{t.semProfessores}</p>
        ) : (
          // On a phone, the select and its button one under the other, each across the screen: the
          // select is not squeezed beside the button (a name cut to a few letters).
          <form ref={formRef} action={formAction} className="flex flex-wrap items-end gap-3 max-sm:flex-col max-sm:items-stretch" key={chave}>
            <input type="hidden" name="id" value={idTurma} />
            <div className="min-w-0 flex-1 max-sm:basis-auto sm:max-w-sm">
              <CampoDeSelecao
                id="professor-da-turma"
                label={t.campo}
                {...campo("professor")}
                vazia={sobDemanda.carregando ? comumTexts.carregando : t.vazio}
                opcoes={lista ?? []}
                {...(lazy && { onFocus: sobDemanda.pedir, onPointerDown: sobDemanda.pedir, "aria-busy": sobDemanda.carregando })}
                {...(sobDemanda.erro && { error: sobDemanda.erro })}
              />
            </div>
            <BotaoDeEnvio pending={pending}>{t.adicionar}</BotaoDeEnvio>
            <div className="w-full">
              <AlertaDoFormulario state={state} />
              <SucessoDoFormulario state={state} />
            </div>
          </form>
        ))}
    </div>
  );
}
