// The rematrícula's plan (issue 27), pure and client-safe: the turmas proposed for the next year
// (step 2) and the preview of where each student of the closed year goes (step 3), with the
// problems that block the confirmation. The data layer reads the facts; the confirmation writes
// exactly what this preview says, so the screen, the run and the tests agree.
import { etapaDeEnsino, type CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { nomeComparavel, type Turno } from "@/lib/turmas/documento";
import { progressao } from "@/lib/regras/progressao";
import type { Turma } from "@/lib/turmas/schema";
import type { SituacaoFinal } from "@/lib/regras/situacao-final";
import { nomeCurtoDaEtapaTexts, rematriculaTexts } from "@/lib/messages/rematricula";

/**
 * A closed turma's name in the next etapa: its série's number advanced where the name says it
 * (`5º ano A` → `6º ano A`, `1ª série B` → `2ª série B`), else the next etapa's short name and the
 * name's final letter (`Pré-escola A` → `1º ano A`). The same etapa keeps the name.
 */
export function nomeNaEtapa(nome: string, de: CodigoEtapaDeEnsino, para: CodigoEtapaDeEnsino): string {
  if (de === para) return nome;
  const [serieDe, seriePara] = [etapaDeEnsino(de).serie, etapaDeEnsino(para).serie];
  if (serieDe !== null && seriePara !== null && etapaDeEnsino(de).nivel === etapaDeEnsino(para).nivel) {
    const serie = new RegExp(`(^|\\D)${serieDe}(\\s*[ºª°])`);
    if (serie.test(nome)) return nome.replace(serie, `$1${seriePara}$2`);
  }
  const letra = /\s([A-Za-z])$/.exec(nome.trim())?.[1];
  return letra ? `${nomeCurtoDaEtapaTexts[para]} ${letra.toUpperCase()}` : nomeCurtoDaEtapaTexts[para];
}

/** A turma of the closed year, as step 2 reads it. */
export type TurmaEncerrada = Pick<Turma, "id" | "nome" | "etapaDeEnsino" | "turno" | "vagas" | "inicioAulas" | "fimAulas">;

/** A turma of the next year already there. */
export type TurmaDoDestino = { id: string; nome: string; etapaDeEnsino: CodigoEtapaDeEnsino; vagas: number; cursando: number };

/** Step 2's row: a closed turma and the turma proposed for its students who pass (null: a final série). */
export type TurmaProposta = {
  origem: TurmaEncerrada;
  proposta: { nome: string; etapaDeEnsino: CodigoEtapaDeEnsino; turno: Turno; vagas: number; inicioAulas: string; fimAulas: string; existente: TurmaDoDestino | null } | null;
};

/** The turma of `nome` among the next year's (compared without accents, case or extra blanks). */
export const turmaDeNome = (turmas: readonly TurmaDoDestino[], nome: string) => turmas.find((t) => nomeComparavel(t.nome) === nomeComparavel(nome)) ?? null;

/**
 * Step 2: each closed turma with the turma its approved students go to, the same turno and places
 * (an existing turma of that name is reused, not doubled); a final série, none.
 */
export function turmasPropostas(encerradas: readonly TurmaEncerrada[], destino: readonly TurmaDoDestino[]): TurmaProposta[] {
  return encerradas.map((origem) => {
    const p = progressao(origem.etapaDeEnsino, "aprovado");
    if (p === "concluinte") return { origem, proposta: null };
    const nome = nomeNaEtapa(origem.nome, origem.etapaDeEnsino, p.etapa);
    const { turno, vagas, inicioAulas, fimAulas } = origem;
    return { origem, proposta: { nome, etapaDeEnsino: p.etapa, turno, vagas, inicioAulas, fimAulas, existente: turmaDeNome(destino, nome) } };
  });
}

/** A student of the closed year, as the preview reads them. */
export type AlunoDoAnoEncerrado = {
  idAluno: string;
  nome: string;
  matricula: string;
  /** The turma of their last entry in the closed year. */
  turma: { id: string; nome: string; etapaDeEnsino: CodigoEtapaDeEnsino };
  /** How that entry ended: `Cursando` at the close, or the student left (not moved). */
  saida: "transferido" | "desligado" | null;
  /** Whether the student is still `Ativo` in the register. */
  ativo: boolean;
  situacaoFinal: SituacaoFinal | null;
  /** The next year's turma the student is already `Cursando` in (enrolled by hand), if any. */
  jaEnturmado: { idTurma: string; nome: string } | null;
};

export type Destino = { tipo: "turma"; idTurma: string; nome: string } | { tipo: "concluinte" } | { tipo: "nao" } | { tipo: "faltando"; nome: string };

export type LinhaDaPrevia = AlunoDoAnoEncerrado & {
  /** Where the rule sends the student (before the secretary's choice). */
  proposto: Destino;
  destino: Destino;
  /** Whether the student takes part at all (a student who left is not moved, whatever is chosen). */
  movivel: boolean;
};

/** The secretary's choice for a student: a turma of the next year, or `Não rematricular`. */
export type Escolha = { tipo: "turma"; idTurma: string } | { tipo: "nao" };

export type Previa = {
  linhas: LinhaDaPrevia[];
  /** Each one blocks the confirmation, in Portuguese. */
  problemas: string[];
  /**
   * The destination turmas that do not exist, each once with its students (one problem each, among
   * `problemas`, not one per student: issue 41), so the page can show them as the step they are.
   */
  faltando: { nome: string; alunos: number; problema: string }[];
  /** Students to enrol, per destination turma. */
  porTurma: { idTurma: string; nome: string; novos: number; cursando: number; vagas: number }[];
  rematriculados: number;
  concluintes: number;
};

/**
 * Step 3: where each student goes, the secretary's choices applied, and what blocks the
 * confirmation (a turma over its places, a student without a final situation or already enrolled
 * next year, a destination turma that does not exist). `criadas`: the turma step 2 created (or
 * reused) for each closed turma's approved students, by the closed turma's id.
 */
export function previaDaRematricula(args: {
  ano: number;
  alunos: readonly AlunoDoAnoEncerrado[];
  destino: readonly TurmaDoDestino[];
  criadas: Readonly<Record<string, string>>;
  escolhas: Readonly<Record<string, Escolha>>;
}): Previa {
  const t = rematriculaTexts.problemas;
  const porId = new Map(args.destino.map((d) => [d.id, d]));
  const turmaOuFaltando = (id: string | undefined, nome: string): Destino => {
    const turma = (id ? porId.get(id) : undefined) ?? turmaDeNome(args.destino, nome);
    return turma ? { tipo: "turma", idTurma: turma.id, nome: turma.nome } : { tipo: "faltando", nome };
  };
  const problemas: string[] = [];
  const semTurma = new Map<string, string[]>(); // a missing turma's name → its students
  const linhas = [...args.alunos]
    .sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR") || a.idAluno.localeCompare(b.idAluno))
    .map((aluno): LinhaDaPrevia => {
      const movivel = aluno.saida === null && aluno.ativo;
      let proposto: Destino = { tipo: "nao" };
      if (movivel && aluno.situacaoFinal) {
        const p = progressao(aluno.turma.etapaDeEnsino, aluno.situacaoFinal);
        if (p === "concluinte") proposto = { tipo: "concluinte" };
        else if (p.mesmaEtapa) proposto = turmaOuFaltando(undefined, aluno.turma.nome);
        else proposto = turmaOuFaltando(args.criadas[aluno.turma.id], nomeNaEtapa(aluno.turma.nome, aluno.turma.etapaDeEnsino, p.etapa));
      }
      const escolha = movivel ? args.escolhas[aluno.idAluno] : undefined;
      let destino = proposto;
      if (escolha?.tipo === "nao") destino = { tipo: "nao" };
      else if (escolha?.tipo === "turma") {
        const turma = porId.get(escolha.idTurma);
        destino = turma ? { tipo: "turma", idTurma: turma.id, nome: turma.nome } : proposto;
      }
      // Without a final situation the rule proposes nothing: the secretary must choose (a turma, or `Não rematricular`).
      if (movivel && !aluno.situacaoFinal && !escolha) problemas.push(t.semSituacao(aluno.nome));
      if (movivel && destino.tipo !== "nao") {
        if (aluno.jaEnturmado) problemas.push(t.jaEnturmado(aluno.nome, aluno.jaEnturmado.nome, args.ano));
        if (destino.tipo === "faltando") semTurma.set(destino.nome, [...(semTurma.get(destino.nome) ?? []), aluno.nome]);
      }
      return { ...aluno, proposto, destino, movivel };
    });
  const faltando = [...semTurma].map(([nome, alunos]) => ({
    nome,
    alunos: alunos.length,
    problema: alunos.length === 1 ? t.semDestino(alunos[0]!, nome, args.ano) : t.semDestinoDeVarios(nome, args.ano, alunos.length),
  }));
  problemas.push(...faltando.map((f) => f.problema));
  const novos = new Map<string, number>();
  for (const l of linhas) if (l.movivel && l.destino.tipo === "turma") novos.set(l.destino.idTurma, (novos.get(l.destino.idTurma) ?? 0) + 1);
  const porTurma = [...novos].map(([idTurma, n]) => {
    const turma = porId.get(idTurma)!;
    return { idTurma, nome: turma.nome, novos: n, cursando: turma.cursando, vagas: turma.vagas };
  });
  for (const p of porTurma) if (p.cursando + p.novos > p.vagas) problemas.push(t.vagas(p.nome, args.ano, p.cursando + p.novos, p.vagas));
  return {
    linhas,
    problemas,
    faltando,
    porTurma,
    rematriculados: [...novos.values()].reduce((a, b) => a + b, 0),
    concluintes: linhas.filter((l) => l.movivel && l.destino.tipo === "concluinte").length,
  };
}
