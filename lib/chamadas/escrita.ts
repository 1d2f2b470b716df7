import "server-only";
import { contar } from "@/lib/empresas/contadores";
import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { db } from "@/lib/infra/firebase/admin";
import { registroNaTransacao, transacao } from "@/lib/infra/firestore/transacao";
import { COLLECTIONS } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { ActionError } from "@/lib/infra/actions/erro";
import { daEmpresa } from "@/lib/empresas/schema";
import { formatarData, horaDe } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { actionTexts, chamadaTexts, encerramentoTexts, turmaTexts } from "@/lib/messages";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import type { ShellContext } from "@/lib/shell/contexto";
import { autorDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { turmasCollection } from "@/lib/turmas/dados";
import { pode, professorDaTurma } from "@/lib/empresas/papeis";
import { turmaNaTransacao } from "@/lib/turmas/escrita";
import type { Turma } from "@/lib/turmas/schema";
import { enturmacaoFrom, enturmacoesCollection, ENTRADAS_NA_TURMA } from "@/lib/enturmacoes/dados";
import { etapaDoDiaDeAula } from "@/lib/regras/calendario";
import { regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { abaixoDoMinimo, CONTAGEM_VAZIA, somar, type Contagem } from "@/lib/regras/frequencia";
import { dentroDoPrazoDoProfessor } from "@/lib/regras/prazo-da-chamada";
import { ajustar, ajustes, idDaChamada, type Ajuste, mesmasMarcas, mesmoRegistro, naChamadaDoDia, totais, type Registro } from "@/lib/chamadas/documento";
import { chamadaDoc, diaValido, type ChamadaInput } from "@/lib/chamadas/schema";
import { frequenciaDoc } from "@/lib/enturmacoes/schema";

// The roll call, written: one transaction reads the turma, its year (in progress; the day a day of
// class in one of its etapas), the day's roll call and the turma's entries, then writes the day
// (chamadas/{idTurma}__{dia}) and moves each entry's counters by the difference with what the day
// counted before. Saves of the same day serialize on its document: the one that finds a version
// other than the one its page opened is refused (unless it sends the very marks stored: a retry).

const erros = chamadaTexts.erros;

export const chamadasCollection = () => db().collection(COLLECTIONS.chamadas);

/** A day's roll call of the company, as stored, or null. */
export function chamadaFrom(doc: DocumentSnapshot, idEmpresa: string) {
  return daEmpresa(doc, chamadaDoc, idEmpresa);
}

/**
 * Whether a year holds a roll call on a day from `inicio` to `fim`, read in a transaction (a change
 * of the year's calendar must not leave a recorded day outside its etapa, or make it a day off).
 */
export async function haChamadaEntre(tx: Transaction, ctx: ShellContext, idAnoLetivo: string, inicio: string, fim: string): Promise<boolean> {
  const consulta = chamadasCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", idAnoLetivo).where("dia", ">=", inicio).where("dia", "<=", fim);
  return !(await tx.get(consulta.limit(1))).empty;
}

/**
 * Moves the counters of the entries `mudancas` name by their differences (lib/chamadas/documento.ts's
 * ajustes), in a transaction, with the flag of frequência below the minimum and Home's count of it.
 * `lidas` are the entries the caller read already; the others are read here (before any write; one
 * gone since, or of another company, is skipped). Counted under `leituras` in the reads' log.
 * The flag is by the company's `Frequência mínima` (issue 42), read here in the transaction too: a
 * change of the rules and this write cannot interleave (one of them waits for, or retries after,
 * the other), so no flag is written by a minimum no longer in force.
 */
export async function moverContadores(
  tx: Transaction,
  ctx: ShellContext,
  turma: Pick<Turma, "etapaDeEnsino">,
  mudancas: readonly Ajuste[],
  lidas: Map<string, DocumentSnapshot>,
  leituras: string,
): Promise<void> {
  const docs = new Map(lidas);
  const faltando = [...new Set(mudancas.map((a) => a.entrada))].filter((id) => !docs.has(id));
  const [regras, lidasAqui] = await Promise.all([
    regrasNaTransacao(tx, ctx.empresa.id),
    faltando.length > 0 ? tx.getAll(...faltando.map((id) => enturmacoesCollection().doc(id))) : Promise.resolve([]),
  ]);
  registrarLeituras("regrasDeAvaliacao.naTransacao", 1);
  if (faltando.length > 0) {
    for (const d of lidasAqui) docs.set(d.id, d);
    registrarLeituras(leituras, faltando.length);
  }
  const porEntrada = new Map<string, Record<string, Contagem>>();
  for (const a of mudancas) {
    const doc = docs.get(a.entrada);
    if (!doc?.exists || doc.get("idEmpresa") !== ctx.empresa.id) continue;
    const frequencia = porEntrada.get(a.entrada) ?? { ...frequenciaDoc.parse(doc.get("frequencia") ?? {}) };
    frequencia[String(a.etapa)] = ajustar(frequencia[String(a.etapa)] ?? CONTAGEM_VAZIA, a.delta);
    porEntrada.set(a.entrada, frequencia);
  }
  // Home's count of students below the minimum follows the flags that flip on entries `Cursando`.
  let abaixo = 0;
  for (const [id, frequencia] of porEntrada) {
    const doc = docs.get(id)!;
    const agora = abaixoDoMinimo(somar(Object.values(frequencia)), turma.etapaDeEnsino, regras.frequenciaMinima);
    if (doc.get("situacao") === "cursando") abaixo += Number(agora) - Number(doc.get("abaixoDoMinimo") === true);
    tx.update(enturmacoesCollection().doc(id), { frequencia, abaixoDoMinimo: agora });
  }
  contar(tx, ctx.empresa.id, { abaixoDoMinimo: abaixo });
}

/** What a save answers: the day's numbers, its version now, and who saved it at what time. */
export type ChamadaSalva = { versao: number; presentes: number; faltas: number; justificadas: number; salvaPor: string; hora: string };

/** Whether the session's role must keep to the professor's 7 days (administrador and secretaria may change any day of the year). */
const temPrazo = (ctx: ShellContext) => ctx.papel === "professor";

/**
 * `Salvar chamada`: the turma's roll on `dia` (its students `Cursando` that day) with the marks
 * sent (a student not sent is `Presente`; one sent who is not on the roll refuses the whole save).
 */
export async function salvarChamada(ctx: ShellContext, input: ChamadaInput): Promise<ChamadaSalva> {
  const hojeSP = hoje();
  if (!diaValido(input.dia)) throw new ActionError(erros.data);
  if (input.dia > hojeSP) throw new ActionError(erros.semAula);
  if (temPrazo(ctx) && !dentroDoPrazoDoProfessor(input.dia, hojeSP)) throw new ActionError(erros.prazo);
  const autor = autorDe(ctx);
  return transacao(async (tx) => {
    const turma = await turmaNaTransacao(tx, ctx, input.idTurma);
    // A professor takes the roll call of the turmas they teach only.
    if (!pode(ctx.papel, "escrever") && !professorDaTurma(ctx, turma)) throw new ActionError(actionTexts.semPermissao);
    const ano = await registroNaTransacao(tx, anosCollection(), turma.idAnoLetivo, (d) => anoFrom(d, ctx.empresa.id), turmaTexts.naoEncontrada);
    // While the year is being closed, its roll calls wait (the results are computed from them).
    if (ano.situacao === "andamento" && anoEmEncerramento(ano)) throw new ActionError(encerramentoTexts.erros.emCurso);
    const etapa = ano.situacao === "andamento" ? etapaDoDiaDeAula(ano.etapas, ano.especiais, input.dia) : null;
    if (etapa === null) throw new ActionError(erros.semAula);
    const ref = chamadasCollection().doc(idDaChamada(turma.id, input.dia));
    const [atual, entradas] = await Promise.all([
      tx.get(ref),
      tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idTurma", "==", turma.id).limit(ENTRADAS_NA_TURMA)),
    ]);
    registrarLeituras("chamadas.salvar", 3 + entradas.size);
    const guardada = chamadaFrom(atual, ctx.empresa.id);
    const docsDasEntradas = new Map<string, DocumentSnapshot>(entradas.docs.map((d) => [d.id, d]));
    const naChamada = entradas.docs.flatMap((d) => {
      const e = enturmacaoFrom(d, ctx.empresa.id);
      return e && naChamadaDoDia(e, input.dia) ? [e] : [];
    });
    const pedidas = new Map(input.marcas.map((m) => [m.id, m.marca]));
    const ids = new Set(naChamada.map((e) => e.idAluno));
    for (const id of pedidas.keys()) if (!ids.has(id)) throw new ActionError(erros.alunoForaDaTurma);
    const registro: Registro = Object.fromEntries(naChamada.map((e) => [e.idAluno, { e: e.id, m: pedidas.get(e.idAluno) ?? "presente" }]));

    const resposta = (versao: number, r: Registro, salvaPor: string, em: Date): ChamadaSalva => ({ versao, ...totais(r), salvaPor, hora: horaDe(em) });
    const versaoAtual = guardada?.versao ?? 0;
    if (guardada && mesmasMarcas(guardada.alunos, registro)) {
      // The marks stored already: a retry of a save that went through (another version: the one it
      // made), or the same marks again. Nothing moves, unless the counters would now count the day
      // elsewhere (a student's entry, or the day's etapa, changed since), which this save puts right.
      const jaContado = mesmoRegistro(guardada.alunos, registro) && guardada.etapa === etapa;
      if (jaContado || versaoAtual !== input.versao) return resposta(guardada.versao, guardada.alunos, guardada.salvaPorNome, guardada.salvaEm ?? new Date());
    }
    if (versaoAtual !== input.versao) throw new ActionError(erros.alteradaPorOutro);

    // Every entry whose counters move, read before any write (an entry gone since is skipped).
    const mudancas = ajustes(guardada ? { registro: guardada.alunos, etapa: guardada.etapa } : null, { registro, etapa });
    await moverContadores(tx, ctx, turma, mudancas, docsDasEntradas, "chamadas.salvar.saidas");
    const versao = versaoAtual + 1;
    tx.set(ref, {
      idEmpresa: ctx.empresa.id,
      idTurma: turma.id,
      idEscola: turma.idEscola,
      idAnoLetivo: turma.idAnoLetivo,
      dia: input.dia,
      etapa,
      alunos: registro,
      ...totais(registro),
      versao,
      salvaPor: autor.uid,
      salvaPorNome: autor.nome,
      salvaEm: FieldValue.serverTimestamp(),
    });
    if (input.dia > turma.ultimaChamada) tx.update(turmasCollection().doc(turma.id), { ultimaChamada: input.dia });
    const t = totais(registro);
    registrarAtividade(tx, autor, {
      tipo: "chamada.salva",
      alvo: { colecao: COLLECTIONS.turmas, id: turma.id, nome: `${turma.nome} (${turma.ano})` },
      detalhe: chamadaTexts.detalhe(formatarData(input.dia), t.faltas + t.justificadas),
    });
    return resposta(versao, registro, autor.nome, new Date());
  });
}
