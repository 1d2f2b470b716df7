import { montarBoletim, type ChaveDaEtapa, type EntradaDoBoletim, type TurmaDoBoletim } from "@/lib/regras/boletim";
import { REGRAS_PADRAO } from "@/lib/regras/regras-de-avaliacao";

// Every number of a boletim, computed by hand.

type Notas = Record<string, Partial<Record<ChaveDaEtapa, number>>>; // `${idTurma}/${idComponente}` → etapa → tenths

const nota = (notas: Notas) => (idTurma: string, idComponente: string, etapa: ChaveDaEtapa) => notas[`${idTurma}/${idComponente}`]?.[etapa];

const turmaA: TurmaDoBoletim = { id: "A", etapaDeEnsino: "ef-5", componentes: [{ id: "matematica", nome: "Matemática" }, { id: "arte", nome: "Arte" }] };
const turmaB: TurmaDoBoletim = { id: "B", etapaDeEnsino: "ef-5", componentes: [{ id: "mat-b", nome: "Matemática" }, { id: "arte", nome: "Arte" }] };
const turmas = new Map([turmaA, turmaB].map((t) => [t.id, t]));

const entrada = (idTurma: string, desde: string, situacao: EntradaDoBoletim["situacao"], frequencia: EntradaDoBoletim["frequencia"] = {}): EntradaDoBoletim => ({ idTurma, desde, situacao, frequencia });

