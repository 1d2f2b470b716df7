// Reads a PDF's text with pdf.js (pdfjs-dist, Mozilla's reader), as a viewer would show it: the
// test then holds the file to what a person sees, accents included (pdfkit writes glyph ids; only
// the embedded font's ToUnicode map turns them back into letters). pdf.js is ES modules only, so
// Jest runs this file in a child Node process through texto-do-pdf.ts; an ES module (or Playwright,
// with `await import(...)`) may import `textoDoPdf` from here directly.
//
//   node test/support/leitor-de-pdf.mjs < boletim.pdf
//   → {"paginas":["Escola Modelo ... João Conceição ...", ...]}
import { pathToFileURL } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * With `comoCopiado`, the text exactly as the file maps its glyphs back to characters, as a
 * viewer's copy gives it: pdf.js otherwise normalizes (a "ﬁ" ligature reads as "fi").
 *
 * The text of each page, its runs joined by spaces (a line's end as a line break), and where each
 * run lies on its page (`caixas`: x, y of the baseline from the bottom, width, height, in points),
 * with the page's size (`tamanhos`: width, height).
 */
export async function textoDoPdf(bytes, { comoCopiado = false } = {}) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const paginas = [];
  const caixas = [];
  const tamanhos = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const pagina = await pdf.getPage(n);
    const { items } = await pagina.getTextContent({ disableNormalization: comoCopiado });
    const textos = items.filter((item) => "str" in item);
    paginas.push(textos.map((item) => item.str + (item.hasEOL ? "\n" : " ")).join(""));
    caixas.push(textos.filter((item) => item.str.trim()).map((item) => ({ texto: item.str, x: item.transform[4], y: item.transform[5], largura: item.width, altura: item.height })));
    const [, , largura, altura] = pagina.view;
    tamanhos.push({ largura, altura });
  }
  await pdf.destroy();
  return { paginas, caixas, tamanhos };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const partes = [];
  for await (const parte of process.stdin) partes.push(parte);
  process.stdout.write(JSON.stringify(await textoDoPdf(Buffer.concat(partes), { comoCopiado: process.argv.includes("--como-copiado") })));
}
