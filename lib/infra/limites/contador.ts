import "server-only";
import { randomUUID } from "node:crypto";
import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { getServerEnv } from "@/lib/infra/env";
import { withDeadline } from "@/lib/infra/deadline";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { idDoContador } from "@/lib/infra/limites/chave";
import { limite, type Limite, type TipoDeLimite } from "@/lib/infra/limites/tabela";

// The counters of lib/infra/limites/tabela.ts, in Firestore, so every server instance sees the same
// ones. A counter is one document, `limites/{HMAC of kind and key}`: the moments of the attempts in
// its window (`contadas`: failures, or uses; `pendentes`: let through, not answered yet) and
// `expiraEm`, the TTL field (firestore.indexes.json) that lets Firestore drop it once its window
// has passed (TTL deletion takes up to a day, so the moments decide, never the document's presence).
//
// An attempt is reserved in a transaction BEFORE the work it guards (the identity provider's call,
// the e-mail): the transaction reads the counters, refuses when one is full, and records the attempt
// otherwise, so concurrent attempts serialize on the counter and a burst cannot slip through before
// the first answers. A refused attempt records nothing: the window ends on time however hard a key
// is hammered.


const entrada = z.object({ em: z.number(), id: z.string() });
const contadorDoc = z.object({ contadas: z.array(entrada).catch([]), pendentes: z.array(entrada).catch([]) });

type Entrada = z.output<typeof entrada>;

/** One counter an attempt goes through: a kind of limit and its key (an e-mail, an address, an id). */
export type Pedido = { tipo: TipoDeLimite; chave: string };

/** An attempt let through, to be concluded with its outcome. */
export type Reserva = { entrada: Entrada; pedidos: readonly Pedido[] };

/** What became of the attempt: refused by the provider, accepted, or never answered (an outage). */
export type Desfecho = "falhou" | "aceito" | "sem-resposta";

const contadorRef = (p: Pedido): DocumentReference =>
  db().collection(COLLECTIONS.limites).doc(idDoContador(getServerEnv().SESSION_SECRET, p.tipo, p.chave));

type Contador = { contadas: Entrada[]; pendentes: Entrada[] };

function lerContador(snapshot: DocumentSnapshot): Contador {
  const parsed = contadorDoc.safeParse(snapshot.data() ?? {});
  return parsed.success ? parsed.data : { contadas: [], pendentes: [] };
}

function naJanela(snapshot: DocumentSnapshot, regra: Limite, agora: number): Contador {
  const { contadas, pendentes } = lerContador(snapshot);
  const recente = (e: Entrada) => e.em > agora - regra.janelaMs;
  return { contadas: contadas.filter(recente), pendentes: pendentes.filter(recente) };
}

function cheio(regra: Limite, { contadas, pendentes }: Contador): boolean {
  const folga = regra.conta === "falhas" ? regra.folga : 0;
  return contadas.length >= regra.max || contadas.length + pendentes.length >= regra.max + folga;
}

/** The transaction: reads the counters, and records the attempt on all of them unless one is full. */
function registrar(pedidos: readonly Pedido[], nova: Entrada): Promise<boolean> {
  const refs = pedidos.map(contadorRef);
  const regras = pedidos.map((p) => limite(p.tipo));
  return db().runTransaction(async (tx) => {
    const estados = (await tx.getAll(...refs)).map((s, i) => naJanela(s, regras[i]!, nova.em));
    if (estados.some((e, i) => cheio(regras[i]!, e))) return false;
    estados.forEach(({ contadas, pendentes }, i) => {
      const usos = regras[i]!.conta === "usos";
      tx.set(refs[i]!, {
        tipo: pedidos[i]!.tipo,
        contadas: usos ? [...contadas, nova] : contadas,
        pendentes: usos ? pendentes : [...pendentes, nova],
        expiraEm: new Date(nova.em + regras[i]!.janelaMs),
      });
    });
    return true;
  });
}

/**
 * Reserves one attempt on every counter named, all or none: null when any of them is full (nothing
 * is recorded then). Throws when the database cannot be reached: the caller refuses the attempt.
 */
export async function reservar(pedidos: readonly Pedido[], agora: number = Date.now()): Promise<Reserva | null> {
  const nova: Entrada = { em: agora, id: randomUUID() };
  const passou = await withDeadline(registrar(pedidos, nova), "banco").catch((error: unknown) => {
    // ABORTED after the client's retries: too many attempts at once on one counter, which is what
    // the limit is for. Refused like any attempt over it.
    if ((error as { code?: unknown })?.code !== 10) throw error;
    console.warn("[limites] counter contended, attempt refused", pedidos.map((p) => p.tipo));
    return false;
  });
  return passou ? { entrada: nova, pedidos } : null;
}

/** What an outcome does to one counter's lists: `null` to delete the counter (forgiven). */
function mudanca(regra: Limite, desfecho: Desfecho, e: Entrada) {
  const sem = (lista: Entrada[]) => lista.filter((x) => x.id !== e.id);
  if (regra.conta === "usos") return desfecho === "sem-resposta" ? (c: Contador) => ({ ...c, contadas: sem(c.contadas) }) : undefined;
  if (desfecho === "aceito" && regra.sucesso === "zera") return () => null;
  if (desfecho !== "falhou") return (c: Contador) => ({ ...c, pendentes: sem(c.pendentes) });
  // Without a margin an attempt in flight counts as a failure already: nothing to move.
  if (regra.folga === 0) return undefined;
  return (c: Contador) => (c.pendentes.some((x) => x.id === e.id) ? { pendentes: sem(c.pendentes), contadas: [...c.contadas, e] } : c);
}

/**
 * Records the outcome of a reserved attempt: a failure stays counted; a success forgives the key's
 * failures (an account) or leaves the count (an address); an attempt nobody answered leaves it.
 * Read and written in a transaction, like the reservations it runs among (a plain update beside
 * them lost its change on the local Firestore). Never throws: an outcome not recorded leaves the
 * attempt counted, which errs on the safe side.
 */
export async function concluir(reserva: Reserva, desfecho: Desfecho): Promise<void> {
  await Promise.all(
    reserva.pedidos.map(async (pedido) => {
      const aplicar = mudanca(limite(pedido.tipo), desfecho, reserva.entrada);
      if (!aplicar) return;
      const ref = contadorRef(pedido);
      try {
        await transacao(async (tx) => {
          const snapshot = await tx.get(ref);
          if (!snapshot.exists) return;
          const depois = aplicar(lerContador(snapshot));
          if (depois) tx.update(ref, depois);
          else tx.delete(ref);
        });
      } catch (error) {
        console.error(`[limites] could not record an outcome (${pedido.tipo})`, error);
      }
    }),
  );
}
