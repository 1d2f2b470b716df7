import { encerrarAno, previaDoEncerramento, reabrirAno } from "@/lib/encerramento/encerrar";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { salvarChamada } from "@/lib/chamadas/escrita";
import { chamadaInput } from "@/lib/chamadas/schema";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { atualizarEtapas } from "@/lib/anos-letivos/escrita";
import { historico } from "@/lib/atividades/dados";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { encerramentoTexts, notasTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";
import { alunosAbaixoDoMinimo } from "@/lib/chamadas/paineis";
import { regrasInput, salvarRegras } from "@/lib/empresas/regras-de-avaliacao";
import { continuarRecontagem } from "@/lib/chamadas/recontagem/passos";
import { recontagemDaEmpresa } from "@/lib/chamadas/recontagem/verificacao";
import { closeTestApp, readEscola, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { fixarHoje } from "@/test/support/hoje";

// `Encerrar ano letivo` on the local database: the preview of what is missing, the closing in one
// commit (each student's final situation, the rules kept with the year), all or nothing when the
// server dies before the commit, the run that waits and the one taken over, what a closed year
// refuses, and `Reabrir ano letivo`.

// Today is 12/05/2026: the calendars here are laid around it (etapas from 60 days ago to yesterday (or 10 days ahead), inside this year).
fixarHoje("2026-05-12");

afterAll(closeTestApp);

const erros = encerramentoTexts.erros;

function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/** Two semestres that end before today; a 5º ano (7 components) of 3 students and a Pré-escola of 1. */
async function escolaDoAno(ctx: ShellContext) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola do Encerramento" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }, { nome: "Pré A", etapaDeEnsino: "ei-pre-escola" }] });
  await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-60), fim: dia(-31) }, { inicio: dia(-30), fim: dia(-1) }] });
  const [turma, pre] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const alunos = await seedAlunos(ctx.empresa.id, [
    { nome: "Ana Aprovada", idEscola: idEscola!, turma, desde: dia(-60) },
    { nome: "Bruno Reprovado", idEscola: idEscola!, turma, desde: dia(-60) },
    { nome: "Caio Faltoso", idEscola: idEscola!, turma, desde: dia(-60) },
    { nome: "Duda Pequena", idEscola: idEscola!, turma: pre, desde: dia(-60) },
  ]);
  return { idEscola: idEscola!, ano, turma, pre, alunos: alunos.map((a) => a.id) as [string, string, string, string] };
}

const COMPONENTES = ["lingua-portuguesa", "matematica", "ciencias", "historia", "geografia", "arte", "educacao-fisica"];

/**
 * Every component's grades of both etapas: Ana 8, Bruno 8 but 4 in Matemática, Caio 9; Bruno, in
 * recovery in Matemática, marked `Não compareceu à recuperação` unless `semRecuperacao`, or
 * a Matemática grade is left out (with no average he is in no recovery: the grid does not show
 * him, and the save refuses the mark).
 */
async function lancarTudo(ctx: ShellContext, idTurma: string, [ana, bruno, caio]: string[], { menos, semRecuperacao }: { menos?: string; semRecuperacao?: boolean } = {}) {
  for (const idComponente of COMPONENTES) {
    for (const etapa of ["0", "1"]) {
      if (menos === `${idComponente}:${etapa}`) continue;
      const notas = [
        { id: ana!, nota: "8" },
        { id: bruno!, nota: idComponente === "matematica" ? "4" : "8" },
        { id: caio!, nota: "9" },
      ];
      await salvarNotas(ctx, notasInput.parse({ idTurma, idComponente, etapa, versao: 0, notas }));
    }
  }
  if (!semRecuperacao && !menos?.startsWith("matematica:")) await salvarNotas(ctx, notasInput.parse({ idTurma, idComponente: "matematica", etapa: "rec", versao: 0, notas: [], naoCompareceu: [bruno] }));
}

/** Caio's frequência: 10 days recorded, 3 absences (70%). */
async function faltas(idTurma: string, caio: string) {
  const entradas = await testDb().collection("enturmacoes").where("idAluno", "==", caio).get();
  await entradas.docs[0]!.ref.update({ frequencia: { "1": { dias: 10, faltas: 3, justificadas: 0 } } });
  void idTurma;
}

const resultados = async (idAnoLetivo: string) => (await testDb().collection("resultados").where("idAnoLetivo", "==", idAnoLetivo).get()).docs.map((d) => d.data());

