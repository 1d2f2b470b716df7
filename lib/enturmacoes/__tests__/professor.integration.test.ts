import { alunoDoProfessor, alunosDoProfessor, enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { tirarDaTurma } from "@/lib/enturmacoes/escrita";
import { escolasDoProfessor } from "@/lib/escolas/dados";
import { turmasDoProfessor } from "@/lib/turmas/dados";
import { PAGE_SIZE, type PageRequest, decodeCursor } from "@/lib/infra/paginacao";
import type { ShellContext } from "@/lib/shell/contexto";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueId, type TestTurma } from "@/test/support/firebase";

// A professor's reach on the local database: their Alunos list holds only the students `Cursando`
// in the turmas they teach (name order, pages by cursors, more than 30 turmas too), their Escolas
// only those turmas' schools, a student's page only such a student; never another company's, and
// nothing once they are removed from the turma.

jest.setTimeout(60_000);
afterAll(closeTestApp);

/** The turma's teachers, written as `Adicionar professor` leaves them. */
async function ensina(turma: TestTurma, ...ctxs: ShellContext[]) {
  await testDb()
    .doc(`turmas/${turma.id}`)
    .update({ professores: ctxs.map((c) => c.session.uid), nomesDosProfessores: Object.fromEntries(ctxs.map((c) => [c.session.uid, c.session.displayName])) });
}

const professorDe = (idEmpresa: string, uid?: string): ShellContext => {
  const ctx = contexto(idEmpresa, "professor");
  return uid ? { ...ctx, session: { ...ctx.session, uid } } : ctx;
};

const primeira: PageRequest = { kind: "first" };

