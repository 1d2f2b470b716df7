import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { ENTRADA_MAX, nomeDePessoaOuLugar, nomeOpcional, telefoneOpcional, temCaracteresInvisiveis, textoOpcional } from "@/lib/campos/texto";
import { normalizarCpf } from "@/lib/campos/cpf";
import { normalizarNis } from "@/lib/campos/nis";
import { normalizarCns } from "@/lib/campos/cns";
import { normalizarCep } from "@/lib/campos/cep";
import { digitosDaMatricula, problemaDaCertidaoDeNascimento } from "@/lib/campos/certidao";
import { problemaDoNomeNoCenso } from "@/lib/campos/nome-do-censo";
import { foldForSearch } from "@/lib/busca/texto";
import { lerData } from "@/lib/campos/data";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { conferirAluno } from "@/lib/alunos/regras";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/auth/login-rules";
import { alunoNecessidadesTexts, alunoTexts, censoTexts, textoDoAlunoTexts } from "@/lib/messages";
import {
  CAMPOS,
  CAMPOS_DA_EDICAO,
  CAMPOS_DO_CADASTRO,
  tituloDoCampo,
  type Campo,
  type CampoDoCadastro,
  type CamposDoCadastro,
  type ValoresDoAluno,
} from "@/lib/alunos/descritor";
import { SECOES_DO_ALUNO, type CampoDoAluno, type DescricaoDoCampo, type SecaoDoAluno } from "@/lib/alunos/campos";
import type { Responsavel } from "@/lib/alunos/responsaveis";

// The student's form (what a person may send), spreadsheet row and document (what is stored),
// each parsed at its boundary, all built from the descriptor of the student's fields
// (lib/alunos/campos.ts): each field's type says how it is read. The company is never part of the
// form, nor is the enrolment number (the server's).

const erros = alunoTexts.erros;

const DATA_MINIMA = "1900-01-01";

/** A real day, YYYY-MM-DD (or DD/MM/AAAA), not before 1900 and not after today in Brazil; blank is null. */
function dia(erro: string) {
  return z
    .string({ error: erro })
    .max(40, erro)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const day = lerData(v);
      if (!day || day < DATA_MINIMA || day > hoje()) {
        ctx.addIssue({ code: "custom", message: erro });
        return z.NEVER;
      }
      return day;
    });
}

/** The mask a form shows for a stored CPF: sent back unchanged, it means "keep it". */
export const MASCARA_CPF = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;

/** A CPF as typed (digits), null for none, or the stored CPF's mask (keep it). */
function cpf(erro: string) {
  return z
    .string({ error: erro })
    .max(40, erro)
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim() ?? "";
      if (!t) return null;
      if (MASCARA_CPF.test(t)) return t;
      const digits = normalizarCpf(t);
      if (!digits) {
        ctx.addIssue({ code: "custom", message: erro });
        return z.NEVER;
      }
      return digits;
    });
}

function email(erro: string) {
  return z
    .string({ error: erro })
    .max(EMAIL_MAX_LENGTH + 10, erro)
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim() ?? "";
      if (!t) return null;
      if (t.length > EMAIL_MAX_LENGTH || !isEmailShaped(t)) {
        ctx.addIssue({ code: "custom", message: erro });
        return z.NEVER;
      }
      return t;
    });
}

/** A document typed with or without its punctuation, stored as its digits (`normalizar`: null when it is not one). */
function documento(normalizar: (texto: string) => string | null, erro: string) {
  return z
    .string({ error: erro })
    .max(100, erro)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const digitos = normalizar(v);
      if (!digitos) {
        ctx.addIssue({ code: "custom", message: erro });
        return z.NEVER;
      }
      return digitos;
    });
}

