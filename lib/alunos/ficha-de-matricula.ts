// The student's record as the `Ficha de matrícula (PDF)` and the `Dados pessoais (LGPD)` export
// print it (issue 43): the sheet's sections in order, each field a role sees as label and value,
// both derived from the descriptor (lib/alunos/campos.ts), so a section or a field added there is
// printed with nothing else changed. A section whose content is a list (the responsáveis) is a
// block per item (`blocos`), read by `LEITOR_DE_LISTAS`. Pure (the municipality's name is the
// server's lookup by default; tests may pass their own).
import type { Papel } from "@/lib/empresas/papeis";
import { fichaDeMatriculaTexts } from "@/lib/messages";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "@/lib/alunos/campos";
import { CAMPOS, camposDaSecao, condicaoAtendida, tituloDoCampo, valorLegivel, visivelPara, type Campo } from "@/lib/alunos/descritor";
import { nomeDoMunicipio } from "@/lib/alunos/legivel";
import { linhasDosResponsaveis, responsaveisGuardados } from "@/lib/alunos/responsaveis";
import { pode } from "@/lib/empresas/papeis";

const T = fichaDeMatriculaTexts;

export type LinhaDaFicha = { rotulo: string; valor: string };
/** One item of a list (a responsável): its title ("Responsável 1") and its lines. */
export type BlocoDaFicha = { titulo: string; linhas: LinhaDaFicha[] };
export type SecaoDaFicha = { secao: SecaoDoAluno; titulo: string; linhas: LinhaDaFicha[]; blocos: BlocoDaFicha[] };

/** What the ficha reads of a student: the descriptor's fields (any value kind) and the matrícula; other keys (a list) ignored unless a reader asks. */
export type AlunoDaFicha = { matricula: string } & Readonly<Record<string, unknown>>;

export type OpcoesDaFicha = {
  /** The schools' names by id (the student's school prints its name). */
  escolas?: ReadonlyMap<string, string>;
  /** A municipality's name by its IBGE code (default: the server's table). */
  municipio?: (codigo: string) => string | undefined;
};

/**
 * How a section's list is read, keyed by section: the responsáveis of `Filiação e responsáveis`
 * (lib/alunos/responsaveis.ts: the stored list, or a record's former single guardian), one block
 * per responsável, in the order of contact, each with its facts (the whole CPF: only the roles that
 * see the whole record issue the ficha).
 */
export const LEITOR_DE_LISTAS: Partial<Record<SecaoDoAluno, (aluno: AlunoDaFicha, papel: Papel) => BlocoDaFicha[]>> = {
  responsavel: (aluno, papel) => linhasDosResponsaveis(responsaveisGuardados(aluno), pode(papel, "verCpf"), T.naoInformado).map((b) => ({ titulo: b.titulo, linhas: b.fatos })),
};

/**
 * The record as the ficha prints it for a role: every section of the sheet, in order, with the
 * fields the role sees whose condition holds (an empty one says `Não informado`), the matrícula
 * after the name, and the section's list as blocks. A section the role sees nothing of is left out.
 */
export function secoesDaFicha(aluno: AlunoDaFicha, papel: Papel, opcoes: OpcoesDaFicha = {}): SecaoDaFicha[] {
  const municipio = opcoes.municipio ?? nomeDoMunicipio;
  return (Object.keys(SECOES_DO_ALUNO) as SecaoDoAluno[]).flatMap((secao) => {
    const linhas = camposDaSecao(secao, papel)
      // The first responsável's name and contacts are printed in its block.
      .filter((c) => !c.primeiroResponsavel && condicaoAtendida(c, aluno))
      .flatMap((c): LinhaDaFicha[] => [
        { rotulo: tituloDoCampo(c), valor: valorDaFicha(c, aluno[c.chave], opcoes.escolas, municipio) },
        ...(c.chave === "nome" ? [{ rotulo: T.matricula, valor: aluno.matricula }] : []),
      ]);
    const blocos = LEITOR_DE_LISTAS[secao]?.(aluno, papel) ?? [];
    return linhas.length > 0 || blocos.length > 0 ? [{ secao, titulo: SECOES_DO_ALUNO[secao].titulo, linhas, blocos }] : [];
  });
}

/** Whether a role sees every field of the record (the sensitive ones too): only such a role issues the ficha (the family signs all of it). */
export const veAFichaInteira = (papel: Papel) => CAMPOS.every((c) => visivelPara(c, papel));

/** A stored value as the paper prints it: a list of values joined, a yes/no in words, anything else as people read it; empty: `Não informado`. */
export function valorDaFicha(c: Pick<Campo, "tipo">, valor: unknown, escolas?: ReadonlyMap<string, string>, municipio?: (codigo: string) => string | undefined): string {
  if (valor === null || valor === undefined || valor === "") return T.naoInformado;
  if (typeof valor === "boolean") return valor ? T.sim : T.nao;
  if (Array.isArray(valor)) {
    const itens = valor.filter((v): v is string => typeof v === "string" && v !== "").map((v) => valorLegivel(c, v, escolas, municipio));
    return itens.length > 0 ? itens.join(", ") : T.naoInformado;
  }
  return typeof valor === "string" ? valorLegivel(c, valor, escolas, municipio) : T.naoInformado;
}


