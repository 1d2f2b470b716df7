import "server-only";
import { cache } from "react";
import type { DocumentSnapshot, Query } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { daEmpresa } from "@/lib/empresas/schema";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { readPage } from "@/lib/infra/firestore/paginas";
import { correspondeATodas, palavras, planoDeBusca } from "@/lib/busca/palavras";
import { normalizarCpf } from "@/lib/campos/cpf";
import { PAGE_SIZE, type Page, type PageRequest } from "@/lib/infra/paginacao";
import type { ShellContext } from "@/lib/shell/contexto";
import { pode } from "@/lib/empresas/papeis";
import { alunoTexts } from "@/lib/messages";
import { gravarAtividade } from "@/lib/atividades/escrita";
import { MATRICULA, type SituacaoAluno } from "@/lib/alunos/documento";
import { CAMPOS, type ValoresDoAluno } from "@/lib/alunos/descritor";
import { responsaveisGuardados, type Responsavel } from "@/lib/alunos/responsaveis";
import { cursandoPorAnoDoc } from "@/lib/enturmacoes/schema";
import { alunoDoc, pareceCpf, type Aluno, type AlunoResumo, type FiltroAlunos, type FiltroSituacao } from "@/lib/alunos/schema";

// The company's students, read. Every function takes the shell's (or an action's) context: the
// company is the session's, and another company's student is "not found". Lists never carry the
// CPF (LGPD: a list does not need it).

export const alunosCollection = () => db().collection(COLLECTIONS.alunos);

/** The student in a snapshot, if it exists, is well formed and belongs to the company. */
export function alunoFrom(doc: DocumentSnapshot, idEmpresa: string): Aluno | null {
  const a = daEmpresa(doc, alunoDoc, idEmpresa);
  if (!a) return null;
  const lidos: Record<string, unknown> = a;
  // The responsáveis: the stored list, or the former single guardian's fields as its first item
  // (lazy: the record's next save writes the list); the first one's fields read from it.
  const responsaveis = responsaveisGuardados(doc.data() ?? {});
  const primeiro: Partial<Responsavel> = responsaveis[0] ?? {};
  const campos = Object.fromEntries(
    CAMPOS.map((c) => [c.chave, (c.primeiroResponsavel ? primeiro[c.primeiroResponsavel] || null : lidos[c.chave]) ?? null]),
  ) as ValoresDoAluno;
  return { id: doc.id, matricula: a.matricula, versao: a.versao, matriculasUnificadas: a.matriculasUnificadas, ...campos, responsaveis };
}

/** What a row of the list is read from (no CPF, no contacts, no search prefixes). */
const CAMPOS_DA_LISTA = ["idEmpresa", "idEscola", "nome", "nomeSocial", "matricula", "situacao", "cursandoPorAno"] as const;

const resumo = (a: Aluno, doc: DocumentSnapshot): AlunoResumo => ({
  id: a.id,
  nome: a.nome,
  nomeSocial: a.nomeSocial,
  matricula: a.matricula,
  idEscola: a.idEscola,
  situacao: a.situacao,
  turmasPorAno: Object.fromEntries(Object.entries(cursandoPorAnoDoc.parse(doc.get("cursandoPorAno") ?? {})).map(([ano, c]) => [ano, c.nome])),
});

/** One student of the company, or null (missing, malformed, or another company's). */
export const lerAluno = cache(async (ctx: ShellContext, id: string): Promise<Aluno | null> => {
  if (!isDocumentId(id)) return null;
  const snapshot = await withDeadline(alunosCollection().doc(id).get(), "banco");
  registrarLeituras("alunos.ler", 1);
  return alunoFrom(snapshot, ctx.empresa.id);
});

/** The company's student of a matrícula (2026-000123), or null (none, malformed, or another company's). */
export async function alunoDaMatricula(ctx: Pick<ShellContext, "empresa">, matricula: string): Promise<Aluno | null> {
  const m = matricula.trim();
  if (!MATRICULA.test(m)) return null;
  const snapshot = await withDeadline(alunosCollection().where("idEmpresa", "==", ctx.empresa.id).where("matricula", "==", m).limit(1).get(), "banco");
  registrarLeituras("alunos.daMatricula", snapshot.size);
  return snapshot.docs[0] ? alunoFrom(snapshot.docs[0], ctx.empresa.id) : null;
}

const SITUACAO_DO_FILTRO: Record<FiltroSituacao, SituacaoAluno | null> = { ativos: "ativo", transferidos: "transferido", inativos: "inativo", todos: null };

/**
 * How a filter is read: the query (null: nothing to find), what is left to check on the rows read,
 * whether the query alone is exact (an aggregation counts it) and whether it names one student.
 * A whole matrícula finds that student; a whole CPF too, but only for the roles that may see CPFs:
 * for any other, a CPF-shaped search finds nothing without asking the database, so the answer
 * cannot depend on whether the CPF exists (LGPD: a masked CPF leaves only 1,000 candidates).
 */
export type PlanoDaBusca = { query: Query | null; restantes: string[]; exato: boolean; unico: boolean; porCpf: boolean };

