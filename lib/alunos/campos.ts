// The student's fields, declared once (issue 42: one descriptor per record). Each entry says what
// the field is (its label, its type, required or not), where it shows (the sheet's section, the
// form's control), how the spreadsheets name it (its column and the other headers the import
// accepts), what the history keeps of a change, and who may see it. Everything else is derived
// from here (descritor.ts: the lists, the values' types, who sees what, how a value reads): the zod
// schemas of the form, the stored document and the spreadsheet's rows (schema.ts, server-side, from
// `tipo`), the stored fields (documento.ts), the form (app/(main)/alunos/aluno-form.tsx), the sheet
// (ficha-do-aluno.tsx), the history's labels and values (historico.tsx, escrita.ts), the
// spreadsheet's columns (planilha/colunas.ts: the import's headers, the model, the check, the
// export). Adding a plain text field is one entry here and nothing else: see the README, "Adding a
// field to the student". A field's words may be written in its entry (this file is their home, as
// lib/messages is every other word's: lib/messages/__tests__/uma-casa.test.ts allows both); today's
// fields take theirs from lib/messages/alunos.ts.
//
// Pure and client-safe (the form reads it): no zod, no server-only import. The entries' order is
// the form's, the sheet's within each section, the history's and the spreadsheets'.
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import { PAPEIS, pode, type Papel } from "@/lib/empresas/papeis";

const t = alunoTexts.campos;
const erros = alunoTexts.erros;

export const SITUACOES_ALUNO = ["ativo", "transferido", "inativo"] as const;
export type SituacaoAluno = (typeof SITUACOES_ALUNO)[number];

/**
 * What a field holds, and so how it is parsed (lib/alunos/schema.ts builds each type's zod from
 * a form string or a spreadsheet cell, and its stored reading), shown and typed:
 * - `texto`: free text, blanks collapsed, at most `max` characters;
 * - `nome`: a person's name (lib/campos/texto.ts: letters, only characters the documents print);
 * - `data`: a day (DD/MM/AAAA or YYYY-MM-DD) from 1900 until today, stored YYYY-MM-DD;
 * - `cpf`: stored as digits, shown masked, whole only to `verCpf` (bespoke in the form and sheet);
 * - `telefone`: a Brazilian phone, stored as digits; `email`;
 * - `escola`: one of the company's schools (by name or INEP code in a spreadsheet; bespoke);
 * - `opcao`: one of `opcoes`, each shown as its `rotulos` word.
 */
export type TipoDoCampo =
  | { tipo: "texto"; max: number }
  | { tipo: "nome" }
  | { tipo: "data" }
  | { tipo: "cpf" }
  | { tipo: "telefone" }
  | { tipo: "email" }
  | { tipo: "escola" }
  | { tipo: "opcao"; opcoes: readonly [string, ...string[]]; rotulos: Readonly<Record<string, string>> };

/** Who sees a field: every role that sees the student's record, or only these roles. */
export type Visibilidade = "todos" | readonly Papel[];

/** The sections of the student's sheet, in order: each a heading (its id for aria-labelledby) over its facts. */
export const SECOES_DO_ALUNO = {
  dados: { id: "dados-do-aluno", titulo: alunoTexts.ficha.dados },
  responsavel: { id: "responsavel", titulo: alunoTexts.ficha.responsavel },
} as const;
export type SecaoDoAluno = keyof typeof SECOES_DO_ALUNO;

