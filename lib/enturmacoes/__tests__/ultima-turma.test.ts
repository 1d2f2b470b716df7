import { ultimaTurmaAntes } from "@/lib/enturmacoes/documento";

// `Enturmar alunos`'s `Última turma` (issue 41): the latest earlier year's turma, by hand.
describe("ultimaTurmaAntes", () => {
  const a = (nome: string) => ({ idTurma: nome.replaceAll(" ", ""), nome, idEnturmacao: "e" });

  it("the latest year before the turma's, skipping a year without one", () => {
    expect(ultimaTurmaAntes({ "2023": a("3º ano A"), "2025": a("5º ano B") }, 2026)).toEqual({ idTurma: "5ºanoB", nome: "5º ano B", ano: 2025 });
    expect(ultimaTurmaAntes({ "2023": a("3º ano A") }, 2026)).toEqual({ idTurma: "3ºanoA", nome: "3º ano A", ano: 2023 });
  });

  it("none: never enrolled, or only in the turma's year or later", () => {
    expect(ultimaTurmaAntes({}, 2026)).toBeNull();
    expect(ultimaTurmaAntes({ "2026": a("6º ano A"), "2027": a("7º ano A") }, 2026)).toBeNull();
  });
});
