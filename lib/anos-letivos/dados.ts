import "server-only";
import { cache } from "react";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import { idDoAno } from "@/lib/anos-letivos/documento";
import { anoLetivoDoc, type AnoLetivo, type AnoLetivoResumo } from "@/lib/anos-letivos/schema";

// The school years, read. Another company's year (or one of another school than the address
// says) is "not found".

export const anosCollection = () => db().collection(COLLECTIONS.anosLetivos);

/** The most years a school's page lists (a school of 50 years is a long-lived one; older ones are not shown). */
export const ANOS_NA_LISTA = 50;

/** The year in a snapshot, if it exists, is well formed and belongs to the company. */
export function anoFrom(doc: DocumentSnapshot, idEmpresa: string): AnoLetivo | null {
  const a = daEmpresa(doc, anoLetivoDoc, idEmpresa);
  if (!a) return null;
  return { id: doc.id, idEscola: a.idEscola, ano: a.ano, tipoEtapas: a.tipoEtapas, etapas: a.etapas, especiais: a.especiais, situacao: a.situacao, regras: a.regras ?? null, encerrandoDesde: a.encerrandoDesde ?? null, versao: a.versao };
}

/** The year `ano` of a school of the company, or null (read through lerAnoPorId: memoised per request). */
export async function lerAnoLetivo(ctx: ShellContext, idEscola: string, ano: number): Promise<AnoLetivo | null> {
  if (!isDocumentId(idEscola) || !Number.isInteger(ano) || ano < 2000 || ano > 2100) return null;
  const lido = await lerAnoPorId(ctx, idDoAno(idEscola, ano));
  return lido && lido.idEscola === idEscola ? lido : null;
}

/** A school's years, newest first (one query: company, school, year descending). */
export async function anosDaEscola(ctx: ShellContext, idEscola: string): Promise<AnoLetivoResumo[]> {
  if (!isDocumentId(idEscola)) return [];
  const snapshot = await withDeadline(
    anosCollection().where("idEmpresa", "==", ctx.empresa.id).where("idEscola", "==", idEscola).orderBy("ano", "desc").limit(ANOS_NA_LISTA).select("idEmpresa", "ano", "situacao").get(),
    "banco",
  );
  registrarLeituras("anosLetivos.daEscola", snapshot.size);
  return snapshot.docs.flatMap((d) => {
    const ano = d.get("ano");
    const situacao = d.get("situacao");
    if (typeof ano !== "number") return [];
    return [{ id: d.id, ano, situacao: situacao === "andamento" || situacao === "encerrado" ? situacao : "planejamento" }];
  });
}

/** A year of the company by its id (a turma's), or null. Memoised per request. */
export const lerAnoPorId = cache(async (ctx: ShellContext, id: string): Promise<AnoLetivo | null> => {
  if (!isDocumentId(id)) return null;
  const snapshot = await withDeadline(anosCollection().doc(id).get(), "banco");
  registrarLeituras("anosLetivos.ler", 1);
  return anoFrom(snapshot, ctx.empresa.id);
});
