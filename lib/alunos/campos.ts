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
import { alunoNecessidadesTexts, alunoTexts, censoTexts, documentoPessoalTexts, planilhaTexts, responsaveisTexts } from "@/lib/messages";
import { PAPEIS, pode, type Papel } from "@/lib/empresas/papeis";
import { FILIACOES } from "@/lib/dados-oficiais/educacenso/listas";
import { CORES_RACAS, COR_RACA_INDIGENA, LOCALIZACOES_DIFERENCIADAS, NACIONALIDADES, SEXOS, ZONAS} from "@/lib/dados-oficiais/educacenso/listas";
import { DEFICIENCIAS, PODERES_PUBLICOS_DO_TRANSPORTE, RECURSOS, VEICULOS } from "@/lib/dados-oficiais/educacenso/listas";
import { PAISES } from "@/lib/dados-oficiais/educacenso/paises";
import { POVOS_INDIGENAS } from "@/lib/dados-oficiais/educacenso/povos-indigenas";
import { ORGAOS_EMISSORES } from "@/lib/dados-oficiais/educacenso/orgaos-emissores";
import { UNIDADES_FEDERATIVAS } from "@/lib/dados-oficiais/ufs";

const t = alunoTexts.campos;
const titulos = alunoTexts.titulos;
const erros = alunoTexts.erros;
const n = alunoNecessidadesTexts.campos;
const nv = alunoNecessidadesTexts.variantes;

/**
 * A Censo list as an `opcao` type: its codes as strings, each with its label, and the other words a
 * spreadsheet may give for one (`sinonimos`: an órgão emissor's sigla, `F` for Feminino).
 */
function daLista(lista: readonly { codigo: number | string; rotulo: string }[], sinonimos?: Readonly<Record<string, readonly string[]>>) {
  const opcoes = lista.map((o) => String(o.codigo)) as unknown as readonly [string, ...string[]];
  return { tipo: "opcao", opcoes, rotulos: Object.fromEntries(lista.map((o) => [String(o.codigo), o.rotulo])), ...(sinonimos ? { sinonimos } : {}) } as const;
}

/** A set of a list's codes (checkboxes): its keys in order, each with its label (`grupos`: the sub-heading each one goes under). */
function conjuntoDe<K extends string>(chaves: readonly K[], rotulos: Readonly<Record<K, string>>, grupos?: Readonly<Record<K, string>>) {
  return { tipo: "conjunto", opcoes: chaves as unknown as readonly [string, ...string[]], rotulos, ...(grupos ? { grupos } : {}) } as const;
}

/** `Sim` (1) or `Não` (0), as the Censo codes a yes-or-no question. */
const SIM_NAO = daLista([
  { codigo: 1, rotulo: alunoNecessidadesTexts.simNao[1] },
  { codigo: 0, rotulo: alunoNecessidadesTexts.simNao[0] },
]);
const SIM = "1";

/** The nationality `Brasileira` (born in Brazil): the UF and municipality of birth; any other asks the country. */
const BRASILEIRA = "1";

/** The filiação `Filiação 1 e/ou Filiação 2` (the Censo's 1): the names are asked. */
export const FILIACAO_DECLARADA = "1";

export const SITUACOES_ALUNO = ["ativo", "transferido", "inativo"] as const;
export type SituacaoAluno = (typeof SITUACOES_ALUNO)[number];

