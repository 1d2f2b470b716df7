"use client";

import { useActionState, useRef, useState, useTransition } from "react";
import { Campo, inputClass } from "@/components/campo";
import { AlertaDoFormulario, BotoesDoFormulario, useFocoNoPrimeiroErro } from "@/components/formulario";
import { formatarTelefone } from "@/lib/campos/telefone";
import { alunoTexts } from "@/lib/messages";
import type { FormState } from "@/lib/infra/actions/form-state";
import type { SituacaoAluno } from "@/lib/alunos/documento";

type Valores = {
  nome: string;
  dataNascimento: string;
  idEscola: string;
  turma: string;
  cpf: string;
  responsavelNome: string;
  responsavelTelefone: string;
  responsavelEmail: string;
  situacao: string;
};

export type AlunoFormProps = {
  action: (prev: FormState, formData: FormData) => Promise<FormState>;
  /** The schools a student may be put in (active ones, and the student's current one). */
  escolas: { id: string; label: string }[];
  /** The student being edited: its fields, the CPF masked, its id and version. */
  aluno?: { id: string; versao: number; cpfMascarado: string | null } & Omit<Valores, "cpf">;
  somenteLeitura?: boolean;
  /** A new record's one-time token (lib/infra/actions/criacao.ts): a retry or a resubmission makes no second one. */
  token?: string;
  /** "Mostrar CPF" (administrador and secretaria). */
  revelarCpf?: (id: string) => Promise<{ cpf: string | null } | { erro: string }>;
  hoje: string;
};

const campos = alunoTexts.campos;
const SITUACOES: SituacaoAluno[] = ["ativo", "transferido", "inativo"];

/**
 * The student's fields, shared by "Novo aluno" and a student's page. After a refusal it shows
 * what was typed, each message next to its field, and moves the focus to the first wrong field.
 */
export function AlunoForm({ action, escolas, aluno, somenteLeitura = false, revelarCpf, hoje, token }: AlunoFormProps) {
  const [state, formAction, pending] = useActionState(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const cpfRef = useRef<HTMLInputElement>(null);
  const [cpfErro, setCpfErro] = useState<string | null>(null);
  const [revelando, startRevelar] = useTransition();
  const errors = state?.fieldErrors ?? {};

  useFocoNoPrimeiroErro(state, formRef);

  const initial: Valores = {
    nome: aluno?.nome ?? "",
    dataNascimento: aluno?.dataNascimento ?? "",
    idEscola: aluno?.idEscola ?? "",
    turma: aluno?.turma ?? "",
    cpf: aluno?.cpfMascarado ?? "",
    responsavelNome: aluno?.responsavelNome ?? "",
    responsavelTelefone: aluno?.responsavelTelefone ? formatarTelefone(aluno.responsavelTelefone) : "",
    responsavelEmail: aluno?.responsavelEmail ?? "",
    situacao: aluno?.situacao ?? "ativo",
  };
  const value = (name: keyof Valores) => state?.values[name] ?? initial[name];
  const key = state?.at ?? 0;

  function mostrarCpf() {
    if (!aluno || !revelarCpf) return;
    startRevelar(async () => {
      const answer = await revelarCpf(aluno.id);
      if ("erro" in answer) setCpfErro(answer.erro);
      else if (cpfRef.current) cpfRef.current.value = answer.cpf ?? "";
    });
  }

  const text = (name: keyof Valores, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Campo id={`aluno-${name}`} label={label} error={errors[name]}>
      {(aria) => <input {...aria} name={name} defaultValue={value(name)} readOnly={somenteLeitura} autoComplete="off" className={inputClass} {...extra} />}
    </Campo>
  );

  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5" aria-busy={pending}>
      <AlertaDoFormulario state={state} />
      {token && <input type="hidden" name="token" value={token} />}
      {aluno && (
        <>
          <input type="hidden" name="id" value={aluno.id} />
          <input type="hidden" name="versao" value={aluno.versao} />
        </>
      )}
      <div key={key} className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">{text("nome", campos.nome, { "aria-required": true })}</div>
        {text("dataNascimento", campos.dataNascimento, { type: "date", min: "1900-01-01", max: hoje, "aria-required": true })}
        <Campo id="aluno-idEscola" label={campos.idEscola} error={errors.idEscola}>
          {(aria) => (
            <select {...aria} name="idEscola" defaultValue={value("idEscola")} disabled={somenteLeitura} aria-required="true" className={inputClass}>
              <option value="">{alunoTexts.escolaVazia}</option>
              {escolas.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.label}
                </option>
              ))}
            </select>
          )}
        </Campo>
        {text("turma", campos.turma)}
        <div className="space-y-2">
          <Campo id="aluno-cpf" label={campos.cpf} error={errors.cpf ?? cpfErro ?? undefined} hint={aluno?.cpfMascarado && !somenteLeitura ? alunoTexts.cpfDica : undefined}>
            {(aria) => (
              <input
                {...aria}
                ref={cpfRef}
                name="cpf"
                defaultValue={value("cpf")}
                readOnly={somenteLeitura}
                inputMode="numeric"
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Campo>
          {aluno?.cpfMascarado && revelarCpf && (
            <button type="button" onClick={mostrarCpf} disabled={revelando} className="text-sm font-semibold text-marca-700 underline">
              {alunoTexts.mostrarCpf}
            </button>
          )}
        </div>
        {text("responsavelNome", campos.responsavelNome)}
        {text("responsavelTelefone", campos.responsavelTelefone, { type: "tel" })}
        {text("responsavelEmail", campos.responsavelEmail, { type: "email" })}
        {aluno && (
          <Campo id="aluno-situacao" label={campos.situacao} error={errors.situacao}>
            {(aria) => (
              <select {...aria} name="situacao" defaultValue={value("situacao")} disabled={somenteLeitura} className={inputClass}>
                {SITUACOES.map((s) => (
                  <option key={s} value={s}>
                    {alunoTexts.situacoes[s]}
                  </option>
                ))}
              </select>
            )}
          </Campo>
        )}
      </div>
      <BotoesDoFormulario voltarPara="/alunos" somenteLeitura={somenteLeitura} pending={pending} texts={alunoTexts} />
    </form>
  );
}
