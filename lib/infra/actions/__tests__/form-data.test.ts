import { campoDesconhecido, fields, LISTA_MAX } from "@/lib/infra/actions/form-data";

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

describe("campoDesconhecido", () => {
  const de = (pares: [string, string][]) => {
    const form = new FormData();
    for (const [nome, valor] of pares) form.append(nome, valor);
    return form;
  };

  it("is null when every field is named (a list field by its brackets), or when nothing was sent", () => {
    expect(campoDesconhecido(de([["nome", "Ana"], ["alunos[]", "a"], ["alunos[]", "b"]]), ["nome", "vagas", "alunos[]"])).toBeNull();
    expect(campoDesconhecido(new FormData(), ["nome"])).toBeNull();
  });

  it("names the first field the action does not know: an idEmpresa, a list sent without its brackets, a look-alike", () => {
    expect(campoDesconhecido(de([["nome", "Ana"], ["campoExtra", "x"]]), ["nome"])).toBe("campoExtra");
    expect(campoDesconhecido(de([["idEmpresa", "forjada"]]), ["nome"])).toBe("idEmpresa");
    expect(campoDesconhecido(de([["alunos", "a"]]), ["alunos[]"])).toBe("alunos");
    expect(campoDesconhecido(de([["Nome", "Ana"]]), ["nome"])).toBe("Nome");
    expect(campoDesconhecido(de([["$ACTIONX", "1"]]), ["nome"])).toBe("$ACTIONX");
  });

  it("leaves out the fields React and Next add to a form themselves (progressive enhancement)", () => {
    const form = de([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
      ["$ACTION_1:1", "[]"],
      ["$ACTION_KEY", "k1234"],
      ["$ACTION_ID_7f3a9c", ""],
      ["nome", "Ana"],
    ]);
    expect(campoDesconhecido(form, ["nome"])).toBeNull();
  });
});
