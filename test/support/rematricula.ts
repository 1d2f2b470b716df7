// A school whose year is closed, as the rematrícula's tests (Jest and Playwright) start from: two
// turmas (5º ano A, 9º ano B), its students enrolled since February, those who left marked so,
// each turma's final situations in resultados/{idTurma}, the year `Encerrado` and no longer the
// school's year in progress (what `Encerrar ano letivo` leaves, without its grades).
import { FieldValue } from "firebase-admin/firestore";
import type { SituacaoFinal } from "../../lib/regras/situacao-final";
import { seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "./firebase";

export type AlunoDoAnoEncerrado = { nome: string; turma: "5A" | "9B"; situacao: SituacaoFinal | null; sai?: "transferido" };

export async function seedAnoEncerrado(idEmpresa: string, ano: number, alunos: AlunoDoAnoEncerrado[], { escola = "Escola da Rematrícula" } = {}) {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: escola }]);
  const seeded = await seedAnoComTurmas(idEmpresa, idEscola!, {
    ano,
    turmas: [
      { nome: "5º ano A", etapaDeEnsino: "ef-5", vagas: 30 },
      { nome: "9º ano B", etapaDeEnsino: "ef-9", vagas: 30 },
    ],
  });
  const [t5a, t9b] = seeded.turmas as [(typeof seeded.turmas)[number], (typeof seeded.turmas)[number]];
  const turmaDe = { "5A": t5a, "9B": t9b };
  const alunosSemeados = await seedAlunos(
    idEmpresa,
    alunos.map((a) => ({ nome: a.nome, idEscola: idEscola!, turma: turmaDe[a.turma], desde: `${ano}-02-02` })),
  );
  const ids = Object.fromEntries(alunos.map((a, i) => [a.nome, alunosSemeados[i]!.id]));
  const db = testDb();
  const batch = db.batch();
  for (const a of alunos.filter((x) => x.sai)) {
    const entrada = (await db.collection("enturmacoes").where("idAluno", "==", ids[a.nome]).get()).docs[0]!;
    batch.update(entrada.ref, { situacao: a.sai, ate: `${ano}-06-01` });
    batch.update(db.doc(`alunos/${ids[a.nome]}`), { situacao: a.sai, cursandoPorAno: {}, turmasCursando: [] });
    batch.update(db.doc(`turmas/${turmaDe[a.turma].id}`), { cursando: FieldValue.increment(-1) });
    batch.update(db.doc(`escolas/${idEscola}`), { alunosAtivos: FieldValue.increment(-1) });
  }
  for (const [chave, turma] of Object.entries(turmaDe)) {
    const situacoes = Object.fromEntries(alunos.filter((a) => a.turma === chave && a.situacao && !a.sai).map((a) => [ids[a.nome], a.situacao]));
    batch.set(db.doc(`resultados/${turma.id}`), { idEmpresa, idTurma: turma.id, alunos: situacoes });
  }
  batch.update(db.doc(`anos_letivos/${seeded.id}`), { situacao: "encerrado" });
  batch.update(db.doc(`escolas/${idEscola}`), { anoEmAndamento: FieldValue.delete() });
  await batch.commit();
  return { idEscola: idEscola!, ano: seeded, t5a, t9b, ids };
}
