// The states of a spreadsheet import (see importacao/passos.ts). Client-safe.
export const ESTADOS = ["verificada", "gravando", "confirmada", "concluida", "desfazendo", "falhou"] as const;
export type EstadoImportacao = (typeof ESTADOS)[number];

/** Still running: the page keeps polling. */
export const EM_ANDAMENTO: readonly EstadoImportacao[] = ["gravando", "confirmada", "desfazendo"];
