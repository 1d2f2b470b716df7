import { abaixoDoMinimo, formatarFrequencia, frequenciaEmDecimos, frequenciaMinima, somar } from "@/lib/regras/frequencia";

// Hand-computed cases of the frequência rule.

const c = (dias: number, faltas = 0, justificadas = 0) => ({ dias, faltas, justificadas });

describe("frequência", () => {
  it("is (days − absences) ÷ days, justified absences counted as absences, cut to one decimal", () => {
    expect(formatarFrequencia(c(40, 5))).toBe("87,5%"); // 35/40
    expect(formatarFrequencia(c(40, 3, 2))).toBe("87,5%"); // 35/40: the 2 justified count
    expect(formatarFrequencia(c(3, 1))).toBe("66,6%"); // 66.666…: cut, not 66,7
    expect(formatarFrequencia(c(200))).toBe("100,0%");
    expect(formatarFrequencia(c(7, 7))).toBe("0,0%");
    expect(formatarFrequencia(c(0))).toBe("—");
    expect(frequenciaEmDecimos(c(0))).toBeNull();
    expect(frequenciaEmDecimos(c(5, 9))).toBe(0); // nonsense counters never go negative
  });

  it("has the law's minimum: 75%, 60% in Pré-escola, none in Creche", () => {
    expect(frequenciaMinima("ef-5")).toBe(75);
    expect(frequenciaMinima("em-1")).toBe(75);
    expect(frequenciaMinima("eja-ef")).toBe(75);
    expect(frequenciaMinima("ei-pre-escola")).toBe(60);
    expect(frequenciaMinima("ei-creche")).toBeNull();
  });

  it("decides 'below the minimum' on the exact fraction", () => {
    expect(abaixoDoMinimo(c(200, 50), "ef-5")).toBe(false); // exactly 75%
    expect(abaixoDoMinimo(c(200, 51), "ef-5")).toBe(true); // 74.5%
    expect(abaixoDoMinimo(c(2500, 626), "ef-5")).toBe(true); // 74.96%: shown 74,9%
    expect(formatarFrequencia(c(2500, 626))).toBe("74,9%");
    expect(abaixoDoMinimo(c(10, 4), "ei-pre-escola")).toBe(false); // 60%
    expect(abaixoDoMinimo(c(10, 5), "ei-pre-escola")).toBe(true); // 50%
    expect(abaixoDoMinimo(c(10, 10), "ei-creche")).toBe(false);
    expect(abaixoDoMinimo(c(0), "ef-5")).toBe(false);
  });

  it("sums the etapas into the year", () => {
    expect(somar([c(50, 2, 1), c(48, 0, 3), c(0)])).toEqual(c(98, 2, 4));
    expect(somar([])).toEqual(c(0));
  });
});
