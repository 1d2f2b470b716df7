import { salvarChamada } from "@/lib/chamadas/escrita";
import { chamadaDoDia } from "@/lib/chamadas/dados";
import { chamadaInput, type ChamadaInput } from "@/lib/chamadas/schema";
import { idDaChamada, type Marca } from "@/lib/chamadas/documento";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { lerTurmaPorId } from "@/lib/turmas/dados";
import { remanejar } from "@/lib/enturmacoes/escrita";
import { adicionarDiaEspecial, atualizarEtapas } from "@/lib/anos-letivos/escrita";
import { anoLetivoEdicao, diaEspecialInput } from "@/lib/anos-letivos/schema";
import { anoLetivoTexts } from "@/lib/messages";
import { historico } from "@/lib/atividades/dados";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { chamadaTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";
import { closeTestApp, readEnturmacoes, readTurma, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// The roll call on the local database: the counters after a first save, a change, a retry and
// saves of the same day fired together (never counted twice, never lost); the days with no class;
// forged marks and turmas; who is on the roll of a day.

afterAll(closeTestApp);

const erros = chamadaTexts.erros;
// Last year's calendar (4 bimestres, year in progress): every day of it is in the past, whenever the test runs.
const ANO = anoAtual() - 1;

/** The first Monday-to-Friday on or after MM-DD of ANO. */
function diaUtil(mmdd: string): string {
  const dia = new Date(`${ANO}-${mmdd}T00:00:00Z`);
  while (dia.getUTCDay() === 0 || dia.getUTCDay() === 6) dia.setUTCDate(dia.getUTCDate() + 1);
  return dia.toISOString().slice(0, 10);
}
function sabado(mmdd: string): string {
  const dia = new Date(`${ANO}-${mmdd}T00:00:00Z`);
  while (dia.getUTCDay() !== 6) dia.setUTCDate(dia.getUTCDate() + 1);
  return dia.toISOString().slice(0, 10);
}

const D1 = diaUtil("03-02"); // 1st bimestre
const D2 = diaUtil("03-09");
const D_BIM2 = diaUtil("05-04"); // 2nd bimestre

async function turmaCom(ctx: ShellContext, n: number, { etapaDeEnsino = "ef-5", emAndamento = true } = {}) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola da Chamada" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ANO, emAndamento, turmas: [{ nome: "5º ano A", etapaDeEnsino: etapaDeEnsino as "ef-5" }, { nome: "5º ano B" }] });
  const [turma, outra] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const nomes = Array.from({ length: n }, (_, i) => `Aluno ${String(i + 1).padStart(2, "0")} Chamada`);
  const alunos = await seedAlunos(ctx.empresa.id, nomes.map((nome) => ({ nome, idEscola: idEscola!, turma, desde: `${ANO}-02-01` })));
  return { idEscola: idEscola!, ano, turma, outra, alunos: alunos.map((a) => a.id) };
}

const pedido = (idTurma: string, dia: string, marcas: Record<string, Marca>, versao = 0): ChamadaInput =>
  chamadaInput.parse({ idTurma, dia, versao, marcas: Object.entries(marcas).map(([id, marca]) => ({ id, marca })) });

/** Each student's counters in one etapa (by student id), as stored on its entries. */
async function contadores(alunos: string[], etapa = 0) {
  const porAluno: Record<string, unknown> = {};
  for (const id of alunos) {
    const [entrada] = await readEnturmacoes(id);
    const f = (entrada?.frequencia as Record<string, unknown> | undefined)?.[String(etapa)];
    porAluno[id] = f ?? null;
  }
  return porAluno;
}
const c = (dias: number, faltas = 0, justificadas = 0) => ({ dias, faltas, justificadas });

describe("saving a roll call", () => {
  it("first save: one day for each student on the roll, the absences apart, the day's document, the turma's latest day and its activity", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 4);
    const [a, b, cc, d] = alunos as [string, string, string, string];
    const salva = await salvarChamada(ctx, pedido(turma.id, D1, { [b]: "falta", [cc]: "justificada" }));
    expect(salva).toMatchObject({ versao: 1, presentes: 2, faltas: 1, justificadas: 1, salvaPor: "Secretaria Teste" });
    expect(salva.hora).toMatch(/^\d{2}:\d{2}$/);
    expect(await contadores(alunos)).toEqual({ [a]: c(1), [b]: c(1, 1), [cc]: c(1, 0, 1), [d]: c(1) });
    const doc = (await testDb().doc(`chamadas/${idDaChamada(turma.id, D1)}`).get()).data()!;
    expect(doc).toMatchObject({ idEmpresa: ctx.empresa.id, idTurma: turma.id, dia: D1, etapa: 0, presentes: 2, faltas: 1, justificadas: 1, versao: 1 });
    expect(Object.keys(doc.alunos as object).sort()).toEqual([...alunos].sort());
    expect((await readTurma(turma.id))?.ultimaChamada).toBe(D1);
    const entradas = await historico(ctx, turma.id);
    expect(entradas.map((e) => [e.tipo, e.detalhe])).toEqual([["chamada.salva", chamadaTexts.detalhe(D1.split("-").reverse().join("/"), 2)]]);
    expect(chamadaTexts.salva(salva.presentes, salva.faltas, salva.justificadas)).toBe("Chamada salva: 2 presentes, 2 faltas (1 justificada).");
  });

  it("a change of the day moves the counters by the difference, once; the page reads the marks back", async () => {
    const ctx = contexto();
    const { turma, ano, alunos } = await turmaCom(ctx, 5);
    const [a, b, cc, d, e] = alunos as [string, string, string, string, string];
    await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "falta", [b]: "falta", [cc]: "falta" }));
    await salvarChamada(ctx, pedido(turma.id, D2, { [a]: "falta" }));
    const salva = await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "presente", [b]: "justificada", [d]: "falta" }, 1));
    // A student not sent is Presente (the page sends every mark): cc's absence is taken back.
    expect(salva).toMatchObject({ versao: 2, presentes: 3, faltas: 1, justificadas: 1 });
    expect(await contadores(alunos)).toEqual({ [a]: c(2, 1), [b]: c(2, 0, 1), [cc]: c(2), [d]: c(2, 1), [e]: c(2) });
    const pagina = await chamadaDoDia(ctx, (await lerTurmaPorId(ctx, turma.id))!, (await lerAnoPorId(ctx, ano.id))!, D1);
    expect(pagina).toMatchObject({ aula: true, versao: 2, marcas: { [a]: "presente", [b]: "justificada", [cc]: "presente", [d]: "falta", [e]: "presente" } });
    expect(pagina.alunos.map((x) => x.nome)).toEqual(["Aluno 01 Chamada", "Aluno 02 Chamada", "Aluno 03 Chamada", "Aluno 04 Chamada", "Aluno 05 Chamada"]);
    expect(pagina.salva?.por).toBe("Secretaria Teste");
  });

  it("a retried request (the same marks, the version it was sent with) answers the same and counts nothing again", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 3);
    const [a] = alunos as [string];
    const primeiro = await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "falta" }));
    const antes = await contadores(alunos);
    const repetido = await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "falta" }));
    expect(repetido).toMatchObject({ versao: 1, presentes: 2, faltas: 1 });
    expect(primeiro.versao).toBe(1);
    expect(await contadores(alunos)).toEqual(antes);
    expect((await historico(ctx, turma.id)).length).toBe(1);
  });

  it("saves of the same day fired together: one wins, the others are told it changed, the counters are the winner's", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 6);
    const pedidos = alunos.map((id) => salvarChamada(contexto(ctx.empresa.id), pedido(turma.id, D1, { [id]: "falta" })));
    const resultados = await Promise.allSettled(pedidos);
    const ok = resultados.flatMap((r, i) => (r.status === "fulfilled" ? [i] : []));
    expect(ok).toHaveLength(1);
    for (const r of resultados) if (r.status === "rejected") expect((r.reason as Error).message).toBe(erros.alteradaPorOutro);
    const vencedor = alunos[ok[0]!]!;
    expect(await contadores(alunos)).toEqual(Object.fromEntries(alunos.map((id) => [id, id === vencedor ? c(1, 1) : c(1)])));
  });

  it("a save from a page opened before someone else's is refused, and nothing changes", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 3);
    const [a, b] = alunos as [string, string];
    await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "falta" }));
    const antes = await contadores(alunos);
    expect((await recusa(salvarChamada(ctx, pedido(turma.id, D1, { [b]: "falta" }, 0)))).message).toBe(erros.alteradaPorOutro);
    expect((await recusa(salvarChamada(ctx, pedido(turma.id, D1, { [b]: "falta" }, 7)))).message).toBe(erros.alteradaPorOutro);
    expect(await contadores(alunos)).toEqual(antes);
  });

  it("keeps each etapa apart and flags a student below the minimum, and clears the flag when a change lifts it", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a] = alunos as [string];
    await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "falta" }));
    await salvarChamada(ctx, pedido(turma.id, D_BIM2, { [a]: "presente" }));
    let [entrada] = await readEnturmacoes(a);
    expect(entrada?.frequencia).toEqual({ "0": c(1, 1), "1": c(1) });
    expect(entrada?.abaixoDoMinimo).toBe(true); // 1 of 2 days: 50%
    await salvarChamada(ctx, pedido(turma.id, D1, { [a]: "presente" }, 1));
    [entrada] = await readEnturmacoes(a);
    expect(entrada?.abaixoDoMinimo).toBe(false);
  });
});