describe("montarBoletim", () => {
  it("a missing etapa leaves the average and the final at —, and the result undecided", () => {
    const b = montarBoletim({
      entradas: [entrada("A", "2026-02-02", "cursando")],
      turmas,
      nota: nota({ "A/matematica": { "0": 70, "1": 80, "3": 90 }, "A/arte": { "0": 70, "1": 70, "2": 70, "3": 70 } }),
      quantasEtapas: 4,
      regras: REGRAS_PADRAO,
    });
    expect(b.linhas[0]).toMatchObject({ componente: "Matemática", etapas: [70, 80, null, 90], media: null, final: null });
    expect(b.linhas[1]).toMatchObject({ componente: "Arte", media: 70, final: 70 });
    expect(b.situacaoCalculada).toBeNull();
  });

  it("rounds 6,45 up to 6,5 and approves", () => {
    const b = montarBoletim({
      entradas: [entrada("A", "2026-02-02", "cursando")],
      turmas,
      // Matemática (6,4 + 6,5) ÷ 2 = 6,45 → 6,5; Arte (6,0 + 5,9) ÷ 2 = 5,95 → 6,0
      nota: nota({ "A/matematica": { "0": 64, "1": 65 }, "A/arte": { "0": 60, "1": 59 } }),
      quantasEtapas: 2,
      regras: REGRAS_PADRAO,
    });
    expect(b.linhas.map((l) => [l.media, l.final])).toEqual([
      [65, 65],
      [60, 60],
    ]);
    expect(b.situacaoCalculada).toBe("aprovado");
  });

  it("recovery higher replaces the average; lower keeps it (and retains)", () => {
    const comum = { entradas: [entrada("A", "2026-02-02", "cursando")], turmas, quantasEtapas: 2, regras: REGRAS_PADRAO };
    // Matemática (5,0 + 4,0) ÷ 2 = 4,5, in recovery; Arte 8,0
    const maior = montarBoletim({ ...comum, nota: nota({ "A/matematica": { "0": 50, "1": 40, rec: 70 }, "A/arte": { "0": 80, "1": 80 } }) });
    expect(maior.linhas[0]).toMatchObject({ media: 45, emRecuperacao: true, recuperacao: 70, final: 70 });
    expect(maior.situacaoCalculada).toBe("aprovado");
    const menor = montarBoletim({ ...comum, nota: nota({ "A/matematica": { "0": 50, "1": 40, rec: 30 }, "A/arte": { "0": 80, "1": 80 } }) });
    expect(menor.linhas[0]).toMatchObject({ media: 45, recuperacao: 30, final: 45 });
    expect(menor.situacaoCalculada).toBe("reprovado");
    // Without the rule the recovery is neither shown nor counted.
    const semRegra = montarBoletim({ ...comum, regras: { ...REGRAS_PADRAO, recuperacaoFinal: false }, nota: nota({ "A/matematica": { "0": 50, "1": 40, rec: 70 }, "A/arte": { "0": 80, "1": 80 } }) });
    expect(semRegra.linhas[0]).toMatchObject({ recuperacao: null, final: 45 });
  });

  it("a student entitled to the recovery without its grade is missing a grade, not Reprovado, until it is typed or marked Não compareceu", () => {
    const comum = { entradas: [entrada("A", "2026-02-02", "cursando")], turmas, quantasEtapas: 2, regras: REGRAS_PADRAO };
    // Matemática (5,0 + 4,0) ÷ 2 = 4,5, in recovery; no recovery grade typed.
    const notas = nota({ "A/matematica": { "0": 50, "1": 40 }, "A/arte": { "0": 80, "1": 80 } });
    const semRecuperacao = montarBoletim({ ...comum, nota: notas });
    expect(semRecuperacao.linhas[0]).toMatchObject({ media: 45, emRecuperacao: true, recuperacao: null, naoCompareceu: false, recuperacaoPendente: true, final: null });
    expect(semRecuperacao.situacaoCalculada).toBeNull();
    // Marked `Não compareceu à recuperação` (this turma's Matemática): the average is final.
    const ausente = montarBoletim({ ...comum, nota: notas, naoCompareceu: (idTurma, idComponente) => idTurma === "A" && idComponente === "matematica" });
    expect(ausente.linhas[0]).toMatchObject({ recuperacao: null, naoCompareceu: true, recuperacaoPendente: false, final: 45 });
    expect(ausente.situacaoCalculada).toBe("reprovado");
    // Without the rule of recovery, the average is final at once.
    const semRegra = montarBoletim({ ...comum, nota: notas, regras: { ...REGRAS_PADRAO, recuperacaoFinal: false } });
    expect(semRegra.linhas[0]).toMatchObject({ recuperacaoPendente: false, final: 45 });
    expect(semRegra.situacaoCalculada).toBe("reprovado");
    // A student above the passing grade has no recovery to wait for.
    expect(semRecuperacao.linhas[1]).toMatchObject({ emRecuperacao: false, recuperacaoPendente: false, final: 80 });
  });

  it("frequência exactly at 75% passes", () => {
    const b = montarBoletim({
      // 100 days, 20 absences and 5 justified: 75 ÷ 100 = 75,0%
      entradas: [entrada("A", "2026-02-02", "cursando", { "0": { dias: 60, faltas: 15, justificadas: 5 }, "1": { dias: 40, faltas: 5, justificadas: 0 } })],
      turmas,
      nota: nota({ "A/matematica": { "0": 60, "1": 60 }, "A/arte": { "0": 60, "1": 60 } }),
      quantasEtapas: 2,
      regras: REGRAS_PADRAO,
    });
    expect(b.contagem).toEqual({ dias: 100, faltas: 20, justificadas: 5 });
    expect(b.frequencia).toBe(750);
    expect(b.situacaoCalculada).toBe("aprovado");
  });

  it("a student who joined in the 2nd etapa: the 1st etapa's grade is the one typed in (brought from the former school)", () => {
    const comum = { entradas: [entrada("A", "2026-05-04", "cursando", { "1": { dias: 30, faltas: 3, justificadas: 0 } })], turmas, quantasEtapas: 2, regras: REGRAS_PADRAO };
    const semNota = montarBoletim({ ...comum, nota: nota({ "A/matematica": { "1": 80 }, "A/arte": { "1": 70 } }) });
    expect(semNota.linhas[0]).toMatchObject({ etapas: [null, 80], media: null });
    const comNota = montarBoletim({ ...comum, nota: nota({ "A/matematica": { "0": 71, "1": 80 }, "A/arte": { "0": 70, "1": 70 } }) });
    // (7,1 + 8,0) ÷ 2 = 7,55 → 7,6
    expect(comNota.linhas[0]).toMatchObject({ etapas: [71, 80], media: 76 });
    // only the days in the turma count: 27 of 30 = 90,0%
    expect(comNota.frequencia).toBe(900);
  });

  it("an etapa marked Sem nota (ingressou em …): the average is of the etapas graded, nothing is missing there", () => {
    // Joined on 04/05 (2nd bimestre), no grade from a former school for the 1st: marked.
    const chegou = (semNota: string[]) => [{ ...entrada("A", "2026-05-04", "cursando"), semNota }];
    const notas = nota({ "A/matematica": { "1": 70, "2": 80, "3": 85 }, "A/arte": { "0": 30, "1": 60, "2": 60, "3": 60 } });
    const comum = { turmas, nota: notas, quantasEtapas: 4, regras: REGRAS_PADRAO };
    const semMarca = montarBoletim({ ...comum, entradas: chegou([]) });
    expect(semMarca.linhas[0]).toMatchObject({ etapas: [null, 70, 80, 85], media: null });
    expect(semMarca).toMatchObject({ etapasSemNota: [], ingresso: "2026-05-04", situacaoCalculada: null });
    const marcada = montarBoletim({ ...comum, entradas: chegou(["0"]) });
    // Matemática (7,0 + 8,0 + 8,5) ÷ 3 = 7,833… → 7,8; Arte's 1st (3,0, typed by mistake) is left out: 6,0.
    expect(marcada.linhas[0]).toMatchObject({ etapas: [null, 70, 80, 85], media: 78, final: 78 });
    expect(marcada.linhas[1]).toMatchObject({ etapas: [null, 60, 60, 60], media: 60, final: 60 });
    expect(marcada).toMatchObject({ etapasSemNota: [0], ingresso: "2026-05-04", situacaoCalculada: "aprovado" });
    // Every etapa marked: no average at all (nothing to decide from).
    expect(montarBoletim({ ...comum, entradas: chegou(["0", "1", "2", "3"]) }).linhas[0]).toMatchObject({ media: null, final: null });
    // A mark on an entry of another turma of the year counts too (it follows the student); a key that is no etapa is ignored.
    const movido = montarBoletim({ ...comum, entradas: [entrada("A", "2026-06-01", "cursando"), { ...entrada("B", "2026-05-04", "remanejado"), semNota: ["0", "9", "x"] }] });
    expect(movido).toMatchObject({ etapasSemNota: [0], ingresso: "2026-05-04" });
  });

  it("a student moved between turmas: grades follow the component (by name), counters add each turma's days", () => {
    const b = montarBoletim({
      entradas: [
        entrada("A", "2026-02-02", "remanejado", { "0": { dias: 40, faltas: 2, justificadas: 1 }, "1": { dias: 10, faltas: 1, justificadas: 0 } }),
        entrada("B", "2026-04-20", "cursando", { "1": { dias: 30, faltas: 0, justificadas: 0 }, "2": { dias: 50, faltas: 3, justificadas: 1 } }),
      ],
      turmas,
      nota: nota({
        "A/matematica": { "0": 50, "1": 60 },
        // B's sheet of the 2nd etapa wins over A's (the latest turma)
        "B/mat-b": { "1": 70, "2": 80, "3": 90 },
        "A/arte": { "0": 90 },
        "B/arte": { "1": 90, "2": 90, "3": 90 },
      }),
      quantasEtapas: 4,
      regras: REGRAS_PADRAO,
    });
    expect(b.idTurma).toBe("B");
    // Matemática: 5,0 (A) + 7,0 (B) + 8,0 + 9,0 = 29 ÷ 4 = 7,25 → 7,3
    expect(b.linhas[0]).toMatchObject({ idComponente: "mat-b", etapas: [50, 70, 80, 90], media: 73 });
    expect(b.linhas[1]).toMatchObject({ etapas: [90, 90, 90, 90], media: 90 });
    // 130 days, 6 absences + 2 justified: 122 ÷ 130 = 93,846…% → 93,8%
    expect(b.contagem).toEqual({ dias: 130, faltas: 6, justificadas: 2 });
    expect(b.frequencia).toBe(938);
    expect(b.situacaoCalculada).toBe("aprovado");
  });

  it("Educação Infantil has no grades and is Concluído", () => {
    const infantil: TurmaDoBoletim = { id: "I", etapaDeEnsino: "ei-pre-escola", componentes: [] };
    const b = montarBoletim({ entradas: [entrada("I", "2026-02-02", "cursando")], turmas: new Map([["I", infantil]]), nota: () => undefined, quantasEtapas: 4, regras: REGRAS_PADRAO });
    expect(b).toMatchObject({ comNotas: false, linhas: [], situacaoCalculada: "concluido" });
  });
});