describe("the preview", () => {
  it("says per turma which grades are missing, and how many students", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos, { menos: "matematica:1" });
    const previa = await previaDoEncerramento(ctx, (await lerAnoPorId(ctx, ano.id))!);
    expect(previa.alunos).toBe(4);
    expect(previa.turmas.find((t) => t.id === turma.id)?.pendencias).toEqual([{ tipo: "nota", componente: "Matemática", etapa: "2º semestre", alunos: 3 }]);
    expect(encerramentoTexts.faltam("Matemática", "2º semestre", 3)).toBe("Faltam notas: Matemática, 2º semestre, 3 alunos");
    // Refused with something missing: nothing changed, and the year is not left waiting.
    expect((await recusa(encerrarAno(ctx, ano.id))).message).toBe(erros.pendencias);
    expect(await resultados(ano.id)).toEqual([]);
    expect(await lerAnoPorId(contexto(ctx.empresa.id), ano.id)).toMatchObject({ situacao: "andamento", encerrandoDesde: null });
  });
});

describe("the final recovery nobody typed (issue 41: a child failed by omission)", () => {
  it("is missing, named, and stops the closing until typed or marked Não compareceu; the preview names who fails and why", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    const [, bruno, caio] = alunos;
    await lancarTudo(ctx, turma.id, alunos, { semRecuperacao: true });
    await faltas(turma.id, caio);
    const previa = async () => (await previaDoEncerramento(ctx, (await lerAnoPorId(ctx, ano.id))!)).turmas.find((t) => t.id === turma.id)!;
    const antes = await previa();
    expect(antes.pendencias).toEqual([{ tipo: "recuperacao", componente: "Matemática", idComponente: "matematica", alunos: 1, nomes: ["Bruno Reprovado"] }]);
    expect(encerramentoTexts.faltaRecuperacao("Matemática", 2)).toBe("Falta a recuperação final: Matemática, 2 alunos");
    expect(antes.situacoes[bruno]).toBeUndefined();
    expect((await recusa(encerrarAno(ctx, ano.id))).message).toBe(erros.pendencias);

    // The secretaria marks him absent from the recovery: his average is final, and he fails, named with the grade.
    await salvarNotas(ctx, notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "rec", versao: 0, notas: [], naoCompareceu: [bruno] }));
    const depois = await previa();
    expect(depois.pendencias).toEqual([]);
    expect(depois.reprovacoes).toEqual([
      { situacao: "reprovado", nome: "Bruno Reprovado", componentes: [{ componente: "Matemática", final: 40 }] },
      { situacao: "reprovado-frequencia", nome: "Caio Faltoso", frequencia: { dias: 10, faltas: 3, justificadas: 0 } },
    ]);
    expect(encerramentoTexts.reprovado("Ana Lima", "Matemática 4,5")).toBe("Reprovado: Ana Lima (Matemática 4,5)");
    expect(encerramentoTexts.reprovadoPorFrequencia("João Souza", "72,3%")).toBe("Reprovado por frequência: João Souza (72,3%)");

    // A recovery grade typed after all: the grade wins over the mark (6,0 ≥ 4,0: approved in Matemática).
    await salvarNotas(ctx, notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "rec", versao: 1, notas: [{ id: bruno, nota: "6" }] }));
    const folha = (await testDb().doc(`notas/${turma.id}__matematica__rec`).get()).data()!;
    expect(folha).toMatchObject({ valores: { [bruno]: 60 }, naoCompareceu: [] });
    expect((await previa()).situacoes[bruno]).toBe("aprovado");
  });

  it("only administrador and secretaria mark Não compareceu, on the recovery's grid, for a student in recovery", async () => {
    const ctx = contexto();
    const { turma, alunos } = await escolaDoAno(ctx);
    const [ana, bruno] = alunos;
    await lancarTudo(ctx, turma.id, alunos, { semRecuperacao: true });
    const marcar = (quem: ShellContext, etapa: string, ids: string[]) => salvarNotas(quem, notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa, versao: 0, notas: [], naoCompareceu: ids }));
    expect((await recusa(marcar(ctx, "0", [bruno]))).message).toBe("Você não tem permissão para esta ação.");
    expect((await recusa(marcar(ctx, "rec", [ana]))).message).toBe(notasTexts.erros.foraDaRecuperacao);
    await testDb().doc(`turmas/${turma.id}`).update({ professores: ["prof-1"], nomesDosProfessores: { "prof-1": "Paula" } });
    const professora = { ...contexto(ctx.empresa.id, "professor"), session: { ...ctx.session, uid: "prof-1" } } as ShellContext;
    expect((await recusa(marcar(professora, "rec", [bruno]))).message).toBe("Você não tem permissão para esta ação.");
    expect((await testDb().doc(`notas/${turma.id}__matematica__rec`).get()).exists).toBe(false);
  });
});

