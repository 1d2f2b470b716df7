import "server-only";
import { FieldPath, type Query } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import * as escola from "@/lib/escolas/documento";
import * as aluno from "@/lib/alunos/documento";

// `npm run admin -- reindexar`: recomputes the fields the app derives from a name (the order key
// `nomeOrdem`, the search prefixes `busca`, a student's duplicate-check key `nomeChave`) for schools and students written by other tools (a
// console edit, an older version, a script). Idempotent: only documents whose derived fields
// differ are written, in batches, paged by document id (never the whole collection at once).

export const LOTE_REINDEX = 400;

/** Each collection's derived fields, from its name (and a student's nome social: search and order by either, issue 43). */
const DERIVADOS = {
  [COLLECTIONS.escolas]: { ler: ["nome"], derivar: (nome: string) => escola.camposDerivados(nome) },
  [COLLECTIONS.alunos]: { ler: ["nome", "nomeSocial"], derivar: (nome: string, nomeSocial?: unknown) => aluno.camposDerivados(nome, typeof nomeSocial === "string" ? nomeSocial : null) },
} as const;

export type Progresso = { colecao: string; lidos: number; alterados: number };

export async function reindexar(opcoes: { idEmpresa?: string; aoProgresso?: (p: Progresso) => void } = {}): Promise<Progresso[]> {
  const resultado: Progresso[] = [];
  for (const [colecao, { ler, derivar }] of Object.entries(DERIVADOS)) {
    let base: Query = db().collection(colecao);
    if (opcoes.idEmpresa) base = base.where("idEmpresa", "==", opcoes.idEmpresa);
    const derivados = Object.keys(derivar("-"));
    base = base.orderBy(FieldPath.documentId()).select(...ler, ...derivados).limit(LOTE_REINDEX);
    const progresso: Progresso = { colecao, lidos: 0, alterados: 0 };
    let query = base;
    for (;;) {
      const snapshot = await withDeadline(query.get(), "banco", 60_000);
      if (snapshot.empty) break;
      const batch = db().batch();
      let mudou = 0;
      for (const doc of snapshot.docs) {
        const nome = doc.get("nome");
        if (typeof nome !== "string" || !nome) continue;
        const novos: Record<string, unknown> = derivar(nome, doc.get("nomeSocial"));
        if (derivados.every((k) => JSON.stringify(doc.get(k)) === JSON.stringify(novos[k]))) continue;
        batch.update(doc.ref, novos);
        mudou++;
      }
      if (mudou > 0) await withDeadline(batch.commit(), "banco", 60_000);
      progresso.lidos += snapshot.size;
      progresso.alterados += mudou;
      opcoes.aoProgresso?.({ ...progresso });
      if (snapshot.size < LOTE_REINDEX) break;
      query = base.startAfter(snapshot.docs.at(-1)!);
    }
    resultado.push(progresso);
  }
  return resultado;
}
