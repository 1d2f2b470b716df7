import { impedimentoDaUnificacao, ladoDoCampo, linhasDaUnificacao, valoresUnificados } from "@/lib/alunos/unificacao/plano";

const fica = { nome: "Ana Lima", dataNascimento: "2014-05-20", idEscola: "e1", cpf: null, responsavelNome: "Rita Lima", responsavelTelefone: null, responsavelEmail: null, situacao: "ativo" };
const sai = { nome: "Ana Lima Souza", dataNascimento: "2014-05-20", idEscola: "e2", cpf: "52998224725", responsavelNome: null, responsavelTelefone: "11934567890", responsavelEmail: null, situacao: "transferido" };

describe("which value each field keeps", () => {
  it("keeps the staying record's value, takes the other's where it has none, and follows the administrador's choice", () => {
    expect(ladoDoCampo("nome", fica, sai, {})).toBe("fica");
    expect(ladoDoCampo("cpf", fica, sai, {})).toBe("sai");
    expect(ladoDoCampo("nome", fica, sai, { nome: "sai" })).toBe("sai");
    // Choosing an empty value over a filled one is choosing nothing: the filled one stays.
    expect(ladoDoCampo("responsavelNome", fica, sai, { responsavelNome: "sai" })).toBe("fica");
    expect(ladoDoCampo("cpf", fica, sai, { cpf: "fica" })).toBe("fica");
    expect(valoresUnificados(fica, sai, { nome: "sai" })).toMatchObject({
      nome: "Ana Lima Souza",
      dataNascimento: "2014-05-20",
      idEscola: "e1",
      cpf: "52998224725",
      responsavelNome: "Rita Lima",
      responsavelTelefone: "11934567890",
      responsavelEmail: null,
      situacao: "ativo",
      nis: null,
    });
  });

  it("previews each field as people read it: kept, dropped, and whether there is a choice", () => {
    const linhas = linhasDaUnificacao(fica, sai, {}, "administrador", new Map([["e1", "Escola Um"], ["e2", "Escola Dois"]]));
    expect(linhas.find((l) => l.chave === "idEscola")).toEqual({ chave: "idEscola", rotulo: "Escola", fica: "Escola Um", sai: "Escola Dois", mantido: "Escola Um", descartado: "Escola Dois", lado: "fica", escolhivel: true });
    expect(linhas.find((l) => l.chave === "cpf")).toMatchObject({ mantido: "529.982.247-25", descartado: null, lado: "sai", escolhivel: false });
    expect(linhas.find((l) => l.chave === "dataNascimento")).toMatchObject({ mantido: "20/05/2014", descartado: "20/05/2014", escolhivel: false });
    expect(linhas.find((l) => l.chave === "situacao")).toMatchObject({ mantido: "Ativo", descartado: "Transferido" });
  });
});

describe("when two students cannot be unified", () => {
  const e = (idTurma: string, ano: number, situacao = "cursando") => ({ idTurma, ano, situacao });
  it("entries in the same turma and year", () => {
    expect(impedimentoDaUnificacao([e("t1", 2025, "remanejado")], [e("t1", 2025, "transferido")])).toBe("mesmaTurma");
  });
  it("both Cursando in one year, in different turmas", () => {
    expect(impedimentoDaUnificacao([e("t1", 2026)], [e("t2", 2026)])).toBe("cursandoNoMesmoAno");
  });
  it("otherwise none: other years, or one of them left its turma", () => {
    expect(impedimentoDaUnificacao([e("t1", 2025)], [e("t2", 2026)])).toBeNull();
    expect(impedimentoDaUnificacao([e("t1", 2026)], [e("t2", 2026, "remanejado")])).toBeNull();
    expect(impedimentoDaUnificacao([], [])).toBeNull();
  });
});