/**
 * What a field holds, and so how it is parsed (lib/alunos/schema.ts builds each type's zod from
 * a form string or a spreadsheet cell, and its stored reading), shown and typed:
 * - `texto`: free text, blanks collapsed, at most `max` characters;
 * - `nome`: a person's name (lib/campos/texto.ts: letters, only characters the documents print);
 *   `censo`: also the Censo's rule (lib/campos/nome-do-censo.ts: Latin letters, spaces, apostrophes,
 *   hyphens, at most 100, no letter four times in a row);
 * - `data`: a day (DD/MM/AAAA or YYYY-MM-DD) from 1900 until today, stored YYYY-MM-DD;
 * - `cpf`: stored as digits, shown masked, whole only to `verCpf` (bespoke in the form and sheet);
 * - `telefone`: a Brazilian phone, stored as digits; `email`;
 * - `escola`: one of the company's schools (by name or INEP code in a spreadsheet; bespoke);
 * - `opcao`: one of `opcoes`, each shown as its `rotulos` word (a spreadsheet may give the code, the
 *   word or one of its `sinonimos`);
 * - `nis`, `cns`: the documents of lib/campos/nis.ts and cns.ts, stored as digits;
 * - `certidao`: the certidão de nascimento's 32-digit matrícula (lib/campos/certidao.ts), its
 *   registry year checked against the birth date (lib/alunos/regras.ts);
 * - `cep`: 8 digits; `municipio`: an IBGE code of a municipality of the UF in the field `uf`
 *   (lib/alunos/regras.ts), chosen in a combobox that searches the UF's list offline;
 * - `conjunto`: any number of `opcoes` (checkboxes in a fieldset), stored as an array of codes in
 *   the list's order (none: empty, never null); a spreadsheet cell gives codes or words separated
 *   by `;` or `,`; the sheet and the history join the words. `derivado`: a word the record also
 *   reads as (Deficiência múltipla: two or more deficiências), shown, never typed.
 */
export type TipoDoCampo =
  | { tipo: "texto"; max: number }
  | { tipo: "nome"; censo?: true }
  | { tipo: "data" }
  | { tipo: "cpf" }
  | { tipo: "telefone" }
  | { tipo: "email" }
  | { tipo: "escola" }
  | { tipo: "opcao"; opcoes: readonly [string, ...string[]]; rotulos: Readonly<Record<string, string>>; sinonimos?: Readonly<Record<string, readonly string[]>> }
  | { tipo: "nis" }
  | { tipo: "cns" }
  | { tipo: "certidao" }
  | { tipo: "cep" }
  | { tipo: "municipio"; uf: string }
  | {
      tipo: "conjunto";
      opcoes: readonly [string, ...string[]];
      rotulos: Readonly<Record<string, string>>;
      grupos?: Readonly<Record<string, string>>;
      derivado?: "deficienciaMultipla";
    };

/** Who sees a field: every role that sees the student's record, or only these roles. */
export type Visibilidade = "todos" | readonly Papel[];

/** The sections of the student's sheet, in order: each a heading (its id for aria-labelledby) over its facts. */
export const SECOES_DO_ALUNO = {
  identificacao: { id: "identificacao", titulo: alunoTexts.ficha.identificacao },
  responsavel: { id: "filiacao-e-responsaveis", titulo: alunoTexts.ficha.filiacaoEResponsaveis },
  documentos: { id: "documentos-do-aluno", titulo: alunoTexts.ficha.documentos },
  endereco: { id: "endereco", titulo: alunoTexts.ficha.endereco },
  necessidades: { id: "necessidades-especificas", titulo: alunoNecessidadesTexts.secoes.necessidades },
  transporte: { id: "transporte-escolar", titulo: alunoNecessidadesTexts.secoes.transporte },
  saude: { id: "saude", titulo: alunoNecessidadesTexts.secoes.saude },
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
  /**
   * Its name outside its section's form (the sheet, the history, the spreadsheet's column) when its
   * label needs its group to be understood (`Número` → `Número do RG`).
   */
  titulo?: string;
  /** The fieldset its form groups it under (`RG`): consecutive fields of one group share one. */
  grupo?: string;
  /** Across both columns of the form and the sheet. */
  largo?: boolean;
  /**
   * Which forms show it besides its section's (`Editar` of the section): `Novo aluno` and the
   * sheet's `Editar` (default), only `Editar` (the server sets it on a new student), or no other
   * (`secao`: filled by section once the student exists; a spreadsheet's row may still bring it).
   */
  formulario?: "sempre" | "edicao" | "secao";
  /**
   * Shown (and kept) only when another field has one of `valores` (or any value but `exceto`'s):
   * hidden on the form until then, and a value sent without its condition is dropped, stored as
   * null (lib/alunos/regras.ts). `exigido`: required whenever shown.
   */
  quando?: { campo: string; valores?: readonly string[]; exceto?: readonly string[]; exigido?: boolean };
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
  /**
   * The first responsável's field (issue 43): typed on `Novo aluno`, the sheet's short `Editar` and a
   * spreadsheet's row as before, but stored as that field of the first item of the student's
   * `responsaveis` (lib/alunos/responsaveis.ts), which the section's sheet and form show instead.
   */
  primeiroResponsavel?: "nome" | "telefone" | "email";
};

