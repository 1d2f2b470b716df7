// Issue 43, `Filiação e responsáveis`: the list's rules by hand (lib/alunos/responsaveis.ts and
// the server's reading of the form, responsaveis-schema.ts): a name by the Censo's rule, a CPF by
// its check digits, a bounded list, a minor with a responsável legal; the former single guardian
// read as the first responsável.
import { lerResponsavel, responsaveisDoFormulario, responsavelDaPlanilha } from "@/lib/alunos/responsaveis-schema";
import {
  idadeEm,
  linhasDosResponsaveis,
  novoResponsavel,
  problemaDosResponsaveis,
  responsaveisGuardados,
  resumoDosResponsaveis,
  cpfsMudaram,
  lugarDoProblema,
  RESPONSAVEIS_MAX,
  type Responsavel,
} from "@/lib/alunos/responsaveis";
import { comPrimeiroResponsavel, camposGuardados } from "@/lib/alunos/documento";
import { responsaveisTexts as t, alunoTexts } from "@/lib/messages";

jest.mock("server-only", () => ({}));

const maria: Responsavel = { ...novoResponsavel("Maria Souza"), parentesco: "mae", legal: true, telefone: "11934567890" };

describe("lerResponsavel", () => {
  const item = (extra: Record<string, unknown> = {}) => ({ nome: "Maria Souza", parentesco: "mae", ...extra });

  it("reads a responsável: CPF and phone as digits, the yes/no answers as booleans (only `true` is yes)", () => {
    expect(lerResponsavel(item({ cpf: "529.982.247-25", telefone: "(11) 93456-7890", email: " maria@exemplo.com ", legal: true, buscar: "sim" }))).toEqual({
      ok: true,
      responsavel: { nome: "Maria Souza", parentesco: "mae", cpf: "52998224725", telefone: "11934567890", email: "maria@exemplo.com", legal: true, buscar: false, moraJunto: false },
    });
  });

  it("names: the Censo's rule (letters, no letter four times in a row), at least one", () => {
    expect(lerResponsavel(item({ nome: "" }))).toEqual({ ok: false, mensagem: `Nome: ${t.erros.nomeObrigatorio}` });
    const quatro = lerResponsavel(item({ nome: "Maaaaria Souza" }));
    expect(quatro.ok).toBe(false);
    const digitos = lerResponsavel(item({ nome: "Maria 2 Souza" }));
    expect(digitos.ok).toBe(false);
  });

  it("a CPF with wrong check digits, or a mask, is refused", () => {
    expect(lerResponsavel(item({ cpf: "529.982.247-26" }))).toEqual({ ok: false, mensagem: alunoTexts.erros.cpf });
    expect(lerResponsavel(item({ cpf: "***.982.247-**" }))).toEqual({ ok: false, mensagem: alunoTexts.erros.cpf });
  });

  it("the parentesco is chosen from the list", () => {
    expect(lerResponsavel(item({ parentesco: "" }))).toEqual({ ok: false, mensagem: "Escolha o parentesco." });
    expect(lerResponsavel(item({ parentesco: "vizinho" }))).toEqual({ ok: false, mensagem: "Escolha o parentesco." });
    expect(lerResponsavel(item({ parentesco: "Avó/Avô" }))).toMatchObject({ ok: true, responsavel: { parentesco: "avo" } });
  });

  it("a field that is not text is not a responsável", () => {
    expect(lerResponsavel(item({ nome: ["Maria"] }))).toEqual({ ok: false, mensagem: t.erros.lista });
    expect(lerResponsavel("Maria")).toEqual({ ok: false, mensagem: t.erros.lista });
  });
});

describe("responsaveisDoFormulario", () => {
  const lista = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ nome: "Maria Souza", parentesco: "mae" })));

  it("reads up to ten; eleven, or a thousand, is one message", () => {
    expect(responsaveisDoFormulario.parse(lista(RESPONSAVEIS_MAX))).toHaveLength(10);
    expect(responsaveisDoFormulario.safeParse(lista(11)).error?.issues[0]?.message).toBe("Informe no máximo 10 responsáveis.");
    expect(responsaveisDoFormulario.safeParse(lista(1000)).error?.issues[0]?.message).toBe("Informe no máximo 10 responsáveis.");
  });

  it("names the item of a problem; blank is no one; not a list is one message", () => {
    const segundo = JSON.stringify([{ nome: "Maria Souza", parentesco: "mae" }, { nome: "João", parentesco: "pai", cpf: "111" }]);
    expect(responsaveisDoFormulario.safeParse(segundo).error?.issues[0]?.message).toBe("Responsável 2: CPF inválido.");
    expect(responsaveisDoFormulario.parse("")).toEqual([]);
    expect(responsaveisDoFormulario.safeParse("{nope").error?.issues[0]?.message).toBe(t.erros.lista);
    expect(responsaveisDoFormulario.safeParse('{"a":1}').error?.issues[0]?.message).toBe(t.erros.lista);
  });
});

