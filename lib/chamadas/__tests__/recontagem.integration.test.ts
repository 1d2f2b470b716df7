import { Interrupcao, PARADA_MS } from "@/lib/infra/tarefas";
import { regrasInput, salvarRegras } from "@/lib/empresas/regras-de-avaliacao";
import { continuarRecontagem, LOTE_DA_RECONTAGEM, retomarRecontagem } from "@/lib/chamadas/recontagem/passos";
import { recontagemDaEmpresa, recontarSeEmFalta } from "@/lib/chamadas/recontagem/verificacao";
import type { Contagem } from "@/lib/regras/frequencia";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, type TestTurma } from "@/test/support/firebase";

// Issue 42: when an administrador changes `Frequência mínima`, every stored flag `abaixoDoMinimo`
// of the entries `Cursando` of the company's years in progress is recomputed from the stored
// counters, and Home's count follows, by a resumable job (lib/chamadas/recontagem). A closed year
// keeps its own rules; Pré-escola keeps its 60% and Creche has none.

jest.setTimeout(90_000);
afterAll(closeTestApp);

/** The year's counters of `dias` days with `presentes` of them present (a single etapa). */
const frequencia = (presentes: number, dias = 50): Record<string, Contagem> => ({ "0": { dias, faltas: dias - presentes, justificadas: 0 } });
const regras = (frequenciaMinima: number) => regrasInput.parse({ mediaParaAprovacao: "6,0", frequenciaMinima: String(frequenciaMinima), recuperacaoFinal: "sim", anosIniciais: "notas" });

/** Gives the students' entries their counters, with the flag as the roll call left it at 75% (none of these is below 75%). */
async function comFrequencia(ids: string[], contagem: Record<string, Contagem>) {
  const db = testDb();
  const entradas = (await Promise.all(ids.map((id) => db.collection("enturmacoes").where("idAluno", "==", id).get()))).flatMap((s) => s.docs);
  for (let i = 0; i < entradas.length; i += 400) {
    const batch = db.batch();
    for (const e of entradas.slice(i, i + 400)) batch.update(e.ref, { frequencia: contagem, abaixoDoMinimo: false });
    await batch.commit();
  }
}

async function flag(idAluno: string): Promise<boolean> {
  const [entrada] = (await testDb().collection("enturmacoes").where("idAluno", "==", idAluno).get()).docs;
  return entrada!.get("abaixoDoMinimo") === true;
}

/** A company at 75% (the default) with a school in its year in progress and another whose year is closed. */
async function empresa(alunos: { nome: string; presentes: number; etapa?: "ef-5" | "ei-pre-escola" | "ei-creche"; fechado?: boolean }[]) {
  const ctx: ShellContext = contextoDeTeste(undefined, "administrador");
  const [aberta, fechada] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Aberta" }, { nome: "Escola Fechada" }]);
  const etapas = ["ef-5", "ei-pre-escola", "ei-creche"] as const;
  const ano = await seedAnoComTurmas(ctx.empresa.id, aberta!, { turmas: etapas.map((e, i) => ({ nome: `Turma ${i + 1}`, etapaDeEnsino: e })) });
  const fechado = await seedAnoComTurmas(ctx.empresa.id, fechada!, { turmas: [{ nome: "5º ano F" }] });
  // Closed, with the rules it was closed with (75%): they are its own from then on.
  await testDb().doc(`anos_letivos/${fechado.id}`).update({ situacao: "encerrado", regras: { mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: false } });
  const turmaDe = (a: (typeof alunos)[number]): TestTurma => (a.fechado ? fechado.turmas[0]! : ano.turmas[etapas.indexOf(a.etapa ?? "ef-5")]!);
  const seeded = await seedAlunos(
    ctx.empresa.id,
    alunos.map((a) => ({ nome: a.nome, idEscola: a.fechado ? fechada! : aberta!, turma: turmaDe(a) })),
  );
  const ids = Object.fromEntries(alunos.map((a, i) => [a.nome, seeded[i]!.id]));
  for (const a of alunos) await comFrequencia([ids[a.nome]!], frequencia(a.presentes));
  await conferirContadores(ctx); // Home's kept count from the data as it is
  return { ctx, ids };
}

