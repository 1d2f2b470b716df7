// A stored municipality's name (an IBGE code) for the pages, the history and the export: the server
// reads the whole table (lib/dados-oficiais/municipios.ts); a browser form loads one UF instead.
import { municipioPorCodigo } from "@/lib/dados-oficiais/municipios";

export const nomeDoMunicipio = (codigo: string): string | undefined => municipioPorCodigo(codigo)?.nome;
