// A student's place in a turma, as stored: the entry and what the student's document keeps of it.
// Pure, so the app's writes (lib/enturmacoes/escrita.ts), the spreadsheet import and the demo seed
// build them alike.
import { chaveDeOrdem } from "@/lib/busca/palavras";
import { nomeDeExibicao, type NomesDoAluno } from "@/lib/alunos/nome";
import { enturmacaoTexts, situacaoFinalTexts } from "@/lib/messages";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";
import type { SituacaoNaTurma } from "@/lib/enturmacoes/schema";

/** The turma an entry is in: its ids, its year and its name. */
export type TurmaDaEntrada = { id: string; idEscola: string; idAnoLetivo: string; ano: number; nome: string };
/** The student an entry is of. */
export type AlunoDaEntrada = { id: string; nome: string; nomeSocial?: string | null; matricula: string };

/**
 * What an entry keeps of the student's names (issue 43): the civil name (`nomeAluno`, the
 * documents'), the nome social (`nomeSocialAluno`, null when empty) and the order key of the name
 * the turma's lists show (lib/alunos/nome.ts). Written with the entry and rewritten by every path
 * that renames the student (lib/enturmacoes/escrita.ts `acompanharAluno`, the unification).
 */
export function nomesNaEntrada(aluno: NomesDoAluno) {
  return { nomeAluno: aluno.nome, nomeSocialAluno: aluno.nomeSocial?.trim() || null, nomeOrdem: chaveDeOrdem(nomeDeExibicao(aluno)) };
}

/** A new entry `Cursando` from `desde` (a São Paulo calendar day); `criadoEm` is the caller's. */
export function documentoDaEntrada(idEmpresa: string, turma: TurmaDaEntrada, aluno: AlunoDaEntrada, desde: string, criadoPor: string) {
  return {
    idEmpresa,
    idAluno: aluno.id,
    idTurma: turma.id,
    idEscola: turma.idEscola,
    idAnoLetivo: turma.idAnoLetivo,
    ano: turma.ano,
    nomeTurma: turma.nome,
    ...nomesNaEntrada(aluno),
    matricula: aluno.matricula,
    situacao: "cursando" as const,
    desde,
    ate: null,
    criadoPor,
  };
}

/** What the student's document keeps of the turma it is `Cursando` in that year (`cursandoPorAno.{ano}`). */
export const cursandoNaTurma = (turma: Pick<TurmaDaEntrada, "id" | "nome">, idEnturmacao: string) => ({ idTurma: turma.id, nome: turma.nome, idEnturmacao });

/**
 * A student's situation in a turma, the one answer every page gives (issue 41): once the year is
 * closed, the final situation its closing gave a student still `Cursando` there (`Aprovado`,
 * `Reprovado`…: resultados/{idTurma}); otherwise the entry's own (`Cursando`, `Remanejado`…).
 */
export function situacaoNaTurma(situacao: SituacaoNaTurma, final: SituacaoFinal | null | undefined): string {
  return situacao === "cursando" && final ? situacaoFinalTexts[final] : enturmacaoTexts.situacoes[situacao];
}

/**
 * A student's last turma before `ano`: the latest earlier year their document keeps them
 * `Cursando` in (`cursandoPorAno`), or null. Pure.
 */
export function ultimaTurmaAntes(cursandoPorAno: Record<string, { idTurma: string; nome: string }>, ano: number): { idTurma: string; nome: string; ano: number } | null {
  const anos = Object.keys(cursandoPorAno)
    .map(Number)
    .filter((a) => Number.isInteger(a) && a < ano)
    .sort((a, b) => b - a);
  const ultimo = anos[0];
  if (ultimo === undefined) return null;
  const { idTurma, nome } = cursandoPorAno[String(ultimo)]!;
  return { idTurma, nome, ano: ultimo };
}

/** The day a student came into the school year: the earliest `desde` of their entries of that year (any turma), or null. */
export const ingressoNoAno = (entradas: readonly { desde: string }[]): string | null => entradas.map((e) => e.desde).sort()[0] ?? null;

/**
 * Whether an etapa may be marked `Sem nota (ingressou em …)` for a student (issue 41): they came into
 * the year after it began, so a grade of it could only come from a former school.
 */
export const podeFicarSemNota = (ingresso: string | null, etapa: { inicio: string }) => ingresso !== null && ingresso > etapa.inicio;
