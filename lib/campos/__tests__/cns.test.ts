import { cnsDefinitivo, cnsValido, formatarCns, normalizarCns } from "../cns";

// Weights 15 down to 5 on a definitive number's PIS; 15 down to 1 on all 15 digits of any CNS.
describe("Cartão Nacional de Saúde (CNS)", () => {
  it("makes a definitive number from a PIS, by hand", () => {
    // 10000000000: 1·15 = 15, rest 4 → 11 − 4 = 7 → 000 7.
    expect(cnsDefinitivo("10000000000")).toBe("100000000000007");
    // 12345678901: 15+28+39+48+55+60+63+64+63+0+5 = 440 = 11·40, rest 0 → 11 → 0.
    expect(cnsDefinitivo("12345678901")).toBe("123456789010000");
    // 10000000006: 15 + 6·5 = 45, rest 1 → 10: then (45 + 2) mod 11 = 3 → 8, written 001 8.
    expect(cnsDefinitivo("10000000006")).toBe("100000000060018");
    // 20000000000: 2·15 = 30, rest 8 → 3.
    expect(cnsDefinitivo("20000000000")).toBe("200000000000003");
  });

  it("accepts definitive numbers (1 or 2) built from their PIS", () => {
    for (const cns of ["100000000000007", "123456789010000", "100000000060018", "200000000000003"]) expect(cnsValido(cns)).toBe(true);
    expect(cnsValido("100000000000008")).toBe(false);
    // Weighted sum a multiple of 11 (15 + 1·3 + 4 = 22) but not 000 or 001 after the PIS: refused.
    expect(cnsValido("100000000000104")).toBe(false);
  });

  it("accepts provisional numbers (7, 8 or 9) whose weighted sum is a multiple of 11", () => {
    expect(cnsValido("700000000000005")).toBe(true); // 7·15 = 105, + 5 = 110
    expect(cnsValido("800000000000001")).toBe(true); // 8·15 = 120, + 1 = 121
    expect(cnsValido("900000000000008")).toBe(true); // 9·15 = 135, + 8 = 143
    expect(cnsValido("800000000000002")).toBe(false); // 120 + 2 = 122, rest 1
    expect(cnsValido("700000000000006")).toBe(false);
  });

  it("refuses any other first digit, length or character", () => {
    expect(cnsValido("300000000000000")).toBe(false);
    expect(cnsValido("000000000000000")).toBe(false);
    expect(cnsValido("60000000000000X")).toBe(false);
    expect(cnsValido("70000000000005")).toBe(false);
  });

  it("reads it typed with or without spaces, and prints it", () => {
    expect(normalizarCns(" 700 0000 0000 0005 ")).toBe("700000000000005");
    expect(normalizarCns("100000000000007")).toBe("100000000000007");
    expect(normalizarCns("700.0000.0000.0005")).toBeNull();
    expect(normalizarCns("700 0000 0000 0006")).toBeNull();
    expect(formatarCns("900000000000008")).toBe("900 0000 0000 0008");
  });
});
