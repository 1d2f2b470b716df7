import "server-only";
import type { DocumentSnapshot, Transaction } from "firebase-admin/firestore";
import { transacao } from "@/lib/infra/firestore/transacao";
import { ActionError } from "@/lib/infra/actions/erro";
import { registrarAtividade } from "@/lib/atividades/escrita";
import { turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { folhasDaTurma } from "@/lib/notas/documento";
import { notasCollection } from "@/lib/notas/schema";
import { semNotas } from "@/lib/regras/situacao-final";
import { turmasCollection } from "@/lib/turmas/dados";
import { alvoDa, anoAberto, turmaNaTransacao } from "@/lib/turmas/escrita";
import { chaveDoComponente, COMPONENTES_MAX, idParaNovoComponente, type Componente } from "@/lib/turmas/componentes";
import type { Turma } from "@/lib/turmas/schema";
import type { AdicionarComponenteInput, ProfessorDoComponenteInput, RemoverComponenteInput, RenomearComponenteInput } from "@/lib/turmas/componentes-schema";

// A turma's `Componentes curriculares`, written (administrador and secretaria, checked by the
// actions): added, renamed, removed (only while it has no grade), and its `Professor do componente`.
// Each change is one transaction that reads the turma (and its year: a closed year takes no
// change), then writes the turma's whole list and the turma's history: two changes sent at once
// are serialised, so two components of the same name never both land.

const t = turmaTexts.componentes;
const erros = t.erros;

/** The turma, its year and school, read in the transaction (a closed year refused). */
async function turmaAberta(tx: Transaction, ctx: ShellContext, idTurma: string) {
  const turma = await turmaNaTransacao(tx, ctx, idTurma);
  const { ano, escola } = await anoAberto(tx, ctx, turma.idAnoLetivo);
  return { turma, ano, alvo: alvoDa(turma.id, turma.nome, ano.ano, escola.nome) };
}

/** One of the turma's components by id, or the refusal `Componente não encontrado.`. */
function componenteDa(turma: Turma, idComponente: string): Componente {
  const componente = turma.componentes.find((c) => c.id === idComponente);
  if (!componente) throw new ActionError(erros.naoEncontrado);
  return componente;
}

/** Refuses a name another component of the turma already has (compared as chaveDoComponente makes it plain). */
function nomeLivre(turma: Turma, nome: string, idComponente?: string): void {
  const chave = chaveDoComponente(nome);
  if (turma.componentes.some((c) => c.id !== idComponente && chaveDoComponente(c.nome) === chave)) throw new ActionError(erros.duplicado, "nome");
}

const gravar = (tx: Transaction, turma: Turma, componentes: Componente[]) => tx.update(turmasCollection().doc(turma.id), { componentes });

/** `Adicionar componente`: a new component, with no professor, at the end of the list. Returns the turma as read. */
export async function adicionarComponente(ctx: ShellContext, { idTurma, nome }: AdicionarComponenteInput): Promise<Turma> {
  return transacao(async (tx) => {
    const { turma, alvo } = await turmaAberta(tx, ctx, idTurma);
    if (semNotas(turma.etapaDeEnsino)) throw new ActionError(erros.educacaoInfantil, "nome");
    if (turma.componentes.length >= COMPONENTES_MAX) throw new ActionError(erros.demais, "nome");
    nomeLivre(turma, nome);
    const novo: Componente = { id: idParaNovoComponente(nome, turma.componentes), nome, professor: null };
    gravar(tx, turma, [...turma.componentes, novo]);
    registrarAtividade(tx, ctx, { tipo: "turma.atualizada", alvo, detalhe: t.historico.adicionado(nome) });
    return turma;
  });
}

/** `Renomear`: a component's new name (its id stays: its grades name it by id). Returns the turma as read. */
export async function renomearComponente(ctx: ShellContext, { idTurma, idComponente, nome }: RenomearComponenteInput): Promise<Turma> {
  return transacao(async (tx) => {
    const { turma, alvo } = await turmaAberta(tx, ctx, idTurma);
    const componente = componenteDa(turma, idComponente);
    if (componente.nome === nome) return turma;
    nomeLivre(turma, nome, idComponente);
    gravar(tx, turma, turma.componentes.map((c) => (c.id === idComponente ? { ...c, nome } : c)));
    registrarAtividade(tx, ctx, { tipo: "turma.atualizada", alvo, detalhe: t.historico.renomeado(componente.nome, nome) });
    return turma;
  });
}

/**
 * `Remover`: a component without grades leaves the turma. Its grade sheets (every etapa of the
 * year and the recovery) are read in the transaction, so a grade saved at the same moment either
 * lands first (and the removal is refused) or finds the component gone. Returns the turma as read.
 */
export async function removerComponente(ctx: ShellContext, { idTurma, idComponente }: RemoverComponenteInput): Promise<Turma> {
  return transacao(async (tx) => {
    const { turma, ano, alvo } = await turmaAberta(tx, ctx, idTurma);
    const componente = componenteDa(turma, idComponente);
    const notas = notasCollection();
    const folhas = await tx.getAll(...folhasDaTurma(turma.id, [componente], ano.etapas.length).map((f) => notas.doc(f.id)));
    if (folhas.some(temNotas)) throw new ActionError(erros.comNotas);
    gravar(tx, turma, turma.componentes.filter((c) => c.id !== idComponente));
    registrarAtividade(tx, ctx, { tipo: "turma.atualizada", alvo, detalhe: t.historico.removido(componente.nome) });
    return turma;
  });
}

/** A sheet that holds any grade (any entry at all in `valores`: a malformed one is kept rather than lost). */
function temNotas(folha: DocumentSnapshot): boolean {
  if (!folha.exists) return false;
  const valores: unknown = folha.get("valores");
  return typeof valores === "object" && valores !== null && Object.keys(valores).length > 0;
}

/** `Professor do componente`: one of the turma's professors (a uid), or "" for `Nenhum`. Returns the turma as read. */
export async function definirProfessorDoComponente(ctx: ShellContext, { idTurma, idComponente, professor }: ProfessorDoComponenteInput): Promise<Turma> {
  return transacao(async (tx) => {
    const { turma, alvo } = await turmaAberta(tx, ctx, idTurma);
    const componente = componenteDa(turma, idComponente);
    const escolhido = professor === "" ? null : (turma.professores.find((p) => p.uid === professor) ?? null);
    if (professor !== "" && !escolhido) throw new ActionError(erros.professor, "professor");
    const uid = escolhido?.uid ?? null;
    if (componente.professor === uid) return turma;
    gravar(tx, turma, turma.componentes.map((c) => (c.id === idComponente ? { ...c, professor: uid } : c)));
    registrarAtividade(tx, ctx, { tipo: "turma.atualizada", alvo, detalhe: t.historico.professor(componente.nome, escolhido?.nome ?? null) });
    return turma;
  });
}
