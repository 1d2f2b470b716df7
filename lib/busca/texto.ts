/** Lower case, without accents (and with º, ª, ligatures as plain letters): "Colégio São Lucas" and "colegio sao lucas" compare equal. */
export function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("pt-BR");
}

/** "Escola São José" → "escola-sao-jose": plain letters and digits joined by hyphens, for ids and file names. */
export function emLetrasSimples(text: string, max: number): string {
  return foldForSearch(text).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, max);
}

/** Whether `text` contains `query`, ignoring case and accents. An empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  return foldForSearch(text).includes(foldForSearch(query.trim()));
}
