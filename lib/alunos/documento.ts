// The stored shape of a student and the fields the app derives from it. Pure, so the app's
// writes, the demo seed, the spreadsheet import and a reindexing tool build documents alike.
import { chaveDeOrdem, prefixosComPares } from "@/lib/busca/palavras";
import { CAMPOS_DO_CADASTRO, type CamposDoCadastro, type ValoresDoAluno, type CampoDoCadastro } from "@/lib/alunos/descritor";

export { SITUACOES_ALUNO, type SituacaoAluno } from "@/lib/alunos/campos";

/** The fields a person fills in (lib/alunos/campos.ts: a new student's form, a spreadsheet's row). */
export type CamposAluno = CamposDoCadastro;

/** The fields a person fills in, as stored (absent ones as null). */
export function camposGuardados(input: CamposAluno): { [K in CampoDoCadastro]: Exclude<ValoresDoAluno[K], undefined> } {
  const valores: Record<string, unknown> = input;
  return Object.fromEntries(CAMPOS_DO_CADASTRO.map((c) => [c.chave, valores[c.chave] ?? null])) as ReturnType<typeof camposGuardados>;
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

/**
 * The collection of a unique field's reservations (lib/alunos/unicos.ts): `alunos_` and the field's
 * key in snake case (`cpf` → alunos_cpf, `certidaoNascimento` → alunos_certidao_nascimento).
 */
export const colecaoDoUnico = (campo: string) => `alunos_${campo.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}`;

/** The reservation of a unique field's value in a company: its document id in the field's collection. */
export const chaveDoUnico = (idEmpresa: string, valor: string) => `${encodeURIComponent(idEmpresa)}__${valor}`;

/** The document holding a company's next enrolment number for a year. */
export const chaveSequencia = (idEmpresa: string, ano: number) => `${encodeURIComponent(idEmpresa)}__matricula__${ano}`;
