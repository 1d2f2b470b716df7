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

  it("accepts exactly the issue's variants", () => {
    const variantes = TITULOS_ACEITOS.filter((t) => !COLUNAS.some((c) => c.titulo === t.titulo));
    expect(variantes).toEqual([
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
    ]);
  });

  it("the import page's help names every variant it accepts, with the column it stands for", () => {
    const ajuda = AJUDA_DAS_VARIANTES;
    for (const t of TITULOS_ACEITOS) {
      if (COLUNAS.some((c) => c.titulo === t.titulo)) continue;
      expect(ajuda).toContain(t.titulo);
      const coluna = COLUNAS.find((c) => c.campo === t.campo)!.titulo;
      // The variant comes before "(para <column>)" of its own column, after the previous column's.
      const depois = ajuda.slice(ajuda.indexOf(t.titulo));
      expect(depois.indexOf(`(para ${coluna})`)).toBeGreaterThan(-1);
      expect(depois.indexOf("(para ")).toBe(depois.indexOf(`(para ${coluna})`));
    }
    expect(ajuda).toBe(
      "Também são aceitos estes nomes de coluna: Nome, Aluno ou Nome do aluno (para Nome completo); Nascimento, Data nasc. ou Dt. nascimento (para Data de nascimento); Cor ou raça (para Cor/raça); Naturalidade (para Município de nascimento); Responsável 1 Nome ou Responsável (para Nome do responsável); Responsável 1 Telefone (para Telefone do responsável); Responsável 1 E-mail (para E-mail do responsável); CNS (para Cartão Nacional de Saúde (CNS)); Deficiência (para Deficiência, transtorno do espectro autista ou altas habilidades/superdotação); Tipos de deficiência (para Deficiências, transtornos e altas habilidades/superdotação); Recursos para provas (para Recursos para provas do INEP); Transporte escolar (para Utiliza transporte escolar público); Tipo de veículo (para Tipos de veículo). Maiúsculas, acentos, pontos e espaços a mais não fazem diferença.",
    );
  });
});
