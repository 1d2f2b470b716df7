import { situacaoFinal, situacaoFinalPorParecer } from "@/lib/regras/situacao-final";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";

const regras = REGRAS_PADRAO; // média 6,0; frequência 75%; with recovery
const presente = { dias: 100, faltas: 0, justificadas: 0 };

describe("situacaoFinal", () => {
  it("approves with every final grade at or above the passing grade", () => {
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [60, 75, 100], contagem: presente, regras })).toBe("aprovado");
  });

  it("retains with one final grade below it", () => {
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [60, 59, 100], contagem: presente, regras })).toBe("reprovado");
  });

  it("frequência exactly at 75% passes; one day less retains, before any grade", () => {
    // 200 days, 50 absences (10 justified): 150 ÷ 200 = 75%
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [80], contagem: { dias: 200, faltas: 40, justificadas: 10 }, regras })).toBe("aprovado");
    // 51 absences: 149 ÷ 200 = 74,5%
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [80], contagem: { dias: 200, faltas: 41, justificadas: 10 }, regras })).toBe("reprovado-frequencia");
    // takes precedence over grades, and over a grade missing
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [30, null], contagem: { dias: 200, faltas: 51, justificadas: 0 }, regras })).toBe("reprovado-frequencia");
  });

  it("with no roll call recorded the frequência decides nothing", () => {
    expect(situacaoFinal({ etapaDeEnsino: "em-1", finais: [70], contagem: { dias: 0, faltas: 0, justificadas: 0 }, regras })).toBe("aprovado");
  });

  it("is undecided while a final grade is missing", () => {
    expect(situacaoFinal({ etapaDeEnsino: "ef-9", finais: [70, null], contagem: presente, regras })).toBeNull();
  });

  it("Educação Infantil is Concluído, whatever the counters", () => {
    expect(situacaoFinal({ etapaDeEnsino: "ei-pre-escola", finais: [], contagem: { dias: 100, faltas: 90, justificadas: 0 }, regras })).toBe("concluido");
    expect(situacaoFinal({ etapaDeEnsino: "ei-creche", finais: [], contagem: presente, regras })).toBe("concluido");
  });

  it("uses the company's minimum frequência, as the roll call's flag does (lib/regras/frequencia.ts's abaixoDoMinimo)", () => {
    const a80 = { ...regras, frequenciaMinima: 80 };
    // 80% required: 78 of 100 days present retains; 80 of 100 passes
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [90], contagem: { dias: 100, faltas: 22, justificadas: 0 }, regras: a80 })).toBe("reprovado-frequencia");
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [90], contagem: { dias: 100, faltas: 20, justificadas: 0 }, regras: a80 })).toBe("aprovado");
    expect(situacaoFinal({ etapaDeEnsino: "em-3", finais: [90], contagem: { dias: 100, faltas: 12, justificadas: 10 }, regras: a80 })).toBe("reprovado-frequencia");
    // the same 78% at the law's 75%: approved
    expect(situacaoFinal({ etapaDeEnsino: "ef-5", finais: [90], contagem: { dias: 100, faltas: 22, justificadas: 0 }, regras })).toBe("aprovado");
    // by parecer (EF 1º–3º ano) alike
    const porParecer = { ...a80, anosIniciaisPorParecer: true };
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-2", comParecer: [true, true], contagem: { dias: 100, faltas: 22, justificadas: 0 }, regras: porParecer })).toBe("reprovado-frequencia");
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-2", comParecer: [true, true], contagem: { dias: 100, faltas: 22, justificadas: 0 }, regras: { ...porParecer, frequenciaMinima: 75 } })).toBe("aprovado");
  });
});
