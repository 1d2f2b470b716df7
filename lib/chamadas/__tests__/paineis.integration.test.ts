import { salvarChamada } from "@/lib/chamadas/escrita";
import { chamadaInput } from "@/lib/chamadas/schema";
import type { Marca } from "@/lib/chamadas/documento";
import { alunosAbaixoDoMinimo, anosComAulaHoje, contarTurmasSemChamada, turmasSemChamada, vePaineis } from "@/lib/chamadas/paineis";
import { contagemDoPeriodo, linhaDeFrequencia, periodoPedido } from "@/lib/chamadas/frequencia";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { remanejar } from "@/lib/enturmacoes/escrita";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { decodeCursor, type PageRequest } from "@/lib/infra/paginacao";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, type TestTurma } from "@/test/support/firebase";

// Home's roll-call panels on the local database, with roll calls saved through the real
// transaction: who is counted below the minimum (each etapa de ensino's, the year's counters, only
// `Cursando`, only this company), the list's pages, and which turmas have no roll call today (only
// years in progress with class today, in queries of 30 years, never another company's).

jest.setTimeout(60_000);
afterAll(closeTestApp);

// Last year's calendar (4 bimestres, in progress): every day of it is in the past, whenever the test runs.
const PASSADO = anoAtual() - 1;
function diaUtil(mmdd: string): string {
  const dia = new Date(`${PASSADO}-${mmdd}T00:00:00Z`);
  while (dia.getUTCDay() === 0 || dia.getUTCDay() === 6) dia.setUTCDate(dia.getUTCDate() + 1);
  return dia.toISOString().slice(0, 10);
}
const DIAS = [diaUtil("03-02"), diaUtil("03-09"), diaUtil("03-16"), diaUtil("03-23")]; // 1st bimestre
const D_BIM2 = diaUtil("05-04"); // 2nd bimestre

const marcar = (idTurma: string, dia: string, marcas: Record<string, Marca>) =>
  chamadaInput.parse({ idTurma, dia, versao: 0, marcas: Object.entries(marcas).map(([id, marca]) => ({ id, marca })) });

/** A school with last year's calendar in progress and one turma per etapa de ensino given, each with these students (from February on). */
async function escolaDoAnoPassado(ctx: ShellContext, turmas: { nome: string; etapaDeEnsino: string; alunos: string[] }[]) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: `Escola ${turmas[0]!.nome}` }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: PASSADO, turmas: turmas.map(({ nome, etapaDeEnsino }) => ({ nome, etapaDeEnsino })) });
  const porTurma: { turma: TestTurma; alunos: Record<string, string> }[] = [];
  for (const [i, t] of turmas.entries()) {
    const turma = ano.turmas[i]!;
    const seeded = await seedAlunos(ctx.empresa.id, t.alunos.map((nome) => ({ nome, idEscola: idEscola!, turma, desde: `${PASSADO}-02-01` })));
    porTurma.push({ turma, alunos: Object.fromEntries(t.alunos.map((nome, j) => [nome, seeded[j]!.id])) });
  }
  return { idEscola: idEscola!, porTurma };
}

/** Saves the 4 days of the 1st bimestre with the absences given per student name (a list of marks, one per day; the others present). */
async function quatroDias(ctx: ShellContext, turma: TestTurma, alunos: Record<string, string>, faltas: Record<string, Marca[]>) {
  for (const [d, dia] of DIAS.entries()) {
    const marcas: Record<string, Marca> = {};
    for (const [nome, lista] of Object.entries(faltas)) marcas[alunos[nome]!] = lista[d] ?? "presente";
    await salvarChamada(ctx, marcar(turma.id, dia, marcas));
  }
}

const primeira: PageRequest = { kind: "first" };

