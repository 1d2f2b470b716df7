import "server-only";
import { randomBytes } from "node:crypto";
import type { CollectionReference, Transaction } from "firebase-admin/firestore";
import { notasCollection } from "@/lib/notas/schema";
import { pareceresCollection } from "@/lib/pareceres/dados";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { impressaoDoPedido, transacaoDeCriacao } from "@/lib/infra/actions/criacao";
import { anoLetivoTexts, encerramentoTexts } from "@/lib/messages";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import { formatarData } from "@/lib/campos/data";
import { periodosQueMudamDeEtapa } from "@/lib/regras/calendario";
import type { FeriadoNacional } from "@/lib/regras/feriados";
import { haChamadaEntre } from "@/lib/chamadas/escrita";
import { chamadasDoPeriodo, desconsiderarChamadasDaTurma, proximasChamadasDoPeriodo } from "@/lib/chamadas/desconsiderar";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { escolaFrom, escolasCollection } from "@/lib/escolas/dados";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { idDoAno, sobrepoe } from "@/lib/anos-letivos/documento";
import { DIAS_ESPECIAIS_MAX, problemaDasEtapas, problemaDoDia, type AnoLetivo, type AnoLetivoCriacao, type AnoLetivoEdicao, type DiaEspecialInput } from "@/lib/anos-letivos/schema";

// The school years, written (administrador and secretaria, checked by the actions). Each change is
// one transaction on the year's document (and the school's, for the year in progress), with its
// activity in the same commit.

const erros = anoLetivoTexts.erros;

export const alvoDo = (ano: Pick<AnoLetivo, "id" | "ano">, nomeDaEscola: string) => ({
  colecao: COLLECTIONS.anosLetivos,
  id: ano.id,
  nome: `${anoLetivoTexts.titulo(ano.ano)} — ${nomeDaEscola}`,
});

/** National holidays as the year keeps them: `Não letivo` days named after the holiday (lib/regras/feriados.ts). */
export const diasDosFeriados = (feriados: readonly FeriadoNacional[]) =>
  feriados.map((f) => ({ id: randomBytes(6).toString("base64url"), de: f.de, ate: f.ate, tipo: "naoLetivo" as const, motivo: f.nome }));

export const escolaNaTransacao = (tx: Transaction, ctx: ShellContext, idEscola: string) =>
  registroNaTransacao(tx, escolasCollection(), idEscola, (d) => escolaFrom(d, ctx.empresa.id), anoLetivoTexts.naoEncontrado);

export const anoNaTransacao = (tx: Transaction, ctx: ShellContext, id: string): Promise<AnoLetivo> =>
  registroNaTransacao(tx, anosCollection(), id, (d) => anoFrom(d, ctx.empresa.id), anoLetivoTexts.naoEncontrado);

/**
 * A year whose calendar may change, read in a transaction: not closed (its boletins are final), not
 * being closed (the results are computed from its etapas).
 */
async function anoEditavel(tx: Transaction, ctx: ShellContext, id: string): Promise<AnoLetivo> {
  const ano = await anoNaTransacao(tx, ctx, id);
  if (ano.situacao === "encerrado") throw new ActionError(erros.encerrado);
  if (anoEmEncerramento(ano)) throw new ActionError(encerramentoTexts.erros.emCurso);
  return ano;
}

/** Whether a year has a grade sheet or a parecer (both name their etapa by number), read in a transaction. */
async function haNotasNoAno(tx: Transaction, ctx: ShellContext, idAnoLetivo: string): Promise<boolean> {
  const consulta = (colecao: CollectionReference) => colecao.where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", idAnoLetivo).limit(1);
  const [notas, pareceres] = await Promise.all([tx.get(consulta(notasCollection())), tx.get(consulta(pareceresCollection()))]);
  return !notas.empty || !pareceres.empty;
}

