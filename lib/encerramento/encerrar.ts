import "server-only";
import { EM_ANDAMENTO, idDaRematricula, registroDa, rematriculas } from "@/lib/rematricula/registro";
import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { transacao } from "@/lib/infra/firestore/transacao";
import { ActionError } from "@/lib/infra/actions/erro";
import { anoLetivoTexts, encerramentoTexts, rematriculaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { alteracaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { alvoDo, anoNaTransacao, escolaNaTransacao } from "@/lib/anos-letivos/escrita";
import { escolasCollection } from "@/lib/escolas/dados";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { turmasDoAno } from "@/lib/turmas/dados";
import { regrasDaEmpresa, regrasNaTransacao } from "@/lib/empresas/regras-de-avaliacao";
import { iniciarRecontagem } from "@/lib/chamadas/recontagem/registro";
import { LeitorDeBoletins } from "@/lib/boletins/leitor";
import { resultadosCollection } from "@/lib/encerramento/resultados";
import { anoEmEncerramento } from "@/lib/encerramento/trava";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import { semNotas, type SituacaoFinal } from "@/lib/regras/situacao-final";
import type { Contagem } from "@/lib/regras/frequencia";
import { formatarData } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// `Encerrar ano letivo`: a preview of what is missing per turma, then, with nothing missing, every
// student `Cursando` gets their final situation in one all-or-nothing commit.
//
// 1. A transaction marks the year as being closed (`encerrandoDesde`, with a token): from then on
//    grades, roll calls and enrolments of the year wait (they read the year in their transactions).
//    A run that stopped (the server died) is taken over after a few minutes (lib/encerramento/trava.ts).
// 2. Everything is read and computed with the boletim's functions (lib/boletins/leitor.ts).
// 3. One transaction checks the token, writes each turma's results (resultados/{idTurma}: a few
//    dozen documents, whatever the number of students) and the year `Encerrado` with the rules in
//    force: this commit is the only one that changes anything a person sees. Before it, nothing
//    changed; a failure clears the mark.

const erros = encerramentoTexts.erros;

/**
 * What stops the closing in a turma: an etapa's grades missing in a component (`nota`), or the final
 * recovery of students entitled to it, neither typed nor marked `Não compareceu` (`recuperacao`:
 * with the students' names and the component's id, for the link to its grid).
 */
export type PendenciaDaTurma =
  | { tipo: "nota"; componente: string; etapa: string; alunos: number }
  /** EF 1º–3º ano evaluated by parecer (issue 41): an etapa's pareceres missing (`indice`: the etapa's, for the link to its page). */
  | { tipo: "parecer"; etapa: string; indice: number; alunos: number }
  | { tipo: "recuperacao"; componente: string; idComponente: string; alunos: number; nomes: string[] }
  /** Students the grades leave without a result for a reason none of the others names: never closed over. */
  | { tipo: "semResultado"; alunos: number; nomes: string[] };
/** A student who fails, and why: the components under the passing grade (with their final grades), or the frequência. */
export type ReprovacaoNaPrevia =
  | { situacao: "reprovado"; nome: string; componentes: { componente: string; final: number }[] }
  | { situacao: "reprovado-frequencia"; nome: string; frequencia: Contagem };
export type PreviaDaTurma = {
  id: string;
  nome: string;
  alunos: number;
  pendencias: PendenciaDaTurma[];
  situacoes: Record<string, SituacaoFinal>;
  /** Who fails and why, in name order. */
  reprovacoes: ReprovacaoNaPrevia[];
};
export type Previa = { turmas: PreviaDaTurma[]; alunos: number; pendencias: number; regras: RegrasDeAvaliacao };

/** What closing the year would give: per turma, the grades missing and each student's final situation. */
export async function previaDoEncerramento(ctx: ShellContext, ano: AnoLetivo, regras?: RegrasDeAvaliacao, aCadaTurma?: () => Promise<void>): Promise<Previa> {
  const emVigor = regras ?? (await regrasDaEmpresa(ctx.empresa.id));
  const leitor = new LeitorDeBoletins(ctx, ano.ano);
  const turmas = await turmasDoAno(ctx, ano.id);
  const nomeDaEtapa = (i: number) => anoLetivoTexts.etapa(ano.tipoEtapas, i + 1);
  const resultado: PreviaDaTurma[] = [];
  for (const turma of turmas) {
    await aCadaTurma?.();
    leitor.conhecer(turma, ano);
    const cursando = (await alunosDaTurma(ctx, turma.id)).filter((e) => e.situacao === "cursando");
    const porAluno = await leitor.entradas(cursando.map((e) => e.idAluno));
    const faltando = new Map<string, PendenciaDaTurma>();
    const situacoes: Record<string, SituacaoFinal> = {};
    const reprovacoes: ReprovacaoNaPrevia[] = [];
    for (const e of cursando) {
      const { boletim } = await leitor.boletim(e.idAluno, porAluno.get(e.idAluno) ?? [e], emVigor);
      // Counts the student in a pendência (made by `nova` the first time), naming them where it names students.
      let nomeado = false;
      const pendente = (chave: string, nova: () => PendenciaDaTurma) => {
        const p = faltando.get(chave) ?? nova();
        p.alunos += 1;
        if (p.tipo === "recuperacao" || p.tipo === "semResultado") p.nomes.push(nomeDeExibicaoDaEntrada(e));
        faltando.set(chave, p);
        nomeado = true;
      };
      for (const linha of boletim.linhas) {
        linha.etapas.forEach((nota, i) => {
          if (nota !== null || boletim.etapasSemNota.includes(i)) return;
          pendente(`${linha.componente}\u0000${i}`, () => ({ tipo: "nota", componente: linha.componente, etapa: nomeDaEtapa(i), alunos: 0 }));
        });
        if (linha.recuperacaoPendente) {
          pendente(`${linha.componente}\u0000rec`, () => ({ tipo: "recuperacao", componente: linha.componente, idComponente: linha.idComponente, alunos: 0, nomes: [] }));
        }
      }
      // Pareceres (issue 41): EF 1º–3º ano evaluated by parecer need each etapa's; Educação
      // Infantil closes `Concluído` without them (no pendência there).
      if (boletim.pareceres && !semNotas(turma.etapaDeEnsino)) {
        boletim.pareceres.forEach((parecer, i) => {
          if (parecer !== null || boletim.etapasSemNota.includes(i)) return;
          pendente(`\u0000parecer\u0000${i}`, () => ({ tipo: "parecer", etapa: nomeDaEtapa(i), indice: i, alunos: 0 }));
        });
      }
      const situacao = boletim.situacaoCalculada;
      if (situacao) situacoes[e.idAluno] = situacao;
      // No grade named as missing, and still no result: the closing must not leave this child `Cursando`.
      else if (!nomeado) pendente("\u0000semResultado", () => ({ tipo: "semResultado", alunos: 0, nomes: [] }));
      if (situacao === "reprovado-frequencia") reprovacoes.push({ situacao, nome: nomeDeExibicaoDaEntrada(e), frequencia: boletim.contagem });
      if (situacao === "reprovado") {
        const abaixo = boletim.linhas.flatMap((l) => (l.final !== null && l.final < emVigor.mediaParaAprovacao ? [{ componente: l.componente, final: l.final }] : []));
        reprovacoes.push({ situacao, nome: nomeDeExibicaoDaEntrada(e), componentes: abaixo });
      }
    }
    resultado.push({ id: turma.id, nome: turma.nome, alunos: cursando.length, pendencias: [...faltando.values()], situacoes, reprovacoes });
  }
  return {
    turmas: resultado,
    alunos: resultado.reduce((a, t) => a + t.alunos, 0),
    pendencias: resultado.reduce((a, t) => a + t.pendencias.length, 0),
    regras: emVigor,
  };
}

/** How often a run renews its mark (well within the mark's 5 minutes). */
const RENOVAR_A_CADA_MS = 60_000;

/** For tests: a step between the computation and the commit (a server that dies there), and the clock of the run's mark. */
export type Ganchos = { antesDoCommit?: () => Promise<void>; agora?: Date };

/** The last day of a year's last etapa, when `dia` (today by default) is before it (closing now is closing early); else null. */
export function fimAindaPorVir(ano: Pick<AnoLetivo, "etapas">, dia: string = hoje()): string | null {
  const fim = ano.etapas.at(-1)?.fim;
  return fim !== undefined && dia < fim ? fim : null;
}

/**
 * Closes the year: its final situations in one commit. Returns how many students got one. Before
 * the last etapa's end only the administrador may close it, confirming it (`antecipado`).
 */
export async function encerrarAno(
  ctx: ShellContext,
  id: string,
  opcoes: Ganchos & { antecipado?: boolean } = {},
): Promise<{ idEscola: string; ano: number; alunos: number }> {
  const agora = opcoes.agora ?? new Date(); // the mark's time: the real clock
  const token = randomBytes(12).toString("base64url");
  // 1. The mark: the year waits for this run.
  const ano = await transacao(async (tx) => {
    const ano = await anoNaTransacao(tx, ctx, id);
    if (ano.situacao !== "andamento") throw new ActionError(erros.naoEmAndamento);
    if (anoEmEncerramento(ano, agora)) throw new ActionError(erros.emCurso);
    const fim = fimAindaPorVir(ano);
    if (fim && ctx.papel !== "administrador") throw new ActionError(erros.antecipado(formatarData(fim)));
    if (fim && !opcoes.antecipado) throw new ActionError(erros.antecipadoSemConfirmacao(formatarData(fim)));
    tx.update(anosCollection().doc(ano.id), { encerrandoDesde: Timestamp.fromDate(agora), encerrando: token });
    return ano;
  });
  const soltar = () =>
    transacao(async (tx) => {
      const doc = await tx.get(anosCollection().doc(ano.id));
      if (doc.get("encerrando") === token) tx.update(doc.ref, { encerrandoDesde: null, encerrando: null });
    }).catch((error: unknown) => console.error("[encerramento] could not clear the mark:", error));
  try {
    // 2. The results, from what can no longer change.
    const regras = await regrasDaEmpresa(ctx.empresa.id);
    // A long run renews its mark (a minute at most between renewals), so writers keep waiting;
    // one whose mark was taken over stops here.
    let renovadaEm = Date.now();
    const renovar = async () => {
      if (Date.now() - renovadaEm < RENOVAR_A_CADA_MS) return;
      await transacao(async (tx) => {
        const doc = await tx.get(anosCollection().doc(ano.id));
        if (doc.get("encerrando") !== token) throw new ActionError(erros.mudou);
        tx.update(doc.ref, { encerrandoDesde: Timestamp.now() });
      });
      renovadaEm = Date.now();
    };
    const previa = await previaDoEncerramento(ctx, ano, regras, renovar);
    if (previa.pendencias > 0) throw new ActionError(erros.pendencias);
    await opcoes.antesDoCommit?.();
    // 3. The commit point.
    return await transacao(async (tx) => {
      const atual = await anoNaTransacao(tx, ctx, id);
      const doc = await tx.get(anosCollection().doc(id));
      // The mark must still be this run's, and live: past it, grades and roll calls were open again.
      if (doc.get("encerrando") !== token || atual.situacao !== "andamento" || !anoEmEncerramento(atual)) throw new ActionError(erros.mudou);
      const escola = await escolaNaTransacao(tx, ctx, atual.idEscola);
      for (const turma of previa.turmas) {
        tx.set(resultadosCollection().doc(turma.id), {
          idEmpresa: ctx.empresa.id,
          idEscola: atual.idEscola,
          idAnoLetivo: atual.id,
          ano: atual.ano,
          idTurma: turma.id,
          alunos: turma.situacoes,
          encerradoEm: FieldValue.serverTimestamp(),
        });
      }
      tx.update(anosCollection().doc(id), {
        situacao: "encerrado",
        regras,
        encerrandoDesde: null,
        encerrando: null,
        encerradoEm: FieldValue.serverTimestamp(),
        encerradoPor: ctx.session.uid,
        ...alteracaoDe(ctx.session.uid),
      });
      if (escola.anoEmAndamento?.id === atual.id) tx.update(escolasCollection().doc(escola.id), { anoEmAndamento: null });
      registrarAtividade(tx, ctx, {
        tipo: "anoLetivo.encerrado",
        alvo: alvoDo(atual, escola.nome),
        mudancas: [{ campo: "situacao", de: anoLetivoTexts.situacoes.andamento, para: anoLetivoTexts.situacoes.encerrado }],
        detalhe: encerramentoTexts.encerrado(atual.ano, previa.alunos),
      });
      return { idEscola: atual.idEscola, ano: atual.ano, alunos: previa.alunos };
    });
  } catch (error) {
    await soltar();
    throw error;
  }
}

/**
 * `Reabrir ano letivo` (administrador), with its reason: the year goes back `Em andamento` (and
 * the school's year in progress, unless another year is in progress there), its results are
 * removed (the students are `Cursando` again), the reason goes to the activity.
 *
 * Its entries come back with the frequência flags they kept while it was closed (the recount
 * leaves a closed year's alone), which need not follow the rules in force: the company's minimum
 * may have changed since, and a flag stored before issue 42, or by a recount still running at the
 * closing, followed another minimum than the year's copy. So the reopening starts the recount in
 * its transaction (issue 42, lib/chamadas/recontagem: every entry of the years in progress, by the
 * rules read here), whatever the copy says; `recontar` gets its owner token, to run it after the
 * response (a run nobody starts is taken over by the cron route or the pages).
 */
export async function reabrirAno(
  ctx: ShellContext,
  id: string,
  motivo: string,
  { recontar }: { recontar?: (token: string) => void } = {},
): Promise<{ idEscola: string; ano: number }> {
  const { reaberto, recontagem } = await transacao(async (tx) => {
    const ano = await anoNaTransacao(tx, ctx, id);
    if (ano.situacao !== "encerrado") throw new ActionError(erros.naoEncerrado);
    const escola = await escolaNaTransacao(tx, ctx, ano.idEscola);
    // Its students went on to the next year: undo that first (its results are what the rematrícula read).
    const rematricula = registroDa(await tx.get(rematriculas().doc(idDaRematricula(escola.id, ano.ano + 1))), ctx.empresa.id);
    if (rematricula && (EM_ANDAMENTO.includes(rematricula.estado) || rematricula.estado === "concluida")) throw new ActionError(rematriculaTexts.erros.reabrirComRematricula(ano.ano + 1));
    if (escola.anoEmAndamento && escola.anoEmAndamento.id !== ano.id) {
      const outro = await tx.get(anosCollection().doc(escola.anoEmAndamento.id));
      if (outro.get("situacao") === "andamento") throw new ActionError(anoLetivoTexts.erros.jaEmAndamento);
    }
    const resultados = await tx.get(resultadosCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAnoLetivo", "==", ano.id).limit(500));
    const regras = await regrasNaTransacao(tx, ctx.empresa.id);
    for (const d of resultados.docs) tx.delete(d.ref);
    tx.update(anosCollection().doc(ano.id), { situacao: "andamento", regras: null, ...alteracaoDe(ctx.session.uid) });
    tx.update(escolasCollection().doc(escola.id), { anoEmAndamento: { id: ano.id, ano: ano.ano } });
    registrarAtividade(tx, ctx, {
      tipo: "anoLetivo.reaberto",
      alvo: alvoDo(ano, escola.nome),
      mudancas: [{ campo: "situacao", de: anoLetivoTexts.situacoes.encerrado, para: anoLetivoTexts.situacoes.andamento }],
      detalhe: encerramentoTexts.detalheReaberto(motivo),
    });
    return { reaberto: { idEscola: ano.idEscola, ano: ano.ano }, recontagem: iniciarRecontagem(tx, ctx.empresa.id, regras.frequenciaMinima) };
  });
  recontar?.(recontagem);
  return reaberto;
}

