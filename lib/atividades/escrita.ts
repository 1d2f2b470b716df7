import "server-only";
import { FieldValue, type DocumentData, type DocumentReference } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import type { ShellContext } from "@/lib/shell/contexto";
import type { Atividade, Autor, TipoAtividade } from "@/lib/atividades/schema";

// Records remember: every change writes who, when and what in `atividades`, in the same commit as
// the change itself, so a history can never miss a change nor show one that did not happen. The
// students' histories and the company's recent activity are read from here.

export const autorDe = (ctx: ShellContext): Autor => ({
  idEmpresa: ctx.empresa.id,
  uid: ctx.session.uid,
  nome: ctx.session.displayName ?? ctx.session.email ?? ctx.session.uid,
});

/** A transaction or a batch. */
type Escrita = { create(ref: DocumentReference, data: DocumentData): unknown };

/** A student's entry of a bulk operation: its history has it, the company's activity has the operation's one entry. */
const POR_ALUNO_EM_MASSA = new Set<TipoAtividade>(["aluno.importado", "aluno.rematriculado", "aluno.concluinte", "aluno.rematriculaDesfeita"]);

/** Adds the activity to a transaction's (or a batch's) writes. */
export function registrarAtividade(tx: Escrita, quem: ShellContext | Autor, atividade: Atividade): void {
  const autor = "session" in quem ? autorDe(quem) : quem;
  tx.create(db().collection(COLLECTIONS.atividades).doc(), {
    idEmpresa: autor.idEmpresa,
    em: FieldValue.serverTimestamp(),
    por: autor.uid,
    porNome: autor.nome,
    tipo: atividade.tipo,
    alvo: atividade.alvo,
    mudancas: atividade.mudancas ?? [],
    detalhe: atividade.detalhe ?? null,
    // Whether its personal data has been removed (a deleted student's entries).
    redigido: atividade.alvo.nome === null,
    // Whether the company's recent activity lists it: an import's students are one entry there
    // ("importou a planilha"), not thousands.
    painel: !POR_ALUNO_EM_MASSA.has(atividade.tipo),
  });
}

/**
 * Records an activity on its own, one write: an access to personal data (a CPF shown or searched
 * for, an export), which changes nothing else. Awaited before the data is given out.
 */
export async function gravarAtividade(quem: ShellContext | Autor, atividade: Atividade): Promise<void> {
  const batch = db().batch();
  registrarAtividade(batch, quem, atividade);
  await withDeadline(batch.commit(), "banco");
}

/**
 * What every change of a record stamps on it: one more version (the stale-edit check), when and by
 * whom.
 */
/** Who made a new record and when: version 1, created and last changed by `uid`, now. */
export function criacaoDe(uid: string) {
  const agora = FieldValue.serverTimestamp();
  return { versao: 1, criadoEm: agora, criadoPor: uid, atualizadoEm: agora, atualizadoPor: uid };
}

export const alteracaoDe = (uid: string) => ({
  versao: FieldValue.increment(1),
  atualizadoEm: FieldValue.serverTimestamp(),
  atualizadoPor: uid,
});
