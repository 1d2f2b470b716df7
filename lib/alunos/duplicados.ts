import "server-only";
import { Filter } from "firebase-admin/firestore";
import { withDeadline } from "@/lib/infra/deadline";
import { chunk } from "@/lib/infra/lotes";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import type { ShellContext } from "@/lib/shell/contexto";
import { alunoTexts } from "@/lib/messages";
import type { DetalhesDaRecusa } from "@/lib/infra/actions/form-state";
import { chaveDoNome, filiacao1De } from "@/lib/alunos/documento";
import { alunosCollection } from "@/lib/alunos/dados";

// Possible duplicates (issue 43): a student of the company with the same name and birth date, or
// the same name and `Filiação 1`, may be the one a secretaria is about to register again. Found
// by index, never by a scan: the student keeps its name folded (`nomeChave`: accents, case and
// spaces folded) and, once the record has a `Filiação 1`, that name folded (`filiacao1Chave`);
// one query per rule on (idEmpresa, nomeChave, dataNascimento | filiacao1Chave), both declared in
// firestore.indexes.json. Students stored before `nomeChave` get it from `npm run admin --
// reindexar` (or their next save).

/** At most this many possible duplicates are named (a common name and birth date: a handful). */
export const DUPLICADOS_MAX = 5;

export type PossivelDuplicado = { id: string; nome: string; matricula: string };

/** The students of the company that may be this new one (`exceto`: its own id, when a retry finds it made). */
export async function possiveisDuplicados(
  ctx: Pick<ShellContext, "empresa">,
  aluno: { nome: string; dataNascimento: string | null } & Readonly<Record<string, unknown>>,
  exceto?: string,
): Promise<PossivelDuplicado[]> {
  const nomeChave = chaveDoNome(aluno.nome);
  if (!nomeChave) return [];
  const base = alunosCollection().where("idEmpresa", "==", ctx.empresa.id).where("nomeChave", "==", nomeChave);
  const filiacao = filiacao1De(aluno);
  const queries = [
    aluno.dataNascimento ? base.where("dataNascimento", "==", aluno.dataNascimento) : null,
    filiacao ? base.where("filiacao1Chave", "==", chaveDoNome(filiacao)) : null,
  ].filter((q) => q !== null);
  const snapshots = await Promise.all(queries.map((q) => withDeadline(q.select("nome", "matricula").limit(DUPLICADOS_MAX + 1).get(), "banco")));
  registrarLeituras("alunos.duplicados", snapshots.reduce((n, s) => n + s.size, 0));
  const porId = new Map<string, PossivelDuplicado>();
  for (const doc of snapshots.flatMap((s) => s.docs)) {
    if (doc.id === exceto || porId.has(doc.id)) continue;
    porId.set(doc.id, { id: doc.id, nome: String(doc.get("nome") ?? ""), matricula: String(doc.get("matricula") ?? "") });
  }
  return [...porId.values()].sort((a, b) => a.matricula.localeCompare(b.matricula)).slice(0, DUPLICADOS_MAX);
}

/** What the refusal names: each possible duplicate as a link to its sheet, and `Cadastrar mesmo assim`. */
export function detalhesDosDuplicados(duplicados: readonly PossivelDuplicado[]): DetalhesDaRecusa {
  return {
    itens: duplicados.map((d) => ({ texto: alunoTexts.possivelDuplicado(d.nome, d.matricula), href: `/alunos/${encodeURIComponent(d.id)}` })),
    confirmar: alunoTexts.cadastrarMesmoAssim,
  };
}

/** Firestore's limit of disjunctions in one query (an `or` of `and`s). */
const DISJUNCOES_MAX = 30;
/** Queries of a batch in flight at once. */
const CONSULTAS_SIMULTANEAS = 8;

/** What a spreadsheet's row gives the duplicate check: its name, birth date and, when the record has it, `Filiação 1`. */
export type PedidoDeDuplicado = { nome: string; dataNascimento: string | null } & Readonly<Record<string, unknown>>;

/**
 * The possible duplicates of many new students at once (a spreadsheet's rows), by index, never a
 * scan: each rule's pairs (folded name and birth date; folded name and `Filiação 1`) asked 30 per
 * query as one `or` of equalities on the same indexes as `possiveisDuplicados`, 8 queries at a
 * time. A 5,000-row file is at most 167 queries per rule, each reading only the students that
 * match. Returns, per row's index, the students it may be (at most DUPLICADOS_MAX, by matrícula).
 */
export async function possiveisDuplicadosEmLote(ctx: Pick<ShellContext, "empresa">, pedidos: readonly PedidoDeDuplicado[]): Promise<Map<number, PossivelDuplicado[]>> {
  type Par = { valor: string; indices: number[] };
  const regras = [
    { campo: "dataNascimento", valor: (p: PedidoDeDuplicado) => p.dataNascimento },
    { campo: "filiacao1Chave", valor: (p: PedidoDeDuplicado) => (filiacao1De(p) ? chaveDoNome(filiacao1De(p)!) : null) },
  ] as const;
  const porRegra = regras.map(() => new Map<string, Par & { nomeChave: string }>());
  pedidos.forEach((p, i) => {
    const nomeChave = chaveDoNome(p.nome);
    if (!nomeChave) return;
    regras.forEach((r, j) => {
      const valor = r.valor(p);
      if (!valor) return;
      const chave = `${nomeChave}|${valor}`;
      const par = porRegra[j]!.get(chave) ?? { nomeChave, valor, indices: [] };
      par.indices.push(i);
      porRegra[j]!.set(chave, par);
    });
  });
  const achados = new Map<number, Map<string, PossivelDuplicado>>();
  let lidos = 0;
  const consultas = regras.flatMap((r, j) => chunk([...porRegra[j]!.values()], DISJUNCOES_MAX).map((pares) => ({ campo: r.campo, pares })));
  for (const grupo of chunk(consultas, CONSULTAS_SIMULTANEAS)) {
    await Promise.all(
      grupo.map(async ({ campo, pares }) => {
        const filtro = Filter.or(...pares.map((p) => Filter.and(Filter.where("nomeChave", "==", p.nomeChave), Filter.where(campo, "==", p.valor))));
        const snapshot = await withDeadline(alunosCollection().where("idEmpresa", "==", ctx.empresa.id).where(filtro).select("nome", "matricula", "nomeChave", campo).get(), "banco");
        lidos += snapshot.size;
        const porPar = new Map(pares.map((p) => [`${p.nomeChave}|${p.valor}`, p]));
        for (const doc of snapshot.docs) {
          const par = porPar.get(`${String(doc.get("nomeChave"))}|${String(doc.get(campo))}`);
          for (const i of par?.indices ?? []) {
            const deste = achados.get(i) ?? new Map<string, PossivelDuplicado>();
            deste.set(doc.id, { id: doc.id, nome: String(doc.get("nome") ?? ""), matricula: String(doc.get("matricula") ?? "") });
            achados.set(i, deste);
          }
        }
      }),
    );
  }
  registrarLeituras("alunos.duplicadosEmLote", lidos);
  return new Map([...achados].map(([i, m]) => [i, [...m.values()].sort((a, b) => a.matricula.localeCompare(b.matricula)).slice(0, DUPLICADOS_MAX)]));
}