/**
 * Creates a school's year `Em planejamento`. Its id is the school and the number, so a second one
 * is refused (`Este ano letivo já existe nesta escola.`) even when both are sent at once; the same
 * form sent again (its one-time token: a retry after a deadline) finds the year it made and
 * answers as it did.
 */
export async function criarAnoLetivo(ctx: ShellContext, input: AnoLetivoCriacao): Promise<{ id: string }> {
  const id = idDoAno(input.idEscola, input.ano);
  const ref = anosCollection().doc(id);
  // A digest of the form's token (and of what it asked): only that very form is a retry.
  const impressao = input.token
    ? impressaoDoPedido({ ...input, etapas: JSON.stringify(input.etapas), feriados: JSON.stringify(input.feriados), por: ctx.session.uid })
    : null;
  await transacaoDeCriacao(async (tx) => {
    const escola = await escolaNaTransacao(tx, ctx, input.idEscola);
    const existente = await tx.get(ref);
    if (existente.exists) {
      if (impressao && existente.get("idEmpresa") === ctx.empresa.id && existente.get("impressaoDaCriacao") === impressao) return;
      throw new ActionError(erros.jaExiste, "ano");
    }
    if (!escola.ativa) throw new ActionError(erros.escolaInativa);
    tx.create(ref, {
      idEmpresa: ctx.empresa.id,
      idEscola: escola.id,
      ano: input.ano,
      tipoEtapas: input.tipoEtapas,
      etapas: input.etapas,
      especiais: diasDosFeriados(input.feriados),
      situacao: "planejamento",
      ...criacaoDe(ctx.session.uid),
      impressaoDaCriacao: impressao,
    });
    registrarAtividade(tx, ctx, { tipo: "anoLetivo.criado", alvo: alvoDo({ id, ano: input.ano }, escola.nome) });
  });
  return { id };
}

/**
 * Changes a year's etapas (their kind and dates); the year's number stays, and the dates must fit
 * it (the form's `ano` is only what the page showed: a forged one does not move the year's bounds).
 */
export async function atualizarEtapas(ctx: ShellContext, input: AnoLetivoEdicao): Promise<AnoLetivo> {
  return transacao(async (tx) => {
    const atual = await anoEditavel(tx, ctx, input.id);
    if (atual.versao !== input.versao) throw new ActionError(erros.alteradoPorOutro);
    // Grades name their etapa by number: with grades, the kind (and count) of etapas stays.
    if (input.etapas.length !== atual.etapas.length && (await haNotasNoAno(tx, ctx, atual.id))) throw new ActionError(erros.notasNasEtapas);
    const problema = problemaDasEtapas(atual.ano, input.etapas);
    if (problema) throw new ActionError(problema.mensagem, problema.campo);
    const escola = await escolaNaTransacao(tx, ctx, atual.idEscola);
    for (const p of periodosQueMudamDeEtapa(atual.etapas, input.etapas)) {
      if (await haChamadaEntre(tx, ctx, atual.id, p.inicio, p.fim)) throw new ActionError(erros.chamadasNasEtapas(formatarData(p.inicio), formatarData(p.fim)));
    }
    // The special days must still fit the year's bounds (they do: the bounds are the year's, not the etapas').
    tx.update(anosCollection().doc(atual.id), { tipoEtapas: input.tipoEtapas, etapas: input.etapas, ...alteracaoDe(ctx.session.uid) });
    const de = atual.etapas.map((e) => `${e.inicio}/${e.fim}`).join(", ");
    const para = input.etapas.map((e) => `${e.inicio}/${e.fim}`).join(", ");
    if (de !== para || atual.tipoEtapas !== input.tipoEtapas) {
      registrarAtividade(tx, ctx, { tipo: "anoLetivo.atualizado", alvo: alvoDo(atual, escola.nome), mudancas: [{ campo: "etapas", de, para }] });
    }
    return atual;
  });
}

/**
 * `Iniciar ano letivo`: the year goes `Em andamento` and becomes the school's year in progress
 * (`anoEmAndamento` on the school's document). Reading the school in the transaction serializes
 * two starts of the same school's years: at most one year is in progress.
 */
