import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { professorDaEmpresa } from "@/lib/membros/dados";
import { db } from "@/lib/infra/firebase/admin";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { idDaCriacao, impressaoDoPedido, jaCriado, transacaoDeCriacao } from "@/lib/infra/actions/criacao";
import { encerramentoTexts, turmaTexts } from "@/lib/messages";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { mudancas } from "@/lib/atividades/documento";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { TURMAS_DO_PROFESSOR, turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import { chaveDoNome } from "@/lib/turmas/chave";
import { nomeComparavel, ordemDaTurma } from "@/lib/turmas/documento";
import type { Turma, TurmaInput } from "@/lib/turmas/schema";
import { componentesPadrao, type Componente } from "@/lib/turmas/componentes";

// The turmas, written (administrador and secretaria, checked by the actions). A turma's name is
// unique in its year through a key document (`turmas_nome/{year}__{digest of the compared name}`),
// claimed in the same transaction as the turma: two turmas of the same name sent at once, one wins.

const erros = turmaTexts.erros;

const nomeKey = (idAnoLetivo: string, nome: string) => db().collection(COLLECTIONS.turmasNome).doc(chaveDoNome(idAnoLetivo, nome));

/** The stored fields of a form (the INEP code left out when empty). */
const camposGuardados = (input: TurmaInput) => ({
  nome: input.nome,
  nomeOrdem: ordemDaTurma(input.nome),
  etapaDeEnsino: input.etapaDeEnsino,
  turno: input.turno,
  vagas: input.vagas,
  inicioAulas: input.inicioAulas,
  fimAulas: input.fimAulas,
  codigoInep: input.codigoInep ?? null,
});

const CAMPOS = ["nome", "etapaDeEnsino", "turno", "vagas", "inicioAulas", "fimAulas", "codigoInep"] as const;

/** Claims a name in a year (read before any write), or refuses it; the returned function writes the key. */
async function claimNome(tx: Transaction, idEmpresa: string, idAnoLetivo: string, nome: string, idTurma: string) {
  const key = nomeKey(idAnoLetivo, nome);
  const existente = await tx.get(key);
  const dono: unknown = existente.get("idTurma");
  if (typeof dono === "string" && dono !== idTurma && isDocumentId(dono)) {
    // A key whose turma is gone or renamed (without the app) is stale: taken over.
    const outra = turmaFrom(await tx.get(turmasCollection().doc(dono)), idEmpresa);
    if (outra && nomeComparavel(outra.nome) === nomeComparavel(nome) && outra.idAnoLetivo === idAnoLetivo) throw new ActionError(erros.nomeDuplicado, "nome");
  }
  return () => tx.set(key, { idEmpresa, idAnoLetivo, idTurma, nome: nomeComparavel(nome) });
}

export const turmaNaTransacao = (tx: Transaction, ctx: ShellContext, id: string): Promise<Turma> =>
  registroNaTransacao(tx, turmasCollection(), id, (d) => turmaFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);

/** A year of the company, read in a transaction; a closed year takes no change to its turmas. */
async function anoAbertoNaTransacao(tx: Transaction, ctx: ShellContext, idAnoLetivo: string) {
  const ano = await registroNaTransacao(tx, anosCollection(), idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
  if (ano.situacao === "encerrado") throw new ActionError(erros.anoEncerrado);
  // While the year is being closed, its turmas and enrolments wait (the results are computed from them).
  if (anoEmEncerramento(ano)) throw new ActionError(encerramentoTexts.erros.emCurso);
  return ano;
}

/** The year of a turma and its school, both of the company; a closed year takes no change. */
export async function anoAberto(tx: Transaction, ctx: ShellContext, idAnoLetivo: string) {
  const ano = await anoAbertoNaTransacao(tx, ctx, idAnoLetivo);
  const escola = await registroNaTransacao(tx, escolasCollection(), ano.idEscola, (d) => escolaFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
  return { ano, escola };
}

/** A turma of the company whose year is not closed, read in a transaction (enrolment reads it so too). */
export async function turmaDeAnoAberto(tx: Transaction, ctx: ShellContext, id: string): Promise<Turma> {
  const turma = await turmaNaTransacao(tx, ctx, id);
  await anoAbertoNaTransacao(tx, ctx, turma.idAnoLetivo);
  return turma;
}

/** What a turma's activity names: the turma, its year and school. */
export const alvoDa = (id: string, nome: string, ano: number, escola: string) => ({ colecao: COLLECTIONS.turmas, id, nome: `${nome} (${ano}, ${escola})` });

/**
 * Creates a turma in a year. `token`: the form's one-time token (the actions always pass one): the
 * turma's id comes from it, so a retry or a replay gives this same turma.
 */
export async function criarTurma(ctx: ShellContext, idAnoLetivo: string, input: TurmaInput, token?: string): Promise<{ id: string; idEscola: string }> {
  const ref = token === undefined ? turmasCollection().doc() : turmasCollection().doc(idDaCriacao(ctx.empresa.id, token));
  const impressao = impressaoDoPedido({ ...camposGuardados(input), idAnoLetivo });
  return transacaoDeCriacao(async (tx) => {
    const existente = await tx.get(ref);
    if (existente.exists) {
      jaCriado(existente, ctx.empresa.id, impressao);
      return { id: ref.id, idEscola: String(existente.get("idEscola")) };
    }
    const { ano, escola } = await anoAberto(tx, ctx, idAnoLetivo);
    const writeNome = await claimNome(tx, ctx.empresa.id, ano.id, input.nome, ref.id);
    tx.create(ref, {
      idEmpresa: ctx.empresa.id,
      idEscola: escola.id,
      idAnoLetivo: ano.id,
      ano: ano.ano,
      ...camposGuardados(input),
      // Its etapa de ensino's `Componentes curriculares`, stored: from now on the turma's own list.
      componentes: componentesPadrao(input.etapaDeEnsino),
      cursando: 0,
      ultimaChamada: "",
      ...criacaoDe(ctx.session.uid),
      impressaoDaCriacao: impressao,
    });
    writeNome();
    registrarAtividade(tx, ctx, { tipo: "turma.criada", alvo: alvoDa(ref.id, input.nome, ano.ano, escola.nome) });
    return { id: ref.id, idEscola: escola.id };
  });
}

/** Changes a turma's fields; its places never below the students already in it. */
export async function atualizarTurma(ctx: ShellContext, id: string, versao: number, input: TurmaInput): Promise<Turma> {
  return transacao(async (tx) => {
    const atual = await turmaNaTransacao(tx, ctx, id);
    if (atual.versao !== versao) throw new ActionError(erros.alteradaPorOutro);
    const { ano, escola } = await anoAberto(tx, ctx, atual.idAnoLetivo);
    if (input.vagas < atual.cursando) throw new ActionError(erros.vagasAbaixoDosAlunos(atual.cursando), "vagas");
    const nomeMudou = nomeComparavel(atual.nome) !== nomeComparavel(input.nome);
    const writeNome = nomeMudou ? await claimNome(tx, ctx.empresa.id, ano.id, input.nome, id) : null;
    const chaveAntiga = nomeMudou ? await tx.get(nomeKey(ano.id, atual.nome)) : null;
    tx.update(turmasCollection().doc(id), { ...camposGuardados(input), ...alteracaoDe(ctx.session.uid) });
    if (chaveAntiga?.get("idTurma") === id) tx.delete(chaveAntiga.ref);
    writeNome?.();
    const campos = mudancas(atual, camposGuardados(input), CAMPOS);
    if (campos.length > 0) registrarAtividade(tx, ctx, { tipo: "turma.atualizada", alvo: alvoDa(id, input.nome, ano.ano, escola.nome), mudancas: campos });
    return atual;
  });
}

/** The most professors a turma keeps. */
export const PROFESSORES_MAX = 50;

/**
 * `Adicionar professor`: a member of the company whose role is `Professor` (the role the shell
 * would give them: the least of their links), by account, to a turma of a year not closed.
 */
export async function adicionarProfessor(ctx: ShellContext, id: string, uid: string): Promise<Turma> {
  const erros = turmaTexts.professores.erros;
  const membro = await professorDaEmpresa(ctx.empresa.id, uid);
  if (!membro) throw new ActionError(erros.professor, "professor");
  // The name the turma shows its readers (its professors too): never a colleague's e-mail.
  const nome = membro.nome ?? turmaTexts.professores.semNome;
  return transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, id);
    const { ano, escola } = await anoAberto(tx, ctx, turma.idAnoLetivo);
    if (turma.professores.some((p) => p.uid === uid)) throw new ActionError(erros.jaNaTurma, "professor");
    if (turma.professores.length >= PROFESSORES_MAX) throw new ActionError(erros.demais, "professor");
    const nomes = Object.fromEntries([...turma.professores.map((p) => [p.uid, p.nome]), [uid, nome]]);
    tx.update(turmasCollection().doc(turma.id), { professores: FieldValue.arrayUnion(uid), nomesDosProfessores: nomes });
    registrarAtividade(tx, ctx, { tipo: "turma.professorAdicionado", alvo: alvoDa(turma.id, turma.nome, ano.ano, escola.nome), detalhe: nome });
    return turma;
  });
}

