import { criarEscola } from "@/lib/escolas/escrita";
import { criarAnoLetivo, iniciarAnoLetivo } from "@/lib/anos-letivos/escrita";
import { anoLetivoCriacao } from "@/lib/anos-letivos/schema";
import { criarTurma } from "@/lib/turmas/escrita";
import { turmaInput } from "@/lib/turmas/schema";
import { lerTurma, turmasDaEscola } from "@/lib/turmas/dados";
import { atualizarAluno, criarAluno, excluirAluno } from "@/lib/alunos/escrita";
import { contarAlunos, lerAluno, listarAlunos } from "@/lib/alunos/dados";
import { filtroDoEndereco } from "@/lib/alunos/schema";
import type { SituacaoAluno } from "@/lib/alunos/documento";
import { enturmar, remanejar, tirarDaTurma } from "@/lib/enturmacoes/escrita";
import { alunosDaTurma, candidatosDaTurma, enturmacoesCollection, SEM_TURMA_ANTERIOR, turmasDoAluno, type FiltrosDosCandidatos } from "@/lib/enturmacoes/dados";
import { enturmarInput } from "@/lib/enturmacoes/schema";
import { hoje } from "@/lib/infra/relogio";
import { enturmacaoTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto, errosDoFormulario, recusa } from "@/test/support/contexto";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { conferirContadores } from "@/test/support/contadores";

// Enturmação on the local database: places never exceeded and one turma `Cursando` per student and
// year, with the requests fired together; a move (remanejamento) as one transaction; taking a
// student out; tenancy; the count shown always the true one.

afterAll(closeTestApp);

const erros = enturmacaoTexts.erros;

