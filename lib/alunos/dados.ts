import "server-only";
import { db } from "@/lib/firebase/admin";
import { withDeadline } from "@/lib/deadline";
import { registrarLeituras } from "@/lib/firestore/leituras";
import type { ShellContext } from "@/lib/shell";

// The company's students, read. (The Alunos tab is still to come; Home already counts them.)

export const ALUNOS = "alunos";

/** How many active students the company has (an aggregation query: no document is read). */
export async function contarAlunosAtivos(ctx: ShellContext): Promise<number> {
  const snapshot = await withDeadline(
    db().collection(ALUNOS).where("idEmpresa", "==", ctx.empresa.id).where("situacao", "==", "ativo").count().get(),
    "o banco de dados",
  );
  registrarLeituras("alunos.contarAtivos", 1);
  return snapshot.data().count;
}
