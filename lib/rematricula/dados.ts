import "server-only";
import { db } from "@/lib/infra/firebase/admin";
import { withDeadline } from "@/lib/infra/deadline";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import type { ShellContext } from "@/lib/shell/contexto";
import { lerEscola } from "@/lib/escolas/dados";
import type { Escola } from "@/lib/escolas/schema";
import { lerAnoLetivo, lerAnoPorId } from "@/lib/anos-letivos/dados";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { turmasDoAno } from "@/lib/turmas/dados";
import type { Turma } from "@/lib/turmas/schema";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import { resultadosCollection, situacoesDoc } from "@/lib/encerramento/resultados";
import { previaDaRematricula, turmasPropostas, type AlunoDoAnoEncerrado, type Escolha, type Previa, type TurmaDoDestino, type TurmaProposta } from "@/lib/rematricula/plano";
import { idDaRematricula, registroDa, rematriculas, type RematriculaDoc } from "@/lib/rematricula/registro";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// What the rematrícula of a closed year reads (issue 27): the year, its school, the next year (if
// created), both years' turmas, the closed turmas' entries and final situations, the next year's
// turmas' entries (students already enrolled there), and the record (step 2's turmas, step 3's
// choices, a run). Every read is the company's; another company's year is "not found". Bounded by
// the school's year: its turmas (at most 200) and their entries (at most 300 each).

export type FatosDaRematricula = {
  escola: Escola;
  anoEncerrado: AnoLetivo;
  /** The next year, once created. */
  destino: AnoLetivo | null;
  turmasEncerradas: Turma[];
  turmasDoDestino: Turma[];
  registro: RematriculaDoc | null;
  idRegistro: string;
  alunos: AlunoDoAnoEncerrado[];
};

/** A student's place at the end of the closed year: the entry `Cursando`, else the latest one. */
function entradaFinal(entradas: Enturmacao[]): Enturmacao {
  return entradas.find((e) => e.situacao === "cursando") ?? [...entradas].sort((a, b) => b.desde.localeCompare(a.desde) || (b.ate ?? "").localeCompare(a.ate ?? ""))[0]!;
}

/** The closed year's students, one each, from their entries and the turmas' final situations. */
export function alunosDoAnoEncerrado(
  entradas: readonly Enturmacao[],
  turmas: ReadonlyMap<string, Pick<Turma, "id" | "nome" | "etapaDeEnsino">>,
  situacoes: ReadonlyMap<string, Record<string, string>>,
  noDestino: ReadonlyMap<string, { idTurma: string; nome: string }>,
): AlunoDoAnoEncerrado[] {
  const porAluno = new Map<string, Enturmacao[]>();
  for (const e of entradas) porAluno.set(e.idAluno, [...(porAluno.get(e.idAluno) ?? []), e]);
  return [...porAluno.values()].flatMap((lista) => {
    const e = entradaFinal(lista);
    const turma = turmas.get(e.idTurma);
    if (!turma) return [];
    const cursando = e.situacao === "cursando";
    const situacao = cursando ? situacoes.get(e.idTurma)?.[e.idAluno] : undefined;
    return [
      {
        idAluno: e.idAluno,
        nome: nomeDeExibicaoDaEntrada(e),
        matricula: e.matricula,
        turma: { id: turma.id, nome: turma.nome, etapaDeEnsino: turma.etapaDeEnsino },
        saida: cursando ? null : e.situacao === "transferido" ? "transferido" : "desligado",
        ativo: cursando,
        situacaoFinal: (situacao as AlunoDoAnoEncerrado["situacaoFinal"]) ?? null,
        jaEnturmado: noDestino.get(e.idAluno) ?? null,
      },
    ];
  });
}

/** The rematrícula's turmas and record, without its students (step 2 and the retained's turma need no more). */
export type TurmasDaRematricula = Omit<FatosDaRematricula, "alunos">;

