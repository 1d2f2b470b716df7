"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import { botao } from "@/components/botao";
import { CampoDeTexto, inputClass } from "@/components/campo";
import { DialogoCompartilhado } from "@/components/dialogo-de-confirmacao";
import { AlertaDoFormulario, BotaoDeEnvio, RespostaDoFormulario, SucessoDoFormulario, useFormulario } from "@/components/formulario";
import { comumTexts, turmaTexts } from "@/lib/messages";
import type { Componente } from "@/lib/turmas/componentes";
import { adicionarComponenteAction, professorDoComponenteAction, removerComponenteAction, renomearComponenteAction } from "@/app/(main)/escolas/_turmas/componentes-actions";

// A turma's `Componentes curriculares`: each component with its `Professor do componente` (or
// `Nenhum`), for everyone who reads the turma; for administrador and secretaria (a year not
// closed: `escreve`), `Nome do componente` + `Adicionar componente`, and per component the choice
// of its professor among the turma's, `Renomear` (inline) and `Remover` (confirmed in one dialog
// shared by the rows). Educação Infantil has none: a sentence says so, and nothing is added there.

const t = turmaTexts.componentes;

type Professor = { uid: string; nome: string };

type Props = {
  idTurma: string;
  componentes: Componente[];
  /** The turma's professors: the names shown, and the choices of `Professor do componente`. */
  professores: Professor[];
  /** Administrador or secretaria, in a year not closed. */
  escreve: boolean;
  /** Educação Infantil: no components with grades. */
  semNotas: boolean;
};

export function ComponentesDaTurma({ idTurma, componentes, professores, escreve, semNotas }: Props) {
  const { state, formAction, pending, formRef, campo, chave } = useFormulario(adicionarComponenteAction);
  // One answer for every row's `Remover`: it stays when the row it came from is gone.
  const [remocao, removerAction, removendo] = useActionState(removerComponenteAction, null);
  const [aRemover, setARemover] = useState<Componente | null>(null);
  const nomes = new Map(professores.map((p) => [p.uid, p.nome]));
  return (
    <div className="space-y-4">
      {componentes.length === 0 ? (
        <p className="text-suave">{semNotas ? t.educacaoInfantil : t.nenhum}</p>
      ) : (
        <ul aria-label={t.legenda} className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
          {componentes.map((c) => (
            <LinhaDoComponente key={c.id} idTurma={idTurma} componente={c} professor={c.professor ? (nomes.get(c.professor) ?? null) : null} professores={professores} escreve={escreve} remover={() => setARemover(c)} />
          ))}
        </ul>
      )}
      <RespostaDoFormulario state={remocao} />
      {escreve && professores.length === 0 && componentes.length > 0 && <p className="text-sm text-suave">{t.semProfessoresNaTurma}</p>}
      {escreve && !semNotas && (
        // On a phone, the field and its button one under the other, each across the screen.
        <form ref={formRef} action={formAction} className="flex flex-wrap items-end gap-3 max-sm:flex-col max-sm:items-stretch" key={chave}>
          <input type="hidden" name="idTurma" value={idTurma} />
          <div className="min-w-0 flex-1 max-sm:basis-auto sm:max-w-sm">
            <CampoDeTexto id="nome-do-componente" label={t.campo} autoComplete="off" {...campo("nome")} />
          </div>
          <BotaoDeEnvio pending={pending}>{t.adicionar}</BotaoDeEnvio>
          <div className="w-full space-y-2">
            <AlertaDoFormulario state={state} />
            <SucessoDoFormulario state={state} />
          </div>
        </form>
      )}
      {escreve && (
        <DialogoCompartilhado
          id="remover-componente"
          aberto={aRemover !== null}
          aoFechar={() => setARemover(null)}
          titulo={t.removerRotulo(aRemover?.nome ?? "")}
          pergunta={t.removerPergunta(aRemover?.nome ?? "")}
          confirmar={t.remover}
          cancelar={comumTexts.cancelar}
          action={removerAction}
          pending={removendo}
          campos={
            <>
              <input type="hidden" name="idTurma" value={idTurma} />
              <input type="hidden" name="idComponente" value={aRemover?.id ?? ""} />
            </>
          }
        />
      )}
    </div>
  );
}