describe("a student the grades leave without a result", () => {
  it("is a pendência by name (every etapa marked Sem nota by hand in the database), and the closing waits", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    const [entrada] = (await testDb().collection("enturmacoes").where("idAluno", "==", alunos[0]).get()).docs;
    await entrada!.ref.update({ etapasSemNota: ["0", "1"] });
    const previa = (await previaDoEncerramento(ctx, (await lerAnoPorId(ctx, ano.id))!)).turmas.find((t) => t.id === turma.id)!;
    expect(previa.pendencias).toEqual([{ tipo: "semResultado", alunos: 1, nomes: ["Ana Aprovada"] }]);
    expect((await recusa(encerrarAno(ctx, ano.id))).message).toBe(erros.pendencias);
  });
});

describe("closing before the last etapa's end", () => {
  it("is the administrador's only, confirmed; the secretaria is told when the year ends", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    const fim = dia(10);
    await testDb().doc(`anos_letivos/${ano.id}`).update({ etapas: [{ inicio: dia(-60), fim: dia(-31) }, { inicio: dia(-30), fim }] });
    const fimBr = fim.split("-").reverse().join("/");
    expect((await recusa(encerrarAno(ctx, ano.id, { antecipado: true }))).message).toBe(`O ano letivo termina em ${fimBr}. Só o administrador pode encerrá-lo antes.`);
    const admin = contexto(ctx.empresa.id, "administrador");
    expect((await recusa(encerrarAno(admin, ano.id))).message).toBe(`O ano letivo termina em ${fimBr}. Confirme o encerramento antecipado.`);
    expect(encerramentoTexts.antecipado(fimBr)).toBe(`O ano letivo termina em ${fimBr}. Encerrar mesmo assim?`);
    expect(await lerAnoPorId(admin, ano.id)).toMatchObject({ situacao: "andamento", encerrandoDesde: null });
    expect(await encerrarAno(admin, ano.id, { antecipado: true })).toMatchObject({ alunos: 4 });
  });
});

