// Search by the beginning of any word, accent- and case-insensitive, on Firestore: a document
// keeps the prefixes of its words in an array (`busca`), and a search is one `array-contains`
// on the folded query word, so it pages with cursors and counts with an aggregation query.
// Where several words must narrow a search (students), the array also keeps pairs of prefixes of
// two different words ("joao sou"), so a two-word search is still one `array-contains`.
// A name also keeps an order key (`nomeOrdem`): folded, so the list follows pt-BR order (accents
// and case do not separate "Ágata" from "agata") instead of Firestore's byte order.
import { foldForSearch } from "@/lib/busca/texto";

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

/** Whether every query word begins some word of the text (the in-memory check of the same rule). */
export function correspondeATodas(text: string, queryWords: readonly string[]): boolean {
  const words = palavras(text);
  return queryWords.every((q) => words.some((w) => w.startsWith(q)));
}

/** Words that never narrow a name search: they are checked on the rows read, not indexed in pairs. */
const CONECTIVOS = new Set(["d", "da", "das", "de", "do", "dos", "e"]);
/** Pairs are made of prefixes of up to this many letters, of the first PAIR_WORDS_MAX words. */
export const PAIR_PREFIX_MAX = 10;
export const PAIR_WORDS_MAX = 6;

const pair = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

function prefixesOf(word: string, max: number): string[] {
  return Array.from({ length: Math.min(word.length, max) }, (_, i) => word.slice(0, i + 1));
}

/** The prefixes of a name's words and the pairs of prefixes of two of its words. */
export function prefixosComPares(text: string): string[] {
  const tokens = new Set(prefixos(text));
  const words = [...new Set(palavras(text).filter((w) => !CONECTIVOS.has(w)))].slice(0, PAIR_WORDS_MAX);
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      for (const a of prefixesOf(words[i]!, PAIR_PREFIX_MAX)) for (const b of prefixesOf(words[j]!, PAIR_PREFIX_MAX)) tokens.add(pair(a, b));
    }
  }
  return [...tokens];
}

/**
 * How to run a name search: `token` for the query's `array-contains` (null: no search), and the
 * query words the token does not fully stand for, to be checked on the rows read (`restantes`;
 * empty means the query alone is exact, so an aggregation query counts it).
 */
export function planoDeBusca(query: string, { pares }: { pares: boolean }): { token: string | null; restantes: string[] } {
  const words = [...new Set(palavras(query))].sort((a, b) => b.length - a.length);
  const significant = words.filter((w) => !CONECTIVOS.has(w));
  if (words.length === 0) return { token: null, restantes: [] };
  if (!pares || significant.length < 2) {
    const [first] = significant.length > 0 ? significant : words;
    const token = first!.slice(0, PREFIX_MAX);
    return { token, restantes: words.filter((w) => w !== first || w.length > PREFIX_MAX) };
  }
  const [a, b] = significant as [string, string];
  const token = pair(a.slice(0, PAIR_PREFIX_MAX), b.slice(0, PAIR_PREFIX_MAX));
  return { token, restantes: words.filter((w) => (w !== a && w !== b) || w.length > PAIR_PREFIX_MAX) };
}
