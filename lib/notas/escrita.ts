import "server-only";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { ActionError } from "@/lib/infra/actions/erro";
import { daEmpresa } from "@/lib/empresas/schema";
import { pode, professorDaTurma } from "@/lib/empresas/papeis";
import { hoje } from "@/lib/infra/relogio";

import { actionTexts, anoLetivoTexts, notasTexts, pareceresTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { turmaNaTransacao } from "@/lib/turmas/escrita";
import type { Turma } from "@/lib/turmas/schema";
import type { Componente } from "@/lib/turmas/componentes";
import { enturmacaoFrom, enturmacoesCollection, ENTRADAS_NA_TURMA } from "@/lib/enturmacoes/dados";
import { regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { chaveValida, fimDaEtapa, idDaFolha, naFolhaDaEtapa } from "@/lib/notas/documento";
import { folhaDeNotasDoc, type NotasDaEtapaInput, type NotasInput, notasCollection } from "@/lib/notas/schema";
import { alunosDaRecuperacao } from "@/lib/notas/dados";
import { LeitorDeBoletins } from "@/lib/boletins/leitor";
import { formatarData } from "@/lib/campos/data";
import { chunk } from "@/lib/infra/lotes";
import { ingressoNoAno, podeFicarSemNota } from "@/lib/enturmacoes/documento";
import { lerNota } from "@/lib/regras/notas";
import { professorAindaLanca } from "@/lib/regras/prazo-das-notas";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import type { ChaveDaEtapa } from "@/lib/regras/boletim";
import { chaveDoComponente } from "@/lib/regras/componentes";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import { anoFechadoPara } from "@/lib/encerramento/trava";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// `Salvar notas`: one transaction reads the turma, its year (in progress, not being closed), the
// company's rules, the sheet and the turma's entries, then writes the sheet whole. The recovery's
// save also reads, in it, what the boletim's line of that component is made of (alunosDaRecuperacao:
// the students' entries of the year, their former turmas, that component's sheets in each turma;
// no other component's). Saves of the same sheet serialize on its document: one that finds a
// version other than the one its page opened is refused (unless it sends the very grades stored: a
// retry). Invalid grades are named back, nothing saved.

const erros = notasTexts.erros;

/** Whether the session may change this component's grades of this etapa (the year's state aside). */
export function podeLancar(ctx: Pick<ShellContext, "papel" | "session">, turma: Pick<Turma, "professores" | "componentes">, componente: Pick<Componente, "id">, ano: Pick<AnoLetivo, "etapas">, etapa: ChaveDaEtapa, dia: string): "sim" | "naoEProfessor" | "prazo" {
  if (pode(ctx.papel, "escrever")) return "sim";
  if (!professorDaTurma(ctx, turma)?.componentes.has(componente.id)) return "naoEProfessor";
  const fim = fimDaEtapa(ano.etapas, etapa);
  return fim !== undefined && professorAindaLanca(fim, dia) ? "sim" : "prazo";
}

/**
 * A reader of the turma's boletins that reads in the save's transaction, with the rules it read
 * there, one component's sheets only: the transaction holds what it reads, so a save of another
 * component of the turma, or of the turma's other sheets, does not meet this one.
 */
function leitorNaTransacao(tx: Transaction, ctx: ShellContext, turma: Turma, ano: AnoLetivo, componente: Componente, regras: RegrasDeAvaliacao): LeitorDeBoletins {
  const leitor = new LeitorDeBoletins(ctx, turma.ano, { componente: chaveDoComponente(componente.nome), transacao: { tx, regras } });
  leitor.conhecer(turma, ano);
  return leitor;
}

/** Why a year takes no grade now, or null. */
export const anoSemNotas = (ano: Pick<AnoLetivo, "situacao" | "encerrandoDesde">, agora = new Date()): string | null => anoFechadoPara(ano, erros, agora);

export type NotasSalvas = { versao: number; invalidos?: undefined } | { invalidos: string[]; versao?: undefined };

export async function salvarNotas(ctx: ShellContext, input: NotasInput): Promise<NotasSalvas> {
  // The texts first: a grade that is not one is said next to its field, before anything is read.
  const lidas = new Map<string, number | null>();
  const invalidos: string[] = [];
  for (const n of input.notas) {
    const nota = lerNota(n.nota);
    if (nota === undefined) invalidos.push(n.id);
    else lidas.set(n.id, nota);
  }
  if (invalidos.length > 0) return { invalidos };
  const dia = hoje();
  const autor = autorDe(ctx);
  return transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, input.idTurma);
    const ehDaTurma = pode(ctx.papel, "escrever") || professorDaTurma(ctx, turma) !== null;
    if (!ehDaTurma) throw new ActionError(actionTexts.semPermissao);
    const ano = await registroNaTransacao(tx, anosCollection(), turma.idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
    const regras = await regrasNaTransacao(tx, ctx.empresa.id);
    // A turma evaluated by parecer takes no grade (Educação Infantil; 1º–3º ano by the company's choice).
    if (avaliadaPorParecer(turma.etapaDeEnsino, regras)) throw new ActionError(pareceresTexts.erros.porParecer);
    const componente = turma.componentes.find((c) => c.id === input.idComponente);
    if (!componente) throw new ActionError(erros.componente);
    // A year still without its dates (the rematrícula's) has no etapa to grade.
    const etapa = ano.etapas.length === 0 ? null : chaveValida(input.etapa, ano.etapas.length, regras.recuperacaoFinal);
    if (etapa === null) throw new ActionError(erros.etapa);
    const fechado = anoSemNotas(ano);
    if (fechado) throw new ActionError(fechado);
    const permissao = podeLancar(ctx, turma, componente, ano, etapa, dia);
    if (permissao === "naoEProfessor") throw new ActionError(actionTexts.semPermissao);
    if (permissao === "prazo") throw new ActionError(erros.prazo);
    // `Não compareceu à recuperação` is the secretaria's to say, on the recovery's grid only.
    if (input.naoCompareceu !== undefined && (etapa !== "rec" || !pode(ctx.papel, "escrever"))) throw new ActionError(actionTexts.semPermissao);

    const ref = notasCollection().doc(idDaFolha(turma.id, componente.id, etapa));
    const [atual, entradas] = await Promise.all([
      tx.get(ref),
      tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", turma.id).limit(ENTRADAS_NA_TURMA)),
    ]);
    registrarLeituras("notas.salvar", 4 + entradas.size);
    const guardada = daEmpresa(atual, folhaDeNotasDoc, ctx.empresa.id);
    const daTurma = entradas.docs.flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? []);
    // The recovery's rows are the grid's: the boletim's answer, read in this transaction (issue 42).
    const naFolha = new Set(
      etapa === "rec"
        ? (await alunosDaRecuperacao(leitorNaTransacao(tx, ctx, turma, ano, componente, regras), componente, daTurma, guardada?.valores ?? {})).map((r) => r.entrada.idAluno)
        : daTurma.filter((e) => naFolhaDaEtapa(e, ano.etapas[Number(etapa)]!)).map((e) => e.idAluno),
    );
    for (const id of lidas.keys()) {
      if (!naFolha.has(id)) throw new ActionError(etapa === "rec" && guardada?.valores[id] === undefined ? erros.foraDaRecuperacao : erros.alunoForaDaTurma);
    }
    for (const id of input.naoCompareceu ?? []) if (!naFolha.has(id)) throw new ActionError(erros.foraDaRecuperacao);

    const antes = guardada?.valores ?? {};
    const valores: Record<string, number> = { ...antes };
    for (const [id, nota] of lidas) {
      if (nota === null) delete valores[id];
      else valores[id] = nota;
    }
    // A student with a recovery grade took it: the grade wins over a `Não compareceu` mark.
    const ausentesAntes = guardada?.naoCompareceu ?? [];
    const naoCompareceu = [...new Set(input.naoCompareceu ?? ausentesAntes)].filter((id) => valores[id] === undefined).sort();
    const versaoAtual = guardada?.versao ?? 0;
    const iguais =
      Object.keys(valores).length === Object.keys(antes).length &&
      Object.entries(valores).every(([id, v]) => antes[id] === v) &&
      naoCompareceu.join("\u0000") === [...ausentesAntes].sort().join("\u0000");
    // The grades stored already: a retry of a save that went through, or nothing changed.
    if (iguais && guardada) return { versao: versaoAtual };
    if (versaoAtual !== input.versao) throw new ActionError(erros.alteradas);
    const versao = versaoAtual + 1;
    tx.set(ref, {
      idEmpresa: ctx.empresa.id,
      idTurma: turma.id,
      idEscola: turma.idEscola,
      idAnoLetivo: turma.idAnoLetivo,
      ano: turma.ano,
      idComponente: componente.id,
      nomeComponente: componente.nome,
      etapa,
      valores,
      naoCompareceu,
      versao,
      salvaPor: autor.uid,
      salvaPorNome: autor.nome,
      salvaEm: FieldValue.serverTimestamp(),
    });
    const nomeDaEtapa = etapa === "rec" ? notasTexts.recuperacaoFinal : anoLetivoTexts.etapa(ano.tipoEtapas, Number(etapa) + 1);
    registrarAtividade(tx, autor, {
      tipo: "notas.salvas",
      alvo: { colecao: COLLECTIONS.turmas, id: turma.id, nome: `${turma.nome} (${turma.ano})` },
      detalhe: notasTexts.detalhe(componente.nome, nomeDaEtapa, lidas.size),
    });
    return { versao };
  });
}