/** A company with two schools: turmas A and B in the first, C in the second; students in each, and one without a turma. */
async function empresa() {
  const idEmpresa = uniqueId("emp");
  const [idEscola1, idEscola2, idEscola3] = await seedEscolas(idEmpresa, [{ nome: "Escola Primeira" }, { nome: "Escola Segunda" }, { nome: "Escola Terceira" }]);
  const ano1 = await seedAnoComTurmas(idEmpresa, idEscola1!, { turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  const ano2 = await seedAnoComTurmas(idEmpresa, idEscola2!, { turmas: [{ nome: "1º ano C" }] });
  const [a, b] = ano1.turmas as [TestTurma, TestTurma];
  const [c] = ano2.turmas as [TestTurma];
  const alunos = await seedAlunos(idEmpresa, [
    { nome: "Vitória Souza", idEscola: idEscola1!, turma: a, cpf: "52998224725", responsavelNome: "Mãe Souza", responsavelTelefone: "11987654321" },
    { nome: "Ana Lima", idEscola: idEscola1!, turma: a },
    { nome: "Érico Prado", idEscola: idEscola1!, turma: a },
    { nome: "Bruno Dias", idEscola: idEscola1!, turma: b },
    { nome: "Carla Reis", idEscola: idEscola2!, turma: c },
    { nome: "Davi Sem Turma", idEscola: idEscola1! },
  ]);
  const [vitoria, ana, erico, bruno, carla, davi] = alunos as [(typeof alunos)[0], (typeof alunos)[0], (typeof alunos)[0], (typeof alunos)[0], (typeof alunos)[0], (typeof alunos)[0]];
  return { idEmpresa, idEscola1: idEscola1!, idEscola2: idEscola2!, idEscola3: idEscola3!, a, b, c, vitoria, ana, erico, bruno, carla, davi };
}

describe("a professor's reach", () => {
  it("lists only the students Cursando in their turmas, in name order, with name, matrícula and turma only", async () => {
    const e = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    await ensina(e.c, prof, professorDe(e.idEmpresa)); // a turma with two teachers
    const page = await alunosDoProfessor(prof, primeira);
    expect(page.items.map((x) => [x.nome, x.nomeTurma])).toEqual([
      ["Ana Lima", "5º ano A"],
      ["Carla Reis", "1º ano C"],
      ["Érico Prado", "5º ano A"],
      ["Vitória Souza", "5º ano A"],
    ]);
    expect(page.items.find((x) => x.idAluno === e.vitoria.id)).toEqual({
      id: expect.any(String),
      idAluno: e.vitoria.id,
      nome: "Vitória Souza",
      matricula: e.vitoria.matricula,
      idTurma: e.a.id,
      idEscola: e.idEscola1,
      nomeTurma: "5º ano A",
      ano: e.a.ano,
    });
    expect(JSON.stringify(page)).not.toMatch(/52998224725|Mãe Souza|11987654321|2015-03-10/);
    expect(page).toMatchObject({ anterior: null, proxima: null });
  });

  it("lists the schools of their turmas only, read by id, in name order", async () => {
    const e = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    await ensina(e.b, prof);
    await ensina(e.c, prof);
    expect((await escolasDoProfessor(prof, await turmasDoProfessor(prof))).map((x) => x.nome)).toEqual(["Escola Primeira", "Escola Segunda"]);
    const outro = professorDe(e.idEmpresa);
    await ensina(e.b, prof, outro);
    expect((await escolasDoProfessor(outro, await turmasDoProfessor(outro))).map((x) => x.id)).toEqual([e.idEscola1]);
    expect(await escolasDoProfessor(professorDe(e.idEmpresa), await turmasDoProfessor(professorDe(e.idEmpresa)))).toEqual([]);
  });

  it("opens a student Cursando in their turmas only", async () => {
    const e = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    expect(await alunoDoProfessor(prof, e.ana.id)).toEqual({
      nome: "Ana Lima",
      entradas: [expect.objectContaining({ idAluno: e.ana.id, matricula: e.ana.matricula, idTurma: e.a.id, nomeTurma: "5º ano A" })],
    });
    expect(await alunoDoProfessor(prof, e.bruno.id)).toBeNull(); // another turma of the same school
    expect(await alunoDoProfessor(prof, e.carla.id)).toBeNull(); // another school's turma
    expect(await alunoDoProfessor(prof, e.davi.id)).toBeNull(); // no turma
    expect(await alunoDoProfessor(prof, "nao-existe")).toBeNull();
    expect(await alunoDoProfessor(prof, "a/b")).toBeNull();
  });

  it("no longer sees a student who left the turma", async () => {
    const e = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    const [entrada] = (await enturmacoesCollection().where("idAluno", "==", e.erico.id).get()).docs;
    await tirarDaTurma(contexto(e.idEmpresa), entrada!.id);
    expect((await alunosDoProfessor(prof, primeira)).items.map((x) => x.nome)).toEqual(["Ana Lima", "Vitória Souza"]);
    expect(await alunoDoProfessor(prof, e.erico.id)).toBeNull();
  });

  it("keeps to the session's company: another company's turmas naming the same person, or the same ids, show nothing", async () => {
    const e = await empresa();
    const outra = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    // The same person teaches in the other company too: each company shows its own turma only.
    const naOutra = professorDe(outra.idEmpresa, prof.session.uid);
    await ensina(outra.c, naOutra);
    expect((await alunosDoProfessor(prof, primeira)).items.map((x) => x.idTurma)).toEqual([e.a.id, e.a.id, e.a.id]);
    expect((await alunosDoProfessor(naOutra, primeira)).items.map((x) => x.nome)).toEqual(["Carla Reis"]);
    expect(await alunoDoProfessor(prof, outra.carla.id)).toBeNull();
    expect(await alunoDoProfessor(naOutra, e.ana.id)).toBeNull();
    expect((await escolasDoProfessor(prof, await turmasDoProfessor(prof))).map((x) => x.id)).toEqual([e.idEscola1]);
    // A turma list naming another company's school (a forged idEscola) shows no school.
    expect(await escolasDoProfessor(prof, [{ idEscola: outra.idEscola1 }])).toEqual([]);
  });

  it("a professor removed from the turma sees nothing at their next request", async () => {
    const e = await empresa();
    const prof = professorDe(e.idEmpresa);
    await ensina(e.a, prof);
    expect((await alunosDoProfessor(prof, primeira)).items).toHaveLength(3);
    await testDb().doc(`turmas/${e.a.id}`).update({ professores: [], nomesDosProfessores: {} });
    expect(await alunosDoProfessor(prof, primeira)).toEqual({ items: [], anterior: null, proxima: null });
    expect(await alunoDoProfessor(prof, e.ana.id)).toBeNull();
    expect(await escolasDoProfessor(prof, await turmasDoProfessor(prof))).toEqual([]);
  });

  it("pages by cursors over more than 30 turmas (two queries merged), forward and back", async () => {
    const idEmpresa = uniqueId("emp");
    const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Grande" }]);
    const nomes = Array.from({ length: 34 }, (_, i) => `Turma ${String(i + 1).padStart(2, "0")}`);
    const { turmas } = await seedAnoComTurmas(idEmpresa, idEscola!, { turmas: nomes.map((nome) => ({ nome })) });
    const prof = professorDe(idEmpresa);
    for (const t of turmas) await ensina(t, prof);
    // One student per turma, named so that the name order interleaves the two lots of turmas.
    const alunos = turmas.map((turma, i) => ({ nome: `Aluno ${String((i * 7) % 34).padStart(2, "0")} Teste`, idEscola: idEscola!, turma }));
    await seedAlunos(idEmpresa, alunos);
    const esperado = alunos.map((a) => a.nome).sort();
    const p1 = await alunosDoProfessor(prof, primeira);
    expect(p1.items.map((x) => x.nome)).toEqual(esperado.slice(0, PAGE_SIZE));
    expect(p1.anterior).toBeNull();
    const p2 = await alunosDoProfessor(prof, { kind: "after", cursor: decodeCursor(p1.proxima)! });
    expect(p2.items.map((x) => x.nome)).toEqual(esperado.slice(PAGE_SIZE));
    expect(p2.proxima).toBeNull();
    const volta = await alunosDoProfessor(prof, { kind: "before", cursor: decodeCursor(p2.anterior)! });
    expect(volta.items.map((x) => x.nome)).toEqual(esperado.slice(0, PAGE_SIZE));
    expect(volta.anterior).toBeNull();
  });
});
