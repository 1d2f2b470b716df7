import { cpfValido, formatarCpf, mascararCpf, normalizarCpf } from "@/lib/campos/cpf";
import { diaDe, formatarData, lerData } from "@/lib/campos/data";

describe("CPF", () => {
  it("accepts valid CPFs with or without punctuation", () => {
    expect(normalizarCpf("529.982.247-25")).toBe("52998224725");
    expect(normalizarCpf(" 52998224725 ")).toBe("52998224725");
    expect(cpfValido("11144477735")).toBe(true);
  });

  it.each(["529.982.247-26", "111.111.111-11", "5299822472", "529 982 247 25", "abc.def.ghi-jk", "529.982.24725x"])("refuses %s", (cpf) => {
    expect(normalizarCpf(cpf)).toBeNull();
  });

  it("formats and masks", () => {
    expect(formatarCpf("52998224725")).toBe("529.982.247-25");
    expect(mascararCpf("12345678909")).toBe("***.456.789-**");
  });
});

describe("dates", () => {
  it("reads real calendar days written either way", () => {
    expect(lerData("2015-03-10")).toBe("2015-03-10");
    expect(lerData("10/03/2015")).toBe("2015-03-10");
    expect(lerData("1/3/2015")).toBe("2015-03-01");
    expect(lerData("2016-02-29")).toBe("2016-02-29");
  });

  it.each(["2015-02-29", "31/04/2015", "2015-13-01", "15/03/15", "ontem", ""])("refuses %s", (text) => expect(lerData(text)).toBeNull());

  it("tells the day of a moment as it is in Brazil", () => {
    // 02:00 UTC on 1 January is still 31 December in São Paulo (UTC-3).
    expect(diaDe(new Date("2027-01-01T02:00:00Z"))).toBe("2026-12-31");
    expect(diaDe(new Date("2027-01-01T03:00:00Z"))).toBe("2027-01-01");
    expect(formatarData("2015-03-10")).toBe("10/03/2015");
  });
});
