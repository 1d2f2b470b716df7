import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { emLetrasSimples } from "@/lib/busca/texto";
import { empresaInput } from "@/lib/empresas/schema";
import { adminTexts } from "@/lib/messages";

// The operator's side of companies (npm run admin): a new company with its `id` field, and the
// lookup the other commands start from.

/** "Escola X" → escola-x-3f9a: readable, unique, safe in an address. */
export function novoIdDeEmpresa(nome: string): string {
  const slug = emLetrasSimples(nome, 40) || "empresa";
  return `${slug}-${randomBytes(2).toString("hex")}`;
}

export class ErroDoComando extends Error {
  override name = "ErroDoComando";
}

/** Creates `empresas/{auto}` with its `id` and `nome`; returns the id. */
export async function criarEmpresa(nomeDigitado: string): Promise<{ id: string; nome: string }> {
  const parsed = empresaInput.safeParse({ nome: nomeDigitado });
  if (!parsed.success) throw new ErroDoComando(parsed.error.issues[0]!.message);
  const nome = parsed.data.nome;
  const id = novoIdDeEmpresa(nome);
  await transacao(async (tx) => {
    const existentes = await tx.get(db().collection(COLLECTIONS.empresas).where("id", "==", id).limit(1));
    if (!existentes.empty) throw new ErroDoComando(adminTexts.idRepetido(id));
    tx.create(db().collection(COLLECTIONS.empresas).doc(), { id, nome });
  });
  return { id, nome };
}

/** The company's name, or an error naming the id. */
export async function exigirEmpresa(id: string): Promise<string> {
  const snapshot = await withDeadline(db().collection(COLLECTIONS.empresas).where("id", "==", id).limit(1).get(), "banco");
  if (snapshot.empty) throw new ErroDoComando(adminTexts.empresaNaoEncontrada(id));
  return String(snapshot.docs[0]!.get("nome") ?? id);
}
