import "server-only";
import { withDeadline } from "@/lib/infra/deadline";
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
