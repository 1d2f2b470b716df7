import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { SITUACOES_FINAIS, type SituacaoFinal } from "@/lib/regras/situacao-final";

// A closed year's results (issue 42: each collection lives in its domain): resultados/{idTurma},
// the final situation of each student of the turma, written by the closing's commit point
// (lib/encerramento/encerrar.ts) and read by the boletim, the pages and the rematrícula.

export const resultadosCollection = () => db().collection(COLLECTIONS.resultados);

/** The final situations of a closed year's turmas (resultados/{idTurma}), by turma and student. */
export const situacoesDoc = (doc: DocumentSnapshot, idEmpresa: string): Record<string, SituacaoFinal> => {
  if (!doc.exists || doc.get("idEmpresa") !== idEmpresa) return {};
  const alunos: unknown = doc.get("alunos");
  if (!alunos || typeof alunos !== "object") return {};
  return Object.fromEntries(Object.entries(alunos).filter((e): e is [string, SituacaoFinal] => (SITUACOES_FINAIS as readonly unknown[]).includes(e[1])));
};

/**
 * The final situations of the turmas of a student's entries still `Cursando` (a closed year's
 * resultados/{idTurma}, read by id: one read per such turma, few per student), by turma and student.
 */
export async function situacoesFinaisDasEntradas(
  idEmpresa: string,
  entradas: readonly { idTurma: string; situacao: string }[],
): Promise<Map<string, Record<string, SituacaoFinal>>> {
  const ids = [...new Set(entradas.filter((e) => e.situacao === "cursando").map((e) => e.idTurma))];
  if (ids.length === 0) return new Map();
  const docs = await withDeadline(db().getAll(...ids.map((id) => resultadosCollection().doc(id))), "banco");
  registrarLeituras("resultados.dasEntradas", docs.length);
  return new Map(docs.map((d) => [d.id, situacoesDoc(d, idEmpresa)]));
}

/** A closed year's final situations of a turma's students (resultados/{idTurma}), by student. */
export async function situacoesFinaisDaTurma(idEmpresa: string, idTurma: string): Promise<Record<string, SituacaoFinal>> {
  const doc = await withDeadline(resultadosCollection().doc(idTurma).get(), "banco");
  registrarLeituras("resultados.daTurma", 1);
  return situacoesDoc(doc, idEmpresa);
}
