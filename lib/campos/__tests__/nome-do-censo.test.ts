import { problemaDoNomeNoCenso } from "../nome-do-censo";

describe("the Censo's rule on names", () => {
  it("accepts letters with or without accents, spaces, apostrophes and hyphens", () => {
    for (const nome of ["Maria da Conceição", "João D'Ávila", "Ana-Júlia Souza", "Zoë Müller", "Ñandú Ávila", "José D’Ávila", "Ana"]) {
      expect(problemaDoNomeNoCenso(nome)).toBeNull();
    }
    expect(problemaDoNomeNoCenso("")).toBeNull(); // required or not is the form's business
  });

  it("refuses digits, punctuation and letters the Censo's file cannot hold", () => {
    const erro = "O nome só pode ter letras, espaços, apóstrofos e hífens.";
    for (const nome of ["Maria 2", "Ana.Souza", "João (filho)", "Ana_Maria", "Łukasz Nowak", "Ελένη", "Ana × Bia"]) {
      expect(problemaDoNomeNoCenso(nome)).toBe(erro);
    }
  });

  it("refuses the same letter four times in a row, whatever its case or accent", () => {
    const erro = "O nome não pode ter a mesma letra 4 vezes seguidas.";
    expect(problemaDoNomeNoCenso("Maaaaria")).toBe(erro);
    expect(problemaDoNomeNoCenso("Aaaá Souza")).toBe(erro);
    expect(problemaDoNomeNoCenso("Isaaac Souza")).toBeNull(); // three
    expect(problemaDoNomeNoCenso("Ana Aa Aa")).toBeNull(); // not in a row
  });

  it("wants at least 3 letters and at most 100 characters", () => {
    expect(problemaDoNomeNoCenso("Al")).toBe("O nome deve ter pelo menos 3 letras.");
    expect(problemaDoNomeNoCenso("A-B 'C")).toBeNull();
    expect(problemaDoNomeNoCenso("A-B")).toBe("O nome deve ter pelo menos 3 letras.");
    const cem = `${"Ana Souza ".repeat(10).trim()}a`; // 99 + 1
    expect(cem).toHaveLength(100);
    expect(problemaDoNomeNoCenso(cem)).toBeNull();
    expect(problemaDoNomeNoCenso(`${cem}b`)).toBe("O nome pode ter até 100 caracteres.");
    expect(problemaDoNomeNoCenso(`  Ana   Souza  `)).toBeNull();
  });
});
