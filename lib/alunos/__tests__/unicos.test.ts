import { chaveDoUnico, colecaoDoUnico } from "@/lib/alunos/documento";
import { CAMPOS_UNICOS } from "@/lib/alunos/descritor";

describe("the unique numbers' reservations", () => {
  it("are the descriptor's `unico` fields (CPF today)", () => {
    expect(CAMPOS_UNICOS.map((c) => c.chave)).toContain("cpf");
  });

  it("live in alunos_{field in snake case}, one document per company and value", () => {
    expect(colecaoDoUnico("cpf")).toBe("alunos_cpf");
    expect(colecaoDoUnico("nis")).toBe("alunos_nis");
    expect(colecaoDoUnico("certidaoNascimento")).toBe("alunos_certidao_nascimento");
    expect(chaveDoUnico("emp/1", "52998224725")).toBe("emp%2F1__52998224725");
  });
});