async function escolaComAno(ctx: ShellContext) {
  const idEscola = await criarEscola(ctx, { nome: "Escola da Enturmação", telefone: undefined });
  const input = anoLetivoCriacao.parse({ idEscola, ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" });
  const { id: idAno } = await criarAnoLetivo(ctx, input);
  return { idEscola, idAno };
}

async function turmaDe(ctx: ShellContext, idAno: string, nome: string, vagas = 30) {
  return (await criarTurma(ctx, idAno, turmaInput.parse({ nome, etapaDeEnsino: "ef-5", turno: "matutino", vagas: String(vagas), inicioAulas: "07:00", fimAulas: "11:30" }))).id;
}

async function alunosDe(ctx: ShellContext, idEscola: string, n: number, prefixo = "Aluno") {
  const criados = [];
  for (let i = 0; i < n; i++) criados.push((await criarAluno(ctx, { nome: `${prefixo} ${String(i + 1).padStart(2, "0")} Teste`, dataNascimento: "2015-03-10", idEscola, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null })).id);
  return criados;
}

/** Saves a student's record as its form would: what is stored, with these changes. */
async function editarAluno(ctx: ShellContext, id: string, mudancas: { nome?: string; idEscola: string; situacao: SituacaoAluno }) {
  const aluno = (await lerAluno(contexto(ctx.empresa.id), id))!;
  await atualizarAluno(ctx, id, aluno.versao, { nome: aluno.nome, dataNascimento: aluno.dataNascimento, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null, ...mudancas });
}

/** The turma's count, and the true number of entries `Cursando` in it. */
async function contagem(ctx: ShellContext, idEscola: string, idTurma: string) {
  const turma = await lerTurma(contexto(ctx.empresa.id), idEscola, idTurma);
  const cursando = await enturmacoesCollection().where("idTurma", "==", idTurma).where("situacao", "==", "cursando").get();
  return { mostrada: turma!.cursando, verdadeira: cursando.size };
}

describe("enturmar", () => {
  it("enrols the selected students, all at once, in name order on the turma's list, with the student's history", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "5º ano A");
    const alunos = await alunosDe(ctx, idEscola, 3);
    expect(await enturmar(ctx, idTurma, [alunos[2]!, alunos[0]!, alunos[1]!])).toEqual({ enturmados: 3, idEscola });
    const lista = await alunosDaTurma(ctx, idTurma);
    expect(lista.map((e) => [e.nomeAluno, e.situacao, e.desde])).toEqual([
      ["Aluno 01 Teste", "cursando", hoje()],
      ["Aluno 02 Teste", "cursando", hoje()],
      ["Aluno 03 Teste", "cursando", hoje()],
    ]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 3, verdadeira: 3 });
    expect((await testDb().collection("alunos").doc(alunos[0]!).get()).get("cursandoPorAno")).toEqual({ "2026": { idTurma, nome: "5º ano A", idEnturmacao: lista[0]!.id } });
    expect((await turmasDoAluno(ctx, alunos[0]!)).map((e) => e.nomeTurma)).toEqual(["5º ano A"]);
    const historico = await testDb().collection("atividades").where("alvo.id", "==", alunos[0]!).get();
    expect(historico.docs.map((d) => [d.get("tipo"), d.get("detalhe")]).sort()).toEqual([
      ["aluno.criado", null],
      ["aluno.enturmado", "5º ano A (2026)"],
    ]);
  });

  it("refuses more students than the free places, all or none", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "1º ano A", 3);
    const alunos = await alunosDe(ctx, idEscola, 4);
    await enturmar(ctx, idTurma, [alunos[0]!]);
    expect((await recusa(enturmar(ctx, idTurma, alunos.slice(1)))).message).toBe("A turma tem 2 vagas; selecione no máximo 2.");
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 1, verdadeira: 1 });
    await enturmar(ctx, idTurma, alunos.slice(1, 3));
    expect((await recusa(enturmar(ctx, idTurma, [alunos[3]!]))).message).toBe(erros.semVagas);
  });

  it("never fills a turma beyond its places when requests come together: two secretaries, the last place", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "2º ano A", 1);
    const [a, b] = await alunosDe(ctx, idEscola, 2);
    const results = await Promise.allSettled([enturmar(ctx, idTurma, [a!]), enturmar(contexto(ctx.empresa.id), idTurma, [b!])]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ message: erros.semVagas });
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 1, verdadeira: 1 });
  });

  it("40 enrolments fired together into 30 places: exactly 30 succeed, and the count is the true one", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "3º ano A", 30);
    const alunos = await alunosDe(ctx, idEscola, 40);
    const results = await Promise.allSettled(alunos.map((id) => enturmar(contexto(ctx.empresa.id), idTurma, [id])));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(30);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 30, verdadeira: 30 });
  }, 120_000);

  it("keeps a student Cursando in one turma per year, also when two turmas take them at once", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const [t1, t2] = [await turmaDe(ctx, idAno, "4º ano A"), await turmaDe(ctx, idAno, "4º ano B")];
    const [aluno] = await alunosDe(ctx, idEscola, 1);
    const results = await Promise.allSettled([enturmar(ctx, t1, [aluno!]), enturmar(ctx, t2, [aluno!])]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusada = (results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as Error;
    expect(recusada.message).toMatch(/^Este aluno já está na turma 4º ano [AB] em 2026\.$/);
    const somadas = (await contagem(ctx, idEscola, t1)).verdadeira + (await contagem(ctx, idEscola, t2)).verdadeira;
    expect(somadas).toBe(1);
  });

  it("refuses another company's turma or student, another school's student, an inactive one, and bad input", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "6º ano A");
    const outra = contexto();
    const deOutra = await escolaComAno(outra);
    const [alheio] = await alunosDe(outra, deOutra.idEscola, 1);
    expect((await recusa(enturmar(ctx, idTurma, [alheio!]))).message).toBe(erros.alunoNaoEncontrado);
    expect((await recusa(enturmar(outra, idTurma, [alheio!]))).message).toBe(turmaTexts.naoEncontrada);
    const outraEscola = await criarEscola(ctx, { nome: "Escola Vizinha", telefone: undefined });
    const [vizinho] = await alunosDe(ctx, outraEscola, 1, "Vizinho");
    expect((await recusa(enturmar(ctx, idTurma, [vizinho!]))).message).toBe(erros.outraEscola);
    expect((await recusa(enturmar(ctx, idTurma, ["a/b"]))).message).toBe(erros.alunoNaoEncontrado);
    expect(errosDoFormulario(enturmarInput, { idTurma, alunos: [] }).alunos).toBe(erros.nenhumSelecionado);
    expect(errosDoFormulario(enturmarInput, { idTurma, alunos: Array.from({ length: 81 }, (_, i) => `a${i}`) }).alunos).toBe(erros.demais);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 0, verdadeira: 0 });
  });
});

