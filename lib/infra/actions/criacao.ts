import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { DeadlineError } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { ActionError } from "@/lib/infra/actions/erro";
import { actionTexts } from "@/lib/messages";

// Creating a record exactly once. A create form carries a one-time token minted with the page; the
// new record's id comes from it (and the company), and the create reads that id first in its
// transaction: a retry after a deadline, a double submission or a replayed request finds the record
// the first one made and answers as it did, never making a second one (nor spending a matrícula).

/** The hidden field that carries a create form's token. */
export const CAMPO_TOKEN = "token";

/** A new token for a create form: 144 random bits, base64url. */
export function novoTokenDeCriacao(): string {
  return randomBytes(18).toString("base64url");
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The id of the record a token creates in a company: not the token itself (a client chooses it),
 * but a digest of both, so one company's token never names another company's record.
 */
export function idDaCriacao(idEmpresa: string, token: unknown): string {
  if (typeof token !== "string" || !TOKEN.test(token)) throw new ActionError(actionTexts.requisicaoInvalida);
  return createHash("sha256").update(`${idEmpresa}\n${token}`).digest("base64url").slice(0, 24);
}

/**
 * A digest of what a submission asked for, kept on the record it created: a token sent again
 * with other data is an old form reused for another record, which is refused rather than
 * answered with the first record (its new data would be silently lost).
 */
export function impressaoDoPedido(campos: Record<string, unknown>): string {
  const ordenado = Object.keys(campos)
    .sort()
    .map((k) => [k, campos[k] ?? null]);
  return createHash("sha256").update(JSON.stringify(ordenado)).digest("base64url").slice(0, 22);
}

/** The record a token already made, as its first submission made it, or a refusal (`recusa`: the form's words for it). */
export function jaCriado(existente: DocumentSnapshot, idEmpresa: string, impressao: string, recusa: string = actionTexts.formularioJaUsado): void {
  if (existente.get("idEmpresa") !== idEmpresa || existente.get("impressaoDaCriacao") !== impressao) {
    throw new ActionError(recusa);
  }
}

/**
 * A create's transaction under the database's deadline (lib/infra/firestore/transacao.ts): past it the
 * transaction may still commit, so the person is told that it may have completed and that repeating
 * it is safe (the token).
 */
export async function transacaoDeCriacao<T>(trabalho: (tx: Transaction) => Promise<T>, talvezConcluido: string = actionTexts.talvezConcluido): Promise<T> {
  try {
    return await transacao(trabalho);
  } catch (error) {
    if (error instanceof DeadlineError) {
      console.warn("[acao] a create passed its deadline; it may still commit:", error.message);
      throw new ActionError(talvezConcluido);
    }
    throw error;
  }
}
