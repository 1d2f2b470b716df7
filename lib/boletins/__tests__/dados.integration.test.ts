import { boletimDoAluno, boletinsDaTurma } from "@/lib/boletins/dados";
import { alunoDoProfessor } from "@/lib/enturmacoes/dados";
import { remanejar, tirarDaTurma } from "@/lib/enturmacoes/escrita";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { anoAtual } from "@/lib/infra/relogio";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// Who sees a boletim, and what it says: the roles that read the register see every student's; a
// professor only those of the turmas they teach; another company's student is not found; a
// turma's boletins come one per student `Cursando`, in name order.

afterAll(closeTestApp);

const ANO = anoAtual();

async function escola(idEmpresa: string) {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola dos Boletins", codigoInep: "35999999", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  const [a, b] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const alunos = await seedAlunos(idEmpresa, [
    { nome: "Zélia Souza", idEscola: idEscola!, turma: a, desde: `${ANO}-02-02` },
    { nome: "Álvaro Dias", idEscola: idEscola!, turma: a, desde: `${ANO}-02-02` },
    { nome: "Bia Outra", idEscola: idEscola!, turma: b, desde: `${ANO}-02-02` },
  ]);
  return { idEscola: idEscola!, a, b, alunos: alunos.map((x) => x.id) as [string, string, string] };
}

async function todos(iter: AsyncIterable<BoletimParaImpressao>) {
  const lista: BoletimParaImpressao[] = [];
  for await (const b of iter) lista.push(b);
  return lista;
}

describe("a student's boletim", () => {
  it("says the header, a row per component, `—` without grades, and Cursando", async () => {
    const ctx = contexto();
    const { alunos } = await escola(ctx.empresa.id);
    const boletim = await boletimDoAluno(ctx, alunos[0], ANO);
    expect(boletim).toMatchObject({
      empresa: "Empresa de Teste",
      escola: { nome: "Escola dos Boletins", codigoInep: "35999999", municipio: "Campinas", uf: "SP" },
      aluno: { nome: "Zélia Souza" },
      turma: "5º ano A",
      ano: ANO,
      colunas: ["1º bim.", "2º bim.", "3º bim.", "4º bim."],
      comRecuperacao: true,
      faltas: "0",
      frequencia: "—",
      situacao: "Cursando",
      semNotas: false,
    });
    expect(boletim!.linhas).toHaveLength(7);
    expect(boletim!.linhas[0]).toEqual({ componente: "Língua Portuguesa", etapas: ["—", "—", "—", "—"], media: "—", recuperacao: "—", final: "—" });
  });

  it("is not found for another company, a year without an entry, or a bad year", async () => {
    const ctx = contexto();
    const { alunos } = await escola(ctx.empresa.id);
    expect(await boletimDoAluno(contexto(), alunos[0], ANO)).toBeNull();
    expect(await boletimDoAluno(ctx, alunos[0], ANO - 1)).toBeNull();
    expect(await boletimDoAluno(ctx, alunos[0], 99999)).toBeNull();
    expect(await boletimDoAluno(ctx, "../x", ANO)).toBeNull();
  });

  it("a professor sees the students of the turmas they teach only; consulta sees every one", async () => {
    const ctx = contexto();
    const { a, alunos } = await escola(ctx.empresa.id);
    const professor = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${a.id}`).update({ professores: [professor.session.uid] });
    expect(await boletimDoAluno(professor, alunos[0], ANO)).not.toBeNull();
    expect(await boletimDoAluno(professor, alunos[2], ANO)).toBeNull();
    expect(await boletimDoAluno(contexto(ctx.empresa.id, "consulta"), alunos[2], ANO)).not.toBeNull();
  });
});

describe("a turma's boletins", () => {
  it("one per student Cursando, in name order; not for a professor of another turma nor another company", async () => {
    const ctx = contexto();
    const { idEscola, a, b } = await escola(ctx.empresa.id);
    const lidos = await boletinsDaTurma(ctx, idEscola, a.id);
    expect(lidos).toMatchObject({ turma: "5º ano A", ano: ANO });
    expect((await todos(lidos!.boletins)).map((x) => x.aluno.nome)).toEqual(["Álvaro Dias", "Zélia Souza"]);
    const professor = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${b.id}`).update({ professores: [professor.session.uid] });
    expect(await boletinsDaTurma(professor, idEscola, a.id)).toBeNull();
    expect(await boletinsDaTurma(contexto(), idEscola, a.id)).toBeNull();
    expect(await boletinsDaTurma(ctx, "outra-escola", a.id)).toBeNull();
  });
});

/**
 * A professor of turma A, whose Xavier was moved to turma B (a grade of 3,5 in Matemática there)
 * and whose Yara was taken out of the turma (Desligado).
 */
async function professorDeOutrora() {
  const ctx = contexto();
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Revisão Boletim" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  const [a, b] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const desde = `${ANO}-02-02`;
  const [x, y] = await seedAlunos(ctx.empresa.id, [
    { nome: "Xavier Remanejado", idEscola: idEscola!, turma: a, desde },
    { nome: "Yara Desligada", idEscola: idEscola!, turma: a, desde },
  ]);
  const professor = contexto(ctx.empresa.id, "professor");
  await testDb().doc(`turmas/${a.id}`).update({ professores: [professor.session.uid], nomesDosProfessores: { [professor.session.uid]: "Prof A" } });
  const entrada = async (idAluno: string) => (await testDb().collection("enturmacoes").where("idAluno", "==", idAluno).where("situacao", "==", "cursando").get()).docs[0]!.id;
  await remanejar(ctx, await entrada(x!.id), b.id);
  await tirarDaTurma(ctx, await entrada(y!.id));
  // A grade recorded in turma B (which the professor does not teach).
  await salvarNotas(ctx, notasInput.parse({ idTurma: b.id, idComponente: "matematica", etapa: "0", versao: 0, notas: [{ id: x!.id, nota: "3,5" }] }));
  return { ctx, professor, x: x!.id, y: y!.id };
}

// Issue 25's security review: a professor saw the boletim of a student no longer in their turma.
// boletimDoAluno accepted ANY entry of the year in a turma they teach (a `Remanejado`,
// `Transferido` or `Desligado` one too), while the student's page (alunoDoProfessor, the rule of
// app/(main)/alunos/[id]/page.tsx) shows only a student `Cursando` in one of their turmas. The PDF
// route app/(main)/alunos/[id]/boletim/[ano]/route.ts calls boletimDoAluno alone, so the former
// professor downloaded the boletim: grades and frequência of the turma they do not teach, its name
// and school, the final situation.
describe("a former professor of the student (issue 25)", () => {
  it("a student moved to another turma: the page is not found, so the boletim (and its PDF) must be too", async () => {
    const { professor, x } = await professorDeOutrora();
    expect(await alunoDoProfessor(professor, x)).toBeNull();
    const boletim = await boletimDoAluno(professor, x, ANO);
    // Before the fix: { turma: "5º ano B", Matemática 3,5, ... }.
    expect(boletim && { turma: boletim.turma, mat: boletim.linhas.find((l) => l.componente === "Matemática")?.etapas[0] }).toBeNull();
  });

  it("a student taken out of the turma (Desligado): not the former professor's to see", async () => {
    const { professor, y } = await professorDeOutrora();
    expect(await alunoDoProfessor(professor, y)).toBeNull();
    expect(await boletimDoAluno(professor, y, ANO)).toBeNull();
  });
});
