import { administradores, agruparPessoas, type Vinculo } from "@/lib/membros/documento";

// The grouping of a company's links into people: the member list and the invariant checks share it.

const v = (id: string, idUsuario: string | null, email: string | null, papel: Vinculo["papel"] = "secretaria"): Vinculo => ({ id, idUsuario, email, papel });

describe("agruparPessoas", () => {
  it("gives each account one person with all its links", () => {
    const pessoas = agruparPessoas([v("a1", "ana", "ana@x.br", "administrador"), v("b1", "bia", "bia@x.br"), v("a2", "ana", "ana@x.br", "administrador")]);
    expect(pessoas).toEqual([
      { chave: "ana", uid: "ana", email: "ana@x.br", papel: "administrador", vinculos: ["a1", "a2"] },
      { chave: "bia", uid: "bia", email: "bia@x.br", papel: "secretaria", vinculos: ["b1"] },
    ]);
  });

  it("folds an e-mail-only link into the account with the same e-mail, whatever its case", () => {
    const pessoas = agruparPessoas([v("u", "ana", "Ana@X.br", "secretaria"), v("e1", null, " ANA@x.BR ", "administrador"), v("e2", null, "ana@x.br", "consulta")]);
    expect(pessoas).toHaveLength(1);
    expect(pessoas[0]).toMatchObject({ chave: "ana", uid: "ana", email: "ana@x.br", vinculos: ["u", "e1", "e2"] });
    // The shell reads the uid's links first: the e-mail links' roles do not count.
    expect(pessoas[0]!.papel).toBe("secretaria");
  });

  it("takes the e-mail of a later uid link when the first has none", () => {
    const pessoas = agruparPessoas([v("u1", "ana", null), v("u2", "ana", "ana@x.br"), v("e", null, "ana@x.br")]);
    expect(pessoas).toEqual([{ chave: "ana", uid: "ana", email: "ana@x.br", papel: "secretaria", vinculos: ["u1", "u2", "e"] }]);
  });

  it("keeps people known only by an e-mail, one per e-mail (case-insensitive), keyed email:", () => {
    const pessoas = agruparPessoas([v("e1", null, "Novo@X.br", "administrador"), v("e2", null, "novo@x.br", "secretaria"), v("e3", null, "outra@x.br", "consulta")]);
    expect(pessoas).toEqual([
      { chave: "email:novo@x.br", uid: null, email: "novo@x.br", papel: "secretaria", vinculos: ["e1", "e2"] },
      { chave: "email:outra@x.br", uid: null, email: "outra@x.br", papel: "consulta", vinculos: ["e3"] },
    ]);
  });

  it("treats an empty uid as no uid, and drops a link with neither uid nor e-mail", () => {
    const pessoas = agruparPessoas([v("e1", "", "a@x.br"), v("x", null, null), v("y", "", "")]);
    expect(pessoas).toEqual([{ chave: "email:a@x.br", uid: null, email: "a@x.br", papel: "secretaria", vinculos: ["e1"] }]);
  });

  it("gives a person with several links the least of their roles", () => {
    const [a] = agruparPessoas([v("1", "ana", "a@x.br", "administrador"), v("2", "ana", "a@x.br", "consulta"), v("3", "ana", "a@x.br", "secretaria")]);
    expect(a!.papel).toBe("consulta");
    const [b] = agruparPessoas([v("1", "bia", "b@x.br", "administrador"), v("2", "bia", "b@x.br", "secretaria")]);
    expect(b!.papel).toBe("secretaria");
  });

  it("returns no one for no links", () => {
    expect(agruparPessoas([])).toEqual([]);
  });
});

describe("administradores", () => {
  it("counts people, not links, whose role is administrador", () => {
    const pessoas = agruparPessoas([
      v("a1", "ana", "a@x.br", "administrador"),
      v("a2", "ana", "a@x.br", "administrador"),
      v("ae", null, "a@x.br", "administrador"),
      v("b1", "bia", "b@x.br", "administrador"),
      v("b2", "bia", "b@x.br", "consulta"), // the least role: not an administrador
      v("c", "caio", "c@x.br", "secretaria"),
      v("d", null, "d@x.br", "administrador"), // known only by e-mail: counts
    ]);
    expect(administradores(pessoas)).toBe(2);
    expect(administradores([])).toBe(0);
  });
});
