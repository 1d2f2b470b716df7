import "server-only";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { fromDatabase, type ReadSource } from "@/lib/infra/firestore/transacao";
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
import type { RegrasDeAvaliacao } from "@/lib/regras/regras-de-avaliacao";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";
import { regrasDoAno } from "@/lib/empresas/regras-de-avaliacao";
import { avaliadaPorParecer } from "@/lib/regras/pareceres";
import { pareceresDoAluno } from "@/lib/pareceres/dados";
import { idDoParecer } from "@/lib/pareceres/documento";

// Reads what boletins are made of, for one student or many, with every document read once: a
// student's entries of the year (a few students per query), their turmas and years, the turmas'
// grade sheets (every sheet of a turma in one read), and a closed year's results. The boletim's
// page and PDF, the turma's PDF, the recovery's grid and the closing all read through here, and
// compute with lib/regras/boletim.ts only. The save of the recovery's grades reads through it too,
// inside its transaction (`inTransaction`), so it decides on the very grades it holds.



/** A turma's grades: sheet id → student → tenths, and the students marked `Não compareceu` on each recovery sheet. */
type NotasDaTurma = Map<string, { valores: Record<string, number>; naoCompareceu: ReadonlySet<string> }>;

/** The grades of every sheet of a turma, by sheet id (read with the turma's components and its year's etapas). */
export async function lerNotasDaTurma(idEmpresa: string, turma: Pick<Turma, "id" | "componentes">, quantasEtapas: number, fonte: ReadSource = fromDatabase): Promise<NotasDaTurma> {
  const folhas = folhasDaTurma(turma.id, turma.componentes, quantasEtapas);
  const notas: NotasDaTurma = new Map();
  if (folhas.length === 0) return notas;
  const docs = await fonte.getAll(folhas.map((f) => notasCollection().doc(f.id)));
  registrarLeituras("notas.daTurma", docs.length);
  for (const d of docs) {
    const folha = daEmpresa(d, folhaDeNotasDoc, idEmpresa);
    if (folha) notas.set(d.id, { valores: folha.valores, naoCompareceu: new Set(folha.naoCompareceu) });
  }
  return notas;
}

/**
 * A reader of boletins of one calendar year in the company. Each document it needs is read once
 * and kept for the reader's life (a request, or one closing).
 */
export class LeitorDeBoletins {
  private readonly turmas = new Map<string, Turma | null>();
  private readonly anos = new Map<string, AnoLetivo | null>();
  private readonly notas = new Map<string, Promise<NotasDaTurma>>();
  private readonly resultados = new Map<string, Record<string, SituacaoFinal>>();

  constructor(
    private readonly ctx: Pick<ShellContext, "empresa">,
    readonly ano: number,
    /** Where it reads: the database, or a save's transaction. */
    private readonly fonte: ReadSource = fromDatabase,
  ) {}

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

  private async lerTurmas(ids: Set<string>): Promise<void> {
    const novas = [...ids].filter((id) => !this.turmas.has(id));
    if (novas.length > 0) {
      const docs = await this.fonte.getAll(novas.map((id) => turmasCollection().doc(id)));
      registrarLeituras("boletins.turmas", docs.length);
      for (const d of docs) this.turmas.set(d.id, turmaFrom(d, this.ctx.empresa.id));
    }
    const anos = [...new Set([...this.turmas.values()].flatMap((t) => (t ? [t.idAnoLetivo] : [])))].filter((id) => !this.anos.has(id));
    if (anos.length > 0) {
      const docs = await this.fonte.getAll(anos.map((id) => anosCollection().doc(id)));
      registrarLeituras("boletins.anos", docs.length);
      for (const d of docs) this.anos.set(d.id, anoFrom(d, this.ctx.empresa.id));
    }
    const semResultado = [...ids].filter((id) => !this.resultados.has(id) && this.anoDa(id)?.situacao === "encerrado");
    if (semResultado.length > 0) {
      const docs = await this.fonte.getAll(semResultado.map((id) => resultadosCollection().doc(id)));
      registrarLeituras("boletins.resultados", docs.length);
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

  private notasDa(turma: Turma): Promise<NotasDaTurma> {
    let notas = this.notas.get(turma.id);
    if (!notas) {
      notas = lerNotasDaTurma(this.ctx.empresa.id, turma, this.anoDa(turma.id)?.etapas.length ?? 0, this.fonte);
      this.notas.set(turma.id, notas);
    }
    return notas;
  }

  /** The rules a year's boletins are computed with: a closed year's own, else the company's. */
  async regras(ano: AnoLetivo | null): Promise<RegrasDeAvaliacao> {
    return regrasDoAno(this.ctx.empresa.id, ano);
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
    const notas = new Map<string, NotasDaTurma>(await Promise.all([...turmas.values()].map(async (t) => [t.id, await this.notasDa(t)] as const)));
    const atual = [...entradas].sort((a, b) => (a.desde < b.desde ? 1 : -1)).find((e) => e.situacao === "cursando") ?? [...entradas].sort((a, b) => (a.desde < b.desde ? 1 : -1))[0];
    const turma = atual ? (turmas.get(atual.idTurma) ?? null) : null;
    const ano = turma ? this.anoDa(turma.id) : null;
    const emVigor = regras ?? (await this.regras(ano));
    // A turma evaluated by `Parecer descritivo`: the child's pareceres in each of their turmas (issue 41).
    const pareceres = turma && avaliadaPorParecer(turma.etapaDeEnsino, emVigor) ? await pareceresDoAluno(this.ctx.empresa.id, idAluno, [...turmas.keys()], ano?.etapas.length ?? 0, this.fonte) : null;
    const boletim = montarBoletim({
      entradas: entradas.filter((e) => turmas.has(e.idTurma)),
      turmas,
      nota: (idTurma: string, idComponente: string, etapa: ChaveDaEtapa) => notas.get(idTurma)?.get(idDaFolha(idTurma, idComponente, etapa))?.valores[idAluno],
      naoCompareceu: (idTurma: string, idComponente: string) => notas.get(idTurma)?.get(idDaFolha(idTurma, idComponente, RECUPERACAO))?.naoCompareceu.has(idAluno) ?? false,
      quantasEtapas: ano?.etapas.length ?? 0,
      regras: emVigor,
      parecer: (idTurma: string, etapa: number) => pareceres?.get(idDoParecer(idTurma, etapa, idAluno)),
    });
    const situacaoFinal = turma && atual?.situacao === "cursando" ? (this.resultados.get(turma.id)?.[idAluno] ?? null) : null;
    return { boletim, turma, ano, regras: emVigor, situacaoFinal };
  }
}