describe("Frequência abaixo do mínimo", () => {
  it("counts the students Cursando below their etapa de ensino's minimum on the year's counters, only in this company", async () => {
    const ctx = contexto();
    const alheia = contexto();
    const { porTurma } = await escolaDoAnoPassado(ctx, [
      { nome: "5º ano A", etapaDeEnsino: "ef-5", alunos: ["Ana Abaixo", "Bruno Limite", "Carla Justificada", "Davi Presente"] },
      { nome: "Creche A", etapaDeEnsino: "ei-creche", alunos: ["Elisa Creche"] },
      { nome: "Pré-escola A", etapaDeEnsino: "ei-pre-escola", alunos: ["Fábio Pre", "Gil Pre"] },
    ]);
    const [fund, creche, pre] = porTurma as [(typeof porTurma)[number], (typeof porTurma)[number], (typeof porTurma)[number]];
    // Home's kept counts start here, so every count below is one the roll call's saves kept.
    expect(await conferirContadores(ctx)).toMatchObject({ alunosAtivos: 7, abaixoDoMinimo: 0 });
    // 5º ano (75%): Ana 2 of 4 absent (50%), Bruno 1 (75%: not below), Carla 1 + 1 justified (50%), Davi none.
    // The three turmas' roll calls are saved at the same time (each keeps the company's count).
    await Promise.all([
      quatroDias(ctx, fund.turma, fund.alunos, { "Ana Abaixo": ["falta", "falta"], "Bruno Limite": ["falta"], "Carla Justificada": ["falta", "justificada"] }),
      // Creche: absent every day, and no minimum.
      quatroDias(ctx, creche.turma, creche.alunos, { "Elisa Creche": ["falta", "falta", "falta", "falta"] }),
      // Pré-escola (60%): Fábio 2 of 4 (50%: below), Gil 1 of 4 (75%).
      quatroDias(ctx, pre.turma, pre.alunos, { "Fábio Pre": ["falta", "justificada"], "Gil Pre": ["falta"] }),
    ]);
    // Another company: a student absent every day.
    const outra = await escolaDoAnoPassado(alheia, [{ nome: "5º ano Z", etapaDeEnsino: "ef-5", alunos: ["Zeca Alheio"] }]);
    await quatroDias(alheia, outra.porTurma[0]!.turma, outra.porTurma[0]!.alunos, { "Zeca Alheio": ["falta", "falta", "falta", "falta"] });

    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(3);
    expect((await conferirContadores(alheia)).abaixoDoMinimo).toBe(1);
    const pagina = await alunosAbaixoDoMinimo(ctx, primeira);
    expect(pagina.items.map((a) => [a.nome, a.turma, a.frequencia])).toEqual([
      ["Ana Abaixo", "5º ano A", "50,0%"],
      ["Carla Justificada", "5º ano A", "50,0%"],
      ["Fábio Pre", "Pré-escola A", "50,0%"],
    ]);
    expect(pagina.items[0]).toMatchObject({ idAluno: fund.alunos["Ana Abaixo"], idTurma: fund.turma.id, idEscola: fund.turma.idEscola });
    expect(pagina).toMatchObject({ anterior: null, proxima: null });

    // A day of the 2nd bimestre, everyone present: Ana and Carla 2 of 5 absent (60%), still below 75%.
    await salvarChamada(ctx, marcar(fund.turma.id, D_BIM2, {}));
    // Changed: Bruno absent that day, 2 of 5 over the year (60%), now below.
    await salvarChamada(ctx, { ...marcar(fund.turma.id, D_BIM2, { [fund.alunos["Bruno Limite"]!]: "falta" }), versao: 1 });
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(4);
    // The roll call's counters the turma's page reads: per etapa, on the same entries.
    const entradas = await alunosDaTurma(ctx, fund.turma.id);
    expect(entradas.find((e) => e.nomeAluno === "Bruno Limite")?.frequencia).toEqual({ "0": { dias: 4, faltas: 1, justificadas: 0 }, "1": { dias: 1, faltas: 1, justificadas: 0 } });

    // Ana moved to another turma: her entry there is not `Cursando` any more (and the new one has no day yet).
    const ana = entradas.find((e) => e.nomeAluno === "Ana Abaixo")!;
    await remanejar(ctx, ana.id, pre.turma.id);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(3);
    expect((await alunosAbaixoDoMinimo(ctx, primeira)).items.map((a) => a.nome)).toEqual(["Bruno Limite", "Carla Justificada", "Fábio Pre"]);
  });

  it("pages the list by cursors, 25 a page, forward and back", async () => {
    const ctx = contexto();
    const nomes = Array.from({ length: 27 }, (_, i) => `Aluno ${String(i + 1).padStart(2, "0")} Faltoso`);
    const { porTurma } = await escolaDoAnoPassado(ctx, [{ nome: "9º ano A", etapaDeEnsino: "ef-9", alunos: nomes }]);
    const { turma, alunos } = porTurma[0]!;
    await conferirContadores(ctx);
    await salvarChamada(ctx, marcar(turma.id, DIAS[0]!, Object.fromEntries(Object.values(alunos).map((id) => [id, "falta" as Marca]))));
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(27);
    const p1 = await alunosAbaixoDoMinimo(ctx, primeira);
    expect(p1.items.map((a) => a.nome)).toEqual(nomes.slice(0, 25));
    expect(p1.items.every((a) => a.frequencia === "0,0%")).toBe(true);
    expect(p1.anterior).toBeNull();
    const p2 = await alunosAbaixoDoMinimo(ctx, { kind: "after", cursor: decodeCursor(p1.proxima)! });
    expect(p2.items.map((a) => a.nome)).toEqual(nomes.slice(25));
    expect(p2.proxima).toBeNull();
    const volta = await alunosAbaixoDoMinimo(ctx, { kind: "before", cursor: decodeCursor(p2.anterior)! });
    expect(volta.items.map((a) => a.nome)).toEqual(nomes.slice(0, 25));
  });
});