describe("remanejar and tirar da turma", () => {
  it("moves a student in one transaction: the old entry Remanejado, a new one Cursando, both counts right", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const [t1, t2] = [await turmaDe(ctx, idAno, "7º ano A"), await turmaDe(ctx, idAno, "7º ano B", 1)];
    const [a, b] = await alunosDe(ctx, idEscola, 2);
    await enturmar(ctx, t1, [a!, b!]);
    const [entradaA, entradaB] = await alunosDaTurma(ctx, t1);
    await remanejar(ctx, entradaA!.id, t2);
    expect((await alunosDaTurma(ctx, t1)).map((e) => [e.nomeAluno, e.situacao, e.ate])).toEqual([
      ["Aluno 01 Teste", "remanejado", hoje()],
      ["Aluno 02 Teste", "cursando", null],
    ]);
    expect((await alunosDaTurma(ctx, t2)).map((e) => [e.nomeAluno, e.situacao])).toEqual([["Aluno 01 Teste", "cursando"]]);
    expect(await contagem(ctx, idEscola, t1)).toEqual({ mostrada: 1, verdadeira: 1 });
    expect(await contagem(ctx, idEscola, t2)).toEqual({ mostrada: 1, verdadeira: 1 });
    expect(((await testDb().collection("alunos").doc(a!).get()).get("cursandoPorAno") as Record<string, { idTurma: string }>)["2026"]!.idTurma).toBe(t2);
    // The destination is full now; the same turma is no destination; an ended entry moves no more.
    expect((await recusa(remanejar(ctx, entradaB!.id, t2))).message).toBe(erros.semVagas);
    expect((await recusa(remanejar(ctx, entradaB!.id, t1))).message).toBe(erros.mesmaTurma);
    expect((await recusa(remanejar(ctx, entradaA!.id, t1))).message).toBe(erros.naoCursando);
    expect(await contagem(ctx, idEscola, t1)).toEqual({ mostrada: 1, verdadeira: 1 });
  });

  it("takes a student out: an entry begun today (a mistake) is removed; the student may be enrolled again", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "8º ano A");
    const [a] = await alunosDe(ctx, idEscola, 1);
    await enturmar(ctx, idTurma, [a!]);
    const [entrada] = await alunosDaTurma(ctx, idTurma);
    await tirarDaTurma(ctx, entrada!.id);
    expect(await alunosDaTurma(ctx, idTurma)).toEqual([]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 0, verdadeira: 0 });
    await enturmar(ctx, idTurma, [a!]);
    // An entry from before today ends Desligado, and stays on the list.
    const [nova] = await alunosDaTurma(ctx, idTurma);
    await enturmacoesCollection().doc(nova!.id).update({ desde: "2026-02-02" });
    await tirarDaTurma(ctx, nova!.id);
    expect((await alunosDaTurma(ctx, idTurma)).map((e) => [e.situacao, e.ate])).toEqual([["desligado", hoje()]]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 0, verdadeira: 0 });
    expect((await recusa(tirarDaTurma(contexto(), nova!.id))).message).toBe(erros.naoEncontrada);
  });
});