/**
 * A professor leaving a turma is no longer `Professor do componente` of any of its components: the
 * turma's components (the whole list, as read in the same transaction) with them cleared, or
 * nothing to write when they were named for none.
 */
function semProfessorNosComponentes(componentes: readonly Componente[], uid: string): { componentes?: Componente[] } {
  if (!componentes.some((c) => c.professor === uid)) return {};
  return { componentes: componentes.map((c) => (c.professor === uid ? { ...c, professor: null } : c)) };
}

/** `Remover`: one of the turma's professors leaves it (they stop seeing it and taking its roll call). */
export async function removerProfessor(ctx: ShellContext, id: string, uid: string): Promise<Turma> {
  return transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, id);
    const { ano, escola } = await anoAberto(tx, ctx, turma.idAnoLetivo);
    const professor = turma.professores.find((p) => p.uid === uid);
    if (!professor) throw new ActionError(turmaTexts.professores.erros.naoNaTurma);
    const nomes = Object.fromEntries(turma.professores.filter((p) => p.uid !== uid).map((p) => [p.uid, p.nome]));
    tx.update(turmasCollection().doc(turma.id), { professores: FieldValue.arrayRemove(uid), nomesDosProfessores: nomes, ...semProfessorNosComponentes(turma.componentes, uid) });
    registrarAtividade(tx, ctx, { tipo: "turma.professorRemovido", alvo: alvoDa(turma.id, turma.nome, ano.ano, escola.nome), detalhe: professor.nome });
    return turma;
  });
}

/**
 * For a member's own transaction (lib/membros/escrita.ts: removed, or no longer `Professor`): the
 * turmas of the company that name them as professor, read now; the returned function takes them
 * out of each (call it among the transaction's writes). A professor invited back starts with no
 * turma.
 */
export async function semProfessorNasTurmas(tx: Transaction, idEmpresa: string, uid: string): Promise<() => void> {
  const docs = (await tx.get(turmasCollection().where("idEmpresa", "==", idEmpresa).where("professores", "array-contains", uid).limit(TURMAS_DO_PROFESSOR))).docs;
  return () => {
    for (const doc of docs) {
      const turma = turmaFrom(doc, idEmpresa);
      if (!turma) continue;
      const nomes = Object.fromEntries(turma.professores.filter((p) => p.uid !== uid).map((p) => [p.uid, p.nome]));
      tx.update(doc.ref, { professores: FieldValue.arrayRemove(uid), nomesDosProfessores: nomes, ...semProfessorNosComponentes(turma.componentes, uid) });
    }
  };
}