describe("the roll of a day", () => {
  it("has who was Cursando that day: a student moved on a day is on the new turma's roll from it", async () => {
    const ctx = contexto();
    const { turma, outra, alunos, ano } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    const [entrada] = await readEnturmacoes(b);
    await remanejar(ctx, entrada!.id, outra.id); // today: after every day of last year's calendar
    const t = (await lerTurmaPorId(ctx, turma.id))!;
    const anoLetivo = (await lerAnoPorId(ctx, ano.id))!;
    expect((await chamadaDoDia(ctx, t, anoLetivo, D1)).alunos.map((x) => x.id)).toEqual([a, b]);
    // A student of the other turma on that day is not on this roll: the whole save is refused.
    const [c1] = await seedAlunos(ctx.empresa.id, [{ nome: "Aluna Da Outra Turma", idEscola: t.idEscola, turma: outra, desde: `${ANO}-02-01` }]);
    expect((await recusa(salvarChamada(ctx, pedido(turma.id, D1, { [c1!.id]: "falta" })))).message).toBe(erros.alunoForaDaTurma);
    expect((await testDb().doc(`chamadas/${idDaChamada(turma.id, D1)}`).get()).exists).toBe(false);
  });
});

describe("days with no class and forged requests: a sentence, nothing written", () => {
  it("refuses a weekend, a recess between etapas, a day marked Não letivo, a day ahead, a year not in progress, a day that is not a day", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const naoLetivo = diaUtil("06-01");
    await testDb().doc(`anos_letivos/${turma.idAnoLetivo}`).update({ especiais: [{ de: naoLetivo, ate: naoLetivo, tipo: "naoLetivo", motivo: "Feriado", id: "feriado" }] });
    for (const dia of [sabado("03-02"), diaUtil("04-20"), naoLetivo, `${anoAtual() + 1}-03-02`, `${ANO - 1}-03-02`]) {
      expect([dia, (await recusa(salvarChamada(ctx, pedido(turma.id, dia, {})))).message]).toEqual([dia, erros.semAula]);
    }
    for (const dia of [`${ANO}-02-30`, "ontem", ""]) {
      expect((await recusa(salvarChamada(ctx, pedido(turma.id, dia, {})))).message).toBe(erros.data);
    }
    const planejado = contexto();
    const emPlanejamento = await turmaCom(planejado, 1, { emAndamento: false });
    expect((await recusa(salvarChamada(planejado, pedido(emPlanejamento.turma.id, D1, {})))).message).toBe(erros.semAula);
    expect((await testDb().collection("chamadas").where("idTurma", "in", [turma.id, emPlanejamento.turma.id]).get()).size).toBe(0);
    expect(await contadores(alunos)).toEqual(Object.fromEntries(alunos.map((id) => [id, null])));
  });

  it("another company's turma is not found; so is an id that names no turma", async () => {
    const dona = contexto();
    const { turma, alunos } = await turmaCom(dona, 1);
    const intrusa = contexto();
    expect((await recusa(salvarChamada(intrusa, pedido(turma.id, D1, { [alunos[0]!]: "falta" })))).message).toBe(turmaTexts.naoEncontrada);
    for (const id of ["x/../y", "__x__", "nao-existe"]) expect((await recusa(salvarChamada(intrusa, pedido(id, D1, {})))).message).toBe(turmaTexts.naoEncontrada);
    expect((await testDb().doc(`chamadas/${idDaChamada(turma.id, D1)}`).get()).exists).toBe(false);
  });

  it("the request's shape: at most 100 marks, only the three marks, one mark per student, no other field", () => {
    const base = { idTurma: "t", dia: D1, versao: 0 };
    const marcas = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `a${i}`, marca: "falta" }));
    expect(chamadaInput.safeParse({ ...base, marcas: marcas(100) }).success).toBe(true);
    expect(chamadaInput.safeParse({ ...base, marcas: marcas(500) }).success).toBe(false);
    expect(chamadaInput.safeParse({ ...base, marcas: [{ id: "a", marca: "atrasado" }] }).success).toBe(false);
    expect(chamadaInput.safeParse({ ...base, marcas: [{ id: "a", marca: "falta" }, { id: "a", marca: "presente" }] }).success).toBe(false);
    expect(chamadaInput.safeParse({ ...base, marcas: [], idEmpresa: "outra" }).success).toBe(false);
    expect(chamadaInput.safeParse({ ...base, versao: -1, marcas: [] }).success).toBe(false);
  });
});

