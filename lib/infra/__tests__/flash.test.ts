import { flashText } from "@/lib/infra/flash";

describe("flashText", () => {
  it("shows our fixed messages", () => {
    expect(flashText("escolaCadastrada")).toBe("Escola cadastrada.");
  });

  it("shows a message with its value only when the value has the expected shape", () => {
    expect(flashText("alunoCadastrado:2026-000123")).toBe("Aluno cadastrado. Matrícula 2026-000123.");
    expect(flashText("alunoCadastrado:<script>alert(1)</script>")).toBeNull();
    expect(flashText("alunoCadastrado:2026-000123 e mais")).toBeNull();
  });

  it("shows nothing for anything else", () => {
    expect(flashText(undefined)).toBeNull();
    expect(flashText("toString")).toBeNull();
    expect(flashText("qualquer:coisa")).toBeNull();
    expect(flashText("escolaCadastrada:x")).toBeNull();
  });
});