export type DescricaoDoCampo = {
  /** The label: the form's, the sheet's, the history's, the spreadsheet column's title. */
  rotulo: string;
  tipo: TipoDoCampo;
  /**
   * Required on the form and in the spreadsheet (its column too). A stored student without a
   * required field does not read: one added later needs the existing students given a value first.
   */
  obrigatorio: boolean;
  /** The message of a value the type refuses (a `texto` without one says its label and `max`). */
  erro?: string;
  /** The message of a required field left blank (else `erro`). */
  erroSeVazio?: string;
  secao: SecaoDoAluno;
  /** Across both columns of the form and the sheet. */
  largo?: boolean;
  /** Which forms show it: both (default), or only `Editar` (the server sets it on a new student). */
  formulario?: "sempre" | "edicao";
  /**
   * Its spreadsheet column: read by the import (its title, the label, and `variantes`, other
   * names people give it) and written by the model and the export; `"exportacao"`: written by the
   * export only (the import lists it as ignored). `coluna`: the column's key, when not the field's.
   */
  planilha: { coluna?: string; variantes?: readonly string[] } | "exportacao";
  /** What a change's history entry keeps: the values, or only that it changed (`alterado`: its sentence). */
  historico: "valores" | { alterado: string };
  /** Who sees it on the sheet and the form. */
  visivelPara: Visibilidade;
  /** Who gets it in the CSV export (the others get its column empty); `visivelPara` by default. */
  exportadoPara?: Visibilidade;
  /**
   * A number that names one person (CPF, NIS, CNS, certidão): two students of the company never
   * hold the same value. Each value held has a reservation document, written in the save's own
   * transaction (lib/alunos/unicos.ts): concurrent saves of one value cannot both win.
   */
  unico?: boolean;
};

/** The roles that may see whole CPFs (`verCpf`): they also get a minor's contacts in bulk. */
export const PAPEIS_DADOS_PESSOAIS: readonly Papel[] = PAPEIS.filter((p) => pode(p, "verCpf"));

/** The student's fields. */
export const CAMPOS_DO_ALUNO = {
  nome: {
    rotulo: t.nome,
    tipo: { tipo: "nome" },
    obrigatorio: true,
    erro: erros.nomeTamanho,
    erroSeVazio: erros.nomeObrigatorio,
    secao: "dados",
    largo: true,
    planilha: { variantes: planilhaTexts.variantes.nome },
    historico: "valores",
    visivelPara: "todos",
  },
  dataNascimento: {
    rotulo: t.dataNascimento,
    tipo: { tipo: "data" },
    obrigatorio: true,
    erro: erros.dataNascimento,
    secao: "dados",
    planilha: { variantes: planilhaTexts.variantes.dataNascimento },
    historico: "valores",
    visivelPara: "todos",
  },
  idEscola: {
    rotulo: t.idEscola,
    tipo: { tipo: "escola" },
    obrigatorio: true,
    erro: erros.escola,
    secao: "dados",
    planilha: { coluna: "escola" },
    historico: "valores",
    visivelPara: "todos",
  },
  cpf: {
    rotulo: t.cpf,
    tipo: { tipo: "cpf" },
    obrigatorio: false,
    erro: erros.cpf,
    secao: "dados",
    planilha: {},
    historico: { alterado: alunoTexts.cpfAlterado },
    visivelPara: "todos",
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
    unico: true,
  },
  responsavelNome: {
    rotulo: t.responsavelNome,
    tipo: { tipo: "nome" },
    obrigatorio: false,
    erro: erros.responsavelNome,
    secao: "responsavel",
    largo: true,
    planilha: { variantes: planilhaTexts.variantes.responsavelNome },
    historico: "valores",
    visivelPara: "todos",
  },
  responsavelTelefone: {
    rotulo: t.responsavelTelefone,
    tipo: { tipo: "telefone" },
    obrigatorio: false,
    erro: erros.telefone,
    secao: "responsavel",
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  responsavelEmail: {
    rotulo: t.responsavelEmail,
    tipo: { tipo: "email" },
    obrigatorio: false,
    erro: erros.email,
    secao: "responsavel",
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  situacao: {
    rotulo: t.situacao,
    tipo: { tipo: "opcao", opcoes: SITUACOES_ALUNO, rotulos: alunoTexts.situacoes },
    obrigatorio: true,
    erro: erros.situacao,
    secao: "dados",
    formulario: "edicao",
    planilha: "exportacao",
    historico: "valores",
    visivelPara: "todos",
  },
} as const satisfies Record<string, DescricaoDoCampo>;

export type CampoDoAluno = keyof typeof CAMPOS_DO_ALUNO;

/** The entries' own types (literal: which are required, which types, which columns). */
export type EntradasDoAluno = typeof CAMPOS_DO_ALUNO;
