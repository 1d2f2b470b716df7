import "server-only";
import { chunk } from "@/lib/infra/lotes";
import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { readPage } from "@/lib/infra/firestore/paginas";
import { encodeCursor, PAGE_SIZE, type Page, type PageRequest } from "@/lib/infra/paginacao";
import { hoje } from "@/lib/infra/relogio";
import { pode, type Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { turmasCollection, turmasDoProfessor } from "@/lib/turmas/dados";
import { escolasCollection } from "@/lib/escolas/dados";
import { db } from "@/lib/infra/firebase/admin";
import { frequenciaDoc } from "@/lib/enturmacoes/schema";
import { formatarFrequencia, somar } from "@/lib/regras/frequencia";
import { haAula } from "@/lib/chamadas/dados";
import { CONSULTAS } from "@/lib/empresas/contadores";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// Home's two roll-call panels, read from what the roll call keeps, never from the roll calls:
// - `Frequência abaixo do mínimo`: the entries `Cursando` whose `abaixoDoMinimo` (the year's
//   counters below the etapa de ensino's minimum, written by the roll call's transaction) is true,
//   counted by the company's kept count (lib/empresas/contadores.ts) and listed by pages of 25 in
//   name order;
// - `Turmas sem chamada hoje`: the company's years in progress where today is a day of class, then
//   their turmas whose `ultimaChamada` (kept by the same transaction) is before today, by `in` on
//   the years (30 values a query) with `<` on the day: counted, and listed by cursors on
//   (`ultimaChamada`, id) merged across those queries (the turmas waiting longest first).

/** Who sees the panels: the roles that read the whole company (a professor sees `Minhas turmas`). */
export function vePaineis(papel: Papel): boolean {
  return pode(papel, "ler");
}

/** The most years in progress read for today (one per school: a company of 500 schools). */
export const ANOS_EM_ANDAMENTO_MAX = 500;
/** The most values an `in` filter takes. */
const IN_MAX = 30;

// ---- Frequência abaixo do mínimo ----------------------------------------------------------------

const abaixoDoMinimoQuery = (ctx: ShellContext) => CONSULTAS.abaixoDoMinimo(ctx.empresa.id);

/** A student below the minimum: the entry, its student and turma, and the year's frequência (`62,5%`). */
export type AlunoAbaixoDoMinimo = { id: string; idAluno: string; nome: string; idTurma: string; turma: string; idEscola: string; frequencia: string };

const CAMPOS_DA_ENTRADA = ["idEmpresa", "idAluno", "nomeAluno", "nomeSocialAluno", "idTurma", "nomeTurma", "idEscola", "frequencia"] as const;

/** A page of the students below the minimum, in name order (by cursors). */
export async function alunosAbaixoDoMinimo(ctx: ShellContext, page: PageRequest): Promise<Page<AlunoAbaixoDoMinimo>> {
  return readPage(abaixoDoMinimoQuery(ctx), page, {
    keyField: "nomeOrdem",
    fields: CAMPOS_DA_ENTRADA,
    what: "chamadas.abaixoDoMinimo",
    convert: (d) => {
      if (d.get("idEmpresa") !== ctx.empresa.id) return null;
      const texto = (campo: string) => String(d.get(campo) ?? "");
      return {
        id: d.id,
        idAluno: texto("idAluno"),
        nome: nomeDeExibicaoDaEntrada({ nomeAluno: texto("nomeAluno"), nomeSocialAluno: texto("nomeSocialAluno") }),
        idTurma: texto("idTurma"),
        turma: texto("nomeTurma"),
        idEscola: texto("idEscola"),
        frequencia: formatarFrequencia(somar(Object.values(frequenciaDoc.parse(d.get("frequencia") ?? {})))),
      };
    },
  });
}

// ---- Turmas sem chamada hoje ---------------------------------------------------------------------

/** Today (São Paulo) and the company's years in progress that have class today (none: no panel). */
export type AulaHoje = { hoje: string; anos: string[] };

/** The company's years in progress where today is a day of class (one query: the years in progress). */
export async function anosComAulaHoje(ctx: ShellContext): Promise<AulaHoje> {
  const dia = hoje();
  const snapshot = await withDeadline(
    anosCollection().where("idEmpresa", "==", ctx.empresa.id).where("situacao", "==", "andamento").limit(ANOS_EM_ANDAMENTO_MAX).get(),
    "banco",
  );
  registrarLeituras("chamadas.anosEmAndamento", snapshot.size);
  const anos = snapshot.docs.flatMap((d) => {
    const ano = anoFrom(d, ctx.empresa.id);
    return ano && haAula(ano, dia) ? [ano.id] : [];
  });
  return { hoje: dia, anos };
}

/** The turmas of these years without a roll call today, one query per 30 years. */
const semChamadaQueries = (ctx: ShellContext, aula: AulaHoje): Query[] =>
  chunk(aula.anos, IN_MAX).map((anos) => turmasCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "in", anos).where("ultimaChamada", "<", aula.hoje));

/** How many turmas with class today have no roll call today (an aggregation query per 30 years). */
export async function contarTurmasSemChamada(ctx: ShellContext, aula: AulaHoje): Promise<number> {
  const queries = semChamadaQueries(ctx, aula);
  if (queries.length === 0) return 0;
  const contagens = await withDeadline(Promise.all(queries.map((q) => q.count().get())), "banco");
  registrarLeituras("chamadas.contarSemChamada", queries.length);
  return contagens.reduce((total, s) => total + s.data().count, 0);
}

