// Issue 43: `Necessidades específicas`, `Transporte escolar` and `Saúde`, by hand: the set of codes
// (a form's checkboxes, a spreadsheet's cell), the Censo's rules on deficiências and recursos under
// their fields, Deficiência múltipla (derived, never typed), and who sees what (LGPD art. 11).
import { conjunto, alunoSecao } from "@/lib/alunos/schema";
import { conferirAluno } from "@/lib/alunos/regras";
import { CAMPOS, camposDaSecao, exportadoPara, soOVisivel, valorLegivel, valorNoFormulario, visivelPara } from "@/lib/alunos/descritor";
import { CAMPOS_DO_ALUNO, type CampoDoAluno } from "@/lib/alunos/campos";
import { alunoNecessidadesTexts, alunoTexts } from "@/lib/messages";
import type { Papel } from "@/lib/empresas/papeis";

const ANO = 2026;
const base = { nome: "Ana Souza", dataNascimento: "2014-05-20" };
const { deficiencias, recursosProvas, transporteVeiculos } = CAMPOS_DO_ALUNO;

describe("conjunto (a set of a list's codes)", () => {
  const ler = conjunto(deficiencias.tipo.opcoes, deficiencias.tipo.rotulos, "erro");

  it("takes the form's checkboxes (codes) or a spreadsheet's cell (codes or words, `;` or `,`), as the list's codes in its order, each once", () => {
    expect(ler.parse(["surdez", "cegueira"])).toEqual(["cegueira", "surdez"]);
    expect(ler.parse("Surdez; cegueira")).toEqual(["cegueira", "surdez"]);
    expect(ler.parse("BAIXA VISAO, deficienciaFisica,Baixa visão")).toEqual(["baixaVisao", "deficienciaFisica"]);
    expect(ler.parse("Altas habilidades/superdotação")).toEqual(["altasHabilidades"]);
  });

  it("passes over a derived word (Deficiência múltipla, which the export writes): an exported cell imports back", () => {
    const comDerivado = conjunto(deficiencias.tipo.opcoes, deficiencias.tipo.rotulos, "erro", ["Deficiência múltipla"]);
    expect(comDerivado.parse(valorLegivel(deficiencias, ["surdez", "baixaVisao"]))).toEqual(["baixaVisao", "surdez"]);
    expect(ler.safeParse("Surdez, Deficiência múltipla").success).toBe(false);
  });

  it("reads nothing as none (never null)", () => {
    expect(ler.parse(undefined)).toEqual([]);
    expect(ler.parse("")).toEqual([]);
    expect(ler.parse(" ; , ")).toEqual([]);
    expect(ler.parse([])).toEqual([]);
  });

  it("refuses a value outside the list (a forged code, a misspelt word), a list too long, and a value of another type", () => {
    expect(ler.safeParse(["cegueira", "deficienciaMultipla"]).error?.issues[0]?.message).toBe("erro");
    expect(ler.safeParse("Cegueira; Cegueria").success).toBe(false);
    expect(ler.safeParse(Array(1000).fill("cegueira")).success).toBe(false);
    expect(ler.safeParse("x".repeat(10_000)).success).toBe(false);
    expect(ler.safeParse({ cegueira: true }).success).toBe(false);
  });

  it("a section's form says the field's own message", () => {
    const r = alunoSecao.safeParse({ id: "a1", versao: "0", secao: "necessidades", necessidadeEspecial: "1", deficiencias: ["cegueira", "x"] });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([["deficiencias", alunoNecessidadesTexts.opcoes(alunoNecessidadesTexts.campos.deficiencias)]]);
    const ok = alunoSecao.parse({ id: "a1", versao: "0", secao: "necessidades", necessidadeEspecial: "1", deficiencias: ["surdez"], recursosProvas: ["tempoAdicional", "leituraLabial"] });
    expect(ok.valores).toEqual({ necessidadeEspecial: "1", deficiencias: ["surdez"], recursosProvas: ["leituraLabial", "tempoAdicional"] });
  });
});

