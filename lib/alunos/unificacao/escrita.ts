import "server-only";
import { FieldPath, FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
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
import { idDoParecer } from "@/lib/pareceres/documento";
import { resultadosCollection } from "@/lib/encerramento/resultados";
import { alunoFrom, alunosCollection } from "@/lib/alunos/dados";
import { camposDerivados, chaveDaFiliacao, chaveDoNome, comPrimeiroResponsavel } from "@/lib/alunos/documento";
import { comResponsaveis } from "@/lib/alunos/escrita";
import { RESPONSAVEIS_MAX } from "@/lib/alunos/responsaveis";
import { CAMPOS_DO_HISTORICO, campoDoHistorico, tituloDoCampo } from "@/lib/alunos/descritor";
import { reservarUnicos, liberarUnicos } from "@/lib/alunos/unicos";
import { conferirAluno } from "@/lib/alunos/regras";
import { anoAtual } from "@/lib/infra/relogio";
import { impedimentoDaUnificacao, valoresUnificados, type Escolhas } from "@/lib/alunos/unificacao/plano";
import type { Aluno } from "@/lib/alunos/schema";

// `Unificar alunos` (issue 43, administrador): the record that goes (`sai`) is folded into the one
// that stays (`fica`) in one transaction, all or nothing: its entries in turmas (with their
// attendance counters), its marks in the roll calls, its grades, its pareceres, its final
// situations, its documents (their codes still verify: the document keeps what it certified) and
// its history move to the one that stays, which keeps the chosen values and lists the other's
// matrícula (`matriculasUnificadas`); the record that goes is deleted, its unique numbers freed,
// and the counts of active students follow. Bounded: a student whose move needs more than
// ESCRITAS_MAX writes (many years of roll calls) is refused; that case is for the long-job protocol
// (docs/jobs.md), not written yet.

/** The most documents one unification writes (Firestore's commit takes 500). */
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
  const comAluno = (campo: string) => (d: DocumentSnapshot) => {
    const mapa: unknown = d.get(campo);
    return !!mapa && typeof mapa === "object" && Object.hasOwn(mapa, sai.id);
  };
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

/** The writes a unification makes: the records that move (a parecer twice: written anew, deleted), both students, counters, history. */
const escritasDe = (entradas: readonly Enturmacao[], muda: Awaited<ReturnType<typeof oQueMuda>>) =>
  entradas.length + Object.values(muda).reduce((n, l) => n + l.length, 0) + muda.pareceres.length + 10;

export type PreviaDaUnificacao = { fica: Aluno; sai: Aluno; movidos: Movidos; impedimento: string | null };

/** What `Unificar alunos` would do, read as the transaction reads it (nothing written): the two students, what moves, why it cannot. */
export async function previaDaUnificacao(ctx: ShellContext, idFica: string, idSai: string): Promise<PreviaDaUnificacao> {
  return transacao(async (tx) => {
    const { fica, sai } = await osDois(tx, ctx, idFica, idSai);
    const [entradasFica, entradasSai] = await Promise.all([entradasDe(tx, ctx, fica.id), entradasDe(tx, ctx, sai.id)]);
    const impedimento = impedimentoDaUnificacao(entradasFica, entradasSai);
    const muda = await oQueMuda(tx, ctx, sai, entradasSai);
    const grande = escritasDe(entradasSai, muda) > ESCRITAS_MAX;
    return { fica, sai, movidos: contagem(entradasSai, muda), impedimento: impedimento ? erros[impedimento] : grande ? erros.grandeDemais : null };
  });
}

/**
 * Unifies two students of the company: `sai` into `fica`, each field's value as `escolhas` say
 * (lib/alunos/unificacao/plano.ts). Refused: another company's student (not found), the same
 * student twice, students in the same turma, both `Cursando` in one year, a unique number of the
 * result held by a third student, a move over ESCRITAS_MAX writes. Returns what moved.
 */
export async function unificarAlunos(ctx: ShellContext, idFica: string, idSai: string, escolhas: Escolhas): Promise<Movidos> {
  return transacao(async (tx) => {
    const { fica, sai, docFica, docSai } = await osDois(tx, ctx, idFica, idSai);
    const [entradasFica, entradasSai] = await Promise.all([entradasDe(tx, ctx, fica.id), entradasDe(tx, ctx, sai.id)]);
    const impedimento = impedimentoDaUnificacao(entradasFica, entradasSai);
    if (impedimento) throw new ActionError(erros[impedimento]);
    const muda = await oQueMuda(tx, ctx, sai, entradasSai);
    // The values kept from both records are checked as one record (a municipality of the other's
    // UF, a field whose condition was dropped): a problem refuses the unification, named by its field.
    const { valores: novo, problemas } = conferirAluno(valoresUnificados(fica, sai, escolhas), anoAtual());
    const problema = problemas[0];
    if (problema) throw new ActionError(erros.incoerente(tituloDoCampo(campoDoHistorico(problema.campo) ?? { rotulo: problema.campo }), problema.mensagem));
    // The other's unique numbers are free for the one that stays (they are freed in this commit).
    const reservar = await reservarUnicos(tx, ctx, fica.id, fica, novo, sai.id);
    if (escritasDe(entradasSai, muda) > ESCRITAS_MAX) throw new ActionError(erros.grandeDemais);

    // The entries, with their attendance counters, now the staying student's (its name and number on them).
    for (const e of entradasSai) tx.update(enturmacoesCollection().doc(e.id), { idAluno: fica.id, nomeAluno: novo.nome, matricula: fica.matricula });
    // The roll calls' marks, the grades and the final situations are kept by student id.
    const renomear = (d: DocumentSnapshot, campo: string) => tx.update(d.ref, new FieldPath(campo, fica.id), d.get(new FieldPath(campo, sai.id)), new FieldPath(campo, sai.id), FieldValue.delete());
    for (const d of muda.chamadas) renomear(d, "alunos");
    for (const d of muda.resultados) renomear(d, "alunos");
    for (const d of muda.notas) {
      const naoCompareceu = (d.get("naoCompareceu") as unknown[] | undefined) ?? [];
      const trocar = naoCompareceu.includes(sai.id) ? { naoCompareceu: naoCompareceu.map((id) => (id === sai.id ? fica.id : id)) } : {};
      if (d.get(new FieldPath("valores", sai.id)) !== undefined) renomear(d, "valores");
      if (Object.keys(trocar).length) tx.update(d.ref, trocar);
    }
    // A parecer's id names its student: written again under the staying one's.
    for (const d of muda.pareceres) {
      tx.set(pareceresCollection().doc(idDoParecer(String(d.get("idTurma")), Number(d.get("etapa")), fica.id)), { ...d.data(), idAluno: fica.id });
      tx.delete(d.ref);
    }
    for (const d of muda.documentos) tx.update(d.ref, { idAluno: fica.id });
    for (const d of muda.historico) tx.update(d.ref, { "alvo.id": fica.id });

    // The staying student: the chosen values, the other's turmas and matrícula.
    const cursando = { ...cursandoPorAnoDoc.parse(docSai.get("cursandoPorAno") ?? {}), ...cursandoPorAnoDoc.parse(docFica.get("cursandoPorAno") ?? {}) };
    const anteriores: unknown = docFica.get("matriculasUnificadas");
    const unificadas = [...new Set([...(Array.isArray(anteriores) ? anteriores.map(String) : []), sai.matricula, ...((docSai.get("matriculasUnificadas") as string[] | undefined) ?? [])])];
    // The responsáveis: the staying record's (its first one's fields as chosen), then the other's
    // not already there (by name), up to the list's bound.
    const lista = comPrimeiroResponsavel(fica.responsaveis, novo);
    const nomes = new Set(lista.map((r) => chaveDoNome(r.nome)));
    for (const r of sai.responsaveis) if (!nomes.has(chaveDoNome(r.nome)) && lista.length < RESPONSAVEIS_MAX) lista.push(r);
    tx.update(alunosCollection().doc(fica.id), {
      ...comResponsaveis(novo, lista),
      ...camposDerivados(novo.nome!),
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
    return contagem(entradasSai, muda);
  });
}
