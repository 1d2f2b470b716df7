// Unit tests of the headers the import accepts (colunas.ts, read through ler.ts): each column's
// title and the common variants of it, compared without accents, case, punctuation or extra
// spaces; two columns naming one field are one too many; the import page lists every variant.
import { lerPlanilha } from "@/lib/alunos/planilha/ler";
import { csv, planilha, problemas } from "./leitura";
import { AJUDA_DAS_VARIANTES, campoDaColuna, chaveDaColuna, COLUNAS, TITULOS_ACEITOS } from "@/lib/alunos/planilha/colunas";
import { planilhaTexts } from "@/lib/messages";

const erros = planilhaTexts.erros;

describe("header variants (the issue's list)", () => {
  it.each([
    ["Nome", "nome"],
    ["Aluno", "nome"],
    ["Nome do aluno", "nome"],
    ["Nascimento", "dataNascimento"],
    ["Data nasc.", "dataNascimento"],
    ["Dt. nascimento", "dataNascimento"],
    ["Responsável", "responsavelNome"],
  ] as const)("reads '%s' as the column of %s", (titulo, campo) => {
    expect(campoDaColuna(titulo)).toBe(campo);
  });

  it.each([
    ["NOME", "nome"],
    [" aluno ", "nome"],
    ["NOME  DO  ALUNO", "nome"],
    ["nome.do.aluno", "nome"],
    ["nome_do_aluno", "nome"],
    ["NASCIMENTO", "dataNascimento"],
    ["Data nasc", "dataNascimento"],
    ["data  nasc.:", "dataNascimento"],
    ["DT NASCIMENTO", "dataNascimento"],
    ["Dt.nascimento", "dataNascimento"],
    ["dt. nascimento", "dataNascimento"],
    ["RESPONSAVEL", "responsavelNome"],
    ["responsável", "responsavelNome"],
  ] as const)("reads '%s' too (accents, case, punctuation and spaces do not count)", (titulo, campo) => {
    expect(campoDaColuna(titulo)).toBe(campo);
  });

  it("still reads every column's own title, and nothing it was not told", () => {
    for (const c of COLUNAS) expect(campoDaColuna(c.titulo)).toBe(c.campo);
    for (const titulo of ["Nome da mãe", "Alunos", "Data", "Responsáveis", "Data de nasc.", "Observações", "Matrícula", "Situação"]) {
      expect(campoDaColuna(titulo)).toBeNull();
    }
  });

  it("reads a file whose header uses the variants", () => {
    const p = planilha(lerPlanilha(csv("Aluno;Dt. nascimento;Escola;Responsável;Telefone do responsável", "Ana Souza;01/02/2015;E1;Marta Souza;(11) 98888-7777")));
    expect(p.ignoradas).toEqual([]);
    expect(p.linhas).toEqual([
      { linha: 2, valores: { nome: "Ana Souza", dataNascimento: "01/02/2015", escola: "E1", responsavelNome: "Marta Souza", responsavelTelefone: "(11) 98888-7777" } },
    ]);
    expect(planilha(lerPlanilha(csv("NOME DO ALUNO;data nasc.;escola", "Bia;02/02/2015;E1"))).linhas[0]?.valores).toEqual({ nome: "Bia", dataNascimento: "02/02/2015", escola: "E1" });
    expect(planilha(lerPlanilha(csv("Nome;Nascimento;Escola", "Caio;03/03/2015;E1"))).linhas[0]?.valores).toEqual({ nome: "Caio", dataNascimento: "03/03/2015", escola: "E1" });
  });

  it("keeps 'Nome' (the student) apart from 'Nome do responsável' and 'Responsável' apart from the guardian's phone", () => {
    const p = planilha(lerPlanilha(csv("Nome;Nome do responsável;Nascimento;Escola;Telefone do responsável", "Ana;Marta;01/02/2015;E1;11 3456-7890")));
    expect(p.linhas[0]?.valores).toEqual({ nome: "Ana", responsavelNome: "Marta", dataNascimento: "01/02/2015", escola: "E1", responsavelTelefone: "11 3456-7890" });
  });

  // Two columns that mean the same field: the file is ambiguous, as with the same title twice.
  it.each([
    ["Nome;Aluno;Data de nascimento;Escola", "Nome completo"],
    ["Nome completo;Nome;Data de nascimento;Escola", "Nome completo"],
    ["Aluno;Nome do aluno;Data de nascimento;Escola", "Nome completo"],
    ["Nome completo;Nascimento;Data nasc.;Escola", "Data de nascimento"],
    ["Nome completo;Data de nascimento;Dt. nascimento;Escola", "Data de nascimento"],
    ["Nome completo;Data de nascimento;Escola;Responsável;Nome do responsável", "Nome do responsável"],
    ["Nome completo;Data de nascimento;Escola;Responsável 1 Telefone;Telefone do responsável", "Telefone do responsável"],
  ])("refuses '%s': more than one column %s", (cabecalho, coluna) => {
    expect(problemas(lerPlanilha(csv(cabecalho, "a;b;c;d;e")))).toEqual([erros.colunaRepetida(coluna)]);
  });

  it("no two accepted headers fold to the same key (a header never means two fields)", () => {
    const chaves = TITULOS_ACEITOS.map((t) => chaveDaColuna(t.titulo));
    expect(new Set(chaves).size).toBe(chaves.length);
  });

  it("accepts the issue's variants", () => {
    const variantes = TITULOS_ACEITOS.filter((t) => !COLUNAS.some((c) => c.titulo === t.titulo));
    expect(variantes).toEqual(expect.arrayContaining([
      { campo: "nome", titulo: "Nome" },
      { campo: "nome", titulo: "Aluno" },
      { campo: "nome", titulo: "Nome do aluno" },
      { campo: "dataNascimento", titulo: "Nascimento" },
      { campo: "dataNascimento", titulo: "Data nasc." },
      { campo: "dataNascimento", titulo: "Dt. nascimento" },
      // Issue 43's.
      { campo: "corRaca", titulo: "Cor ou raça" },
      { campo: "municipioNascimento", titulo: "Naturalidade" },
      { campo: "responsavelNome", titulo: "Responsável 1 Nome" },
      { campo: "responsavelNome", titulo: "Responsável" },
      { campo: "responsavelTelefone", titulo: "Responsável 1 Telefone" },
      { campo: "responsavelEmail", titulo: "Responsável 1 E-mail" },
      { campo: "cns", titulo: "CNS" },
      { campo: "necessidadeEspecial", titulo: "Deficiência" },
      { campo: "deficiencias", titulo: "Tipos de deficiência" },
      { campo: "recursosProvas", titulo: "Recursos para provas" },
      { campo: "transporteEscolar", titulo: "Transporte escolar" },
      { campo: "transporteVeiculos", titulo: "Tipo de veículo" },
    ]));
  });

  it("accepts the Censo's headers and the usual others for every field of Identificação, Documentos and Endereço", () => {
    const doCampo = (campo: string) => TITULOS_ACEITOS.filter((t) => t.campo === campo && !COLUNAS.some((c) => c.titulo === t.titulo)).map((t) => t.titulo);
    expect(Object.fromEntries(COLUNAS.filter((c) => c.doAluno && ["identificacao", "documentos", "endereco"].includes(c.doAluno.secao)).map((c) => [c.campo, doCampo(c.campo)]))).toEqual({
      nome: ["Nome", "Aluno", "Nome do aluno"],
      nomeSocial: ["Nome social do aluno"],
      dataNascimento: ["Nascimento", "Data nasc.", "Dt. nascimento"],
      sexo: ["Sexo do aluno", "Gênero"],
      corRaca: ["Cor ou raça", "Raça/cor"],
      povoIndigena: ["Etnia", "Povo"],
      nacionalidade: ["Nacionalidade do aluno"],
      paisNacionalidade: ["País", "País de origem"],
      ufNascimento: ["UF de naturalidade", "Estado de nascimento"],
      municipioNascimento: ["Naturalidade", "Município de naturalidade", "Cidade de nascimento"],
      escola: [],
      cpf: ["CPF do aluno", "Número do CPF"],
      nis: ["Número de Identificação Social (NIS)", "Número do NIS", "NIS/PIS"],
      cns: ["CNS", "Cartão SUS", "Cartão do SUS", "Número do CNS"],
      certidaoNascimento: ["Matrícula da certidão de nascimento", "Número da certidão de nascimento", "Certidão"],
      rgNumero: ["RG", "Identidade", "Número da identidade"],
      rgOrgaoEmissor: ["Órgão emissor", "Órgão expedidor", "Órgão expedidor do RG"],
      rgUf: ["UF da identidade", "UF do órgão emissor"],
      rgDataExpedicao: ["Data de emissão do RG", "Data de expedição da identidade"],
      cep: ["CEP do endereço", "CEP de residência"],
      logradouro: ["Endereço", "Rua"],
      enderecoNumero: ["Número da casa", "Nº"],
      complemento: ["Complemento do endereço"],
      bairro: ["Bairro do endereço"],
      enderecoUf: ["UF de residência", "Estado"],
      enderecoMunicipio: ["Município de residência", "Cidade"],
      zona: ["Zona de residência", "Localização/Zona de residência"],
      localizacaoDiferenciada: ["Localização diferenciada de residência"],
    });
    // "Cor/raça" and "Cor ou raça", "Município de nascimento" and "Naturalidade" (the examples), folded.
    expect(["COR/RACA", "cor ou raça", "Município de Nascimento", "NATURALIDADE", "Cartão SUS", "nº", "Órgão Expedidor"].map(campoDaColuna)).toEqual([
      "corRaca",
      "corRaca",
      "municipioNascimento",
      "municipioNascimento",
      "cns",
      "enderecoNumero",
      "rgOrgaoEmissor",
    ]);
  });

  it("the import page's help names every variant it accepts, with the column it stands for", () => {
    const ajuda = AJUDA_DAS_VARIANTES;
    for (const t of TITULOS_ACEITOS) {
      if (COLUNAS.some((c) => c.titulo === t.titulo)) continue;
      expect(ajuda).toContain(t.titulo);
      const coluna = COLUNAS.find((c) => c.campo === t.campo)!.titulo;
      // The variant comes before "(para <column>)" of its own column, after the previous column's.
      // The variant as an item of a list (a shorter one, "Cidade", also begins a longer one).
      const item = new RegExp(`(?<=: |; |, | ou )${t.titulo.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?=,| ou | \\(para )`);
      const depois = ajuda.slice(ajuda.search(item));
      expect(depois.indexOf(`(para ${coluna})`)).toBeGreaterThan(-1);
      expect(depois.indexOf("(para ")).toBe(depois.indexOf(`(para ${coluna})`));
    }
    expect(ajuda).toMatch(/^Também são aceitos estes nomes de coluna: Nome, Aluno ou Nome do aluno \(para Nome completo\); Nome social do aluno \(para Nome social\); .*; Localização diferenciada de residência \(para Localização diferenciada\); .*; Tipo de veículo \(para Tipos de veículo\)\. Maiúsculas, acentos, pontos e espaços a mais não fazem diferença\.$/);
  });
});
