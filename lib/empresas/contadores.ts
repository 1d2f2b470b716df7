import "server-only";
import { randomInt } from "node:crypto";
import { cache } from "react";
import { FieldValue, type AggregateField, type AggregateQuerySnapshot, type DocumentSnapshot, type Query, type Transaction } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { lerDocumento } from "@/lib/infra/firestore/lote-de-leituras";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { sealedClaims } from "@/lib/auth/session";
import type { ShellContext } from "@/lib/shell/contexto";

// Home's three numbers as kept counts instead of three aggregation queries per view (issue 28: an
// aggregation is a call of its own, and /home made seven). What each counts is its query below,
// the truth the kept count equals:
//
//   contadores/{idEmpresa}              { idEmpresa, base: { escolasAtivas, alunosAtivos, abaixoDoMinimo } }
//   contadores/{idEmpresa}/fatias/{n}   { idEmpresa, escolasAtivas?, alunosAtivos?, abaixoDoMinimo? }
//
// A count is the base plus the changes in the shards (fatias). Every write that changes what a
// query counts adds its change to one shard, chosen at random, in its own transaction, by
// increments (blind writes: no read, no lock, so writers do not wait for each other). Firestore
// sustains about one write per second on one document; FATIAS shards take bursts (an import's lots,
// 50 creations at once) across documents. The base is written once, for a company that has none
// (every company starts so: companies are created outside the app): its three queries counted with
// the shards in one read-only transaction (one snapshot), base = count − shards. The writes the
// shards then receive are exactly the changes after that snapshot, so base + shards stays the count.

export const CONTADORES = ["escolasAtivas", "alunosAtivos", "abaixoDoMinimo"] as const;
export type Contador = (typeof CONTADORES)[number];
export type Contadores = Record<Contador, number>;
/** How many shards a company's changes are spread over. */
export const FATIAS = 4;

/** What each counter counts (the aggregation the kept count must equal). */
export const CONSULTAS: Record<Contador, (idEmpresa: string) => Query> = {
  escolasAtivas: (id) => db().collection(COLLECTIONS.escolas).where("idEmpresa", "==", id).where("ativa", "==", true),
  alunosAtivos: (id) => db().collection(COLLECTIONS.alunos).where("idEmpresa", "==", id).where("situacao", "==", "ativo"),
  abaixoDoMinimo: (id) =>
    db().collection(COLLECTIONS.enturmacoes).where("idEmpresa", "==", id).where("situacao", "==", "cursando").where("abaixoDoMinimo", "==", true),
};

const baseRef = (idEmpresa: string) => db().collection(COLLECTIONS.contadores).doc(idEmpresa);
const fatiaRef = (idEmpresa: string, n: number) => baseRef(idEmpresa).collection("fatias").doc(String(n));
const fatiasDe = (idEmpresa: string) => Array.from({ length: FATIAS }, (_, n) => fatiaRef(idEmpresa, n));

// A base must be whole: one with a malformed field is no base (counted again and replaced). A
// shard's malformed field reads as 0, here and when a base is kept, so base + shards stays the
// count; an increment on it later sets it to that change, which is the change.
const inteiro = z.number().int();
const baseDoc = z.object({ idEmpresa: z.string(), base: z.object({ escolasAtivas: inteiro, alunosAtivos: inteiro, abaixoDoMinimo: inteiro }) });
const numero = inteiro.catch(0);

/**
 * Adds a transaction's changes to the company's counts. Call it once per transaction, with the net
 * changes (two writes to one document in one commit are not allowed everywhere); zeros write nothing.
 */
export function contar(tx: Transaction, idEmpresa: string, mudancas: Partial<Contadores>): void {
  const campos = CONTADORES.filter((c) => (mudancas[c] ?? 0) !== 0);
  if (campos.length === 0 || !isDocumentId(idEmpresa)) return; // a company id no path can hold is always counted afresh
  tx.set(fatiaRef(idEmpresa, randomInt(FATIAS)), { idEmpresa, ...Object.fromEntries(campos.map((c) => [c, FieldValue.increment(mudancas[c]!)])) }, { merge: true });
}

/** The three counts from their aggregation answers, in CONTADORES' order. */
const dasContagens = (contagens: readonly AggregateQuerySnapshot<{ count: AggregateField<number> }>[]): Contadores =>
  Object.fromEntries(CONTADORES.map((c, i) => [c, contagens[i]!.data().count])) as Contadores;

const somaDasFatias = (fatias: readonly DocumentSnapshot[], idEmpresa: string): Contadores => {
  const soma: Contadores = { escolasAtivas: 0, alunosAtivos: 0, abaixoDoMinimo: 0 };
  for (const f of fatias) if (f.exists && f.get("idEmpresa") === idEmpresa) for (const c of CONTADORES) soma[c] += numero.parse(f.get(c));
  return soma;
};

