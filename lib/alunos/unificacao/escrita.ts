import "server-only";
import { randomUUID } from "node:crypto";
import { FieldPath, FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import type { Opcoes } from "@/lib/infra/tarefas";
import { alunoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { contar } from "@/lib/empresas/contadores";
import { alteracaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { mudancas } from "@/lib/atividades/documento";
import { escolasCollection } from "@/lib/escolas/dados";
import { enturmacaoFrom, enturmacoesCollection } from "@/lib/enturmacoes/dados";
import { cursandoPorAnoDoc, type Enturmacao } from "@/lib/enturmacoes/schema";
import { chamadasCollection } from "@/lib/chamadas/escrita";
import { notasCollection } from "@/lib/notas/schema";
import { pareceresCollection } from "@/lib/pareceres/dados";
import { nomesNaEntrada } from "@/lib/enturmacoes/documento";
import { resultadosCollection } from "@/lib/encerramento/resultados";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";
import { camposDerivados, chaveDaFiliacao, chaveDoNome, comPrimeiroResponsavel } from "@/lib/alunos/documento";
import { comResponsaveis } from "@/lib/alunos/escrita";
import { RESPONSAVEIS_MAX } from "@/lib/alunos/responsaveis";
import { CAMPOS_DO_HISTORICO, campoDoHistorico, tituloDoCampo } from "@/lib/alunos/descritor";
import { reservarUnicos, liberarUnicos } from "@/lib/alunos/unicos";
import { conferirAluno } from "@/lib/alunos/regras";
import { anoAtual } from "@/lib/infra/relogio";
import { continuarUnificacao, lerProgressoDaUnificacao, registroDaUnificacao, temChave, unificacoes } from "@/lib/alunos/unificacao/tarefa";
import { impedimentoDaUnificacao, valoresUnificados, type Escolhas } from "@/lib/alunos/unificacao/plano";
import type { Aluno } from "@/lib/alunos/schema";

// `Unificar alunos` (issue 43, administrador): the record that goes (`sai`) is folded into the one
// that stays (`fica`), all or nothing. One transaction is the commit point: the checks, the values
// kept (checked as one record), the entries in turmas (with their attendance counters) and the
// final situations moved, the staying record updated with the other's matrícula
// (`matriculasUnificadas`), the record that goes deleted, its unique numbers freed, the counts of
// active students, the history entry, and the job record (tarefa.ts). After it, the job moves in
// lots what still names the student that went (roll-call marks, grades, pareceres, documents: their
// codes still verify, and history); the request waits for it, and a run stopped halfway is taken
// over by the cron route (docs/jobs.md), so a student with years of roll calls is unified too.

/** The most documents the commit point writes (Firestore's commit takes 500): the entries and results of a student, far below it. */
export const ESCRITAS_MAX = 450;

const erros = alunoTexts.unificacao.erros;

/** Both students of the company, or "not found"; the same one twice is refused. */
async function osDois(tx: Transaction, ctx: ShellContext, idFica: string, idSai: string) {
  if (!isDocumentId(idFica) || !isDocumentId(idSai)) throw new ActionError(alunoTexts.naoEncontrado);
  if (idFica === idSai) throw new ActionError(erros.mesmoAluno);
  const [a, b] = await Promise.all([tx.get(alunosCollection().doc(idFica)), tx.get(alunosCollection().doc(idSai))]);
  const fica = alunoFrom(a, ctx.empresa.id);
  const sai = alunoFrom(b, ctx.empresa.id);
  if (!fica || !sai) throw new ActionError(alunoTexts.naoEncontrado);
  return { fica, sai, docFica: a, docSai: b };
}

const entradasDe = async (tx: Transaction, ctx: ShellContext, idAluno: string): Promise<Enturmacao[]> => {
  const snapshot = await tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno).limit(ESCRITAS_MAX));
  return snapshot.docs.map((d) => enturmacaoFrom(d, ctx.empresa.id)).filter((e): e is Enturmacao => e !== null);
};

/** What moves from the record that goes, read in the transaction: each a document to rewrite. */
async function oQueMuda(tx: Transaction, ctx: ShellContext, sai: Aluno, entradas: readonly Enturmacao[]) {
  const idEmpresa = ctx.empresa.id;
  const turmas = [...new Set(entradas.map((e) => e.idTurma))];
  const porTurma = <T>(ler: (idTurma: string) => Promise<T[]>) => Promise.all(turmas.map(ler)).then((l) => l.flat());
  const comAluno = (campo: string) => (d: DocumentSnapshot) => temChave(d, campo, sai.id);
  const [chamadas, notas, pareceres, resultados, documentos, historico] = await Promise.all([
    porTurma(async (t) => (await tx.get(chamadasCollection().where("idEmpresa", "==", idEmpresa).where("idTurma", "==", t))).docs.filter(comAluno("alunos"))),
    porTurma(async (t) =>
      (await tx.get(notasCollection().where("idEmpresa", "==", idEmpresa).where("idTurma", "==", t))).docs.filter(
        (d) => comAluno("valores")(d) || (Array.isArray(d.get("naoCompareceu")) && (d.get("naoCompareceu") as unknown[]).includes(sai.id)),
      ),
    ),
    tx.get(pareceresCollection().where("idEmpresa", "==", idEmpresa).where("idAluno", "==", sai.id)).then((s) => s.docs),
    turmas.length ? tx.getAll(...turmas.map((t) => resultadosCollection().doc(t))).then((ds) => ds.filter((d) => d.get("idEmpresa") === idEmpresa && comAluno("alunos")(d))) : [],
    tx.get(db().collection(COLLECTIONS.documentos).where("idEmpresa", "==", idEmpresa).where("idAluno", "==", sai.id)).then((s) => s.docs),
    tx.get(db().collection(COLLECTIONS.atividades).where("idEmpresa", "==", idEmpresa).where("alvo.id", "==", sai.id)).then((s) => s.docs),
  ]);
  return { chamadas, notas, pareceres, resultados, documentos, historico };
}

export type Movidos = { turmas: number; chamadas: number; notas: number; pareceres: number; resultados: number; documentos: number; historico: number };

const contagem = (entradas: readonly Enturmacao[], muda: Awaited<ReturnType<typeof oQueMuda>>): Movidos => ({
  turmas: entradas.length,
  chamadas: muda.chamadas.length,
  notas: muda.notas.length,
  pareceres: muda.pareceres.length,
  resultados: muda.resultados.length,
  documentos: muda.documentos.length,
  historico: muda.historico.length,
});

export type PreviaDaUnificacao = { fica: Aluno; sai: Aluno; movidos: Movidos; impedimento: string | null };

/** What `Unificar alunos` would do, read as the transaction reads it (nothing written): the two students, what moves, why it cannot. */
export async function previaDaUnificacao(ctx: ShellContext, idFica: string, idSai: string): Promise<PreviaDaUnificacao> {
  return transacao(async (tx) => {
    const { fica, sai } = await osDois(tx, ctx, idFica, idSai);
    const [entradasFica, entradasSai] = await Promise.all([entradasDe(tx, ctx, fica.id), entradasDe(tx, ctx, sai.id)]);
    const impedimento = impedimentoDaUnificacao(entradasFica, entradasSai);
    const muda = await oQueMuda(tx, ctx, sai, entradasSai);
    return { fica, sai, movidos: contagem(entradasSai, muda), impedimento: impedimento ? erros[impedimento] : null };
  });
}

/**
 * Unifies two students of the company: `sai` into `fica`, each field's value as `escolhas` say
 * (lib/alunos/unificacao/plano.ts). Refused: another company's student (not found), the same
 * student twice, students in the same turma, both `Cursando` in one year, a unique number of the
 * result held by a third student, a move over ESCRITAS_MAX writes. Returns what moved.
 */
export async function unificarAlunos(ctx: ShellContext, idFica: string, idSai: string, escolhas: Escolhas, opcoes: Opcoes<string> = {}): Promise<Movidos> {
  const token = randomUUID();
  const { id, turmas, resultados } = await transacao(async (tx) => {
    const { fica, sai, docFica, docSai } = await osDois(tx, ctx, idFica, idSai);
    const [entradasFica, entradasSai] = await Promise.all([entradasDe(tx, ctx, fica.id), entradasDe(tx, ctx, sai.id)]);
    const impedimento = impedimentoDaUnificacao(entradasFica, entradasSai);
    if (impedimento) throw new ActionError(erros[impedimento]);
    const turmas = [...new Set(entradasSai.map((e) => e.idTurma))];
    const resultados = turmas.length ? (await tx.getAll(...turmas.map((t) => resultadosCollection().doc(t)))).filter((d) => d.get("idEmpresa") === ctx.empresa.id && temChave(d, "alunos", sai.id)) : [];
    // The values kept from both records are checked as one record (a municipality of the other's
    // UF, a field whose condition was dropped): a problem refuses the unification, named by its field.
    const { valores: novo, problemas } = conferirAluno(valoresUnificados(fica, sai, escolhas), anoAtual());
    const problema = problemas[0];
    if (problema) throw new ActionError(erros.incoerente(tituloDoCampo(campoDoHistorico(problema.campo) ?? { rotulo: problema.campo }), problema.mensagem));
    // The other's unique numbers are free for the one that stays (they are freed in this commit).
    const reservar = await reservarUnicos(tx, ctx, fica.id, fica, novo, sai.id);
    if (entradasSai.length + resultados.length + 12 > ESCRITAS_MAX) throw new ActionError(erros.grandeDemais);

    // The entries, with their attendance counters, now the staying student's (its name and number on them).
    const nomes = nomesNaEntrada({ nome: novo.nome!, nomeSocial: novo.nomeSocial });
    for (const e of entradasSai) tx.update(enturmacoesCollection().doc(e.id), { idAluno: fica.id, ...nomes, matricula: fica.matricula });
    // The staying student's own entries follow a name chosen from the other record (either name).
    if (novo.nome !== fica.nome || (novo.nomeSocial ?? null) !== (fica.nomeSocial ?? null)) for (const e of entradasFica) tx.update(enturmacoesCollection().doc(e.id), nomes);
    // The final situations are kept by student id (one document per turma); the roll calls' marks,
    // the grades, pareceres, documents and history move after this commit, in the job's lots.
    for (const d of resultados) tx.update(d.ref, new FieldPath("alunos", fica.id), d.get(new FieldPath("alunos", sai.id)), new FieldPath("alunos", sai.id), FieldValue.delete());
    const id = `${ctx.empresa.id}__${sai.id}`;
    tx.create(unificacoes().doc(id), registroDaUnificacao(ctx.empresa.id, fica.id, sai.id, turmas, token));

    // The staying student: the chosen values, the other's turmas and matrícula.
    const cursando = { ...cursandoPorAnoDoc.parse(docSai.get("cursandoPorAno") ?? {}), ...cursandoPorAnoDoc.parse(docFica.get("cursandoPorAno") ?? {}) };
    const anteriores: unknown = docFica.get("matriculasUnificadas");
    const unificadas = [...new Set([...(Array.isArray(anteriores) ? anteriores.map(String) : []), sai.matricula, ...((docSai.get("matriculasUnificadas") as string[] | undefined) ?? [])])];
    // The responsáveis: the staying record's (its first one's fields as chosen), then the other's
    // not already there (by name), up to the list's bound.
    const lista = comPrimeiroResponsavel(fica.responsaveis, novo);
    const jaNaLista = new Set(lista.map((r) => chaveDoNome(r.nome)));
    for (const r of sai.responsaveis) if (!jaNaLista.has(chaveDoNome(r.nome)) && lista.length < RESPONSAVEIS_MAX) lista.push(r);
    tx.update(alunosCollection().doc(fica.id), {
      ...comResponsaveis(novo, lista),
      ...camposDerivados(novo.nome!, novo.nomeSocial),
      ...chaveDaFiliacao(novo),
      cursandoPorAno: cursando,
      turmasCursando: Object.values(cursando).map((c) => c.idTurma),
      matriculasUnificadas: unificadas,
      ...alteracaoDe(ctx.session.uid),
    });
    tx.delete(alunosCollection().doc(sai.id));
    liberarUnicos(tx, ctx.empresa.id, sai, novo);
    reservar();

    // The counts of active students: the two before, the one after.
    const porEscola = new Map<string, number>();
    const somar = (idEscola: string, n: number) => porEscola.set(idEscola, (porEscola.get(idEscola) ?? 0) + n);
    if (fica.situacao === "ativo") somar(fica.idEscola, -1);
    if (sai.situacao === "ativo") somar(sai.idEscola, -1);
    if (novo.situacao === "ativo") somar(novo.idEscola!, 1);
    for (const [idEscola, n] of porEscola) if (n !== 0) tx.update(escolasCollection().doc(idEscola), { alunosAtivos: FieldValue.increment(n) });
    const contado = (d: DocumentSnapshot) => Number(d.get("situacao") === "ativo");
    contar(tx, ctx.empresa.id, { alunosAtivos: Number(novo.situacao === "ativo") - contado(docFica) - contado(docSai) });

    registrarAtividade(tx, ctx, {
      tipo: "aluno.unificado",
      alvo: { colecao: COLLECTIONS.alunos, id: fica.id, nome: novo.nome },
      detalhe: alunoTexts.unificacao.noHistorico(sai.matricula),
      mudancas: mudancas(fica, novo, CAMPOS_DO_HISTORICO),
    });
    return { id, turmas: entradasSai.length, resultados: resultados.length };
  });
  // The rest, in lots after the commit (the request waits for it: a few seconds for years of roll
  // calls); a run stopped halfway is taken over by the cron route and finishes once.
  await continuarUnificacao(id, token, opcoes);
  const rec = await lerProgressoDaUnificacao(id);
  const depois = rec?.movidos ?? { chamadas: 0, notas: 0, pareceres: 0, documentos: 0, historico: 0 };
  return { turmas, resultados, ...depois };
}
