// The etapas de ensino a turma can be of, in the order the forms list them. `codigo` is our own
// stable key (what is stored on the turma); the labels live in lib/messages (etapaDeEnsinoTexts).
// Pure and client-safe. The catalogue belongs to the rules (issue 42): frequência, carga horária,
// pareceres, progressão and the situação final read it, and lib/regras imports nothing outside it.
//
// `educacenso` is the INEP Censo Escolar "etapa de ensino" code (TP_ETAPA_ENSINO), filled only where
// two independent sources agree:
// - i-Educar (github.com/portabilis/i-educar, commit 70850d7 of 2024-10-10):
//   ieducar/intranet/educacenso_json/etapas_ensino.json and database/sqls/inserts/public.etapa_educacenso.sql;
// - the Censo Escolar microdata dictionary (TP_ETAPA_ENSINO, 2008–2020), as quoted in public code.
// Creche 1, Pré-escola 2; EF de 9 anos 1º–8º ano 14–21 and 9º ano 41 (sic: not 22); Ensino Médio
// 1ª–3ª série 25–27; EJA Ensino Médio 71. "EJA — Ensino Fundamental" stays null: the Censo splits it
// into 69 (anos iniciais), 70 (anos finais) and 72 (both), and our catalogue does not say which.

export const CODIGOS_DE_ETAPA_DE_ENSINO = [
  "ei-creche",
  "ei-pre-escola",
  "ef-1",
  "ef-2",
  "ef-3",
  "ef-4",
  "ef-5",
  "ef-6",
  "ef-7",
  "ef-8",
  "ef-9",
  "em-1",
  "em-2",
  "em-3",
  "eja-ef",
  "eja-em",
] as const;

export type CodigoEtapaDeEnsino = (typeof CODIGOS_DE_ETAPA_DE_ENSINO)[number];

export type NivelDeEnsino = "infantil" | "fundamental" | "medio" | "eja-fundamental" | "eja-medio";

export type EtapaDeEnsino = {
  codigo: CodigoEtapaDeEnsino;
  /** INEP's code, where verified (see above); null otherwise. */
  educacenso: number | null;
  nivel: NivelDeEnsino;
  /** The ano (EF) or série (EM) within its level; null where the etapa is not seriada. */
  serie: number | null;
};

export const ETAPAS_DE_ENSINO: readonly EtapaDeEnsino[] = [
  { codigo: "ei-creche", educacenso: 1, nivel: "infantil", serie: null },
  { codigo: "ei-pre-escola", educacenso: 2, nivel: "infantil", serie: null },
  { codigo: "ef-1", educacenso: 14, nivel: "fundamental", serie: 1 },
  { codigo: "ef-2", educacenso: 15, nivel: "fundamental", serie: 2 },
  { codigo: "ef-3", educacenso: 16, nivel: "fundamental", serie: 3 },
  { codigo: "ef-4", educacenso: 17, nivel: "fundamental", serie: 4 },
  { codigo: "ef-5", educacenso: 18, nivel: "fundamental", serie: 5 },
  { codigo: "ef-6", educacenso: 19, nivel: "fundamental", serie: 6 },
  { codigo: "ef-7", educacenso: 20, nivel: "fundamental", serie: 7 },
  { codigo: "ef-8", educacenso: 21, nivel: "fundamental", serie: 8 },
  { codigo: "ef-9", educacenso: 41, nivel: "fundamental", serie: 9 },
  { codigo: "em-1", educacenso: 25, nivel: "medio", serie: 1 },
  { codigo: "em-2", educacenso: 26, nivel: "medio", serie: 2 },
  { codigo: "em-3", educacenso: 27, nivel: "medio", serie: 3 },
  { codigo: "eja-ef", educacenso: null, nivel: "eja-fundamental", serie: null },
  { codigo: "eja-em", educacenso: 71, nivel: "eja-medio", serie: null },
];

const PORCODIGO = new Map(ETAPAS_DE_ENSINO.map((e) => [e.codigo, e]));

/** Is `valor` one of our codes (for parsing a form or a stored record)? */
export function ehCodigoEtapaDeEnsino(valor: unknown): valor is CodigoEtapaDeEnsino {
  return typeof valor === "string" && PORCODIGO.has(valor as CodigoEtapaDeEnsino);
}

export function etapaDeEnsino(codigo: CodigoEtapaDeEnsino): EtapaDeEnsino {
  const etapa = PORCODIGO.get(codigo);
  if (!etapa) throw new Error(`Unknown etapa de ensino: ${codigo}`);
  return etapa;
}

// The path a student follows from one year to the next: creche → pré-escola → EF 1º … 9º ano;
// EM 1ª … 3ª série. EF 9º ano does not lead to EM 1ª série here: that is a new enrolment (often in
// another school or network), not the same school's next turma.
const PROXIMA: Partial<Record<CodigoEtapaDeEnsino, CodigoEtapaDeEnsino>> = {
  "ei-creche": "ei-pre-escola",
  "ei-pre-escola": "ef-1",
  "ef-1": "ef-2",
  "ef-2": "ef-3",
  "ef-3": "ef-4",
  "ef-4": "ef-5",
  "ef-5": "ef-6",
  "ef-6": "ef-7",
  "ef-7": "ef-8",
  "ef-8": "ef-9",
  "em-1": "em-2",
  "em-2": "em-3",
};

/** The etapa a student passing this one goes to, or null: a level's final série, or EJA (not seriada). */
export function proximaEtapa(codigo: CodigoEtapaDeEnsino): CodigoEtapaDeEnsino | null {
  return PROXIMA[codigo] ?? null;
}

/**
 * The final série of a level (EF 9º ano, EM 3ª série): passing it concludes the level. EJA is not
 * seriada, so whether an EJA student concludes is not told by the etapa: false here.
 */
export function ehSerieFinal(codigo: CodigoEtapaDeEnsino): boolean {
  return codigo === "ef-9" || codigo === "em-3";
}