/** The certidão's 32 digits with their check digits, the civil registry's and the births' book (its year: regras.ts, beside the birth date). */
const matriculaDaCertidao = (texto: string) => (problemaDaCertidaoDeNascimento(texto, 0, 9999) ? null : digitosDaMatricula(texto));
function certidao(erro: string) {
  return z
    .string({ error: erro })
    .max(100, erro)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const problema = problemaDaCertidaoDeNascimento(v, 0, 9999);
      if (problema) {
        ctx.addIssue({ code: "custom", message: problema });
        return z.NEVER;
      }
      return matriculaDaCertidao(v);
    });
}

/**
 * An optional choice of a list: its code, or (a spreadsheet) its word or another word for it
 * (`sinonimos`), accents and case aside; blank is null.
 */
function opcaoOpcional(opcoes: readonly string[], rotulos: Readonly<Record<string, string>>, erro: string, sinonimos: Readonly<Record<string, readonly string[]>> = {}) {
  const porRotulo = new Map(opcoes.flatMap((o) => (sinonimos[o] ?? []).map((s) => [foldForSearch(s), o] as const)));
  for (const o of opcoes) porRotulo.set(foldForSearch(rotulos[o] ?? o), o);
  return z
    .string({ error: erro })
    .max(200, erro)
    .optional()
    .transform((v, ctx) => {
      const t = v?.trim() ?? "";
      if (!t) return null;
      const codigo = opcoes.includes(t) ? t : porRotulo.get(foldForSearch(t));
      if (!codigo) {
        ctx.addIssue({ code: "custom", message: erro });
        return z.NEVER;
      }
      return codigo;
    });
}

/**
 * A set of a list's choices: the form's checkboxes (every value sent, an array) or a spreadsheet's
 * cell (codes or words separated by `;` or `,`), each a code or its word (accents and case aside);
 * as the list's codes in its order, each once (none: empty). A value outside the list refuses it all;
 * `derivados` (Deficiência múltipla, which the sheet and the export show) are passed over.
 */
export function conjunto(opcoes: readonly string[], rotulos: Readonly<Record<string, string>>, erro: string, derivados: readonly string[] = []) {
  const porRotulo = new Map(opcoes.map((o) => [foldForSearch(rotulos[o] ?? o), o]));
  const ignorados = new Set(derivados.map(foldForSearch));
  return z
    .union([z.string().max(2000, erro), z.array(z.string().max(200, erro)).max(opcoes.length * 2, erro)], { error: erro })
    .optional()
    .transform((v, ctx) => {
      const itens = (typeof v === "string" ? v.split(/[;,]/) : (v ?? [])).map((i) => i.trim()).filter(Boolean);
      const codigos = new Set<string>();
      for (const item of itens) {
        if (ignorados.has(foldForSearch(item))) continue;
        const codigo = opcoes.includes(item) ? item : porRotulo.get(foldForSearch(item));
        if (!codigo) {
          ctx.addIssue({ code: "custom", message: erro });
          return z.NEVER;
        }
        codigos.add(codigo);
      }
      return opcoes.filter((o) => codigos.has(o));
    });
}

/**
 * A free text that holds no hidden character (a NUL, a bidi override, a zero-width joiner: issue
 * 43's hostile strings), else `invalido`; then as textoOpcional (its length and blanks).
 */
const textoSemInvisiveis = (max: number, erro: string, invalido: string) =>
  z
    .string({ error: erro })
    .max(ENTRADA_MAX, erro)
    .optional()
    .refine((v) => v === undefined || !temCaracteresInvisiveis(v), { message: invalido, abort: true })
    .pipe(textoOpcional(max, erro));

/** A name also as the Censo takes it (lib/campos/nome-do-censo.ts), after the rules every name keeps. */
const noCenso = <T extends z.ZodType>(s: T) =>
  s.superRefine((v, ctx) => {
    const problema = typeof v === "string" && v ? problemaDoNomeNoCenso(v) : null;
    if (problema) ctx.addIssue({ code: "custom", message: problema });
  });

const idEscola = (erro: string) => z.string({ error: erro }).trim().min(1, erro).max(200, erro);

