import "server-only";
import { cache } from "react";
import { FieldPath, type DocumentSnapshot, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { fromDatabase, type ReadSource } from "@/lib/infra/firestore/transacao";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import { readPage } from "@/lib/infra/firestore/paginas";
import { encodeCursor, PAGE_SIZE, type Page, type PageRequest } from "@/lib/infra/paginacao";
import { turmasDoProfessor } from "@/lib/turmas/dados";
import { alunoFrom, plano, porUmDosNomes, registrarBuscaPorCpf } from "@/lib/alunos/dados";
import { cursandoPorAnoDoc, enturmacaoDoc, type Enturmacao } from "@/lib/enturmacoes/schema";
import { ultimaTurmaAntes } from "@/lib/enturmacoes/documento";
import { nomeDeExibicao, nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";
import { diaDeCorte, idadeEm, lerData } from "@/lib/campos/data";

// Students in turmas, read: a turma's list (pt-BR name order) and a student's turmas.

export const enturmacoesCollection = () => db().collection(COLLECTIONS.enturmacoes);

/** The most entries a turma's page lists (80 places, with the moves and exits of a year). */
export const ENTRADAS_NA_TURMA = 300;

export function enturmacaoFrom(doc: DocumentSnapshot, idEmpresa: string): Enturmacao | null {
  const e = daEmpresa(doc, enturmacaoDoc, idEmpresa);
  if (!e) return null;
  const { idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, nomeSocialAluno, matricula, situacao, desde, ate, frequencia, abaixoDoMinimo, etapasSemNota } = e;
  return { id: doc.id, idAluno, idTurma, idEscola, ano, nomeTurma, nomeAluno, nomeSocialAluno, matricula, situacao, desde, ate, frequencia, abaixoDoMinimo, semNota: etapasSemNota };
}

/** The most students per `in` query (Firestore's limit is 30). */
const ALUNOS_POR_CONSULTA = 30;

/** The entries of a calendar year of these students (any turma of the company), by student; a few students per query. */
export async function entradasDoAnoDosAlunos(ctx: Pick<ShellContext, "empresa">, idsAlunos: readonly string[], ano: number, fonte: ReadSource = fromDatabase): Promise<Map<string, Enturmacao[]>> {
  const porAluno = new Map<string, Enturmacao[]>(idsAlunos.map((id) => [id, []]));
  for (let i = 0; i < idsAlunos.length; i += ALUNOS_POR_CONSULTA) {
    const lote = idsAlunos.slice(i, i + ALUNOS_POR_CONSULTA);
    const snap = await fonte.query(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "in", lote).where("ano", "==", ano).limit(lote.length * 20));
    fonte.registrarLeituras("enturmacoes.doAno", snap.size);
    for (const d of snap.docs) {
      const e = enturmacaoFrom(d, ctx.empresa.id);
      if (e) porAluno.get(e.idAluno)?.push(e);
    }
  }
  return porAluno;
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

/**
 * A student who may be enrolled: active in the school, not `Cursando` in a turma that year; with
 * their last turma before it and their age on the year's data de corte (issue 41: who goes where).
 */
export type Candidato = { id: string; nome: string; matricula: string; ultimaTurma: { idTurma: string; nome: string; ano: number } | null; idade: number | null };

/** `Enturmar alunos`'s filters: a last turma's id (or SEM_TURMA_ANTERIOR) and an age, each optional. */
export type FiltrosDosCandidatos = { ultimaTurma?: string; idade?: number };
export const SEM_TURMA_ANTERIOR = "nenhuma";

const passaNosFiltros = (c: Candidato, f: FiltrosDosCandidatos) =>
  (f.ultimaTurma === undefined || (f.ultimaTurma === SEM_TURMA_ANTERIOR ? c.ultimaTurma === null : c.ultimaTurma?.idTurma === f.ultimaTurma)) &&
  (f.idade === undefined || c.idade === f.idade);

/**
 * `Enturmar alunos`: a page of the school's active students with no turma `Cursando` in `ano`,
 * found as the Alunos list finds them (`Buscar aluno`: words, a matrícula; a CPF for those who may
 * see CPFs), in name order. The students already in a turma are skipped on the rows read (the page
 * reads on until it is full).
 */
export async function candidatosDaTurma(
  ctx: ShellContext,
  idEscola: string,
  ano: number,
  busca: string,
  page: PageRequest,
  filtros: FiltrosDosCandidatos = {},
): Promise<Page<Candidato>> {
  const { query, restantes, unico, porCpf } = plano(ctx, { busca, idEscola, situacao: "ativos" });
  // `nome` stays the civil name until the page's row (`sem`): the search's words match either name.
  const convert = (doc: DocumentSnapshot): (Candidato & { livre: boolean; nomeSocial: string | null }) | null => {
    const aluno = alunoFrom(doc, ctx.empresa.id);
    if (!aluno) return null;
    const cursando = cursandoPorAnoDoc.parse(doc.get("cursandoPorAno") ?? {});
    const nascimento = lerData(aluno.dataNascimento ?? "");
    return {
      id: aluno.id,
      nome: aluno.nome,
      nomeSocial: aluno.nomeSocial,
      matricula: aluno.matricula,
      ultimaTurma: ultimaTurmaAntes(cursando, ano),
      idade: nascimento ? idadeEm(nascimento, diaDeCorte(ano)) : null,
      livre: !cursando[String(ano)],
    };
  };
  const sem = ({ id, nome, nomeSocial, matricula, ultimaTurma, idade }: Candidato & { nomeSocial: string | null }): Candidato => ({ id, nome: nomeDeExibicao({ nome, nomeSocial }), matricula, ultimaTurma, idade });
  if (!query) return { items: [], anterior: null, proxima: null };
  if (unico) {
    const snapshot = await withDeadline(query.select(...CAMPOS).limit(PAGE_SIZE).get(), "banco");
    registrarLeituras("enturmacoes.candidatos", snapshot.size);
    const items = snapshot.docs.flatMap((d) => convert(d) ?? []).filter((c) => c.livre && passaNosFiltros(c, filtros));
    if (porCpf) await registrarBuscaPorCpf(ctx, items[0] ?? null);
    return { items: items.map(sem), anterior: null, proxima: null };
  }
  const pagina = await readPage(query, page, {
    keyField: "nomeOrdem",
    fields: CAMPOS,
    what: "enturmacoes.candidatos",
    convert,
    accept: (c) => c.livre && passaNosFiltros(c, filtros) && (restantes.length === 0 || porUmDosNomes(c, restantes)),
  });
  return { ...pagina, items: pagina.items.map(sem) };
}

/** What a candidate's row is read from (no CPF, no contacts). */
const CAMPOS = ["idEmpresa", "idEscola", "nome", "nomeSocial", "matricula", "situacao", "cursandoPorAno", "dataNascimento"] as const;

/**
 * A professor's view of a student `Cursando` in one of their turmas: the entry's name, matrícula and
 * turma, nothing else (no CPF, no guardian, no birth date: the entry holds none of them).
 */
export type AlunoDoProfessor = { id: string; idAluno: string; nome: string; matricula: string; idTurma: string; idEscola: string; nomeTurma: string; ano: number };

/** An `in` filter names at most 30 values: a professor's turmas are asked for 30 at a time. */
const TURMAS_POR_CONSULTA = 30;

const doProfessor = (e: Enturmacao): AlunoDoProfessor => ({
  id: e.id,
  idAluno: e.idAluno,
  nome: nomeDeExibicaoDaEntrada(e),
  matricula: e.matricula,
  idTurma: e.idTurma,
  idEscola: e.idEscola,
  nomeTurma: e.nomeTurma,
  ano: e.ano,
});

/** Firestore's order of strings (UTF-8 bytes), then of document ids: how the pages' queries order. */
const antes = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) =>
  Buffer.compare(Buffer.from(String(a.get("nomeOrdem") ?? ""), "utf8"), Buffer.from(String(b.get("nomeOrdem") ?? ""), "utf8")) ||
  Buffer.compare(Buffer.from(a.id, "utf8"), Buffer.from(b.id, "utf8"));

/**
 * A professor's Alunos list: a page of the entries `Cursando` in the turmas they teach
 * (`turmasDoProfessor`), in name order, by cursors (name order key, entry id). One query per 30
 * turmas (at most two), each reading one page and one more; their rows are merged in the same
 * order. A student of another turma, or of another company, is never read.
 */
export async function alunosDoProfessor(ctx: ShellContext, request: PageRequest): Promise<Page<AlunoDoProfessor>> {
  const ids = (await turmasDoProfessor(ctx)).map((t) => t.id);
  if (ids.length === 0) return { items: [], anterior: null, proxima: null };
  const lotes: string[][] = [];
  for (let i = 0; i < ids.length; i += TURMAS_POR_CONSULTA) lotes.push(ids.slice(i, i + TURMAS_POR_CONSULTA));
  const backwards = request.kind === "before";
  const snapshots = await Promise.all(
    lotes.map((lote) => {
      const ordered = enturmacoesCollection()
        .where("idEmpresa", "==", ctx.empresa.id)
        .where("situacao", "==", "cursando")
        .where("idTurma", "in", lote)
        .orderBy("nomeOrdem")
        .orderBy(FieldPath.documentId());
      const query =
        request.kind === "after"
          ? ordered.startAfter(request.cursor.chave, request.cursor.id)
          : request.kind === "before"
            ? ordered.endBefore(request.cursor.chave, request.cursor.id)
            : ordered;
      return withDeadline((backwards ? query.limitToLast(PAGE_SIZE + 1) : query.limit(PAGE_SIZE + 1)).get(), "banco");
    }),
  );
  registrarLeituras("enturmacoes.doProfessor", snapshots.reduce((n, s) => n + s.size, 0));
  const docs = snapshots.flatMap((s) => s.docs).sort(antes);
  const more = docs.length > PAGE_SIZE;
  const page = backwards ? docs.slice(-PAGE_SIZE) : docs.slice(0, PAGE_SIZE);
  const cursorOf = (doc: QueryDocumentSnapshot | undefined) => (doc ? encodeCursor({ chave: String(doc.get("nomeOrdem")), id: doc.id }) : null);
  const items = page.flatMap((d) => {
    const e = enturmacaoFrom(d, ctx.empresa.id);
    return e && e.situacao === "cursando" ? [doProfessor(e)] : [];
  });
  if (backwards) return { items, anterior: more ? cursorOf(page[0]) : null, proxima: cursorOf(page.at(-1)) };
  return { items, anterior: request.kind === "after" ? cursorOf(page[0]) : null, proxima: more ? cursorOf(page.at(-1)) : null };
}

/**
 * A student as a professor may see them: the entries `Cursando` in the turmas they teach (newest
 * year first), or null when there is none (another turma's student, a student who left, another
 * company's, or an id that is not one): their page is then "not found". Memoised per request
 * (the page's title and body ask).
 */
export const alunoDoProfessor = cache(async (ctx: ShellContext, idAluno: string): Promise<{ nome: string; entradas: AlunoDoProfessor[] } | null> => {
  if (!isDocumentId(idAluno)) return null;
  const [turmas, entradas] = await Promise.all([turmasDoProfessor(ctx), turmasDoAluno(ctx, idAluno)]);
  const minhas = new Set(turmas.map((t) => t.id));
  const cursando = entradas.filter((e) => e.situacao === "cursando" && minhas.has(e.idTurma)).map(doProfessor);
  return cursando.length === 0 ? null : { nome: cursando[0]!.nome, entradas: cursando };
});