/** Saves `Frequência mínima` and runs the recount it starts to its end (what the action's `after()` does). */
async function mudarPara(ctx: ShellContext, minimo: number, opcoes: Parameters<typeof continuarRecontagem>[2] = {}) {
  let token: string | null = null;
  expect(await salvarRegras(ctx, regras(minimo), { recontar: (t) => (token = t) })).toBe(true);
  expect(token).not.toBeNull();
  expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: true });
  await continuarRecontagem(ctx.empresa.id, token!, opcoes);
  return token!;
}

describe("the recount of the frequência flags", () => {
  it("at 80%: the students at 78% and 76% flagged, Home's count +2; back to 75%: unflagged, the count back", async () => {
    const { ctx, ids } = await empresa([
      { nome: "Ana 78", presentes: 39 },
      { nome: "Beto 76", presentes: 38 },
      { nome: "Caio 80", presentes: 40 }, // 80% exactly: not below 80%
      { nome: "Duda Pré-escola 70", presentes: 35, etapa: "ei-pre-escola" }, // Pré-escola: 60%
      { nome: "Eva Creche 50", presentes: 25, etapa: "ei-creche" }, // Creche: none
      { nome: "Fábio ano fechado 78", presentes: 39, fechado: true }, // a closed year keeps its rules
    ]);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);

    await mudarPara(ctx, 80);
    expect(await flag(ids["Ana 78"]!)).toBe(true);
    expect(await flag(ids["Beto 76"]!)).toBe(true);
    for (const nome of ["Caio 80", "Duda Pré-escola 70", "Eva Creche 50", "Fábio ano fechado 78"]) expect(await flag(ids[nome]!)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(2);
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: false, parada: false });

    await mudarPara(ctx, 75);
    for (const id of Object.values(ids)) expect(await flag(id)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);
  });

  it("a change of anything but the frequência starts no recount", async () => {
    const { ctx } = await empresa([{ nome: "Ana 78", presentes: 39 }]);
    let token: string | null = null;
    await salvarRegras(ctx, regrasInput.parse({ mediaParaAprovacao: "7,0", frequenciaMinima: "75", recuperacaoFinal: "sim", anosIniciais: "notas" }), { recontar: (t) => (token = t) });
    expect(token).toBeNull();
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: false });
  });

  it("killed halfway and taken over (its lot done again): every flag right, Home's count moved once", async () => {
    const alunos = Array.from({ length: LOTE_DA_RECONTAGEM + 30 }, (_, i) => ({ nome: `Aluno ${i + 1}`, presentes: i % 2 === 0 ? 39 : 45 }));
    const { ctx, ids } = await empresa(alunos);
    await mudarPara(ctx, 80, {
      antesDoPasso: (p) => {
        if (p.fase === "recontagem" && p.lote === 1) throw new Interrupcao();
      },
    });
    const abaixo = Math.ceil(alunos.length / 2);
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: true, parada: false });
    // Home's count moves with each lot, never ahead of the flags.
    const parcial = (await conferirContadores(ctx)).abaixoDoMinimo;
    expect(parcial).toBeGreaterThan(0);
    expect(parcial).toBeLessThan(abaixo);
    // The stopped run's lot is recounted again by the takeover: no flag, no count twice.
    await testDb().doc(`recontagens/${ctx.empresa.id}`).update({ cursor: null, revisadas: 0 });
    await retomarRecontagem(ctx.empresa.id); // its heartbeat is fresh: nobody takes it over yet
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: true });
    expect(await recontagemDaEmpresa(ctx.empresa.id, Date.now() + PARADA_MS + 1000)).toMatchObject({ emCurso: true, parada: true });
    await retomarRecontagem(ctx.empresa.id, { agora: Date.now() + PARADA_MS + 1000 });
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: false });
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(abaixo);
    for (const [i, a] of alunos.entries()) expect(await flag(ids[a.nome]!)).toBe(i % 2 === 0);
  });

  it("a second change while one runs: the run starts over with the newest minimum, and the first run's owner writes nothing", async () => {
    const { ctx, ids } = await empresa([
      { nome: "Ana 78", presentes: 39 },
      { nome: "Beto 84", presentes: 42 },
    ]);
    let primeiro: string | null = null;
    await salvarRegras(ctx, regras(80), { recontar: (t) => (primeiro = t) });
    // Before the first run did anything, the minimum changes again: 85%.
    await mudarPara(ctx, 85);
    await continuarRecontagem(ctx.empresa.id, primeiro!); // the first owner, late: its token is no longer the record's
    expect(await flag(ids["Ana 78"]!)).toBe(true);
    expect(await flag(ids["Beto 84"]!)).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(2);
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: false });

    // A change in the middle of a run: it stops, the new one goes over every entry again.
    await mudarPara(ctx, 80, {
      antesDoPasso: (p) => {
        if (p.fase === "conclusao") throw new Interrupcao();
      },
    });
    expect(await flag(ids["Beto 84"]!)).toBe(false);
    await mudarPara(ctx, 75);
    expect(await flag(ids["Ana 78"]!)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);
  });
});