/** Absent or blank as null (what is stored for an empty optional field). */
const ouNulo = <T extends z.ZodType>(s: T) => s.transform((v: z.output<T>) => (v === undefined || v === "" ? null : v));

/** A required field: null (blank) refused with `erro`. */
const exigido = <T extends z.ZodType>(s: T, erro: string) => ouNulo(s).refine((v) => v !== null, { message: erro, abort: true });

/** How a field is read from a form string or a spreadsheet cell, by its type (a responsável's fields too: responsaveis-schema.ts). */
export function entrada(c: Pick<DescricaoDoCampo, "rotulo" | "tipo" | "obrigatorio" | "erro" | "erroSeVazio">): z.ZodType {
  const erro =
    c.erro ??
    (c.tipo.tipo === "texto"
      ? erros.textoTamanho(c.rotulo, c.tipo.max)
      : c.tipo.tipo === "opcao"
        ? erros.opcao(c.rotulo)
        : c.tipo.tipo === "conjunto"
          ? alunoNecessidadesTexts.opcoes(c.rotulo)
          : erros.invalido(c.rotulo));
  const vazio = c.erroSeVazio ?? erro;
  const talvez = <T extends z.ZodType>(s: T) => (c.obrigatorio ? exigido(s, vazio) : ouNulo(s));
  switch (c.tipo.tipo) {
    case "nome":
    {
      const nome = c.obrigatorio ? nomeDePessoaOuLugar({ obrigatorio: vazio, tamanho: erro }) : ouNulo(nomeOpcional(erro));
      return c.tipo.censo ? noCenso(nome) : nome;
    }
    case "texto":
      return talvez(textoSemInvisiveis(c.tipo.max, erro, textoDoAlunoTexts.caracteresInvalidos(tituloDoCampo(c))));
    case "data":
      return talvez(dia(erro));
    case "cpf":
      return talvez(cpf(erro));
    case "telefone":
      return talvez(telefoneOpcional(erro));
    case "email":
      return talvez(email(erro));
    case "escola":
      return idEscola(erro);
    case "opcao":
      return c.obrigatorio ? z.enum(c.tipo.opcoes, { error: erro }) : opcaoOpcional(c.tipo.opcoes, c.tipo.rotulos, erro, c.tipo.sinonimos);
    case "nis":
      return talvez(documento(normalizarNis, erro));
    case "cns":
      return talvez(documento(normalizarCns, erro));
    case "cep":
      return talvez(documento(normalizarCep, erro));
    case "certidao":
      return talvez(certidao(erro));
    case "municipio":
      // A code, or (a spreadsheet) a name: resolved in its UF by conferirAluno.
      return talvez(textoSemInvisiveis(100, erro, erro));
    case "conjunto":
      return conjunto(c.tipo.opcoes, c.tipo.rotulos, erro, c.tipo.derivado === "deficienciaMultipla" ? [censoTexts.deficienciaMultipla] : []);
  }
}

/** A stored set: its codes of the list, in its order (absent or malformed: none). */
const conjuntoGuardado = (opcoes: readonly string[]) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((v) => opcoes.filter((o) => v.includes(o)));

/** How a field is read from a stored document: a malformed optional field as absent (null). */
function guardado(c: Campo): z.ZodType {
  // A required list's malformed value reads as its first option; an optional one's as absent.
  if (c.tipo.tipo === "conjunto") return conjuntoGuardado(c.tipo.opcoes);
  if (c.tipo.tipo === "opcao") return c.obrigatorio ? z.enum(c.tipo.opcoes).catch(c.tipo.opcoes[0]) : z.enum(c.tipo.opcoes).nullish().transform((v) => v ?? null).catch(null);
  if (!c.obrigatorio) return textoGuardado;
  if (c.tipo.tipo === "data") return z.string().catch("");
  return z.string().min(1);
}

