import "server-only";
import type { Query } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import type { ShellContext } from "@/lib/shell/contexto";
import { entrada, type EntradaHistorico, type TipoAtividade } from "@/lib/atividades/schema";

// The history of a record, newest first, from the `atividades` the writes record.

export const HISTORICO_MAX = 50;

/** The company's newest `quantas` entries of a query, parsed (malformed ones skipped). */
async function ultimas<S extends z.ZodType<object>>(query: Query, schema: S, what: string, quantas = HISTORICO_MAX): Promise<({ id: string } & z.output<S>)[]> {
  const snapshot = await withDeadline(query.orderBy("em", "desc").limit(quantas).get(), "banco");
  registrarLeituras(what, snapshot.size);
  return snapshot.docs.flatMap((doc) => {
    const parsed = schema.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}

const daEmpresa = (ctx: ShellContext) => db().collection(COLLECTIONS.atividades).where("idEmpresa", "==", ctx.empresa.id);

/**
 * Accesses to a record's personal data (a CPF shown, a CPF search that found it): recorded for the
 * company's activity, but not changes of the record, so its history leaves them out.
 */
const ACESSOS: ReadonlySet<string> = new Set<TipoAtividade>(["aluno.cpfMostrado", "alunos.buscaPorCpf"]);

/** The last `quantas` (HISTORICO_MAX) changes of one record of the company, newest first. */
export async function historico(ctx: ShellContext, idAlvo: string, quantas = HISTORICO_MAX): Promise<EntradaHistorico[]> {
  // Read twice as many, so the accesses among them rarely leave the history short.
  const entradas = await ultimas(daEmpresa(ctx).where("alvo.id", "==", idAlvo), entrada, "atividades.historico", quantas * 2);
  return entradas.filter((e) => !ACESSOS.has(e.tipo)).slice(0, quantas);
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
