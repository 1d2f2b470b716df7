import { boletimDoAluno, boletinsDaTurma } from "@/lib/boletins/dados";
import { anoAtual } from "@/lib/campos/data";
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
