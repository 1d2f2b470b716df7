import { execFileSync } from "node:child_process";
import path from "node:path";

// A PDF's text per page, read by pdf.js in a child Node process (pdf.js is ES modules only, which
// Jest's module loader cannot import; the child is plain Node). Usable from Playwright too.

const SCRIPT = path.join(__dirname, "leitor-de-pdf.mjs");

export type Caixa = { texto: string; x: number; y: number; largura: number; altura: number };
export type TextoDoPdf = { paginas: string[]; caixas: Caixa[][]; tamanhos: { largura: number; altura: number }[] };

/** `comoCopiado`: the glyphs' characters as the file maps them, as a viewer's copy gives them (pdf.js otherwise reads a "ﬁ" as "fi"). */
export function textoDoPdf(bytes: Uint8Array, { comoCopiado = false }: { comoCopiado?: boolean } = {}): TextoDoPdf {
  const saida = execFileSync(process.execPath, [SCRIPT, ...(comoCopiado ? ["--como-copiado"] : [])], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(saida.toString("utf8")) as TextoDoPdf;
}
