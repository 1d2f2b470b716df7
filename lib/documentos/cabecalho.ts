import { emLetrasSimples } from "@/lib/busca/texto";

// The header of a school's documents (issue 41): the school's name and its address first (the
// declaração's and the boletim's PDFs), then the network's line: the company's `Nome nos
// documentos` (Configurações; e.g. `Prefeitura Municipal de Maceió — Secretaria Municipal de
// Educação`) when set, else the company's name when it is not the school itself (a private school
// whose company is the school would print its name twice). Pure.

const comparavel = (texto: string) => emLetrasSimples(texto, 400).replace(/-/g, " ").trim();

/** The line under the school's name and address, or null when there is none to print. */
export function redeNoCabecalho(nomeDaEscola: string, empresa: { nome: string | null; nomeNosDocumentos: string | null }): string | null {
  const proprio = empresa.nomeNosDocumentos?.trim();
  if (proprio) return proprio;
  const nome = empresa.nome?.trim();
  if (!nome) return null;
  const [escola, daEmpresa] = [comparavel(nomeDaEscola), comparavel(nome)];
  return daEmpresa && (escola === daEmpresa || escola.startsWith(`${daEmpresa} `)) ? null : nome;
}
