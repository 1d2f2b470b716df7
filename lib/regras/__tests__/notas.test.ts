import { emRecuperacao, formatarNota, lerNota, mediaAnual, notaFinal } from "@/lib/regras/notas";
import { REGRAS_PADRAO, type RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import { professorAindaLanca } from "@/lib/regras/prazo-das-notas";

// Grades in tenths, computed by hand.

describe("lerNota", () => {
  it.each([
    ["7,5", 75],
    ["7.5", 75],
    ["10", 100],
    ["10,0", 100],
    ["0", 0],
    ["0,0", 0],
    [" 6,4 ", 64],
    ["9,9", 99],
  ])("reads %p as %p tenths", (texto, decimos) => expect(lerNota(texto)).toBe(decimos));

  it("reads an empty field as no grade (not zero)", () => {
    expect(lerNota("")).toBeNull();
    expect(lerNota("   ")).toBeNull();
  });

  it.each(["10,01", "10,1", "11", "-1", "7.55", "7,55", "abc", "7,", ",5", "1e1", "７,５", "7 ,5", "x".repeat(10_000), "0x10"])("refuses %p", (texto) => {
    expect(lerNota(texto)).toBeUndefined();
  });
});

describe("formatarNota", () => {
  it("writes tenths with a comma, and — for none", () => {
    expect(formatarNota(75)).toBe("7,5");
    expect(formatarNota(100)).toBe("10,0");
    expect(formatarNota(0)).toBe("0,0");
    expect(formatarNota(null)).toBe("—");
  });
});

describe("mediaAnual", () => {
  it("is the mean rounded half up to one decimal", () => {
    // (6,4 + 6,5) ÷ 2 = 6,45 → 6,5
    expect(mediaAnual([64, 65])).toBe(65);
    // (7 + 8 + 6 + 5) ÷ 4 = 6,5
    expect(mediaAnual([70, 80, 60, 50])).toBe(65);
    // (7,0 + 7,0 + 6,9) ÷ 3 = 6,966… → 7,0
    expect(mediaAnual([70, 70, 69])).toBe(70);
    // (5,0 + 5,1 + 5,1) ÷ 3 = 5,066… → 5,1
    expect(mediaAnual([50, 51, 51])).toBe(51);
    // (6,1 + 6,2 + 6,2 + 6,2) ÷ 4 = 6,175 → 6,2
    expect(mediaAnual([61, 62, 62, 62])).toBe(62);
    // (5,9 + 5,9 + 6,0 + 6,0) ÷ 4 = 5,95 → 6,0
    expect(mediaAnual([59, 59, 60, 60])).toBe(60);
    // (5,9 + 5,9 + 5,9 + 6,0) ÷ 4 = 5,925 → 5,9
    expect(mediaAnual([59, 59, 59, 60])).toBe(59);
  });

  it("is none while an etapa has no grade", () => {
    expect(mediaAnual([70, null, 80, 90])).toBeNull();
    expect(mediaAnual([])).toBeNull();
  });
});

describe("notaFinal", () => {
  const comRec = REGRAS_PADRAO;
  const semRec: RegrasDeAvaliacao = { ...REGRAS_PADRAO, recuperacaoFinal: false };

  it("takes the recovery grade when it is higher", () => {
    expect(emRecuperacao(52, comRec)).toBe(true);
    expect(notaFinal(52, 70, comRec)).toBe(70);
  });

  it("keeps the average when the recovery grade is lower", () => {
    expect(notaFinal(52, 40, comRec)).toBe(52);
  });

  it("keeps the average of a student not in recovery, and without the rule", () => {
    expect(emRecuperacao(60, comRec)).toBe(false);
    expect(notaFinal(60, 90, comRec)).toBe(60);
    expect(emRecuperacao(52, semRec)).toBe(false);
    expect(notaFinal(52, 90, semRec)).toBe(52);
  });

  it("is none without an average", () => {
    expect(notaFinal(null, 90, comRec)).toBeNull();
  });
});

describe("professorAindaLanca", () => {
  it("allows until the etapa ends plus 15 days", () => {
    expect(professorAindaLanca("2026-04-30", "2026-04-30")).toBe(true);
    expect(professorAindaLanca("2026-04-30", "2026-05-15")).toBe(true);
    expect(professorAindaLanca("2026-04-30", "2026-05-16")).toBe(false);
    expect(professorAindaLanca("2026-04-30", "2026-02-10")).toBe(true);
  });
});
