import "server-only";
import { cache } from "react";
import type { DocumentSnapshot, Query } from "firebase-admin/firestore";
import { db } from "@/lib/firebase/admin";
import { withDeadline } from "@/lib/deadline";
import { COLLECTIONS, daEmpresa } from "@/lib/firestore/documents";
import { registrarLeituras } from "@/lib/firestore/leituras";
import { readPage } from "@/lib/firestore/paginas";
import { correspondeATodas, planoDeBusca } from "@/lib/busca";
import { normalizarCpf } from "@/lib/campos/cpf";
import { PAGE_SIZE, type Page, type PageRequest } from "@/lib/paginacao";
import type { ShellContext } from "@/lib/shell";
import { MATRICULA, type SituacaoAluno } from "@/lib/alunos/documento";
import { alunoDoc } from "@/lib/alunos/schema";

// The company's students, read. Every function takes the shell's (or an action's) context: the
// company is the session's, and another company's student is "not found". Lists never carry the
// CPF (LGPD: a list does not need it).

const DB = "o banco de dados";

export const alunosCollection = () => db().collection(COLLECTIONS.alunos);

/** A student as the pages see it. `cpf` only leaves the server masked or on an explicit request. */
export type Aluno = {
  id: string;
  nome: string;
  dataNascimento: string;
  matricula: string;
  idEscola: string;
  turma: string | null;
  cpf: string | null;
  responsavelNome: string | null;
  responsavelTelefone: string | null;
  responsavelEmail: string | null;
  situacao: SituacaoAluno;
  versao: number;
};

/** A row of the list: no CPF, no contacts. */
export type AlunoResumo = Pick<Aluno, "id" | "nome" | "matricula" | "idEscola" | "turma" | "situacao">;

/** The student in a snapshot, if it exists, is well formed and belongs to the company. */
export function alunoFrom(doc: DocumentSnapshot, idEmpresa: string): Aluno | null {
  const a = daEmpresa(doc, alunoDoc, idEmpresa);
  if (!a) return null;
  return {
    id: doc.id,
    nome: a.nome,
    dataNascimento: a.dataNascimento,
    matricula: a.matricula,
    idEscola: a.idEscola,
    turma: a.turma ?? null,
    cpf: a.cpf ?? null,
    responsavelNome: a.responsavelNome ?? null,
    responsavelTelefone: a.responsavelTelefone ?? null,
    responsavelEmail: a.responsavelEmail ?? null,
    situacao: a.situacao,
    versao: a.versao,
  };
}

/** What a row of the list is read from (no CPF, no contacts, no search prefixes). */
const CAMPOS_DA_LISTA = ["idEmpresa", "idEscola", "nome", "matricula", "turma", "situacao"] as const;

const resumo = (a: Aluno): AlunoResumo => ({ id: a.id, nome: a.nome, matricula: a.matricula, idEscola: a.idEscola, turma: a.turma, situacao: a.situacao });

/** One student of the company, or null (missing, malformed, or another company's). */
export const lerAluno = cache(async (ctx: ShellContext, id: string): Promise<Aluno | null> => {
  if (!id || id.length > 200 || id.includes("/")) return null;
  const snapshot = await withDeadline(alunosCollection().doc(id).get(), DB);
  registrarLeituras("alunos.ler", 1);
  return alunoFrom(snapshot, ctx.empresa.id);
});

export const FILTROS_SITUACAO = ["ativos", "transferidos", "inativos", "todos"] as const;
export type FiltroSituacao = (typeof FILTROS_SITUACAO)[number];
const SITUACAO_DO_FILTRO: Record<FiltroSituacao, SituacaoAluno | null> = { ativos: "ativo", transferidos: "transferido", inativos: "inativo", todos: null };

export type FiltroAlunos = { busca: string; idEscola: string | null; situacao: FiltroSituacao };

/** The list's filter from its address (?q, ?escola, ?situacao), bounded; the export reads the same. */
export function filtroDoEndereco(params: { q?: string; escola?: string; situacao?: string }): FiltroAlunos {
  const situacao = FILTROS_SITUACAO.find((s) => s === params.situacao) ?? "ativos";
  return { busca: (params.q ?? "").trim().slice(0, 100), idEscola: params.escola?.slice(0, 200) || null, situacao };
}