/** The roles that may see whole CPFs (`verCpf`): they also get a minor's contacts in bulk. */
export const PAPEIS_DADOS_PESSOAIS: readonly Papel[] = PAPEIS.filter((p) => pode(p, "verCpf"));

/**
 * The roles that read the company's register (`ler`: administrador, secretaria, consulta): a
 * student's documents and address are theirs, never a professor's (issue 43, LGPD).
 */
export const PAPEIS_DO_REGISTRO: readonly Papel[] = PAPEIS.filter((p) => pode(p, "ler"));

/**
 * Necessidades específicas and Saúde (sensitive, LGPD art. 11): administrador and secretaria, and
 * a student's professors, who must adapt teaching and care (their page shows them only students
 * `Cursando` in their turmas); never consulta, never a list or a search.
 */
export const PAPEIS_DO_CUIDADO: readonly Papel[] = [...PAPEIS_DADOS_PESSOAIS, "professor"];

/** The student's fields. */
/** A free text of `Saúde` (sensitive: PAPEIS_DO_CUIDADO see it, the export only for PAPEIS_DADOS_PESSOAIS), filled by its section. */
const textoDeSaude = (rotulo: string, max: number) =>
  ({
    rotulo,
    tipo: { tipo: "texto", max },
    obrigatorio: false,
    secao: "saude",
    largo: true,
    formulario: "secao",
    planilha: {},
    historico: "valores",
    visivelPara: PAPEIS_DO_CUIDADO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  }) as const;

