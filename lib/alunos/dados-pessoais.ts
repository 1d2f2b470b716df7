import "server-only";
import { pode, type Papel } from "@/lib/empresas/papeis";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { agora } from "@/lib/infra/relogio";
import { actionTexts, alunoTexts, anoLetivoTexts, enturmacaoTexts, dadosPessoaisTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { lerAluno } from "@/lib/alunos/dados";
import type { Aluno } from "@/lib/alunos/schema";
import { CAMPOS } from "@/lib/alunos/descritor";
import { secoesDaFicha, type SecaoDaFicha } from "@/lib/alunos/ficha-de-matricula";
import { mudancaLegivel } from "@/lib/alunos/legivel";
import { escolasPorId } from "@/lib/escolas/dados";
import { turmasDoAluno } from "@/lib/enturmacoes/dados";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { idDoAno } from "@/lib/anos-letivos/documento";
import { anosDoBoletim, boletimDoAluno } from "@/lib/boletins/dados";
import type { BoletimParaImpressao } from "@/lib/boletins/impressao";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import type { TipoDeEtapas } from "@/lib/regras/calendario";
import { documentosDoAluno, type DocumentoDaLista } from "@/lib/documentos/dados";
import { TIPOS_DE_DOCUMENTO } from "@/lib/documentos/tipos";
import { historico } from "@/lib/atividades/dados";
import type { EntradaHistorico } from "@/lib/atividades/schema";
import { gravarAtividade } from "@/lib/atividades/escrita";

// `Dados pessoais (LGPD)` (issue 43; LGPD art. 18, the family's access request): everything the
// company holds on one student, for the administrador only: the record (every field, as stored and
// as read), the responsáveis, the enrolments, the attendance (the roll call's counters kept on each
// entry, per etapa), the grades (each year's boletim: its grade sheets read by turma and
// component), the documents issued (by idAluno) and the history (by alvo.id). Every read is the
// student's own, bounded: no collection is scanned. The same object is the JSON file and the
// PDF's content (lib/alunos/dados-pessoais-pdf.ts); the export is recorded in the student's history
// and the company's activity before the file is given.

/** The most history entries the file carries (a student's history is tens of entries). */
export const HISTORICO_NOS_DADOS_PESSOAIS = 1000;
/** The schools the file names (the student's and their turmas'). */
const ESCOLAS_MAX = 100;

export type DadosPessoais = {
  /** What the file is, for whoever reads it years later. */
  formato: "gestao-escolar.dados-pessoais";
  versao: 1;
  /** When it was made (ISO 8601, UTC). */
  geradoEm: string;
  empresa: { nome: string | null };
  /** The record as stored: every field of the descriptor (null when empty), the matrícula and the ones unified into it. */
  registro: { id: string; matricula: string; matriculasUnificadas: string[]; campos: Record<string, unknown> };
  /** The record as the sheet reads it, section by section (the responsáveis one block each). */
  ficha: SecaoDaFicha[];
  /** The responsáveis as stored (the list, or the former single guardian), empty when none. */
  responsaveis: Record<string, unknown>[];
  turmas: { ano: number; escola: string; turma: string; situacao: string; desde: string; ate: string | null }[];
  frequencia: { ano: number; turma: string; etapa: string; dias: number; faltas: number; justificadas: number }[];
  notas: {
    ano: number;
    turma: string;
    escola: string;
    situacao: string;
    frequencia: string;
    faltas: string;
    colunas: string[];
    componentes: { componente: string; etapas: string[]; media: string; recuperacao: string; final: string }[];
    relatorio: { etapa: string; texto: string }[];
  }[];
  documentos: { tipo: string; codigo: string | null; emitidoEm: string | null; emitidoPor: string; revogadoEm: string | null; motivoDaRevogacao: string | null }[];
  historico: { em: string | null; por: string; evento: string; detalhe: string | null; mudancas: string[] }[];
};

/** A role that may export a student's personal data (the administrador: the company answers the family). */
export const exportaDadosPessoais = (ctx: Pick<ShellContext, "papel">) => pode(ctx.papel, "administrar");

/**
 * Everything the company holds on the student, read for the administrador; another company's
 * student (or an id that is no id): not found. Not administrador: refused. Nothing is written.
 */
export async function dadosPessoaisDoAluno(ctx: ShellContext, idAluno: string): Promise<DadosPessoais> {
  if (!exportaDadosPessoais(ctx)) throw new ActionError(actionTexts.semPermissao);
  if (!isDocumentId(idAluno)) throw new ActionError(alunoTexts.naoEncontrado);
  const [aluno, entradas, documentos, eventos] = await Promise.all([
    lerAluno(ctx, idAluno),
    turmasDoAluno(ctx, idAluno),
    documentosDoAluno(ctx, idAluno),
    historico(ctx, idAluno, HISTORICO_NOS_DADOS_PESSOAIS),
  ]);
  if (!aluno) throw new ActionError(alunoTexts.naoEncontrado);
  const anos = anosDoBoletim(entradas);
  const idsDosAnos = [...new Set(entradas.map((e) => idDoAno(e.idEscola, e.ano)))];
  const [escolas, boletins, anosLetivos] = await Promise.all([
    escolasPorId(ctx, [aluno.idEscola, ...entradas.map((e) => e.idEscola)], ESCOLAS_MAX),
    Promise.all(anos.map((ano) => boletimDoAluno(ctx, idAluno, ano))),
    Promise.all(idsDosAnos.map((id) => lerAnoPorId(ctx, id))),
  ]);
  return montarDadosPessoais({
    aluno,
    papel: ctx.papel,
    empresa: ctx.empresa.nome ?? null,
    geradoEm: agora(),
    escolas: new Map(escolas.map((e) => [e.id, e.nome])),
    tiposDeEtapas: new Map(anosLetivos.flatMap((a) => (a ? [[a.id, a.tipoEtapas] as const] : []))),
    entradas,
    boletins: boletins.filter((b): b is BoletimParaImpressao => b !== null),
    documentos,
    eventos,
  });
}

/** What the file is made of, read (dadosPessoaisDoAluno) or given by a test. */
export type LeituraDosDadosPessoais = {
  aluno: Aluno;
  papel: Papel;
  empresa: string | null;
  geradoEm: Date;
  /** The schools' names by id. */
  escolas: ReadonlyMap<string, string>;
  /** Each year's kind of etapas, by the year's id (`{idEscola}__{ano}`). */
  tiposDeEtapas: ReadonlyMap<string, TipoDeEtapas>;
  entradas: readonly Enturmacao[];
  boletins: readonly BoletimParaImpressao[];
  documentos: readonly DocumentoDaLista[];
  eventos: readonly EntradaHistorico[];
};

/** The file's content from what was read: plain data (strings, numbers, nulls), the same for the JSON and the PDF. Pure. */
export function montarDadosPessoais({ aluno, papel, empresa, geradoEm, escolas: nomes, tiposDeEtapas, entradas, boletins, documentos, eventos }: LeituraDosDadosPessoais): DadosPessoais {
  const dia = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    formato: "gestao-escolar.dados-pessoais",
    versao: 1,
    geradoEm: geradoEm.toISOString(),
    empresa: { nome: empresa },
    registro: {
      id: aluno.id,
      matricula: aluno.matricula,
      matriculasUnificadas: aluno.matriculasUnificadas,
      campos: Object.fromEntries([...CAMPOS.map((c) => [c.chave, guardado(aluno, c.chave)]), ...extras(aluno)]),
    },
    ficha: secoesDaFicha(aluno, papel, { escolas: nomes }),
    responsaveis: aluno.responsaveis,
    turmas: entradas.map((e) => ({
      ano: e.ano,
      escola: nomes.get(e.idEscola) ?? e.idEscola,
      turma: e.nomeTurma,
      situacao: enturmacaoTexts.situacoes[e.situacao],
      desde: e.desde,
      ate: e.ate,
    })),
    frequencia: entradas.flatMap((e) =>
      Object.entries(e.frequencia)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([i, c]) => {
          const tipo = tiposDeEtapas.get(idDoAno(e.idEscola, e.ano));
          return { ano: e.ano, turma: e.nomeTurma, etapa: tipo ? anoLetivoTexts.etapa(tipo, Number(i) + 1) : String(Number(i) + 1), dias: c.dias, faltas: c.faltas, justificadas: c.justificadas };
        }),
    ),
    notas: boletins.map((b) => ({
      ano: b.ano,
      turma: b.turma,
      escola: b.escola.nome,
      situacao: b.situacao,
      frequencia: b.frequencia,
      faltas: b.faltas,
      colunas: b.colunas,
      componentes: b.linhas.map((l) => ({ componente: l.componente, etapas: l.etapas, media: l.media, recuperacao: l.recuperacao, final: l.final })),
      relatorio: (b.relatorio ?? []).map((r) => ({ etapa: r.etapa, texto: r.texto })),
    })),
    documentos: documentos.map((d) => ({
      tipo: TIPOS_DE_DOCUMENTO[d.tipo].nome,
      codigo: d.codigo,
      emitidoEm: dia(d.emitidoEm),
      emitidoPor: d.emitidoPorNome,
      revogadoEm: dia(d.revogadoEm),
      motivoDaRevogacao: d.motivoDaRevogacao,
    })),
    historico: eventos.map((e) => ({
      em: dia(e.em),
      por: e.porNome,
      evento: (alunoTexts.eventos as Partial<Record<string, string>>)[e.tipo] ?? e.tipo,
      detalhe: e.detalhe,
      mudancas: e.mudancas.map((m) => mudancaLegivel(m, nomes)),
    })),
  };
}

