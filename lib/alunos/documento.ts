// The stored shape of a student and the fields the app derives from it. Pure, so the app's
// writes, the demo seed, the spreadsheet import and a reindexing tool build documents alike.
import { chaveDeOrdem, palavras, prefixosComPares } from "@/lib/busca/palavras";
import { nomeDeExibicao } from "@/lib/alunos/nome";
import { CAMPOS_DO_CADASTRO, type CamposDoCadastro, type ValoresDoAluno, type CampoDoCadastro } from "@/lib/alunos/descritor";
import { novoResponsavel, type Responsavel } from "@/lib/alunos/responsaveis";

export { SITUACOES_ALUNO, type SituacaoAluno } from "@/lib/alunos/campos";

/**
 * The fields a person fills in (lib/alunos/campos.ts: a new student's form, a spreadsheet's row);
 * a spreadsheet's row also brings its responsáveis (`Responsável 1 …`, `Responsável 2 …`), the
 * first one's name, phone and e-mail among them.
 */
export type CamposAluno = CamposDoCadastro & { responsaveis?: Responsavel[] };

/**
 * The fields a person fills in, each as typed (absent ones as null; the first responsável's three
 * apart): what an import keeps of a verified row until it creates the student (camposGuardados).
 */
export function camposDigitados(input: CamposAluno): { [K in CampoDoCadastro]: Exclude<ValoresDoAluno[K], undefined> } & { responsaveis?: Responsavel[] } {
  const valores: Record<string, unknown> = input;
  const digitados = Object.fromEntries(CAMPOS_DO_CADASTRO.map((c) => [c.chave, valores[c.chave] ?? null])) as ReturnType<typeof camposDigitados>;
  return input.responsaveis ? { ...digitados, responsaveis: input.responsaveis } : digitados;
}

/** The first responsável's typed fields (lib/alunos/campos.ts, `primeiroResponsavel`): stored in `responsaveis`, never on their own. */
export type CampoDoPrimeiroResponsavel = "responsavelNome" | "responsavelTelefone" | "responsavelEmail";

const textoOuNulo = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);

/**
 * The list with the first responsável's typed fields (`Novo aluno`, the short `Editar`, a
 * spreadsheet's row) as its first item: a first one made when there is none (the one a family names
 * at enrolment: its responsável legal), its other fields kept when there is; removed when the three
 * are blank.
 */
export function comPrimeiroResponsavel(lista: readonly Responsavel[], valores: Readonly<Record<string, unknown>>): Responsavel[] {
  const nome = textoOuNulo(valores.responsavelNome);
  const telefone = textoOuNulo(valores.responsavelTelefone);
  const email = textoOuNulo(valores.responsavelEmail);
  const [primeiro, ...resto] = lista;
  if (!nome && !telefone && !email) return primeiro ? resto : [];
  return [{ ...(primeiro ?? { ...novoResponsavel(), legal: true }), nome: nome ?? "", telefone, email }, ...resto];
}

/** The fields a person fills in, as stored (absent ones as null; the first responsável's in `responsaveis`). */
export function camposGuardados(input: CamposAluno): { [K in Exclude<CampoDoCadastro, CampoDoPrimeiroResponsavel>]: Exclude<ValoresDoAluno[K], undefined> } & {
  responsaveis: Responsavel[];
} {
  const valores: Record<string, unknown> = input;
  const guardados = Object.fromEntries(CAMPOS_DO_CADASTRO.filter((c) => !c.primeiroResponsavel).map((c) => [c.chave, valores[c.chave] ?? null]));
  // A spreadsheet's row brings its whole list (its first one's name, phone and e-mail in it).
  return { ...guardados, responsaveis: input.responsaveis ?? comPrimeiroResponsavel([], valores) } as ReturnType<typeof camposGuardados>;
}

/**
 * `nomeOrdem` orders the list by the name it shows (the nome social when filled: lib/alunos/nome.ts);
 * `busca` answers searches of one or two words with one query, by either name (each name's own
 * prefixes and pairs: a pair never mixes the two names); `nomeChave` finds possible duplicates
 * (lib/alunos/duplicados.ts), by the civil name.
 */
export function camposDerivados(nome: string, nomeSocial?: string | null) {
  const busca = nomeSocial?.trim() ? [...new Set([...prefixosComPares(nome), ...prefixosComPares(nomeSocial)])] : prefixosComPares(nome);
  return { nomeOrdem: chaveDeOrdem(nomeDeExibicao({ nome, nomeSocial })), busca, nomeChave: chaveDoNome(nome) };
}

/** A name as the duplicate check compares it: its words folded (no accents, lower case), one space apart. */
export function chaveDoNome(nome: string): string {
  return palavras(nome).join(" ");
}

/**
 * The record's `Filiação 1`, when it has that field (a later step of issue 43 adds it as
 * `filiacao1`): the duplicate check compares it too.
 */
export function filiacao1De(valores: Readonly<Record<string, unknown>>): string | null {
  const v = valores.filiacao1;
  return typeof v === "string" && v.trim() ? v : null;
}

/** `filiacao1Chave`, the folded `Filiação 1` the duplicate check queries, for values that carry the field. */
export function chaveDaFiliacao(valores: Readonly<Record<string, unknown>>): { filiacao1Chave?: string | null } {
  if (!("filiacao1" in valores)) return {};
  const filiacao = filiacao1De(valores);
  return { filiacao1Chave: filiacao ? chaveDoNome(filiacao) : null };
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
