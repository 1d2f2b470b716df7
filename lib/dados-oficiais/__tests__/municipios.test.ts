import { UFS } from "@/lib/campos/uf";
import { buscarNaLista } from "../busca-de-municipios";
import { buscarMunicipios, municipioPertenceAUf, municipioPorCodigo, municipiosDaUf } from "../municipios";
import { carregarMunicipiosDaUf } from "../municipios-da-uf";
import { UNIDADES_FEDERATIVAS, ufPorCodigo, ufPorSigla } from "../ufs";

const todos = UFS.flatMap((uf) => municipiosDaUf(uf));
const nomes = (lista: readonly { nome: string; uf: string }[]) => lista.map((m) => `${m.nome} (${m.uf})`);

describe("the 27 UFs", () => {
  it("are lib/campos/uf.ts's 27, each with its IBGE code and name", () => {
    expect(UNIDADES_FEDERATIVAS.map((u) => u.sigla).sort()).toEqual([...UFS].sort());
    expect(ufPorSigla("SP")).toEqual({ sigla: "SP", codigo: "35", nome: "São Paulo" });
    expect(ufPorCodigo("16")).toEqual({ sigla: "AP", codigo: "16", nome: "Amapá" });
    expect(ufPorCodigo("53")?.nome).toBe("Distrito Federal");
    expect(ufPorSigla("sp")).toBeUndefined();
    expect(ufPorCodigo("99")).toBeUndefined();
    expect(new Set(UNIDADES_FEDERATIVAS.map((u) => u.codigo)).size).toBe(27);
  });
});

describe("the IBGE municipalities", () => {
  it("are the 5,570 of the 2022 census and Boa Esperança do Norte (MT), installed on 1 January 2025", () => {
    expect(todos).toHaveLength(5571);
    expect(municipioPorCodigo("5101837")).toEqual({ codigo: "5101837", nome: "Boa Esperança do Norte", uf: "MT" });
  });

  it("have 7-digit codes, each once, beginning with their UF's code; names trimmed, in NFC", () => {
    expect(new Set(todos.map((m) => m.codigo)).size).toBe(todos.length);
    const fora = todos.filter(
      (m) => !/^\d{7}$/.test(m.codigo) || m.codigo.slice(0, 2) !== ufPorSigla(m.uf)?.codigo || m.nome !== m.nome.normalize("NFC").trim() || !m.nome,
    );
    expect(fora).toEqual([]);
  });

  it("count per UF as IBGE does (Brasília alone in the DF)", () => {
    expect(municipiosDaUf("SP")).toHaveLength(645);
    expect(municipiosDaUf("MG")).toHaveLength(853);
    expect(municipiosDaUf("MT")).toHaveLength(142);
    expect(municipiosDaUf("RR")).toHaveLength(15);
    expect(municipiosDaUf("DF")).toEqual([{ codigo: "5300108", nome: "Brasília", uf: "DF" }]);
  });

  it("carry the official spelling of renamed municipalities", () => {
    expect(municipioPorCodigo("2401305")?.nome).toBe("Campo Grande"); // RN, formerly Augusto Severo
    expect(municipioPorCodigo("2410306")?.nome).toBe("Serra Caiada"); // RN, formerly Presidente Juscelino
    expect(municipioPorCodigo("1708254")?.nome).toBe("Tabocão"); // TO, formerly Fortaleza do Tabocão
    expect(municipioPorCodigo("3530805")?.nome).toBe("Mogi Mirim");
    expect(municipioPorCodigo("3162500")?.nome).toBe("São João del Rei");
    expect(municipioPorCodigo("1100015")?.nome).toBe("Alta Floresta D'Oeste");
  });

  it("list a UF in alphabetical order (pt-BR: accents do not sort apart)", () => {
    const sp = municipiosDaUf("SP").map((m) => m.nome);
    expect(sp[0]).toBe("Adamantina");
    expect(sp.at(-1)).toBe("Zacarias");
    const ordem = new Intl.Collator("pt-BR", { sensitivity: "base" });
    expect([...sp].sort(ordem.compare)).toEqual(sp);
    expect(municipiosDaUf("XX")).toEqual([]);
    expect(municipiosDaUf("sp")).toEqual([]);
  });

  it("tell whether a code belongs to a UF", () => {
    expect(municipioPertenceAUf("3550308", "SP")).toBe(true);
    expect(municipioPertenceAUf("3550308", "RJ")).toBe(false);
    expect(municipioPertenceAUf("3550309", "SP")).toBe(false);
    expect(municipioPertenceAUf("", "SP")).toBe(false);
    expect(municipioPorCodigo("355030")).toBeUndefined();
  });

  // IBGE's 7th digit is a check digit (the first six weighted 1,2,1,2,1,2, a product over 9 summed
  // by its digits, the check 10 minus the sum mod 10): it fails on 9 codes IBGE gave all the same,
  // so no validator is exported; a code is valid when it is in the table. The test holds the data to
  // that fact, so a mistyped code in an update shows here.
  it("hold IBGE's check digit on every code but the 9 known exceptions", () => {
    const digito = (codigo: string) => {
      let soma = 0;
      for (let i = 0; i < 6; i++) {
        const p = Number(codigo[i]) * (i % 2 === 0 ? 1 : 2);
        soma += p > 9 ? p - 9 : p;
      }
      return (10 - (soma % 10)) % 10;
    };
    // São Paulo, 355030-8: 3·1 + 5·2 (10 → 1+0) + 5·1 + 0·2 + 3·1 + 0·2 = 3+1+5+0+3+0 = 12; 10 − 2 = 8.
    expect(digito("3550308")).toBe(8);
    // Boa Esperança do Norte, 510183-7: 5 + 1·2 + 0 + 1·2 + 8 + 3·2 = 5+2+0+2+8+6 = 23; 10 − 3 = 7.
    expect(digito("5101837")).toBe(7);
    const excecoes = todos
      .filter((m) => digito(m.codigo) !== Number(m.codigo[6]))
      .sort((a, b) => a.codigo.localeCompare(b.codigo))
      .map((m) => `${m.codigo} ${m.nome} (${m.uf})`);
    expect(excecoes).toEqual([
      "2201919 Bom Princípio do Piauí (PI)",
      "2201988 Brejo do Piauí (PI)",
      "2202251 Canavieira (PI)",
      "2611533 Quixaba (PE)",
      "3117836 Cônego Marinho (MG)",
      "3152131 Ponto Chique (MG)",
      "4305871 Coronel Barros (RS)",
      "5203939 Buriti de Goiás (GO)",
      "5203962 Buritinópolis (GO)",
    ]);
  });
});