export async function iniciarAnoLetivo(ctx: ShellContext, id: string): Promise<AnoLetivo> {
  return transacao(async (tx) => {
    const ano = await anoNaTransacao(tx, ctx, id);
    const escola = await escolaNaTransacao(tx, ctx, ano.idEscola);
    if (ano.situacao !== "planejamento") throw new ActionError(erros.naoEmPlanejamento);
    if (ano.etapas.length === 0) throw new ActionError(erros.semDatas);
    if (escola.anoEmAndamento && escola.anoEmAndamento.id !== ano.id) {
      const outro = anoFrom(await tx.get(anosCollection().doc(escola.anoEmAndamento.id)), ctx.empresa.id);
      if (outro?.situacao === "andamento") throw new ActionError(erros.jaEmAndamento);
    }
    tx.update(anosCollection().doc(ano.id), { situacao: "andamento", ...alteracaoDe(ctx.session.uid) });
    tx.update(escolasCollection().doc(escola.id), { anoEmAndamento: { id: ano.id, ano: ano.ano } });
    registrarAtividade(tx, ctx, {
      tipo: "anoLetivo.iniciado",
      alvo: alvoDo(ano, escola.nome),
      mudancas: [{ campo: "situacao", de: anoLetivoTexts.situacoes.planejamento, para: anoLetivoTexts.situacoes.andamento }],
    });
    return ano;
  });
}

/** A não letivo period over days with roll calls, found in the transaction and told outside it (the list is read then). */
class HaChamadasNoPeriodo extends Error {}

/** How many roll calls the refusal lists (links); how many are taken out per round of the confirmation. */
const CHAMADAS_LISTADAS = 20;
const CHAMADAS_POR_RODADA = 200;

/**
 * Adds a period of special days (Não letivo / Letivo extra) to a year. A `Não letivo` period over
 * days with roll calls is refused with those roll calls listed (turma and day, each a link to it)
 * and the confirmation `Marcar como não letivo e desconsiderar as chamadas desses dias`. The roll
 * calls are the last thing checked: only a period that every other rule accepts (its dates, no
 * overlap, room in the year) reaches them. Confirmed, they are taken out turma by turma
 * (lib/chamadas/desconsiderar.ts: each counter moved once, an activity on each turma), then the
 * period is added in a transaction that checks again that no roll call is left (one saved
 * meanwhile is listed again).
 */
export async function adicionarDiaEspecial(ctx: ShellContext, input: DiaEspecialInput): Promise<AnoLetivo> {
  const adicionar = async () => {
    try {
      return await adicionarNaTransacao(ctx, input);
    } catch (error) {
      if (error instanceof HaChamadasNoPeriodo) return null;
      throw error;
    }
  };
  const adicionado = (await adicionar()) ?? (input.confirmado ? await desconsiderarChamadasDoPeriodo(ctx, input.id, input.de!, input.ate!, input.motivo).then(adicionar) : null);
  if (adicionado) return adicionado;
  throw await recusaComChamadas(ctx, input.id, input.de!, input.ate!);
}

/** The refusal of a não letivo period over roll calls: the first ones, as links, and the confirmation. */
async function recusaComChamadas(ctx: ShellContext, idAno: string, de: string, ate: string): Promise<ActionError> {
  const { chamadas, total } = await chamadasDoPeriodo(ctx, idAno, de, ate, CHAMADAS_LISTADAS);
  const itens = chamadas.map((c) => ({
    texto: erros.especiais.chamadaListada(c.nomeDaTurma, formatarData(c.dia)),
    href: `/escolas/${encodeURIComponent(c.idEscola)}/turmas/${encodeURIComponent(c.idTurma)}/chamada?data=${c.dia}`,
  }));
  return new ActionError(erros.especiais.comChamadas, "de", { itens, mais: Math.max(0, total - itens.length), confirmar: erros.especiais.desconsiderar });
}

