import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { modeloDaPlanilha } from "@/lib/alunos/planilha/modelo";
import { COLUNAS } from "@/lib/alunos/planilha/colunas";
import { closeTestApp } from "@/test/support/firebase";
import { arquivo, empresaComEscolas } from "./preparo";

// Issue 43: the model's example row fills the record's columns with values the check accepts, and
// a list's column takes the option's word, its Censo code or another usual word for it.

afterAll(closeTestApp);

describe("the model and the lists' columns", () => {
  it("the model's example row passes the check, every column of Identificação, Documentos and Endereço read", async () => {
    const { ctx } = await empresaComEscolas();
    const v = await verificarPlanilha(ctx, new TextEncoder().encode(modeloDaPlanilha("Escola Norte")));
    expect(v.problemas).toEqual([]);
    expect(v.ignoradas).toEqual([]);
    expect(v.validas).toHaveLength(1);
    expect(v.validas[0]).toMatchObject({
      nome: "Maria Aparecida da Silva",
      sexo: "2",
      corRaca: "3",
      nacionalidade: "1",
      ufNascimento: "SP",
      municipioNascimento: "3550308",
      nis: expect.stringMatching(/^1234567890\d$/),
      cns: "700000000000005",
      rgOrgaoEmissor: "10",
      rgUf: "SP",
      rgDataExpedicao: "2022-01-20",
      cep: "01310100",
      enderecoUf: "SP",
      enderecoMunicipio: "3550308",
      zona: "1",
      localizacaoDiferenciada: "7",
    });
    // Every column but those shown only with another's answer (and the Nome social, the CPF, the turma,
    // a second responsável, the second filiação, Saúde's free texts) has an example.
    const [, exemplo] = modeloDaPlanilha().slice(1).split("\r\n").map((l) => l.split(";"));
    const vazias = COLUNAS.filter((_, i) => !exemplo![i]).map((c) => c.campo);
    expect(vazias).toEqual([
      "nomeSocial",
      "povoIndigena",
      "paisNacionalidade",
      "turma",
      "cpf",
      "responsavel1.cpf",
      ...["nome", "parentesco", "cpf", "telefone", "email", "legal", "buscar", "moraJunto"].map((c) => `responsavel2.${c}`),
      "filiacao2",
      "deficiencias",
      "recursosProvas",
      "transportePoderPublico",
      "transporteVeiculos",
      "alergias",
      "medicamentos",
      "planoDeSaude",
      "observacoesDeSaude",
    ]);
  });

  it("a list's column takes the option's word, its Censo code or a usual other word; a municipality its name or IBGE code", async () => {
    const { ctx } = await empresaComEscolas();
    const titulos = ["Nome completo", "Data de nascimento", "Escola", "Sexo", "Cor ou raça", "Naturalidade", "UF de naturalidade", "Nacionalidade", "Órgão expedidor", "Estado", "Cidade", "Zona"];
    const v = await verificarPlanilha(
      ctx,
      arquivo(
        [
          ["Ana Souza", "01/02/2015", "Escola Norte", "F", "parda", "Sao Paulo", "São Paulo", "brasileira", "SSP", "RJ", "3304557", "urbana"],
          ["Bia Lima", "01/02/2015", "Escola Norte", "1", "3", "3550308", "SP", "1", "10", "Rio de Janeiro", "rio de janeiro", "2"],
          ["Caio Dias", "01/02/2015", "Escola Norte", "X", "Verde", "Campinas", "SP", "Brasileira", "ZZZ", "", "", "Lunar"],
          ["Davi Reis", "01/02/2015", "Escola Norte", "M", "Branca", "Campinas", "RJ", "Brasileira", "", "", "", ""],
        ],
        titulos,
      ),
    );
    const campos = (i: number) => {
      const l = v.validas[i]!;
      return [l.sexo, l.corRaca, l.municipioNascimento, l.ufNascimento, l.nacionalidade, l.rgOrgaoEmissor, l.enderecoUf, l.enderecoMunicipio, l.zona];
    };
    expect(v.validas.map((l) => l.linha)).toEqual([2, 3]);
    expect(campos(0)).toEqual(["2", "3", "3550308", "SP", "1", "10", "RJ", "3304557", "1"]);
    expect(campos(1)).toEqual(["1", "3", "3550308", "SP", "1", "10", "RJ", "3304557", "2"]);
    expect(v.problemas).toEqual([
      "Linha 4: Sexo: escolha uma das opções da lista.",
      "Linha 4: Cor/raça: escolha uma das opções da lista.",
      "Linha 4: Órgão emissor: escolha uma das opções da lista.",
      "Linha 4: Zona: escolha uma das opções da lista.",
      "Linha 5: O município não é da UF escolhida.",
    ]);
  });
});