describe("closing the year", () => {
  it("gives each student their final situation in one commit, keeps the rules, and closes grades and roll calls", async () => {
    const ctx = contexto();
    const { ano, turma, pre, alunos, idEscola } = await escolaDoAno(ctx);
    const [ana, bruno, caio, duda] = alunos;
    await lancarTudo(ctx, turma.id, alunos);
    await faltas(turma.id, caio);
    expect(await encerrarAno(ctx, ano.id)).toEqual({ idEscola, ano: ano.ano, alunos: 4 });

    const porTurma = Object.fromEntries((await resultados(ano.id)).map((r) => [r.idTurma, r.alunos]));
    expect(porTurma[turma.id]).toEqual({ [ana]: "aprovado", [bruno]: "reprovado", [caio]: "reprovado-frequencia" });
    expect(porTurma[pre.id]).toEqual({ [duda]: "concluido" });
    const fechado = await lerAnoPorId(contexto(ctx.empresa.id), ano.id);
    expect(fechado).toMatchObject({ situacao: "encerrado", regras: { mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true }, encerrandoDesde: null });
    expect((await readEscola(idEscola))?.anoEmAndamento).toBeNull();
    const [atividade] = await historico(ctx, ano.id, 1);
    expect(atividade).toMatchObject({ tipo: "anoLetivo.encerrado" });

    // The boletim says the final situation; a later change of the company's rules does not rewrite it.
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 90, frequenciaMinima: 90, recuperacaoFinal: false });
    const boletim = await boletimDoAluno(contexto(ctx.empresa.id), ana, ano.ano);
    expect(boletim).toMatchObject({ situacao: "Aprovado", comRecuperacao: true, frequencia: "—" });
    expect(boletim!.linhas.find((l) => l.componente === "Matemática")).toEqual({ componente: "Matemática", etapas: ["8,0", "8,0"], media: "8,0", recuperacao: "—", final: "8,0" });

    // Read-only now: grades and roll calls are refused.
    const nota = notasInput.parse({ idTurma: turma.id, idComponente: "arte", etapa: "0", versao: 1, notas: [{ id: ana, nota: "10" }] });
    expect((await recusa(salvarNotas(ctx, nota))).message).toBe(notasTexts.erros.anoEncerrado);
    await recusa(salvarChamada(ctx, chamadaInput.parse({ idTurma: turma.id, dia: dia(-2), versao: 0, marcas: [] })));
    // And a second closing.
    expect((await recusa(encerrarAno(ctx, ano.id))).message).toBe(erros.naoEmAndamento);
  });

  it("all or nothing: a server that dies before the commit leaves no student changed, and the next run finishes", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    const morre = new Error("servidor morreu");
    await expect(encerrarAno(ctx, ano.id, { antesDoCommit: () => Promise.reject(morre) })).rejects.toBe(morre);
    expect(await resultados(ano.id)).toEqual([]);
    expect(await lerAnoPorId(contexto(ctx.empresa.id), ano.id)).toMatchObject({ situacao: "andamento", encerrandoDesde: null });
    expect(await encerrarAno(ctx, ano.id)).toMatchObject({ alunos: 4 });
  });

  it("a run under way makes the year wait (a second closing, grades, roll calls); one stopped long ago is taken over", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    // A run that holds the mark now (it died after marking: its process is gone).
    await testDb().doc(`anos_letivos/${ano.id}`).update({ encerrandoDesde: new Date(), encerrando: "outro" });
    expect((await recusa(encerrarAno(ctx, ano.id))).message).toBe(erros.emCurso);
    const nota = notasInput.parse({ idTurma: turma.id, idComponente: "arte", etapa: "0", versao: 1, notas: [{ id: alunos[0], nota: "10" }] });
    expect((await recusa(salvarNotas(ctx, nota))).message).toBe(notasTexts.erros.anoFechando);
    expect((await recusa(salvarChamada(ctx, chamadaInput.parse({ idTurma: turma.id, dia: dia(-2), versao: 0, marcas: [] })))).message).toBe(erros.emCurso);
    // Six minutes later the mark has expired: this run takes over and closes.
    const depois = new Date(Date.now() + 6 * 60_000);
    expect(await encerrarAno(ctx, ano.id, { agora: depois })).toMatchObject({ alunos: 4 });
    expect(await resultados(ano.id)).toHaveLength(2);
  });

  it("two closings fired together: one closes, the other is told it is under way (or already closed)", async () => {
    const ctx = contexto();
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    const [a, b] = await Promise.allSettled([encerrarAno(ctx, ano.id), encerrarAno(contexto(ctx.empresa.id), ano.id)]);
    const feitos = [a, b].filter((r) => r.status === "fulfilled");
    expect(feitos).toHaveLength(1);
    const recusado = [a, b].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect([erros.emCurso, erros.naoEmAndamento]).toContain(recusado.reason.message);
    expect(await resultados(ano.id)).toHaveLength(2);
  });
});