/** Takes out the year's roll calls from `de` to `ate`, turma by turma, until none is left. */
async function desconsiderarChamadasDoPeriodo(ctx: ShellContext, idAno: string, de: string, ate: string, motivo: string): Promise<void> {
  // Each round takes out what it lists, so rounds end; one that takes out nothing stops them.
  for (;;) {
    const porTurma = await proximasChamadasDoPeriodo(ctx, idAno, de, ate, CHAMADAS_POR_RODADA);
    let tiradas = 0;
    for (const [idTurma, dias] of porTurma) {
      tiradas += await transacao(async (tx) => {
        await anoEditavel(tx, ctx, idAno);
        return desconsiderarChamadasDaTurma(tx, ctx, idAno, idTurma, dias, motivo);
      });
    }
    if (tiradas === 0) return;
  }
}

async function adicionarNaTransacao(ctx: ShellContext, input: DiaEspecialInput): Promise<AnoLetivo> {
  return transacao(async (tx) => {
    const ano = await anoEditavel(tx, ctx, input.id);
    const problema = problemaDoDia(ano.ano, ano.etapas, input);
    if (problema) throw new ActionError(problema.mensagem, problema.campo);
    const dia = { id: randomBytes(6).toString("base64url"), de: input.de!, ate: input.ate!, tipo: input.tipo, motivo: input.motivo };
    if (ano.especiais.some((e) => sobrepoe(e, dia))) throw new ActionError(erros.especiais.sobreposicao, "de");
    if (ano.especiais.length >= DIAS_ESPECIAIS_MAX) throw new ActionError(erros.especiais.demais);
    // A day off over days with a roll call would leave attendance on a day with no class.
    if (dia.tipo === "naoLetivo" && (await haChamadaEntre(tx, ctx, ano.id, dia.de, dia.ate))) throw new HaChamadasNoPeriodo();
    const escola = await escolaNaTransacao(tx, ctx, ano.idEscola);
    const especiais = [...ano.especiais, dia].sort((a, b) => a.de.localeCompare(b.de));
    tx.update(anosCollection().doc(ano.id), { especiais, ...alteracaoDe(ctx.session.uid) });
    registrarAtividade(tx, ctx, { tipo: "anoLetivo.diaAdicionado", alvo: alvoDo(ano, escola.nome), detalhe: descreverDia(dia) });
    return ano;
  });
}

/** Removes a period of special days from a year. */
export async function removerDiaEspecial(ctx: ShellContext, id: string, idDia: string): Promise<AnoLetivo> {
  return transacao(async (tx) => {
    const ano = await anoEditavel(tx, ctx, id);
    const dia = ano.especiais.find((e) => e.id === idDia);
    if (!dia) throw new ActionError(erros.especiais.naoEncontrado);
    // A make-up day taken away over a roll call: the same.
    if (dia.tipo === "letivoExtra" && (await haChamadaEntre(tx, ctx, ano.id, dia.de, dia.ate))) throw new ActionError(erros.especiais.comChamadas);
    const escola = await escolaNaTransacao(tx, ctx, ano.idEscola);
    tx.update(anosCollection().doc(ano.id), { especiais: ano.especiais.filter((e) => e.id !== idDia), ...alteracaoDe(ctx.session.uid) });
    registrarAtividade(tx, ctx, { tipo: "anoLetivo.diaRemovido", alvo: alvoDo(ano, escola.nome), detalhe: descreverDia(dia) });
    return ano;
  });
}

/** "Não letivo: 16/02/2026 a 17/02/2026 (Carnaval)", for the activity. */
function descreverDia(dia: { de: string; ate: string; tipo: "naoLetivo" | "letivoExtra"; motivo: string }): string {
  const periodo = anoLetivoTexts.especiais.periodo(formatarData(dia.de), formatarData(dia.ate));
  return anoLetivoTexts.especiais.descricao(anoLetivoTexts.especiais.tipos[dia.tipo], periodo, dia.motivo);
}
