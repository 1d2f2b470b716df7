// Writes lib/regras/imprimiveis.ts from the fonts the PDFs embed (after changing them):
//   node --import tsx scripts/caracteres-imprimiveis.ts
import { writeFileSync } from "node:fs";
import { imprimiveisDasFontes } from "../lib/campos/imprimiveis-das-fontes";

const hex = (n: number) => `0x${n.toString(16).padStart(4, "0")}`;
const faixas = imprimiveisDasFontes()
  .map(([a, b]) => `  [${hex(a)}, ${hex(b)}],`)
  .join("\n");

writeFileSync(
  "lib/regras/imprimiveis.ts",
  `// The characters the PDFs can print: every code point both embedded fonts (Noto Sans, regular and
// bold) draw, of the scripts written left to right without a shaper of their own (Latin, Greek,
// Cyrillic, with the digits, punctuation and combining marks they share). Data, not a font read at
// run time: the name rule (lib/campos/texto.ts) and the parecer's (lib/regras/pareceres.ts) also
// run in the browser. Written by scripts/caracteres-imprimiveis.ts from
// lib/campos/imprimiveis-das-fontes.ts; a test keeps it in agreement with the fonts.

/** Inclusive ranges of code points, in order. */
export const IMPRIMIVEIS: readonly (readonly [number, number])[] = [
${faixas}
];

/** Whether the PDFs print this code point (a binary search of IMPRIMIVEIS). */
export function imprimivel(codigo: number): boolean {
  let baixo = 0;
  let alto = IMPRIMIVEIS.length - 1;
  while (baixo <= alto) {
    const meio = (baixo + alto) >> 1;
    const [inicio, fim] = IMPRIMIVEIS[meio]!;
    if (codigo < inicio) alto = meio - 1;
    else if (codigo > fim) baixo = meio + 1;
    else return true;
  }
  return false;
}
`,
);
console.log(`lib/regras/imprimiveis.ts: ${imprimiveisDasFontes().length} ranges`);
