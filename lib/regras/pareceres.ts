// `Parecer descritivo` (issue 41): per child and etapa, a text by the turma's professor,
// administrador or secretaria, printed by the boletim (`Relatório de desenvolvimento`) instead of
// grades. Pure and client-safe: the page's counter, the store and the boletim read these.
//
// - Educação Infantil is always evaluated by parecer (LDB art. 31: evaluation by record of the
//   child's development, without promotion or retention).
// - EF 1º, 2º and 3º ano, when the company chose so (`Regras de avaliação`).
// - A parecer holds at most PARECER_MAX characters (code points, as the counter shows them), with
//   line breaks kept; only characters the documents print (the PDFs' fonts: lib/regras/imprimiveis.ts).
import { imprimivel } from "@/lib/regras/imprimiveis";
import { etapaDeEnsino, type CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";

export const PARECER_MAX = 5000;

/** Whether a turma of this etapa de ensino is evaluated by parecer under these rules. */
export function avaliadaPorParecer(codigo: CodigoEtapaDeEnsino, regras: Pick<RegrasDeAvaliacao, "anosIniciaisPorParecer">): boolean {
  const e = etapaDeEnsino(codigo);
  if (e.nivel === "infantil") return true;
  return regras.anosIniciaisPorParecer && e.nivel === "fundamental" && e.serie !== null && e.serie <= 3;
}

/** A text as kept: NFC, line breaks as "\n", tabs as spaces, blanks around trimmed. */
export const normalizarParecer = (texto: string) =>
  texto.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ").trim();

/** How many characters a parecer has, as the counter shows and the rule counts them. */
export const tamanhoDoParecer = (texto: string) => Array.from(normalizarParecer(texto)).length;

/** The characters of a text the documents cannot print (a line break aside), each once, in order. */
export function naoImprimiveisNoParecer(texto: string): string[] {
  return [...new Set(Array.from(normalizarParecer(texto)).filter((c) => c !== "\n" && !imprimivel(c.codePointAt(0)!)))];
}

export type ParecerLido = { texto: string } | { erro: "tamanho"; tamanho: number } | { erro: "caracteres"; caracteres: string[] };

/** A parecer as typed: its kept text ("" clears it), or why it is refused. */
export function lerParecer(texto: string): ParecerLido {
  const tamanho = tamanhoDoParecer(texto);
  if (tamanho > PARECER_MAX) return { erro: "tamanho", tamanho };
  const fora = naoImprimiveisNoParecer(texto);
  if (fora.length > 0) return { erro: "caracteres", caracteres: fora };
  return { texto: normalizarParecer(texto) };
}