/** The kept counts from the base and the shards read, or null when there is no base (or it went wrong: malformed, or a count below zero). */
function kept(base: DocumentSnapshot, fatias: readonly DocumentSnapshot[], idEmpresa: string): Contadores | null {
  const parsed = base.exists ? baseDoc.safeParse(base.data()) : null;
  if (parsed && !parsed.success) console.error(`[contadores] ${idEmpresa}: a malformed base, counted again`);
  if (!parsed?.success || parsed.data.idEmpresa !== idEmpresa) return null;
  const soma = somaDasFatias(fatias, idEmpresa);
  const total = Object.fromEntries(CONTADORES.map((c) => [c, parsed.data.base[c] + soma[c]])) as Contadores;
  if (CONTADORES.some((c) => total[c] < 0)) {
    console.error(`[contadores] ${idEmpresa}: a kept count below zero, counted again`);
    return null;
  }
  return total;
}

/** The company's kept counts (its base and shards, read together with the request's other documents by id), or null without a base. */
export async function lerContadores(idEmpresa: string): Promise<Contadores | null> {
  if (!isDocumentId(idEmpresa)) return null;
  const [base, ...fatias] = await withDeadline(Promise.all([baseRef(idEmpresa), ...fatiasDe(idEmpresa)].map(lerDocumento)), "banco");
  registrarLeituras("contadores.ler", 1 + FATIAS);
  return kept(base!, fatias, idEmpresa);
}

/**
 * Counts the three queries (aggregations) and keeps the result as the company's base: a new one
 * when there was none (the first one kept stays), a replacement for one that went wrong
 * (malformed, or a count below zero). Any base computed as count − shards of one snapshot is
 * right from then on. Returns the counts; a base that cannot be written is logged, not shown.
 */
export async function contarDeNovo(idEmpresa: string): Promise<Contadores> {
  if (!isDocumentId(idEmpresa)) return contarSemGuardar(idEmpresa);
  const { contagem, base, fatias } = await withDeadline(
    db().runTransaction(
      async (tx) => {
        // The first read opens the transaction's snapshot; the counts then read that same snapshot.
        const [base, ...fatias] = await tx.getAll(baseRef(idEmpresa), ...fatiasDe(idEmpresa));
        const contagens = await Promise.all(CONTADORES.map((c) => tx.get(CONSULTAS[c](idEmpresa).count())));
        return { base: base!, fatias, contagem: dasContagens(contagens) };
      },
      { readOnly: true },
    ),
    "banco",
  );
  registrarLeituras("contadores.contarDeNovo", 1 + FATIAS + CONTADORES.length);
  if (kept(base, fatias, idEmpresa)) return contagem; // kept by another request meanwhile
  const soma = somaDasFatias(fatias, idEmpresa);
  const doc = { idEmpresa, base: Object.fromEntries(CONTADORES.map((c) => [c, contagem[c] - soma[c]])), contadoEm: FieldValue.serverTimestamp() };
  const escrita = base.exists ? baseRef(idEmpresa).set(doc) : baseRef(idEmpresa).create(doc);
  await withDeadline(escrita, "banco").catch((error: unknown) => {
    // ALREADY_EXISTS: another request kept its base first. Anything else: counted again next time.
    if ((error as { code?: unknown } | null)?.code !== 6) console.error(`[contadores] ${idEmpresa}: base not kept`, error);
  });
  return contagem;
}

/** The three counts of a company id no document path can hold (none can be kept for it). */
async function contarSemGuardar(idEmpresa: string): Promise<Contadores> {
  const contagens = await withDeadline(Promise.all(CONTADORES.map((c) => CONSULTAS[c](idEmpresa).count().get())), "banco");
  registrarLeituras("contadores.contarSemGuardar", CONTADORES.length);
  return dasContagens(contagens);
}

/**
 * This request's company's counts read early: by the company the session names (its sealed hint),
 * in the same turn as the shell's own documents, so they travel in its call (lib/infra/firestore/
 * lote-de-leituras.ts). Call it before awaiting the shell's context; `contadoresDaEmpresa` uses it
 * only if the context's company is that one. Never rejects.
 */
export const anteciparContadores = cache(async (): Promise<{ idEmpresa: string; contadores: Contadores | null } | null> => {
  try {
    const claims = await sealedClaims();
    return claims?.emp ? { idEmpresa: claims.emp, contadores: await lerContadores(claims.emp) } : null;
  } catch {
    return null;
  }
});

/** Home's three counts for the context's company: kept ones, else counted (and kept from then on). */
export async function contadoresDaEmpresa(ctx: ShellContext): Promise<Contadores> {
  const antecipados = await anteciparContadores();
  const lidos = antecipados?.idEmpresa === ctx.empresa.id ? antecipados.contadores : await lerContadores(ctx.empresa.id);
  return lidos ?? contarDeNovo(ctx.empresa.id);
}
