// Issue 43: the student's rules that read more than one field (lib/alunos/regras.ts), by hand:
// a field shown only with another's answer, a municipality of its UF, the certidão's registry year.
import { codigoDoMunicipio, conferirAluno } from "@/lib/alunos/regras";
import { condicaoAtendida } from "@/lib/alunos/descritor";
import { CAMPOS_DO_ALUNO } from "@/lib/alunos/campos";
import { certidaoComDigitos } from "@/lib/campos/certidao";
import { alunoTexts, documentoPessoalTexts } from "@/lib/messages";

const erros = alunoTexts.erros;
const ANO = 2026;
// 104539 01 55 <year> 1 00012 034 0005678, check digits computed.
const certidao = (ano: number) => certidaoComDigitos(`10453901 55${ano}100012034 0005678`.replace(/\s/g, ""));

describe("condicaoAtendida", () => {
  it("Povo indígena only with Indígena (5); País only with a nationality other than Brasileira; UF only with Brasileira", () => {
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.povoIndigena, { corRaca: "5" })).toBe(true);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.povoIndigena, { corRaca: "3" })).toBe(false);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.povoIndigena, { corRaca: null })).toBe(false);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.paisNacionalidade, { nacionalidade: "2" })).toBe(true);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.paisNacionalidade, { nacionalidade: "3" })).toBe(true);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.paisNacionalidade, { nacionalidade: "1" })).toBe(false);
    // Nothing answered: neither the country nor the birthplace.
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.paisNacionalidade, {})).toBe(false);
    expect(condicaoAtendida(CAMPOS_DO_ALUNO.ufNascimento, { nacionalidade: "1" })).toBe(true);
    expect(condicaoAtendida({}, {})).toBe(true);
  });
});

describe("codigoDoMunicipio", () => {
  it("takes the IBGE code of a municipality of the UF, or its exact name without accents or case", () => {
    expect(codigoDoMunicipio("3550308", "SP")).toBe("3550308");
    expect(codigoDoMunicipio("3550308", "RJ")).toBeNull();
    expect(codigoDoMunicipio("SAO PAULO", "SP")).toBe("3550308");
    expect(codigoDoMunicipio("  são paulo ", "SP")).toBe("3550308");
    expect(codigoDoMunicipio("São Paul", "SP")).toBeNull();
    expect(codigoDoMunicipio("9999999", "SP")).toBeNull();
  });
});

describe("conferirAluno", () => {
  const base = { nome: "Ana Souza", dataNascimento: "2014-05-20" };

  it("drops a value sent without its condition (stored null), and keeps it with it", () => {
    expect(conferirAluno({ ...base, corRaca: "1", povoIndigena: "7" }, ANO)).toEqual({ valores: { ...base, corRaca: "1", povoIndigena: null }, problemas: [] });
    expect(conferirAluno({ ...base, corRaca: "5", povoIndigena: "7" }, ANO).valores.povoIndigena).toBe("7");
    expect(conferirAluno({ ...base, nacionalidade: "1", paisNacionalidade: "76", ufNascimento: "SP", municipioNascimento: "3550308" }, ANO).valores).toMatchObject({ paisNacionalidade: null, ufNascimento: "SP" });
    expect(conferirAluno({ ...base, nacionalidade: "3", paisNacionalidade: "32", ufNascimento: "SP", municipioNascimento: "3550308" }, ANO).valores).toMatchObject({
      paisNacionalidade: "32",
      ufNascimento: null,
      municipioNascimento: null,
    });
  });

  it("requires a shown field that is `exigido`, under its field", () => {
    expect(conferirAluno({ ...base, corRaca: "5", povoIndigena: null }, ANO).problemas).toEqual([{ campo: "povoIndigena", mensagem: "Informe Povo indígena." }]);
    expect(conferirAluno({ ...base, nacionalidade: "2", paisNacionalidade: null }, ANO).problemas).toEqual([{ campo: "paisNacionalidade", mensagem: erros.exigidoCom("País de nacionalidade") }]);
    expect(conferirAluno({ ...base, nacionalidade: "1", ufNascimento: null, municipioNascimento: null }, ANO).problemas.map((p) => p.campo)).toEqual(["ufNascimento", "municipioNascimento"]);
  });

  it("a municipality must belong to its UF (a name becomes its code)", () => {
    expect(conferirAluno({ enderecoUf: "RJ", enderecoMunicipio: "3550308" }, ANO).problemas).toEqual([{ campo: "enderecoMunicipio", mensagem: erros.municipioDaUf }]);
    expect(conferirAluno({ enderecoUf: null, enderecoMunicipio: "3550308" }, ANO).problemas).toEqual([{ campo: "enderecoMunicipio", mensagem: erros.municipioSemUf }]);
    expect(conferirAluno({ enderecoUf: "RJ", enderecoMunicipio: "Niterói" }, ANO)).toEqual({ valores: { enderecoUf: "RJ", enderecoMunicipio: "3303302" }, problemas: [] });
  });

  it("the certidão's registry year from the birth year to the current one", () => {
    const t = documentoPessoalTexts.certidao;
    expect(conferirAluno({ ...base, certidaoNascimento: certidao(2014) }, ANO).problemas).toEqual([]);
    expect(conferirAluno({ ...base, certidaoNascimento: certidao(2026) }, ANO).problemas).toEqual([]);
    expect(conferirAluno({ ...base, certidaoNascimento: certidao(2013) }, ANO).problemas).toEqual([{ campo: "certidaoNascimento", mensagem: t.anoAntesDoNascimento }]);
    expect(conferirAluno({ ...base, certidaoNascimento: certidao(2027) }, ANO).problemas).toEqual([{ campo: "certidaoNascimento", mensagem: t.anoFuturo }]);
  });
});