describe("the calendar of a year with roll calls", () => {
  it("refuses etapa dates that would move a recorded day to another etapa, and a day off over recorded days; other changes go through", async () => {
    const ctx = contexto();
    const { turma, ano } = await turmaCom(ctx, 1);
    await salvarChamada(ctx, pedido(turma.id, D1, {}));
    const anoLetivo = (await lerAnoPorId(ctx, ano.id))!;
    const datas = (inicio1: string) => {
      const e = anoLetivo.etapas;
      return { id: ano.id, ano: String(ANO), tipoEtapas: "bimestres", inicio1, fim1: e[0]!.fim, inicio2: e[1]!.inicio, fim2: e[1]!.fim, inicio3: e[2]!.inicio, fim3: e[2]!.fim, inicio4: e[3]!.inicio, fim4: e[3]!.fim };
    };
    const depoisDeD1 = diaUtil("03-16");
    const recusada = await recusa(atualizarEtapas(ctx, anoLetivoEdicao.parse({ ...datas(depoisDeD1), versao: anoLetivo.versao })));
    expect(recusada.message).toContain("Há chamadas registradas entre");
    // Moving the start to a day before D1 loses no recorded day.
    await atualizarEtapas(ctx, anoLetivoEdicao.parse({ ...datas(`${ANO}-02-02`), versao: anoLetivo.versao }));
    const dia = (de: string, tipo: string) => diaEspecialInput.parse({ id: ano.id, de, ate: de, tipo, motivo: "Reunião pedagógica" });
    expect((await recusa(adicionarDiaEspecial(ctx, dia(D1, "naoLetivo")))).message).toBe(anoLetivoTexts.erros.especiais.comChamadas);
    await adicionarDiaEspecial(ctx, dia(D2, "naoLetivo"));
  });
});