export const CAMPOS_DO_ALUNO = {
  // ---- Identificação
  nome: {
    rotulo: t.nome,
    tipo: { tipo: "nome", censo: true },
    obrigatorio: true,
    erro: erros.nomeTamanho,
    erroSeVazio: erros.nomeObrigatorio,
    secao: "identificacao",
    largo: true,
    planilha: { variantes: planilhaTexts.variantes.nome },
    historico: "valores",
    visivelPara: "todos",
  },
  nomeSocial: {
    rotulo: t.nomeSocial,
    tipo: { tipo: "nome", censo: true },
    obrigatorio: false,
    erro: erros.nomeTamanho,
    secao: "identificacao",
    largo: true,
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.nomeSocial },
    historico: "valores",
    visivelPara: "todos",
  },
  dataNascimento: {
    rotulo: t.dataNascimento,
    tipo: { tipo: "data" },
    obrigatorio: true,
    erro: erros.dataNascimento,
    secao: "identificacao",
    planilha: { variantes: planilhaTexts.variantes.dataNascimento },
    historico: "valores",
    visivelPara: "todos",
  },
  sexo: {
    rotulo: t.sexo,
    tipo: daLista(SEXOS, planilhaTexts.sinonimos.sexo),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.sexo },
    historico: "valores",
    visivelPara: "todos",
  },
  // LGPD art. 11: sensitive, administrador and secretaria only (never in a list, a search or consulta's export).
  corRaca: {
    rotulo: t.corRaca,
    tipo: daLista(CORES_RACAS),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    planilha: { variantes: [...planilhaTexts.variantes.corRaca, ...planilhaTexts.variantes.corRacaOutras] },
    historico: "valores",
    visivelPara: ["administrador", "secretaria"],
  },
  povoIndigena: {
    rotulo: t.povoIndigena,
    tipo: daLista(POVOS_INDIGENAS.map((p) => ({ codigo: p.codigo, rotulo: p.nome }))),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    quando: { campo: "corRaca", valores: [String(COR_RACA_INDIGENA)], exigido: true },
    planilha: { variantes: planilhaTexts.variantes.povoIndigena },
    historico: "valores",
    visivelPara: ["administrador", "secretaria"],
  },
  nacionalidade: {
    rotulo: t.nacionalidade,
    tipo: daLista(NACIONALIDADES),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.nacionalidade },
    historico: "valores",
    visivelPara: "todos",
  },
  paisNacionalidade: {
    rotulo: t.paisNacionalidade,
    tipo: daLista(PAISES.map((p) => ({ codigo: p.codigo, rotulo: p.nome }))),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    quando: { campo: "nacionalidade", exceto: [BRASILEIRA], exigido: true },
    planilha: { variantes: planilhaTexts.variantes.paisNacionalidade },
    historico: "valores",
    visivelPara: "todos",
  },
  ufNascimento: {
    rotulo: t.ufNascimento,
    tipo: daLista(UNIDADES_FEDERATIVAS.map((u) => ({ codigo: u.sigla, rotulo: u.nome }))),
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    quando: { campo: "nacionalidade", valores: [BRASILEIRA], exigido: true },
    planilha: { variantes: planilhaTexts.variantes.ufNascimento },
    historico: "valores",
    visivelPara: "todos",
  },
  municipioNascimento: {
    rotulo: t.municipioNascimento,
    tipo: { tipo: "municipio", uf: "ufNascimento" },
    obrigatorio: false,
    secao: "identificacao",
    formulario: "secao",
    quando: { campo: "nacionalidade", valores: [BRASILEIRA], exigido: true },
    planilha: { variantes: [...planilhaTexts.variantes.municipioNascimento, ...planilhaTexts.variantes.municipioNascimentoOutras] },
    historico: "valores",
    visivelPara: "todos",
  },
  idEscola: {
    rotulo: t.idEscola,
    tipo: { tipo: "escola" },
    obrigatorio: true,
    erro: erros.escola,
    secao: "identificacao",
    planilha: { coluna: "escola" },
    historico: "valores",
    visivelPara: "todos",
  },
  // Documentos' first field, here so the short forms keep today's order.
  cpf: {
    rotulo: t.cpf,
    tipo: { tipo: "cpf" },
    obrigatorio: false,
    erro: erros.cpf,
    secao: "documentos",
    planilha: { variantes: planilhaTexts.variantes.cpf },
    historico: { alterado: alunoTexts.cpfAlterado },
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
    unico: true,
  },
  // ---- Filiação e responsáveis: the first responsável's fields (the list itself: lib/alunos/responsaveis.ts)
  responsavelNome: {
    rotulo: t.responsavelNome,
    primeiroResponsavel: "nome",
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
    primeiroResponsavel: "telefone",
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
    primeiroResponsavel: "email",
    tipo: { tipo: "email" },
    obrigatorio: false,
    erro: erros.email,
    secao: "responsavel",
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  // Filiação as the Censo keeps it: names only (`Não declarado/Ignorado`, or Filiação 1 and maybe 2).
  // On `Novo aluno` too: the duplicate check compares the same name and `Filiação 1` on a new student.
  filiacao: {
    rotulo: responsaveisTexts.campos.filiacao,
    tipo: daLista(FILIACOES),
    obrigatorio: false,
    secao: "responsavel",
    formulario: "sempre",
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
  },
  // The key `filiacao1` is the duplicate check's (lib/alunos/documento.ts, `chaveDaFiliacao`).
  filiacao1: {
    rotulo: responsaveisTexts.campos.filiacao1,
    tipo: { tipo: "nome", censo: true },
    obrigatorio: false,
    erro: erros.nomeTamanho,
    secao: "responsavel",
    largo: true,
    formulario: "sempre",
    quando: { campo: "filiacao", valores: [FILIACAO_DECLARADA], exigido: true },
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
  },
  filiacao2: {
    rotulo: responsaveisTexts.campos.filiacao2,
    tipo: { tipo: "nome", censo: true },
    obrigatorio: false,
    erro: erros.nomeTamanho,
    secao: "responsavel",
    largo: true,
    formulario: "sempre",
    quando: { campo: "filiacao", valores: [FILIACAO_DECLARADA] },
    planilha: {},
    historico: "valores",
    visivelPara: "todos",
  },
  // ---- Documentos: whole in the export only for the roles that see whole CPFs.
  nis: {
    rotulo: t.nis,
    tipo: { tipo: "nis" },
    obrigatorio: false,
    erro: documentoPessoalTexts.nis,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.nis },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
    unico: true,
  },
  cns: {
    rotulo: t.cns,
    tipo: { tipo: "cns" },
    obrigatorio: false,
    erro: documentoPessoalTexts.cns,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: [...planilhaTexts.variantes.cns, ...planilhaTexts.variantes.cnsOutras] },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
    unico: true,
  },
  certidaoNascimento: {
    rotulo: t.certidaoNascimento,
    tipo: { tipo: "certidao" },
    obrigatorio: false,
    erro: documentoPessoalTexts.certidao.formato,
    secao: "documentos",
    largo: true,
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.certidaoNascimento },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
    unico: true,
  },
  rgNumero: {
    rotulo: t.rgNumero,
    titulo: titulos.rgNumero,
    grupo: t.rg,
    tipo: { tipo: "texto", max: 20 },
    obrigatorio: false,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.rgNumero },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  rgOrgaoEmissor: {
    rotulo: t.rgOrgaoEmissor,
    titulo: titulos.rgOrgaoEmissor,
    grupo: t.rg,
    tipo: daLista(
      ORGAOS_EMISSORES.map((o) => ({ codigo: o.codigo, rotulo: o.sigla === o.nome ? o.nome : `${o.sigla} — ${o.nome}` })),
      Object.fromEntries(ORGAOS_EMISSORES.map((o) => [String(o.codigo), [o.sigla, o.nome]])),
    ),
    obrigatorio: false,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.rgOrgaoEmissor },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  rgUf: {
    rotulo: t.rgUf,
    titulo: titulos.rgUf,
    grupo: t.rg,
    tipo: daLista(UNIDADES_FEDERATIVAS.map((u) => ({ codigo: u.sigla, rotulo: u.nome }))),
    obrigatorio: false,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.rgUf },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  rgDataExpedicao: {
    rotulo: t.rgDataExpedicao,
    titulo: titulos.rgDataExpedicao,
    grupo: t.rg,
    tipo: { tipo: "data" },
    obrigatorio: false,
    erro: erros.dataExpedicao,
    secao: "documentos",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.rgDataExpedicao },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  // ---- Endereço: a minor's whereabouts, in bulk only to the roles that see whole CPFs.
  cep: {
    rotulo: t.cep,
    tipo: { tipo: "cep" },
    obrigatorio: false,
    erro: erros.cep,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.cep },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  logradouro: {
    rotulo: t.logradouro,
    tipo: { tipo: "texto", max: 100 },
    obrigatorio: false,
    secao: "endereco",
    largo: true,
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.logradouro },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  enderecoNumero: {
    rotulo: t.enderecoNumero,
    titulo: titulos.enderecoNumero,
    tipo: { tipo: "texto", max: 10 },
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.enderecoNumero },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  complemento: {
    rotulo: t.complemento,
    tipo: { tipo: "texto", max: 20 },
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.complemento },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  bairro: {
    rotulo: t.bairro,
    tipo: { tipo: "texto", max: 50 },
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.bairro },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  enderecoUf: {
    rotulo: t.enderecoUf,
    titulo: titulos.enderecoUf,
    tipo: daLista(UNIDADES_FEDERATIVAS.map((u) => ({ codigo: u.sigla, rotulo: u.nome }))),
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.enderecoUf },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  enderecoMunicipio: {
    rotulo: t.enderecoMunicipio,
    titulo: titulos.enderecoMunicipio,
    tipo: { tipo: "municipio", uf: "enderecoUf" },
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.enderecoMunicipio },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  zona: {
    rotulo: t.zona,
    tipo: daLista(ZONAS),
    obrigatorio: false,
    secao: "endereco",
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.zona },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  localizacaoDiferenciada: {
    rotulo: t.localizacaoDiferenciada,
    tipo: daLista(LOCALIZACOES_DIFERENCIADAS),
    obrigatorio: false,
    secao: "endereco",
    largo: true,
    formulario: "secao",
    planilha: { variantes: planilhaTexts.variantes.localizacaoDiferenciada },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  situacao: {
    rotulo: t.situacao,
    tipo: { tipo: "opcao", opcoes: SITUACOES_ALUNO, rotulos: alunoTexts.situacoes },
    obrigatorio: true,
    erro: erros.situacao,
    secao: "identificacao",
    formulario: "edicao",
    planilha: "exportacao",
    historico: "valores",
    visivelPara: "todos",
  },
  // ---- Necessidades específicas (sensitive, LGPD art. 11: PAPEIS_DO_CUIDADO; the Censo's registro 30)
  necessidadeEspecial: {
    rotulo: n.necessidadeEspecial,
    tipo: SIM_NAO,
    obrigatorio: false,
    secao: "necessidades",
    largo: true,
    formulario: "secao",
    planilha: { variantes: nv.necessidadeEspecial },
    historico: "valores",
    visivelPara: PAPEIS_DO_CUIDADO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  deficiencias: {
    rotulo: n.deficiencias,
    tipo: { ...conjuntoDe(DEFICIENCIAS, censoTexts.deficiencias), derivado: "deficienciaMultipla" },
    obrigatorio: false,
    secao: "necessidades",
    largo: true,
    formulario: "secao",
    quando: { campo: "necessidadeEspecial", valores: [SIM], exigido: true },
    planilha: { variantes: nv.deficiencias },
    historico: "valores",
    visivelPara: PAPEIS_DO_CUIDADO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  // Which recursos each kind asks, allows or refuses: lib/dados-oficiais/educacenso/recursos.ts (via regras.ts).
  recursosProvas: {
    rotulo: n.recursosProvas,
    tipo: conjuntoDe(RECURSOS, censoTexts.recursos),
    obrigatorio: false,
    secao: "necessidades",
    largo: true,
    formulario: "secao",
    quando: { campo: "necessidadeEspecial", valores: [SIM] },
    planilha: { variantes: nv.recursosProvas },
    historico: "valores",
    visivelPara: PAPEIS_DO_CUIDADO,
    exportadoPara: PAPEIS_DADOS_PESSOAIS,
  },
  // ---- Transporte escolar (the Censo's registro 60): the register's, not a professor's.
  transporteEscolar: {
    rotulo: n.transporteEscolar,
    tipo: SIM_NAO,
    obrigatorio: false,
    secao: "transporte",
    largo: true,
    formulario: "secao",
    planilha: { variantes: nv.transporteEscolar },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
  },
  transportePoderPublico: {
    rotulo: n.transportePoderPublico,
    tipo: daLista(PODERES_PUBLICOS_DO_TRANSPORTE),
    obrigatorio: false,
    secao: "transporte",
    formulario: "secao",
    quando: { campo: "transporteEscolar", valores: [SIM], exigido: true },
    planilha: {},
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
  },
  transporteVeiculos: {
    rotulo: n.transporteVeiculos,
    tipo: conjuntoDe(
      VEICULOS.map((v) => v.chave),
      censoTexts.veiculos,
      Object.fromEntries(VEICULOS.map((v) => [v.chave, censoTexts.gruposDeVeiculos[v.grupo]])) as Record<(typeof VEICULOS)[number]["chave"], string>,
    ),
    obrigatorio: false,
    secao: "transporte",
    largo: true,
    formulario: "secao",
    quando: { campo: "transporteEscolar", valores: [SIM], exigido: true },
    planilha: { variantes: nv.transporteVeiculos },
    historico: "valores",
    visivelPara: PAPEIS_DO_REGISTRO,
  },
  // ---- Saúde (sensitive, LGPD art. 11: PAPEIS_DO_CUIDADO): free text, bounded.
  alergias: textoDeSaude(n.alergias, 300),
  medicamentos: textoDeSaude(n.medicamentos, 300),
  planoDeSaude: textoDeSaude(n.planoDeSaude, 100),
  observacoesDeSaude: textoDeSaude(n.observacoesDeSaude, 500),
} as const satisfies Record<string, DescricaoDoCampo>;

export type CampoDoAluno = keyof typeof CAMPOS_DO_ALUNO;

/** The entries' own types (literal: which are required, which types, which columns). */
export type EntradasDoAluno = typeof CAMPOS_DO_ALUNO;
