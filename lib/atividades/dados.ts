import "server-only";
import { Timestamp } from "firebase-admin/firestore";
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

/** The last HISTORICO_MAX changes of one record of the company, newest first. */
export async function historico(ctx: ShellContext, idAlvo: string): Promise<EntradaHistorico[]> {
  const snapshot = await withDeadline(
    db()
      .collection(COLLECTIONS.atividades)
      .where("idEmpresa", "==", ctx.empresa.id)
      .where("alvo.id", "==", idAlvo)
      .orderBy("em", "desc")
      .limit(HISTORICO_MAX)
      .get(),
    "o banco de dados",
  );
  registrarLeituras("atividades.historico", snapshot.size);
  return snapshot.docs.flatMap((doc) => {
    const parsed = entrada.safeParse(doc.data());
    return parsed.success ? [{ id: doc.id, ...parsed.data }] : [];
  });
}