describe("the same marks saved again after a student's entry changed", () => {
  it("moves the day to the entry the student is in now (a move out and back on the day), counted once", async () => {
    const ctx = contexto();
    const ESTE = anoAtual();
    const HOJE = hoje();
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola do Vaivém" }]);
    const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ESTE, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
    // Every day of this year in an etapa, today a make-up day: today has class whatever the day.
    await testDb().doc(`anos_letivos/${ano.id}`).update({
      etapas: [{ inicio: `${ESTE}-01-01`, fim: `${ESTE}-12-31` }],
      especiais: [{ id: "hoje", de: HOJE, ate: HOJE, tipo: "letivoExtra", motivo: "Aula de hoje" }],
    });
    const [a, b] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
    const [x] = await seedAlunos(ctx.empresa.id, [{ nome: "Xavier Vaivém", idEscola: idEscola!, turma: a, desde: `${ESTE}-01-01` }]);
    await salvarChamada(ctx, pedido(a.id, HOJE, { [x!.id]: "falta" }));
    const [primeira] = await readEnturmacoes(x!.id);
    await remanejar(ctx, primeira!.id, b.id);
    const naB = (await readEnturmacoes(x!.id)).find((e) => e.situacao === "cursando")!;
    await remanejar(ctx, naB.id, a.id);
    const entradas = await readEnturmacoes(x!.id);
    const atual = entradas.find((e) => e.situacao === "cursando" && e.idTurma === a.id)!;
    expect(atual.id).not.toBe(primeira!.id);
    await salvarChamada(ctx, pedido(a.id, HOJE, { [x!.id]: "falta" }, 1));
    const depois = Object.fromEntries((await readEnturmacoes(x!.id)).map((e) => [e.id, e.frequencia ?? {}]));
    expect(depois[primeira!.id]).toEqual({ "0": c(0) });
    expect(depois[atual.id]).toEqual({ "0": c(1, 1) });
  });
});

