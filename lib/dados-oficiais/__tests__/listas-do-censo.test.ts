import {
  CORES_RACAS,
  DEFICIENCIAS,
  FILIACOES,
  LOCALIZACOES_DIFERENCIADAS,
  NACIONALIDADES,
  PODERES_PUBLICOS_DO_TRANSPORTE,
  RECURSOS,
  SEXOS,
  TIPOS_DE_CERTIDAO,
  VEICULOS,
  ZONAS,
  rotuloDoCodigo,
} from "../educacenso/listas";
import { ORGAOS_EMISSORES, orgaoEmissorPorCodigo } from "../educacenso/orgaos-emissores";
import { PAISES, PAIS_BRASIL, paisPorCodigo } from "../educacenso/paises";
import { POVOS_INDIGENAS, povoIndigenaPorCodigo } from "../educacenso/povos-indigenas";
import { censoTexts } from "@/lib/messages";

const pares = (lista: readonly { codigo: number | string; rotulo: string }[]) => lista.map((o) => [o.codigo, o.rotulo]);

describe("the Censo's small lists (registros 30 and 60)", () => {
  it("carry INEP's codes with the labels issue 43 quotes, in its order", () => {
    expect(pares(CORES_RACAS)).toEqual([[0, "Não declarada"], [1, "Branca"], [2, "Preta"], [3, "Parda"], [4, "Amarela"], [5, "Indígena"]]);
    expect(pares(SEXOS)).toEqual([[2, "Feminino"], [1, "Masculino"]]);
    expect(pares(NACIONALIDADES)).toEqual([[1, "Brasileira"], [2, "Brasileira — nascido no exterior ou naturalizado"], [3, "Estrangeira"]]);
    expect(pares(FILIACOES)).toEqual([[0, "Não declarado/Ignorado"], [1, "Filiação 1 e/ou Filiação 2"]]);
    expect(pares(ZONAS)).toEqual([[1, "Urbana"], [2, "Rural"]]);
    expect(pares(LOCALIZACOES_DIFERENCIADAS)).toEqual([
      [7, "Não está em área de localização diferenciada"],
      [1, "Área de assentamento"],
      [2, "Terra indígena"],
      [3, "Área onde se localiza comunidade remanescente de quilombos"],
      [8, "Área onde se localizam povos e comunidades tradicionais"],
    ]);
    expect(pares(PODERES_PUBLICOS_DO_TRANSPORTE)).toEqual([[1, "Estadual"], [2, "Municipal"]]);
    expect(pares(TIPOS_DE_CERTIDAO)).toEqual([[1, "Nascimento"], [2, "Casamento"]]);
  });

  it("name a code's label, and none outside the list", () => {
    expect(rotuloDoCodigo(CORES_RACAS, 3)).toBe("Parda");
    expect(rotuloDoCodigo(CORES_RACAS, 6)).toBeUndefined();
    expect(rotuloDoCodigo(CORES_RACAS, "3")).toBeUndefined();
    expect(rotuloDoCodigo(LOCALIZACOES_DIFERENCIADAS, 4)).toBeUndefined();
  });

  it("list the kinds of deficiência in registro 30's order, and the recursos as the record does, Nenhum last", () => {
    expect(DEFICIENCIAS.map((d) => censoTexts.deficiencias[d])).toEqual([
      "Cegueira", "Baixa visão", "Visão monocular", "Surdez", "Deficiência auditiva", "Surdocegueira",
      "Deficiência física", "Deficiência intelectual", "Transtorno do espectro autista", "Altas habilidades/superdotação",
    ]);
    expect(RECURSOS.map((r) => censoTexts.recursos[r])).toEqual([
      "Auxílio ledor", "Auxílio para transcrição", "Guia-intérprete", "Tradutor-intérprete de Libras", "Leitura labial",
      "Prova ampliada (fonte 18)", "Prova superampliada (fonte 24)", "Prova em braille", "CD com áudio para deficiente visual",
      "Prova de Língua Portuguesa como segunda língua para surdos", "Prova em vídeo em Libras", "Tempo adicional", "Nenhum",
    ]);
  });

  it("group the vehicles of public transport, road first", () => {
    expect(VEICULOS.map((v) => `${censoTexts.gruposDeVeiculos[v.grupo]}: ${censoTexts.veiculos[v.chave]}`)).toEqual([
      "Rodoviário: Vans/Kombis",
      "Rodoviário: Microônibus",
      "Rodoviário: Ônibus",
      "Rodoviário: Bicicleta",
      "Rodoviário: Tração animal",
      "Rodoviário: Outro tipo de veículo rodoviário",
      "Aquaviário: Capacidade de até 5 alunos",
      "Aquaviário: Capacidade entre 5 a 15 alunos",
      "Aquaviário: Capacidade entre 15 a 35 alunos",
      "Aquaviário: Capacidade acima de 35 alunos",
    ]);
  });
});

describe("the Censo's tables", () => {
  it("países: ISO 3166-1 numeric codes, each once, Brasil 76, names in pt-BR", () => {
    expect(PAISES).toHaveLength(250);
    expect(new Set(PAISES.map((p) => p.codigo)).size).toBe(PAISES.length);
    expect(paisPorCodigo(PAIS_BRASIL)).toEqual({ codigo: 76, nome: "Brasil" });
    expect(paisPorCodigo(32)?.nome).toBe("Argentina");
    expect(paisPorCodigo(840)?.nome).toBe("Estados Unidos");
    expect(paisPorCodigo(862)?.nome).toBe("Venezuela");
    expect(paisPorCodigo(0)).toBeUndefined();
    expect(PAISES[0]?.nome).toBe("Afeganistão");
  });

  it("povos indígenas: codes 1 to 302, then Outro povo/etnia indígena and Não Declarada", () => {
    expect(POVOS_INDIGENAS).toHaveLength(304);
    expect(POVOS_INDIGENAS.slice(0, 302).map((p) => p.codigo)).toEqual(Array.from({ length: 302 }, (_, i) => i + 1));
    expect(POVOS_INDIGENAS.slice(-2)).toEqual([
      { codigo: 998, nome: "Outro povo/etnia indígena" },
      { codigo: 999, nome: "Não Declarada" },
    ]);
    expect(povoIndigenaPorCodigo(1)?.nome).toBe("Aconã");
    expect(povoIndigenaPorCodigo(282)?.nome).toBe("Xavante");
    expect(new Set(POVOS_INDIGENAS.map((p) => p.nome)).size).toBe(304);
  });

  it("órgãos emissores do RG: INEP's codes, SSP first", () => {
    expect(ORGAOS_EMISSORES).toHaveLength(30);
    expect(ORGAOS_EMISSORES[0]).toEqual({ codigo: 10, sigla: "SSP", nome: "Secretaria de Segurança Pública" });
    expect(orgaoEmissorPorCodigo(44)).toEqual({ codigo: 44, sigla: "DPF", nome: "Polícia Federal" });
    expect(orgaoEmissorPorCodigo(83)?.sigla).toBe("DETRAN");
    expect(orgaoEmissorPorCodigo(11)).toBeUndefined();
  });
});