describe("problemaDosResponsaveis", () => {
  it("a minor on today's date needs a responsável legal; an adult or an unknown birth date does not", () => {
    const semLegal = [{ ...maria, legal: false }];
    expect(problemaDosResponsaveis(semLegal, "2010-06-15", "2026-06-14")).toBe("Informe ao menos um responsável legal: o aluno é menor de 18 anos.");
    expect(problemaDosResponsaveis([], "2010-06-15", "2026-06-14")).toBe(t.erros.semLegal);
    // 18 on the day itself.
    expect(problemaDosResponsaveis(semLegal, "2008-06-15", "2026-06-15")).toBeNull();
    expect(problemaDosResponsaveis(semLegal, "2008-06-15", "2026-06-14")).toBe(t.erros.semLegal);
    expect(problemaDosResponsaveis(semLegal, null, "2026-06-14")).toBeNull();
    expect(problemaDosResponsaveis([{ ...maria, legal: false }, maria], "2015-01-01", "2026-06-14")).toBeNull();
  });

  it("idadeEm counts whole years", () => {
    expect(idadeEm("2015-03-10", "2026-03-09")).toBe(10);
    expect(idadeEm("2015-03-10", "2026-03-10")).toBe(11);
    expect(idadeEm("2012-02-29", "2026-02-28")).toBe(13);
  });
});

describe("the former single guardian", () => {
  it("reads as the first responsável (legal) when the record has no list; the list when it has one", () => {
    expect(responsaveisGuardados({ responsavelNome: "Rita Lima", responsavelTelefone: "11934567890", responsavelEmail: null })).toEqual([
      { nome: "Rita Lima", parentesco: null, cpf: null, telefone: "11934567890", email: null, legal: true, buscar: false, moraJunto: false },
    ]);
    expect(responsaveisGuardados({ responsavelNome: null })).toEqual([]);
    expect(responsaveisGuardados({ responsaveis: [maria, "lixo"], responsavelNome: "Antiga" })).toEqual([maria]);
    expect(responsaveisGuardados({ responsaveis: Array.from({ length: 50 }, () => maria) })).toHaveLength(RESPONSAVEIS_MAX);
  });

  it("the short forms' three fields are the first responsável's: made, changed (its other fields kept) or removed", () => {
    const joao: Responsavel = { ...novoResponsavel("João Souza"), parentesco: "pai" };
    expect(comPrimeiroResponsavel([], { responsavelNome: "Rita Lima" })).toEqual([{ ...novoResponsavel("Rita Lima"), legal: true }]);
    expect(comPrimeiroResponsavel([maria, joao], { responsavelNome: "Maria S. Lima", responsavelTelefone: null })).toEqual([
      { ...maria, nome: "Maria S. Lima", telefone: null },
      joao,
    ]);
    expect(comPrimeiroResponsavel([maria, joao], {})).toEqual([joao]);
    expect(camposGuardados({ nome: "Ana", dataNascimento: "2015-01-01", idEscola: "e1", responsavelNome: "Rita Lima" } as never)).toMatchObject({
      responsaveis: [{ nome: "Rita Lima", legal: true }],
    });
    expect(camposGuardados({ nome: "Ana", dataNascimento: "2015-01-01", idEscola: "e1" } as never)).not.toHaveProperty("responsavelNome");
  });
});

