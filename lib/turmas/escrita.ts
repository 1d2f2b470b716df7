import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS, isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { idDaCriacao, impressaoDoPedido, jaCriado, transacaoDeCriacao } from "@/lib/infra/actions/criacao";
import { turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { mudancas } from "@/lib/atividades/documento";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import { chaveDoNome } from "@/lib/turmas/chave";
import { nomeComparavel, ordemDaTurma } from "@/lib/turmas/documento";
import type { Turma, TurmaInput } from "@/lib/turmas/schema";

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

const turmaNaTransacao = (tx: Transaction, ctx: ShellContext, id: string): Promise<Turma> =>
  registroNaTransacao(tx, turmasCollection(), id, (d) => turmaFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);

/** A year of the company, read in a transaction; a closed year takes no change to its turmas. */
async function anoAbertoNaTransacao(tx: Transaction, ctx: ShellContext, idAnoLetivo: string) {
  const ano = await registroNaTransacao(tx, anosCollection(), idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
  if (ano.situacao === "encerrado") throw new ActionError(erros.anoEncerrado);
  return ano;
}

/** The year of a turma and its school, both of the company; a closed year takes no change. */
async function anoAberto(tx: Transaction, ctx: ShellContext, idAnoLetivo: string) {
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

const alvoDa = (id: string, nome: string, ano: number, escola: string) => ({ colecao: COLLECTIONS.turmas, id, nome: `${nome} (${ano}, ${escola})` });

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
      cursando: 0,
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
