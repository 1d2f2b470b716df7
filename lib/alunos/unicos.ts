import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { ActionError } from "@/lib/infra/actions/erro";
import { pode } from "@/lib/empresas/papeis";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { alunoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { chaveDoUnico, colecaoDoUnico } from "@/lib/alunos/documento";
import { CAMPOS_UNICOS } from "@/lib/alunos/descritor";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";

// The numbers that name one person (the descriptor's `unico` fields: CPF, NIS, CNS, certidão) are
// unique in a company: each value a student holds has a reservation document,
// alunos_{campo}/{empresa}__{valor} = { idEmpresa, idAluno, [campo]: valor }, written in the same
// transaction as the student. A save reads the reservations of the values it gives (so two
// concurrent saves of one value conflict, and the second, retried, finds the first's), moves them
// when a value changes and frees them when a value goes (a change, a deletion, a unification).
// The CPF's reservations (alunos_cpf) predate this module and keep their shape: every path that
// ever stored a CPF (the form, the import, the seed) reserved it, so they need no migration; a
// field made `unico` once students already hold values needs its reservations written first
// (docs/students.md, "Unique numbers").

/** A unique field's reservation of a value in a company. */
export const reservaDoUnico = (campo: string, idEmpresa: string, valor: string) => db().collection(colecaoDoUnico(campo)).doc(chaveDoUnico(idEmpresa, valor));

type Valores = Readonly<Record<string, unknown>>;
const valorDe = (valores: Valores | null, campo: string): string | null => {
  const v = valores?.[campo];
  return typeof v === "string" && v ? v : null;
};

/**
 * Reserves a student's unique values (read before any write): each value in `depois` that `antes`
 * (the stored student; null for a new one) did not hold. A value another student holds is refused
 * on its field, naming that student's matrícula to those who may read the register. Returns the
 * writes: the new values reserved, the values the student no longer holds freed. `livreDe`: a
 * student whose reservations count as free (the one that goes in a unification, freed in the same commit).
 */
export async function reservarUnicos(
  tx: Transaction,
  ctx: Pick<ShellContext, "empresa" | "papel">,
  idAluno: string,
  antes: Valores | null,
  depois: Valores,
  livreDe?: string,
): Promise<() => void> {
  const idEmpresa = ctx.empresa.id;
  const mudancas = CAMPOS_UNICOS.map((c) => ({ c, de: valorDe(antes, c.chave), para: valorDe(depois, c.chave) })).filter((m) => m.de !== m.para);
  const novos = mudancas.filter((m) => m.para !== null);
  const reservas = await Promise.all(novos.map((m) => tx.get(reservaDoUnico(m.c.chave, idEmpresa, m.para!))));
  for (const [i, reserva] of reservas.entries()) {
    const dono = reserva.exists ? reserva.get("idAluno") : null;
    if (!reserva.exists || dono === idAluno || (livreDe !== undefined && dono === livreDe)) continue;
    const { c } = novos[i]!;
    const outro = typeof dono === "string" && pode(ctx.papel, "ler") ? await matriculaDe(tx, dono, idEmpresa) : null;
    throw new ActionError(alunoTexts.erros.unicoRepetido(c.rotulo, outro), c.chave);
  }
  return () => {
    for (const m of mudancas) {
      if (m.de !== null) tx.delete(reservaDoUnico(m.c.chave, idEmpresa, m.de));
      if (m.para !== null) tx.set(reservaDoUnico(m.c.chave, idEmpresa, m.para), { idEmpresa, idAluno, [m.c.chave]: m.para });
    }
  };
}

async function matriculaDe(tx: Transaction, idAluno: string, idEmpresa: string): Promise<string | null> {
  if (!isDocumentId(idAluno)) return null;
  const doc = await tx.get(alunosCollection().doc(idAluno));
  return alunoFrom(doc, idEmpresa)?.matricula || null;
}

/** Frees a student's unique values (a deletion, the student that goes in a unification: but those `mantidos` by the one that stays). */
export function liberarUnicos(tx: Transaction, idEmpresa: string, aluno: Valores, mantidos?: Valores): void {
  for (const c of CAMPOS_UNICOS) {
    const valor = valorDe(aluno, c.chave);
    if (valor && valor !== valorDe(mantidos ?? null, c.chave)) tx.delete(reservaDoUnico(c.chave, idEmpresa, valor));
  }
}
