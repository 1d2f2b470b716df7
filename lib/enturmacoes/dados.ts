import "server-only";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import { readPage } from "@/lib/infra/firestore/paginas";
import { PAGE_SIZE, type Page, type PageRequest } from "@/lib/infra/paginacao";
import { correspondeATodas } from "@/lib/busca/palavras";
import { alunoFrom, plano, registrarBuscaPorCpf } from "@/lib/alunos/dados";
import { cursandoPorAnoDoc, enturmacaoDoc, type Enturmacao } from "@/lib/enturmacoes/schema";

// Students in turmas, read: a turma's list (pt-BR name order) and a student's turmas.

export const enturmacoesCollection = () => db().collection(COLLECTIONS.enturmacoes);

/** The most entries a turma's page lists (80 places, with the moves and exits of a year). */
export const ENTRADAS_NA_TURMA = 300;

export function enturmacaoFrom(doc: DocumentSnapshot, idEmpresa: string): Enturmacao | null {
  const e = daEmpresa(doc, enturmacaoDoc, idEmpresa);
  if (!e) return null;
  const { idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, matricula, situacao, desde, ate } = e;
  return { id: doc.id, idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, matricula, situacao, desde, ate };
}

/** A turma's students (every entry: `Cursando` and the ended ones), in name order. */
export async function alunosDaTurma(ctx: ShellContext, idTurma: string): Promise<Enturmacao[]> {
  if (!isDocumentId(idTurma)) return [];
  const snapshot = await withDeadline(
    enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", idTurma).orderBy("nomeOrdem").limit(ENTRADAS_NA_TURMA).get(),
    "banco",
  );
  registrarLeituras("enturmacoes.daTurma", snapshot.size);
  return snapshot.docs.flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? []);
}

/** A student's turmas, newest year first, then the newest entry first. */
export async function turmasDoAluno(ctx: ShellContext, idAluno: string): Promise<Enturmacao[]> {
  if (!isDocumentId(idAluno)) return [];
  const snapshot = await withDeadline(
    enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno).orderBy("ano", "desc").limit(100).get(),
    "banco",
  );
  registrarLeituras("enturmacoes.doAluno", snapshot.size);
  return snapshot.docs
    .flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? [])
    .sort((a, b) => b.ano - a.ano || b.desde.localeCompare(a.desde));
}

/** A student who may be enrolled: active in the school, not `Cursando` in a turma that year. */
export type Candidato = { id: string; nome: string; matricula: string };

/**
 * `Enturmar alunos`: a page of the school's active students with no turma `Cursando` in `ano`,
 * found as the Alunos list finds them (`Buscar aluno`: words, a matrícula; a CPF for those who may
 * see CPFs), in name order. The students already in a turma are skipped on the rows read (the page
 * reads on until it is full).
 */
export async function candidatosDaTurma(ctx: ShellContext, idEscola: string, ano: number, busca: string, page: PageRequest): Promise<Page<Candidato>> {
  const { query, restantes, unico, porCpf } = plano(ctx, { busca, idEscola, situacao: "ativos" });
  const convert = (doc: DocumentSnapshot): (Candidato & { livre: boolean }) | null => {
    const aluno = alunoFrom(doc, ctx.empresa.id);
    if (!aluno) return null;
    const cursando = cursandoPorAnoDoc.parse(doc.get("cursandoPorAno") ?? {});
    return { id: aluno.id, nome: aluno.nome, matricula: aluno.matricula, livre: !cursando[String(ano)] };
  };
  const sem = ({ id, nome, matricula }: Candidato): Candidato => ({ id, nome, matricula });
  if (!query) return { items: [], anterior: null, proxima: null };
  if (unico) {
    const snapshot = await withDeadline(query.select(...CAMPOS).limit(PAGE_SIZE).get(), "banco");
    registrarLeituras("enturmacoes.candidatos", snapshot.size);
    const items = snapshot.docs.flatMap((d) => convert(d) ?? []).filter((c) => c.livre);
    if (porCpf) await registrarBuscaPorCpf(ctx, items[0] ?? null);
    return { items: items.map(sem), anterior: null, proxima: null };
  }
  const pagina = await readPage(query, page, {
    keyField: "nomeOrdem",
    fields: CAMPOS,
    what: "enturmacoes.candidatos",
    convert,
    accept: (c) => c.livre && (restantes.length === 0 || correspondeATodas(c.nome, restantes)),
  });
  return { ...pagina, items: pagina.items.map(sem) };
}

/** What a candidate's row is read from (no CPF, no contacts). */
const CAMPOS = ["idEmpresa", "idEscola", "nome", "matricula", "situacao", "cursandoPorAno"] as const;
