// A student's boletim of one year: every number on it, computed here and only here. The boletim's
// screen and PDF and the closing of the year read `montarBoletim`. Pure and client-safe.
//
// - The components are those of the student's turma of the year (the one `Cursando`, else the
//   latest they were in).
// - A student moved between turmas keeps their grades: a component's grade of an etapa is the one
//   recorded for a component of the same name in the latest of their turmas that has one (grades
//   follow the component).
// - Attendance is taken per day, not per component: the year's counters are the sum of every
//   entry's (each counts the days the student was in that turma).
import type { Contagem } from "@/lib/regras/frequencia";
import { frequenciaEmDecimos, somar } from "@/lib/regras/frequencia";
import { emRecuperacao, mediaAnual, notaFinal } from "@/lib/regras/notas";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import { semNotas, situacaoFinal, situacaoFinalPorParecer, type SituacaoFinal } from "@/lib/regras/situacao-final";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import { chaveDoComponente } from "@/lib/regras/componentes";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";

/** An etapa's key in a grade sheet: "0".."3", or "rec" (`Recuperação final`). */
export type ChaveDaEtapa = `${number}` | "rec";
export const RECUPERACAO: ChaveDaEtapa = "rec";

/** One of the student's entries of the year (a turma, the days, the counters per etapa). */
export type EntradaDoBoletim = {
  idTurma: string;
  desde: string;
  situacao: "cursando" | "remanejado" | "transferido" | "desligado";
  frequencia: Record<string, Contagem>;
  /** The etapas ("0".."3") marked `Sem nota (ingressou em …)` on this entry (administrador, secretaria). */
  semNota?: readonly string[];
};

/** A turma of those entries. */
export type TurmaDoBoletim = { id: string; etapaDeEnsino: CodigoEtapaDeEnsino; componentes: readonly { id: string; nome: string }[] };

export type LinhaDoBoletim = {
  idComponente: string;
  componente: string;
  /** The grade of each etapa, in tenths, or null. */
  etapas: (number | null)[];
  media: number | null;
  /** Whether the student may take (or took) the final recovery in this component. */
  emRecuperacao: boolean;
  recuperacao: number | null;
  /** Marked `Não compareceu à recuperação` (administrador, secretaria): the average is final. */
  naoCompareceu: boolean;
  /**
   * Entitled to the recovery, with neither its grade nor `Não compareceu`: a grade is missing, so
   * the final and the result wait (issue 41: a child is never failed for a grade nobody typed).
   */
  recuperacaoPendente: boolean;
  final: number | null;
};

export type Boletim = {
  /** The turma the boletim is of (the student's current, else latest, of the year). */
  idTurma: string | null;
  linhas: LinhaDoBoletim[];
  /** The year's counters (every etapa of every entry). */
  contagem: Contagem;
  /** The year's frequência in tenths of a percent, or null with no day recorded. */
  frequencia: number | null;
  /** The result the grades and counters give today (null: a grade is missing). */
  situacaoCalculada: SituacaoFinal | null;
  /** Whether the turma has grades at all (Educação Infantil has none). */
  comNotas: boolean;
  /**
   * A turma evaluated by `Parecer descritivo` (lib/regras/pareceres.ts) only: each etapa's parecer
   * (null: none), and no grade rows.
   */
  pareceres?: (string | null)[];
  /**
   * The etapas (indexes) marked `Sem nota (ingressou em …)`: a student who joined during the year
   * with no grade from a former school for them. The average is of the etapas graded, and the
   * closing no longer waits for them.
   */
  etapasSemNota: number[];
  /** The day the student joined the year (their first entry's `desde`), or null with no entry. */
  ingresso: string | null;
};

/**
 * The boletim. `nota(idTurma, idComponente, etapa)` answers the student's grade (tenths) recorded
 * in that turma's sheet, or undefined.
 */
