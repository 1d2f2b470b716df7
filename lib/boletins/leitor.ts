import "server-only";
import type { Transaction } from "firebase-admin/firestore";
import { fromDatabase, inTransaction, type ReadSource } from "@/lib/infra/firestore/transacao";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import { entradasDoAnoDosAlunos } from "@/lib/enturmacoes/dados";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import { turmaFrom, turmasCollection } from "@/lib/turmas/dados";
import type { Turma } from "@/lib/turmas/schema";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { folhaDeNotasDoc, notasCollection } from "@/lib/notas/schema";
import { resultadosCollection, situacoesDoc } from "@/lib/encerramento/resultados";
import { folhasDaTurma, idDaFolha } from "@/lib/notas/documento";
import { montarBoletim, RECUPERACAO, type Boletim, type ChaveDaEtapa } from "@/lib/regras/boletim";
import { chaveDoComponente } from "@/lib/regras/componentes";
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";
import { regrasDoAno } from "@/lib/empresas/regras-de-avaliacao";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import { pareceresDoAluno } from "@/lib/pareceres/dados";
import { idDoParecer } from "@/lib/pareceres/documento";

// Reads what boletins are made of, for one student or many, with every document read once: a
// student's entries of the year (a few students per query), their turmas and years, the turmas'
// grade sheets (the sheets of many turmas in one read), and a closed year's results. The boletim's
// page and PDF, the turma's PDF, the recovery's grid and the closing all read through here, and
// compute with lib/regras/boletim.ts only. The save of the recovery's grades reads through it too,
// inside its transaction, so it decides on the very grades it holds; it and the recovery's grid
// read one component's sheets only (a transaction holds what it reads: issue 42's review).

/** A turma's grades: sheet id → student → tenths, and the students marked `Não compareceu` on each recovery sheet. */
type NotasDaTurma = Map<string, { valores: Record<string, number>; naoCompareceu: ReadonlySet<string> }>;

/** How a reader reads (by default: the database, every component). */
export type OpcoesDoLeitor = {
  /**
   * One component, by its name made plain (`chaveDoComponente`, as the boletim follows it across
   * turmas): only its sheets are read (its etapas and recovery, in each turma), and the boletins
   * have its line only, with no situation (a line of the boletim, never the student's result).
   */
  componente?: string;
  /**
   * Read in a save's transaction, which then holds what it read, with the rules the save read in
   * it: the reader reads nothing outside the transaction.
   */
  transacao?: { tx: Transaction; regras: RegrasDeAvaliacao };
};

/**
 * The grades of these turmas' sheets (each turma's components, or those `noEscopo` keeps, × its
 * etapas and the recovery), by turma, in one read.
 */
async function lerNotasDasTurmas(
  idEmpresa: string,
  turmas: readonly { turma: Pick<Turma, "id" | "componentes">; quantasEtapas: number }[],
  noEscopo: (componentes: Turma["componentes"]) => Turma["componentes"],
  fonte: ReadSource,
): Promise<Map<string, NotasDaTurma>> {
  const porTurma = new Map<string, NotasDaTurma>(turmas.map(({ turma }) => [turma.id, new Map()]));
  const daFolha = new Map(turmas.flatMap(({ turma, quantasEtapas }) => folhasDaTurma(turma.id, noEscopo(turma.componentes), quantasEtapas).map((f) => [f.id, turma.id] as const)));
  if (daFolha.size === 0) return porTurma;
  const docs = await fonte.getAll([...daFolha.keys()].map((id) => notasCollection().doc(id)));
  fonte.registrarLeituras("notas.daTurma", docs.length);
  for (const d of docs) {
    const folha = daEmpresa(d, folhaDeNotasDoc, idEmpresa);
    if (folha) porTurma.get(daFolha.get(d.id)!)?.set(d.id, { valores: folha.valores, naoCompareceu: new Set(folha.naoCompareceu) });
  }
  return porTurma;
}

/**
 * A reader of boletins of one calendar year in the company. Each document it needs is read once
 * and kept for the reader's life (a request, or one closing, or one save).
 */