const formaDe = <K extends CampoDoAluno>(campos: readonly Campo[], ler: (c: Campo) => z.ZodType) =>
  Object.fromEntries(campos.map((c) => [c.chave, ler(c)])) as { [C in K]: z.ZodType<ValoresDoAluno[C]> };

/** The fields a person fills in (a new student's form; `Editar` adds those of `edicao`). */
export const alunoFields = CAMPOS_DO_CADASTRO.map((c) => c.chave);

/**
 * The record checked as a whole once each field has parsed (lib/alunos/regras.ts): fields without
 * their condition dropped, municipalities as codes, each problem under its field.
 */
function conferido<V extends Record<string, unknown>>(v: V, ctx: z.RefinementCtx): V {
  const { valores, problemas } = conferirAluno(v, anoAtual());
  for (const p of problemas) ctx.addIssue({ code: "custom", message: p.mensagem, path: [p.campo] });
  return problemas.length > 0 ? z.NEVER : valores;
}

/** A new student's fields, as each field parses them (conferido: as a whole). */
const cadastro = z.object(formaDe<CampoDoCadastro>(CAMPOS_DO_CADASTRO, entrada));

/** A new student's fields, from its form or a spreadsheet's row. */
export const alunoInput = cadastro.transform(conferido);

export type AlunoInput = CamposDoCadastro;

const id = z.string({ error: alunoTexts.naoEncontrado }).trim().min(1, alunoTexts.naoEncontrado).max(200, alunoTexts.naoEncontrado);
const versao = z.coerce.number({ error: erros.alteradoPorOutro }).int(erros.alteradoPorOutro).min(0, erros.alteradoPorOutro);

/**
 * A new student also carries its form's one-time token (checked by the create:
 * lib/infra/actions/criacao.ts) and `confirmado=sim` once the person chose `Cadastrar mesmo assim`
 * over its possible duplicates (lib/alunos/duplicados.ts).
 */
export const alunoCriacao = cadastro
  .extend({
    token: z.string().max(200).optional().catch(undefined),
    confirmado: z.string().max(10).optional().catch(undefined).transform((v) => v === "sim"),
  })
  .transform(conferido);

/** The fields only `Editar` sends (the situation). */
export const camposDaEdicao = CAMPOS_DA_EDICAO.filter((c) => !CAMPOS_DO_CADASTRO.includes(c)).map((c) => c.chave);

/** The fields the sheet's `Editar` sends: today's short form (a section's fields are its own form's). */
export const camposDoFormularioDeEdicao = CAMPOS_DA_EDICAO.filter((c) => c.formulario !== "secao").map((c) => c.chave);

/** An edit also names the student, the version the form was opened at, and the fields only `Editar` has. */
export const alunoEdicaoBase = cadastro.extend({
  id,
  versao,
  ...formaDe<Exclude<CampoDoAluno, CampoDoCadastro>>(CAMPOS_DA_EDICAO.filter((c) => camposDaEdicao.includes(c.chave)), entrada),
});
export const alunoEdicao = alunoEdicaoBase.transform(conferido);

export const SECOES = Object.keys(SECOES_DO_ALUNO) as [SecaoDoAluno, ...SecaoDoAluno[]];

/** The section's fields, each parsed by its type (the record as a whole is checked with the stored one: escrita.ts). */
const daSecao = Object.fromEntries(SECOES.map((s) => [s, z.object(formaDe<CampoDoAluno>(CAMPOS.filter((c) => c.secao === s), entrada))])) as unknown as Record<
  SecaoDoAluno,
  z.ZodType<Partial<Record<CampoDoAluno, string | string[] | null>>>
>;

/**
 * A section's `Editar` (/alunos/{id}/editar?secao=…): the student, its version, the section, and
 * that section's fields only (any other is ignored: the save writes only the section's).
 */
