import { menorPapel, pode, professorDaTurma, type Papel } from "@/lib/empresas/papeis";

// Who may do what, and whether a member teaches a turma (issue 42: one answer for the roll call,
// the grades, the pareceres, the boletim, the turma's page and the documents).

const quem = (papel: Papel, uid = "prof-1") => ({ papel, session: { uid } });

/** A turma with two professors; Matemática named for prof-1, Arte for prof-2, Ciências for nobody. */
const turma = {
  professores: [{ uid: "prof-1" }, { uid: "prof-2" }],
  componentes: [
    { id: "matematica", professor: "prof-1" },
    { id: "arte", professor: "prof-2" },
    { id: "ciencias", professor: null },
  ],
};

describe("professorDaTurma", () => {
  it("a professor named on the turma teaches the components named for them and those with no professor named", () => {
    expect([...professorDaTurma(quem("professor"), turma)!.componentes].sort()).toEqual(["ciencias", "matematica"]);
    expect([...professorDaTurma(quem("professor", "prof-2"), turma)!.componentes].sort()).toEqual(["arte", "ciencias"]);
  });

  it("with no component named, every component; with none at all, still the turma's professor", () => {
    const livre = { ...turma, componentes: turma.componentes.map((c) => ({ ...c, professor: null })) };
    expect([...professorDaTurma(quem("professor"), livre)!.componentes].sort()).toEqual(["arte", "ciencias", "matematica"]);
    expect(professorDaTurma(quem("professor"), { ...turma, componentes: [] })).toEqual({ componentes: new Set() });
  });

  it("a professor not named on the turma teaches nothing, even a component named for them (a slip)", () => {
    expect(professorDaTurma(quem("professor", "prof-3"), turma)).toBeNull();
    expect(professorDaTurma(quem("professor", "prof-3"), { ...turma, componentes: [{ id: "matematica", professor: "prof-3" }] })).toBeNull();
  });

  it.each(["administrador", "secretaria", "consulta"] as const)("only the professor role teaches: %s named on the turma is no professor of it", (papel) => {
    expect(professorDaTurma(quem(papel), turma)).toBeNull();
  });
});

describe("pode and menorPapel", () => {
  it("the table of permissions", () => {
    expect(pode("administrador", "administrar")).toBe(true);
    expect(pode("secretaria", "administrar")).toBe(false);
    expect(pode("consulta", "ler")).toBe(true);
    expect(pode("consulta", "chamada")).toBe(false);
    expect(pode("professor", "chamada")).toBe(true);
    expect(pode("professor", "ler")).toBe(false);
  });

  it("of two links, the one that grants less", () => {
    expect(menorPapel("administrador", "professor")).toBe("professor");
    expect(menorPapel("consulta", "secretaria")).toBe("consulta");
  });
});