export class LeitorDeBoletins {
  private readonly turmas = new Map<string, Turma | null>();
  private readonly anos = new Map<string, AnoLetivo | null>();
  private readonly notas = new Map<string, Promise<NotasDaTurma>>();
  private readonly resultados = new Map<string, Record<string, SituacaoFinal>>();
  /** Where it reads: the database, or a save's transaction. */
  private readonly fonte: ReadSource;
  private readonly componente: string | undefined;
  private readonly regrasDaTransacao: RegrasDeAvaliacao | undefined;

  constructor(
    private readonly ctx: Pick<ShellContext, "empresa">,
    readonly ano: number,
    opcoes: OpcoesDoLeitor = {},
  ) {
    this.fonte = opcoes.transacao ? inTransaction(opcoes.transacao.tx) : fromDatabase;
    this.regrasDaTransacao = opcoes.transacao?.regras;
    this.componente = opcoes.componente;
  }

  /** Whether the reader reads this component's grades (every one, unless it was given one). */
  abrange(nomeDoComponente: string): boolean {
    return this.componente === undefined || chaveDoComponente(nomeDoComponente) === this.componente;
  }

  private readonly noEscopo = (componentes: Turma["componentes"]): Turma["componentes"] => (this.componente === undefined ? componentes : componentes.filter((c) => this.abrange(c.nome)));

  /** Turmas already read (e.g. the page's own), so they are not read again. */
  conhecer(turma: Turma, ano?: AnoLetivo): void {
    this.turmas.set(turma.id, turma);
    if (ano) this.anos.set(ano.id, ano);
  }

  /** The entries of the year of these students, by student (a few students per query). */
  async entradas(idsAlunos: readonly string[]): Promise<Map<string, Enturmacao[]>> {
    const porAluno = await entradasDoAnoDosAlunos(this.ctx, idsAlunos, this.ano, this.fonte);
    await this.lerTurmas(new Set([...porAluno.values()].flat().map((e) => e.idTurma)));
    return porAluno;
  }

  /**
   * The grade sheets of the turmas of these entries (read with `entradas`), in one read, so the
   * boletins made after read none one student at a time.
   */
  async lerNotas(porAluno: ReadonlyMap<string, readonly Enturmacao[]>): Promise<void> {
    const turmas = [...new Set([...porAluno.values()].flat().map((e) => e.idTurma))].flatMap((id) => this.turmas.get(id) ?? []);
    await Promise.all(this.notasDas(turmas));
  }

  /** The grades of each of these turmas, those not yet read in one read. */
  private notasDas(turmas: readonly Turma[]): Promise<NotasDaTurma>[] {
    const novas = turmas.filter((t) => !this.notas.has(t.id));
    if (novas.length > 0) {
      const lidas = lerNotasDasTurmas(this.ctx.empresa.id, novas.map((turma) => ({ turma, quantasEtapas: this.anoDa(turma.id)?.etapas.length ?? 0 })), this.noEscopo, this.fonte);
      for (const t of novas) this.notas.set(t.id, lidas.then((porTurma) => porTurma.get(t.id)!));
    }
    return turmas.map((t) => this.notas.get(t.id)!);
  }

  private async lerTurmas(ids: Set<string>): Promise<void> {
    const novas = [...ids].filter((id) => !this.turmas.has(id));
    if (novas.length > 0) {
      const docs = await this.fonte.getAll(novas.map((id) => turmasCollection().doc(id)));
      this.fonte.registrarLeituras("boletins.turmas", docs.length);
      for (const d of docs) this.turmas.set(d.id, turmaFrom(d, this.ctx.empresa.id));
    }
    const anos = [...new Set([...this.turmas.values()].flatMap((t) => (t ? [t.idAnoLetivo] : [])))].filter((id) => !this.anos.has(id));
    if (anos.length > 0) {
      const docs = await this.fonte.getAll(anos.map((id) => anosCollection().doc(id)));
      this.fonte.registrarLeituras("boletins.anos", docs.length);
      for (const d of docs) this.anos.set(d.id, anoFrom(d, this.ctx.empresa.id));
    }
    const semResultado = [...ids].filter((id) => !this.resultados.has(id) && this.anoDa(id)?.situacao === "encerrado");
    if (semResultado.length > 0) {
      const docs = await this.fonte.getAll(semResultado.map((id) => resultadosCollection().doc(id)));
      this.fonte.registrarLeituras("boletins.resultados", docs.length);
      for (const d of docs) this.resultados.set(d.id, situacoesDoc(d, this.ctx.empresa.id));
    }
  }

