// The company's rules of evaluation (Configurações → `Regras de avaliação`): the grade a student
// needs, the minimum frequência, whether a final recovery exists, and whether EF 1º–3º ano are
// evaluated by `Parecer descritivo` instead of grades (issue 41). Pure and client-safe. The
// rules in force are copied onto a year when it is closed (a later change never rewrites a closed
// boletim): a closed year reads its own copy, an open one the company's.

import { z } from "zod";

const inteiroAte100 = z.number().int().min(0).max(100);

/**
 * The rules' one declaration (issue 42): the company's document (lib/empresas/regras-de-avaliacao.ts)
 * and a closed year's copy (lib/anos-letivos/schema.ts) are read with it, and the type is derived
 * from it.
 */
export const regrasDeAvaliacaoSchema = z.object({
  /** `Média para aprovação`, in tenths (60 is 6,0): 0–100. */
  mediaParaAprovacao: inteiroAte100,
  /** `Frequência mínima`, in percent: 0–100. */
  frequenciaMinima: inteiroAte100,
  /** `Recuperação final`: the recovery grade replaces the year's average when it is higher. */
  recuperacaoFinal: z.boolean(),
  /** EF 1º, 2º and 3º ano evaluated by `Parecer descritivo` (as Educação Infantil), not grades. Absent before issue 41: grades. */
  anosIniciaisPorParecer: z.boolean().catch(false),
});

export type RegrasDeAvaliacao = z.output<typeof regrasDeAvaliacaoSchema>;

export const REGRAS_PADRAO: RegrasDeAvaliacao = { mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: false };
