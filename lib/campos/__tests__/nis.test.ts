import { formatarNis, nisComDigito, nisValido, normalizarNis } from "../nis";

// Weights 3,2,9,8,7,6,5,4,3,2 on the first ten digits; the check is 11 − (sum mod 11), 0 when the rest is 0 or 1.
describe("NIS (PIS/PASEP)", () => {
  it("computes the check digit by hand", () => {
    // 1234567890: 3+4+27+32+35+36+35+32+27+0 = 231 = 11·21, rest 0 → 0.
    expect(nisComDigito("1234567890")).toBe("12345678900");
    // 1000000000: 1·3 = 3, rest 3 → 11 − 3 = 8.
    expect(nisComDigito("1000000000")).toBe("10000000008");
    // 4000000000: 4·3 = 12, rest 1 → 0.
    expect(nisComDigito("4000000000")).toBe("40000000000");
    // 2090000001: 2·3 + 0·2 + 9·9 + 1·2 = 6+81+2 = 89 = 88+1, rest 1 → 0.
    expect(nisComDigito(2090000001)).toBe("20900000010");
    // 1700000004: 1·3 + 7·2 + 4·2 = 25, rest 3 → 8.
    expect(nisComDigito("1700000004")).toBe("17000000048");
  });

  it("accepts a NIS whose check digit is right, and nothing else", () => {
    expect(nisValido("12345678900")).toBe(true);
    expect(nisValido("10000000008")).toBe(true);
    expect(nisValido("10000000007")).toBe(false);
    expect(nisValido("00000000000")).toBe(false);
    expect(nisValido("1234567890")).toBe(false);
    expect(nisValido("123456789000")).toBe(false);
    expect(nisValido("1234567890a")).toBe(false);
  });

  it("reads it typed with or without its punctuation, and prints it", () => {
    expect(normalizarNis(" 123.45678.90-0 ")).toBe("12345678900");
    expect(normalizarNis("12345678900")).toBe("12345678900");
    expect(normalizarNis("123.45678.90-1")).toBeNull();
    expect(normalizarNis("123 45678 90 0")).toBeNull();
    expect(normalizarNis("")).toBeNull();
    expect(formatarNis("17000000048")).toBe("170.00000.04-8");
  });
});
