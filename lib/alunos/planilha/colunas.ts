// The columns of a students' spreadsheet: the import reads them by header name (or a common
// variant of it), in any order, accent- and case-insensitive; the export and the model write them.
// Pure and client-safe.
import { foldForSearch } from "@/lib/busca/texto";
import { alunoTexts, planilhaTexts } from "@/lib/messages";

const campos = alunoTexts.campos;

/** The columns the import reads, in the order the model and the export write them. */
export const COLUNAS = [
  { campo: "nome", titulo: campos.nome, obrigatoria: true },
  { campo: "dataNascimento", titulo: campos.dataNascimento, obrigatoria: true },
  { campo: "escola", titulo: campos.idEscola, obrigatoria: true },
  { campo: "turma", titulo: campos.turma, obrigatoria: false },
  { campo: "cpf", titulo: campos.cpf, obrigatoria: false },
  { campo: "responsavelNome", titulo: campos.responsavelNome, obrigatoria: false },
  { campo: "responsavelTelefone", titulo: campos.responsavelTelefone, obrigatoria: false },
  { campo: "responsavelEmail", titulo: campos.responsavelEmail, obrigatoria: false },
] as const;

export type CampoDaPlanilha = (typeof COLUNAS)[number]["campo"];

/** The export adds the two columns the server owns; the import lists them as ignored. */
export const TITULO_MATRICULA = alunoTexts.matricula;
export const TITULO_SITUACAO = alunoTexts.campos.situacao;

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
 * it (planilhaTexts.variantes, listed on the import page). Two columns of one file that name the
 * same field ("Nome" and "Aluno") are one column too many, as the same title twice is (ler.ts).
 */
const variantes: Partial<Record<CampoDaPlanilha, readonly string[]>> = planilhaTexts.variantes;
export const TITULOS_ACEITOS: readonly { campo: CampoDaPlanilha; titulo: string }[] = COLUNAS.flatMap((c) =>
  [c.titulo, ...(variantes[c.campo] ?? [])].map((titulo) => ({ campo: c.campo, titulo })),
);

const PELA_CHAVE = new Map<string, CampoDaPlanilha>(TITULOS_ACEITOS.map((t) => [chaveDaColuna(t.titulo), t.campo]));

/** The field a header names (its title or a variant), or null for a column the import does not read. */
export function campoDaColuna(titulo: string): CampoDaPlanilha | null {
  return PELA_CHAVE.get(chaveDaColuna(titulo)) ?? null;
}
