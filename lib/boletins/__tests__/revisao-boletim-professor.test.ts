import { boletimDoAluno } from "@/lib/boletins/dados";
import { alunoDoProfessor } from "@/lib/enturmacoes/dados";
import { remanejar, tirarDaTurma } from "@/lib/enturmacoes/escrita";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { anoAtual } from "@/lib/campos/data";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";

// Security review of issue 25: a professor sees the boletim of a student no longer in their turma.
// lib/boletins/dados.ts:56 accepts ANY entry of the year in a turma they teach (a `Remanejado`,
// `Transferido` or `Desligado` one too), while the student's page (alunoDoProfessor, the rule of
// app/(main)/alunos/[id]/page.tsx) shows only a student `Cursando` in one of their turmas. The PDF
// route app/(main)/alunos/[id]/boletim/[ano]/route.ts calls boletimDoAluno alone, so the former
// professor downloads the boletim — grades and frequência of the turma they do not teach, its name
// and school, the final situation.

afterAll(closeTestApp);

const ANO = anoAtual();

async function cenario() {
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

describe("revisão: boletim para o professor", () => {
  it("a student moved to another turma: the page is not found, so the boletim (and its PDF) must be too", async () => {
    const { professor, x } = await cenario();
    expect(await alunoDoProfessor(professor, x)).toBeNull();
    const boletim = await boletimDoAluno(professor, x, ANO);
    // Today: { turma: "5º ano B", Matemática 3,5, ... }.
    expect(boletim && { turma: boletim.turma, mat: boletim.linhas.find((l) => l.componente === "Matemática")?.etapas[0] }).toBeNull();
  });

  it("a student taken out of the turma (Desligado): not the former professor's to see", async () => {
    const { professor, y } = await cenario();
    expect(await alunoDoProfessor(professor, y)).toBeNull();
    expect(await boletimDoAluno(professor, y, ANO)).toBeNull();
  });
});
