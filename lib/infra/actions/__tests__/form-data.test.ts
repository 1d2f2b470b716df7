import { fields, LISTA_MAX } from "@/lib/infra/actions/form-data";

// Reading a form's named fields: the first value of a field, every value of a list field (`x[]`).

describe("fields", () => {
  it("reads the first value of a field, and leaves out what was not named", () => {
    const form = new FormData();
    form.append("nome", "Ana");
    form.append("nome", "Outra");
    form.append("idEmpresa", "forjada");
    expect(fields(form, ["nome", "vagas"])).toEqual({ nome: "Ana", vagas: undefined });
  });

  it("reads every value of a list field under its name without brackets, none as an empty list, cut past the limit", () => {
    const form = new FormData();
    for (const id of ["a", "b", "c"]) form.append("alunos[]", id);
    expect(fields(form, ["alunos[]"])).toEqual({ alunos: ["a", "b", "c"] });
    expect(fields(new FormData(), ["alunos[]"])).toEqual({ alunos: [] });
    const muitos = new FormData();
    for (let i = 0; i < LISTA_MAX + 50; i++) muitos.append("alunos[]", `a${i}`);
    expect((fields(muitos, ["alunos[]"]).alunos as string[]).length).toBe(LISTA_MAX + 1);
  });
});
