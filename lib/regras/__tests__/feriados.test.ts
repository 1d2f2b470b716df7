import { feriadosNacionais, pascoa } from "@/lib/regras/feriados";
import { feriadoTexts } from "@/lib/messages";

// Checked by hand against the federal government's published calendars (Portarias MGI 4.563/2023
// for 2024, 11.460/2024 for 2025, and the yearly calendars of 2026 and 2027): Carnaval on Monday and
// Tuesday, Corpus Christi on a Thursday, the fixed national holidays on their days.

const NACIONAIS_FIXOS = (ano: number) => [
  [`${ano}-01-01`, "Confraternização Universal"],
  [`${ano}-04-21`, "Tiradentes"],
  [`${ano}-05-01`, "Dia do Trabalho"],
  [`${ano}-09-07`, "Independência do Brasil"],
  [`${ano}-10-12`, "Nossa Senhora Aparecida"],
  [`${ano}-11-02`, "Finados"],
  [`${ano}-11-15`, "Proclamação da República"],
  [`${ano}-11-20`, "Dia Nacional de Zumbi e da Consciência Negra"],
  [`${ano}-12-25`, "Natal"],
];

const PUBLICADOS: Record<number, { carnaval: [string, string]; corpusChristi: string; pascoa: string }> = {
  2024: { carnaval: ["2024-02-12", "2024-02-13"], corpusChristi: "2024-05-30", pascoa: "2024-03-31" },
  2025: { carnaval: ["2025-03-03", "2025-03-04"], corpusChristi: "2025-06-19", pascoa: "2025-04-20" },
  2026: { carnaval: ["2026-02-16", "2026-02-17"], corpusChristi: "2026-06-04", pascoa: "2026-04-05" },
  2027: { carnaval: ["2027-02-08", "2027-02-09"], corpusChristi: "2027-05-27", pascoa: "2027-03-28" },
};

describe("feriadosNacionais", () => {
  it.each(Object.entries(PUBLICADOS))("matches the published calendar of %s", (texto, publicado) => {
    const ano = Number(texto);
    const feriados = feriadosNacionais(ano);
    const fixos = feriados.filter((f) => f.tipo === "feriado").map((f) => [f.de, feriadoTexts.nomes[f.chave]]);
    expect(fixos).toEqual(NACIONAIS_FIXOS(ano));
    expect(feriados.filter((f) => f.tipo === "feriado").every((f) => f.de === f.ate)).toBe(true);
    expect(feriados.filter((f) => f.tipo === "pontoFacultativo")).toEqual(
      [
        { de: publicado.carnaval[0], ate: publicado.carnaval[1], chave: "carnaval", tipo: "pontoFacultativo" },
        { de: publicado.corpusChristi, ate: publicado.corpusChristi, chave: "corpusChristi", tipo: "pontoFacultativo" },
      ],
    );
    const { mes, dia } = pascoa(ano);
    expect(`${ano}-${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`).toBe(publicado.pascoa);
  });

  it("lists the days in the calendar's order", () => {
    const dias = feriadosNacionais(2026).map((f) => f.de);
    expect(dias).toEqual([...dias].sort());
    expect(dias).toEqual(["2026-01-01", "2026-02-16", "2026-04-21", "2026-05-01", "2026-06-04", "2026-09-07", "2026-10-12", "2026-11-02", "2026-11-15", "2026-11-20", "2026-12-25"]);
  });

  it("puts Carnaval on a Monday and Tuesday and Corpus Christi on a Thursday, any year", () => {
    for (let ano = 1990; ano <= 2100; ano++) {
      const [carnaval, corpus] = feriadosNacionais(ano).filter((f) => f.tipo === "pontoFacultativo");
      expect(new Date(`${carnaval!.de}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(new Date(`${carnaval!.ate}T12:00:00Z`).getUTCDay()).toBe(2);
      expect(new Date(`${corpus!.de}T12:00:00Z`).getUTCDay()).toBe(4);
    }
  });
});

describe("pascoa", () => {
  it("is the Gregorian Easter, the earliest and latest dates included", () => {
    expect(pascoa(2000)).toEqual({ mes: 4, dia: 23 });
    expect(pascoa(2008)).toEqual({ mes: 3, dia: 23 });
    expect(pascoa(2038)).toEqual({ mes: 4, dia: 25 }); // the latest possible
    expect(pascoa(2285)).toEqual({ mes: 3, dia: 22 }); // the earliest possible
    expect(pascoa(1818)).toEqual({ mes: 3, dia: 22 });
    expect(pascoa(2019)).toEqual({ mes: 4, dia: 21 });
  });
});
