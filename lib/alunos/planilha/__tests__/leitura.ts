// What the reading tests share: a CSV as Excel writes it, and a reading's two outcomes taken apart.
import type { Leitura, Planilha } from "@/lib/alunos/planilha/ler";

export const utf8 = (texto: string) => new TextEncoder().encode(texto);
/** Lines joined with CRLF, as Excel writes them (no trailing line break unless given). */
export const csv = (...linhas: string[]) => utf8(linhas.join("\r\n"));

export function planilha(leitura: Leitura): Planilha {
  if (!leitura.ok) throw new Error(`Esperava uma planilha, veio: ${leitura.problemas.join(" | ")}`);
  return leitura.planilha;
}

export function problemas(leitura: Leitura): string[] {
  if (leitura.ok) throw new Error(`Esperava problemas, veio uma planilha de ${leitura.planilha.linhas.length} linhas`);
  return leitura.problemas;
}