  turma(id: string): Turma | null {
    return this.turmas.get(id) ?? null;
  }

  anoDa(idTurma: string): AnoLetivo | null {
    const turma = this.turmas.get(idTurma);
    return turma ? (this.anos.get(turma.idAnoLetivo) ?? null) : null;
  }

  /**
   * The rules a year's boletins are computed with: a closed year's own, else the company's; in a
   * save's transaction, those the save read in it (it grades a year in progress: the company's).
   */
  async regras(ano: AnoLetivo | null): Promise<RegrasDeAvaliacao> {
    return this.regrasDaTransacao ?? regrasDoAno(this.ctx.empresa.id, ano);
  }

  /** A student's boletim from their entries of the year (read with `entradas`), and its final situation when the year is closed. */
  async boletim(
    idAluno: string,
    entradas: readonly Enturmacao[],
    regras?: RegrasDeAvaliacao,
  ): Promise<{ boletim: Boletim; turma: Turma | null; ano: AnoLetivo | null; regras: RegrasDeAvaliacao; situacaoFinal: SituacaoFinal | null }> {
    const turmas = new Map<string, Turma>();
    for (const e of entradas) {
      const t = this.turmas.get(e.idTurma);
      if (t) turmas.set(t.id, t);
    }
    const lidas = await Promise.all(this.notasDas([...turmas.values()]));
    const notas = new Map<string, NotasDaTurma>([...turmas.keys()].map((id, i) => [id, lidas[i]!]));
    const atual = [...entradas].sort((a, b) => (a.desde < b.desde ? 1 : -1)).find((e) => e.situacao === "cursando") ?? [...entradas].sort((a, b) => (a.desde < b.desde ? 1 : -1))[0];
    const turma = atual ? (turmas.get(atual.idTurma) ?? null) : null;
    const ano = turma ? this.anoDa(turma.id) : null;
    const emVigor = regras ?? (await this.regras(ano));
    // A turma evaluated by `Parecer descritivo`: the child's pareceres in each of their turmas (issue 41); none for one component's line.
    const pareceres = turma && this.componente === undefined && avaliadaPorParecer(turma.etapaDeEnsino, emVigor) ? await pareceresDoAluno(this.ctx.empresa.id, idAluno, [...turmas.keys()], ano?.etapas.length ?? 0, this.fonte) : null;
    const calculado = montarBoletim({
      entradas: entradas.filter((e) => turmas.has(e.idTurma)),
      turmas: this.componente === undefined ? turmas : new Map([...turmas].map(([id, t]) => [id, { ...t, componentes: this.noEscopo(t.componentes) }])),
      nota: (idTurma: string, idComponente: string, etapa: ChaveDaEtapa) => notas.get(idTurma)?.get(idDaFolha(idTurma, idComponente, etapa))?.valores[idAluno],
      naoCompareceu: (idTurma: string, idComponente: string) => notas.get(idTurma)?.get(idDaFolha(idTurma, idComponente, RECUPERACAO))?.naoCompareceu.has(idAluno) ?? false,
      quantasEtapas: ano?.etapas.length ?? 0,
      regras: emVigor,
      parecer: (idTurma: string, etapa: number) => pareceres?.get(idDoParecer(idTurma, etapa, idAluno)),
    });
    // One component's line is no result: its boletim says none.
    const boletim = this.componente === undefined ? calculado : { ...calculado, situacaoCalculada: null };
    const situacaoFinal = turma && this.componente === undefined && atual?.situacao === "cursando" ? (this.resultados.get(turma.id)?.[idAluno] ?? null) : null;
    return { boletim, turma, ano, regras: emVigor, situacaoFinal };
  }
}


