// The municipality search the forms use offline, over any list of municipalities (one UF loaded
// in the browser, or the whole country on the server): pure, no data imported, client-safe.
// Accent- and case-insensitive, by the beginning of words ("sao jo" finds "São João del Rei" and
// "São José", "rei" finds it too), apostrophes ignored ("doeste" finds "D'Oeste").
import type { Uf } from "@/lib/campos/uf";
import { palavras } from "@/lib/busca/palavras";

export type Municipio = { codigo: string; nome: string; uf: Uf };

/** A municipality as the data files keep it: [7-digit IBGE code, official name]. */
export type LinhaDoIbge = readonly [number, string];

/** Longest answer of a search unless the caller asks for another size: a list to pick from, not a report. */
export const BUSCA_LIMITE = 20;

/** The municipalities of a UF's data file, in the file's order (alphabetical, pt-BR). */
export function municipiosDasLinhas(uf: Uf, linhas: readonly LinhaDoIbge[]): Municipio[] {
  return linhas.map(([codigo, nome]) => ({ codigo: String(codigo), nome, uf }));
}

/** The folded words of a name, apostrophes dropped so "D'Oeste" is one word ("doeste"). */
const palavrasDoNome = (texto: string) => palavras(texto.replace(/['\u2019]/g, ""));

// Each municipality's folded words, computed once per object (a list stays loaded for the page's life).
const PALAVRAS = new WeakMap<Municipio, readonly string[]>();
function palavrasDe(m: Municipio): readonly string[] {
  let p = PALAVRAS.get(m);
  if (!p) PALAVRAS.set(m, (p = palavrasDoNome(m.nome)));
  return p;
}

const ORDEM = new Intl.Collator("pt-BR", { sensitivity: "base" });

/**
 * The municipalities of `lista` whose words begin with every word of `texto` (a 7-digit text finds
 * the municipality of that IBGE code), best first: the name itself, then names that begin with the
 * text, then names whose first word begins with the text's first word, then the rest; each group in
 * alphabetical order (pt-BR), then by UF. At most `limite`.
 */
export function buscarNaLista(lista: readonly Municipio[], texto: string, limite = BUSCA_LIMITE): Municipio[] {
  const consulta = palavrasDoNome(texto.slice(0, 200));
  if (consulta.length === 0) return [];
  if (/^\d{7}$/.test(texto.trim())) return lista.filter((m) => m.codigo === texto.trim()).slice(0, limite);

  const frase = consulta.join(" ");
  const achados: { m: Municipio; grau: number }[] = [];
  for (const m of lista) {
    const nome = palavrasDe(m);
    if (!consulta.every((q) => nome.some((w) => w.startsWith(q)))) continue;
    const inteiro = nome.join(" ");
    const grau = inteiro === frase ? 0 : inteiro.startsWith(frase) ? 1 : nome[0]!.startsWith(consulta[0]!) ? 2 : 3;
    achados.push({ m, grau });
  }
  return achados
    .sort((a, b) => a.grau - b.grau || ORDEM.compare(a.m.nome, b.m.nome) || a.m.uf.localeCompare(b.m.uf))
    .slice(0, Math.max(0, limite))
    .map((a) => a.m);
}