describe("one minimum of frequência (issue 42): the company's, for the roll call's flag, Home and the closing", () => {
  /** A day of class of the 2nd semestre (its first weekday): in the past, whatever today is. */
  function diaDeAula(): string {
    for (let k = -30; ; k += 1) {
      const d = dia(k);
      const semana = new Date(`${d}T12:00:00Z`).getUTCDay();
      if (semana !== 0 && semana !== 6) return d;
    }
  }

  /**
   * Caio at 78%: 49 days with 11 absences on his counters, then a roll call through salvarChamada
   * with everyone present (39 of 50 days). Home's kept counts start before it. Answers his entry's flag.
   */
  async function caioA78(ctx: ShellContext, idTurma: string, caio: string): Promise<unknown> {
    await conferirContadores(ctx);
    const [entrada] = (await testDb().collection("enturmacoes").where("idAluno", "==", caio).get()).docs;
    await entrada!.ref.update({ frequencia: { "1": { dias: 49, faltas: 11, justificadas: 0 } } });
    await salvarChamada(ctx, chamadaInput.parse({ idTurma, dia: diaDeAula(), versao: 0, marcas: [] }));
    const depois = (await entrada!.ref.get()).data()!;
    expect(depois.frequencia).toEqual({ "1": { dias: 50, faltas: 11, justificadas: 0 } });
    return depois.abaixoDoMinimo;
  }

  it("a company at 80%: a student at 78% is flagged by the roll call, counted and listed on Home, and Reprovado por frequência at the closing", async () => {
    const ctx = contexto();
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 80, recuperacaoFinal: true });
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    const [ana, bruno, caio] = alunos;
    expect(await caioA78(ctx, turma.id, caio)).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    expect((await alunosAbaixoDoMinimo(ctx, { kind: "first" })).items.map((a) => [a.nome, a.frequencia])).toEqual([["Caio Faltoso", "78,0%"]]);

    await lancarTudo(ctx, turma.id, alunos);
    const previa = (await previaDoEncerramento(ctx, (await lerAnoPorId(ctx, ano.id))!)).turmas.find((t) => t.id === turma.id)!;
    expect(previa.reprovacoes).toContainEqual({ situacao: "reprovado-frequencia", nome: "Caio Faltoso", frequencia: { dias: 50, faltas: 11, justificadas: 0 } });
    await encerrarAno(ctx, ano.id);
    const porTurma = Object.fromEntries((await resultados(ano.id)).map((r) => [r.idTurma, r.alunos]));
    expect(porTurma[turma.id]).toEqual({ [ana]: "aprovado", [bruno]: "reprovado", [caio]: "reprovado-frequencia" });
    expect(await boletimDoAluno(contexto(ctx.empresa.id), caio, ano.ano)).toMatchObject({ situacao: "Reprovado por frequência", frequencia: "78,0%" });
  });

  it("the same student at the law's 75%: not flagged, not counted, approved at the closing", async () => {
    const ctx = contexto(); // no rules saved: REGRAS_PADRAO, 75%
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    const [ana, bruno, caio] = alunos;
    expect(await caioA78(ctx, turma.id, caio)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);
    expect((await alunosAbaixoDoMinimo(ctx, { kind: "first" })).items).toEqual([]);

    await lancarTudo(ctx, turma.id, alunos);
    await encerrarAno(ctx, ano.id);
    const porTurma = Object.fromEntries((await resultados(ano.id)).map((r) => [r.idTurma, r.alunos]));
    expect(porTurma[turma.id]).toEqual({ [ana]: "aprovado", [bruno]: "reprovado", [caio]: "aprovado" });
    expect(await boletimDoAluno(contexto(ctx.empresa.id), caio, ano.ano)).toMatchObject({ situacao: "Aprovado", frequencia: "78,0%" });
  });

  it("a company whose stored minimum is below the law's (old data) is read at 75%: 74% flagged, 78% not", async () => {
    const ctx = contexto();
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 60, recuperacaoFinal: true });
    const { turma, alunos } = await escolaDoAno(ctx);
    const [ana, , caio] = alunos;
    // Ana at 74% (37 of 50), Caio at 78%.
    const [entradaDaAna] = (await testDb().collection("enturmacoes").where("idAluno", "==", ana).get()).docs;
    await entradaDaAna!.ref.update({ frequencia: { "1": { dias: 49, faltas: 13, justificadas: 0 } } });
    expect(await caioA78(ctx, turma.id, caio)).toBe(false);
    expect((await entradaDaAna!.ref.get()).get("abaixoDoMinimo")).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
  });
});

describe("reopening", () => {
  it("the year goes back in progress, the results go, the reason is recorded", async () => {
    const ctx = contexto(undefined, "administrador");
    const { ano, turma, alunos, idEscola } = await escolaDoAno(ctx);
    await lancarTudo(ctx, turma.id, alunos);
    await encerrarAno(ctx, ano.id);
    expect(await reabrirAno(ctx, ano.id, "Nota de Matemática lançada errada")).toEqual({ idEscola, ano: ano.ano });
    expect(await resultados(ano.id)).toEqual([]);
    expect(await lerAnoPorId(contexto(ctx.empresa.id), ano.id)).toMatchObject({ situacao: "andamento", regras: null });
    expect((await readEscola(idEscola))?.anoEmAndamento).toEqual({ id: ano.id, ano: ano.ano });
    const [atividade] = await historico(ctx, ano.id, 1);
    expect(atividade).toMatchObject({ tipo: "anoLetivo.reaberto", detalhe: encerramentoTexts.detalheReaberto("Nota de Matemática lançada errada") });
    expect((await boletimDoAluno(ctx, alunos[0], ano.ano))?.situacao).toBe("Cursando");
    expect((await recusa(reabrirAno(ctx, ano.id, "de novo"))).message).toBe(erros.naoEncerrado);
  });
});

