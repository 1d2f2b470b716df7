import { DocumentReference, Firestore, Transaction } from "firebase-admin/firestore";
import { marcarSemNota, salvarNotas, salvarNotasDaEtapa } from "@/lib/notas/escrita";
import { gradeDaEtapa, gradeDeNotas } from "@/lib/notas/dados";
import { notasDaEtapaInput, notasInput, type NotasInput } from "@/lib/notas/schema";
import { idDaFolha } from "@/lib/notas/documento";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { lerTurmaPorId } from "@/lib/turmas/dados";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { historico } from "@/lib/atividades/dados";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { actionTexts, anoLetivoTexts, notasTexts, turmaTexts } from "@/lib/messages";
import { atualizarEtapas } from "@/lib/anos-letivos/escrita";
import { remanejar } from "@/lib/enturmacoes/escrita";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { fixarHoje } from "@/test/support/hoje";

// `Salvar notas` on the local database: what is stored (tenths; an empty field is no grade), a
// stale save and a retry, saves fired together, bad grades, forged requests, the professor's
// deadline, the recovery's rows, a closed year.

// Today is 12/05/2026: the calendars here are laid around it (etapas from 100 days ago to today, inside this year).
fixarHoje("2026-05-12");

afterAll(closeTestApp);

const erros = notasTexts.erros;

/** Days from today (São Paulo), as YYYY-MM-DD. */
function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/**
 * A school's year in progress with two turmas (EF 5º ano: Matemática among the defaults) and `n`
 * students in the first; the etapas are `etapas` (by default 2: one that ended 20 days ago, one
 * that ends today), whatever today is.
 */
async function turmaCom(ctx: ShellContext, n: number, etapas = [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }]) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola das Notas" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  await testDb().doc(`anos_letivos/${ano.id}`).update({ etapas, tipoEtapas: etapas.length === 2 ? "semestres" : "bimestres" });
  const [turma, outra] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const nomes = Array.from({ length: n }, (_, i) => `Aluno ${String(i + 1).padStart(2, "0")} Notas`);
  const alunos = await seedAlunos(ctx.empresa.id, nomes.map((nome) => ({ nome, idEscola: idEscola!, turma, desde: etapas[0]!.inicio })));
  return { idEscola: idEscola!, ano, turma, outra, alunos: alunos.map((a) => a.id) };
}

const pedido = (idTurma: string, notas: Record<string, string>, { etapa = "0", versao = 0, idComponente = "matematica" } = {}): NotasInput =>
  notasInput.parse({ idTurma, idComponente, etapa, versao, notas: Object.entries(notas).map(([id, nota]) => ({ id, nota })) });

const folha = async (idTurma: string, etapa = "0", idComponente = "matematica") => (await testDb().doc(`notas/${idDaFolha(idTurma, idComponente, etapa as "0")}`).get()).data();

/** Makes `ctx`'s person a professor of the turma (and names them for Matemática when asked). */
async function professorDa(idTurma: string, ctx: ShellContext, componente?: string | null) {
  await testDb().doc(`turmas/${idTurma}`).update({ professores: [ctx.session.uid], nomesDosProfessores: { [ctx.session.uid]: "Professora" } });
  if (componente !== undefined) {
    const turma = await lerTurmaPorId(ctx, idTurma);
    await testDb().doc(`turmas/${idTurma}`).update({ componentes: turma!.componentes.map((c) => (c.id === "matematica" ? { ...c, professor: componente } : c)) });
  }
}

