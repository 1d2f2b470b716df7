import { matchesSearch } from "@/lib/busca/texto";

describe("matchesSearch", () => {
  it("ignores accents and case", () => {
    expect(matchesSearch("Colégio São Lucas", "sao")).toBe(true);
    expect(matchesSearch("Colégio São Lucas", "COLEGIO")).toBe(true);
    expect(matchesSearch("Escola Árvore do Saber", "arvore")).toBe(true);
    expect(matchesSearch("Centro Educacional Ipê", "ipe")).toBe(true);
  });

  it("matches everything with an empty query and nothing without the text", () => {
    expect(matchesSearch("Escola Raízes", "  ")).toBe(true);
    expect(matchesSearch("Escola Raízes", "aurora")).toBe(false);
  });
});