describe("how the list reads", () => {
  it("the sheet's lines: CPF masked unless the role sees CPFs, the yes/no answers in words", () => {
    const [linha] = linhasDosResponsaveis([{ ...maria, cpf: "52998224725" }], false);
    expect(linha).toEqual({
      titulo: "Responsável 1",
      fatos: [
        { rotulo: "Nome", valor: "Maria Souza" },
        { rotulo: "Parentesco", valor: "Mãe" },
        { rotulo: "CPF", valor: "***.982.247-**" },
        { rotulo: "Telefone", valor: "(11) 93456-7890" },
        { rotulo: "Responsável legal", valor: "Sim" },
        { rotulo: "Autorizado a buscar o aluno", valor: "Não" },
        { rotulo: "Mora com o aluno", valor: "Não" },
      ],
    });
    expect(linhasDosResponsaveis([{ ...maria, cpf: "52998224725" }], true)[0]!.fatos[2]).toEqual({ rotulo: "CPF", valor: "529.982.247-25" });
  });

  it("the history's summary: place, name, parentesco, contacts, yes answers; never a CPF", () => {
    expect(resumoDosResponsaveis([{ ...maria, cpf: "52998224725", buscar: true }, novoResponsavel("João Souza")])).toBe(
      "1. Maria Souza, Mãe, (11) 93456-7890, Responsável legal, Autorizado a buscar o aluno; 2. João Souza",
    );
    expect(resumoDosResponsaveis([])).toBeNull();
    expect(cpfsMudaram([maria], [{ ...maria, cpf: "52998224725" }])).toBe(true);
    expect(cpfsMudaram([maria], [{ ...maria, nome: "Outra" }])).toBe(false);
  });
});

describe("where a refusal of the list points (the form marks that field and focuses it)", () => {
  it("a responsável's field by its number and message; a minor without a legal one: the first one's `Responsável legal`; the whole list: nowhere", () => {
    expect(lugarDoProblema("Responsável 2: CPF inválido.")).toEqual({ indice: 1, campo: "cpf" });
    expect(lugarDoProblema("Responsável 1: Escolha o parentesco.")).toEqual({ indice: 0, campo: "parentesco" });
    expect(lugarDoProblema("Responsável 3: Nome: Informe o nome.")).toEqual({ indice: 2, campo: "nome" });
    expect(lugarDoProblema(`Responsável 10: ${alunoTexts.erros.telefone}`)).toEqual({ indice: 9, campo: "telefone" });
    expect(lugarDoProblema(`Responsável 1: ${alunoTexts.erros.email}`)).toEqual({ indice: 0, campo: "email" });
    expect(lugarDoProblema("Informe ao menos um responsável legal: o aluno é menor de 18 anos.")).toEqual({ indice: 0, campo: "legal" });
    expect(lugarDoProblema("Informe no máximo 10 responsáveis.")).toBeNull();
  });
});

describe("a spreadsheet's responsável (`Responsável N …` columns)", () => {
  it("takes a parentesco by its word or code or blank, Sim/Não (blank: the default), and refuses what the form refuses", () => {
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", parentesco: "PAI", cpf: "529.982.247-25", legal: "não" }, { legal: true })).toEqual({
      ok: true,
      responsavel: { nome: "Jorge Lima", parentesco: "pai", cpf: "52998224725", telefone: null, email: null, legal: false, buscar: false, moraJunto: false },
    });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima" }, { legal: false })).toMatchObject({ ok: true, responsavel: { parentesco: null, legal: false } });
    // The first one's name, phone and e-mail already read as the student's fields.
    expect(responsavelDaPlanilha({ parentesco: "mae" }, { lidos: { nome: "", telefone: "11987654321", email: null }, legal: true })).toMatchObject({
      ok: true,
      responsavel: { nome: "", parentesco: "mae", telefone: "11987654321", legal: true },
    });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", legal: "talvez" }, { legal: false })).toEqual({ ok: false, mensagem: "Responsável legal: informe Sim ou Não." });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", moraJunto: "às vezes" }, { legal: false })).toEqual({ ok: false, mensagem: "Mora com o aluno: informe Sim ou Não." });
    // Autorizado a buscar o aluno and Mora com o aluno: Sim or Não, blank as Não.
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", buscar: "sim", moraJunto: "NÃO" }, { legal: false })).toMatchObject({ ok: true, responsavel: { legal: false, buscar: true, moraJunto: false } });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima" }, { legal: true })).toMatchObject({ ok: true, responsavel: { legal: true, buscar: false, moraJunto: false } });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", cpf: "123.456.789-00" }, { legal: false })).toEqual({ ok: false, mensagem: alunoTexts.erros.cpf });
    expect(responsavelDaPlanilha({ nome: "Jorge Lima", cpf: "***.456.789-**" }, { legal: false })).toEqual({ ok: false, mensagem: alunoTexts.erros.cpf });
    expect(responsavelDaPlanilha({ nome: "" }, { legal: false })).toEqual({ ok: false, mensagem: `Nome: ${t.erros.nomeObrigatorio}` });
  });
});