describe("saving grades", () => {
  it("stores tenths by student, leaves an empty field without a grade, records the activity, and the grid reads them back", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 3);
    const [a, b, c] = alunos as [string, string, string];
    expect(await salvarNotas(ctx, pedido(turma.id, { [a]: "7,5", [b]: "10", [c]: "" }))).toEqual({ versao: 1 });
    expect(await folha(turma.id)).toMatchObject({ idEmpresa: ctx.empresa.id, idTurma: turma.id, idComponente: "matematica", etapa: "0", valores: { [a]: 75, [b]: 100 }, versao: 1 });
    expect(Object.keys((await folha(turma.id))!.valores)).toHaveLength(2);
    const [entrada] = await historico(ctx, turma.id, 5);
    expect(entrada).toMatchObject({ tipo: "notas.salvas", detalhe: notasTexts.detalhe("Matemática", "1º semestre", 3) });

    const [t, ano] = await Promise.all([lerTurmaPorId(ctx, turma.id), lerAnoPorId(ctx, turma.idAnoLetivo)]);
    const grade = await gradeDeNotas(ctx, t!, ano!, t!.componentes.find((x) => x.id === "matematica")!, "0", await alunosDaTurma(ctx, turma.id));
    expect(grade.versao).toBe(1);
    expect(grade.linhas.map((l) => l.nota)).toEqual(["7,5", "10,0", ""]);
  });

  it("clears a grade, refuses a stale save, and answers a retry of the same grades as saved", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    await salvarNotas(ctx, pedido(turma.id, { [a]: "5", [b]: "6" }));
    expect(await salvarNotas(ctx, pedido(turma.id, { [a]: "", [b]: "6,5" }, { versao: 1 }))).toEqual({ versao: 2 });
    expect((await folha(turma.id))!.valores).toEqual({ [b]: 65 });
    // Opened at version 1, someone saved since: refused, nothing written.
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [a]: "9", [b]: "9" }, { versao: 1 })))).message).toBe(erros.alteradas);
    // The very grades stored, sent again from the old page (a retry): saved, nothing moves.
    expect(await salvarNotas(ctx, pedido(turma.id, { [a]: "", [b]: "6,5" }, { versao: 1 }))).toEqual({ versao: 2 });
    expect((await folha(turma.id))!.versao).toBe(2);
  });

  it("two saves of the same sheet fired together: one wins, the other is told to reload", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a] = alunos as [string];
    const resultados = await Promise.allSettled([salvarNotas(ctx, pedido(turma.id, { [a]: "3" })), salvarNotas(contexto(ctx.empresa.id), pedido(turma.id, { [a]: "9" }))]);
    expect(resultados.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusada = resultados.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(recusada.reason.message).toBe(erros.alteradas);
    expect((await folha(turma.id))!.versao).toBe(1);
  });

  it.each(["10,01", "-1", "7.55", "abc", "x".repeat(10_000), "11", "7,", "1e1"])("refuses %p next to its field, nothing saved", async (texto) => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    expect(await salvarNotas(ctx, pedido(turma.id, { [a]: "8", [b]: texto }))).toEqual({ invalidos: [b] });
    expect(await folha(turma.id)).toBeUndefined();
  });

  it("refuses a student not in the turma, a component of another turma, an unknown etapa, another company's turma: nothing written", async () => {
    const ctx = contexto();
    const { turma, outra, idEscola, alunos } = await turmaCom(ctx, 1);
    const [fora] = await seedAlunos(ctx.empresa.id, [{ nome: "Aluno Da Outra", idEscola, turma: outra }]);
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [fora!.id]: "8" })))).message).toBe(erros.alunoForaDaTurma);
    await testDb().doc(`turmas/${outra.id}`).update({ componentes: [{ id: "robotica", nome: "Robótica", professor: null }] });
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" }, { idComponente: "robotica" })))).message).toBe(erros.componente);
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "3" })))).message).toBe(erros.etapa);
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "../x" })))).message).toBe(erros.etapa);
    expect((await recusa(salvarNotas(contexto(), pedido(turma.id, { [alunos[0]!]: "8" })))).message).toBe(turmaTexts.naoEncontrada);
    expect(await testDb().collection("notas").where("idTurma", "in", [turma.id, outra.id]).get()).toHaveProperty("size", 0);
  });

  it("refuses a closed year, and a year not started", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    await testDb().doc(`anos_letivos/${turma.idAnoLetivo}`).update({ situacao: "encerrado" });
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" })))).message).toBe(erros.anoEncerrado);
    await testDb().doc(`anos_letivos/${turma.idAnoLetivo}`).update({ situacao: "planejamento" });
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" })))).message).toBe(erros.semAno);
    expect(await folha(turma.id)).toBeUndefined();
  });
});

