import "server-only";
import { withDeadline } from "@/lib/infra/deadline";
import { registrarLeituras } from "@/lib/infra/firestore/leituras";
import { horaDe } from "@/lib/campos/data";
import { hoje } from "@/lib/infra/relogio";
import type { ShellContext } from "@/lib/shell/contexto";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import type { Turma } from "@/lib/turmas/schema";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { etapaDoDiaDeAula } from "@/lib/regras/calendario";
import { idDaChamada, naChamadaDoDia, type Marca } from "@/lib/chamadas/documento";
import { diaValido } from "@/lib/chamadas/schema";
import { chamadaFrom, chamadasCollection } from "@/lib/chamadas/escrita";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// The roll call of a turma on a day, read for its page: who is on the roll that day (the turma's
// entries `Cursando` on it, in name order), the marks saved (if any), the version to send back.

export type AlunoDaChamada = { id: string; nome: string; matricula: string };

export type ChamadaDoDia = {
  dia: string;
  /** A day of class of the turma's year in progress, not in the future: the roll call may be taken. */
  aula: boolean;
  alunos: AlunoDaChamada[];
  /** The marks saved, per student (absent: `Presente`). */
  marcas: Record<string, Marca>;
  /** The saved roll call's version (0: none yet), sent back with the save. */
  versao: number;
  /** Who saved the day and at what time (São Paulo), when saved. */
  salva: { por: string; hora: string } | null;
};

/** Whether `dia` is a day of class of the year (in progress), not after today. */
export function haAula(ano: Pick<AnoLetivo, "situacao" | "etapas" | "especiais">, dia: string): boolean {
  return diaValido(dia) && dia <= hoje() && ano.situacao === "andamento" && etapaDoDiaDeAula(ano.etapas, ano.especiais, dia) !== null;
}

/** The roll call of `turma` on `dia` (a day the page checked with diaValido). Reads the day's document and the turma's entries. */
export async function chamadaDoDia(ctx: ShellContext, turma: Turma, ano: AnoLetivo, dia: string): Promise<ChamadaDoDia> {
  const [snapshot, entradas] = await Promise.all([withDeadline(chamadasCollection().doc(idDaChamada(turma.id, dia)).get(), "banco"), alunosDaTurma(ctx, turma.id)]);
  registrarLeituras("chamadas.doDia", 1);
  const guardada = chamadaFrom(snapshot, ctx.empresa.id);
  return {
    dia,
    aula: haAula(ano, dia),
    alunos: entradas.filter((e) => naChamadaDoDia(e, dia)).map((e) => ({ id: e.idAluno, nome: nomeDeExibicaoDaEntrada(e), matricula: e.matricula })),
    marcas: Object.fromEntries(Object.entries(guardada?.alunos ?? {}).map(([id, { m }]) => [id, m])),
    versao: guardada?.versao ?? 0,
    salva: guardada ? { por: guardada.salvaPorNome, hora: horaDe(guardada.salvaEm ?? new Date()) } : null,
  };
}