/** A turma without today's roll call: its page's ids, its name, the last day recorded ("": none yet). */
export type TurmaSemChamada = { id: string; nome: string; idEscola: string; ultimaChamada: string };

const CAMPOS_DA_TURMA = ["idEmpresa", "idEscola", "nome", "ultimaChamada"] as const;

/** (ultimaChamada, id), the order the queries answer in (ids compared as Firestore does for plain ids). */
const antes = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) => {
  const [x, y] = [String(a.get("ultimaChamada")), String(b.get("ultimaChamada"))];
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/**
 * A page of the turmas without today's roll call, the longest waiting first (then by id): each
 * query of 30 years reads at most a page and one from the cursor, and the answers are merged, so a
 * page reads at most (page + 1) × the queries, however many turmas the company has.
 */
export async function turmasSemChamada(ctx: ShellContext, aula: AulaHoje, page: PageRequest): Promise<Page<TurmaSemChamada>> {
  const queries = semChamadaQueries(ctx, aula);
  if (queries.length === 0) return { items: [], anterior: null, proxima: null };
  const janela = PAGE_SIZE + 1;
  const paraTras = page.kind === "before";
  const respostas = await withDeadline(
    Promise.all(
      queries.map((q) => {
        const ordered = q.select(...CAMPOS_DA_TURMA).orderBy("ultimaChamada").orderBy(FieldPath.documentId());
        if (page.kind === "after") return ordered.startAfter(page.cursor.chave, page.cursor.id).limit(janela).get();
        if (page.kind === "before") return ordered.endBefore(page.cursor.chave, page.cursor.id).limitToLast(janela).get();
        return ordered.limit(janela).get();
      }),
    ),
    "banco",
  );
  registrarLeituras("chamadas.semChamada", respostas.reduce((n, s) => n + s.size, 0));
  const todos = respostas.flatMap((s) => s.docs.filter((d) => d.get("idEmpresa") === ctx.empresa.id)).sort(antes);
  const janelaLida = paraTras ? todos.slice(-janela) : todos.slice(0, janela);
  const mais = janelaLida.length > PAGE_SIZE;
  const pagina = paraTras ? janelaLida.slice(mais ? 1 : 0) : janelaLida.slice(0, PAGE_SIZE);
  const cursor = (d: QueryDocumentSnapshot | undefined) => (d ? encodeCursor({ chave: String(d.get("ultimaChamada")), id: d.id }) : null);
  const items = pagina.map((d) => ({ id: d.id, nome: String(d.get("nome") ?? ""), idEscola: String(d.get("idEscola") ?? ""), ultimaChamada: String(d.get("ultimaChamada") ?? "") }));
  if (paraTras) return { items, anterior: mais ? cursor(pagina[0]) : null, proxima: cursor(pagina.at(-1)) };
  return { items, anterior: page.kind === "after" ? cursor(pagina[0]) : null, proxima: mais ? cursor(pagina.at(-1)) : null };
}

// ---- Minhas turmas (a professor's Home) ---------------------------------------------------------

/** A turma a professor teaches in a year in progress: its school, and today's roll call when today has class. */
export type MinhaTurma = { id: string; nome: string; idEscola: string; escola: string; ano: number; chamadaDeHoje: "feita" | "pendente" | null };

/**
 * `Minhas turmas`: the session's turmas (turmasDoProfessor) whose year is in progress, with their
 * schools' names and whether today's roll call is saved (the turma's `ultimaChamada`) on a day of
 * class of its year. Reads the turmas, then their years and schools by id, all at once.
 */
export async function minhasTurmas(ctx: ShellContext): Promise<MinhaTurma[]> {
  const turmas = await turmasDoProfessor(ctx);
  if (turmas.length === 0) return [];
  const idsDosAnos = [...new Set(turmas.map((t) => t.idAnoLetivo))];
  const idsDasEscolas = [...new Set(turmas.map((t) => t.idEscola))];
  const [anos, escolas] = await Promise.all([
    withDeadline(db().getAll(...idsDosAnos.map((id) => anosCollection().doc(id))), "banco"),
    withDeadline(db().getAll(...idsDasEscolas.map((id) => escolasCollection().doc(id)), { fieldMask: ["idEmpresa", "nome"] }), "banco"),
  ]);
  registrarLeituras("chamadas.minhasTurmas", anos.length + escolas.length);
  const anoPorId = new Map(anos.flatMap((d) => {
    const ano = anoFrom(d, ctx.empresa.id);
    return ano ? [[d.id, ano] as const] : [];
  }));
  const nomeDaEscola = new Map(escolas.flatMap((d) => (d.get("idEmpresa") === ctx.empresa.id ? [[d.id, String(d.get("nome") ?? "")] as const] : [])));
  const dia = hoje();
  return turmas.flatMap((t) => {
    const ano = anoPorId.get(t.idAnoLetivo);
    if (!ano || ano.situacao !== "andamento") return [];
    const chamadaDeHoje = haAula(ano, dia) ? (t.ultimaChamada === dia ? "feita" : "pendente") : null;
    return [{ id: t.id, nome: t.nome, idEscola: t.idEscola, escola: nomeDaEscola.get(t.idEscola) ?? "", ano: t.ano, chamadaDeHoje }];
  });
}