export function plano(ctx: Pick<ShellContext, "empresa" | "papel">, filtro: FiltroAlunos): PlanoDaBusca {
  let query: Query = alunosCollection().where("idEmpresa", "==", ctx.empresa.id);
  if (filtro.idEscola) query = query.where("idEscola", "==", filtro.idEscola);
  const situacao = SITUACAO_DO_FILTRO[filtro.situacao];
  if (situacao) query = query.where("situacao", "==", situacao);
  const busca = filtro.busca.trim();
  const um = { restantes: [], exato: true, unico: true };
  if (MATRICULA.test(busca)) return { ...um, query: query.where("matricula", "==", busca), porCpf: false };
  if (pareceCpf(busca) && !pode(ctx.papel, "verCpf")) return { ...um, query: null, porCpf: true };
  const cpf = normalizarCpf(busca);
  if (cpf) return { ...um, query: query.where("cpf", "==", cpf), porCpf: true };
  if (filtro.idEscola && filtro.idTurma) {
    // One array-contains per query: the turma's (a turma has at most 80 students), then every word
    // of the search checked on its rows.
    const restantes = [...new Set(palavras(busca))];
    return { query: query.where("turmasCursando", "array-contains", filtro.idTurma), restantes, exato: restantes.length === 0, unico: false, porCpf: false };
  }
  const { token, restantes } = planoDeBusca(busca, { pares: true });
  if (token) query = query.where("busca", "array-contains", token);
  return { query, restantes, exato: restantes.length === 0, unico: false, porCpf: false };
}

/**
 * Records a whole-CPF search (LGPD): who, when, and which student it found, never the CPF. A
 * search by a role that may not see CPFs is recorded too, as finding nothing.
 */
export function registrarBuscaPorCpf(ctx: ShellContext, encontrado: Pick<Aluno, "id" | "nome"> | null): Promise<void> {
  const t = alunoTexts.buscaPorCpf;
  return gravarAtividade(ctx, {
    tipo: "alunos.buscaPorCpf",
    alvo: encontrado ? { colecao: COLLECTIONS.alunos, id: encontrado.id, nome: encontrado.nome } : { colecao: COLLECTIONS.alunos, id: "busca", nome: null },
    detalhe: encontrado ? undefined : pode(ctx.papel, "verCpf") ? t.nenhum : t.semPermissao,
  });
}

/** A page of the company's students in pt-BR name order. */
export async function listarAlunos(ctx: ShellContext, filtro: FiltroAlunos, page: PageRequest): Promise<Page<AlunoResumo>> {
  const { query, restantes, unico, porCpf } = plano(ctx, filtro);
  const convert = (doc: DocumentSnapshot) => {
    const aluno = alunoFrom(doc, ctx.empresa.id);
    return aluno && resumo(aluno, doc);
  };
  if (unico) {
    // A matrícula or a CPF names one student: no order, no pages (and so no composite index).
    const snapshot = query ? await withDeadline(query.select(...CAMPOS_DA_LISTA).limit(PAGE_SIZE).get(), "banco") : null;
    registrarLeituras("alunos.listar", snapshot?.size ?? 0);
    const items = (snapshot?.docs ?? []).map(convert).filter((a): a is AlunoResumo => a !== null);
    if (porCpf) await registrarBuscaPorCpf(ctx, items[0] ?? null);
    return { items, anterior: null, proxima: null };
  }
  return readPage<AlunoResumo>(query!, page, {
    keyField: "nomeOrdem",
    fields: CAMPOS_DA_LISTA,
    what: "alunos.listar",
    convert,
    accept: restantes.length > 0 ? (a) => porUmDosNomes(a, restantes) : undefined,
  });
}

/** A search's further words, all in one of the student's names (the civil name or the nome social: issue 43). */
export function porUmDosNomes(a: { nome: string; nomeSocial?: unknown }, palavras: readonly string[]): boolean {
  return correspondeATodas(a.nome, palavras) || (typeof a.nomeSocial === "string" && correspondeATodas(a.nomeSocial, palavras));
}

/** Past this many, a search the query cannot count exactly is not counted to the last one. */
export const CONTAGEM_EM_MEMORIA_MAX = 2000;

/**
 * How many students a filter finds: an aggregation query (no document read), except for a search
 * of three words or more, whose further words are checked on the rows of its first two (counted in
 * memory, up to CONTAGEM_EM_MEMORIA_MAX). `aoMenos`: the number is a lower bound.
 */
export async function contarAlunos(ctx: ShellContext, filtro: FiltroAlunos): Promise<{ total: number; aoMenos: boolean }> {
  const { query, restantes, exato } = plano(ctx, filtro);
  if (!query) return { total: 0, aoMenos: false };
  if (exato) {
    const snapshot = await withDeadline(query.count().get(), "banco");
    registrarLeituras("alunos.contar", 1);
    return { total: snapshot.data().count, aoMenos: false };
  }
  const snapshot = await withDeadline(query.select("nome", "nomeSocial").limit(CONTAGEM_EM_MEMORIA_MAX).get(), "banco");
  registrarLeituras("alunos.contar", snapshot.size);
  const total = snapshot.docs.filter((d) => porUmDosNomes({ nome: String(d.get("nome") ?? ""), nomeSocial: d.get("nomeSocial") }, restantes)).length;
  return { total, aoMenos: snapshot.size === CONTAGEM_EM_MEMORIA_MAX };
}
