// `Unificar alunos` (issue 43), its rules as pure functions: which value of each field the record
// that stays keeps (its own, unless empty and the other has one, or the administrador chose the
// other's), and when two students cannot be unified (entries in the same turma; both `Cursando`
// in one year: the student that stays would be in two turmas of that year). The transaction
// (lib/alunos/unificacao/escrita.ts) and the preview read these.
import type { Papel } from "@/lib/empresas/papeis";
import { CAMPOS, codigosDoConjunto, visivelPara, valorLegivel, type ValoresDoAluno } from "@/lib/alunos/descritor";
import type { CampoDoAluno } from "@/lib/alunos/campos";

/** Whose value a field keeps: the record that stays (`fica`) or the one that goes (`sai`). */
export type Lado = "fica" | "sai";
export type Escolhas = Partial<Record<CampoDoAluno, Lado>>;

type Valores = Readonly<Record<string, unknown>>;
/** A field's value as compared and shown: a set's codes joined by commas (none: empty, null). */
const valor = (valores: Valores, chave: string): string | null => {
  const v = valores[chave];
  if (Array.isArray(v)) return v.length > 0 ? v.join(",") : null;
  return typeof v === "string" && v !== "" ? v : null;
};

/** The form's field of a field's choice (a radio group: `fica` or `sai`). */
export const nomeDaEscolha = (chave: CampoDoAluno) => `escolha_${chave}`;

/**
 * A line of the preview: a field, each record's value, the value kept and the value dropped (as
 * people read them), and whose is kept.
 */
export type LinhaDaUnificacao = {
  chave: CampoDoAluno;
  rotulo: string;
  fica: string | null;
  sai: string | null;
  mantido: string | null;
  descartado: string | null;
  lado: Lado;
  escolhivel: boolean;
};

/** Whose value a field keeps: the administrador's choice, else the one that stays unless its is empty. */
export function ladoDoCampo(chave: CampoDoAluno, fica: Valores, sai: Valores, escolhas: Escolhas): Lado {
  const escolha = escolhas[chave];
  if (escolha === "sai" && valor(sai, chave) !== null) return "sai";
  if (escolha === "fica") return "fica";
  return valor(fica, chave) === null && valor(sai, chave) !== null ? "sai" : "fica";
}

/** The values the record that stays ends with (every field of the descriptor). */
export function valoresUnificados(fica: Valores, sai: Valores, escolhas: Escolhas): { [K in CampoDoAluno]: ValoresDoAluno[K] | null } {
  return Object.fromEntries(
    CAMPOS.map((c) => {
      const v = valor(ladoDoCampo(c.chave, fica, sai, escolhas) === "fica" ? fica : sai, c.chave);
      return [c.chave, c.tipo.tipo === "conjunto" ? codigosDoConjunto(v) : v];
    }),
  ) as { [K in CampoDoAluno]: ValoresDoAluno[K] | null };
}

/**
 * The preview, field by field, of the fields the role sees: the value kept and the one dropped
 * (`escolhivel`: the two differ, so the administrador may choose). `escolas`: schools by id, for
 * their names.
 */
export function linhasDaUnificacao(fica: Valores, sai: Valores, escolhas: Escolhas, papel: Papel, escolas?: ReadonlyMap<string, string>): LinhaDaUnificacao[] {
  const legivel = (c: (typeof CAMPOS)[number], v: string | null) => (v === null ? null : valorLegivel(c, v, escolas));
  return CAMPOS.filter((c) => visivelPara(c, papel)).map((c) => {
    const lado = ladoDoCampo(c.chave, fica, sai, escolhas);
    const [deFica, deSai] = [valor(fica, c.chave), valor(sai, c.chave)];
    const [mantido, descartado] = lado === "fica" ? [deFica, deSai] : [deSai, deFica];
    return {
      chave: c.chave,
      rotulo: c.rotulo,
      fica: legivel(c, deFica),
      sai: legivel(c, deSai),
      mantido: legivel(c, mantido),
      descartado: legivel(c, descartado),
      lado,
      // A choice only between two values: an empty one is never chosen over a filled one.
      escolhivel: deFica !== null && deSai !== null && deFica !== deSai,
    };
  });
}

/** An entry of a student in a turma, as the rules compare them. */
export type EntradaComparada = { idTurma: string; ano: number; situacao: string };

/** Why two students cannot be unified, or null. */
export function impedimentoDaUnificacao(fica: readonly EntradaComparada[], sai: readonly EntradaComparada[]): "mesmaTurma" | "cursandoNoMesmoAno" | null {
  if (fica.some((a) => sai.some((b) => a.idTurma === b.idTurma && a.ano === b.ano))) return "mesmaTurma";
  const cursando = (es: readonly EntradaComparada[]) => new Set(es.filter((e) => e.situacao === "cursando").map((e) => e.ano));
  const anosFica = cursando(fica);
  if ([...cursando(sai)].some((ano) => anosFica.has(ano))) return "cursandoNoMesmoAno";
  return null;
}