/** A stored value as the file keeps it (an absent one: null). */
const guardado = (aluno: Aluno, chave: string): unknown => (aluno as Readonly<Record<string, unknown>>)[chave] ?? null;

/** Keys the student holds beyond the descriptor's fields (a list such as `responsaveis`): kept as they are. */
function extras(aluno: Aluno): [string, unknown][] {
  const conhecidas = new Set<string>(["id", "matricula", "versao", "matriculasUnificadas", "responsaveis", ...CAMPOS.map((c) => c.chave)]);
  return Object.entries(aluno).filter(([k]) => !conhecidas.has(k));
}


/**
 * Records the export in the student's history and the company's activity (one write, awaited
 * before the file is given): who, when, in which format.
 */
export function registrarExportacao(ctx: ShellContext, aluno: { id: string; nome: string }, formato: "PDF" | "JSON"): Promise<void> {
  return gravarAtividade(ctx, { tipo: "aluno.dadosPessoaisExportados", alvo: { colecao: "alunos", id: aluno.id, nome: aluno.nome }, detalhe: dadosPessoaisTexts.detalhe(formato) });
}

/** The file's name: "dados-pessoais-2026000123.json" (the matrícula, not the child's name). */
export const nomeDoArquivoDosDadosPessoais = (matricula: string, extensao: "pdf" | "json") => `dados-pessoais-${matricula.replace(/[^0-9A-Za-z-]/g, "") || "aluno"}.${extensao}`;
