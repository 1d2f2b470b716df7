import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { nomeDePessoaOuLugar, nomeOpcional, telefoneOpcional, textoOpcional } from "@/lib/campos/texto";
import { normalizarCpf } from "@/lib/campos/cpf";
import { hoje, lerData } from "@/lib/campos/data";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/auth/login-rules";
import { alunoTexts } from "@/lib/messages";
import {
  CAMPOS,
  CAMPOS_DA_EDICAO,
  CAMPOS_DO_CADASTRO,
  type Campo,
  type CampoDoCadastro,
  type CamposDoCadastro,
  type ValoresDoAluno,
} from "@/lib/alunos/descritor";
import type { CampoDoAluno } from "@/lib/alunos/campos";

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

const idEscola = (erro: string) => z.string({ error: erro }).trim().min(1, erro).max(200, erro);

/** Absent or blank as null (what is stored for an empty optional field). */
const ouNulo = <T extends z.ZodType>(s: T) => s.transform((v: z.output<T>) => (v === undefined || v === "" ? null : v));

/** A required field: null (blank) refused with `erro`. */
const exigido = <T extends z.ZodType>(s: T, erro: string) => ouNulo(s).refine((v) => v !== null, { message: erro, abort: true });

/** How a field is read from a form string or a spreadsheet cell, by its type. */
function entrada(c: Campo): z.ZodType {
  const erro = c.erro ?? (c.tipo.tipo === "texto" ? erros.textoTamanho(c.rotulo, c.tipo.max) : erros.invalido(c.rotulo));
  const vazio = c.erroSeVazio ?? erro;
  const talvez = <T extends z.ZodType>(s: T) => (c.obrigatorio ? exigido(s, vazio) : ouNulo(s));
  switch (c.tipo.tipo) {
    case "nome":
      return c.obrigatorio ? nomeDePessoaOuLugar({ obrigatorio: vazio, tamanho: erro }) : ouNulo(nomeOpcional(erro));
    case "texto":
      return talvez(textoOpcional(c.tipo.max, erro));
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
      return z.enum(c.tipo.opcoes, { error: erro });
  }
}

/** How a field is read from a stored document: a malformed optional field as absent (null). */
function guardado(c: Campo): z.ZodType {
  if (c.tipo.tipo === "opcao") return z.enum(c.tipo.opcoes).catch(c.tipo.opcoes[0]);
  if (!c.obrigatorio) return textoGuardado;
  if (c.tipo.tipo === "data") return z.string().catch("");
  return z.string().min(1);
}

const formaDe = <K extends CampoDoAluno>(campos: readonly Campo[], ler: (c: Campo) => z.ZodType) =>
  Object.fromEntries(campos.map((c) => [c.chave, ler(c)])) as { [C in K]: z.ZodType<ValoresDoAluno[C]> };

/** The fields a person fills in (a new student's form; `Editar` adds those of `edicao`). */
export const alunoFields = CAMPOS_DO_CADASTRO.map((c) => c.chave);

/** A new student's fields, from its form or a spreadsheet's row. */
export const alunoInput = z.object(formaDe<CampoDoCadastro>(CAMPOS_DO_CADASTRO, entrada));

export type AlunoInput = CamposDoCadastro;

const id = z.string({ error: alunoTexts.naoEncontrado }).trim().min(1, alunoTexts.naoEncontrado).max(200, alunoTexts.naoEncontrado);

/**
 * A new student also carries its form's one-time token (checked by the create:
 * lib/infra/actions/criacao.ts) and `confirmado=sim` once the person chose `Cadastrar mesmo assim`
 * over its possible duplicates (lib/alunos/duplicados.ts).
 */
export const alunoCriacao = alunoInput.extend({
  token: z.string().max(200).optional().catch(undefined),
  confirmado: z.string().max(10).optional().catch(undefined).transform((v) => v === "sim"),
});

/** The fields only `Editar` sends (the situation). */
export const camposDaEdicao = CAMPOS_DA_EDICAO.filter((c) => !CAMPOS_DO_CADASTRO.includes(c)).map((c) => c.chave);

/** An edit also names the student, the version the form was opened at, and the fields only `Editar` has. */
export const alunoEdicao = alunoInput.extend({
  id,
  versao: z.coerce.number({ error: erros.alteradoPorOutro }).int(erros.alteradoPorOutro).min(0, erros.alteradoPorOutro),
  ...formaDe<Exclude<CampoDoAluno, CampoDoCadastro>>(CAMPOS_DA_EDICAO.filter((c) => camposDaEdicao.includes(c.chave)), entrada),
});

export const alunoId = z.object({ id });

/**
 * The fields of a new student as stored (a spreadsheet's verified rows keep them so:
 * planilha/importacao/registro.ts); an optional field absent (rows stored before it existed) as null.
 */
export const camposDoCadastroGuardados = z.object(
  Object.fromEntries(
    CAMPOS_DO_CADASTRO.map((c): [string, z.ZodType] => [c.chave, c.obrigatorio ? z.string() : z.string().nullish().transform((v) => v ?? null)]),
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
export type Aluno = { id: string; matricula: string; versao: number; matriculasUnificadas: string[] } & ValoresDoAluno;

/** A row of the list: no CPF, no contacts. */
export type AlunoResumo = Pick<Aluno, "id" | "nome" | "matricula" | "idEscola" | "situacao"> & {
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