describe("a Não letivo period over days with roll calls", () => {
  const D3 = diaUtil("03-16");
  const periodo = (idAno: string, extra: Record<string, string> = {}) =>
    diaEspecialInput.parse({ id: idAno, de: D1, ate: D2, tipo: "naoLetivo", motivo: "Paralisação", ...extra });

  async function comTresDias(ctx: ShellContext) {
    const dados = await turmaCom(ctx, 3);
    const [a, b] = dados.alunos as [string, string, string];
    await salvarChamada(ctx, pedido(dados.turma.id, D1, { [b]: "falta" }));
    await salvarChamada(ctx, pedido(dados.turma.id, D2, { [a]: "justificada", [b]: "falta" }));
    await salvarChamada(ctx, pedido(dados.turma.id, D3, {}));
    return dados;
  }

  it("is refused with the turmas and days as links, and the confirmation administrador and secretaria may give", async () => {
    const ctx = contexto();
    const { idEscola, turma, ano } = await comTresDias(ctx);
    const recusada = await recusa(adicionarDiaEspecial(ctx, periodo(ano.id)));
    expect(recusada.message).toBe("Há chamadas registradas nestes dias.");
    expect(recusada.field).toBe("de");
    const data = (d: string) => d.split("-").reverse().join("/");
    expect(recusada.detalhes).toEqual({
      itens: [D1, D2].map((d) => ({ texto: `5º ano A — ${data(d)}`, href: `/escolas/${idEscola}/turmas/${turma.id}/chamada?data=${d}` })),
      mais: 0,
      confirmar: "Marcar como não letivo e desconsiderar as chamadas desses dias",
    });
    expect((await lerAnoPorId(ctx, ano.id))!.especiais).toEqual([]);
  });

  it("confirmed: takes those roll calls out, moves every counter back once (also when confirmed twice at once), and records it", async () => {
    const ctx = contexto();
    await conferirContadores(ctx);
    const { turma, ano, alunos } = await comTresDias(ctx);
    const [a, b, cc] = alunos as [string, string, string];
    // a (a justified absence counts as one) and b (2 absences) below the minimum in 3 days; Home counts both.
    expect(await contadores(alunos)).toEqual({ [a]: c(3, 0, 1), [b]: c(3, 2), [cc]: c(3) });
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(2);

    const resultados = await Promise.allSettled([
      adicionarDiaEspecial(ctx, periodo(ano.id, { confirmado: "sim" })),
      adicionarDiaEspecial(ctx, periodo(ano.id, { confirmado: "sim" })),
    ]);
    expect(resultados.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusada = resultados.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((recusada.reason as Error).message).toBe(anoLetivoTexts.erros.especiais.sobreposicao);

    expect(await contadores(alunos)).toEqual({ [a]: c(1), [b]: c(1), [cc]: c(1) });
    expect((await readEnturmacoes(a))[0]!.abaixoDoMinimo).toBe(false);
    expect((await readEnturmacoes(b))[0]!.abaixoDoMinimo).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);
    for (const [dia, existe] of [[D1, false], [D2, false], [D3, true]] as const) {
      expect((await testDb().doc(`chamadas/${idDaChamada(turma.id, dia)}`).get()).exists).toBe(existe);
    }
    const anoDepois = (await lerAnoPorId(ctx, ano.id))!;
    expect(anoDepois.especiais.map(({ de, ate, tipo, motivo }) => ({ de, ate, tipo, motivo }))).toEqual([{ de: D1, ate: D2, tipo: "naoLetivo", motivo: "Paralisação" }]);
    const data = (d: string) => d.split("-").reverse().join("/");
    const eventos = (await historico(ctx, turma.id)).filter((e) => e.tipo === "chamadas.desconsideradas");
    expect(eventos.map((e) => e.detalhe)).toEqual([`chamadas de ${data(D1)} e ${data(D2)} (Paralisação)`]);
  });

  it("confirmed, but refused for another reason (it overlaps a day already listed): takes no roll call out", async () => {
    const ctx = contexto();
    const { turma, ano, alunos } = await comTresDias(ctx);
    await adicionarDiaEspecial(ctx, diaEspecialInput.parse({ id: ano.id, de: D2, ate: D2, tipo: "letivoExtra", motivo: "Reposição" }));
    expect((await recusa(adicionarDiaEspecial(ctx, periodo(ano.id, { confirmado: "sim" })))).message).toBe(anoLetivoTexts.erros.especiais.sobreposicao);
    expect((await testDb().doc(`chamadas/${idDaChamada(turma.id, D1)}`).get()).exists).toBe(true);
    expect((await contadores(alunos))[alunos[0]!]).toEqual(c(3, 0, 1));
  });

  it("without confirmation, or for a Letivo extra, takes nothing out", async () => {
    const ctx = contexto();
    const { turma, ano, alunos } = await comTresDias(ctx);
    await recusa(adicionarDiaEspecial(ctx, periodo(ano.id, { confirmado: "talvez" })));
    await adicionarDiaEspecial(ctx, periodo(ano.id, { tipo: "letivoExtra", confirmado: "sim" }));
    expect((await testDb().doc(`chamadas/${idDaChamada(turma.id, D1)}`).get()).exists).toBe(true);
    expect((await contadores(alunos))[alunos[0]!]).toEqual(c(3, 0, 1));
  });
});
