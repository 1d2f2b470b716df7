import "server-only";
import { FieldValue } from "firebase-admin/firestore";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { ActionError } from "@/lib/infra/actions/erro";
import { daEmpresa } from "@/lib/empresas/schema";
import { pode } from "@/lib/empresas/papeis";
import { hoje } from "@/lib/campos/data";
import { actionTexts, anoLetivoTexts, notasTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { turmaNaTransacao } from "@/lib/turmas/escrita";
import type { Turma } from "@/lib/turmas/schema";
import type { Componente } from "@/lib/turmas/componentes";
import { enturmacaoFrom, enturmacoesCollection, ENTRADAS_NA_TURMA } from "@/lib/enturmacoes/dados";
import { regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { notasCollection } from "@/lib/boletins/leitor";
import { chaveValida, fimDaEtapa, idDaFolha, naFolhaDaEtapa } from "@/lib/notas/documento";
import { folhaDeNotasDoc, type NotasInput } from "@/lib/notas/schema";
import { lerNota, mediaAnual } from "@/lib/regras/notas";
import { professorAindaLanca } from "@/lib/regras/prazo-das-notas";
import { semNotas } from "@/lib/regras/situacao-final";
import type { ChaveDaEtapa } from "@/lib/regras/boletim";
import { anoEmEncerramento } from "@/lib/encerramento/trava";

// `Salvar notas`: one transaction reads the turma, its year (in progress, not being closed), the
// company's rules, the sheet and the turma's entries, then writes the sheet whole. Saves of the
// same sheet serialize on its document: one that finds a version other than the one its page
// opened is refused (unless it sends the very grades stored: a retry). Invalid grades are named
// back, nothing saved.

const erros = notasTexts.erros;

/** Whether the session may change this component's grades of this etapa (the year's state aside). */
export function podeLancar(ctx: Pick<ShellContext, "papel" | "session">, turma: Pick<Turma, "professores">, componente: Componente, ano: Pick<AnoLetivo, "etapas">, etapa: ChaveDaEtapa, dia: string): "sim" | "naoEProfessor" | "prazo" {
  if (pode(ctx.papel, "escrever")) return "sim";
  const uid = ctx.session.uid;
  // Only the professor role teaches: another role named on a turma (a slip) writes nothing.
  const ensina = ctx.papel === "professor" && turma.professores.some((p) => p.uid === uid);
  if (!ensina || (componente.professor !== null && componente.professor !== uid)) return "naoEProfessor";
  const fim = fimDaEtapa(ano.etapas, etapa);
  return fim !== undefined && professorAindaLanca(fim, dia) ? "sim" : "prazo";
}

/** Why a year takes no grade now, or null. */
export function anoSemNotas(ano: Pick<AnoLetivo, "situacao" | "encerrandoDesde">, agora = new Date()): string | null {
  if (ano.situacao === "encerrado") return erros.anoEncerrado;
  if (ano.situacao !== "andamento") return erros.semAno;
  if (anoEmEncerramento(ano, agora)) return erros.anoFechando;
  return null;
}

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
    const ehDaTurma = pode(ctx.papel, "escrever") || (ctx.papel === "professor" && turma.professores.some((p) => p.uid === ctx.session.uid));
    if (!ehDaTurma) throw new ActionError(actionTexts.semPermissao);
    const ano = await registroNaTransacao(tx, anosCollection(), turma.idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
    const regras = await regrasNaTransacao(tx, ctx.empresa.id);
    const componente = semNotas(turma.etapaDeEnsino) ? undefined : turma.componentes.find((c) => c.id === input.idComponente);
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
    // The recovery's rows: the students whose average in this turma is below the passing grade (or
    // not known here: a student moved in keeps grades of another turma; the boletim decides).
    const etapasDoComponente = etapa === "rec" ? ano.etapas.map((_, i) => notasCollection().doc(idDaFolha(turma.id, componente.id, `${i}` as ChaveDaEtapa))) : [];
    const [atual, entradas, ...folhasDasEtapas] = await Promise.all([
      tx.get(ref),
      tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", turma.id).limit(ENTRADAS_NA_TURMA)),
      ...etapasDoComponente.map((r) => tx.get(r)),
    ]);
    registrarLeituras("notas.salvar", 4 + entradas.size + folhasDasEtapas.length);
    const guardada = daEmpresa(atual, folhaDeNotasDoc, ctx.empresa.id);
    const valoresDasEtapas = folhasDasEtapas.map((d) => daEmpresa(d, folhaDeNotasDoc, ctx.empresa.id)?.valores ?? {});
    const naFolha = new Set(
      entradas.docs.flatMap((d) => {
        const e = enturmacaoFrom(d, ctx.empresa.id);
        if (!e) return [];
        if (etapa !== "rec") return naFolhaDaEtapa(e, ano.etapas[Number(etapa)]!) ? [e.idAluno] : [];
        if (e.situacao !== "cursando") return [];
        const media = mediaAnual(valoresDasEtapas.map((v) => v[e.idAluno] ?? null));
        return media === null || media < regras.mediaParaAprovacao ? [e.idAluno] : [];
      }),
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
