import { problemasDosRecursos, temDeficienciaMultipla } from "../educacenso/recursos";

describe("temDeficienciaMultipla", () => {
  it("is two or more deficiências; transtorno do espectro autista and altas habilidades do not count", () => {
    expect(temDeficienciaMultipla([])).toBe(false);
    expect(temDeficienciaMultipla(["deficienciaFisica"])).toBe(false);
    expect(temDeficienciaMultipla(["deficienciaFisica", "deficienciaIntelectual"])).toBe(true);
    expect(temDeficienciaMultipla(["baixaVisao", "surdez"])).toBe(true);
    expect(temDeficienciaMultipla(["visaoMonocular", "deficienciaAuditiva"])).toBe(true);
    expect(temDeficienciaMultipla(["deficienciaFisica", "transtornoDoEspectroAutista", "altasHabilidades"])).toBe(false);
    expect(temDeficienciaMultipla(["surdez", "surdez"])).toBe(false);
  });
});

describe("problemasDosRecursos", () => {
  it("accepts a record the Censo accepts", () => {
    expect(problemasDosRecursos([], [])).toEqual([]);
    expect(problemasDosRecursos(["altasHabilidades"], [])).toEqual([]);
    expect(problemasDosRecursos(["cegueira"], ["auxilioLedor", "provaEmBraille", "tempoAdicional"])).toEqual([]);
    expect(problemasDosRecursos(["baixaVisao"], ["provaAmpliada"])).toEqual([]);
    expect(problemasDosRecursos(["visaoMonocular"], ["provaSuperampliada"])).toEqual([]);
    expect(problemasDosRecursos(["surdez"], ["tradutorInterpreteDeLibras", "provaEmVideoEmLibras", "provaDeLinguaPortuguesa", "leituraLabial"])).toEqual([]);
    expect(problemasDosRecursos(["surdocegueira"], ["guiaInterprete", "provaEmBraille"])).toEqual([]);
    expect(problemasDosRecursos(["deficienciaFisica"], ["nenhum"])).toEqual([]);
    expect(problemasDosRecursos(["transtornoDoEspectroAutista"], ["cdComAudio", "tempoAdicional"])).toEqual([]);
    expect(problemasDosRecursos(["deficienciaIntelectual", "altasHabilidades"], ["auxilioTranscricao"])).toEqual([]);
    expect(problemasDosRecursos(["cegueira"], ["auxilioTranscricao", "auxilioLedor"])).toEqual([]);
  });

  it("refuses kinds that exclude each other, each marked kind with the ones it excludes", () => {
    expect(problemasDosRecursos(["cegueira", "baixaVisao", "visaoMonocular"], ["provaEmBraille"])).toEqual([
      "Não é possível marcar Cegueira com Baixa visão ou Visão monocular.",
    ]);
    expect(problemasDosRecursos(["cegueira", "surdez"], ["provaEmBraille"])).toEqual(["Não é possível marcar Cegueira com Surdez."]);
    expect(problemasDosRecursos(["surdez", "deficienciaAuditiva", "surdocegueira"], ["guiaInterprete"])).toEqual([
      "Não é possível marcar Surdez com Deficiência auditiva ou Surdocegueira.",
      "Não é possível marcar Deficiência auditiva com Surdocegueira.",
    ]);
    expect(problemasDosRecursos(["baixaVisao", "surdocegueira"], ["provaAmpliada"])).toEqual(["Não é possível marcar Baixa visão com Surdocegueira."]);
    expect(problemasDosRecursos(["visaoMonocular", "surdocegueira"], ["provaSuperampliada"])).toEqual([
      "Não é possível marcar Visão monocular com Surdocegueira.",
    ]);
  });

  it("refuses Nenhum with any other recurso, and with Cegueira or Surdocegueira", () => {
    expect(problemasDosRecursos(["deficienciaFisica"], ["nenhum", "tempoAdicional"])).toEqual(["Não é possível marcar Nenhum com outro recurso."]);
    expect(problemasDosRecursos(["cegueira"], ["nenhum"])).toEqual(["Não é possível marcar Nenhum com Cegueira."]);
    expect(problemasDosRecursos(["surdocegueira"], ["nenhum"])).toEqual(["Não é possível marcar Nenhum com Surdocegueira."]);
  });

  it("asks for recursos of a student with a deficiência or autism, and refuses them otherwise", () => {
    expect(problemasDosRecursos(["deficienciaFisica"], [])).toEqual(["Marque os recursos para provas do INEP (ou Nenhum)."]);
    expect(problemasDosRecursos(["transtornoDoEspectroAutista"], [])).toEqual(["Marque os recursos para provas do INEP (ou Nenhum)."]);
    const semDeficiencia = ["Os recursos para provas do INEP só são marcados para quem tem deficiência ou transtorno do espectro autista."];
    expect(problemasDosRecursos([], ["tempoAdicional"])).toEqual(semDeficiencia);
    expect(problemasDosRecursos(["altasHabilidades"], ["nenhum"])).toEqual(semDeficiencia);
  });

  it("allows one form of the test at most", () => {
    expect(problemasDosRecursos(["baixaVisao"], ["provaAmpliada", "provaSuperampliada"])).toEqual([
      "Marque só uma destas provas: Prova ampliada (fonte 18) ou Prova superampliada (fonte 24).",
    ]);
    expect(problemasDosRecursos(["surdocegueira"], ["provaAmpliada", "provaSuperampliada", "provaEmBraille"])).toEqual([
      "Marque só uma destas provas: Prova ampliada (fonte 18), Prova superampliada (fonte 24) ou Prova em braille.",
    ]);
  });

  it("refuses a recurso without a kind it serves, naming the kinds", () => {
    expect(problemasDosRecursos(["deficienciaFisica"], ["guiaInterprete"])).toEqual(["Para marcar Guia-intérprete, marque também Surdocegueira."]);
    expect(problemasDosRecursos(["deficienciaFisica"], ["provaAmpliada"])).toEqual([
      "Para marcar Prova ampliada (fonte 18), marque também Baixa visão ou Surdocegueira.",
    ]);
    expect(problemasDosRecursos(["visaoMonocular"], ["provaAmpliada"])).toEqual([
      "Para marcar Prova ampliada (fonte 18), marque também Baixa visão ou Surdocegueira.",
    ]);
    expect(problemasDosRecursos(["baixaVisao"], ["provaEmBraille"])).toEqual(["Para marcar Prova em braille, marque também Cegueira ou Surdocegueira."]);
    expect(problemasDosRecursos(["deficienciaIntelectual"], ["leituraLabial"])).toEqual([
      "Para marcar Leitura labial, marque também Surdez, Deficiência auditiva ou Surdocegueira.",
    ]);
    expect(problemasDosRecursos(["deficienciaAuditiva"], ["auxilioLedor"])).toEqual([
      "Para marcar Auxílio ledor, marque também Cegueira, Baixa visão, Visão monocular, Surdocegueira, Deficiência física, Deficiência intelectual ou Transtorno do espectro autista.",
    ]);
  });

  it("refuses a recurso with a kind it cannot serve", () => {
    expect(problemasDosRecursos(["cegueira"], ["provaAmpliada"])).toEqual([
      "Para marcar Prova ampliada (fonte 18), marque também Baixa visão ou Surdocegueira.",
      "Não é possível marcar Prova ampliada (fonte 18) com Cegueira.",
    ]);
    expect(problemasDosRecursos(["cegueira", "deficienciaAuditiva"], ["tradutorInterpreteDeLibras", "provaEmBraille"])).toEqual([
      "Não é possível marcar Tradutor-intérprete de Libras com Cegueira.",
    ]);
    expect(problemasDosRecursos(["surdez", "deficienciaFisica"], ["auxilioLedor", "cdComAudio"])).toEqual([
      "Não é possível marcar Auxílio ledor com Surdez.",
      "Não é possível marcar CD com áudio para deficiente visual com Surdez.",
    ]);
  });

  it("refuses Auxílio para transcrição as the only recurso of a blind or deafblind student", () => {
    expect(problemasDosRecursos(["cegueira"], ["auxilioTranscricao"])).toEqual([
      "Com Cegueira, marque outro recurso além de Auxílio para transcrição.",
    ]);
    expect(problemasDosRecursos(["surdocegueira"], ["auxilioTranscricao"])).toEqual([
      "Com Surdocegueira, marque outro recurso além de Auxílio para transcrição.",
    ]);
    expect(problemasDosRecursos(["deficienciaFisica"], ["auxilioTranscricao"])).toEqual([]);
  });
});