export function montarBoletim(args: {
  entradas: readonly EntradaDoBoletim[];
  turmas: ReadonlyMap<string, TurmaDoBoletim>;
  nota: (idTurma: string, idComponente: string, etapa: ChaveDaEtapa) => number | undefined;
  quantasEtapas: number;
  regras: RegrasDeAvaliacao;
  /** Whether the student was marked `Não compareceu à recuperação` in that turma's component (none by default). */
  naoCompareceu?: (idTurma: string, idComponente: string) => boolean;
  /** The child's parecer of an etapa (its index) recorded in that turma, or undefined (none by default). */
  parecer?: (idTurma: string, etapa: number) => string | undefined;
}): Boletim {
  const { turmas, nota, quantasEtapas, regras, naoCompareceu = () => false } = args;
  // Newest first: the latest turma with a grade wins.
  const entradas = [...args.entradas].sort((a, b) => (a.desde === b.desde ? 0 : a.desde < b.desde ? 1 : -1));
  const atual = entradas.find((e) => e.situacao === "cursando") ?? entradas[0];
  const turma = atual ? turmas.get(atual.idTurma) : undefined;
  const contagem = somar(entradas.flatMap((e) => Object.values(e.frequencia)));
  const frequencia = frequenciaEmDecimos(contagem);
  const ingresso = entradas.at(-1)?.desde ?? null;
  // The marks follow the student across the year's turmas; a key that names no etapa is ignored.
  const marcadas = new Set(entradas.flatMap((e) => (e.semNota ?? []).filter((k) => /^\d$/.test(k) && Number(k) < quantasEtapas).map(Number)));
  const etapasSemNota = [...marcadas].sort((a, b) => a - b);
  if (!turma) return { idTurma: null, linhas: [], contagem, frequencia, situacaoCalculada: null, comNotas: false, etapasSemNota, ingresso };
  if (avaliadaPorParecer(turma.etapaDeEnsino, regras)) return { ...boletimPorParecer(turma, entradas, args.parecer, quantasEtapas, contagem, frequencia, regras, marcadas), etapasSemNota, ingresso };

  // Each turma's components by comparable name, to follow a component across turmas.
  const porNome = entradas.map((e) => {
    const t = turmas.get(e.idTurma);
    return { idTurma: e.idTurma, componentes: new Map((t?.componentes ?? []).map((c) => [chaveDoComponente(c.nome), c.id])) };
  });
  const notaSeguida = (nome: string, etapa: ChaveDaEtapa): number | null => {
    const chave = chaveDoComponente(nome);
    for (const t of porNome) {
      const id = t.componentes.get(chave);
      if (id === undefined) continue;
      const n = nota(t.idTurma, id, etapa);
      if (n !== undefined) return n;
    }
    return null;
  };
  // `Não compareceu` is of the turma the student is in now (the recovery is taken there).
  const ausenteDaRecuperacao = (idComponente: string) => naoCompareceu(turma.id, idComponente);

  const comNotas = !semNotas(turma.etapaDeEnsino);
  const linhas: LinhaDoBoletim[] = comNotas
    ? turma.componentes.map((c) => {
        const etapas = Array.from({ length: quantasEtapas }, (_, i) => (marcadas.has(i) ? null : notaSeguida(c.nome, `${i}` as ChaveDaEtapa)));
        const media = mediaAnual(etapas.filter((_, i) => !marcadas.has(i)));
        const recuperacao = regras.recuperacaoFinal ? notaSeguida(c.nome, RECUPERACAO) : null;
        const naRecuperacao = emRecuperacao(media, regras);
        const naoVeio = naRecuperacao && recuperacao === null && ausenteDaRecuperacao(c.id);
        const recuperacaoPendente = naRecuperacao && recuperacao === null && !naoVeio;
        return {
          idComponente: c.id,
          componente: c.nome,
          etapas,
          media,
          emRecuperacao: naRecuperacao,
          recuperacao,
          naoCompareceu: naoVeio,
          recuperacaoPendente,
          final: recuperacaoPendente ? null : notaFinal(media, recuperacao, regras),
        };
      })
    : [];
  const situacaoCalculada = situacaoFinal({ etapaDeEnsino: turma.etapaDeEnsino, finais: linhas.map((l) => l.final), contagem, regras });
  return { idTurma: turma.id, linhas, contagem, frequencia, situacaoCalculada, comNotas, etapasSemNota, ingresso };
}

/**
 * The boletim of a turma evaluated by `Parecer descritivo`: no grade rows; each etapa's parecer is
 * the one of the latest of the child's turmas that has one (as grades follow a component).
 */
function boletimPorParecer(
  turma: TurmaDoBoletim,
  entradasDoMaisNovo: readonly EntradaDoBoletim[],
  parecer: ((idTurma: string, etapa: number) => string | undefined) | undefined,
  quantasEtapas: number,
  contagem: Contagem,
  frequencia: number | null,
  regras: RegrasDeAvaliacao,
  /** Etapas marked `Sem nota (ingressou em …)`: none of their pareceres is waited for either. */
  semNota: ReadonlySet<number>,
): Omit<Boletim, "etapasSemNota" | "ingresso"> {
  const pareceres = Array.from({ length: quantasEtapas }, (_, i) => {
    for (const e of entradasDoMaisNovo) {
      const texto = parecer?.(e.idTurma, i);
      if (texto !== undefined) return texto;
    }
    return null;
  });
  const situacaoCalculada = situacaoFinalPorParecer({ etapaDeEnsino: turma.etapaDeEnsino, comParecer: pareceres.map((p, i) => p !== null || semNota.has(i)), contagem, regras });
  return { idTurma: turma.id, linhas: [], contagem, frequencia, situacaoCalculada, comNotas: false, pareceres };
}
