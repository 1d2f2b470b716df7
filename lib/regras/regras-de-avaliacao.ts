// The company's rules of evaluation (Configurações → `Regras de avaliação`): the grade a student
// needs, the minimum frequência, whether a final recovery exists, and whether EF 1º–3º ano are
// evaluated by `Parecer descritivo` instead of grades (issue 41). Pure and client-safe. The
// rules in force are copied onto a year when it is closed (a later change never rewrites a closed
// boletim): a closed year reads its own copy, an open one the company's.

export type RegrasDeAvaliacao = {
  /** `Média para aprovação`, in tenths (60 is 6,0): 0–100. */
  mediaParaAprovacao: number;
  /** `Frequência mínima`, in percent: 0–100. */
  frequenciaMinima: number;
  /** `Recuperação final`: the recovery grade replaces the year's average when it is higher. */
  recuperacaoFinal: boolean;
  /** EF 1º, 2º and 3º ano evaluated by `Parecer descritivo` (as Educação Infantil), not grades. */
  anosIniciaisPorParecer: boolean;
};

export const REGRAS_PADRAO: RegrasDeAvaliacao = { mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: false };
