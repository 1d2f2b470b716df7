import { nomeCivilAparte, nomeDeExibicao, nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

describe("nomeDeExibicao (issue 43: the nome social wherever the student is named, when filled)", () => {
  it("is the nome social when filled", () => {
    expect(nomeDeExibicao({ nome: "Roberto Carlos Lima", nomeSocial: "Bianca Lima" })).toBe("Bianca Lima");
  });
  it("is the civil name when the nome social is absent, null, empty or blank", () => {
    expect(nomeDeExibicao({ nome: "Roberto Carlos Lima" })).toBe("Roberto Carlos Lima");
    expect(nomeDeExibicao({ nome: "Roberto Carlos Lima", nomeSocial: null })).toBe("Roberto Carlos Lima");
    expect(nomeDeExibicao({ nome: "Roberto Carlos Lima", nomeSocial: "" })).toBe("Roberto Carlos Lima");
    expect(nomeDeExibicao({ nome: "Roberto Carlos Lima", nomeSocial: "   " })).toBe("Roberto Carlos Lima");
  });
  it("reads an entry in a turma by its two kept names", () => {
    expect(nomeDeExibicaoDaEntrada({ nomeAluno: "Roberto Carlos Lima", nomeSocialAluno: "Bianca Lima" })).toBe("Bianca Lima");
    expect(nomeDeExibicaoDaEntrada({ nomeAluno: "Roberto Carlos Lima", nomeSocialAluno: null })).toBe("Roberto Carlos Lima");
    // An entry written before the field existed has no nomeSocialAluno.
    expect(nomeDeExibicaoDaEntrada({ nomeAluno: "Roberto Carlos Lima" })).toBe("Roberto Carlos Lima");
  });
  it("gives the civil name apart only when the screen shows another", () => {
    expect(nomeCivilAparte({ nome: "Roberto Carlos Lima", nomeSocial: "Bianca Lima" })).toBe("Roberto Carlos Lima");
    expect(nomeCivilAparte({ nome: "Roberto Carlos Lima", nomeSocial: null })).toBeNull();
  });
});
