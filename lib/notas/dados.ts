import "server-only";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { daEmpresa } from "@/lib/empresas/schema";
import type { ShellContext } from "@/lib/shell/contexto";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import type { Turma } from "@/lib/turmas/schema";
import type { Componente } from "@/lib/turmas/componentes";
import { LeitorDeBoletins } from "@/lib/boletins/leitor";
import { idDaFolha, naFolhaDaEtapa } from "@/lib/notas/documento";
import { entradasDoAnoDosAlunos } from "@/lib/enturmacoes/dados";
import { ingressoNoAno, podeFicarSemNota } from "@/lib/enturmacoes/documento";
import { folhaDeNotasDoc, notasCollection } from "@/lib/notas/schema";
import type { ChaveDaEtapa } from "@/lib/regras/boletim";
import { formatarNota, notaNoCampo } from "@/lib/regras/notas";
import { chaveDoComponente } from "@/lib/regras/componentes";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// The grid of `Lançar notas`: one row per student in the turma during the etapa (the recovery:
// `alunosDaRecuperacao`), with the grade stored, and the sheet's version (a stale save is refused).

/** `naoCompareceu`: the recovery's rows only, marked `Não compareceu à recuperação`. */
export type LinhaDaGrade = { id: string; nome: string; matricula: string; nota: string; media: string | null; naoCompareceu: boolean };
export type Grade = { versao: number; linhas: LinhaDaGrade[]; salvaPor: string | null };

export async function gradeDeNotas(ctx: ShellContext, turma: Turma, ano: AnoLetivo, componente: Componente, etapa: ChaveDaEtapa, entradas: readonly Enturmacao[]): Promise<Grade> {
  const doc = await withDeadline(notasCollection().doc(idDaFolha(turma.id, componente.id, etapa)).get(), "banco");
  registrarLeituras("notas.grade", 1);
  const folha = daEmpresa(doc, folhaDeNotasDoc, ctx.empresa.id);
  const valores = folha?.valores ?? {};
  const base = { versao: folha?.versao ?? 0, salvaPor: folha?.salvaPorNome || null };
  if (etapa !== "rec") {
    const periodo = ano.etapas[Number(etapa)]!;
    const vistos = new Set<string>();
    const linhas = entradas.flatMap((e) => {
      if (vistos.has(e.idAluno) || !naFolhaDaEtapa(e, periodo)) return [];
      vistos.add(e.idAluno);
      return [{ id: e.idAluno, nome: nomeDeExibicaoDaEntrada(e), matricula: e.matricula, nota: notaNoCampo(valores[e.idAluno]), media: null, naoCompareceu: false }];
    });
    return { ...base, linhas };
  }
  const ausentes = new Set(folha?.naoCompareceu ?? []);
  // The boletims' line of this component only: its sheets, not the turma's every one.
  const leitor = new LeitorDeBoletins(ctx, turma.ano, { componente: chaveDoComponente(componente.nome) });
  leitor.conhecer(turma, ano);
  const linhas = (await alunosDaRecuperacao(leitor, componente, entradas, valores)).map(({ entrada: e, media }) => ({
    id: e.idAluno,
    nome: nomeDeExibicaoDaEntrada(e),
    matricula: e.matricula,
    nota: notaNoCampo(valores[e.idAluno]),
    media: formatarNota(media),
    naoCompareceu: ausentes.has(e.idAluno),
  }));
  return { ...base, linhas };
}

/**
 * The final recovery's rows of a component: each student `Cursando` in the turma whom their
 * boletim puts in recovery in it (its line's `emRecuperacao`: the year's average, the grades
 * followed across turmas, the etapas marked `Sem nota`), or who has a recovery grade stored (to keep
 * or clear it), with the boletim's average. The grid shows these rows and the save takes a grade for
 * these and no other (issue 42: one answer, the boletim's). `leitor` knows the turma and its year,
 * and reads this component (the grid's and the save's read no other: `componente` of
 * OpcoesDoLeitor); the save's reads in its transaction, with the rules it holds.
 */