/**
 * `Sem nota (ingressou em …)` (administrador, secretaria): marks or clears an etapa for students of
 * the turma who came into the year after it began (their first entry of the year, in any turma, is
 * later than the etapa's first day), with no grade from a former school for it. One transaction: the
 * turma, its year (open), the turma's entries and those students' entries of the year; the mark is
 * kept on the student's latest entry in this turma (`etapasSemNota`), and the boletim reads it from
 * every entry of the year, so it follows the student.
 */
export async function marcarSemNota(ctx: ShellContext, idTurma: string, etapa: string, marcas: readonly { id: string; marcado: boolean }[]): Promise<void> {
  if (!pode(ctx.papel, "escrever")) throw new ActionError(actionTexts.semPermissao);
  if (marcas.length === 0) return;
  const autor = autorDe(ctx);
  await transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, idTurma);
    const ano = await registroNaTransacao(tx, anosCollection(), turma.idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
    const fechado = anoSemNotas(ano);
    if (fechado) throw new ActionError(fechado);
    const chave = ano.etapas.length === 0 ? null : chaveValida(etapa, ano.etapas.length, false);
    if (chave === null) throw new ActionError(erros.etapa);
    const periodo = ano.etapas[Number(chave)]!;
    const ids = [...new Set(marcas.map((m) => m.id))];
    const [daTurma, ...doAno] = await Promise.all([
      tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", turma.id).limit(ENTRADAS_NA_TURMA)),
      ...chunk(ids, 30).map((lote) => tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "in", lote).where("ano", "==", turma.ano).limit(lote.length * 20))),
    ]);
    registrarLeituras("notas.semNota", 2 + daTurma.size + doAno.reduce((n, s) => n + s.size, 0));
    const entradasDaTurma = daTurma.docs.flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? []);
    const entradasDoAno = doAno.flatMap((s) => s.docs.flatMap((d) => enturmacaoFrom(d, ctx.empresa.id) ?? []));
    for (const { id, marcado } of marcas) {
      const aqui = entradasDaTurma.filter((e) => e.idAluno === id && naFolhaDaEtapa(e, periodo)).sort((a, b) => b.desde.localeCompare(a.desde))[0];
      if (!aqui) throw new ActionError(erros.alunoForaDaTurma);
      const ingresso = ingressoNoAno(entradasDoAno.filter((e) => e.idAluno === id)) ?? aqui.desde;
      if (marcado && !podeFicarSemNota(ingresso, periodo)) throw new ActionError(erros.semNotaSemIngresso(nomeDeExibicaoDaEntrada(aqui)));
      const atuais = new Set(entradasDoAno.filter((e) => e.idAluno === id).flatMap((e) => e.semNota));
      if (atuais.has(chave) === marcado) continue;
      // At least one etapa keeps its grades: a year with none graded would leave the student without a result.
      if (marcado && ano.etapas.every((_, i) => i === Number(chave) || atuais.has(String(i)))) throw new ActionError(erros.semNotaEmTodas(nomeDeExibicaoDaEntrada(aqui)));
      // Cleared from every entry of the year (it may have been set in a former turma), set on this one.
      for (const e of entradasDoAno.filter((x) => x.idAluno === id)) {
        const etapas = e.semNota.filter((k) => k !== chave);
        if (marcado && e.id === aqui.id) etapas.push(chave);
        if (etapas.length !== e.semNota.length || (marcado && e.id === aqui.id)) tx.update(enturmacoesCollection().doc(e.id), { etapasSemNota: etapas.sort() });
      }
      registrarAtividade(tx, autor, {
        tipo: "notas.semNota",
        alvo: { colecao: COLLECTIONS.alunos, id, nome: aqui.nomeAluno },
        detalhe: marcado
          ? notasTexts.detalheSemNota(anoLetivoTexts.etapa(ano.tipoEtapas, Number(chave) + 1), formatarData(ingresso))
          : notasTexts.detalheSemNotaRemovida(anoLetivoTexts.etapa(ano.tipoEtapas, Number(chave) + 1)),
      });
    }
  });
}

