import { secoesDaFicha, valorDaFicha, veAFichaInteira, type AlunoDaFicha } from "@/lib/alunos/ficha-de-matricula";

// The record as the Ficha de matrícula prints it (issue 43), derived from the descriptor: the
// sections in the sheet's order, each field a role sees (label and value as people read them), the
// matrícula after the name, a field whose condition does not hold left out, the responsáveis' list
// as blocks (tolerating its absence). Expected values hand-written.

const ALUNO: AlunoDaFicha = {
  matricula: "2026000123",
  nome: "Maria da Conceição Araújo",
  nomeSocial: "Mário Araújo",
  dataNascimento: "2015-03-10",
  sexo: "2",
  corRaca: "3",
  povoIndigena: "999", // without `Indígena`: not printed
  nacionalidade: "1",
  paisNacionalidade: null,
  ufNascimento: "SP",
  municipioNascimento: "3509502",
  idEscola: "esc-1",
  cpf: "52998224725",
  responsavelNome: "Ana Araújo",
  responsavelTelefone: "11987654321",
  responsavelEmail: "ana@exemplo.com.br",
  cep: "13010100",
  enderecoMunicipio: null,
  situacao: "ativo",
};

const opcoes = { escolas: new Map([["esc-1", "Escola Estadual Rui Barbosa"]]), municipio: (c: string) => (c === "3509502" ? "Campinas" : undefined) };

describe("secoesDaFicha", () => {
  it("prints the sections in the sheet's order, the fields as people read them, the matrícula after the name", () => {
    const secoes = secoesDaFicha(ALUNO, "secretaria", opcoes);
    expect(secoes.map((s) => s.titulo).slice(0, 4)).toEqual(["Identificação", "Filiação e responsáveis", "Documentos", "Endereço"]);
    const identificacao = secoes[0]!.linhas;
    expect(identificacao.slice(0, 6)).toEqual([
      { rotulo: "Nome completo", valor: "Maria da Conceição Araújo" },
      { rotulo: "Matrícula", valor: "2026000123" },
      { rotulo: "Nome social", valor: "Mário Araújo" },
      { rotulo: "Data de nascimento", valor: "10/03/2015" },
      { rotulo: "Sexo", valor: "Feminino" },
      { rotulo: "Cor/raça", valor: "Parda" },
    ]);
    const rotulos = identificacao.map((l) => l.rotulo);
    // Povo indígena only with `Indígena`; País de nacionalidade only when not `Brasileira`.
    expect(rotulos).not.toContain("Povo indígena");
    expect(rotulos).not.toContain("País de nacionalidade");
    expect(identificacao).toEqual(
      expect.arrayContaining([
        { rotulo: "Nacionalidade", valor: "Brasileira" },
        { rotulo: "UF de nascimento", valor: "São Paulo" },
        { rotulo: "Município de nascimento", valor: "Campinas" },
        { rotulo: "Escola", valor: "Escola Estadual Rui Barbosa" },
        { rotulo: "Situação", valor: "Ativo" },
      ]),
    );
    const documentos = secoes.find((s) => s.secao === "documentos")!.linhas;
    // The ficha is what the family signs: the CPF whole, an empty field `Não informado`.
    expect(documentos).toEqual(expect.arrayContaining([{ rotulo: "CPF", valor: "529.982.247-25" }, { rotulo: "NIS", valor: "Não informado" }]));
    const endereco = secoes.find((s) => s.secao === "endereco")!.linhas;
    expect(endereco).toEqual(expect.arrayContaining([{ rotulo: "CEP", valor: "13010-100" }, { rotulo: "Município do endereço", valor: "Não informado" }]));
    const responsavel = secoes.find((s) => s.secao === "responsavel")!;
    // A record stored before the list: its single guardian is the first responsável's block (its fields not repeated as lines).
    expect(responsavel.linhas.map((l) => l.rotulo)).not.toContain("Telefone do responsável");
    expect(responsavel.blocos[0]?.linhas).toEqual(expect.arrayContaining([{ rotulo: "Telefone", valor: "(11) 98765-4321" }]));
  });

  it("leaves out what the role does not see: consulta gets no Cor/raça", () => {
    const rotulos = secoesDaFicha(ALUNO, "consulta", opcoes).flatMap((s) => s.linhas.map((l) => l.rotulo));
    expect(rotulos).toContain("Nome completo");
    expect(rotulos).not.toContain("Cor/raça");
    expect(veAFichaInteira("consulta")).toBe(false);
    expect(veAFichaInteira("professor")).toBe(false);
    expect(veAFichaInteira("secretaria")).toBe(true);
    expect(veAFichaInteira("administrador")).toBe(true);
  });

  it("prints the responsáveis' list as one block each, in order", () => {
    const aluno = {
      ...ALUNO,
      responsaveis: [
        { nome: "Ana Araújo", parentesco: "mae", cpf: "52998224725", telefone: "11987654321", email: "ana@exemplo.com.br", legal: true, buscar: true, moraJunto: false },
        { nome: "José Araújo" },
        "lixo",
      ],
    };
    const blocos = secoesDaFicha(aluno, "secretaria", opcoes).find((s) => s.secao === "responsavel")!.blocos;
    expect(blocos).toEqual([
      {
        titulo: "Responsável 1",
        linhas: [
          { rotulo: "Nome", valor: "Ana Araújo" },
          { rotulo: "Parentesco", valor: "Mãe" },
          { rotulo: "CPF", valor: "529.982.247-25" },
          { rotulo: "Telefone", valor: "(11) 98765-4321" },
          { rotulo: "E-mail", valor: "ana@exemplo.com.br" },
          { rotulo: "Responsável legal", valor: "Sim" },
          { rotulo: "Autorizado a buscar o aluno", valor: "Sim" },
          { rotulo: "Mora com o aluno", valor: "Não" },
        ],
      },
      {
        titulo: "Responsável 2",
        linhas: [
          { rotulo: "Nome", valor: "José Araújo" },
          { rotulo: "Parentesco", valor: "Não informado" },
          { rotulo: "CPF", valor: "Não informado" },
          { rotulo: "Telefone", valor: "Não informado" },
          { rotulo: "E-mail", valor: "Não informado" },
          { rotulo: "Responsável legal", valor: "Não" },
          { rotulo: "Autorizado a buscar o aluno", valor: "Não" },
          { rotulo: "Mora com o aluno", valor: "Não" },
        ],
      },
    ]);
    expect(secoesDaFicha({ ...ALUNO, responsavelNome: null, responsavelTelefone: null, responsavelEmail: null, responsaveis: undefined }, "secretaria", opcoes).find((s) => s.secao === "responsavel")?.blocos ?? []).toEqual([]);
  });

  it("reads a list of values and a yes/no (the kinds other sections add)", () => {
    const opcao = { tipo: { tipo: "opcao", opcoes: ["a", "b"], rotulos: { a: "Cegueira", b: "Surdez" } } } as const;
    expect(valorDaFicha(opcao, ["a", "b"])).toBe("Cegueira, Surdez");
    expect(valorDaFicha(opcao, [])).toBe("Não informado");
    expect(valorDaFicha(opcao, true)).toBe("Sim");
    expect(valorDaFicha(opcao, false)).toBe("Não");
    expect(valorDaFicha(opcao, null)).toBe("Não informado");
  });
});
