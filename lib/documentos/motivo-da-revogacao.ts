// A revocation's reason (issue 41). What the public check shows is one of a fixed list; whatever the
// administrador writes is an internal observation, shown only inside the company (the student's
// page, the activity). The administrador's free text was once public (`motivoDaRevogacao`): a
// document revoked so reads as `Outro motivo`, that text kept as its internal observation, so it
// stops being shown to whoever holds the code without rewriting a stored document. Pure.

export const MOTIVOS_DA_REVOGACAO = ["emitidoPorEngano", "dadosIncorretos", "substituido", "outro"] as const;
export type MotivoDaRevogacao = (typeof MOTIVOS_DA_REVOGACAO)[number];

export const ehMotivoDaRevogacao = (v: unknown): v is MotivoDaRevogacao => (MOTIVOS_DA_REVOGACAO as readonly unknown[]).includes(v);

/** The fields a revocation is stored in: `motivoPublico` and `observacaoInterna`; `motivoDaRevogacao` is the free text of before. */
export type RevogacaoGuardada = { motivoPublico?: unknown; observacaoInterna?: unknown; motivoDaRevogacao?: unknown };

const texto = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);

/** The public reason (always one of the list) and the internal observation (null: none) of a stored revocation. */
export function lerRevogacao(g: RevogacaoGuardada): { motivo: MotivoDaRevogacao; observacao: string | null } {
  if (ehMotivoDaRevogacao(g.motivoPublico)) return { motivo: g.motivoPublico, observacao: texto(g.observacaoInterna) };
  return { motivo: "outro", observacao: texto(g.observacaoInterna) ?? texto(g.motivoDaRevogacao) };
}
