import { chaveDeOrdem, correspondeATodas, palavras, palavrasDaConsulta, prefixos } from "@/lib/busca";

describe("search tokens", () => {
  it("folds accents and case, and splits on anything that is not a letter or digit", () => {
    expect(palavras("Escola Estadual São-Bento, nº 2")).toEqual(["escola", "estadual", "sao", "bento", "no", "2"]);
  });

  it("keeps every prefix of every word, once", () => {
    expect(prefixos("Ana Ana Bia").sort()).toEqual(["a", "an", "ana", "b", "bi", "bia"]);
    expect(prefixos("x".repeat(40))).toHaveLength(20); // prefixes stop at 20 letters
  });

  it("takes the query's words longest first, cut to the stored prefix length", () => {
    expect(palavrasDaConsulta("  São   be ")).toEqual(["sao", "be"]);
    expect(palavrasDaConsulta("y".repeat(30))).toEqual(["y".repeat(20)]);
    expect(palavrasDaConsulta(" ,. ")).toEqual([]);
  });

  it("checks every query word against the beginning of some word", () => {
    expect(correspondeATodas("João Pedro Souza", ["joao", "sou"])).toBe(true);
    expect(correspondeATodas("João Pedro Souza", ["joao", "ouza"])).toBe(false);
  });

  it("orders names in pt-BR order by their folded form", () => {
    const nomes = ["Zé", "álvaro", "Alice", "Ágata", "alberto"];
    expect([...nomes].sort((a, b) => (chaveDeOrdem(a) < chaveDeOrdem(b) ? -1 : 1))).toEqual(["Ágata", "alberto", "Alice", "álvaro", "Zé"]);
  });
});
