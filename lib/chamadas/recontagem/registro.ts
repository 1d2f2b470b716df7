// The record of a company's recount of the frequência flags (issue 42): recontagens/{idEmpresa},
// one per company, the job's owner and progress (the protocol's fields, docs/jobs.md). A change of
// `Frequência mínima` writes it in the same transaction as the rules (`iniciarRecontagem`), so no
// change is ever left without its recount; a second change while one runs writes it again: a new
// owner, from the first entry, and the run before stops at its next step. The steps are passos.ts;
// the pages' check of the stored flags against the rules in force is verificacao.ts.
//
// Its `minimo` is the minimum the stored flags of the years in progress follow (the one they are
// being brought to while it runs); with no record they follow the law's 75%, as every flag stored
// before issue 42 did, whatever the company's `Frequência mínima` was then (`minimoDasFlags`).
import "server-only";
import { randomUUID } from "node:crypto";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { batida } from "@/lib/infra/tarefas";
import { daEmpresa } from "@/lib/empresas/schema";
import { FREQUENCIA_MINIMA_DA_LEI } from "@/lib/regras/frequencia";

export const ESTADOS_DA_RECONTAGEM = ["recalculando", "concluida"] as const;
export type EstadoDaRecontagem = (typeof ESTADOS_DA_RECONTAGEM)[number];
/** The state a run owns. */
export const RECALCULANDO: readonly EstadoDaRecontagem[] = ["recalculando"];

export const recontagens = () => db().collection(COLLECTIONS.recontagens);

const recontagemDoc = z.object({
  idEmpresa: z.string().min(1),
  estado: z.enum(ESTADOS_DA_RECONTAGEM),
  dono: z.string().nullable().catch(null),
  batimento: z.number().catch(0),
  /** The minimum the change set, which the stored flags follow once it ends (the lots read the rules in force in their own transaction). */
  minimo: z.number().int().catch(0),
  /** The last entry recounted (the entries go by document id), or null before the first lot. */
  cursor: z.string().nullable().catch(null),
  /** Entries `Cursando` recounted so far, and the flags that changed. */
  revisadas: z.number().int().catch(0),
  mudadas: z.number().int().catch(0),
  commits: z.number().int().catch(0),
});
export type RecontagemDoc = z.output<typeof recontagemDoc>;

/** The record as stored, or null (none, malformed, or not its company's: its id is the company's). */
export const lerRecontagem = (snapshot: DocumentSnapshot): RecontagemDoc | null => daEmpresa(snapshot, recontagemDoc, snapshot.id);

/**
 * In the transaction that changes the company's `Frequência mínima`, reopens a year, or finds the
 * stored flags following another minimum (verificacao.ts), after its reads, with the minimum in
 * force it read: the recount from the first entry, owned by a new token, which it returns for
 * `continuarRecontagem`.
 */
export function iniciarRecontagem(tx: Transaction, idEmpresa: string, minimo: number): string {
  const token = randomUUID();
  tx.set(recontagens().doc(idEmpresa), {
    idEmpresa,
    estado: "recalculando",
    dono: token,
    minimo,
    cursor: null,
    revisadas: 0,
    mudadas: 0,
    iniciadaEm: FieldValue.serverTimestamp(),
    ...batida(),
  });
  return token;
}

/** The minimum the company's stored flags follow: the record's, or with none the law's 75% (every flag stored before issue 42). */
export const minimoDasFlags = (rec: Pick<RecontagemDoc, "minimo"> | null): number => rec?.minimo ?? FREQUENCIA_MINIMA_DA_LEI;

/**
 * Whether the stored flags must be recounted to follow `minimoEmVigor` (the rules' `frequenciaMinima`):
 * they follow another minimum, and no recount runs (one running is its owner's, or a takeover's).
 */
export function recontagemEmFalta(rec: Pick<RecontagemDoc, "estado" | "minimo"> | null, minimoEmVigor: number): boolean {
  if (rec && RECALCULANDO.includes(rec.estado)) return false;
  return minimoDasFlags(rec) !== minimoEmVigor;
}

/** The company's record (read with the request's other documents by id), or null. */
export async function lerRecontagemDaEmpresa(idEmpresa: string): Promise<RecontagemDoc | null> {
  if (!isDocumentId(idEmpresa)) return null;
  const rec = lerRecontagem(await withDeadline(lerDocumento(recontagens().doc(idEmpresa)), "banco"));
  registrarLeituras("recontagem.ler", 1);
  return rec;
}
