// What the import's page and its server pieces exchange. Client-safe: no personal data beyond what
// the person's own file brought, and never a CPF.
import type { EstadoImportacao } from "@/lib/alunos/planilha/estados";

/** The answer to "Verificar". */
export type VerificacaoState = {
  arquivo: string;
  prontos: number;
  /** At most PROBLEMAS_MOSTRADOS, in line order; `maisProblemas` says how many more. */
  problemas: string[];
  maisProblemas: number;
  avisos: string[];
  maisAvisos: number;
  /** The rows that may be students already registered (at most PROBLEMAS_MOSTRADOS, a link each to the student's sheet); `Cadastrar mesmo assim` imports them. */
  duplicados: { linha: number; texto: string; href: string | null }[];
  maisDuplicados: number;
  ignoradas: string[];
  /** Whether "Importar só as linhas novas" was on for this verification. */
  soNovas: boolean;
  /** With it: the rows left out because their CPF is already the company's. */
  jaCadastrados: number;
  /** The first rows as read (no CPF), so a person sees the columns were understood. */
  previa: { linha: number; nome: string; dataNascimento: string; escola: string; turma: string; duplicado: boolean }[];
  /** Set when the file has no problem: the stored verification to import. */
  importacao: string | null;
  at: number;
} | { erro: string; at: number } | null;

/** An import's progress, as the page polls it. */
export type ProgressoState = {
  id: string;
  arquivo: string;
  estado: EstadoImportacao;
  total: number;
  reservadas: number;
  gravadas: number;
  mensagem: string | null;
  /** Rows of the file left out at Verificar ("Importar só as linhas novas"). */
  jaCadastrados: number;
};

export const PROBLEMAS_MOSTRADOS = 200;
