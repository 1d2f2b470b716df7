import { criarAnoLetivo, iniciarAnoLetivo } from "@/lib/anos-letivos/escrita";
import { anoLetivoCriacao } from "@/lib/anos-letivos/schema";
import { criarTurma } from "@/lib/turmas/escrita";
import { turmaInput } from "@/lib/turmas/schema";
import { lerTurma } from "@/lib/turmas/dados";
import { enturmar } from "@/lib/enturmacoes/escrita";
import { alunosDaTurma, enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { criarAluno } from "@/lib/alunos/escrita";
import { hoje } from "@/lib/infra/relogio";
import { encerramentoTexts, planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { continuarImportacao, iniciarImportacao, lerImportacao, prepararImportacao, type Passo } from "@/lib/alunos/planilha/importacao";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { BOM } from "@/lib/alunos/planilha/escrever";
import { closeTestApp, readAlunos, readAtividades, testDb } from "@/test/support/firebase";
import { encerrarAno } from "@/lib/encerramento/encerrar";

/** The year here is this one, whose last etapa may not have ended: its administrador closes it early. */
const comoAdministrador = (ctx: ShellContext): ShellContext => ({ ...ctx, papel: "administrador" });
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { recusa } from "@/test/support/contexto";
import { arquivo, empresaComEscolas, textoDe } from "./preparo";

// The import's `Turma` column against the local Firestore (issue 23): a turma of the row's school in
// its year in progress, compared without accents or case; its places counted with the file's own
// rows; the students enrolled by the same all-or-nothing import; the export's `Turma` the current
// turma, so an exported file imports back into its turmas.

afterAll(closeTestApp);

const erros = planilhaTexts.erros;

/** Escola Norte with its 2026 year in progress and two turmas (5º ano A: `vagas` places), and Escola Sul with a year not started. */
async function escolasComTurmas(vagas = 3) {
  const base = await empresaComEscolas();
  const { ctx, norte, sul } = base;
  const ano = (idEscola: string) =>
    criarAnoLetivo(ctx, anoLetivoCriacao.parse({ idEscola, ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" }));
  const { id: idAno } = await ano(norte);
  await iniciarAnoLetivo(ctx, idAno);
  const { id: idAnoSul } = await ano(sul);
  const turma = async (idAnoLetivo: string, nome: string, v: number) =>
    (await criarTurma(ctx, idAnoLetivo, turmaInput.parse({ nome, etapaDeEnsino: "ef-5", turno: "matutino", vagas: String(v), inicioAulas: "07:00", fimAulas: "11:30" }))).id;
  const a = await turma(idAno, "5º ano A", vagas);
  const b = await turma(idAno, "5º ano B", 30);
  await turma(idAnoSul, "5º ano A", 30);
  return { ...base, idAno, turmas: { a, b } };
}

const linha = (nome: string, turma: string, escola = "Escola Norte") => [nome, "10/03/2015", escola, turma, "", "", "", ""];

async function importar(ctx: ShellContext, bytes: Uint8Array, antesDoPasso?: (p: Passo) => void | Promise<void>) {
  const v = await verificarPlanilha(ctx, bytes);
  expect(v.problemas).toEqual([]);
  const id = await prepararImportacao(ctx, "turmas.csv", v.validas);
  await continuarImportacao(id, await iniciarImportacao(ctx, id), { antesDoPasso });
  return lerImportacao(ctx, id);
}

describe("verificar: the Turma column", () => {
  it("names a turma of the row's school in its year in progress, without accents or case; says each row's problem", async () => {
    const { ctx } = await escolasComTurmas();
    const v = await verificarPlanilha(
      ctx,
      arquivo([
        linha("Ana Teste", "5º ANO a"),
        linha("Bia Teste", "5º ano C"),
        linha("Caio Teste", ""),
        linha("Duda Teste", "5º ano A", "Escola Sul"),
        linha("Eva Teste", "x".repeat(10_000)),
      ]),
    );
    expect(v.problemas).toEqual([
      `Linha 3: a turma "5º ano C" não existe na Escola Norte em 2026.`,
      `Linha 5: a Escola Sul não tem ano letivo em andamento; deixe a Turma vazia ou inicie o ano letivo da escola.`,
      `Linha 6: a turma "${"x".repeat(40)}…" não existe na Escola Norte em 2026.`,
    ]);
    expect(v.validas.map((l) => [l.nome, l.turma?.nome ?? null])).toEqual([
      ["Ana Teste", "5º ano A"],
      ["Caio Teste", null],
    ]);
  });

  it("counts the file's own rows against the turma's free places, and says it once, at the first row beyond them", async () => {
    const { ctx, norte, turmas } = await escolasComTurmas(3);
    const { id } = await criarAluno(ctx, { nome: "Já Enturmado", dataNascimento: "2015-01-01", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    await enturmar(ctx, turmas.a, [id]);
    const v = await verificarPlanilha(ctx, arquivo([linha("Um Teste", "5º ano A"), linha("Dois Teste", "5º ano B"), linha("Tres Teste", "5º ano A"), linha("Quatro Teste", "5º ano A"), linha("Cinco Teste", "5º ano A")]));
    expect(v.problemas).toEqual([`Linha 5: a turma 5º ano A não tem vagas para todos os alunos da planilha.`]);
  });
});

describe("importar with turmas", () => {
  it("enrols each student in its turma in the same import: entries Cursando from today, the count, the history", async () => {
    const { ctx, norte, turmas } = await escolasComTurmas();
    const fim = await importar(ctx, arquivo([linha("Bia Teste", "5º ano A"), linha("Ana Teste", "5º ANO A"), linha("Caio Teste", ""), linha("Duda Teste", "5º ano b")]));
    expect(fim).toMatchObject({ estado: "concluida", gravadas: 4 });
    expect((await alunosDaTurma(ctx, turmas.a)).map((e) => [e.nomeAluno, e.situacao, e.desde])).toEqual([
      ["Ana Teste", "cursando", hoje()],
      ["Bia Teste", "cursando", hoje()],
    ]);
    expect((await lerTurma(ctx, norte, turmas.a))!.cursando).toBe(2);
    expect((await lerTurma(ctx, norte, turmas.b))!.cursando).toBe(1);
    const alunos = await readAlunos(ctx.empresa.id);
    const ana = alunos.find((a) => a.nome === "Ana Teste")!;
    expect(ana.cursandoPorAno).toEqual({ "2026": expect.objectContaining({ idTurma: turmas.a, nome: "5º ano A" }) });
    expect(ana.turmasCursando).toEqual([turmas.a]);
    expect(alunos.find((a) => a.nome === "Caio Teste")!.cursandoPorAno).toBeUndefined();
    expect(await readAtividades(ana.id)).toEqual([
      expect.objectContaining({ tipo: "aluno.importado", detalhe: "importado da planilha turmas.csv e enturmado na turma 5º ano A (2026)" }),
    ]);
  });

  it("fails whole, enrolling no one, when the turma's places went meanwhile (taken at the commit point)", async () => {
    const { ctx, norte, turmas } = await escolasComTurmas(2);
    const v = await verificarPlanilha(ctx, arquivo([linha("Um Teste", "5º ano A"), linha("Dois Teste", "5º ano A")]));
    expect(v.problemas).toEqual([]);
    const id = await prepararImportacao(ctx, "turmas.csv", v.validas);
    const { id: outro } = await criarAluno(ctx, { nome: "Chegou Antes", dataNascimento: "2015-01-01", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    await enturmar(ctx, turmas.a, [outro]);
    await continuarImportacao(id, await iniciarImportacao(ctx, id));
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.falhou(erros.turmaMudou("5º ano A")) });
    expect((await readAlunos(ctx.empresa.id)).map((a) => a.nome)).toEqual(["Chegou Antes"]);
    expect((await lerTurma(ctx, norte, turmas.a))!.cursando).toBe(1);
  });

  it("exports each student's current turma, so the file imports back into the same turmas", async () => {
    const origem = await escolasComTurmas(30);
    await importar(origem.ctx, arquivo([linha("Ana Teste", "5º ano A"), linha("Bia Teste", "5º ano B"), linha("Caio Teste", "")]));
    const exportado = await textoDe(exportarAlunos(origem.ctx, { busca: "", idEscola: null, situacao: "todos" }, "a.csv"));
    expect(exportado).toContain(";Ana Teste;;10/03/2015;;;;;;;;Escola Norte;5º ano A;");
    expect(exportado).toContain(";Caio Teste;;10/03/2015;;;;;;;;Escola Norte;;");

    const destino = await escolasComTurmas(30);
    await importar(destino.ctx, new TextEncoder().encode(BOM + exportado));
    const entradas = await enturmacoesCollection().where("idEmpresa", "==", destino.ctx.empresa.id).get();
    expect(entradas.docs.map((d) => `${d.get("nomeAluno")}: ${d.get("nomeTurma")}`).sort()).toEqual(["Ana Teste: 5º ano A", "Bia Teste: 5º ano B"]);
  });
});

// Issue 41, "An import into a year being closed": the import's commit point (the places taken) and
// its lots (the entries `Cursando` written) honour the closing's mark as roll calls, grades and
// `Enturmar` do: never a student `Cursando` in an `Encerrado` year without a result.
describe("importar while the year is being closed", () => {
  /** A promise and what settles it: a step held until the test lets it go. */
  function parada() {
    let soltar!: () => void;
    let chegou!: () => void;
    const solta = new Promise<void>((r) => (soltar = r));
    const chegada = new Promise<void>((r) => (chegou = r));
    return { soltar, chegada, segurar: async () => (chegou(), solta) };
  }

  /** Every entry `Cursando` in a closed year's turmas has its final situation (else the rematrícula is blocked). */
  async function semCursandoSemResultado(ctx: ShellContext, idAno: string, turmas: string[]) {
    const ano = (await lerAnoPorId(ctx, idAno))!;
    if (ano.situacao !== "encerrado") return;
    for (const idTurma of turmas) {
      const resultado = (await testDb().doc(`resultados/${idTurma}`).get()).get("alunos") ?? {};
      for (const e of await alunosDaTurma(ctx, idTurma)) if (e.situacao === "cursando") expect([e.nomeAluno, resultado[e.idAluno] ?? null]).toEqual([e.nomeAluno, expect.any(String)]);
    }
  }

  async function preparada(ctx: ShellContext) {
    const v = await verificarPlanilha(ctx, arquivo([linha("Ana Teste", "5º ano A"), linha("Bia Teste", "5º ano A"), linha("Caio Teste", "")]));
    expect(v.problemas).toEqual([]);
    return prepararImportacao(ctx, "turmas.csv", v.validas);
  }

  it("the closing's mark taken first: the import is refused at its commit point with the closing's message, nothing written", async () => {
    const { ctx, norte, idAno, turmas } = await escolasComTurmas(30);
    const id = await preparada(ctx);
    const fechamento = parada();
    const encerrando = encerrarAno(comoAdministrador(ctx), idAno, { antecipado: true, antesDoCommit: fechamento.segurar });
    await fechamento.chegada; // marked, computed, about to commit
    // What Enturmar says meanwhile, and what the import says.
    const { id: outro } = await criarAluno(ctx, { nome: "Fora Teste", dataNascimento: "2015-01-01", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    expect((await recusa(enturmar(ctx, turmas.a, [outro]))).message).toBe(encerramentoTexts.erros.emCurso);
    await continuarImportacao(id, await iniciarImportacao(ctx, id));
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.falhou(encerramentoTexts.erros.emCurso) });
    fechamento.soltar();
    await expect(encerrando).resolves.toMatchObject({ alunos: 0 });
    expect((await readAlunos(ctx.empresa.id)).map((a) => a.nome)).toEqual(["Fora Teste"]);
    expect((await lerTurma(ctx, norte, turmas.a))!.cursando).toBe(0);
  });

  it("past its commit point when the closing commits: its lots wait for the mark, then write the students without the closed year's turma", async () => {
    const { ctx, norte, idAno, turmas } = await escolasComTurmas(30);
    const id = await preparada(ctx);
    const publicacao = parada();
    const importando = (async () =>
      continuarImportacao(id, await iniciarImportacao(ctx, id), { antesDoPasso: (p) => (p.fase === "publicacao" && p.lote === 0 ? publicacao.segurar() : undefined) }))();
    await publicacao.chegada; // the places are taken; no student is written yet
    const fechamento = parada();
    const encerrando = encerrarAno(comoAdministrador(ctx), idAno, { antecipado: true, antesDoCommit: fechamento.segurar });
    await fechamento.chegada; // the closing has read the turmas: nobody Cursando yet
    publicacao.soltar(); // the lot finds the mark and waits
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
    fechamento.soltar();
    await expect(encerrando).resolves.toMatchObject({ alunos: 0 });
    await importando;
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "concluida", gravadas: 3, mensagem: planilhaTexts.naoEnturmados(2, ["5º ano A"]) });
    const alunos = await readAlunos(ctx.empresa.id);
    expect(alunos.map((a) => [a.nome, a.cursandoPorAno ?? null]).sort()).toEqual([
      ["Ana Teste", null],
      ["Bia Teste", null],
      ["Caio Teste", null],
    ]);
    expect(await alunosDaTurma(ctx, turmas.a)).toEqual([]);
    expect((await lerTurma(ctx, norte, turmas.a))!.cursando).toBe(0); // the places taken are given back
    await semCursandoSemResultado(ctx, idAno, [turmas.a, turmas.b]);
  });

  it("past its commit point when the closing fails: the lots, after waiting, enrol the students as asked", async () => {
    const { ctx, norte, idAno, turmas } = await escolasComTurmas(30);
    const id = await preparada(ctx);
    const publicacao = parada();
    const importando = (async () =>
      continuarImportacao(id, await iniciarImportacao(ctx, id), { antesDoPasso: (p) => (p.fase === "publicacao" && p.lote === 0 ? publicacao.segurar() : undefined) }))();
    await publicacao.chegada;
    const fechamento = parada();
    const encerrando = encerrarAno(comoAdministrador(ctx), idAno, { antecipado: true, antesDoCommit: async () => (await fechamento.segurar(), Promise.reject(new Error("o servidor caiu"))) });
    await fechamento.chegada;
    publicacao.soltar();
    await new Promise((r) => setTimeout(r, 1000));
    fechamento.soltar();
    await expect(encerrando).rejects.toThrow("o servidor caiu");
    await importando;
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "concluida", gravadas: 3, mensagem: null });
    expect((await alunosDaTurma(ctx, turmas.a)).map((e) => [e.nomeAluno, e.situacao])).toEqual([
      ["Ana Teste", "cursando"],
      ["Bia Teste", "cursando"],
    ]);
    expect((await lerTurma(ctx, norte, turmas.a))!.cursando).toBe(2);
  });

  it("fired together with the closing, many times: whichever comes first, no student Cursando in the closed year without a result", async () => {
    for (let vez = 0; vez < 4; vez++) {
      const { ctx, idAno, turmas } = await escolasComTurmas(30);
      const id = await preparada(ctx);
      const [, fechou] = await Promise.allSettled([(async () => continuarImportacao(id, await iniciarImportacao(ctx, id)))(), encerrarAno(comoAdministrador(ctx), idAno, { antecipado: true })]);
      const fim = (await lerImportacao(ctx, id))!;
      expect(["concluida", "falhou"]).toContain(fim.estado);
      // The closing either saw the students (their grades missing: refused) or came first.
      if (fechou.status === "rejected") expect((await lerAnoPorId(ctx, idAno))!.situacao).toBe("andamento");
      await semCursandoSemResultado(ctx, idAno, [turmas.a, turmas.b]);
    }
  });
});
