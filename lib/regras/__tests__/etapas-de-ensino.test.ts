import { etapaDeEnsinoTexts } from "@/lib/messages/turmas";
import {
  CODIGOS_DE_ETAPA_DE_ENSINO,
  ETAPAS_DE_ENSINO,
  ehCodigoEtapaDeEnsino,
  ehSerieFinal,
  etapaDeEnsino,
  proximaEtapa,
} from "@/lib/regras/etapas-de-ensino";

describe("the etapas de ensino", () => {
  it("lists the 16 etapas in the forms' order, with the issue's labels", () => {
    expect(ETAPAS_DE_ENSINO.map((e) => etapaDeEnsinoTexts[e.codigo])).toEqual([
      "Educação Infantil — Creche",
      "Educação Infantil — Pré-escola",
      "Ensino Fundamental — 1º ano",
      "Ensino Fundamental — 2º ano",
      "Ensino Fundamental — 3º ano",
      "Ensino Fundamental — 4º ano",
      "Ensino Fundamental — 5º ano",
      "Ensino Fundamental — 6º ano",
      "Ensino Fundamental — 7º ano",
      "Ensino Fundamental — 8º ano",
      "Ensino Fundamental — 9º ano",
      "Ensino Médio — 1ª série",
      "Ensino Médio — 2ª série",
      "Ensino Médio — 3ª série",
      "EJA — Ensino Fundamental",
      "EJA — Ensino Médio",
    ]);
  });

  it("has unique codes, the same as the codes' list, each with a label", () => {
    const codigos = ETAPAS_DE_ENSINO.map((e) => e.codigo);
    expect(codigos).toEqual([...CODIGOS_DE_ETAPA_DE_ENSINO]);
    expect(new Set(codigos).size).toBe(16);
    expect(Object.keys(etapaDeEnsinoTexts).sort()).toEqual([...codigos].sort());
    expect(new Set(Object.values(etapaDeEnsinoTexts)).size).toBe(16);
  });

  it("gives each its level and série", () => {
    expect(etapaDeEnsino("ei-pre-escola")).toMatchObject({ nivel: "infantil", serie: null });
    expect(etapaDeEnsino("ef-5")).toMatchObject({ nivel: "fundamental", serie: 5 });
    expect(etapaDeEnsino("em-3")).toMatchObject({ nivel: "medio", serie: 3 });
    expect(etapaDeEnsino("eja-ef")).toMatchObject({ nivel: "eja-fundamental", serie: null });
    expect(etapaDeEnsino("eja-em")).toMatchObject({ nivel: "eja-medio", serie: null });
  });

  it("stores the verified Educacenso codes (9º ano is 41, not 22) and no guess for EJA Fundamental", () => {
    expect(Object.fromEntries(ETAPAS_DE_ENSINO.map((e) => [e.codigo, e.educacenso]))).toEqual({
      "ei-creche": 1,
      "ei-pre-escola": 2,
      "ef-1": 14,
      "ef-2": 15,
      "ef-3": 16,
      "ef-4": 17,
      "ef-5": 18,
      "ef-6": 19,
      "ef-7": 20,
      "ef-8": 21,
      "ef-9": 41,
      "em-1": 25,
      "em-2": 26,
      "em-3": 27,
      "eja-ef": null,
      "eja-em": 71,
    });
  });

  it("tells our codes from anything else", () => {
    expect(ehCodigoEtapaDeEnsino("ef-1")).toBe(true);
    expect(["ef-10", "EF-1", "em-4", "", "constructor", 14, null].some(ehCodigoEtapaDeEnsino)).toBe(false);
  });

  it("leads each série to the next, and ends each level", () => {
    const caminho = (codigo: Parameters<typeof proximaEtapa>[0]) => {
      const passos = [codigo];
      for (let p = proximaEtapa(codigo); p; p = proximaEtapa(p)) passos.push(p);
      return passos;
    };
    expect(caminho("ei-creche")).toEqual(["ei-creche", "ei-pre-escola", "ef-1", "ef-2", "ef-3", "ef-4", "ef-5", "ef-6", "ef-7", "ef-8", "ef-9"]);
    expect(caminho("em-1")).toEqual(["em-1", "em-2", "em-3"]);
    expect(proximaEtapa("ef-9")).toBeNull();
    expect(proximaEtapa("em-3")).toBeNull();
    expect(proximaEtapa("eja-ef")).toBeNull();
    expect(proximaEtapa("eja-em")).toBeNull();
  });

  it("knows the final séries", () => {
    expect(CODIGOS_DE_ETAPA_DE_ENSINO.filter(ehSerieFinal)).toEqual(["ef-9", "em-3"]);
  });
});