describe("conferirAluno: Necessidades específicas", () => {
  const com = (d: string[], r: string[]) => conferirAluno({ ...base, necessidadeEspecial: "1", deficiencias: d, recursosProvas: r }, ANO);

  it("the kinds are required with Sim, and dropped (none) with Não or no answer, the recursos with them", () => {
    expect(com([], []).problemas).toEqual([{ campo: "deficiencias", mensagem: alunoTexts.erros.exigidoCom(alunoNecessidadesTexts.campos.deficiencias) }]);
    expect(conferirAluno({ ...base, necessidadeEspecial: "0", deficiencias: ["cegueira"], recursosProvas: ["nenhum"] }, ANO)).toEqual({
      valores: { ...base, necessidadeEspecial: "0", deficiencias: [], recursosProvas: [] },
      problemas: [],
    });
    expect(conferirAluno({ ...base, necessidadeEspecial: null, deficiencias: ["cegueira"], recursosProvas: [] }, ANO).valores.deficiencias).toEqual([]);
  });

  it("accepts what the Censo accepts", () => {
    expect(com(["cegueira"], ["auxilioLedor", "provaEmBraille"]).problemas).toEqual([]);
    expect(com(["baixaVisao", "deficienciaFisica"], ["provaAmpliada", "tempoAdicional"]).problemas).toEqual([]);
    expect(com(["altasHabilidades"], []).problemas).toEqual([]);
    expect(com(["deficienciaIntelectual"], ["nenhum"]).problemas).toEqual([]);
  });

  it("refuses kinds that exclude each other under the kinds, with the reason", () => {
    expect(com(["cegueira", "baixaVisao", "visaoMonocular"], ["provaEmBraille"]).problemas).toEqual([
      { campo: "deficiencias", mensagem: "Não é possível marcar Cegueira com Baixa visão ou Visão monocular." },
    ]);
  });

  it("refuses the recursos the Censo refuses under the recursos, every reason in one message", () => {
    expect(com(["deficienciaFisica"], ["nenhum", "tempoAdicional"]).problemas).toEqual([{ campo: "recursosProvas", mensagem: "Não é possível marcar Nenhum com outro recurso." }]);
    expect(com(["cegueira"], ["provaAmpliada"]).problemas).toEqual([
      {
        campo: "recursosProvas",
        mensagem: "Para marcar Prova ampliada (fonte 18), marque também Baixa visão ou Surdocegueira. Não é possível marcar Prova ampliada (fonte 18) com Cegueira.",
      },
    ]);
    expect(com(["deficienciaFisica"], []).problemas).toEqual([{ campo: "recursosProvas", mensagem: "Marque os recursos para provas do INEP (ou Nenhum)." }]);
    expect(com(["altasHabilidades"], ["tempoAdicional"]).problemas.map((p) => p.campo)).toEqual(["recursosProvas"]);
    // Both at once: each under its field.
    expect(com(["cegueira", "surdez"], ["nenhum"]).problemas).toEqual([
      { campo: "deficiencias", mensagem: "Não é possível marcar Cegueira com Surdez." },
      { campo: "recursosProvas", mensagem: "Não é possível marcar Nenhum com Cegueira." },
    ]);
  });
});

describe("conferirAluno: Transporte escolar", () => {
  it("Poder público responsável and Tipos de veículo are required with Sim, dropped otherwise", () => {
    expect(conferirAluno({ ...base, transporteEscolar: "1", transportePoderPublico: null, transporteVeiculos: [] }, ANO).problemas).toEqual([
      { campo: "transportePoderPublico", mensagem: "Informe Poder público responsável." },
      { campo: "transporteVeiculos", mensagem: "Informe Tipos de veículo." },
    ]);
    expect(conferirAluno({ ...base, transporteEscolar: "1", transportePoderPublico: "2", transporteVeiculos: ["onibus"] }, ANO).problemas).toEqual([]);
    expect(conferirAluno({ ...base, transporteEscolar: "0", transportePoderPublico: "2", transporteVeiculos: ["onibus"] }, ANO).valores).toMatchObject({
      transportePoderPublico: null,
      transporteVeiculos: [],
    });
  });
});

describe("how the sets read", () => {
  it("the words joined, in the list's order; Deficiência múltipla derived from two or more deficiências (not autism, not altas habilidades)", () => {
    expect(valorLegivel(deficiencias, ["surdez", "baixaVisao"])).toBe("Baixa visão, Surdez, Deficiência múltipla");
    expect(valorLegivel(deficiencias, ["deficienciaFisica"])).toBe("Deficiência física");
    expect(valorLegivel(deficiencias, ["deficienciaFisica", "transtornoDoEspectroAutista", "altasHabilidades"])).toBe(
      "Deficiência física, Transtorno do espectro autista, Altas habilidades/superdotação",
    );
    expect(valorLegivel(recursosProvas, ["tempoAdicional", "provaEmBraille"])).toBe("Prova em braille, Tempo adicional");
    expect(valorLegivel(transporteVeiculos, ["aquaviarioAte5", "onibus"])).toBe("Ônibus, Capacidade de até 5 alunos");
  });

  it("the history keeps the codes joined by commas (lib/atividades/documento.ts) and reads them as words", () => {
    expect(valorLegivel(deficiencias, "cegueira,deficienciaFisica")).toBe("Cegueira, Deficiência física, Deficiência múltipla");
    expect(valorLegivel(recursosProvas, "")).toBe("");
  });

  it("the form gets the codes joined by commas", () => {
    expect(valorNoFormulario(recursosProvas, ["nenhum"])).toBe("nenhum");
    expect(valorNoFormulario(recursosProvas, ["auxilioLedor", "tempoAdicional"])).toBe("auxilioLedor,tempoAdicional");
    expect(valorNoFormulario(recursosProvas, undefined)).toBe("");
  });
});

