import "server-only";
import { cache } from "react";
import type { DocumentSnapshot, Query } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { daEmpresa } from "@/lib/empresas/schema";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { readPage } from "@/lib/infra/firestore/paginas";
import { correspondeATodas, planoDeBusca } from "@/lib/busca/palavras";
import type { Page, PageRequest } from "@/lib/infra/paginacao";
import type { ShellContext } from "@/lib/shell/contexto";
import { escolaDoc, type Escola, type EscolaResumo, type FiltroEscolas } from "@/lib/escolas/schema";

// The company's schools, read. Every function takes the shell's (or an action's) context: the
// company is the session's, and another company's school is "not found".


export const escolasCollection = () => db().collection(COLLECTIONS.escolas);

/** The school in a snapshot, if it exists, is well formed and belongs to the company. */
export function escolaFrom(doc: DocumentSnapshot, idEmpresa: string): Escola | null {
  const e = daEmpresa(doc, escolaDoc, idEmpresa);
  if (!e) return null;
  return {
    id: doc.id,
    nome: e.nome,
    codigoInep: e.codigoInep ?? null,
    municipio: e.municipio ?? null,
    uf: e.uf ?? null,
    telefone: e.telefone ?? null,
    ativa: e.ativa,
    alunosAtivos: e.alunosAtivos,
    anoEmAndamento: e.anoEmAndamento ?? null,
    versao: e.versao,
    atualizadoEm: e.atualizadoEm ?? null,
  };
}

/**
 * One school of the company, or null (missing, malformed, or another company's). Memoised per
 * request: a page's title and body read it once.
 */
export const lerEscola = cache(async (ctx: ShellContext, id: string): Promise<Escola | null> => {
  if (!isDocumentId(id)) return null;
  const snapshot = await withDeadline(escolasCollection().doc(id).get(), "banco");
  registrarLeituras("escolas.ler", 1);
  return escolaFrom(snapshot, ctx.empresa.id);
});

/** The query for a filter: the company, the situation and (at most) one word of the search. */
function filtered(idEmpresa: string, filtro: FiltroEscolas): { query: Query; outras: string[] } {
  let query: Query = escolasCollection().where("idEmpresa", "==", idEmpresa);
  if (filtro.situacao !== "todas") query = query.where("ativa", "==", filtro.situacao === "ativas");
  const { token, restantes } = planoDeBusca(filtro.busca, { pares: false });
  if (token) query = query.where("busca", "array-contains", token);
  return { query, outras: restantes };
}

/**
 * A page of the company's schools in pt-BR name order. The longest word of the search is the
 * query's filter; any other word is checked on the rows read (a page then reads on until full).
 */
export async function listarEscolas(ctx: ShellContext, filtro: FiltroEscolas, page: PageRequest): Promise<Page<EscolaResumo>> {
  const { query, outras } = filtered(ctx.empresa.id, filtro);
  return readPage<EscolaResumo>(query, page, {
    keyField: "nomeOrdem",
    fields: ["idEmpresa", "nome", "codigoInep", "municipio", "uf", "ativa"],
    what: "escolas.listar",
    convert: (doc) => escolaFrom(doc, ctx.empresa.id),
    accept: outras.length > 0 ? (e) => correspondeATodas(e.nome, outras) : undefined,
  });
}


/** Whether the company has any school at all (tells "none yet" from "none found"); one read. */
export async function temEscolas(ctx: ShellContext): Promise<boolean> {
  const snapshot = await withDeadline(escolasCollection().where("idEmpresa", "==", ctx.empresa.id).limit(1).get(), "banco");
  registrarLeituras("escolas.existe", snapshot.size);
  return !snapshot.empty;
}

/** A school as a select offers it. */
/** A school in a select; `anoEmAndamento`: its year in progress (the Alunos list shows that year's turma). */
export type OpcaoEscola = { id: string; nome: string; ativa: boolean; anoEmAndamento: number | null };

/** At most this many schools in a select (a company with more is told to search instead). */
export const OPCOES_MAX = 500;

/**
 * The company's schools for a select, in name order (what the "Escola" filter and field need):
 * only their names, situation and year in progress are read.
 */
export const opcoesDeEscola = cache(async (ctx: ShellContext): Promise<OpcaoEscola[]> => {
  const snapshot = await withDeadline(
    escolasCollection().where("idEmpresa", "==", ctx.empresa.id).orderBy("nomeOrdem").select("nome", "ativa", "anoEmAndamento").limit(OPCOES_MAX).get(),
    "banco",
  );
  registrarLeituras("escolas.opcoes", snapshot.size);
  return snapshot.docs.map((d) => {
    const ano: unknown = d.get("anoEmAndamento.ano");
    return { id: d.id, nome: String(d.get("nome") ?? ""), ativa: d.get("ativa") !== false, anoEmAndamento: typeof ano === "number" ? ano : null };
  });
});

/** The active schools with the most active students, for Home's chart (their kept counters). */
export async function escolasPorAlunos(ctx: ShellContext, quantas: number): Promise<{ id: string; nome: string; alunos: number }[]> {
  const snapshot = await withDeadline(
    escolasCollection()
      .where("idEmpresa", "==", ctx.empresa.id)
      .where("ativa", "==", true)
      .orderBy("alunosAtivos", "desc")
      .select("nome", "alunosAtivos")
      .limit(quantas)
      .get(),
    "banco",
  );
  registrarLeituras("escolas.porAlunos", snapshot.size);
  return snapshot.docs.map((d) => ({ id: d.id, nome: String(d.get("nome") ?? ""), alunos: Number(d.get("alunosAtivos")) || 0 }));
}

/** The most schools a professor's Escolas tab lists: one per turma they may teach (lib/turmas/dados.ts). */
export const ESCOLAS_DO_PROFESSOR = 60;

/**
 * Schools read by id in one call (at most `max` distinct ids), in pt-BR name order; another
 * company's school, a missing one or a malformed id is left out. What a page needs when it names a
 * few schools (a student's, a professor's turmas'): it reads those, never the company's list.
 */
export async function escolasPorId(ctx: ShellContext, ids: readonly string[], max: number): Promise<Escola[]> {
  const unicos = [...new Set(ids)].filter(isDocumentId).slice(0, max);
  if (unicos.length === 0) return [];
  const snapshots = await withDeadline(db().getAll(...unicos.map((id) => escolasCollection().doc(id))), "banco");
  registrarLeituras("escolas.porId", snapshots.length);
  const collator = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });
  return snapshots.flatMap((s) => escolaFrom(s, ctx.empresa.id) ?? []).sort((a, b) => collator.compare(a.nome, b.nome));
}

/**
 * The schools of a professor's turmas (`turmas`: `turmasDoProfessor(ctx)`): what their Escolas tab
 * lists and the only schools whose sheet they open.
 */
export const escolasDoProfessor = (ctx: ShellContext, turmas: readonly { idEscola: string }[]): Promise<Escola[]> =>
  escolasPorId(ctx, turmas.map((t) => t.idEscola), ESCOLAS_DO_PROFESSOR);