/** What a whole etapa's save answers: per component, its new version, its invalid rows or its refusal; and the `Sem nota` marks' refusal, if any. */
export type NotasDaEtapaSalvas = { folhas: Record<string, NotasSalvas | { erro: string }>; semNota: { erro: string } | null };

/**
 * `Salvar notas` of a whole etapa (issue 41): each sheet sent is saved by salvarNotas in its own
 * transaction (the rules, the deadline and the stale-save rule per component, as its own grid), so
 * one component refused leaves the others saved, and says which; then the `Sem nota` marks.
 */
export async function salvarNotasDaEtapa(ctx: ShellContext, input: NotasDaEtapaInput, falha: (error: unknown) => string): Promise<NotasDaEtapaSalvas> {
  const folhas: NotasDaEtapaSalvas["folhas"] = {};
  for (const f of input.folhas) {
    try {
      folhas[f.idComponente] = await salvarNotas(ctx, { idTurma: input.idTurma, etapa: input.etapa, ...f });
    } catch (error) {
      folhas[f.idComponente] = { erro: falha(error) };
    }
  }
  let semNota: NotasDaEtapaSalvas["semNota"] = null;
  if (input.semNota && input.semNota.length > 0) {
    try {
      await marcarSemNota(ctx, input.idTurma, input.etapa, input.semNota);
    } catch (error) {
      semNota = { erro: falha(error) };
    }
  }
  return { folhas, semNota };
}
