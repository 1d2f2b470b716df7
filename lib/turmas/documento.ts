// A turma's stored and derived fields. Pure and client-safe: the pages, the actions and the seed
// compute alike.
import { foldForSearch } from "@/lib/busca/texto";
import { chaveDeOrdem } from "@/lib/busca/palavras";

export const TURNOS = ["matutino", "vespertino", "noturno", "integral"] as const;
export type Turno = (typeof TURNOS)[number];

export const VAGAS_MIN = 1;
export const VAGAS_MAX = 80;
export const NOME_DA_TURMA_MAX = 40;

/** A turma's name as compared: no accents, no case, blanks collapsed ("5º Ano  a" is "5º ano a"). */
export const nomeComparavel = (nome: string) => foldForSearch(nome).replace(/\s+/g, " ").trim();

/** The order key of a turma's name in a list (pt-BR order, as the other lists). */
export const ordemDaTurma = (nome: string) => chaveDeOrdem(nome);