/** The closed year, its school, the next year, both years' turmas and the record; null when it is no closed year of the company. */
export async function turmasDaRematricula(ctx: ShellContext, idAnoEncerrado: string): Promise<TurmasDaRematricula | null> {
  if (!isDocumentId(idAnoEncerrado)) return null;
  const anoEncerrado = await lerAnoPorId(ctx, idAnoEncerrado);
  if (!anoEncerrado || anoEncerrado.situacao !== "encerrado") return null;
  const idRegistro = idDaRematricula(anoEncerrado.idEscola, anoEncerrado.ano + 1);
  const [escola, destino, turmasEncerradas, registroSnap] = await Promise.all([
    lerEscola(ctx, anoEncerrado.idEscola),
    lerAnoLetivo(ctx, anoEncerrado.idEscola, anoEncerrado.ano + 1),
    turmasDoAno(ctx, anoEncerrado.id),
    withDeadline(rematriculas().doc(idRegistro).get(), "banco"),
  ]);
  registrarLeituras("rematricula.registro", 1);
  if (!escola) return null;
  const turmasDoDestino = destino ? await turmasDoAno(ctx, destino.id) : [];
  return { escola, anoEncerrado, destino, turmasEncerradas, turmasDoDestino, registro: registroDa(registroSnap, ctx.empresa.id), idRegistro };
}

/** Everything the rematrícula of the closed year `idAnoEncerrado` reads; null when it is no closed year of the company. */
export async function fatosDaRematricula(ctx: ShellContext, idAnoEncerrado: string): Promise<FatosDaRematricula | null> {
  const turmas = await turmasDaRematricula(ctx, idAnoEncerrado);
  if (!turmas) return null;
  const { turmasEncerradas, turmasDoDestino } = turmas;
  const [entradas, resultados, noDestino] = await Promise.all([
    Promise.all(turmasEncerradas.map((t) => alunosDaTurma(ctx, t.id))).then((l) => l.flat()),
    turmasEncerradas.length > 0 ? withDeadline(db().getAll(...turmasEncerradas.map((t) => resultadosCollection().doc(t.id))), "banco") : Promise.resolve([]),
    Promise.all(turmasDoDestino.map((t) => alunosDaTurma(ctx, t.id))).then((l) => l.flat().filter((e) => e.situacao === "cursando")),
  ]);
  registrarLeituras("rematricula.resultados", resultados.length);
  const situacoes = new Map(resultados.map((d) => [d.id, situacoesDoc(d, ctx.empresa.id)]));
  const alunos = alunosDoAnoEncerrado(
    entradas,
    new Map(turmasEncerradas.map((t) => [t.id, t])),
    situacoes,
    new Map(noDestino.map((e) => [e.idAluno, { idTurma: e.idTurma, nome: e.nomeTurma }])),
  );
  return { ...turmas, alunos };
}

export const paraDestino = (t: Turma): TurmaDoDestino => ({ id: t.id, nome: t.nome, etapaDeEnsino: t.etapaDeEnsino, vagas: t.vagas, cursando: t.cursando });

/** The record's stored choices as the plan takes them. */
export const escolhasDo = (registro: RematriculaDoc | null): Record<string, Escolha> =>
  Object.fromEntries(Object.entries(registro?.escolhas ?? {}).map(([idAluno, e]) => [idAluno, e === "nao" ? { tipo: "nao" } : { tipo: "turma", idTurma: e }]));

/** Step 2's table and step 3's preview, from the facts. */
export function planoDa(fatos: FatosDaRematricula): { propostas: TurmaProposta[]; previa: Previa } {
  const destino = fatos.turmasDoDestino.map(paraDestino);
  return {
    propostas: turmasPropostas(fatos.turmasEncerradas, destino),
    previa: previaDaRematricula({ ano: fatos.anoEncerrado.ano + 1, alunos: fatos.alunos, destino, criadas: fatos.registro?.criadas ?? {}, escolhas: escolhasDo(fatos.registro) }),
  };
}

/** The school's rematrícula into `ano` (the next year's page: its `Desfazer rematrícula`), or null. */
export async function rematriculaParaOAno(ctx: ShellContext, idEscola: string, ano: number): Promise<RematriculaDoc | null> {
  if (!isDocumentId(idEscola)) return null;
  const snapshot = await withDeadline(rematriculas().doc(idDaRematricula(idEscola, ano)).get(), "banco");
  registrarLeituras("rematricula.registro", 1);
  return registroDa(snapshot, ctx.empresa.id);
}
