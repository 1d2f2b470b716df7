import "server-only";
import { cache } from "react";
import type { DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";

// Documents read by id in the same request, at about the same time, go to the database in one
// call (BatchGetDocuments) instead of one call each: the shell's session record and the user's
// document are read by two modules that do not know about each other. Each call costs the server
// about half a millisecond of CPU in the client library whatever it carries.

type Pedido = { ref: DocumentReference; resolve: (snapshot: DocumentSnapshot) => void; reject: (error: unknown) => void };

/** This request's reads waiting for the next turn of the event loop (one list per request). */
const pendentesDaRequisicao = cache((): Pedido[] => []);

/**
 * A document, read together with the other documents this request asks for in the same turn of
 * the event loop. Outside a request (a script, a test) each read goes on its own. Not for
 * transactions: they read through their own `Transaction`.
 */
export function lerDocumento(ref: DocumentReference): Promise<DocumentSnapshot> {
  const pendentes = pendentesDaRequisicao();
  return new Promise((resolve, reject) => {
    pendentes.push({ ref, resolve, reject });
    // After the promises already under way have run: they may ask for more documents.
    if (pendentes.length === 1) setImmediate(() => enviar(pendentes.splice(0)));
  });
}

function enviar(pedidos: Pedido[]): void {
  const porBanco = new Map<Firestore, Pedido[]>();
  for (const pedido of pedidos) {
    const doBanco = porBanco.get(pedido.ref.firestore);
    if (doBanco) doBanco.push(pedido);
    else porBanco.set(pedido.ref.firestore, [pedido]);
  }
  for (const [banco, doBanco] of porBanco) void lerDoBanco(banco, doBanco);
}

async function lerDoBanco(banco: Firestore, pedidos: Pedido[]): Promise<void> {
  const caminhos = [...new Set(pedidos.map((p) => p.ref.path))];
  try {
    // getAll answers in the order it was asked.
    const snapshots = await banco.getAll(...caminhos.map((c) => banco.doc(c)));
    const porCaminho = new Map(caminhos.map((c, i) => [c, snapshots[i]!]));
    for (const pedido of pedidos) pedido.resolve(porCaminho.get(pedido.ref.path)!);
  } catch (error) {
    for (const pedido of pedidos) pedido.reject(error);
  }
}
