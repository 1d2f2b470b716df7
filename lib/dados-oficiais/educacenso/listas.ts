// The Censo Escolar's (Educacenso's) small code lists for a student's record (registros 30 and 60),
// code → label in the order the forms offer them. Codes are INEP's (docs/dados-oficiais.md names the
// peer file each was checked against); labels live in lib/messages/censo.ts. Client-safe, pure.
//
// Deficiências, recursos and veículos are not codes in the Censo's file but one 0/1 field each: they
// are keyed here by name, in the order of their fields in registro 30 (deficiências: Deficiência
// múltipla, derived, comes after Deficiência intelectual) and registro 60; where each field sits in a
// given year's layout is the layout tables' business (issue 44).
import { censoTexts } from "@/lib/messages";

export type Opcao<C extends number | string> = { readonly codigo: C; readonly rotulo: string };

function opcoes<C extends number | string>(codigos: readonly C[], rotulos: Record<C, string>): readonly Opcao<C>[] {
  return codigos.map((codigo) => ({ codigo, rotulo: rotulos[codigo] }));
}

/** The label of a code in a list, or undefined for a code outside it. */
export function rotuloDoCodigo<C extends number | string>(lista: readonly Opcao<C>[], codigo: unknown): string | undefined {
  return lista.find((o) => o.codigo === codigo)?.rotulo;
}

export const CORES_RACAS = opcoes([0, 1, 2, 3, 4, 5] as const, censoTexts.corRaca);
export type CorRaca = (typeof CORES_RACAS)[number]["codigo"];
/** The cor/raça that asks for the povo indígena (the Censo's table, povos-indigenas.ts). */
export const COR_RACA_INDIGENA = 5 satisfies CorRaca;

export const SEXOS = opcoes([2, 1] as const, censoTexts.sexo);
export type Sexo = (typeof SEXOS)[number]["codigo"];

export const NACIONALIDADES = opcoes([1, 2, 3] as const, censoTexts.nacionalidade);
export type Nacionalidade = (typeof NACIONALIDADES)[number]["codigo"];

export const FILIACOES = opcoes([0, 1] as const, censoTexts.filiacao);
export type Filiacao = (typeof FILIACOES)[number]["codigo"];

export const ZONAS = opcoes([1, 2] as const, censoTexts.zona);
export type Zona = (typeof ZONAS)[number]["codigo"];

/** INEP's codes 1, 2, 3, 7 and 8 (4 to 6 are not used for a person's residence), "not in one" first. */
export const LOCALIZACOES_DIFERENCIADAS = opcoes([7, 1, 2, 3, 8] as const, censoTexts.localizacaoDiferenciada);
export type LocalizacaoDiferenciada = (typeof LOCALIZACOES_DIFERENCIADAS)[number]["codigo"];

export const PODERES_PUBLICOS_DO_TRANSPORTE = opcoes([1, 2] as const, censoTexts.poderPublico);
export type PoderPublicoDoTransporte = (typeof PODERES_PUBLICOS_DO_TRANSPORTE)[number]["codigo"];

export const TIPOS_DE_CERTIDAO = opcoes([1, 2] as const, censoTexts.tipoDeCertidao);
export type TipoDeCertidao = (typeof TIPOS_DE_CERTIDAO)[number]["codigo"];

const chaves = <K extends string>(rotulos: Record<K, string>) => Object.keys(rotulos) as K[];

/** Deficiência, transtorno do espectro autista and altas habilidades/superdotação, in registro 30's order. */
export const DEFICIENCIAS = chaves(censoTexts.deficiencias);
export type Deficiencia = keyof typeof censoTexts.deficiencias;

/** The recursos para provas do INEP, in the order the record lists them (`Nenhum` last). */
export const RECURSOS = chaves(censoTexts.recursos);
export type Recurso = keyof typeof censoTexts.recursos;

export type Veiculo = keyof typeof censoTexts.veiculos;
export type GrupoDeVeiculos = keyof typeof censoTexts.gruposDeVeiculos;
/** The kinds of vehicle of the public school transport, road first, then water by capacity. */
export const VEICULOS: readonly { chave: Veiculo; grupo: GrupoDeVeiculos }[] = chaves(censoTexts.veiculos).map((chave) => ({
  chave,
  grupo: chave.startsWith("aquaviario") ? "aquaviario" : "rodoviario",
}));
