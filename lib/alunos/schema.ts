import "server-only";
import { z } from "zod";
import { momentoGuardado, textoGuardado } from "@/lib/infra/firestore/campos";
import { nomeDePessoaOuLugar, nomeOpcional, telefoneOpcional } from "@/lib/campos/texto";
import { normalizarCpf } from "@/lib/campos/cpf";
import { lerData } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { isEmailShaped, EMAIL_MAX_LENGTH } from "@/lib/auth/login-rules";
import { alunoTexts } from "@/lib/messages";
import { SITUACOES_ALUNO, type SituacaoAluno } from "@/lib/alunos/documento";

// The student's form (what a person may send) and document (what is stored), each parsed at its
// boundary. The company is never part of the form, nor is the enrolment number (the server's).

const erros = alunoTexts.erros;

const DATA_MINIMA = "1900-01-01";

const nome = nomeDePessoaOuLugar({ obrigatorio: erros.nomeObrigatorio, tamanho: erros.nomeTamanho });

/** A real day, YYYY-MM-DD (or DD/MM/AAAA), not before 1900 and not after today in Brazil. */
export const dataNascimento = z
  .string({ error: erros.dataNascimento })
  .max(40, erros.dataNascimento)
  .transform((v, ctx) => {
    const day = lerData(v);
    if (!day || day < DATA_MINIMA || day > hoje()) {
      ctx.addIssue({ code: "custom", message: erros.dataNascimento });
      return z.NEVER;
    }
    return day;
  });

/** The mask a form shows for a stored CPF: sent back unchanged, it means "keep it". */
export const MASCARA_CPF = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;

/** A CPF as typed (digits), null for none, or the stored CPF's mask (keep it). */
export const cpf = z
  .string({ error: erros.cpf })
  .max(40, erros.cpf)
  .optional()
  .transform((v, ctx) => {
    const t = v?.trim() ?? "";
    if (!t) return null;
    if (MASCARA_CPF.test(t)) return t;
    const digits = normalizarCpf(t);
    if (!digits) {
      ctx.addIssue({ code: "custom", message: erros.cpf });
      return z.NEVER;
    }
    return digits;
  });

const email = z
  .string({ error: erros.email })
  .max(EMAIL_MAX_LENGTH + 10, erros.email)
  .optional()
  .transform((v, ctx) => {
    const t = v?.trim() ?? "";
    if (!t) return null;
    if (t.length > EMAIL_MAX_LENGTH || !isEmailShaped(t)) {
      ctx.addIssue({ code: "custom", message: erros.email });
      return z.NEVER;
    }
    return t;
  });

const idEscola = z.string({ error: erros.escola }).trim().min(1, erros.escola).max(200, erros.escola);

/** The fields a person fills in. */
export const alunoFields = [
  "nome",
  "dataNascimento",
  "idEscola",
  "cpf",
  "responsavelNome",
  "responsavelTelefone",
  "responsavelEmail",
] as const;

export const alunoInput = z.object({
  nome,
  dataNascimento,
  idEscola,
  cpf,
  responsavelNome: nomeOpcional(erros.responsavelNome),
  responsavelTelefone: telefoneOpcional(erros.telefone),
  responsavelEmail: email,
});

export type AlunoInput = z.output<typeof alunoInput>;

const id = z.string({ error: alunoTexts.naoEncontrado }).trim().min(1, alunoTexts.naoEncontrado).max(200, alunoTexts.naoEncontrado);

/** A new student also carries its form's one-time token (checked by the create: lib/infra/actions/criacao.ts). */
export const alunoCriacao = alunoInput.extend({ token: z.string().max(200).optional().catch(undefined) });

/** An edit also names the student, the version the form was opened at, and the situation. */
export const alunoEdicao = alunoInput.extend({
  id,
  versao: z.coerce.number({ error: erros.alteradoPorOutro }).int(erros.alteradoPorOutro).min(0, erros.alteradoPorOutro),
  situacao: z.enum(SITUACOES_ALUNO, { error: erros.situacao }),
});

export const alunoId = z.object({ id });

const texto = textoGuardado;
const momento = momentoGuardado;

/** alunos/{auto}, as stored; malformed optional fields read as absent. */
export const alunoDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  nome: z.string().min(1),
  dataNascimento: z.string().catch(""),
  matricula: z.string().catch(""),
  cpf: texto,
  responsavelNome: texto,
  responsavelTelefone: texto,
  responsavelEmail: texto,
  situacao: z.enum(SITUACOES_ALUNO).catch("ativo"),
  versao: z.number().int().catch(0),
  criadoEm: momento,
  atualizadoEm: momento,
});

export type AlunoDoc = z.output<typeof alunoDoc>;

/** A student as the pages see it. `cpf` only leaves the server masked or on an explicit request. */
export type Aluno = {
  id: string;
  nome: string;
  dataNascimento: string;
  matricula: string;
  idEscola: string;
  cpf: string | null;
  responsavelNome: string | null;
  responsavelTelefone: string | null;
  responsavelEmail: string | null;
  situacao: SituacaoAluno;
  versao: number;
};

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
