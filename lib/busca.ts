// Search by the beginning of any word, accent- and case-insensitive, on Firestore: a document
// keeps the prefixes of its words in an array (`busca`), and a search is one `array-contains`
// on the folded query word, so it pages with cursors and counts with an aggregation query.
// A name also keeps an order key (`nomeOrdem`): folded, so the list follows pt-BR order (accents
// and case do not separate "Ágata" from "agata") instead of Firestore's byte order.
import { foldForSearch } from "@/lib/text-search";

/** Longest prefix kept per word: a longer query word is compared by its first letters. */
export const PREFIX_MAX = 20;

/** The words of a text, folded (lower case, no accents), in order. */
export function palavras(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every prefix of every word (up to PREFIX_MAX letters), without repeats. */
export function prefixos(text: string): string[] {
  const tokens = new Set<string>();
  for (const word of palavras(text)) {
    for (let i = 1; i <= Math.min(word.length, PREFIX_MAX); i++) tokens.add(word.slice(0, i));
  }
  return [...tokens];
}

/** The order key of a name: folded, then the name itself, so equal folds keep a stable order. */
export function chaveDeOrdem(nome: string): string {
  return `${foldForSearch(nome)}\u0000${nome}`;
}

/** The query's words, each cut to the stored prefix length; longest first. */
export function palavrasDaConsulta(query: string): string[] {
  return [...new Set(palavras(query).map((w) => w.slice(0, PREFIX_MAX)))].sort((a, b) => b.length - a.length);
}

/** Whether every query word begins some word of the text (the in-memory check of the same rule). */
export function correspondeATodas(text: string, queryWords: readonly string[]): boolean {
  const words = palavras(text);
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}