function LinhaDoComponente({
  idTurma,
  componente: c,
  professor,
  professores,
  escreve,
  remover,
}: {
  idTurma: string;
  componente: Componente;
  /** The name of the component's professor, or null (`Nenhum`). */
  professor: string | null;
  professores: Professor[];
  escreve: boolean;
  remover: () => void;
}) {
  const [renomeacao, renomearAction, renomeando] = useActionState(renomearComponenteAction, null);
  const [escolha, professorAction, salvando] = useActionState(professorDoComponenteAction, null);
  // The answer the rename form was opened after (null: closed); a new success closes it.
  const [abertoApos, setAbertoApos] = useState<number | null>(null);
  const renomeia = abertoApos !== null && !(renomeacao?.sucesso && renomeacao.at !== abertoApos);
  const campoRef = useRef<HTMLInputElement>(null);
  const renomearRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (renomeia) campoRef.current?.focus();
  }, [renomeia, renomeacao]);
  const idSelect = `professor-do-componente-${c.id}`;
  const escolhe = escreve && (professores.length > 0 || c.professor !== null);
  const pequeno = `${botao({ tamanho: "pequeno" })} max-sm:w-full`;
  return (
    <li className="space-y-3 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium [overflow-wrap:anywhere]">{c.nome}</span>
        <span className="text-sm text-suave [overflow-wrap:anywhere]">{t.professor(professor ?? t.semProfessor)}</span>
      </div>
      {escreve && (
        <div className="flex flex-wrap items-end gap-3">
          {escolhe && (
            <form action={professorAction} className="flex min-w-0 flex-wrap items-end gap-2 max-sm:w-full">
              <input type="hidden" name="idTurma" value={idTurma} />
              <input type="hidden" name="idComponente" value={c.id} />
              <div className="min-w-0 flex-1 space-y-1 sm:w-56">
                <label htmlFor={idSelect} className="block text-sm font-medium text-tinta">
                  {t.professorDoComponente}
                  <span className="sr-only"> {c.nome}</span>
                </label>
                <select key={`${c.professor ?? ""}-${escolha?.at ?? 0}`} id={idSelect} name="professor" defaultValue={c.professor ?? ""} className={inputClass}>
                  <option value="">{t.semProfessor}</option>
                  {professores.map((p) => (
                    <option key={p.uid} value={p.uid}>
                      {p.nome}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" disabled={salvando} className={`${botao({ tamanho: "pequeno" })} max-sm:w-full`}>
                {comumTexts.salvar}
                <span className="sr-only"> {t.salvarProfessor(c.nome)}</span>
              </button>
            </form>
          )}
          <div className="flex flex-wrap gap-2 max-sm:grid max-sm:w-full max-sm:grid-cols-2">
            <button ref={renomearRef} type="button" aria-label={t.renomearRotulo(c.nome)} aria-expanded={renomeia} onClick={() => setAbertoApos(renomeacao?.at ?? 0)} className={pequeno}>
              {t.renomear}
            </button>
            <button type="button" aria-label={t.removerRotulo(c.nome)} onClick={remover} className={`${botao({ variante: "perigo", tamanho: "pequeno" })} max-sm:w-full`}>
              {t.remover}
            </button>
          </div>
        </div>
      )}
      {escreve && renomeia && (
        <form action={renomearAction} className="flex flex-wrap items-end gap-2" aria-busy={renomeando}>
          <input type="hidden" name="idTurma" value={idTurma} />
          <input type="hidden" name="idComponente" value={c.id} />
          <div key={renomeacao?.at ?? 0} className="min-w-0 flex-1 max-sm:basis-full sm:max-w-sm">
            <CampoDeTexto
              ref={campoRef}
              id={`novo-nome-${c.id}`}
              label={t.novoNome(c.nome)}
              name="nome"
              autoComplete="off"
              defaultValue={renomeacao?.values.nome ?? c.nome}
              error={renomeacao?.fieldErrors.nome}
            />
          </div>
          <div className="flex flex-wrap gap-2 max-sm:w-full">
            <button type="submit" disabled={renomeando} className={`${botao({ variante: "primario", tamanho: "pequeno" })} max-sm:w-full`}>
              {comumTexts.salvar}
              <span className="sr-only"> {t.salvarNome(c.nome)}</span>
            </button>
            <button
              type="button"
              onClick={() => {
                setAbertoApos(null);
                renomearRef.current?.focus();
              }}
              className={pequeno}
            >
              {comumTexts.cancelar}
              <span className="sr-only"> {t.cancelarRenomear(c.nome)}</span>
            </button>
          </div>
          <div className="w-full">
            <AlertaDoFormulario state={renomeacao} />
          </div>
        </form>
      )}
      {!renomeia && <SucessoDoFormulario state={renomeacao} />}
      <RespostaDoFormulario state={escolha} />
    </li>
  );
}