describe("Turmas sem chamada hoje", () => {
  const HOJE = hoje();
  const ESTE_ANO = anoAtual();

  /**
   * A school with this year in progress (or not) whose calendar has class today whatever the
   * weekday: two semestres covering the year, and today a `Letivo extra` day (or `Não letivo`).
   */
  async function escolaDeHoje(ctx: ShellContext, nome: string, turmas: string[], { hojeLetivo = true, emAndamento = true } = {}) {
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome }]);
    const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ESTE_ANO, emAndamento, turmas: turmas.map((n) => ({ nome: n })) });
    await testDb()
      .doc(`anos_letivos/${ano.id}`)
      .update({
        tipoEtapas: "semestres",
        etapas: [
          { inicio: `${ESTE_ANO}-01-01`, fim: `${ESTE_ANO}-06-30` },
          { inicio: `${ESTE_ANO}-07-01`, fim: `${ESTE_ANO}-12-31` },
        ],
        especiais: [{ id: "hoje", de: HOJE, ate: HOJE, tipo: hojeLetivo ? "letivoExtra" : "naoLetivo", motivo: "Dia de hoje" }],
      });
    return { idEscola: idEscola!, ano };
  }

  it("counts and lists the turmas of years with class today whose latest roll call is before today, only in this company", async () => {
    const ctx = contexto();
    const alheia = contexto();
    const hojeTem = await escolaDeHoje(ctx, "Escola Com Aula", ["1º ano A", "1º ano B", "1º ano C"]);
    await escolaDeHoje(ctx, "Escola Em Feriado", ["2º ano A"], { hojeLetivo: false });
    await escolaDeHoje(ctx, "Escola Em Planejamento", ["3º ano A"], { emAndamento: false });
    const passado = await escolaDoAnoPassado(ctx, [{ nome: "4º ano A", etapaDeEnsino: "ef-4", alunos: ["Hugo Passado"] }]);
    await escolaDeHoje(alheia, "Escola Alheia", ["1º ano Z"]);

    const [a, b, c] = hojeTem.ano.turmas as [TestTurma, TestTurma, TestTurma];
    const [idAluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Iris Presente", idEscola: hojeTem.idEscola, turma: a, desde: `${ESTE_ANO}-01-01` }]);
    await salvarChamada(ctx, marcar(a.id, HOJE, { [idAluno!.id]: "falta" }));
    // Last year's turma had a roll call long ago: it has no class today, so it is not waiting.
    await salvarChamada(ctx, marcar(passado.porTurma[0]!.turma.id, DIAS[0]!, {}));

    const aula = await anosComAulaHoje(ctx);
    expect(aula).toEqual({ hoje: HOJE, anos: [hojeTem.ano.id] });
    expect(await contarTurmasSemChamada(ctx, aula)).toBe(2);
    const pagina = await turmasSemChamada(ctx, aula, primeira);
    expect(pagina.items.map((t) => t.id).sort()).toEqual([b.id, c.id].sort());
    expect(pagina.items.every((t) => t.ultimaChamada === "" && t.idEscola === hojeTem.idEscola)).toBe(true);
    expect(pagina).toMatchObject({ anterior: null, proxima: null });

    // A roll call of B today: one left.
    await salvarChamada(ctx, marcar(b.id, HOJE, {}));
    expect(await contarTurmasSemChamada(ctx, aula)).toBe(1);
    expect((await turmasSemChamada(ctx, aula, primeira)).items.map((t) => t.nome)).toEqual(["1º ano C"]);

    // The other company sees its own turma only.
    const daAlheia = await anosComAulaHoje(alheia);
    expect(await contarTurmasSemChamada(alheia, daAlheia)).toBe(1);
    // A company with no year with class today: nothing to ask.
    const vazia = contexto();
    expect(await anosComAulaHoje(vazia)).toEqual({ hoje: HOJE, anos: [] });
    expect(await contarTurmasSemChamada(vazia, { hoje: HOJE, anos: [] })).toBe(0);
  });

  it("asks in queries of 30 years and pages the merged answers by cursors, the longest waiting first", async () => {
    const ctx = contexto();
    const escolas: Awaited<ReturnType<typeof escolaDeHoje>>[] = [];
    // 31 schools with class today, one turma each: two `in` queries (30 + 1).
    for (let i = 0; i < 31; i++) escolas.push(await escolaDeHoje(ctx, `Escola ${String(i + 1).padStart(2, "0")}`, [`Turma ${String(i + 1).padStart(2, "0")}`]));
    // Three turmas whose latest roll call was on an earlier day (last year: before today whatever today is).
    const turmaDe = (i: number) => escolas[i]!.ano.turmas[0]!.id;
    const anteriores = [
      [turmaDe(30), `${ESTE_ANO - 1}-12-01`],
      [turmaDe(0), `${ESTE_ANO - 1}-12-02`],
      [turmaDe(15), `${ESTE_ANO - 1}-12-03`],
    ] as const;
    for (const [id, dia] of anteriores) await testDb().doc(`turmas/${id}`).update({ ultimaChamada: dia });
    // And one with today's roll call (not waiting).
    await testDb().doc(`turmas/${turmaDe(7)}`).update({ ultimaChamada: HOJE });
    const aula = await anosComAulaHoje(ctx);
    expect(aula.anos).toHaveLength(31);
    expect(await contarTurmasSemChamada(ctx, aula)).toBe(30);
    const p1 = await turmasSemChamada(ctx, aula, primeira);
    const p2 = await turmasSemChamada(ctx, aula, { kind: "after", cursor: decodeCursor(p1.proxima)! });
    expect(p1.items).toHaveLength(25);
    expect(p2.items).toHaveLength(5);
    expect(p2.proxima).toBeNull();
    // Never a roll call ("") first, by id; then the earliest latest day first.
    const nunca = escolas.map((_, i) => turmaDe(i)).filter((id) => ![turmaDe(30), turmaDe(0), turmaDe(15), turmaDe(7)].includes(id)).sort();
    expect([...p1.items, ...p2.items].map((t) => t.id)).toEqual([...nunca, ...anteriores.map(([id]) => id)]);
    expect(p2.items.slice(-3).map((t) => t.ultimaChamada)).toEqual(anteriores.map(([, dia]) => dia));
    const volta = await turmasSemChamada(ctx, aula, { kind: "before", cursor: decodeCursor(p2.anterior)! });
    expect(volta.items.map((t) => t.id)).toEqual(p1.items.map((t) => t.id));
    expect(volta.anterior).toBeNull();
  });
});