describe("the student's record, followed", () => {
  it("a student who becomes Transferido or Inativo leaves the turma that day, in the same transaction; the count follows", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "9º ano A");
    const [a, b] = await alunosDe(ctx, idEscola, 2);
    await enturmar(ctx, idTurma, [a!, b!]);
    for (const [id, situacao] of [[a!, "transferido"], [b!, "inativo"]] as const) await editarAluno(ctx, id, { idEscola, situacao });
    expect((await alunosDaTurma(ctx, idTurma)).map((e) => [e.nomeAluno, e.situacao, e.ate])).toEqual([
      ["Aluno 01 Teste", "transferido", hoje()],
      ["Aluno 02 Teste", "desligado", hoje()],
    ]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 0, verdadeira: 0 });
    expect((await testDb().collection("alunos").doc(a!).get()).get("cursandoPorAno")).toEqual({});
  });

  it("a student moved to another school leaves the old school's turma that day (Transferido), and can be enrolled in the new one", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "7º ano A");
    const [a] = await alunosDe(ctx, idEscola, 1);
    await enturmar(ctx, idTurma, [a!]);
    const outra = await criarEscola(ctx, { nome: "Escola Nova do Aluno", telefone: undefined });
    const { id: idOutroAno } = await criarAnoLetivo(ctx, anoLetivoCriacao.parse({ idEscola: outra, ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" }));
    const turmaNova = await turmaDe(ctx, idOutroAno, "7º ano B");
    await editarAluno(ctx, a!, { idEscola: outra, situacao: "ativo" });
    expect((await alunosDaTurma(ctx, idTurma)).map((e) => [e.nomeAluno, e.situacao, e.ate])).toEqual([["Aluno 01 Teste", "transferido", hoje()]]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 0, verdadeira: 0 });
    expect(await enturmar(ctx, turmaNova, [a!])).toEqual({ enturmados: 1, idEscola: outra });
  });

  it("a renamed student is renamed on the turma's list; a deleted one leaves it, and the count follows", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "9º ano B");
    const [a, b] = await alunosDe(ctx, idEscola, 2);
    await enturmar(ctx, idTurma, [a!, b!]);
    await editarAluno(ctx, a!, { nome: "Zélia Renomeada", idEscola, situacao: "ativo" });
    expect((await alunosDaTurma(ctx, idTurma)).map((e) => e.nomeAluno)).toEqual(["Aluno 02 Teste", "Zélia Renomeada"]);
    await excluirAluno({ ...ctx, papel: "administrador" }, b!);
    expect((await alunosDaTurma(ctx, idTurma)).map((e) => e.nomeAluno)).toEqual(["Zélia Renomeada"]);
    expect(await contagem(ctx, idEscola, idTurma)).toEqual({ mostrada: 1, verdadeira: 1 });
  });
});

describe("Home's count of students below the minimum", () => {
  it("follows every way out of a turma: taken out, moved, transferred, deleted; done together", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const [t1, t2] = [await turmaDe(ctx, idAno, "6º ano A"), await turmaDe(ctx, idAno, "6º ano B")];
    const alunos = await alunosDe(ctx, idEscola, 6);
    await enturmar(ctx, t1, alunos);
    // As a roll call leaves them (lib/chamadas/escrita.ts): all six below the minimum, begun before today.
    const entradas = await alunosDaTurma(ctx, t1);
    await Promise.all(entradas.map((e) => enturmacoesCollection().doc(e.id).update({ abaixoDoMinimo: true, desde: "2026-02-02" })));
    expect(await conferirContadores(ctx)).toMatchObject({ alunosAtivos: 6, abaixoDoMinimo: 6 }); // the kept counts start here
    const [e1, e2, e3, e4] = entradas;
    await Promise.all([
      tirarDaTurma(ctx, e1!.id),
      remanejar(ctx, e2!.id, t2),
      editarAluno(ctx, e3!.idAluno, { idEscola, situacao: "transferido" }),
      excluirAluno(ctx, e4!.idAluno),
    ]);
    expect(await conferirContadores(ctx)).toMatchObject({ alunosAtivos: 4, abaixoDoMinimo: 2 });
    // A rename moves nothing; an active student back from Transferido is not below the minimum again (no turma).
    await editarAluno(ctx, e3!.idAluno, { nome: "Aluno 03 Renomeado", idEscola, situacao: "ativo" });
    expect(await conferirContadores(ctx)).toMatchObject({ alunosAtivos: 5, abaixoDoMinimo: 2 });
  });
});

