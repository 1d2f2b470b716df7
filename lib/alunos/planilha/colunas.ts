// The columns of a students' spreadsheet, from the descriptor of the student's fields
// (lib/alunos/campos.ts: each field's `planilha`): the import reads them by header name (or a
// common variant of it), in any order, accent- and case-insensitive; the model and the export write
// them. Besides the student's fields, `Turma` (the turma the import enrols the student in, after
// `Escola`), and in the export the server's `Matrícula` first and the export-only fields last.
// Pure and client-safe.
import { foldForSearch } from "@/lib/busca/texto";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import { CAMPOS, tituloDoCampo, type Campo } from "@/lib/alunos/descritor";
import type { CampoDoAluno, EntradasDoAluno as Entradas } from "@/lib/alunos/campos";
import { responsaveisTexts } from "@/lib/messages";
import { CAMPOS_DO_RESPONSAVEL, CHAVES_DAS_MARCAS, CHAVES_DO_RESPONSAVEL, MARCAS_DO_RESPONSAVEL, type CampoDoResponsavel, type MarcaDoResponsavel } from "@/lib/alunos/responsaveis";

type ColunaDe<K extends CampoDoAluno> = Entradas[K] extends { planilha: "exportacao" } ? never : Entradas[K] extends { planilha: { coluna: infer C extends string } } ? C : K;

/** One responsável's field as a spreadsheet holds it (`Responsável N …`): its typed fields and its yes/no marks (`Responsável legal`…). */
export type CampoDoResponsavelNaPlanilha = CampoDoResponsavel | MarcaDoResponsavel;

/** The columns of the responsáveis after the first one's name, phone and e-mail (those are the student's fields: lib/alunos/campos.ts). */
export type ColunaDoResponsavel = `responsavel${number}.${CampoDoResponsavelNaPlanilha}`;

/** A column the import reads: a student's field's (named by its `coluna` or its key), `turma`, or a responsável's. */
export type CampoDaPlanilha = { [K in CampoDoAluno]: ColunaDe<K> }[CampoDoAluno] | "turma" | ColunaDoResponsavel;

export type Coluna = {
  campo: CampoDaPlanilha;
  titulo: string;
  obrigatoria: boolean;
  /** The other headers the import reads as this column. */
  variantes: readonly string[];
  /** The student's field it holds (null: `Turma`, or a responsável's field beyond the first one's name, phone and e-mail). */
  doAluno: Campo | null;
  /** A responsável's field (its place in the list, from 1): the first one's name, phone and e-mail are also `doAluno`'s. */
  responsavel?: { numero: number; campo: CampoDoResponsavelNaPlanilha };
};

/**
 * The responsáveis a spreadsheet holds (issue 43: `Responsável 1 …`, `Responsável 2 …`), each in
 * eight columns: `Nome`, `Parentesco`, `CPF`, `Telefone`, `E-mail`, `Responsável legal`, `Autorizado
 * a buscar o aluno`, `Mora com o aluno` (the marks: Sim or Não).
 */
export const RESPONSAVEIS_NA_PLANILHA = 2;
const CAMPOS_DO_RESPONSAVEL_NA_PLANILHA: readonly CampoDoResponsavelNaPlanilha[] = [...CHAVES_DO_RESPONSAVEL, ...CHAVES_DAS_MARCAS];
/** Whether a responsável's column is one of its yes/no marks. */
export const ehMarca = (campo: CampoDoResponsavelNaPlanilha): campo is MarcaDoResponsavel => campo in MARCAS_DO_RESPONSAVEL;
const rotuloNaPlanilha = (campo: CampoDoResponsavelNaPlanilha) => (ehMarca(campo) ? MARCAS_DO_RESPONSAVEL[campo] : CAMPOS_DO_RESPONSAVEL[campo].rotulo);

/**
 * The responsáveis' columns, where the first one's name is among the student's fields. The first
 * one's name, phone and e-mail are the student's fields `responsavelNome`… (typed on `Novo aluno`
 * too): they keep their titles of issue 12 (`Nome do responsável`, `Telefone do responsável`,
 * `E-mail do responsável`: the model's and the export's), and `Responsável 1 Nome`… read as theirs.
 */
