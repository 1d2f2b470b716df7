import { randomBytes } from "node:crypto";
import { ALFABETO, BYTES_DO_CODIGO, codigoDeBytes, codigoEmGrupos, lerCodigo, lerCodigoDoEndereco, SIMBOLOS } from "@/lib/documentos/codigo";
import { nomeDoArquivo } from "@/lib/documentos/emissao";
import { periodoValido } from "@/lib/documentos/emissao";
import { documentoTexts } from "@/lib/messages";

// The code of a document (issue 26): 80 random bits as 16 symbols of an alphabet without
// look-alikes, shown in groups of four; and the pure parts of issuing (the file's name, the period).

const erros = documentoTexts.erros;

describe("the verification code", () => {
  it("100,000 codes: 16 symbols of the alphabet each, no two alike, each symbol about as frequent in every position", () => {
    const N = 100_000;
    const codigos = new Set<string>();
    const contagem = Array.from({ length: SIMBOLOS }, () => new Map<string, number>());
    const forma = new RegExp(`^[${ALFABETO}]{${SIMBOLOS}}$`);
    for (let i = 0; i < N; i++) {
      const codigo = codigoDeBytes(randomBytes(BYTES_DO_CODIGO));
      if (!forma.test(codigo)) throw new Error(`a code out of shape: ${codigo}`);
      codigos.add(codigo);
      [...codigo].forEach((s, p) => contagem[p]!.set(s, (contagem[p]!.get(s) ?? 0) + 1));
    }
    expect(codigos.size).toBe(N);
    expect(ALFABETO).not.toMatch(/[01IO]/);
    expect(ALFABETO).toHaveLength(32);
    // Chi-square per position, 31 degrees of freedom: 100 is far beyond any fair draw (p < 1e-8).
    const esperado = N / ALFABETO.length;
    for (const porSimbolo of contagem) {
      const chi2 = [...ALFABETO].reduce((soma, s) => soma + ((porSimbolo.get(s) ?? 0) - esperado) ** 2 / esperado, 0);
      expect(chi2).toBeLessThan(100);
    }
  });

  it("is shown in groups of four and read back without dashes, spaces or case; anything else is no code", () => {
    const codigo = codigoDeBytes(randomBytes(BYTES_DO_CODIGO));
    const grupos = codigoEmGrupos(codigo);
    expect(grupos).toMatch(new RegExp(`^([${ALFABETO}]{4}-){3}[${ALFABETO}]{4}$`));
    expect(lerCodigo(grupos)).toBe(codigo);
    expect(lerCodigo(` ${grupos.toLowerCase().replace(/-/g, " ")} `)).toBe(codigo);
    for (const texto of [codigo.slice(1), `${codigo}A`, codigo.replace(/./, "O"), "x".repeat(2000), "' OR 1=1 --", "К7QM4XPA9RTB2WCE"]) expect(lerCodigo(texto)).toBeNull();
  });

  test("a unicode letter whose upper case is a symbol (ſ → S, ﬀ → FF, ı → I) is no symbol: only a–z are read as A–Z", () => {
    const codigo = "K7QM4XPA9RTB2WCS";
    expect(lerCodigo(codigo.toLowerCase())).toBe(codigo);
    expect(lerCodigo(`${codigo.slice(0, 15).toLowerCase()}ſ`)).toBeNull();
    expect(lerCodigo("K7QM4XPA9RTB2Wﬀ")).toBeNull();
    expect(lerCodigo("ＫＷＱＭ４ＸＰＡ９ＲＴＢ２ＷＣＥ")).toBeNull();
  });
});

describe("a code in an address's segment (issue 41)", () => {
  it("is read once percent-decoded: spaced groups, dashes and lower case as the plain code", () => {
    expect(lerCodigoDoEndereco("7B7C%20644Y%203XNC%20D5LK")).toBe("7B7C644Y3XNCD5LK");
    expect(lerCodigoDoEndereco("7b7c%20644y%203xnc%20d5lk")).toBe("7B7C644Y3XNCD5LK");
    expect(lerCodigoDoEndereco("7B7C-644Y-3XNC-D5LK")).toBe("7B7C644Y3XNCD5LK");
    expect(lerCodigoDoEndereco("7B7C%2D644Y%2D3XNC%2DD5LK")).toBe("7B7C644Y3XNCD5LK");
    expect(lerCodigoDoEndereco("7B7C644Y3XNCD5LK")).toBe("7B7C644Y3XNCD5LK");
    // An already decoded segment reads the same.
    expect(lerCodigoDoEndereco("7B7C 644Y 3XNC D5LK")).toBe("7B7C644Y3XNCD5LK");
  });

  it("anything else is no code: a malformed escape, a path, a long text, a look-alike escaped", () => {
    for (const segmento of ["%E0%A4%A", "7B7C%2F644Y3XNCD5LK", "..%2F..%2Fempresas", "%20".repeat(500), "7B7C644Y3XNCD5L%C5%BF", "", undefined, 42]) {
      expect(lerCodigoDoEndereco(segmento)).toBeNull();
    }
  });
});

describe("issuing's pure parts", () => {
  it("names the file after the type and the student's name in plain letters", () => {
    expect(nomeDoArquivo("matricula", "Maria da Conceição Araújo")).toBe("declaracao-de-matricula-maria-da-conceicao-araujo.pdf");
    expect(nomeDoArquivo("frequencia", "João D'Ávila")).toBe("declaracao-de-frequencia-joao-d-avila.pdf");
    expect(nomeDoArquivo("matricula", "李小龍")).toBe("declaracao-de-matricula-aluno.pdf");
  });

  const ano = { etapas: [{ inicio: "2026-02-02", fim: "2026-04-17" }, { inicio: "2026-04-22", fim: "2026-12-18" }] };

  it("a blank period is the year so far; a typed one is read in either writing", () => {
    expect(periodoValido(undefined, ano, "2026-05-10")).toEqual({ de: "2026-02-02", ate: "2026-05-10" });
    expect(periodoValido({ de: "", ate: " " }, ano, "2027-01-20")).toEqual({ de: "2026-02-02", ate: "2026-12-18" });
    expect(periodoValido({ de: "01/03/2026", ate: "2026-03-31" }, ano, "2026-05-10")).toEqual({ de: "2026-03-01", ate: "2026-03-31" });
  });

  it.each([
    [{ de: "31/02/2026" }, erros.periodo],
    [{ de: "x".repeat(10_000) }, erros.periodo],
    [{ ate: "2026-13-01" }, erros.periodo],
    [{ de: "2026-04-01", ate: "2026-03-01" }, erros.periodoInvertido],
    [{ de: "2025-12-01", ate: "2026-03-01" }, erros.periodoForaDoAno("02/02/2026", "18/12/2026")],
    [{ de: "0001-01-01", ate: "9999-12-31" }, erros.periodoForaDoAno("02/02/2026", "18/12/2026")],
    [{ de: "2026-03-01", ate: "2026-06-01" }, erros.periodoNoFuturo],
  ])("refuses %p in Portuguese", (periodo, mensagem) => {
    expect(() => periodoValido(periodo, ano, "2026-05-10")).toThrow(mensagem);
  });

  it("before the year's first day there is no period yet", () => {
    expect(() => periodoValido(undefined, ano, "2026-01-20")).toThrow(erros.periodoNoFuturo);
  });
});
