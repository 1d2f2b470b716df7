import { abaixoDoMinimo, FREQUENCIA_MINIMA_DA_LEI, formatarFrequencia, frequenciaEmDecimos, frequenciaMinima, somar } from "@/lib/regras/frequencia";

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

  it("the minimum is the company's in Ensino Fundamental, Médio and EJA; 60% in Pré-escola and none in Creche, whatever the company's", () => {
    expect(FREQUENCIA_MINIMA_DA_LEI).toBe(75);
    for (const minimo of [75, 80, 100]) {
      expect(frequenciaMinima("ef-1", minimo)).toBe(minimo);
      expect(frequenciaMinima("ef-5", minimo)).toBe(minimo);
      expect(frequenciaMinima("em-1", minimo)).toBe(minimo);
      expect(frequenciaMinima("eja-ef", minimo)).toBe(minimo);
      expect(frequenciaMinima("eja-em", minimo)).toBe(minimo);
      expect(frequenciaMinima("ei-pre-escola", minimo)).toBe(60);
      expect(frequenciaMinima("ei-creche", minimo)).toBeNull();
    }
  });

  it("decides 'below the minimum' on the exact fraction, at the law's 75%", () => {
    expect(abaixoDoMinimo(c(200, 50), "ef-5", 75)).toBe(false); // exactly 75%
    expect(abaixoDoMinimo(c(200, 51), "ef-5", 75)).toBe(true); // 74.5%
    expect(abaixoDoMinimo(c(2500, 626), "ef-5", 75)).toBe(true); // 74.96%: shown 74,9%
    expect(formatarFrequencia(c(2500, 626))).toBe("74,9%");
    expect(abaixoDoMinimo(c(200, 40, 10), "ef-5", 75)).toBe(false); // 150/200: the justified count as absences
    expect(abaixoDoMinimo(c(200, 41, 10), "ef-5", 75)).toBe(true); // 149/200
    expect(abaixoDoMinimo(c(0), "ef-5", 75)).toBe(false); // no day recorded decides nothing
    expect(abaixoDoMinimo(c(5, 9), "ef-5", 75)).toBe(true); // nonsense counters: 0%
  });

  it("a company at 80%: 78% is below it, 80% is not (and 78% is not below the law's 75%)", () => {
    expect(abaixoDoMinimo(c(50, 11), "ef-5", 80)).toBe(true); // 39/50 = 78%
    expect(abaixoDoMinimo(c(50, 10), "ef-5", 80)).toBe(false); // 40/50 = 80% exactly
    expect(abaixoDoMinimo(c(50, 11), "ef-5", 75)).toBe(false); // 78% at 75% rules
    expect(abaixoDoMinimo(c(50, 11), "em-2", 80)).toBe(true);
    expect(abaixoDoMinimo(c(50, 11), "eja-em", 80)).toBe(true);
    // 3999/5000 = 79.98%: shown 79,9%, below 80%; 4000/5000 exactly 80%, not below
    expect(abaixoDoMinimo(c(5000, 1001), "ef-9", 80)).toBe(true);
    expect(formatarFrequencia(c(5000, 1001))).toBe("79,9%");
    expect(abaixoDoMinimo(c(5000, 1000), "ef-9", 80)).toBe(false);
    // 7 of 9 days = 77.7…%: below 78 (7·100 = 700 < 78·9 = 702), not below 77 (700 ≥ 693)
    expect(abaixoDoMinimo(c(9, 2), "ef-5", 78)).toBe(true);
    expect(abaixoDoMinimo(c(9, 2), "ef-5", 77)).toBe(false);
  });

  it("Pré-escola keeps 60% whatever the company's minimum; Creche is never below", () => {
    for (const minimo of [75, 80, 90]) {
      expect(abaixoDoMinimo(c(10, 4), "ei-pre-escola", minimo)).toBe(false); // 60%
      expect(abaixoDoMinimo(c(50, 11), "ei-pre-escola", minimo)).toBe(false); // 78%
      expect(abaixoDoMinimo(c(10, 5), "ei-pre-escola", minimo)).toBe(true); // 50%
      expect(abaixoDoMinimo(c(10, 10), "ei-creche", minimo)).toBe(false); // 0%
      expect(abaixoDoMinimo(c(0), "ei-creche", minimo)).toBe(false);
    }
  });

  it("sums the etapas into the year", () => {
    expect(somar([c(50, 2, 1), c(48, 0, 3), c(0)])).toEqual(c(98, 2, 4));
    expect(somar([])).toEqual(c(0));
  });
});