// The rollout (issue 42): before it, every stored flag followed the law's 75% whatever the
// company's `Frequência mínima`. The record says which minimum the stored flags follow (none: 75%);
// Home and Configurações check it against the rules in force and start the recount after their
// response when they differ and none runs (lib/chamadas/recontagem/verificacao.ts).
describe("flags stored before issue 42 (the rollout)", () => {
  /** A company that saved 80% before the deploy: its rules say so, no recount record, Ana at 78% stored unflagged. */
  async function salvaAntes() {
    const { ctx, ids } = await empresa([
      { nome: "Ana 78", presentes: 39 },
      { nome: "Caio 80", presentes: 40 },
    ]);
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 80, recuperacaoFinal: true });
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).exists).toBe(false);
    return { ctx, ids };
  }

  it("the check starts the recount, which flags her and moves Home's count +1; a second check does nothing", async () => {
    const { ctx, ids } = await salvaAntes();
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);
    // The pages see the flags follow 75% against the rules' 80%: they say `Recalculando…` and start it after their response.
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toEqual({ emCurso: true, parada: false, emFalta: true });

    expect(await recontarSeEmFalta(ctx.empresa.id)).toBe(true);
    expect(await flag(ids["Ana 78"]!)).toBe(true);
    expect(await flag(ids["Caio 80"]!)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).data()).toMatchObject({ estado: "concluida", minimo: 80, revisadas: 2, mudadas: 1 });
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toEqual({ emCurso: false, parada: false, emFalta: false });

    // The second check: the flags follow the rules in force.
    const antes = (await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).updateTime;
    expect(await recontarSeEmFalta(ctx.empresa.id)).toBe(false);
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).updateTime).toEqual(antes);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
  });

  it("two checks at once (Home and Configurações): one starts it, one run", async () => {
    const { ctx, ids } = await salvaAntes();
    const iniciadas = await Promise.all([recontarSeEmFalta(ctx.empresa.id), recontarSeEmFalta(ctx.empresa.id)]);
    expect(iniciadas.filter(Boolean)).toHaveLength(1);
    expect(await flag(ids["Ana 78"]!)).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).data()).toMatchObject({ estado: "concluida", minimo: 80, revisadas: 2, mudadas: 1 });
  });

  it("nothing to do: rules at 75% with no record (also an old stored 60%, read as 75%), or a recount under way", async () => {
    const { ctx } = await empresa([{ nome: "Ana 78", presentes: 39 }]);
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toEqual({ emCurso: false, parada: false, emFalta: false });
    expect(await recontarSeEmFalta(ctx.empresa.id)).toBe(false);
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 60, recuperacaoFinal: true });
    expect(await recontarSeEmFalta(ctx.empresa.id)).toBe(false);
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).exists).toBe(false);

    // A change to 80% whose run has not ended: the check leaves it to its owner (or a takeover).
    let token: string | null = null;
    await salvarRegras(ctx, regras(80), { recontar: (t) => (token = t) });
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toEqual({ emCurso: true, parada: false, emFalta: false });
    expect(await recontarSeEmFalta(ctx.empresa.id)).toBe(false);
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).get("dono")).toBe(token);
  });
});
