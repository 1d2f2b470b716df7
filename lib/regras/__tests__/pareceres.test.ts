import { avaliadaPorParecer, lerParecer, PARECER_MAX, tamanhoDoParecer } from "@/lib/regras/pareceres";
import { situacaoFinalPorParecer } from "@/lib/regras/situacao-final";
import { montarBoletim, type EntradaDoBoletim, type TurmaDoBoletim } from "@/lib/regras/boletim";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";

// `Parecer descritivo` (issue 41): which turmas, what a parecer may hold, the year's result of a
// child evaluated so, and the boletim made of pareceres. Every case computed by hand.

const porNotas = REGRAS_PADRAO; // 1º–3º ano by grades (the default); frequência 75%
const porParecer = { ...REGRAS_PADRAO, anosIniciaisPorParecer: true };
const presente = { dias: 200, faltas: 0, justificadas: 0 };

describe("avaliadaPorParecer", () => {
  it("Educação Infantil always; EF 1º, 2º and 3º ano only by the company's choice; never 4º ano on, EM or EJA", () => {
    for (const regras of [porNotas, porParecer]) {
      expect(avaliadaPorParecer("ei-creche", regras)).toBe(true);
      expect(avaliadaPorParecer("ei-pre-escola", regras)).toBe(true);
    }
    expect(["ef-1", "ef-2", "ef-3"].map((e) => avaliadaPorParecer(e as "ef-1", porNotas))).toEqual([false, false, false]);
    expect(["ef-1", "ef-2", "ef-3"].map((e) => avaliadaPorParecer(e as "ef-1", porParecer))).toEqual([true, true, true]);
    expect(["ef-4", "ef-9", "em-1", "eja-ef", "eja-em"].map((e) => avaliadaPorParecer(e as "ef-4", porParecer))).toEqual([false, false, false, false, false]);
  });
});

describe("lerParecer", () => {
  it("keeps 5,000 characters, refuses 5,001 saying how many", () => {
    expect(lerParecer("a".repeat(PARECER_MAX))).toEqual({ texto: "a".repeat(5000) });
    expect(lerParecer("a".repeat(PARECER_MAX + 1))).toEqual({ erro: "tamanho", tamanho: 5001 });
  });

  it("counts letters as one each (ç, ã, a letter and its accent typed apart), line breaks as one, and not the blanks around", () => {
    // "Ação" is 4; "e\u0301" is é (NFC): 1; "\r\n" is one line break.
    expect(tamanhoDoParecer("Ação")).toBe(4);
    expect(tamanhoDoParecer("e\u0301")).toBe(1);
    // "Lê bem." 7 + the line break 1 + "Conta até 20." 13 = 21.
    expect(tamanhoDoParecer("  Lê bem.\r\nConta até 20.  ")).toBe(21);
    expect(lerParecer("  Lê bem.\r\nConta até 20.\t ")).toEqual({ texto: "Lê bem.\nConta até 20." });
    // 4,999 letters, a "\r\n" (one) and "x": 5,001, refused.
    expect(lerParecer(`${"a".repeat(4999)}\r\nx`)).toEqual({ erro: "tamanho", tamanho: 5001 });
  });

  it("an empty text clears the parecer", () => {
    expect(lerParecer("   \n ")).toEqual({ texto: "" });
  });

  it("refuses what the boletim cannot print (emoji, CJK), naming each once; keeps Latin, Greek and Cyrillic", () => {
    expect(lerParecer("Muito bem 😀 😀 王")).toEqual({ erro: "caracteres", caracteres: ["😀", "王"] });
    expect(lerParecer("Ñandú, Ωmega, Жук — “aspas” e 1º")).toEqual({ texto: "Ñandú, Ωmega, Жук — “aspas” e 1º" });
  });
});

