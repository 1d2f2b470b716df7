import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import { enturmacaoDoc, type Enturmacao } from "@/lib/enturmacoes/schema";

// Students in turmas, read: a turma's list (pt-BR name order) and a student's turmas.

export const enturmacoesCollection = () => db().collection(COLLECTIONS.enturmacoes);

/** The most entries a turma's page lists (80 places, with the moves and exits of a year). */
export const ENTRADAS_NA_TURMA = 300;

export function enturmacaoFrom(doc: DocumentSnapshot, idEmpresa: string): Enturmacao | null {
  const e = daEmpresa(doc, enturmacaoDoc, idEmpresa);
  if (!e) return null;
  const { idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, matricula, situacao, desde, ate } = e;
  return { id: doc.id, idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, matricula, situacao, desde, ate };
}

/** A turma's students (every entry: `Cursando` and the ended ones), in name order. */
export async function alunosDaTurma(ctx: ShellContext, idTurma: string): Promise<Enturmacao[]> {
  if (!isDocumentId(idTurma)) return [];
  const snapshot = await withDeadline(
    enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", idTurma).orderBy("nomeOrdem").limit(ENTRADAS_NA_TURMA).get(),
    "banco",
  );
  registrarLeituras("enturmacoes.daTurma", snapshot.size);
  return snapshot.docs.flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? []);
}

/** A student's turmas, newest year first, then the newest entry first. */
export async function turmasDoAluno(ctx: ShellContext, idAluno: string): Promise<Enturmacao[]> {
  if (!isDocumentId(idAluno)) return [];
  const snapshot = await withDeadline(
    enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno).orderBy("ano", "desc").limit(100).get(),
    "banco",
  );
  registrarLeituras("enturmacoes.doAluno", snapshot.size);
  return snapshot.docs
    .flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? [])
    .sort((a, b) => b.ano - a.ano || b.desde.localeCompare(a.desde));
}
