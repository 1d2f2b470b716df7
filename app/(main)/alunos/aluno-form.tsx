"use client";

import { useRef, useState, useTransition, type ComponentProps } from "react";
import { comoLink } from "@/components/botao";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { formatarTelefone } from "@/lib/campos/telefone";
import { alunoTexts } from "@/lib/messages";
import type { SituacaoAluno } from "@/lib/alunos/documento";

type Valores = {
  nome: string;
  dataNascimento: string;
  idEscola: string;
  cpf: string;
  responsavelNome: string;
  responsavelTelefone: string;
  responsavelEmail: string;
  situacao: string;
};

export type AlunoFormProps = {
  action: AcaoDeFormulario;
  /** The schools a student may be put in (active ones, and the student's current one). */
  escolas: { id: string; label: string }[];
  /** The student being edited: its fields, the CPF masked, its id and version. */
  aluno?: { id: string; versao: number; cpfMascarado: string | null } & Omit<Valores, "cpf">;
  /** Where Cancelar goes: the list for a new student, the sheet for an edited one. */
  voltarPara: string;
  /** A new record's one-time token (lib/infra/actions/criacao.ts): a retry or a resubmission makes no second one. */
  token?: string;
  /** "Mostrar CPF" (administrador and secretaria). */
  revelarCpf?: (id: string) => Promise<{ cpf: string | null } | { erro: string }>;
  hoje: string;
};

const campos = alunoTexts.campos;
const SITUACOES: SituacaoAluno[] = ["ativo", "transferido", "inativo"];
const OPCOES_SITUACAO = SITUACOES.map((s) => ({ value: s, label: alunoTexts.situacoes[s] }));

/**
 * The student's fields, shared by "Novo aluno" and `Editar` on a student's sheet. After a refusal it shows
 * what was typed, each message next to its field, and moves the focus to the first wrong field.
 */
export function AlunoForm({ action, escolas, aluno, revelarCpf, hoje, token, voltarPara }: AlunoFormProps) {
  const formulario = useFormulario<Valores>(action, {
    nome: aluno?.nome ?? "",
    dataNascimento: aluno?.dataNascimento ?? "",
    idEscola: aluno?.idEscola ?? "",
    cpf: aluno?.cpfMascarado ?? "",
    responsavelNome: aluno?.responsavelNome ?? "",
    responsavelTelefone: aluno?.responsavelTelefone ? formatarTelefone(aluno.responsavelTelefone) : "",
    responsavelEmail: aluno?.responsavelEmail ?? "",
    situacao: aluno?.situacao ?? "ativo",
  });
  const { campo, erros } = formulario;
  const cpfRef = useRef<HTMLInputElement>(null);
  const [cpfErro, setCpfErro] = useState<string | null>(null);
  const [revelando, startRevelar] = useTransition();

  function mostrarCpf() {
    if (!aluno || !revelarCpf) return;
    startRevelar(async () => {
      const answer = await revelarCpf(aluno.id);
      if ("erro" in answer) setCpfErro(answer.erro);
      else if (cpfRef.current) cpfRef.current.value = answer.cpf ?? "";
    });
  }

  const text = (name: keyof Valores, label: string, extra: Partial<ComponentProps<typeof CampoDeTexto>> = {}) => (
    <CampoDeTexto id={`aluno-${name}`} label={label} {...campo(name)} autoComplete="off" {...extra} />
  );

  return (
    <FormularioDeRegistro formulario={formulario} registro={aluno} token={token} voltarPara={voltarPara}>
      <div className="sm:col-span-2">{text("nome", campos.nome, { "aria-required": true })}</div>
      {text("dataNascimento", campos.dataNascimento, { type: "date", min: "1900-01-01", max: hoje, "aria-required": true })}
      <CampoDeSelecao
        id="aluno-idEscola"
        label={campos.idEscola}
        {...campo("idEscola")}
       
        aria-required="true"
        vazia={alunoTexts.escolaVazia}
        opcoes={escolas.map((e) => ({ value: e.id, label: e.label }))}
      />
      <div className="space-y-2">
        {text("cpf", campos.cpf, {
          ref: cpfRef,
          inputMode: "numeric",
          // A refused "Mostrar CPF" is said as the field's message.
          error: erros.cpf ?? cpfErro ?? undefined,
          hint: aluno?.cpfMascarado ? alunoTexts.cpfDica : undefined,
        })}
        {aluno?.cpfMascarado && revelarCpf && (
          <button type="button" onClick={mostrarCpf} disabled={revelando} className={`text-sm ${comoLink()}`}>
            {alunoTexts.mostrarCpf}
          </button>
        )}
      </div>
      {text("responsavelNome", campos.responsavelNome)}
      {text("responsavelTelefone", campos.responsavelTelefone, { type: "tel" })}
      {text("responsavelEmail", campos.responsavelEmail, { type: "email" })}
      {aluno && (
        <CampoDeSelecao id="aluno-situacao" label={campos.situacao} {...campo("situacao")} opcoes={OPCOES_SITUACAO} />
      )}
    </FormularioDeRegistro>
  );
}
