// The stored shape of a student and the fields the app derives from it. Pure, so the app's
// writes, the demo seed, the spreadsheet import and a reindexing tool build documents alike.
import { chaveDeOrdem, prefixosComPares } from "@/lib/busca/palavras";

export const SITUACOES_ALUNO = ["ativo", "transferido", "inativo"] as const;
export type SituacaoAluno = (typeof SITUACOES_ALUNO)[number];

export type CamposAluno = {
  nome: string;
  dataNascimento: string;
  idEscola: string;
  cpf?: string | null;
  responsavelNome?: string | null;
  responsavelTelefone?: string | null;
  responsavelEmail?: string | null;
};

/** The fields a person fills in, as stored (absent ones as null). */
export function camposGuardados(input: CamposAluno) {
  return {
    nome: input.nome,
    dataNascimento: input.dataNascimento,
    idEscola: input.idEscola,
    cpf: input.cpf ?? null,
    responsavelNome: input.responsavelNome ?? null,
    responsavelTelefone: input.responsavelTelefone ?? null,
    responsavelEmail: input.responsavelEmail ?? null,
  };
}

/** `nomeOrdem` orders the list; `busca` answers searches of one or two words with one query. */
export function camposDerivados(nome: string) {
  return { nomeOrdem: chaveDeOrdem(nome), busca: prefixosComPares(nome) };
}

/** A student's number: the year, a dash and six digits (2026-000123). */
export function formatarMatricula(ano: number, numero: number): string {
  return `${ano}-${String(numero).padStart(6, "0")}`;
}

export const MATRICULA = /^\d{4}-\d{6}$/;

/** The document that keeps a CPF unique in a company. */
export const chaveCpf = (idEmpresa: string, cpf: string) => `${encodeURIComponent(idEmpresa)}__${cpf}`;

/** The document holding a company's next enrolment number for a year. */
export const chaveSequencia = (idEmpresa: string, ano: number) => `${encodeURIComponent(idEmpresa)}__matricula__${ano}`;
