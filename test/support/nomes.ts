// Unique student names for tests that make many, within the Censo's rule on names (issue 43:
// letters, spaces, apostrophes and hyphens only, no letter four times in a row): a number written
// in syllables instead of digits (`Aluno Importado ${silabas(i)}`, never `Aluno 7`). Pure.

const SILABAS = ["ba", "be", "bi", "bo", "bu", "da", "de", "di", "do", "du", "fa", "fe", "fi", "fo", "fu", "ga", "ge", "gi", "go", "gu"];

/** `n` (0 or more) in base 20, each digit a syllable, capitalised: 0 → "Ba", 1 → "Be", 20 → "Beba". Distinct for distinct `n`. */
export function silabas(n: number): string {
  let resto = n;
  let s = "";
  do {
    s = SILABAS[resto % SILABAS.length] + s;
    resto = Math.floor(resto / SILABAS.length);
  } while (resto > 0);
  return s[0]!.toUpperCase() + s.slice(1);
}
