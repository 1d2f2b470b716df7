import { enderecoDaLista, lerEndereco, numeroDaPagina, paginasVizinhas, type FiltrosDoEndereco } from "@/components/lista/endereco";
import { seletorDeValores } from "@/components/lista/filtros";

const alunos = (q: string, escola: string, situacao: string): FiltrosDoEndereco => ({
  busca: { value: q },
  seletores: [
    { name: "escola", value: escola, padrao: "" },
    { name: "situacao", value: situacao, padrao: "ativos" },
  ],
});

describe("a list's address", () => {
  it("leaves out an empty search and the filters at their default", () => {
    expect(enderecoDaLista("/alunos", alunos("", "", "ativos"))).toBe("/alunos");
    expect(enderecoDaLista("/alunos", alunos("   ", "", "ativos"))).toBe("/alunos");
  });

  it("keeps the search (trimmed), then each filter in order, then the cursor and the page", () => {
    expect(enderecoDaLista("/alunos", alunos("  Ana Lima ", "e1", "todos"), { apos: "abc", pagina: "2" })).toBe(
      "/alunos?q=Ana+Lima&escola=e1&situacao=todos&apos=abc&pagina=2",
    );
    expect(enderecoDaLista("/alunos/exportar", alunos("", "", "inativos"))).toBe("/alunos/exportar?situacao=inativos");
  });

  it("encodes what it carries", () => {
    expect(enderecoDaLista("/escolas", { busca: { value: "a&b=c/d" }, seletores: [] })).toBe("/escolas?q=a%26b%3Dc%2Fd");
  });
});

describe("a page's neighbours", () => {
  const filtros = alunos("ana", "", "ativos");

  it("has none without cursors", () => {
    expect(paginasVizinhas("/alunos", filtros, 1, { anterior: null, proxima: null })).toEqual({ anterior: null, proxima: null });
  });

  it("goes forward with ?apos and the next number", () => {
    expect(paginasVizinhas("/alunos", filtros, 1, { anterior: null, proxima: "c2" })).toEqual({ anterior: null, proxima: "/alunos?q=ana&apos=c2&pagina=2" });
  });

  it("goes back with ?antes, and to page 1 without a cursor", () => {
    expect(paginasVizinhas("/alunos", filtros, 3, { anterior: "c1", proxima: null }).anterior).toBe("/alunos?q=ana&antes=c1&pagina=2");
    expect(paginasVizinhas("/alunos", filtros, 2, { anterior: "c1", proxima: null }).anterior).toBe("/alunos?q=ana");
  });
});

describe("reading a list's address", () => {
  it("keeps single values of its parameters only", () => {
    expect(lerEndereco({ q: "ana", situacao: ["a", "b"], apos: "x", outro: "y", pagina: undefined })).toEqual({ q: "ana", apos: "x" });
  });

  it("numbers the page: 1 first, else what it says (2 by default), bounded", () => {
    const depois = { kind: "after", cursor: { chave: "k", id: "i" } } as const;
    expect(numeroDaPagina({ kind: "first" }, "7")).toBe(1);
    expect(numeroDaPagina(depois, "7")).toBe(7);
    expect(numeroDaPagina(depois, undefined)).toBe(2);
    expect(numeroDaPagina(depois, "x")).toBe(2);
    expect(numeroDaPagina(depois, "-3")).toBe(1);
    expect(numeroDaPagina(depois, "1e9")).toBe(100_000);
  });
});

describe("a select over fixed values", () => {
  it("lists the values in order, each with its label", () => {
    const s = seletorDeValores({ name: "situacao", id: "s", label: "Situação", value: "b", padrao: "a", valores: ["a", "b"], rotulos: { a: "A", b: "B" } });
    expect(s).toEqual({ name: "situacao", id: "s", label: "Situação", value: "b", padrao: "a", options: [{ value: "a", label: "A" }, { value: "b", label: "B" }] });
  });
});