function colunasDosResponsaveis(): Coluna[] {
  const primeiro = new Map(CAMPOS.flatMap((c) => (c.primeiroResponsavel && c.planilha !== "exportacao" ? [[c.primeiroResponsavel as CampoDoResponsavelNaPlanilha, c] as const] : [])));
  return Array.from({ length: RESPONSAVEIS_NA_PLANILHA }, (_, i) => i + 1).flatMap((numero) =>
    CAMPOS_DO_RESPONSAVEL_NA_PLANILHA.map((campo): Coluna => {
      const titulo = responsaveisTexts.coluna(numero, rotuloNaPlanilha(campo));
      const doAluno = numero === 1 ? primeiro.get(campo) : undefined;
      if (doAluno && doAluno.planilha !== "exportacao") {
        // Titled as since issue 12 (`Nome do responsável`…: files and tests out there name them so); `Responsável 1 Nome` reads too.
        const variantes = [titulo, ...(doAluno.planilha.variantes ?? [])];
        return { campo: (doAluno.planilha.coluna ?? doAluno.chave) as CampoDaPlanilha, titulo: tituloDoCampo(doAluno), obrigatoria: false, variantes, doAluno, responsavel: { numero, campo } };
      }
      return { campo: `responsavel${numero}.${campo}`, titulo, obrigatoria: false, variantes: [], doAluno: null, responsavel: { numero, campo } };
    }),
  );
}

const daPlanilha = (c: Campo): Coluna[] =>
  c.planilha === "exportacao"
    ? []
    : c.primeiroResponsavel
      ? // The responsáveis' columns in the first one's name's place.
        c.primeiroResponsavel === "nome"
        ? colunasDosResponsaveis()
        : []
      : [{ campo: (c.planilha.coluna ?? c.chave) as CampoDaPlanilha, titulo: tituloDoCampo(c), obrigatoria: c.obrigatorio, variantes: c.planilha.variantes ?? [], doAluno: c }];

const TURMA: Coluna = { campo: "turma", titulo: alunoTexts.campos.turma, obrigatoria: false, variantes: [], doAluno: null };

/** The columns the import reads, in the order the model and the export write them: the fields', `Turma` after `Escola`. */
export const COLUNAS: readonly Coluna[] = CAMPOS.flatMap((c) => (c.tipo.tipo === "escola" ? [...daPlanilha(c), TURMA] : daPlanilha(c)));

/** The fields the export writes after the import's columns (the situation): the import lists them as ignored. */
export const COLUNAS_SO_DA_EXPORTACAO: readonly Campo[] = CAMPOS.filter((c) => c.planilha === "exportacao");

/** The export's first column, the server's (the import lists it as ignored). */
export const TITULO_MATRICULA = alunoTexts.matricula;

/**
 * A header as compared: no accents, lower case, no hyphens, every other run of punctuation or
 * spaces as one space ("E-mail do Responsável " and "email do responsavel" are the same column).
 */
export function chaveDaColuna(titulo: string): string {
  return foldForSearch(titulo)
    .replace(/[-‐‑–—]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Every header the import reads as each field: the column's title, and the other names people give
 * it (its field's `variantes`, listed on the import page). Two columns of one file that name the
 * same field ("Nome" and "Aluno") are one column too many, as the same title twice is (ler.ts).
 */
export const TITULOS_ACEITOS: readonly { campo: CampoDaPlanilha; titulo: string }[] = COLUNAS.flatMap((c) =>
  [c.titulo, ...c.variantes].map((titulo) => ({ campo: c.campo, titulo })),
);

const PELA_CHAVE = new Map<string, CampoDaPlanilha>(TITULOS_ACEITOS.map((t) => [chaveDaColuna(t.titulo), t.campo]));

/** The field a header names (its title or a variant), or null for a column the import does not read. */
export function campoDaColuna(titulo: string): CampoDaPlanilha | null {
  return PELA_CHAVE.get(chaveDaColuna(titulo)) ?? null;
}

/** The import page's help on the columns: the required ones, then the optional ones (a date's and a school's with how to write them). */
export const AJUDA_DAS_COLUNAS = (() => {
  const nome = (c: Coluna) => {
    const dica = c.doAluno ? planilhaTexts.dicaDaColuna[c.doAluno.tipo.tipo] : undefined;
    return dica ? planilhaTexts.colunaComDica(c.titulo, dica) : c.titulo;
  };
  return planilhaTexts.explicacao.colunas(COLUNAS.filter((c) => c.obrigatoria).map(nome), COLUNAS.filter((c) => !c.obrigatoria).map(nome));
})();

/** The import page's list of the other names it accepts for each column. */
export const AJUDA_DAS_VARIANTES = planilhaTexts.variantesDica(COLUNAS.filter((c) => c.variantes.length > 0));
