import { execFileSync } from "node:child_process";
import path from "node:path";

// A PDF's text per page, read by pdf.js in a child Node process (pdf.js is ES modules only, which
// Jest's module loader cannot import; the child is plain Node). Usable from Playwright too.

const SCRIPT = path.join(__dirname, "leitor-de-pdf.mjs");

export type Caixa = { texto: string; x: number; y: number; largura: number; altura: number };
export type TextoDoPdf = { paginas: string[]; caixas: Caixa[][]; tamanhos: { largura: number; altura: number }[] };

export function textoDoPdf(bytes: Uint8Array): TextoDoPdf {
  const saida = execFileSync(process.execPath, [SCRIPT], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(saida.toString("utf8")) as TextoDoPdf;
}
