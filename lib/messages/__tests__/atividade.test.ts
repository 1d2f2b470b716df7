import { configTexts, planilhaTexts } from "@/lib/messages";

// The company's recent activity: a line's detail follows it as words, never a sentence in brackets.
const linha = (tipo: string, detalhe: string) => configTexts.atividade.detalhe(tipo, detalhe);

describe("an activity's detail", () => {
  it("reads '30 alunos importados.' after the import's line, without brackets", () => {
    expect(linha("alunos.importados", planilhaTexts.importados(30))).toBe(": 30 alunos importados.");
  });

  it("notes an invitation's role, says a CPF search's outcome and an export's count", () => {
    expect(linha("membro.convidado", "Secretaria")).toBe(" (Secretaria)");
    expect(linha("alunos.buscaPorCpf", "nenhum aluno encontrado")).toBe(" nenhum aluno encontrado");
    expect(linha("alunos.exportados", "25 alunos")).toBe(": 25 alunos");
  });
});