describe("the turma's Frequência: the period and its row (pure)", () => {
  const etapas = [
    { inicio: "2026-02-02", fim: "2026-04-17" },
    { inicio: "2026-04-22", fim: "2026-07-08" },
  ];
  it("takes the etapa the address names, else today's, else the year", () => {
    expect(periodoPedido("2", etapas, "2026-03-10")).toEqual({ etapa: 1 });
    expect(periodoPedido("ano", etapas, "2026-03-10")).toBe("ano");
    expect(periodoPedido(undefined, etapas, "2026-03-10")).toEqual({ etapa: 0 });
    expect(periodoPedido("3", etapas, "2026-05-04")).toEqual({ etapa: 1 }); // no 3rd etapa: today's
    expect(periodoPedido("0", etapas, "2026-04-20")).toBe("ano"); // a recess: the year
    expect(periodoPedido("<script>", etapas, "2026-12-01")).toBe("ano");
  });
  it("reads the etapa's counters or the year's sum, and words them by the rule", () => {
    const frequencia = { "0": { dias: 8, faltas: 1, justificadas: 0 }, "1": { dias: 4, faltas: 2, justificadas: 1 } };
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, { etapa: 0 }), "ef-5", 75)).toEqual({ faltas: 1, justificadas: 0, frequencia: "87,5%", abaixo: false });
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, { etapa: 1 }), "ef-5", 75)).toEqual({ faltas: 2, justificadas: 1, frequencia: "25,0%", abaixo: true });
    // The year: 12 days, 4 absences (one justified): 8 ÷ 12 = 66,6% (cut), below 75%; Pré-escola's 60% is met; Creche has none.
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ef-5", 75)).toEqual({ faltas: 3, justificadas: 1, frequencia: "66,6%", abaixo: true });
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ei-pre-escola", 75).abaixo).toBe(false);
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ei-creche", 75).abaixo).toBe(false);
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, { etapa: 3 }), "ef-5", 75)).toEqual({ faltas: 0, justificadas: 0, frequencia: "—", abaixo: false });
  });
  it("flags by the company's minimum (issue 42): at 80%, 78% is below it; at 75%, not", () => {
    const frequencia = { "0": { dias: 30, faltas: 6, justificadas: 0 }, "1": { dias: 20, faltas: 3, justificadas: 2 } }; // the year: 39 of 50 days
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ef-5", 80)).toEqual({ faltas: 9, justificadas: 2, frequencia: "78,0%", abaixo: true });
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ef-5", 75)).toEqual({ faltas: 9, justificadas: 2, frequencia: "78,0%", abaixo: false });
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, { etapa: 0 }), "ef-5", 80).abaixo).toBe(false); // 24 of 30: 80% exactly
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ei-pre-escola", 80).abaixo).toBe(false); // Pré-escola: 60%
    expect(linhaDeFrequencia(contagemDoPeriodo(frequencia, "ano"), "ei-creche", 80).abaixo).toBe(false);
  });
});

describe("who sees the panels", () => {
  it("administrador, secretaria and consulta", () => {
    expect(vePaineis("administrador")).toBe(true);
    expect(vePaineis("secretaria")).toBe(true);
    expect(vePaineis("consulta")).toBe(true);
  });
});
