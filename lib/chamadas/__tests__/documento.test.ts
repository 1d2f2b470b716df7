import { ajustar, ajustes, mesmasMarcas, naChamadaDoDia, totais, type Registro } from "@/lib/chamadas/documento";
import { dentroDoPrazoDoProfessor } from "@/lib/regras/prazo-da-chamada";

// The roll call's arithmetic, by hand: who is on a day's roll, what a save moves in the counters
// (first save, a change, the same marks again, a move of the day to another etapa), and the
// professor's 7 days.

const r = (marcas: Record<string, ["e1" | "e2" | "e3" | "e4", "presente" | "falta" | "justificada"]>): Registro =>
  Object.fromEntries(Object.entries(marcas).map(([id, [e, m]]) => [id, { e, m }]));

describe("the roll of a day", () => {
  it("has the entries begun by that day and not ended by it (a move on a day counts in the new turma)", () => {
    expect(naChamadaDoDia({ desde: "2026-03-02", ate: null }, "2026-03-02")).toBe(true);
    expect(naChamadaDoDia({ desde: "2026-03-03", ate: null }, "2026-03-02")).toBe(false);
    expect(naChamadaDoDia({ desde: "2026-03-02", ate: "2026-05-04" }, "2026-05-03")).toBe(true);
    expect(naChamadaDoDia({ desde: "2026-03-02", ate: "2026-05-04" }, "2026-05-04")).toBe(false);
  });

  it("counts presences, absences and justified absences apart", () => {
    expect(totais(r({ a: ["e1", "presente"], b: ["e2", "falta"], c: ["e3", "justificada"], d: ["e4", "falta"] }))).toEqual({ presentes: 1, faltas: 2, justificadas: 1 });
  });

  it("compares marks per student, whatever the entries", () => {
    expect(mesmasMarcas(r({ a: ["e1", "falta"] }), r({ a: ["e2", "falta"] }))).toBe(true);
    expect(mesmasMarcas(r({ a: ["e1", "falta"] }), r({ a: ["e1", "justificada"] }))).toBe(false);
    expect(mesmasMarcas(r({ a: ["e1", "falta"] }), r({ a: ["e1", "falta"], b: ["e2", "presente"] }))).toBe(false);
  });
});

describe("what a save moves", () => {
  it("the first time: a day for everyone, an absence for the absent", () => {
    const depois = r({ a: ["e1", "presente"], b: ["e2", "falta"], c: ["e3", "justificada"] });
    expect(ajustes(null, { registro: depois, etapa: 1 })).toEqual([
      { entrada: "e1", etapa: 1, delta: { dias: 1, faltas: 0, justificadas: 0 } },
      { entrada: "e2", etapa: 1, delta: { dias: 1, faltas: 1, justificadas: 0 } },
      { entrada: "e3", etapa: 1, delta: { dias: 1, faltas: 0, justificadas: 1 } },
    ]);
  });

  it("a change: only the difference (no day counted twice)", () => {
    const antes = r({ a: ["e1", "presente"], b: ["e2", "falta"], c: ["e3", "justificada"] });
    const depois = r({ a: ["e1", "falta"], b: ["e2", "falta"], c: ["e3", "presente"] });
    expect(ajustes({ registro: antes, etapa: 0 }, { registro: depois, etapa: 0 })).toEqual([
      { entrada: "e1", etapa: 0, delta: { dias: 0, faltas: 1, justificadas: 0 } },
      { entrada: "e3", etapa: 0, delta: { dias: 0, faltas: 0, justificadas: -1 } },
    ]);
  });

  it("the same marks again: nothing", () => {
    const dia = r({ a: ["e1", "falta"], b: ["e2", "presente"] });
    expect(ajustes({ registro: dia, etapa: 2 }, { registro: dia, etapa: 2 })).toEqual([]);
  });

  it("a student who left the roll takes its day out; one who joined puts one in", () => {
    const antes = r({ a: ["e1", "falta"], b: ["e2", "presente"] });
    const depois = r({ b: ["e2", "presente"], c: ["e3", "presente"] });
    expect(ajustes({ registro: antes, etapa: 0 }, { registro: depois, etapa: 0 })).toEqual([
      { entrada: "e1", etapa: 0, delta: { dias: -1, faltas: -1, justificadas: 0 } },
      { entrada: "e3", etapa: 0, delta: { dias: 1, faltas: 0, justificadas: 0 } },
    ]);
  });

  it("a day now in another etapa (the calendar changed) moves from one etapa to the other", () => {
    const dia = r({ a: ["e1", "falta"] });
    expect(ajustes({ registro: dia, etapa: 0 }, { registro: dia, etapa: 1 })).toEqual([
      { entrada: "e1", etapa: 0, delta: { dias: -1, faltas: -1, justificadas: 0 } },
      { entrada: "e1", etapa: 1, delta: { dias: 1, faltas: 1, justificadas: 0 } },
    ]);
  });

  it("never takes a counter below zero", () => {
    expect(ajustar({ dias: 0, faltas: 0, justificadas: 0 }, { dias: -1, faltas: -1, justificadas: 0 })).toEqual({ dias: 0, faltas: 0, justificadas: 0 });
    expect(ajustar({ dias: 10, faltas: 2, justificadas: 1 }, { dias: 1, faltas: 1, justificadas: -1 })).toEqual({ dias: 11, faltas: 3, justificadas: 0 });
  });
});

describe("the professor's 7 days", () => {
  it("allows today and up to 7 days back, not 8, not a day ahead", () => {
    expect(dentroDoPrazoDoProfessor("2026-11-23", "2026-11-23")).toBe(true);
    expect(dentroDoPrazoDoProfessor("2026-11-16", "2026-11-23")).toBe(true); // 7 days back
    expect(dentroDoPrazoDoProfessor("2026-11-15", "2026-11-23")).toBe(false); // 8
    expect(dentroDoPrazoDoProfessor("2026-11-24", "2026-11-23")).toBe(false);
    expect(dentroDoPrazoDoProfessor("2026-02-27", "2026-03-02")).toBe(true); // across a month's end (3 days)
  });
});