// Issue 42: a reopened year's entries are `Cursando` in a year in progress again, with the flags
// they had while it was closed (the recount leaves a closed year's alone). Reopening starts the
// recount in its transaction, so those flags follow the rules in force; Home's kept count follows.
describe("reopening and the frequência flags (issue 42)", () => {
  const regras = (frequenciaMinima: number) => regrasInput.parse({ mediaParaAprovacao: "6,0", frequenciaMinima: String(frequenciaMinima), recuperacaoFinal: "sim", anosIniciais: "notas" });
  const flagDe = async (idAluno: string) => (await testDb().collection("enturmacoes").where("idAluno", "==", idAluno).get()).docs[0]!.get("abaixoDoMinimo");

  /** Caio at 78% (39 of 50 days), his flag as stored at `flag`; Home's kept counts from the data as it is. */
  async function caioA78(ctx: ShellContext, caio: string, flag: boolean) {
    const [entrada] = (await testDb().collection("enturmacoes").where("idAluno", "==", caio).get()).docs;
    await entrada!.ref.update({ frequencia: { "1": { dias: 50, faltas: 11, justificadas: 0 } }, abaixoDoMinimo: flag });
    await conferirContadores(ctx);
  }

  /** Saves `Frequência mínima` and runs the recount it starts to its end (the action's `after()`). */
  async function mudarPara(ctx: ShellContext, minimo: number) {
    let token: string | null = null;
    await salvarRegras(ctx, regras(minimo), { recontar: (t) => (token = t) });
    await continuarRecontagem(ctx.empresa.id, token!);
  }

  it("a year closed at 75% with a student at 78%, the company now at 80%: reopened, he is flagged and Home's count +1", async () => {
    const ctx = contexto(undefined, "administrador");
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    const caio = alunos[2];
    await caioA78(ctx, caio, false);
    await lancarTudo(ctx, turma.id, alunos);
    await encerrarAno(ctx, ano.id);
    expect((await lerAnoPorId(ctx, ano.id))?.regras).toMatchObject({ frequenciaMinima: 75 });

    // The company moves to 80%: the closed year keeps its own rules, and its flags.
    await mudarPara(ctx, 80);
    expect(await flagDe(caio)).toBe(false);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(0);

    let token: string | null = null;
    await reabrirAno(ctx, ano.id, "Frequência lançada errada", { recontar: (t) => (token = t) });
    expect(token).not.toBeNull();
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: true, emFalta: false });
    expect((await testDb().doc(`recontagens/${ctx.empresa.id}`).get()).data()).toMatchObject({ estado: "recalculando", minimo: 80, dono: token });
    await continuarRecontagem(ctx.empresa.id, token!);
    expect(await flagDe(caio)).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    expect(await recontagemDaEmpresa(ctx.empresa.id)).toMatchObject({ emCurso: false, emFalta: false });
  });

  it("Home's kept count equals what it counts across the closing and the reopening: a closed year's entries stay `cursando`, so neither moves it", async () => {
    const ctx = contexto(undefined, "administrador");
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 80, recuperacaoFinal: true });
    const { ano, turma, alunos } = await escolaDoAno(ctx);
    const caio = alunos[2];
    await caioA78(ctx, caio, true); // flagged at 80%, as the roll call leaves him
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    await lancarTudo(ctx, turma.id, alunos);
    await encerrarAno(ctx, ano.id);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    expect((await testDb().collection("enturmacoes").where("idAluno", "==", caio).get()).docs[0]!.get("situacao")).toBe("cursando");

    let token: string | null = null;
    await reabrirAno(ctx, ano.id, "Nota lançada errada", { recontar: (t) => (token = t) });
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
    await continuarRecontagem(ctx.empresa.id, token!);
    expect(await flagDe(caio)).toBe(true);
    expect((await conferirContadores(ctx)).abaixoDoMinimo).toBe(1);
  });
});

/** One student, Ana, with 8 in every component of both semestres (which ended before today). */
async function escolaDeUmaAluna(ctx: ShellContext) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola da Revisão" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }] });
  await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-60), fim: dia(-31) }, { inicio: dia(-30), fim: dia(-1) }] });
  const [turma] = ano.turmas as [(typeof ano.turmas)[number]];
  const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome: "Ana Revisada", idEscola: idEscola!, turma, desde: dia(-60) }]);
  for (const idComponente of COMPONENTES) {
    for (const etapa of ["0", "1"]) {
      await salvarNotas(ctx, notasInput.parse({ idTurma: turma.id, idComponente, etapa, versao: 0, notas: [{ id: aluno!.id, nota: "8" }] }));
    }
  }
  return { ano, turma, aluno: aluno!.id };
}