describe("who sees what (LGPD art. 11)", () => {
  const vistos = (papel: Papel) => CAMPOS.filter((c) => visivelPara(c, papel)).map((c) => c.chave);
  const SENSIVEIS_DO_CUIDADO = ["necessidadeEspecial", "deficiencias", "recursosProvas", "alergias", "medicamentos", "planoDeSaude", "observacoesDeSaude"];
  const DOCUMENTOS_E_ENDERECO = CAMPOS.filter((c) => c.secao === "documentos" || c.secao === "endereco").map((c) => c.chave);

  it("administrador and secretaria see and export everything", () => {
    for (const papel of ["administrador", "secretaria"] as const) {
      expect(vistos(papel)).toEqual(CAMPOS.map((c) => c.chave));
      expect(CAMPOS.filter((c) => exportadoPara(c, papel)).map((c) => c.chave)).toEqual(CAMPOS.map((c) => c.chave));
    }
  });

  it("consulta: none of Cor/raça, Necessidades específicas and Saúde, on the sheet or in the export; the sections have no field for it", () => {
    for (const chave of ["corRaca", "povoIndigena", ...SENSIVEIS_DO_CUIDADO]) {
      expect(vistos("consulta")).not.toContain(chave);
      expect(exportadoPara(CAMPOS.find((c) => c.chave === chave)!, "consulta")).toBe(false);
    }
    expect(camposDaSecao("necessidades", "consulta")).toEqual([]);
    expect(camposDaSecao("saude", "consulta")).toEqual([]);
    expect(camposDaSecao("transporte", "consulta").map((c) => c.chave)).toEqual(["transporteEscolar", "transportePoderPublico", "transporteVeiculos"]);
  });

  it("a professor: Necessidades específicas and Saúde; never Cor/raça, documents, address (nor transport)", () => {
    expect(vistos("professor")).toEqual(expect.arrayContaining(SENSIVEIS_DO_CUIDADO));
    for (const chave of ["corRaca", "povoIndigena", "transporteEscolar", ...DOCUMENTOS_E_ENDERECO]) expect(vistos("professor")).not.toContain(chave);
    expect(camposDaSecao("documentos", "professor")).toEqual([]);
    expect(camposDaSecao("endereco", "professor")).toEqual([]);
  });

  it("soOVisivel empties every field the role does not see", () => {
    const aluno = { nome: "Ana", corRaca: "3", cpf: "52998224725", cep: "01001000", alergias: "Amendoim", deficiencias: ["surdez"], transporteVeiculos: ["onibus"] };
    const registro = Object.fromEntries(CAMPOS.map((c) => [c.chave, (aluno as Record<string, unknown>)[c.chave] ?? null]));
    expect(soOVisivel(registro as Record<CampoDoAluno, unknown>, "professor")).toMatchObject({ nome: "Ana", corRaca: null, cpf: null, cep: null, alergias: "Amendoim", deficiencias: ["surdez"], transporteVeiculos: [] });
  });
});

describe("Saúde: free text, bounded", () => {
  it("each field refuses a value over its length, with its label", () => {
    const r = alunoSecao.safeParse({ id: "a1", versao: "0", secao: "saude", alergias: "a".repeat(301), observacoesDeSaude: "b".repeat(10_000) });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["alergias", "Alergias: até 300 caracteres."],
      ["observacoesDeSaude", "Observações de saúde: até 500 caracteres."],
    ]);
    expect(alunoSecao.parse({ id: "a1", versao: "0", secao: "saude", alergias: "  Amendoim  e  leite ", planoDeSaude: "" }).valores).toEqual({
      alergias: "Amendoim e leite",
      medicamentos: null,
      planoDeSaude: null,
      observacoesDeSaude: null,
    });
  });
});
