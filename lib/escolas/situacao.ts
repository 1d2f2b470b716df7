// The list's "Situação" filter (client-safe: the filter form uses it too).

export const SITUACOES = ["ativas", "inativas", "todas"] as const;
export type Situacao = (typeof SITUACOES)[number];

/** The filter in the address, or the default ("ativas") for anything else. */
export function situacaoDe(value: unknown): Situacao {
  return SITUACOES.includes(value as Situacao) ? (value as Situacao) : "ativas";
}
