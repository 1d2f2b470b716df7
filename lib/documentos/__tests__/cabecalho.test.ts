import { redeNoCabecalho } from "@/lib/documentos/cabecalho";

// Issue 41: a document's header names the school first; the company's name comes after it only when
// it is not the school itself, and a company's `Nome nos documentos` replaces it.

describe("the network's line under the school", () => {
  it("is `Nome nos documentos` when the company set it", () => {
    expect(redeNoCabecalho("Escola Municipal Cecília Meireles", { nome: "Rede Maceió (cliente 42)", nomeNosDocumentos: "Prefeitura Municipal de Maceió — Secretaria Municipal de Educação" })).toBe(
      "Prefeitura Municipal de Maceió — Secretaria Municipal de Educação",
    );
  });

  it("is the company's name when it is another name than the school's", () => {
    expect(redeNoCabecalho("Escola Municipal Cecília Meireles", { nome: "Rede dos Documentos", nomeNosDocumentos: null })).toBe("Rede dos Documentos");
  });

  it.each([
    ["Colégio Santa Clara", "Colégio Santa Clara"],
    ["Colégio Santa Clara", "  colegio  SANTA clara "],
    ["Colégio Santa Clara — Unidade Centro", "Colégio Santa Clara"],
  ])("is nothing when the company is the school itself (%s / %s)", (escola, empresa) => {
    expect(redeNoCabecalho(escola, { nome: empresa, nomeNosDocumentos: null })).toBeNull();
  });

  it("is nothing for a company without a name, and a blank `Nome nos documentos` is none", () => {
    expect(redeNoCabecalho("Escola A", { nome: null, nomeNosDocumentos: null })).toBeNull();
    expect(redeNoCabecalho("Escola A", { nome: "Rede B", nomeNosDocumentos: "   " })).toBe("Rede B");
  });
});