export const alunoSecao = z
  .object({
    id,
    versao,
    secao: z.enum(SECOES, { error: alunoTexts.naoEncontrado }),
    ...Object.fromEntries(CAMPOS.map((c) => [c.chave, z.unknown().optional()])),
  })
  .transform((v, ctx) => {
    const lidos = daSecao[v.secao].safeParse(Object.fromEntries(CAMPOS.filter((c) => c.secao === v.secao).map((c) => [c.chave, (v as Record<string, unknown>)[c.chave] ?? ""])));
    if (!lidos.success) {
      for (const issue of lidos.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { id: v.id, versao: v.versao, secao: v.secao, valores: lidos.data };
  });

export const alunoId = z.object({ id });

/**
 * The fields of a new student as stored (a spreadsheet's verified rows keep them so:
 * planilha/importacao/registro.ts); an optional field absent (rows stored before it existed) as null.
 */
export const camposDoCadastroGuardados = z.object(
  Object.fromEntries(
    CAMPOS_DO_CADASTRO.map((c): [string, z.ZodType] => [
      c.chave,
      c.tipo.tipo === "conjunto" ? conjuntoGuardado(c.tipo.opcoes) : c.obrigatorio ? z.string() : z.string().nullish().transform((v) => v ?? null),
    ]),
  ) as {
    [C in CampoDoCadastro]: z.ZodType<Exclude<ValoresDoAluno[C], undefined>>;
  },
);

/** alunos/{auto}, as stored; malformed optional fields read as absent. */
export const alunoDoc = z.object({
  idEmpresa: z.string().min(1),
  matricula: z.string().catch(""),
  ...formaDe<CampoDoAluno>(CAMPOS, guardado),
  versao: z.number().int().catch(0),
  /** The matrículas of the records unified into this one (`Unificar alunos`: lib/alunos/unificacao/). */
  matriculasUnificadas: z.array(z.string()).catch([]).default([]),
  criadoEm: momentoGuardado,
  atualizadoEm: momentoGuardado,
});

export type AlunoDoc = z.output<typeof alunoDoc>;

/** A student as the pages see it. `cpf` only leaves the server masked or on an explicit request. */
export type Aluno = { id: string; matricula: string; versao: number; matriculasUnificadas: string[] } & ValoresDoAluno & {
  /** The responsáveis, in the order of contact in an emergency (lib/alunos/responsaveis.ts). */
  responsaveis: Responsavel[];
};

/** A row of the list: no CPF, no contacts. `nomeSocial`: the list shows it instead of `nome` (lib/alunos/nome.ts). */
export type AlunoResumo = Pick<Aluno, "id" | "nome" | "nomeSocial" | "matricula" | "idEscola" | "situacao"> & {
  /** The turma the student is `Cursando` in, per year ("2026" → "5º ano A"): lib/enturmacoes/. */
  turmasPorAno: Record<string, string>;
};

export const FILTROS_SITUACAO = ["ativos", "transferidos", "inativos", "todos"] as const;
export type FiltroSituacao = (typeof FILTROS_SITUACAO)[number];

/** `idTurma`: a turma of the chosen school (the list's `Turma`: its students `Cursando` there); ignored without a school. */
export type FiltroAlunos = { busca: string; idEscola: string | null; situacao: FiltroSituacao; idTurma?: string | null };

/** The list's filter from its address (?q, ?escola, ?situacao, ?turma), bounded; the export reads the same. */
export function filtroDoEndereco(params: { q?: string; escola?: string; situacao?: string; turma?: string }): FiltroAlunos {
  const situacao = FILTROS_SITUACAO.find((s) => s === params.situacao) ?? "ativos";
  const idEscola = params.escola?.slice(0, 200) || null;
  return { busca: (params.q ?? "").trim().slice(0, 100), idEscola, situacao, idTurma: (idEscola && params.turma?.slice(0, 200)) || null };
}

/** A search that is a whole CPF: 11 digits, punctuated or not, whether or not its check digits are right. */
export function pareceCpf(busca: string): boolean {
  return /^\d{3}[.\s]?\d{3}[.\s]?\d{3}[-.\s]?\d{2}$/.test(busca.trim());
}
