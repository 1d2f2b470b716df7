// The company's rules of evaluation (Configurações → `Regras de avaliação`): the grade a student
// needs, the minimum frequência, and whether a final recovery exists. Pure and client-safe. The
// rules in force are copied onto a year when it is closed (a later change never rewrites a closed
// boletim): a closed year reads its own copy, an open one the company's.

export type RegrasDeAvaliacao = {
  /** `Média para aprovação`, in tenths (60 is 6,0): 0–100. */
  mediaParaAprovacao: number;
  /** `Frequência mínima`, in percent: 0–100. */
  frequenciaMinima: number;
  /** `Recuperação final`: the recovery grade replaces the year's average when it is higher. */
  recuperacaoFinal: boolean;
};

export const REGRAS_PADRAO: RegrasDeAvaliacao = { mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true };
