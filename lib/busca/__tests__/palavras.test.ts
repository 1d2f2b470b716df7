import { chaveDeOrdem, correspondeATodas, palavras, planoDeBusca, prefixos, prefixosComPares } from "@/lib/busca/palavras";

describe("search tokens", () => {
  it("folds accents and case, and splits on anything that is not a letter or digit", () => {
    expect(palavras("Escola Estadual São-Bento, nº 2")).toEqual(["escola", "estadual", "sao", "bento", "no", "2"]);
  });

  it("keeps every prefix of every word, once", () => {
    expect(prefixos("Ana Ana Bia").sort()).toEqual(["a", "an", "ana", "b", "bi", "bia"]);
    expect(prefixos("x".repeat(40))).toHaveLength(20); // prefixes stop at 20 letters
  });

  it("searches by the query's longest word, folded and cut to the stored prefix length", () => {
    expect(planoDeBusca("  São   be ", { pares: false })).toEqual({ token: "sao", restantes: ["be"] });
    expect(planoDeBusca("y".repeat(30), { pares: false })).toEqual({ token: "y".repeat(20), restantes: ["y".repeat(30)] });
    expect(planoDeBusca(" ,. ", { pares: false })).toEqual({ token: null, restantes: [] });
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

describe("pairs of prefixes, for searches of several words", () => {
  it("keep a pair for two prefixes of two different words, in either order of the query", () => {
    const tokens = new Set(prefixosComPares("João Pedro de Souza"));
    expect(tokens.has("joao sou")).toBe(true);
    expect(tokens.has("pe s")).toBe(true);
    expect(tokens.has("de joao")).toBe(false); // "de" narrows nothing
    expect(planoDeBusca("sou joao", { pares: true })).toEqual({ token: "joao sou", restantes: [] });
    expect(planoDeBusca("joao sou", { pares: true })).toEqual({ token: "joao sou", restantes: [] });
  });

  it("leave to the rows read what the token does not stand for", () => {
    expect(planoDeBusca("maria de souza", { pares: true })).toEqual({ token: "maria souza", restantes: ["de"] });
    expect(planoDeBusca("ana maria souza", { pares: true })).toEqual({ token: "maria souza", restantes: ["ana"] });
    expect(planoDeBusca("bartolomeuzinho silva", { pares: true }).restantes).toEqual(["bartolomeuzinho"]);
    expect(planoDeBusca("bento escola", { pares: false })).toEqual({ token: "escola", restantes: ["bento"] });
    expect(planoDeBusca("de", { pares: true })).toEqual({ token: "de", restantes: [] });
    expect(planoDeBusca("  ", { pares: true })).toEqual({ token: null, restantes: [] });
  });

  it("stay within a few hundred tokens for a long name", () => {
    expect(prefixosComPares("Maria Eduarda dos Santos Oliveira").length).toBeLessThan(400);
    expect(prefixosComPares("Bartolomeu Ferdinando Maximiliano Constantino Albuquerque Vasconcelos Figueiredo").length).toBeLessThan(1600);
  });
});