describe("the year's etapas once grades exist", () => {
  it("their kind (and count) no longer changes: grades name their etapa by number", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    const ano = (await lerAnoPorId(ctx, turma.idAnoLetivo))!;
    await salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" }));
    const quatro = [
      { inicio: dia(-100), fim: dia(-80) },
      { inicio: dia(-79), fim: dia(-50) },
      { inicio: dia(-49), fim: dia(-20) },
      { inicio: dia(-19), fim: dia(0) },
    ];
    const erro = await recusa(atualizarEtapas(ctx, { id: ano.id, versao: ano.versao, ano: ano.ano, tipoEtapas: "bimestres", etapas: quatro }));
    expect(erro.message).toBe(anoLetivoTexts.erros.notasNasEtapas);
    // The same count with other dates is still a change the calendar may take.
    await atualizarEtapas(ctx, { id: ano.id, versao: ano.versao, ano: ano.ano, tipoEtapas: "semestres", etapas: [{ inicio: dia(-101), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }] });
  });
});

describe("who saves", () => {
  it("consulta and a professor of another turma are refused; nothing written", async () => {
    const ctx = contexto();
    const { turma, outra, alunos } = await turmaCom(ctx, 1);
    expect((await recusa(salvarNotas(contexto(ctx.empresa.id, "consulta"), pedido(turma.id, { [alunos[0]!]: "8" })))).message).toBe(actionTexts.semPermissao);
    const deOutra = contexto(ctx.empresa.id, "professor");
    await professorDa(outra.id, deOutra);
    expect((await recusa(salvarNotas(deOutra, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "1" })))).message).toBe(actionTexts.semPermissao);
    expect(await folha(turma.id, "1")).toBeUndefined();
  });

  it("a professor of the turma saves until the etapa ends plus 15 days; after it only the secretaria", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    const professor = contexto(ctx.empresa.id, "professor");
    await professorDa(turma.id, professor);
    // The 2nd etapa ends today: open. The 1st ended 20 days ago: closed to the professor.
    expect(await salvarNotas(professor, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "1" }))).toEqual({ versao: 1 });
    expect((await recusa(salvarNotas(professor, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "0" })))).message).toBe(erros.prazo);
    expect(await salvarNotas(ctx, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "0" }))).toEqual({ versao: 1 });
  });

  it("with a component's professor named, another professor of the turma is refused", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    const nomeado = contexto(ctx.empresa.id, "professor");
    const outro = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${turma.id}`).update({ professores: [nomeado.session.uid, outro.session.uid] });
    const t = await lerTurmaPorId(ctx, turma.id);
    await testDb().doc(`turmas/${turma.id}`).update({ componentes: t!.componentes.map((c) => (c.id === "matematica" ? { ...c, professor: nomeado.session.uid } : c)) });
    expect((await recusa(salvarNotas(outro, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "1" })))).message).toBe(actionTexts.semPermissao);
    expect(await salvarNotas(nomeado, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "1" }))).toEqual({ versao: 1 });
    // Another component, with nobody named: any professor of the turma.
    expect(await salvarNotas(outro, pedido(turma.id, { [alunos[0]!]: "8" }, { etapa: "1", idComponente: "arte" }))).toEqual({ versao: 1 });
  });

  // Issue 25's security review: salvarNotasAction's guard is "conta" (every role), and salvarNotas
  // once let through ANY role whose uid is in the turma's `professores`, never checking that the
  // role is `professor`. A `consulta` (read-only) still named on a turma saved grades. How one stays
  // named: adicionarProfessor reads the member's role outside its transaction, so a role change
  // professor→consulta running at the same moment does not see the new turma; and
  // semProfessorNasTurmas removes at most TURMAS_DO_PROFESSOR (60) turmas, over every year.
  // salvarChamada is safe only because its guard needs "chamada"; salvarNotas has no such floor.
  it("a consulta still named on a turma (a slip, a race with a role change) is refused", async () => {
    const ctx = contexto();
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Revisão Notas" }]);
    const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }] });
    await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }] });
    const turma = ano.turmas[0]!;
    const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Aluno Revisão", idEscola: idEscola!, turma, desde: dia(-100) }]);
    const consulta = contexto(ctx.empresa.id, "consulta");
    await testDb().doc(`turmas/${turma.id}`).update({ professores: [consulta.session.uid], nomesDosProfessores: { [consulta.session.uid]: "Ex-professora" } });
    const dois = notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "1", versao: 0, notas: [{ id: aluno!.id, nota: "2" }] });
    const erro = await salvarNotas(consulta, dois).then(
      (r) => `saved ${JSON.stringify(r)}`,
      (e: Error) => e.message,
    );
    expect(erro).toBe(actionTexts.semPermissao);
    expect((await testDb().doc(`notas/${idDaFolha(turma.id, "matematica", "1")}`).get()).exists).toBe(false);
  });
});

describe("the final recovery", () => {
  it("has a row for a student whose average is below the passing grade only", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [baixa, alta] = alunos as [string, string];
    await salvarNotas(ctx, pedido(turma.id, { [baixa]: "4", [alta]: "8" }, { etapa: "0" }));
    await salvarNotas(ctx, pedido(turma.id, { [baixa]: "5", [alta]: "9" }, { etapa: "1" }));
    const [t, ano] = await Promise.all([lerTurmaPorId(ctx, turma.id), lerAnoPorId(ctx, turma.idAnoLetivo)]);
    const grade = await gradeDeNotas(ctx, t!, ano!, t!.componentes.find((x) => x.id === "matematica")!, "rec", await alunosDaTurma(ctx, turma.id));
    // (4 + 5) ÷ 2 = 4,5
    expect(grade.linhas.map((l) => [l.id, l.media])).toEqual([[baixa, "4,5"]]);
    expect((await recusa(salvarNotas(ctx, pedido(turma.id, { [alta]: "7" }, { etapa: "rec" })))).message).toBe(erros.foraDaRecuperacao);
    expect(await salvarNotas(ctx, pedido(turma.id, { [baixa]: "7" }, { etapa: "rec" }))).toEqual({ versao: 1 });
  });

  it("is the boletim's answer in the grid and in the save alike (issue 42): the edges where a recount of the turma's own sheets would differ", async () => {
    const ctx = contexto();
    const { idEscola, turma, outra, alunos } = await turmaCom(ctx, 4);
    const [abaixo, naLinha, semUmaNota, corrigida] = alunos as [string, string, string, string];
    const [novata] = await seedAlunos(ctx.empresa.id, [{ nome: "Nina Novata", idEscola, turma, desde: dia(-10) }]);
    const [movida] = await seedAlunos(ctx.empresa.id, [{ nome: "Mara Movida", idEscola, turma: outra, desde: dia(-100) }]);
    // Passing grade 6,0. Abaixo: (4 + 5) ÷ 2 = 4,5. Na linha: 6,0 (not below). Sem uma nota: no
    // second grade, no average. Corrigida: 4,5 with a recovery grade, then the second grade
    // corrected to 9: (4 + 9) ÷ 2 = 6,5, kept in the grid by its stored recovery grade. Novata: the
    // first etapa marked Sem nota (its 10 no longer counts): 5,0, where the sheets alone give 7,5.
    // Movida: 8 and 9 in the other turma, moved here today: 8,5, where this turma's sheets have none.
    await salvarNotas(ctx, pedido(turma.id, { [abaixo]: "4", [naLinha]: "6", [semUmaNota]: "8", [corrigida]: "4", [novata!.id]: "10" }, { etapa: "0" }));
    await salvarNotas(ctx, pedido(turma.id, { [abaixo]: "5", [naLinha]: "6", [corrigida]: "5", [novata!.id]: "5" }, { etapa: "1" }));
    await salvarNotas(ctx, pedido(turma.id, { [corrigida]: "7" }, { etapa: "rec" }));
    await salvarNotas(ctx, pedido(turma.id, { [corrigida]: "9" }, { etapa: "1", versao: 1 }));
    await marcarSemNota(ctx, turma.id, "0", [{ id: novata!.id, marcado: true }]);
    await salvarNotas(ctx, pedido(outra.id, { [movida!.id]: "8" }, { etapa: "0" }));
    await salvarNotas(ctx, pedido(outra.id, { [movida!.id]: "9" }, { etapa: "1" }));
    const [daOutra] = (await alunosDaTurma(ctx, outra.id)).filter((e) => e.idAluno === movida!.id);
    await remanejar(ctx, daOutra!.id, turma.id);

    const [t, ano] = await Promise.all([lerTurmaPorId(ctx, turma.id), lerAnoPorId(ctx, turma.idAnoLetivo)]);
    const grade = await gradeDeNotas(ctx, t!, ano!, t!.componentes.find((x) => x.id === "matematica")!, "rec", await alunosDaTurma(ctx, turma.id));
    expect(grade.linhas.map((l) => [l.nome, l.media]).sort()).toEqual([
      ["Aluno 01 Notas", "4,5"],
      ["Aluno 04 Notas", "6,5"],
      ["Nina Novata", "5,0"],
    ]);

    // The save takes a recovery grade for exactly the grid's rows, each student alone.
    const aceitos: string[] = [];
    for (const id of [abaixo, naLinha, semUmaNota, corrigida, novata!.id, movida!.id]) {
      const versao = Number((await folha(turma.id, "rec"))?.versao ?? 0);
      const ok = await salvarNotas(ctx, pedido(turma.id, { [id]: id === corrigida ? "" : "7" }, { etapa: "rec", versao })).then(
        () => true,
        (e: Error) => {
          expect(e.message).toBe(erros.foraDaRecuperacao);
          return false;
        },
      );
      if (ok) aceitos.push(id);
    }
    expect(aceitos.sort()).toEqual(grade.linhas.map((l) => l.id).sort());
    expect((await folha(turma.id, "rec"))?.valores).toEqual({ [abaixo]: 70, [novata!.id]: 70 });
  });
});

/** What one attempt of a transaction read (documents by path, queries aside) and wrote. */
type Tentativa = { lidos: Set<string>; escritos: Set<string> };

/**
 * What `work` does in Firestore's transactions and says it reads: each attempt of a transaction
 * (one retried runs its function again) with the documents it read and wrote, and the `[leituras]`
 * lines, as "what n".
 */
async function observando<T>(work: () => Promise<T>): Promise<{ valor: T; tentativas: Tentativa[]; leituras: string[] }> {
  const tentativas = new Map<Transaction, Tentativa>();
  const daTentativa = (tx: Transaction) => tentativas.get(tx) ?? tentativas.set(tx, { lidos: new Set(), escritos: new Set() }).get(tx)!;
  const runTransaction = Firestore.prototype.runTransaction;
  const espiar = (metodo: "get" | "getAll" | "set" | "create" | "update", anotar: (t: Tentativa, path: string) => void) => {
    const original = Transaction.prototype[metodo] as (...args: unknown[]) => unknown;
    return jest.spyOn(Transaction.prototype, metodo).mockImplementation(function (this: Transaction, ...args: unknown[]) {
      for (const ref of metodo === "getAll" ? args : args.slice(0, 1)) if (ref instanceof DocumentReference) anotar(daTentativa(this), ref.path);
      return original.apply(this, args);
    } as never);
  };
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  const spies = [
    jest.spyOn(Firestore.prototype, "runTransaction").mockImplementation(function (this: Firestore, fn, options) {
      return runTransaction.call(this, (tx) => (daTentativa(tx), fn(tx)), options);
    }),
    ...(["get", "getAll"] as const).map((m) => espiar(m, (t, path) => t.lidos.add(path))),
    ...(["set", "create", "update"] as const).map((m) => espiar(m, (t, path) => t.escritos.add(path))),
    log,
  ];
  const antes = process.env.LOG_LEITURAS;
  process.env.LOG_LEITURAS = "1";
  try {
    const valor = await work();
    const leituras = log.mock.calls.flatMap((c) => String(c[0]).match(/^\[leituras\] (\S+ \d+)$/)?.[1] ?? []);
    return { valor, tentativas: [...tentativas.values()], leituras };
  } finally {
    if (antes === undefined) delete process.env.LOG_LEITURAS;
    else process.env.LOG_LEITURAS = antes;
    for (const s of spies) s.mockRestore();
  }
}

describe("the final recovery reads one component (issue 42's review)", () => {
  /** Below the passing grade in Matemática and Língua Portuguesa (4 and 5: 4,5), one student moved in from the other turma with hers there. */
  async function emRecuperacao(ctx: ShellContext) {
    const { idEscola, turma, outra, alunos, ano } = await turmaCom(ctx, 1);
    const [daqui] = alunos as [string];
    const [movida] = await seedAlunos(ctx.empresa.id, [{ nome: "Mara Movida", idEscola, turma: outra, desde: dia(-100) }]);
    for (const idComponente of ["matematica", "lingua-portuguesa"]) {
      await salvarNotas(ctx, pedido(turma.id, { [daqui]: "4" }, { etapa: "0", idComponente }));
      await salvarNotas(ctx, pedido(turma.id, { [daqui]: "5" }, { etapa: "1", idComponente }));
      await salvarNotas(ctx, pedido(outra.id, { [movida!.id]: "4" }, { etapa: "0", idComponente }));
      await salvarNotas(ctx, pedido(outra.id, { [movida!.id]: "5" }, { etapa: "1", idComponente }));
    }
    const [daOutra] = (await alunosDaTurma(ctx, outra.id)).filter((e) => e.idAluno === movida!.id);
    await remanejar(ctx, daOutra!.id, turma.id);
    return { turma, outra, ano, daqui, movida: movida!.id };
  }

  it("a recovery save reads, in its transaction, that component's sheets only (here and in the former turma), and logs them as read there", async () => {
    const ctx = contexto();
    const { turma, outra, daqui, movida } = await emRecuperacao(ctx);
    const { valor, tentativas, leituras } = await observando(() => salvarNotas(ctx, pedido(turma.id, { [daqui]: "7", [movida]: "6" }, { etapa: "rec" })));
    expect(valor).toEqual({ versao: 1 });
    expect(tentativas).toHaveLength(1);
    // 2 etapas and the recovery, in each of the two turmas: 6 sheets, where the turmas have 7 components each (42).
    const folhas = [...tentativas[0]!.lidos].filter((path) => path.startsWith("notas/")).sort();
    expect(folhas).toEqual([outra.id, turma.id].flatMap((id) => ["0", "1", "rec"].map((etapa) => `notas/${idDaFolha(id, "matematica", etapa as "0")}`)).sort());
    // The save's own (turma, year, rules, sheet, the turma's 2 entries); the 2 students' 3 entries
    // of the year; the former turma (its year is this one, known); the 6 sheets in one read.
    expect(leituras).toEqual(["notas.salvar 6", "enturmacoes.doAno.naTransacao 3", "boletins.turmas.naTransacao 1", "notas.daTurma.naTransacao 6"]);
  });

  it("the grid reads that component's sheets only, in one read", async () => {
    const ctx = contexto();
    const { turma, ano } = await emRecuperacao(ctx);
    const [t, a] = await Promise.all([lerTurmaPorId(ctx, turma.id), lerAnoPorId(ctx, ano.id)]);
    const entradas = await alunosDaTurma(ctx, turma.id);
    const { valor, leituras } = await observando(() => gradeDeNotas(ctx, t!, a!, t!.componentes.find((x) => x.id === "matematica")!, "rec", entradas));
    expect(valor.linhas.map((l) => [l.nome, l.media])).toEqual([
      ["Aluno 01 Notas", "4,5"],
      ["Mara Movida", "4,5"],
    ]);
    expect(leituras.filter((l) => l.startsWith("notas."))).toEqual(["notas.grade 1", "notas.daTurma 6"]);
  });

  it("two recovery saves of different components of one turma, fired together: both saved, neither retried, neither wrote what the other read", async () => {
    const ctx = contexto();
    const { turma, daqui, movida } = await emRecuperacao(ctx);
    const { valor, tentativas, leituras } = await observando(() =>
      Promise.all([
        salvarNotas(ctx, pedido(turma.id, { [daqui]: "7", [movida]: "6" }, { etapa: "rec", idComponente: "matematica" })),
        salvarNotas(contexto(ctx.empresa.id), pedido(turma.id, { [daqui]: "8", [movida]: "9" }, { etapa: "rec", idComponente: "lingua-portuguesa" })),
      ]),
    );
    expect(valor).toEqual([{ versao: 1 }, { versao: 1 }]);
    expect(tentativas).toHaveLength(2);
    // The local Firestore's locks are exclusive: the second waits for the first on the turma and is
    // never retried here. Cloud Firestore shares read locks until a commit, so a save is retried
    // when the other wrote a document it read: neither did (their entries' queries read no sheet).
    const [a, b] = tentativas as [Tentativa, Tentativa];
    expect([...a.escritos].filter((path) => b.lidos.has(path))).toEqual([]);
    expect([...b.escritos].filter((path) => a.lidos.has(path))).toEqual([]);
    expect(leituras.filter((l) => l.startsWith("notas.daTurma"))).toEqual(["notas.daTurma.naTransacao 6", "notas.daTurma.naTransacao 6"]);
    expect((await folha(turma.id, "rec"))?.valores).toEqual({ [daqui]: 70, [movida]: 60 });
    expect((await folha(turma.id, "rec", "lingua-portuguesa"))?.valores).toEqual({ [daqui]: 80, [movida]: 90 });
  });
});

describe("a whole etapa's grid (issue 41)", () => {
  const etapaDaTurma = (idTurma: string, folhas: { idComponente: string; versao: number; notas: Record<string, string> }[], semNota?: { id: string; marcado: boolean }[]) =>
    notasDaEtapaInput.parse({ idTurma, etapa: "0", folhas: folhas.map((f) => ({ ...f, notas: Object.entries(f.notas).map(([id, nota]) => ({ id, nota })) })), ...(semNota ? { semNota } : {}) });
  const falha = (error: unknown) => (error instanceof Error ? error.message : String(error));

  it("reads every component's column at once, and saves each sheet in its own transaction: a stale column is refused, the others saved", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    await salvarNotas(ctx, pedido(turma.id, { [a]: "7" }, { idComponente: "arte" })); // Arte at version 1 meanwhile
    const anoLido = (await lerAnoPorId(ctx, ano.id))!;
    const turmaLida = (await lerTurmaPorId(ctx, turma.id))!;
    const grade = await gradeDaEtapa(ctx, turmaLida, anoLido, "0", await alunosDaTurma(ctx, turma.id), () => true);
    expect(grade.colunas.map((c) => [c.id, c.versao])).toEqual(turmaLida.componentes.map((c) => [c.id, c.id === "arte" ? 1 : 0]));
    expect(grade.linhas.map((l) => [l.nome, l.notas.arte, l.notas.matematica, l.semNota, l.chegouEm])).toEqual([
      ["Aluno 01 Notas", "7,0", "", false, null],
      ["Aluno 02 Notas", "", "", false, null],
    ]);
    const resposta = await salvarNotasDaEtapa(
      ctx,
      etapaDaTurma(turma.id, [
        { idComponente: "matematica", versao: 0, notas: { [a]: "8,5", [b]: "6" } },
        { idComponente: "arte", versao: 0, notas: { [a]: "9", [b]: "9" } }, // opened before the save above
        { idComponente: "ciencias", versao: 0, notas: { [a]: "11" } },
      ]),
      falha,
    );
    expect(resposta).toEqual({ folhas: { matematica: { versao: 1 }, arte: { erro: erros.alteradas }, ciencias: { invalidos: [a] } }, semNota: null });
    expect((await folha(turma.id))?.valores).toEqual({ [a]: 85, [b]: 60 });
    expect((await folha(turma.id, "0", "arte"))?.valores).toEqual({ [a]: 70 });
    expect(await folha(turma.id, "0", "ciencias")).toBeUndefined();
  });

  it("Sem nota (ingressou em …): only for a student who came after the etapa began, by administrador or secretaria, kept once however often it is sent, recorded, and cleared", async () => {
    const ctx = contexto();
    const etapas = [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }];
    const { idEscola, ano, turma, alunos } = await turmaCom(ctx, 1, etapas);
    const [antigo] = alunos as [string];
    const [novato] = await seedAlunos(ctx.empresa.id, [{ nome: "Nina Novata", idEscola, turma, desde: dia(-10) }]);
    const marcar = (quem: ShellContext, id: string, marcado = true) => marcarSemNota(quem, turma.id, "0", [{ id, marcado }]);
    expect((await recusa(marcar(ctx, antigo))).message).toBe(erros.semNotaSemIngresso("Aluno 01 Notas"));
    expect((await recusa(marcar(contexto(ctx.empresa.id, "professor"), novato!.id))).message).toBe(actionTexts.semPermissao);
    expect((await recusa(marcar(contexto(), novato!.id))).message).toBe(turmaTexts.naoEncontrada); // another company
    await marcar(ctx, novato!.id);
    const entrada = (await testDb().collection("enturmacoes").where("idAluno", "==", novato!.id).get()).docs[0]!.data();
    expect(entrada.etapasSemNota).toEqual(["0"]);
    const grade = await gradeDaEtapa(ctx, (await lerTurmaPorId(ctx, turma.id))!, (await lerAnoPorId(ctx, ano.id))!, "0", await alunosDaTurma(ctx, turma.id), () => true);
    expect(grade.linhas.find((l) => l.id === novato!.id)).toMatchObject({ semNota: true, chegouEm: dia(-10) });
    // Marked twice at once, then cleared: one mark, then none.
    await Promise.all([marcar(ctx, novato!.id), marcar(ctx, novato!.id)]);
    expect((await testDb().collection("enturmacoes").where("idAluno", "==", novato!.id).get()).docs[0]!.get("etapasSemNota")).toEqual(["0"]);
    const [atividade] = await historico(ctx, novato!.id, 1);
    expect(atividade).toMatchObject({ tipo: "notas.semNota", detalhe: `1º semestre: Sem nota (ingressou em ${dia(-10).split("-").reverse().join("/")})` });
    await marcar(ctx, novato!.id, false);
    expect((await testDb().collection("enturmacoes").where("idAluno", "==", novato!.id).get()).docs[0]!.get("etapasSemNota")).toEqual([]);
  });
});

describe("Sem nota, read from the student's whole year", () => {
  it("never every etapa of the year; a student moved in from another turma of the year is no late student", async () => {
    const ctx = contexto();
    const etapas = [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }];
    const { idEscola, ano, turma, outra, alunos } = await turmaCom(ctx, 1, etapas);
    const [novato] = await seedAlunos(ctx.empresa.id, [{ nome: "Nina Novata", idEscola, turma, desde: dia(-5) }]);
    await marcarSemNota(ctx, turma.id, "0", [{ id: novato!.id, marcado: true }]);
    expect((await recusa(marcarSemNota(ctx, turma.id, "1", [{ id: novato!.id, marcado: true }]))).message).toBe(erros.semNotaEmTodas("Nina Novata"));
    // The first student, moved today to the other turma: in its grid, nothing to mark.
    const [entrada] = (await alunosDaTurma(ctx, turma.id)).filter((e) => e.idAluno === alunos[0]);
    await remanejar(ctx, entrada!.id, outra.id);
    const grade = await gradeDaEtapa(ctx, (await lerTurmaPorId(ctx, outra.id))!, (await lerAnoPorId(ctx, ano.id))!, "1", await alunosDaTurma(ctx, outra.id), () => true);
    expect(grade.linhas.map((l) => [l.nome, l.chegouEm])).toEqual([["Aluno 01 Notas", null]]);
  });
});

describe("a turma evaluated by parecer (issue 41)", () => {
  it("takes no grade: Educação Infantil, and 1º–3º ano once the company chose parecer", async () => {
    const ctx = contexto();
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola dos Pareceres" }]);
    const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "Pré A", etapaDeEnsino: "ei-pre-escola" }, { nome: "2º ano A", etapaDeEnsino: "ef-2" }] });
    const [pre, segundo] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
    const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Caio do Segundo", idEscola: idEscola!, turma: segundo, desde: `${ano.ano}-02-02` }]);
    expect((await recusa(salvarNotas(ctx, pedido(pre.id, {}, { idComponente: "matematica" })))).message).toBe("Esta turma é avaliada por parecer descritivo, não por notas.");
    const lancar = () => salvarNotas(ctx, pedido(segundo.id, { [aluno!.id]: "8" }, { idComponente: "matematica" }));
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: true });
    expect((await recusa(lancar())).message).toBe("Esta turma é avaliada por parecer descritivo, não por notas.");
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).update({ anosIniciaisPorParecer: false });
    await expect(lancar()).resolves.toEqual({ versao: 1 });
  });
});