describe("the candidates of Enturmar alunos", () => {
  it("lists the school's active students with no turma that year, in name order, searchable", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "1º ano C");
    const alunos = await alunosDe(ctx, idEscola, 4);
    await enturmar(ctx, idTurma, [alunos[1]!]);
    const outraEscola = await criarEscola(ctx, { nome: "Escola do Lado", telefone: undefined });
    await alunosDe(ctx, outraEscola, 1, "Vizinho");
    const primeira = { kind: "first" } as const;
    expect((await candidatosDaTurma(ctx, idEscola, 2026, "", primeira)).items.map((c) => c.nome)).toEqual(["Aluno 01 Teste", "Aluno 03 Teste", "Aluno 04 Teste"]);
    expect((await candidatosDaTurma(ctx, idEscola, 2026, "aluno 04", primeira)).items.map((c) => c.nome)).toEqual(["Aluno 04 Teste"]);
    // Another year: everyone is a candidate.
    expect((await candidatosDaTurma(ctx, idEscola, 2027, "", primeira)).items).toHaveLength(4);
    expect((await candidatosDaTurma(contexto(), idEscola, 2026, "", primeira)).items).toEqual([]);
  });

  it("says each candidate's last turma and age on 31/03 of the year, and filters by them (issue 41)", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const idTurma = await turmaDe(ctx, idAno, "1º ano C");
    const alunos = await alunosDe(ctx, idEscola, 3); // born 10/03/2015
    await enturmar(ctx, idTurma, [alunos[1]!]);
    await testDb().doc(`alunos/${alunos[2]}`).update({ dataNascimento: "2016-04-01" });
    const primeira = { kind: "first" } as const;
    const em2027 = await candidatosDaTurma(ctx, idEscola, 2027, "", primeira);
    expect(em2027.items.map((c) => [c.nome, c.ultimaTurma && `${c.ultimaTurma.nome} (${c.ultimaTurma.ano})`, c.idade])).toEqual([
      ["Aluno 01 Teste", null, 12],
      ["Aluno 02 Teste", "1º ano C (2026)", 12],
      ["Aluno 03 Teste", null, 10], // 11 only on 01/04/2027
    ]);
    const nomes = async (filtros: FiltrosDosCandidatos) => (await candidatosDaTurma(ctx, idEscola, 2027, "", primeira, filtros)).items.map((c) => c.nome);
    expect(await nomes({ ultimaTurma: idTurma })).toEqual(["Aluno 02 Teste"]);
    expect(await nomes({ ultimaTurma: SEM_TURMA_ANTERIOR })).toEqual(["Aluno 01 Teste", "Aluno 03 Teste"]);
    expect(await nomes({ idade: 10 })).toEqual(["Aluno 03 Teste"]);
    expect(await nomes({ ultimaTurma: SEM_TURMA_ANTERIOR, idade: 12 })).toEqual(["Aluno 01 Teste"]);
  });
});

describe("the Alunos list's Turma filter", () => {
  it("lists, counts and searches the students Cursando in the chosen turma, with the school chosen; turmas follow the school's year in progress", async () => {
    const ctx = contexto();
    const { idEscola, idAno } = await escolaComAno(ctx);
    const [a, b] = [await turmaDe(ctx, idAno, "5º ano A"), await turmaDe(ctx, idAno, "5º ano B")];
    const alunos = await alunosDe(ctx, idEscola, 5);
    await enturmar(ctx, a, [alunos[0]!, alunos[1]!, alunos[2]!]);
    await enturmar(ctx, b, [alunos[3]!]);
    const saiu = await enturmacoesCollection().where("idAluno", "==", alunos[2]!).get();
    await tirarDaTurma(ctx, saiu.docs[0]!.id);
    const filtro = (busca: string, idTurma: string | null, escola: string | null = idEscola) => filtroDoEndereco({ q: busca, escola: escola ?? undefined, turma: idTurma ?? undefined });
    const nomes = async (f: ReturnType<typeof filtro>) => (await listarAlunos(ctx, f, { kind: "first" })).items.map((x) => x.nome);

    expect(await nomes(filtro("", a))).toEqual(["Aluno 01 Teste", "Aluno 02 Teste"]);
    expect(await contarAlunos(ctx, filtro("", a))).toEqual({ total: 2, aoMenos: false });
    expect(await nomes(filtro("aluno 02", a))).toEqual(["Aluno 02 Teste"]);
    expect(await contarAlunos(ctx, filtro("aluno 02 teste", a))).toEqual({ total: 1, aoMenos: false });
    expect(await nomes(filtro("", b))).toEqual(["Aluno 04 Teste"]);
    // Without a school, a turma in the address is no filter.
    expect(await nomes(filtro("", a, null))).toHaveLength(5);
    // Another company's request finds nothing of it.
    expect((await listarAlunos(contexto(), filtro("", a), { kind: "first" })).items).toEqual([]);
    expect((await turmasDaEscola(ctx, idEscola)).map((t) => t.nome)).toEqual([]);
    await iniciarAnoLetivo(ctx, idAno);
    expect((await turmasDaEscola(ctx, idEscola)).map((t) => t.nome)).toEqual(["5º ano A", "5º ano B"]);
    expect(await turmasDaEscola(contexto(), idEscola)).toEqual([]);
  });
});