export async function alunosDaRecuperacao(
  leitor: LeitorDeBoletins,
  componente: Pick<Componente, "id" | "nome">,
  entradas: readonly Enturmacao[],
  guardadas: Readonly<Record<string, number>>,
): Promise<{ entrada: Enturmacao; media: number | null }[]> {
  if (!leitor.abrange(componente.nome)) throw new Error(`alunosDaRecuperacao: the reader does not read ${componente.id}`);
  const cursando = entradas.filter((e) => e.situacao === "cursando");
  const porAluno = await leitor.entradas(cursando.map((e) => e.idAluno));
  await leitor.lerNotas(porAluno);
  const linhas: { entrada: Enturmacao; media: number | null }[] = [];
  for (const e of cursando) {
    // The entry of the turma stands for the year's should their query not have it (read apart, a page's may not).
    const doAno = porAluno.get(e.idAluno) ?? [];
    const { boletim } = await leitor.boletim(e.idAluno, doAno.length > 0 ? doAno : [e]);
    const linha = boletim.linhas.find((l) => l.idComponente === componente.id);
    if (!linha?.emRecuperacao && guardadas[e.idAluno] === undefined) continue;
    linhas.push({ entrada: e, media: linha?.media ?? null });
  }
  return linhas;
}

/** One component's column of an etapa's grid: its sheet's version, and whether the session may change it. */
export type ColunaDaEtapa = { id: string; nome: string; versao: number; editavel: boolean };
/**
 * One student's row: the grade typed per component (by id), whether the etapa is marked `Sem nota
 * (ingressou em …)`, and the day they came into the turma (`desde`) when it is after the etapa began
 * (only then may administrador and secretaria mark it).
 */
export type LinhaDaEtapa = { id: string; nome: string; matricula: string; notas: Record<string, string>; semNota: boolean; chegouEm: string | null };
export type GradeDaEtapa = { colunas: ColunaDaEtapa[]; linhas: LinhaDaEtapa[] };

/**
 * `Lançar notas` of a whole etapa (issue 41): every component's sheet of the etapa (one `getAll`),
 * the students in the turma on some day of the etapa or in it now (as each component's grid has
 * them), in name order. `editavel(componente)` is the caller's (the role, the deadline, the year).
 */
export async function gradeDaEtapa(
  ctx: ShellContext,
  turma: Turma,
  ano: AnoLetivo,
  etapa: `${number}`,
  entradas: readonly Enturmacao[],
  editavel: (componente: Componente) => boolean,
): Promise<GradeDaEtapa> {
  const componentes = turma.componentes;
  const docs = componentes.length > 0 ? await withDeadline(notasCollection().firestore.getAll(...componentes.map((c) => notasCollection().doc(idDaFolha(turma.id, c.id, etapa)))), "banco") : [];
  registrarLeituras("notas.gradeDaEtapa", docs.length);
  const folhas = docs.map((d) => daEmpresa(d, folhaDeNotasDoc, ctx.empresa.id));
  const colunas = componentes.map((c, i) => ({ id: c.id, nome: c.nome, versao: folhas[i]?.versao ?? 0, editavel: editavel(c) }));
  const periodo = ano.etapas[Number(etapa)]!;
  const naFolha = entradas.filter((e) => naFolhaDaEtapa(e, periodo));
  // Who came into the year after the etapa began is read from their entries of the year (any turma), as marcarSemNota reads it.
  const chegaramDepois = naFolha.filter((e) => podeFicarSemNota(e.desde, periodo)).map((e) => e.idAluno);
  const doAno = chegaramDepois.length > 0 ? await entradasDoAnoDosAlunos(ctx, [...new Set(chegaramDepois)], turma.ano) : new Map<string, Enturmacao[]>();
  const vistos = new Set<string>();
  const linhas = naFolha.flatMap((e) => {
    if (vistos.has(e.idAluno)) return [];
    vistos.add(e.idAluno);
    const notas = Object.fromEntries(componentes.map((c, i) => [c.id, notaNoCampo(folhas[i]?.valores[e.idAluno])]));
    const doAluno = doAno.get(e.idAluno) ?? [];
    const ingresso = ingressoNoAno(doAluno);
    return [{ id: e.idAluno, nome: nomeDeExibicaoDaEntrada(e), matricula: e.matricula, notas, semNota: doAluno.some((x) => x.semNota.includes(etapa)), chegouEm: podeFicarSemNota(ingresso, periodo) ? ingresso : null }];
  });
  return { colunas, linhas };
}