/**
 * The query for a filter, and what is left to check on the rows read. A whole matrícula or CPF
 * finds exactly that student; otherwise one `array-contains` on a word prefix or a pair of them.
 */
export function plano(idEmpresa: string, filtro: FiltroAlunos): { query: Query; restantes: string[]; exato: boolean; unico: boolean } {
  let query: Query = alunosCollection().where("idEmpresa", "==", idEmpresa);
  if (filtro.idEscola) query = query.where("idEscola", "==", filtro.idEscola);
  const situacao = SITUACAO_DO_FILTRO[filtro.situacao];
  if (situacao) query = query.where("situacao", "==", situacao);
  const busca = filtro.busca.trim();
  if (MATRICULA.test(busca)) return { query: query.where("matricula", "==", busca), restantes: [], exato: true, unico: true };
  const cpf = /\d{3}/.test(busca) ? normalizarCpf(busca) : null;
  if (cpf) return { query: query.where("cpf", "==", cpf), restantes: [], exato: true, unico: true };
  const { token, restantes } = planoDeBusca(busca, { pares: true });
  if (token) query = query.where("busca", "array-contains", token);
  return { query, restantes, exato: restantes.length === 0, unico: false };
}

/** A page of the company's students in pt-BR name order. */
export async function listarAlunos(ctx: ShellContext, filtro: FiltroAlunos, page: PageRequest): Promise<Page<AlunoResumo>> {
  const { query, restantes, unico } = plano(ctx.empresa.id, filtro);
  const convert = (doc: DocumentSnapshot) => {
    const aluno = alunoFrom(doc, ctx.empresa.id);
    return aluno && resumo(aluno);
  };
  if (unico) {
    // A matrícula or a CPF names one student: no order, no pages (and so no composite index).
    const snapshot = await withDeadline(query.select(...CAMPOS_DA_LISTA).limit(PAGE_SIZE).get(), DB);
    registrarLeituras("alunos.listar", snapshot.size);
    return { items: snapshot.docs.map(convert).filter((a): a is AlunoResumo => a !== null), anterior: null, proxima: null };
  }
  return readPage<AlunoResumo>(query, page, {
    keyField: "nomeOrdem",
    fields: CAMPOS_DA_LISTA,
    what: "alunos.listar",
    convert,
    accept: restantes.length > 0 ? (a) => correspondeATodas(a.nome, restantes) : undefined,
  });
}

/** Past this many, a search the query cannot count exactly is not counted to the last one. */
export const CONTAGEM_EM_MEMORIA_MAX = 2000;

/**
 * How many students a filter finds: an aggregation query (no document read), except for a search
 * of three words or more, whose further words are checked on the rows of its first two (counted in
 * memory, up to CONTAGEM_EM_MEMORIA_MAX). `aoMenos`: the number is a lower bound.
 */
export async function contarAlunos(ctx: ShellContext, filtro: FiltroAlunos): Promise<{ total: number; aoMenos: boolean }> {
  const { query, restantes, exato } = plano(ctx.empresa.id, filtro);
  if (exato) {
    const snapshot = await withDeadline(query.count().get(), DB);
    registrarLeituras("alunos.contar", 1);
    return { total: snapshot.data().count, aoMenos: false };
  }
  const snapshot = await withDeadline(query.select("nome").limit(CONTAGEM_EM_MEMORIA_MAX).get(), DB);
  registrarLeituras("alunos.contar", snapshot.size);
  const total = snapshot.docs.filter((d) => correspondeATodas(String(d.get("nome") ?? ""), restantes)).length;
  return { total, aoMenos: snapshot.size === CONTAGEM_EM_MEMORIA_MAX };
}

/** How many active students the company has (an aggregation query: no document is read). */
export async function contarAlunosAtivos(ctx: ShellContext): Promise<number> {
  const snapshot = await withDeadline(alunosCollection().where("idEmpresa", "==", ctx.empresa.id).where("situacao", "==", "ativo").count().get(), DB);
  registrarLeituras("alunos.contarAtivos", 1);
  return snapshot.data().count;
}
