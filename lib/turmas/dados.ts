import "server-only";
import { cache } from "react";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { daEmpresa } from "@/lib/empresas/schema";
import { professorDaTurma } from "@/lib/empresas/papeis";
import { escolasCollection } from "@/lib/escolas/dados";
import type { ShellContext } from "@/lib/shell/contexto";
import { turmaDoc, type Turma } from "@/lib/turmas/schema";
import { componentesPadrao } from "@/lib/turmas/componentes";
import type { Membro } from "@/lib/membros/schema";

// The turmas, read. Another company's turma, or one of another school than the page's address
// says, is "not found".

export const turmasCollection = () => db().collection(COLLECTIONS.turmas);

/** The most turmas a year's page lists (a school's year rarely has 60; the rest are not shown). */
export const TURMAS_NO_ANO = 200;

export function turmaFrom(doc: DocumentSnapshot, idEmpresa: string): Turma | null {
  const t = daEmpresa(doc, turmaDoc, idEmpresa);
  if (!t) return null;
  return {
    id: doc.id,
    idEscola: t.idEscola,
    idAnoLetivo: t.idAnoLetivo,
    ano: t.ano,
    nome: t.nome,
    etapaDeEnsino: t.etapaDeEnsino,
    turno: t.turno,
    vagas: t.vagas,
    inicioAulas: t.inicioAulas,
    fimAulas: t.fimAulas,
    codigoInep: t.codigoInep ?? null,
    cursando: t.cursando,
    ultimaChamada: t.ultimaChamada,
    professores: t.professores.map((uid) => ({ uid, nome: t.nomesDosProfessores[uid] ?? uid })),
    componentes: t.componentes ?? componentesPadrao(t.etapaDeEnsino),
    versao: t.versao,
  };
}

/** A turma of the company by its id, or null. Memoised per request (a page's title and body read it once). */
export const lerTurmaPorId = cache(async (ctx: ShellContext, id: string): Promise<Turma | null> => {
  if (!isDocumentId(id)) return null;
  const snapshot = await withDeadline(turmasCollection().doc(id).get(), "banco");
  registrarLeituras("turmas.ler", 1);
  return turmaFrom(snapshot, ctx.empresa.id);
});

/** A turma of the company in the school the address names, or null. */
export async function lerTurma(ctx: ShellContext, idEscola: string, id: string): Promise<Turma | null> {
  const turma = await lerTurmaPorId(ctx, id);
  return turma && turma.idEscola === idEscola ? turma : null;
}

/**
 * The turmas of a school's year in progress (the Alunos list's `Turma` filter), in name order: the
 * school's document says which year (its company and year only are read), then the year's turmas.
 */
export async function turmasDaEscola(ctx: ShellContext, idEscola: string | null): Promise<Turma[]> {
  if (!idEscola || !isDocumentId(idEscola)) return [];
  const [escola] = await withDeadline(db().getAll(escolasCollection().doc(idEscola), { fieldMask: ["idEmpresa", "anoEmAndamento"] }), "banco");
  registrarLeituras("turmas.daEscola", 1);
  const idAno: unknown = escola?.get("idEmpresa") === ctx.empresa.id ? escola.get("anoEmAndamento.id") : null;
  return typeof idAno === "string" ? turmasDoAno(ctx, idAno) : [];
}

/** A year's turmas in name order (one query: company, year, order key). */
export async function turmasDoAno(ctx: ShellContext, idAnoLetivo: string): Promise<Turma[]> {
  if (!isDocumentId(idAnoLetivo)) return [];
  const snapshot = await withDeadline(
    turmasCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", idAnoLetivo).orderBy("nomeOrdem").limit(TURMAS_NO_ANO).get(),
    "banco",
  );
  registrarLeituras("turmas.doAno", snapshot.size);
  return snapshot.docs.flatMap((d) => turmaFrom(d, ctx.empresa.id) ?? []);
}

/**
 * Whether the year has a turma other than `idTurma` (two ids read at most): a turma's page shows
 * `Remanejar` on that, and the dialog reads the year's turmas only when it opens.
 */
export async function haOutraTurmaNoAno(ctx: ShellContext, idAnoLetivo: string, idTurma: string): Promise<boolean> {
  if (!isDocumentId(idAnoLetivo)) return false;
  const snapshot = await withDeadline(
    turmasCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", idAnoLetivo).orderBy("nomeOrdem").select().limit(2).get(),
    "banco",
  );
  registrarLeituras("turmas.outraNoAno", snapshot.size);
  return snapshot.docs.some((d) => d.id !== idTurma);
}

/** `Adicionar professor`'s options: the company's professors with an account not in the turma yet, as read (by name). */
export function professoresAdicionaveis(membros: readonly Membro[], turma: Pick<Turma, "professores">): { value: string; label: string }[] {
  const naTurma = new Set(turma.professores.map((p) => p.uid));
  return membros.flatMap((m) => (m.uid && !naTurma.has(m.uid) ? [{ value: m.uid, label: m.nome ?? m.email ?? m.uid }] : []));
}

/** The most turmas a professor's Home lists. */
export const TURMAS_DO_PROFESSOR = 60;

/**
 * The turmas the session's person teaches in the company (any year; `professorDaTurma`: the
 * professor role only), newest year first, then by name: what a professor may read, and the
 * students and documents they may see through them. Memoised per request (Home, the Escolas and Alunos tabs and the
 * turma's page each ask).
 */
export const turmasDoProfessor = cache(async (ctx: ShellContext): Promise<Turma[]> => {
  const snapshot = await withDeadline(
    // Newest year first, so a long career never pushes this year's turmas past the limit.
    turmasCollection().where("idEmpresa", "==", ctx.empresa.id).where("professores", "array-contains", ctx.session.uid).orderBy("ano", "desc").limit(TURMAS_DO_PROFESSOR).get(),
    "banco",
  );
  registrarLeituras("turmas.doProfessor", snapshot.size);
  const collator = new Intl.Collator("pt-BR", { numeric: true, sensitivity: "base" });
  return snapshot.docs.flatMap((d) => turmaFrom(d, ctx.empresa.id) ?? []).filter((t) => professorDaTurma(ctx, t) !== null).sort((a, b) => b.ano - a.ano || collator.compare(a.nome, b.nome));
});