const resultadoDaTurma = async (idTurma: string) => (await testDb().doc(`resultados/${idTurma}`).get()).get("alunos");

// Issue 25's security review of the closing: each test states what must happen (each failed before
// its fix, demonstrating the defect named in its title).
describe("the closing under review (issue 25)", () => {
  // encerrarAno's commit once checked only the token, not that the mark was still within its
  // 5-minute lease; past it, salvarNotas/salvarChamada/enturmar treat the year as open again
  // (anoEmEncerramento), so a slow run committed results computed from grades since changed.
  it("a run whose mark expired (computation > 5 min) must not commit results that grades saved meanwhile contradict", async () => {
    const ctx = contexto();
    const { ano, turma, aluno } = await escolaDeUmaAluna(ctx);
    const seisMinutosAtras = new Date(Date.now() - 6 * 60_000);
    const fechamento = encerrarAno(ctx, ano.id, {
      agora: seisMinutosAtras,
      // Between the computation and the commit (the run took 6 minutes): the year looks open again.
      antesDoCommit: async () => {
        const nota = notasInput.parse({ idTurma: turma.id, idComponente: "matematica", etapa: "1", versao: 1, notas: [{ id: aluno, nota: "0" }] });
        await salvarNotas(contexto(ctx.empresa.id), nota);
      },
    });
    const r = await fechamento.then(() => "commit", (e: Error) => e.message);
    // Matemática is now (8 + 0) / 2 = 4,0: the student fails, yet the stored result says "aprovado".
    const boletim = await boletimDoAluno(ctx, aluno, ano.ano);
    const mat = boletim!.linhas.find((l) => l.componente === "Matemática");
    if (r === "commit") {
      expect({ media: mat!.media, situacao: (await resultadoDaTurma(turma.id))?.[aluno] }).toEqual({ media: "4,0", situacao: "reprovado" });
    }
    expect(r).not.toBe("commit");
  });

  // atualizarEtapas once checked neither a closed year nor one being closed: the page hides
  // `Editar` for a closed year, but a forged form edited it, rewriting every boletim of a year that
  // "takes no change" (columns, averages) under the stored final situation.
  it("a closed year's etapas cannot be edited (forged atualizarEtapasAction)", async () => {
    const ctx = contexto();
    const { ano, aluno } = await escolaDeUmaAluna(ctx);
    await encerrarAno(ctx, ano.id);
    const fechado = (await lerAnoPorId(contexto(ctx.empresa.id), ano.id))!;
    const bimestres = [
      { inicio: dia(-60), fim: dia(-46) },
      { inicio: dia(-45), fim: dia(-31) },
      { inicio: dia(-30), fim: dia(-16) },
      { inicio: dia(-15), fim: dia(-1) },
    ];
    const feito = await atualizarEtapas(ctx, { id: ano.id, versao: fechado.versao, ano: ano.ano, tipoEtapas: "bimestres", etapas: bimestres }).then(
      () => true,
      () => false,
    );
    const boletim = await boletimDoAluno(ctx, aluno, ano.ano);
    // After the forged edit: 4 columns, two of them empty, média "—", situação still "Aprovado".
    expect({ feito, colunas: boletim!.colunas.length, media: boletim!.linhas[0]!.media }).toEqual({ feito: false, colunas: 2, media: "8,0" });
  });

  it("a year being closed refuses an edit of its etapas (as grades, roll calls and enrolments wait)", async () => {
    const ctx = contexto();
    const { ano } = await escolaDeUmaAluna(ctx);
    await testDb().doc(`anos_letivos/${ano.id}`).update({ encerrandoDesde: new Date(), encerrando: "outro" });
    const atual = (await lerAnoPorId(contexto(ctx.empresa.id), ano.id))!;
    await recusa(atualizarEtapas(ctx, { id: ano.id, versao: atual.versao, ano: ano.ano, tipoEtapas: "semestres", etapas: [{ inicio: dia(-60), fim: dia(-20) }, { inicio: dia(-19), fim: dia(-1) }] }));
  });
});
