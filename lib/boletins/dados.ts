import "server-only";
import type { ShellContext } from "@/lib/shell/contexto";
import { pode, professorDaTurma } from "@/lib/empresas/papeis";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { lerAluno } from "@/lib/alunos/dados";
import { lerEscola } from "@/lib/escolas/dados";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import { lerTurma } from "@/lib/turmas/dados";
import type { Turma } from "@/lib/turmas/schema";
import type { Escola } from "@/lib/escolas/schema";
import { LeitorDeBoletins } from "@/lib/boletins/leitor";
import { paraImpressao, type BoletimParaImpressao } from "@/lib/boletins/impressao";
import { boletimTexts, enturmacaoTexts, situacaoFinalTexts } from "@/lib/messages";
import { empresaNosDocumentos } from "@/lib/empresas/dados";
import { redeNoCabecalho } from "@/lib/documentos/cabecalho";

// The boletins, read for the student's page, the boletim's PDF and the turma's PDF. Who sees one:
// the roles that read the register (administrador, secretaria, consulta), and a professor for the
// students of the turmas they teach. Anything else is "not found" (null).

/** The students' boletins the turma's PDF reads at once (memory stays flat whatever the turma's size). */
const ALUNOS_POR_VEZ = 10;

const escolaDoBoletim = (e: Escola) => ({ nome: e.nome, codigoInep: e.codigoInep, municipio: e.municipio, uf: e.uf });

/** What the company's documents print of it (read once per request). */
type EmpresaNosDocumentos = Awaited<ReturnType<typeof empresaNosDocumentos>>;

async function impressao(
  leitor: LeitorDeBoletins,
  ctx: ShellContext,
  aluno: { id: string; nome: string; matricula: string; nomeSocial?: string | null },
  entradas: Enturmacao[],
  escola: Escola | null,
  empresa: EmpresaNosDocumentos,
): Promise<BoletimParaImpressao> {
  const { boletim, turma, ano, regras, situacaoFinal } = await leitor.boletim(aluno.id, entradas);
  const atual = entradas.find((e) => e.idTurma === turma?.id && e.situacao === "cursando") ?? entradas.find((e) => e.idTurma === turma?.id);
  const situacao = situacaoFinal ? situacaoFinalTexts[situacaoFinal] : atual ? enturmacaoTexts.situacoes[atual.situacao] : boletimTexts.cursando;
  const daEscola = escola ?? (turma ? await lerEscola(ctx, turma.idEscola) : null);
  return paraImpressao(boletim, {
    empresa: redeNoCabecalho(daEscola?.nome ?? "", empresa),
    escola: daEscola ? escolaDoBoletim(daEscola) : { nome: "—", codigoInep: null, municipio: null, uf: null },
    aluno: { nome: aluno.nome, matricula: aluno.matricula, ...(aluno.nomeSocial ? { nomeSocial: aluno.nomeSocial } : {}) },
    turma: turma?.nome ?? "—",
    ano: leitor.ano,
    situacao,
    tipoEtapas: ano?.tipoEtapas ?? null,
    quantasEtapas: ano?.etapas.length ?? 0,
    regras,
    ...(turma ? { ids: { idEscola: turma.idEscola, idTurma: turma.id } } : {}),
  });
}

/** The years a student has a boletim of (every year with an entry), newest first. */
export function anosDoBoletim(entradas: readonly Pick<Enturmacao, "ano">[]): number[] {
  return [...new Set(entradas.map((e) => e.ano))].sort((a, b) => b - a);
}

/** A student's boletim of a year, or null (not found, or not the role's to see). */
export async function boletimDoAluno(ctx: ShellContext, idAluno: string, ano: number): Promise<BoletimParaImpressao | null> {
  if (!isDocumentId(idAluno) || !Number.isInteger(ano) || ano < 2000 || ano > 2100) return null;
  const leitor = new LeitorDeBoletins(ctx, ano);
  const [aluno, porAluno, empresa] = await Promise.all([lerAluno(ctx, idAluno), leitor.entradas([idAluno]), empresaNosDocumentos(ctx.empresa)]);
  const entradas = porAluno.get(idAluno) ?? [];
  if (!aluno || entradas.length === 0) return null;
  // A professor sees the boletins of the students `Cursando` in a turma they teach only (as the
  // student's page: one who left their turma is no longer theirs to read).
  if (!pode(ctx.papel, "ler") && !entradas.some((e) => ensinaNaTurmaDoAluno(ctx, leitor.turma(e.idTurma), e))) return null;
  return impressao(leitor, ctx, aluno, entradas, null, empresa);
}

/** Whether a professor teaches the student now: an entry `Cursando` in a turma of theirs. */
const ensinaNaTurmaDoAluno = (ctx: ShellContext, turma: Turma | null, entrada: Enturmacao) => turma !== null && entrada.situacao === "cursando" && professorDaTurma(ctx, turma) !== null;

/** The turma of a page (its school's), if the role may see its boletins. */
async function turmaVisivel(ctx: ShellContext, idEscola: string, idTurma: string): Promise<Turma | null> {
  const turma = await lerTurma(ctx, idEscola, idTurma);
  return turma && (pode(ctx.papel, "ler") || professorDaTurma(ctx, turma) !== null) ? turma : null;
}

/**
 * A turma's boletins, one per student `Cursando` in it, in name order, read a few students at a
 * time (memory flat whatever the turma's size). Null: the turma is not found or not the role's.
 */
export async function boletinsDaTurma(ctx: ShellContext, idEscola: string, idTurma: string): Promise<{ turma: string; ano: number; boletins: AsyncIterable<BoletimParaImpressao> } | null> {
  if (!isDocumentId(idEscola) || !isDocumentId(idTurma)) return null;
  const turma = await turmaVisivel(ctx, idEscola, idTurma);
  if (!turma) return null;
  const [escola, entradasDaTurma, empresa] = await Promise.all([lerEscola(ctx, idEscola), alunosDaTurma(ctx, turma.id), empresaNosDocumentos(ctx.empresa)]);
  const alunos = entradasDaTurma.filter((e) => e.situacao === "cursando");
  const leitor = new LeitorDeBoletins(ctx, turma.ano);
  leitor.conhecer(turma);
  async function* boletins(): AsyncGenerator<BoletimParaImpressao> {
    for (let i = 0; i < alunos.length; i += ALUNOS_POR_VEZ) {
      const lote = alunos.slice(i, i + ALUNOS_POR_VEZ);
      const porAluno = await leitor.entradas(lote.map((e) => e.idAluno));
      for (const e of lote) yield impressao(leitor, ctx, { id: e.idAluno, nome: e.nomeAluno, matricula: e.matricula }, porAluno.get(e.idAluno) ?? [e], escola, empresa);
    }
  }
  return { turma: turma.nome, ano: turma.ano, boletins: boletins() };
}
