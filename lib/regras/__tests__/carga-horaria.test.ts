import { cargaHoraria, cargaHorariaMinima, minutosPorDia } from "@/lib/regras/carga-horaria";
import { CODIGOS_DE_ETAPA_DE_ENSINO } from "@/lib/regras/etapas-de-ensino";

describe("minutosPorDia", () => {
  it("measures the classes' day", () => {
    expect(minutosPorDia("07:00", "11:30")).toBe(270);
    expect(minutosPorDia("13:00", "17:20")).toBe(260);
    expect(minutosPorDia("19:00", "22:45")).toBe(225);
    expect(minutosPorDia("00:00", "23:59")).toBe(1439);
    expect(minutosPorDia("07:59", "08:00")).toBe(1);
  });

  it.each([
    ["11:00", "11:00"], // no time at all
    ["17:00", "07:00"], // reversed (a class past midnight is not a school turno)
    ["7:00", "11:00"],
    ["07:00", "24:00"],
    ["07:00", "11:60"],
    ["07:00:00", "11:00"],
    [" 07:00", "11:00"],
    ["07h00", "11h00"],
    ["", "11:00"],
  ])("refuses %j to %j", (inicio, fim) => expect(minutosPorDia(inicio, fim)).toBeNull());
});

describe("cargaHoraria", () => {
  it("is dias letivos × the daily hours", () => {
    expect(cargaHoraria(200, "07:00", "11:00")).toBe(800); // 200 × 4 h
    expect(cargaHoraria(200, "07:00", "11:30")).toBe(900); // 200 × 4,5 h
    expect(cargaHoraria(200, "07:30", "16:30")).toBe(1800); // integral, 9 h
    expect(cargaHoraria(200, "19:00", "22:45")).toBe(750); // 200 × 225 min = 45.000 min
  });

  it("rounds down to whole hours, never overstating a minimum", () => {
    expect(cargaHoraria(211, "13:00", "17:20")).toBe(914); // 211 × 260 = 54.860 min = 914 h 20 min
    expect(cargaHoraria(199, "07:00", "11:01")).toBe(799); // 199 × 241 = 47.959 min = 799 h 19 min
    expect(cargaHoraria(200, "07:00", "11:59")).toBe(996); // 200 × 299 = 59.800 min = 996 h 40 min
    expect(cargaHoraria(1, "07:00", "07:59")).toBe(0);
  });

  it("is 0 without days or without valid times", () => {
    expect(cargaHoraria(0, "07:00", "11:00")).toBe(0);
    expect(cargaHoraria(200, "11:00", "07:00")).toBe(0);
    expect(cargaHoraria(200, "", "")).toBe(0);
  });
});

describe("cargaHorariaMinima", () => {
  it("is 1.000 h for Ensino Médio and 800 h for every other etapa", () => {
    const minimos = Object.fromEntries(CODIGOS_DE_ETAPA_DE_ENSINO.map((c) => [c, cargaHorariaMinima(c)]));
    expect(minimos).toEqual({
      "ei-creche": 800,
      "ei-pre-escola": 800,
      "ef-1": 800,
      "ef-2": 800,
      "ef-3": 800,
      "ef-4": 800,
      "ef-5": 800,
      "ef-6": 800,
      "ef-7": 800,
      "ef-8": 800,
      "ef-9": 800,
      "em-1": 1000,
      "em-2": 1000,
      "em-3": 1000,
      "eja-ef": 800,
      "eja-em": 800,
    });
  });
});
