import "server-only";
import { Timestamp, type Query } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/firebase/admin";
import { withDeadline } from "@/lib/deadline";
import { COLLECTIONS } from "@/lib/firestore/documents";
import { registrarLeituras } from "@/lib/firestore/leituras";
import type { ShellContext } from "@/lib/shell";

// The history of a record, newest first, from the `atividades` the writes record.

const entrada = z.object({
  tipo: z.string(),
  em: z.instanceof(Timestamp).transform((t) => t.toDate()).nullable().catch(null),
  porNome: z.string().catch(""),
  detalhe: z.string().nullable().catch(null),
  mudancas: z.array(z.object({ campo: z.string(), de: z.string().nullable().catch(null), para: z.string().nullable().catch(null) })).catch([]),
});

export type EntradaHistorico = { id: string } & z.output<typeof entrada>;

export const HISTORICO_MAX = 50;

/** The company's newest HISTORICO_MAX entries of a query, parsed (malformed ones skipped). */
async function ultimas<S extends z.ZodType<object>>(query: Query, schema: S, what: string): Promise<({ id: string } & z.output<S>)[]> {
  const snapshot = await withDeadline(query.orderBy("em", "desc").limit(HISTORICO_MAX).get(), "o banco de dados");
  registrarLeituras(what, snapshot.size);
  return snapshot.docs.flatMap((doc) => {
    const parsed = schema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}

const daEmpresa = (ctx: ShellContext) => db().collection(COLLECTIONS.atividades).where("idEmpresa", "==", ctx.empresa.id);

/** The last HISTORICO_MAX changes of one record of the company, newest first. */
export function historico(ctx: ShellContext, idAlvo: string): Promise<EntradaHistorico[]> {
  return ultimas(daEmpresa(ctx).where("alvo.id", "==", idAlvo), entrada, "atividades.historico");
}

const entradaDaEmpresa = entrada.extend({
  alvo: z.object({ nome: z.string().nullable().catch(null) }).catch({ nome: null }),
});

export type EntradaDaEmpresa = { id: string } & z.output<typeof entradaDaEmpresa>;

/**
 * "Atividade recente": the company's last HISTORICO_MAX changes (schools, students, members, its
 * name), newest first. An import counts once, not once per student.
 */
export function atividadeRecente(ctx: ShellContext): Promise<EntradaDaEmpresa[]> {
  return ultimas(daEmpresa(ctx).where("painel", "==", true).select("tipo", "em", "porNome", "mudancas", "detalhe", "alvo"), entradaDaEmpresa, "atividades.recente");
}
