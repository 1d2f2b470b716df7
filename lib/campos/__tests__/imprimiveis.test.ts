import * as fontkit from "fontkit";
import { readFileSync } from "node:fs";
import path from "node:path";
import { IMPRIMIVEIS, imprimivel } from "@/lib/regras/imprimiveis";
import { FONTES_DOS_PDFS, imprimiveisDasFontes } from "@/lib/campos/imprimiveis-das-fontes";
import { nomeDePessoaOuLugar } from "@/lib/campos/texto";

// Issue 41: a name the rule accepts must print right. The rule holds the printable characters as
// data (it also runs in the browser); these tests keep the data and the embedded fonts in agreement.

const fontes = FONTES_DOS_PDFS.map((arquivo) => fontkit.create(readFileSync(path.join(process.cwd(), arquivo))) as fontkit.Font);
const temGlifo = (cp: number) => fontes.every((f) => f.hasGlyphForCodePoint(cp) && f.glyphForCodePoint(cp).id !== 0);

describe("the printable characters", () => {
  it("are the data the fonts give (run scripts/caracteres-imprimiveis.ts after changing a font)", () => {
    expect(IMPRIMIVEIS.map(([a, b]) => [a, b])).toEqual(imprimiveisDasFontes());
  });

  it("are ordered ranges that do not touch", () => {
    IMPRIMIVEIS.forEach(([inicio, fim], i) => {
      expect(inicio).toBeLessThanOrEqual(fim);
      if (i > 0) expect(inicio).toBeGreaterThan(IMPRIMIVEIS[i - 1]![1] + 1);
    });
  });

  it("answer by code point", () => {
    for (const c of ["A", "ç", "ã", "Ω", "Ж", "\u0301", " ", "'", "-", "º"]) expect(imprimivel(c.codePointAt(0)!)).toBe(true);
    for (const c of ["א", "ا", "王", "😀", "अ", "\u0000", "\u200b"]) expect(imprimivel(c.codePointAt(0)!)).toBe(false);
  });

  it("every code point a name may hold has a glyph in every embedded font", () => {
    const nome = nomeDePessoaOuLugar({ obrigatorio: "x", tamanho: "x" });
    const aceitosSemGlifo: string[] = [];
    for (let cp = 0; cp <= 0x1ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      // Between letters, so that a lone mark or a blank is judged as part of a name.
      if (nome.safeParse(`Ana${c}Lima`).success && !/^\s$/u.test(c) && !temGlifo(cp)) aceitosSemGlifo.push(cp.toString(16));
    }
    expect(aceitosSemGlifo).toEqual([]);
  });
});
