import { escolaComArtigo, etapaNaDeclaracao } from "@/lib/documentos/declaracao";
import { documentoTexts } from "@/lib/messages";

// Issue 41: the declaração says `matriculado(a) na Escola …, no 5º ano (Ensino Fundamental), turno …`:
// the article the school's name takes, and the série with its etapa de ensino.

describe("the school with its article", () => {
  it.each([
    ["Escola Estadual Rui Barbosa", "na Escola Estadual Rui Barbosa"],
    ["EMEF Monteiro Lobato", "na EMEF Monteiro Lobato"],
    ["E.E. Prof. João", "na E.E. Prof. João"],
    ["Colégio Estadual Dom Pedro II", "no Colégio Estadual Dom Pedro II"],
    ["Centro Educacional Alfa", "no Centro Educacional Alfa"],
    ["CEI Pequeno Príncipe", "no CEI Pequeno Príncipe"],
    ["CMEI Criança Feliz", "no CMEI Criança Feliz"],
    ["Instituto de Educação", "no Instituto de Educação"],
    ["  colégio minúsculo", "no colégio minúsculo"],
    ["Unidade Escolar Beta", "na Unidade Escolar Beta"],
  ])("%s → %s", (nome, esperado) => {
    expect(escolaComArtigo(nome)).toBe(esperado);
  });
});

describe("the série and etapa de ensino", () => {
  it.each([
    ["ef-5", "no 5º ano (Ensino Fundamental)"],
    ["ef-1", "no 1º ano (Ensino Fundamental)"],
    ["ef-9", "no 9º ano (Ensino Fundamental)"],
    ["em-1", "na 1ª série (Ensino Médio)"],
    ["em-3", "na 3ª série (Ensino Médio)"],
    ["ei-creche", "na Creche (Educação Infantil)"],
    ["ei-pre-escola", "na Pré-escola (Educação Infantil)"],
    ["eja-ef", "na Educação de Jovens e Adultos (Ensino Fundamental)"],
    ["eja-em", "na Educação de Jovens e Adultos (Ensino Médio)"],
  ] as const)("%s → %s", (codigo, esperado) => {
    expect(etapaNaDeclaracao(codigo)).toBe(esperado);
  });

  it("the sentence, in the issue's words", () => {
    const frase = documentoTexts.pdf.matricula({
      nome: "Ana Lima",
      matricula: "2026-000001",
      nascimento: "10/03/2015",
      ano: 2026,
      turma: "5º ano A",
      turno: "Vespertino",
      escola: escolaComArtigo("Escola Estadual Rui Barbosa"),
      etapa: etapaNaDeclaracao("ef-5"),
    });
    expect(frase).toContain("matriculado(a) na Escola Estadual Rui Barbosa, no 5º ano (Ensino Fundamental), turno Vespertino");
  });
});
