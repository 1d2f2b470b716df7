// One UF's municipalities for a browser form, loaded when the UF is chosen: each UF's data file is
// its own chunk (2 to 23 KB; the browser keeps it), so a page that never asks for municipalities
// carries none, and the search then runs offline (buscarNaLista). docs/dados-oficiais.md, "The browser".
import type { Uf } from "@/lib/campos/uf";
import { municipiosDasLinhas, type LinhaDoIbge, type Municipio } from "./busca-de-municipios";

// One static import() per file, so every bundler splits them (a template literal path may not).
const CARREGAR: Record<Uf, () => Promise<{ default: unknown }>> = {
  AC: () => import("./municipios/AC.json"),
  AL: () => import("./municipios/AL.json"),
  AM: () => import("./municipios/AM.json"),
  AP: () => import("./municipios/AP.json"),
  BA: () => import("./municipios/BA.json"),
  CE: () => import("./municipios/CE.json"),
  DF: () => import("./municipios/DF.json"),
  ES: () => import("./municipios/ES.json"),
  GO: () => import("./municipios/GO.json"),
  MA: () => import("./municipios/MA.json"),
  MG: () => import("./municipios/MG.json"),
  MS: () => import("./municipios/MS.json"),
  MT: () => import("./municipios/MT.json"),
  PA: () => import("./municipios/PA.json"),
  PB: () => import("./municipios/PB.json"),
  PE: () => import("./municipios/PE.json"),
  PI: () => import("./municipios/PI.json"),
  PR: () => import("./municipios/PR.json"),
  RJ: () => import("./municipios/RJ.json"),
  RN: () => import("./municipios/RN.json"),
  RO: () => import("./municipios/RO.json"),
  RR: () => import("./municipios/RR.json"),
  RS: () => import("./municipios/RS.json"),
  SC: () => import("./municipios/SC.json"),
  SE: () => import("./municipios/SE.json"),
  SP: () => import("./municipios/SP.json"),
  TO: () => import("./municipios/TO.json"),
};

const carregados = new Map<Uf, Promise<readonly Municipio[]>>();

/** The municipalities of a UF, alphabetical (pt-BR): loaded once, then answered from memory. A failed load is tried again next time. */
export function carregarMunicipiosDaUf(uf: Uf): Promise<readonly Municipio[]> {
  let lista = carregados.get(uf);
  if (!lista) {
    lista = CARREGAR[uf]().then((m) => municipiosDasLinhas(uf, m.default as readonly LinhaDoIbge[]));
    lista.catch(() => carregados.delete(uf));
    carregados.set(uf, lista);
  }
  return lista;
}
