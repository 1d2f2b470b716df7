import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/firebase/admin";
import { COLLECTIONS } from "@/lib/firestore/documents";
import type { ShellContext } from "@/lib/shell";

// Records remember: every change writes who, when and what in `atividades`, in the same commit as
// the change itself, so a history can never miss a change nor show one that did not happen. The
// students' histories and the company's recent activity are read from here.

export type TipoAtividade =
  | "escola.criada"
  | "escola.atualizada"
  | "escola.desativada"
  | "escola.reativada"
  | "aluno.criado"
  | "aluno.atualizado"
  | "aluno.excluido";

/** One field's change; personal data is recorded as changed without its values (`de`/`para` null). */
export type Mudanca = { campo: string; de: string | null; para: string | null };

export type Atividade = {
  tipo: TipoAtividade;
  /** What changed; `nome` null once personal data is gone (a deleted student). */
  alvo: { colecao: string; id: string; nome: string | null };
  mudancas?: Mudanca[];
};

/** Adds the activity to a transaction's writes. */
export function registrarAtividade(tx: Transaction, ctx: ShellContext, atividade: Atividade): void {
  tx.create(db().collection(COLLECTIONS.atividades).doc(), {
    idEmpresa: ctx.empresa.id,
    em: FieldValue.serverTimestamp(),
    por: ctx.session.uid,
    porNome: ctx.session.displayName ?? ctx.session.email ?? ctx.session.uid,
    tipo: atividade.tipo,
    alvo: atividade.alvo,
    mudancas: atividade.mudancas ?? [],
    // Whether its personal data has been removed (a deleted student's entries).
    redigido: atividade.alvo.nome === null,
  });
}

/** The fields whose values differ between two versions of a record. */
export function mudancas(antes: Record<string, unknown>, depois: Record<string, unknown>, campos: readonly string[]): Mudanca[] {
  const text = (v: unknown) => (v === undefined || v === null || v === "" ? null : String(v));
  return campos.filter((c) => text(antes[c]) !== text(depois[c])).map((c) => ({ campo: c, de: text(antes[c]), para: text(depois[c]) }));
}