describe("situacaoFinalPorParecer", () => {
  const etapas = [true, true, true, true];
  it("EF 1º–3º ano: Aprovado with every parecer and the frequência at the minimum; Reprovado por frequência one day below, missing pareceres or not", () => {
    // 200 days, 50 absences (10 justified): 150 ÷ 200 = 75%: passes.
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-2", comParecer: etapas, contagem: { dias: 200, faltas: 40, justificadas: 10 }, regras: porParecer })).toBe("aprovado");
    // 51 absences: 149 ÷ 200 = 74,5%.
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-2", comParecer: etapas, contagem: { dias: 200, faltas: 41, justificadas: 10 }, regras: porParecer })).toBe("reprovado-frequencia");
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-2", comParecer: [true, false], contagem: { dias: 200, faltas: 51, justificadas: 0 }, regras: porParecer })).toBe("reprovado-frequencia");
  });

  it("EF 1º–3º ano: undecided while an etapa has no parecer; no roll call decides nothing", () => {
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-1", comParecer: [true, false, true, true], contagem: presente, regras: porParecer })).toBeNull();
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ef-3", comParecer: etapas, contagem: { dias: 0, faltas: 0, justificadas: 0 }, regras: porParecer })).toBe("aprovado");
  });

  it("Educação Infantil: Concluído, with pareceres missing and whatever the counters", () => {
    expect(situacaoFinalPorParecer({ etapaDeEnsino: "ei-pre-escola", comParecer: [false, false], contagem: { dias: 100, faltas: 90, justificadas: 0 }, regras: porParecer })).toBe("concluido");
  });
});

describe("montarBoletim of a turma evaluated by parecer", () => {
  const entrada = (idTurma: string, desde: string, situacao: EntradaDoBoletim["situacao"], frequencia: EntradaDoBoletim["frequencia"] = {}): EntradaDoBoletim => ({ idTurma, desde, situacao, frequencia });
  const turma = (id: string, etapaDeEnsino: TurmaDoBoletim["etapaDeEnsino"]): TurmaDoBoletim => ({ id, etapaDeEnsino, componentes: [{ id: "matematica", nome: "Matemática" }] });
  const pareceres: Record<string, string> = { "A/0": "Primeiro, na turma A.", "A/1": "Segundo, na turma A.", "B/1": "Segundo, na turma B." };
  const parecer = (idTurma: string, etapa: number) => pareceres[`${idTurma}/${etapa}`];

  it("has no grade rows; each etapa's parecer is the latest turma's that has one; the frequência sums every entry", () => {
    const b = montarBoletim({
      // Moved from A to B on 2026-05-04: B is the turma of the boletim.
      entradas: [entrada("A", "2026-02-02", "remanejado", { "0": { dias: 40, faltas: 4, justificadas: 0 } }), entrada("B", "2026-05-04", "cursando", { "1": { dias: 40, faltas: 0, justificadas: 2 } })],
      turmas: new Map([turma("A", "ef-1"), turma("B", "ef-1")].map((t) => [t.id, t])),
      nota: () => 80,
      parecer,
      quantasEtapas: 3,
      regras: porParecer,
    });
    expect(b).toMatchObject({ idTurma: "B", linhas: [], comNotas: false, pareceres: ["Primeiro, na turma A.", "Segundo, na turma B.", null] });
    // 80 days, 4 absences and 2 justified: 74 ÷ 80 = 92,5%; the 3rd etapa has no parecer: undecided.
    expect(b.contagem).toEqual({ dias: 80, faltas: 4, justificadas: 2 });
    expect(b.frequencia).toBe(925);
    expect(b.situacaoCalculada).toBeNull();
  });

  it("an etapa marked `Sem nota (ingressou em …)` waits for no parecer either", () => {
    const b = montarBoletim({
      entradas: [{ ...entrada("B", "2026-05-04", "cursando"), semNota: ["0"] }],
      turmas: new Map([["B", turma("B", "ef-1")]]),
      nota: () => undefined,
      parecer,
      quantasEtapas: 2,
      regras: porParecer,
    });
    expect(b).toMatchObject({ pareceres: [null, "Segundo, na turma B."], etapasSemNota: [0], situacaoCalculada: "aprovado" });
  });

  it("the same 1º ano by grades (the company's default) keeps its grades and no pareceres", () => {
    const b = montarBoletim({ entradas: [entrada("A", "2026-02-02", "cursando")], turmas: new Map([["A", turma("A", "ef-1")]]), nota: () => 80, parecer, quantasEtapas: 2, regras: porNotas });
    expect(b.pareceres).toBeUndefined();
    expect(b.linhas[0]).toMatchObject({ media: 80, final: 80 });
    expect(b.situacaoCalculada).toBe("aprovado");
  });

  it("Educação Infantil: its pareceres, and Concluído", () => {
    const b = montarBoletim({ entradas: [entrada("A", "2026-02-02", "cursando")], turmas: new Map([["A", turma("A", "ei-pre-escola")]]), nota: () => undefined, parecer, quantasEtapas: 2, regras: porNotas });
    expect(b).toMatchObject({ pareceres: ["Primeiro, na turma A.", "Segundo, na turma A."], situacaoCalculada: "concluido", comNotas: false });
  });
});
