// The record of a school's rematrícula into a year (`rematriculas/{idEscola}__{ano}`) and its
// rows (`rematriculas/{id}/linhas/{lote}`): schema, reading, and the fields every step writes (its
// heartbeat, its progress). One record per school and destination year: it keeps step 2's turmas
// and step 3's choices while `rascunho`, is the run's lock and owner (a second confirmation finds it
// running), and after the run keeps who went where (the CSV, the undo).
import "server-only";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { ActionError } from "@/lib/infra/actions/erro";
import { PARADA_MS, parada as paradaDaTarefa } from "@/lib/infra/tarefas";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { actionTexts } from "@/lib/messages";

/**
 * Rows per stored lot and per transaction: a row is up to 3 writes (the entry, the student, its
 * history), and a lot may touch as many destination turmas as rows (their counts): 4 × 100 plus
 * the record, the lot and the school, within a commit's 500.
 */
export const LOTE = 100;
/** A heartbeat older than this: the run's server stopped, whoever looks next takes over (the protocol's). */
export { PARADA_MS };

export const ESTADOS = ["rascunho", "gravando", "confirmada", "concluida", "falhou", "desfazendo", "desfeita"] as const;
export type EstadoDaRematricula = (typeof ESTADOS)[number];
/** A run someone owns: a second confirmation (or undo) waits for it. */
export const EM_ANDAMENTO: readonly EstadoDaRematricula[] = ["gravando", "confirmada", "desfazendo"];

export const rematriculas = () => db().collection(COLLECTIONS.rematriculas);
export const idDaRematricula = (idEscola: string, anoDestino: number) => `${idEscola}__${anoDestino}`;
export const loteRef = (id: string, lote: number) => rematriculas().doc(id).collection("linhas").doc(String(lote));

/** A student's move, as the run writes it and the undo and the CSV read it. */
const linhaGuardada = z.object({
  idAluno: z.string(),
  nome: z.string(),
  matricula: z.string(),
  origem: z.object({ idTurma: z.string(), nome: z.string() }),
  /** A turma of the next year, or `concluinte` (the student leaves the school's active register). */
  destino: z.union([z.object({ idTurma: z.string(), nome: z.string() }), z.literal("concluinte")]),
  /** What the run did: null before its lot; `feito`; `pulado` (enrolled by hand meanwhile, or left the school). */
  resultado: z.enum(["feito", "pulado"]).nullable().catch(null),
  /** Why a `pulado` row was not moved. */
  motivo: z.string().nullable().optional().catch(null),
});
export type LinhaGuardada = z.output<typeof linhaGuardada>;

const escolha = z.union([z.literal("nao"), z.string().min(1).max(200)]);

const rematriculaDoc = z.object({
  idEmpresa: z.string().min(1),
  idEscola: z.string().min(1),
  /** The school's name when the record was made (the activity names the year and the school). */
  nomeDaEscola: z.string().nullable().catch(null),
  idAnoEncerrado: z.string().min(1),
  anoEncerrado: z.number().int(),
  idAnoDestino: z.string().min(1),
  anoDestino: z.number().int(),
  estado: z.enum(ESTADOS),
  /** Step 2: the next year's turma made (or reused) for each closed turma's approved students. */
  criadas: z.record(z.string(), z.string()).catch({}),
  /** Step 3: the secretary's choices, by student: a turma of the next year, or "nao" (`Não rematricular`). */
  escolhas: z
    .record(z.string(), z.unknown())
    .catch({})
    // Entry by entry: one malformed choice is dropped, never the others.
    .transform((r) => Object.fromEntries(Object.entries(r).filter((e): e is [string, string] => escolha.safeParse(e[1]).success))),
  total: z.number().int().catch(0),
  lotes: z.number().int().catch(0),
  /** Rows applied so far (the progress: `Rematriculando: 400 de 812`). */
  gravadas: z.number().int().catch(0),
  rematriculados: z.number().int().catch(0),
  concluintes: z.number().int().catch(0),
  /** Students its undo gave back to the closed year (entries removed, concluintes active again). */
  desfeitos: z.number().int().catch(0),
  /** Students the run did not move after its commit point, and why (their names: the end's report). */
  pulados: z.array(z.object({ nome: z.string(), motivo: z.string() })).catch([]),
  /** Places taken at the commit point, per destination turma. */
  porTurma: z.record(z.string(), z.number().int()).catch({}),
  dono: z.string().nullable().catch(null),
  batimento: z.number().catch(0),
  mensagem: z.string().nullable().catch(null),
  autor: z.object({ idEmpresa: z.string(), uid: z.string(), nome: z.string() }).nullable().catch(null),
  /** Who undid it (the students' histories name them). */
  desfeitoPor: z.object({ idEmpresa: z.string(), uid: z.string(), nome: z.string() }).nullable().optional().catch(null),
  commits: z.number().int().catch(0),
  versao: z.number().int().catch(0),
});
export type RematriculaDoc = z.output<typeof rematriculaDoc>;

/** The record as stored, or null (none, or malformed). */
export function lerRegistro(snapshot: DocumentSnapshot): RematriculaDoc | null {
  const parsed = snapshot.exists ? rematriculaDoc.safeParse(snapshot.data()) : null;
  return parsed?.success ? parsed.data : null;
}

/** The company's record (another company's is none). */
export const registroDa = (snapshot: DocumentSnapshot, idEmpresa: string) => {
  const rec = lerRegistro(snapshot);
  return rec?.idEmpresa === idEmpresa ? rec : null;
};

/** Whether a run's heartbeat stopped (its server died halfway): whoever looks next takes over. */
export const parada = (rec: Pick<RematriculaDoc, "estado" | "batimento">, agora = Date.now()) => paradaDaTarefa(rec, EM_ANDAMENTO, agora);

/** A refusal or failure told to the person. */
export class FalhaDaRematricula extends ActionError {
  override name = "FalhaDaRematricula";
}

/** One stored lot's rows, read in a transaction. */
export async function lerLote(tx: Transaction, id: string, lote: number): Promise<LinhaGuardada[]> {
  const parsed = z.array(linhaGuardada).safeParse((await tx.get(loteRef(id, lote))).get("linhas"));
  if (!parsed.success) throw new FalhaDaRematricula(actionTexts.erroInesperado);
  return parsed.data;
}

/** Every stored row (the CSV, the end's report), outside a transaction. */
export async function lerLinhas(id: string, lotes: number): Promise<LinhaGuardada[]> {
  if (lotes === 0) return [];
  const docs = await db().getAll(...Array.from({ length: lotes }, (_, i) => loteRef(id, i)));
  return docs.flatMap((d) => z.array(linhaGuardada).catch([]).parse(d.get("linhas")));
}

/** The id of the entry the run creates for a student: derived, so a lot done twice never doubles one, and the undo finds exactly its own. */
export const idDaEntrada = (idRematricula: string, idAluno: string) => `rematricula__${idRematricula}__${idAluno}`;
