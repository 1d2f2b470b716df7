import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

// What the PDFs can print, read from the fonts they embed (lib/boletins/pdf.ts: Noto Sans, regular
// and bold): the source of lib/regras/imprimiveis.ts, which holds it as data (the name rule also
// runs in the browser, where no font file can be read). `scripts/caracteres-imprimiveis.ts` writes
// that file again; a test keeps the two in agreement.

/** The fonts the PDFs embed, as lib/boletins/pdf.ts reads them. */
export const FONTES_DOS_PDFS = [
  "node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
] as const;

/**
 * Scripts drawn left to right without shaping of their own (pdfkit lays out no right-to-left text,
 * and Noto Sans's Devanagari would need a shaper checked letter by letter), with what they share
 * (digits, punctuation) and the combining marks.
 */
const ESCRITAS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]$/u;
/** Control, format, private-use and unassigned characters: never a name's (lib/campos/texto.ts refuses them first). */
const OUTROS = /^\p{C}$/u;
/** Blanks: drawn as space, with no outline. */
const ESPACO = /^\p{Zs}$/u;

function abrir(arquivo: string): fontkit.Font {
  const fonte = fontkit.create(readFileSync(path.join(process.cwd(), arquivo)));
  if (!("characterSet" in fonte)) throw new Error(`not a single font: ${arquivo}`);
  return fonte;
}

/**
 * The code points every embedded font draws (a glyph of its own, with an outline unless a blank),
 * of the scripts above, as inclusive ranges in order.
 */
export function imprimiveisDasFontes(arquivos: readonly string[] = FONTES_DOS_PDFS): [number, number][] {
  const fontes = arquivos.map(abrir);
  const desenha = (fonte: fontkit.Font, cp: number, espaco: boolean) => {
    if (!fonte.hasGlyphForCodePoint(cp)) return false;
    const glifo = fonte.glyphForCodePoint(cp);
    return glifo.id !== 0 && (espaco || glifo.path.commands.length > 0);
  };
  const todos = [...fontes[0]!.characterSet].filter((cp) => {
    const c = String.fromCodePoint(cp);
    if (!ESCRITAS.test(c) || OUTROS.test(c)) return false;
    return fontes.every((f) => desenha(f, cp, ESPACO.test(c)));
  });
  todos.sort((a, b) => a - b);
  const faixas: [number, number][] = [];
  for (const cp of todos) {
    const ultima = faixas.at(-1);
    if (ultima && ultima[1] === cp - 1) ultima[1] = cp;
    else faixas.push([cp, cp]);
  }
  return faixas;
}
