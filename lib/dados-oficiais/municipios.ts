// Every Brazilian municipality (IBGE), the whole table at once: for the server (a record's
// validation, the spreadsheet and the Censo's import and export) and for any code that needs the
// whole country. It pulls in all 27 data files (about 150 KB): a browser form loads one UF with
// municipios-da-uf.ts instead (docs/dados-oficiais.md, "The browser"). Client-safe, pure.
import type { Uf } from "@/lib/campos/uf";
import { buscarNaLista, municipiosDasLinhas, type LinhaDoIbge, type Municipio } from "./busca-de-municipios";
import AC from "./municipios/AC.json";
import AL from "./municipios/AL.json";
import AM from "./municipios/AM.json";
import AP from "./municipios/AP.json";
import BA from "./municipios/BA.json";
import CE from "./municipios/CE.json";
import DF from "./municipios/DF.json";
import ES from "./municipios/ES.json";
import GO from "./municipios/GO.json";
import MA from "./municipios/MA.json";
import MG from "./municipios/MG.json";
import MS from "./municipios/MS.json";
import MT from "./municipios/MT.json";
import PA from "./municipios/PA.json";
import PB from "./municipios/PB.json";
import PE from "./municipios/PE.json";
import PI from "./municipios/PI.json";
import PR from "./municipios/PR.json";
import RJ from "./municipios/RJ.json";
import RN from "./municipios/RN.json";
import RO from "./municipios/RO.json";
import RR from "./municipios/RR.json";
import RS from "./municipios/RS.json";
import SC from "./municipios/SC.json";
import SE from "./municipios/SE.json";
import SP from "./municipios/SP.json";
import TO from "./municipios/TO.json";

export type { Municipio } from "./busca-de-municipios";

const LINHAS = { AC, AL, AM, AP, BA, CE, DF, ES, GO, MA, MG, MS, MT, PA, PB, PE, PI, PR, RJ, RN, RO, RR, RS, SC, SE, SP, TO } as unknown as Record<Uf, readonly LinhaDoIbge[]>;

let porUf: Map<string, readonly Municipio[]> | undefined;
let porCodigo: Map<string, Municipio> | undefined;
let todos: readonly Municipio[] | undefined;

// Built on first use, once per process (or page): importing the module costs nothing more.
function tabelas() {
  if (!porUf || !porCodigo || !todos) {
    porUf = new Map(Object.entries(LINHAS).map(([uf, linhas]) => [uf, municipiosDasLinhas(uf as Uf, linhas)]));
    todos = [...porUf.values()].flat();
    porCodigo = new Map(todos.map((m) => [m.codigo, m]));
  }
  return { porUf, porCodigo, todos };
}

/** The municipalities of a UF ("SP"), in alphabetical order (pt-BR); none for an unknown sigla. */
export function municipiosDaUf(uf: string): readonly Municipio[] {
  return tabelas().porUf.get(uf) ?? [];
}

/** The municipality of a 7-digit IBGE code ("3550308"), or undefined. */
export function municipioPorCodigo(codigo: string): Municipio | undefined {
  return tabelas().porCodigo.get(codigo);
}

/** Whether the IBGE code is a municipality of that UF (a form's municipality must agree with its UF). */
export function municipioPertenceAUf(codigo: string, uf: string): boolean {
  return municipioPorCodigo(codigo)?.uf === uf;
}

/**
 * The municipalities whose words begin with the text's words, ignoring accents and case
 * (busca-de-municipios.ts), in one UF when given, else in the whole country; best first, at most `limite`.
 */
export function buscarMunicipios(texto: string, uf?: string, limite?: number): Municipio[] {
  return buscarNaLista(uf === undefined ? tabelas().todos : municipiosDaUf(uf), texto, limite);
}
