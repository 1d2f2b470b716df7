import { certidaoComDigitos, certidaoValida, digitosDaCertidao, partesDaCertidao, problemaDaCertidaoDeNascimento } from "../certidao";

// Real-shaped matrículas made up here: serventia · acervo · 55 · ano · livro tipo · livro · folha · termo.
const BASE_A = "123456" + "01" + "55" + "2015" + "1" + "00012" + "034" + "0005678";
const BASE_B = "000000" + "00" + "55" + "2000" + "1" + "00000" + "000" + "0000000";

describe("the certidão's matrícula", () => {
  it("computes the two check digits by hand", () => {
    // B: first digit, weights 2,3…10,0,1,2…: 5·10 (digit 9) + 5·0 (10) + 2·1 (11) + 1·5 (15) = 57, mod 11 = 2.
    // Second, weights 1,2…10,0,1…: 5·9 + 5·10 + 2·0 + 1·4 + 2·9 (the first check digit, 31st) = 117, mod 11 = 7.
    expect(digitosDaCertidao(BASE_B)).toBe("27");
    // A: sums 441 (mod 11 = 1) and 428 (mod 11 = 10, written 1).
    expect(digitosDaCertidao(BASE_A)).toBe("11");
    expect(certidaoComDigitos(BASE_A)).toBe(`${BASE_A}11`);
  });

  it("checks the digits of 32, and nothing else", () => {
    expect(certidaoValida(`${BASE_A}11`)).toBe(true);
    expect(certidaoValida(`${BASE_B}27`)).toBe(true);
    expect(certidaoValida(`${BASE_B}72`)).toBe(false);
    expect(certidaoValida(`${BASE_B}XX`)).toBe(false);
    expect(certidaoValida(BASE_B)).toBe(false);
  });

  it("names its parts, punctuation aside", () => {
    expect(partesDaCertidao(`123456 01 55 2015 1 00012 034 0005678-11`)).toEqual({
      serventia: "123456",
      acervo: "01",
      servico: "55",
      ano: 2015,
      tipoDoLivro: "1",
      livro: "00012",
      folha: "034",
      termo: "0005678",
      digitos: "11",
    });
    expect(partesDaCertidao("1234")).toBeNull();
  });

  it("refuses what the Censo refuses of a certidão de nascimento, with the reason", () => {
    const matricula = `${BASE_A}11`; // registered in 2015
    expect(problemaDaCertidaoDeNascimento(matricula, 2015, 2026)).toBeNull();
    expect(problemaDaCertidaoDeNascimento(matricula, 2014, 2015)).toBeNull();
    expect(problemaDaCertidaoDeNascimento(matricula, 2016, 2026)).toBe("O ano do registro (dígitos 11 a 14) é anterior ao ano de nascimento.");
    expect(problemaDaCertidaoDeNascimento(matricula, 2010, 2014)).toBe("O ano do registro (dígitos 11 a 14) ainda não chegou.");
    expect(problemaDaCertidaoDeNascimento(`${BASE_A}12`, 2015, 2026)).toBe("Dígitos verificadores inválidos.");
    expect(problemaDaCertidaoDeNascimento("12345", 2015, 2026)).toBe("A matrícula da certidão tem 32 dígitos.");
    expect(problemaDaCertidaoDeNascimento(`${BASE_A}1X`, 2015, 2026)).toBe("A matrícula da certidão tem 32 dígitos.");
    const casamento = certidaoComDigitos("123456" + "01" + "55" + "2015" + "2" + "00012" + "034" + "0005678");
    expect(problemaDaCertidaoDeNascimento(casamento, 2000, 2026)).toBe("A matrícula não é de uma certidão de nascimento (o dígito 15 é 1).");
    const outroServico = certidaoComDigitos("123456" + "01" + "56" + "2015" + "1" + "00012" + "034" + "0005678");
    expect(problemaDaCertidaoDeNascimento(outroServico, 2015, 2026)).toBe("A matrícula não é de um registro civil (os dígitos 9 e 10 são 55).");
  });
});