describe("buscarMunicipios", () => {
  it("finds without accents or case, by the beginning of words", () => {
    expect(nomes(buscarMunicipios("sao joao del", "MG"))).toEqual(["São João del Rei (MG)"]);
    expect(nomes(buscarMunicipios("SÃO JOÃO DEL REI"))).toEqual(["São João del Rei (MG)"]);
    expect(nomes(buscarMunicipios("del rei", "MG"))).toEqual(["São João del Rei (MG)"]);
    expect(buscarMunicipios("joao", "MG").every((m) => /João/.test(m.nome))).toBe(true);
    expect(buscarMunicipios("ao", "MG")).toEqual([]); // the middle of a word finds nothing
  });

  it("puts the name itself first, then names that begin with the text, then the first word's matches", () => {
    expect(nomes(buscarMunicipios("sao paulo"))).toEqual([
      "São Paulo (SP)",
      "São Paulo das Missões (RS)",
      "São Paulo de Olivença (AM)",
      "São Paulo do Potengi (RN)",
    ]);
    expect(nomes(buscarMunicipios("campo grande"))).toEqual(["Campo Grande (AL)", "Campo Grande (MS)", "Campo Grande (RN)", "Campo Grande do Piauí (PI)"]);
    const paulo = nomes(buscarMunicipios("paulo", undefined, 50));
    expect(paulo.indexOf("Paulo Afonso (BA)")).toBeLessThan(paulo.indexOf("São Paulo (SP)"));
  });

  it("ignores apostrophes and hyphens", () => {
    expect(nomes(buscarMunicipios("conquista doeste"))).toEqual(["Conquista D'Oeste (MT)"]);
    expect(nomes(buscarMunicipios("conquista d'oeste"))).toEqual(["Conquista D'Oeste (MT)"]);
    expect(nomes(buscarMunicipios("nao me toque"))).toEqual(["Não-Me-Toque (RS)"]);
  });

  it("finds a municipality by its IBGE code, and nothing for an empty text", () => {
    expect(nomes(buscarMunicipios("3550308"))).toEqual(["São Paulo (SP)"]);
    expect(buscarMunicipios("   ")).toEqual([]);
    expect(buscarMunicipios("'-")).toEqual([]);
  });

  it("answers at most 20 unless told, within the UF when given", () => {
    expect(buscarMunicipios("s")).toHaveLength(20);
    expect(buscarMunicipios("s", "SP", 5)).toHaveLength(5);
    expect(buscarMunicipios("s", "SP", 500).every((m) => m.uf === "SP")).toBe(true);
    expect(nomes(buscarMunicipios("brasilia", "GO"))).toEqual([]);
    expect(nomes(buscarMunicipios("brasilia"))).toEqual(["Brasília (DF)", "Brasília de Minas (MG)"]);
  });
});

describe("a browser form's UF", () => {
  it("loads once and searches offline the same way", async () => {
    const mg = await carregarMunicipiosDaUf("MG");
    expect(mg).toEqual(municipiosDaUf("MG"));
    expect(carregarMunicipiosDaUf("MG")).toBe(carregarMunicipiosDaUf("MG"));
    expect(nomes(buscarNaLista(mg, "sao joao del"))).toEqual(["São João del Rei (MG)"]);
    expect(await carregarMunicipiosDaUf("DF")).toEqual([{ codigo: "5300108", nome: "Brasília", uf: "DF" }]);
  });
});
