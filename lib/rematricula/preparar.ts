import "server-only";
import { createHash } from "node:crypto";
import { FieldPath, FieldValue, type Transaction } from "firebase-admin/firestore";
import { transacao, registroNaTransacao } from "@/lib/infra/firestore/transacao";
import { isDocumentId } from "@/lib/infra/firestore/documents";
import { ActionError } from "@/lib/infra/actions/erro";
import { alunoTexts, anoLetivoTexts, rematriculaTexts, turmaTexts } from "@/lib/messages";
import { enturmacoesCollection } from "@/lib/enturmacoes/dados";
import type { ShellContext } from "@/lib/shell/contexto";
import { criacaoDe, registrarAtividade } from "@/lib/atividades/escrita";
import { anoFrom, anosCollection } from "@/lib/anos-letivos/dados";
import { idDoAno } from "@/lib/anos-letivos/documento";
import type { AnoLetivo } from "@/lib/anos-letivos/schema";
import { alvoDo, escolaNaTransacao, diasDosFeriados } from "@/lib/anos-letivos/escrita";
import { feriadosNacionais } from "@/lib/regras/feriados";
import { turmaFrom, turmasCollection, turmasDoAno } from "@/lib/turmas/dados";
import { criarTurma } from "@/lib/turmas/escrita";
import { turmaInput, type TurmaInput } from "@/lib/turmas/schema";
import { paraDestino, turmasDaRematricula, type TurmasDaRematricula } from "@/lib/rematricula/dados";
import { turmaDeNome, turmasPropostas } from "@/lib/rematricula/plano";
import { EM_ANDAMENTO, idDaRematricula, registroDa, rematriculas, type RematriculaDoc } from "@/lib/rematricula/registro";

// The rematrícula's preparation (issue 27), administrador and secretaria (the actions check the
// role): step 1 creates the next year `Em planejamento` (the closed year's kind of etapas, its
// dates left for the secretary: the rollover invents no calendar) with the school's record;
// step 2 creates the next year's turmas the secretary kept (an existing one of the same name is
// reused); step 3's choices change one student's destination. None of them enrols anyone.

const erros = rematriculaTexts.erros;

/** States in which the plan may change: before a run, or after one that failed or was undone. */
const EDITAVEL: readonly RematriculaDoc["estado"][] = ["rascunho", "falhou", "desfeita"];

/** The company's closed year, read in a transaction. */
async function anoEncerradoNaTransacao(tx: Transaction, ctx: ShellContext, id: string): Promise<AnoLetivo> {
  const ano = await registroNaTransacao(tx, anosCollection(), id, (d) => anoFrom(d, ctx.empresa.id), anoLetivoTexts.naoEncontrado);
  if (ano.situacao !== "encerrado") throw new ActionError(erros.naoEncerrado);
  return ano;
}

/** The school's record of the rematrícula into the next year, in a state its plan may change. */
async function registroEditavel(tx: Transaction, ctx: ShellContext, anoEncerrado: AnoLetivo) {
  const ref = rematriculas().doc(idDaRematricula(anoEncerrado.idEscola, anoEncerrado.ano + 1));
  const rec = registroDa(await tx.get(ref), ctx.empresa.id);
  if (!rec) throw new ActionError(erros.semAnoSeguinte(anoEncerrado.ano + 1));
  if (EM_ANDAMENTO.includes(rec.estado)) throw new ActionError(erros.emAndamento);
  if (!EDITAVEL.includes(rec.estado)) throw new ActionError(erros.jaFeita(rec.anoDestino));
  return { ref, rec };
}

/**
 * Step 1, `Preparar ano letivo 2027`: the next year of the closed year's school, created `Em
 * planejamento` with the same kind of etapas and no dates when it does not exist (one made by hand
 * is used as it is), and the school's record of the rematrícula. Done twice (or by two people at
 * once): the same year, the same record.
 */
export async function prepararAnoSeguinte(ctx: ShellContext, idAnoEncerrado: string): Promise<{ idAnoDestino: string; criado: boolean }> {
  if (!isDocumentId(idAnoEncerrado)) throw new ActionError(anoLetivoTexts.naoEncontrado);
  return transacao(async (tx) => {
    const encerrado = await anoEncerradoNaTransacao(tx, ctx, idAnoEncerrado);
    const escola = await escolaNaTransacao(tx, ctx, encerrado.idEscola);
    const numero = encerrado.ano + 1;
    const idDestino = idDoAno(escola.id, numero);
    const destinoRef = anosCollection().doc(idDestino);
    const registroRef = rematriculas().doc(idDaRematricula(escola.id, numero));
    const [destinoSnap, registroSnap] = await tx.getAll(destinoRef, registroRef);
    const destino = destinoSnap!.exists ? anoFrom(destinoSnap!, ctx.empresa.id) : null;
    if (destinoSnap!.exists && !destino) throw new ActionError(anoLetivoTexts.naoEncontrado);
    if (destino?.situacao === "encerrado") throw new ActionError(erros.anoSeguinteEncerrado(numero));
    if (!destino) {
      if (!escola.ativa) throw new ActionError(anoLetivoTexts.erros.escolaInativa);
      tx.create(destinoRef, {
        idEmpresa: ctx.empresa.id,
        idEscola: escola.id,
        ano: numero,
        tipoEtapas: encerrado.tipoEtapas,
        etapas: [],
        // A new year comes with its national holidays (issue 41); the pontos facultativos are the secretaria's to add.
        especiais: diasDosFeriados(feriadosNacionais(numero).filter((f) => f.tipo === "feriado")),
        situacao: "planejamento",
        ...criacaoDe(ctx.session.uid),
      });
      registrarAtividade(tx, ctx, { tipo: "anoLetivo.criado", alvo: alvoDo({ id: idDestino, ano: numero }, escola.nome) });
    }
    if (!registroSnap!.exists) {
      tx.create(registroRef, {
        idEmpresa: ctx.empresa.id,
        idEscola: escola.id,
        nomeDaEscola: escola.nome,
        idAnoEncerrado: encerrado.id,
        anoEncerrado: encerrado.ano,
        idAnoDestino: idDestino,
        anoDestino: numero,
        estado: "rascunho",
        criadas: {},
        escolhas: {},
        criadoEm: FieldValue.serverTimestamp(),
      });
    }
    return { idAnoDestino: idDestino, criado: !destino };
  });
}

/**
 * A turma of the next year named `input.nome`: the existing one, or created once whatever the
 * retries (its id comes from the record and `chave`); one created meanwhile by someone else under
 * that name is reused.
 */
async function criarOuReutilizar(ctx: ShellContext, fatos: TurmasDaRematricula, chave: string, input: TurmaInput): Promise<{ id: string; nova: boolean }> {
  const destino = fatos.destino!;
  const existente = turmaDeNome(fatos.turmasDoDestino.map(paraDestino), input.nome);
  if (existente) return { id: existente.id, nova: false };
  const token = createHash("sha256").update(`${fatos.idRegistro}\n${chave}`).digest("base64url").slice(0, 32);
  try {
    return { id: (await criarTurma(ctx, destino.id, input, token)).id, nova: true };
  } catch (error) {
    if (!(error instanceof ActionError) || error.message !== turmaTexts.erros.nomeDuplicado) throw error;
    const turma = turmaDeNome((await turmasDoAno(ctx, destino.id)).map(paraDestino), input.nome);
    if (!turma) throw error;
    return { id: turma.id, nova: false };
  }
}

/** The next year and the record, in a state whose plan may change (outside a transaction: a preparation's check). */
function exigirPlanoEditavel(fatos: TurmasDaRematricula | null): asserts fatos is TurmasDaRematricula & { destino: AnoLetivo } {
  if (!fatos) throw new ActionError(anoLetivoTexts.naoEncontrado);
  if (!fatos.destino) throw new ActionError(erros.semAnoSeguinte(fatos.anoEncerrado.ano + 1));
  if (fatos.registro && !EDITAVEL.includes(fatos.registro.estado)) throw new ActionError(EM_ANDAMENTO.includes(fatos.registro.estado) ? erros.emAndamento : erros.jaFeita(fatos.destino.ano));
}

/** A closed turma kept in step 2: its name and places as the secretary left them. */
export type TurmaPedida = { idOrigem: string; nome: string; vagas: string };

/**
 * Step 2, `Criar turmas de 2027`: for each closed turma kept, its proposed turma of the next year
 * (the next série, the same turno and hours; the name and places as sent), or the existing turma of
 * that name, reused; the record keeps which turma each closed turma's approved students go to. Each
 * turma is created once whatever the retries (its id comes from the record and the closed turma).
 */
export async function criarTurmasDoAnoSeguinte(ctx: ShellContext, idAnoEncerrado: string, pedidas: readonly TurmaPedida[]): Promise<{ criadas: number; reutilizadas: number }> {
  const fatos = await turmasDaRematricula(ctx, idAnoEncerrado);
  exigirPlanoEditavel(fatos);
  const propostas = new Map(turmasPropostas(fatos.turmasEncerradas, fatos.turmasDoDestino.map(paraDestino)).map((p) => [p.origem.id, p]));
  // Every request checked first: one bad turma sends nothing.
  const validas = pedidas.map((pedida) => {
    const proposta = propostas.get(pedida.idOrigem)?.proposta;
    if (!proposta) throw new ActionError(turmaTexts.naoEncontrada);
    const { turno, inicioAulas, fimAulas, etapaDeEnsino } = proposta;
    const input = turmaInput.safeParse({ nome: pedida.nome, etapaDeEnsino, turno, vagas: pedida.vagas, inicioAulas, fimAulas });
    if (!input.success) throw new ActionError(input.error.issues[0]?.message ?? erros.turma);
    return { idOrigem: pedida.idOrigem, input: input.data };
  });
  const criadas: Record<string, string> = {};
  let novas = 0;
  for (const { idOrigem, input } of validas) {
    const turma = await criarOuReutilizar(ctx, fatos, `${idOrigem}\n${input.nome}`, input);
    criadas[idOrigem] = turma.id;
    if (turma.nova) novas += 1;
  }
  if (validas.length === 0) return { criadas: 0, reutilizadas: 0 };
  await transacao(async (tx) => {
    const { ref } = await registroEditavel(tx, ctx, fatos.anoEncerrado);
    // FieldPaths: an id is never read as a path of nested fields.
    const [primeira, ...outras] = Object.entries(criadas);
    tx.update(ref, new FieldPath("criadas", primeira![0]), primeira![1], ...outras.flatMap(([o, i]) => [new FieldPath("criadas", o), i]), "versao", FieldValue.increment(1));
  });
  return { criadas: novas, reutilizadas: validas.length - novas };
}

/**
 * Step 3's offer when a retained student's turma is missing: the closed turma's copy in the next
 * year (the same name, etapa, turno, places and hours; the new etapa's components), or the
 * existing one of that name.
 */
export async function criarTurmaParaRetidos(ctx: ShellContext, idAnoEncerrado: string, idOrigem: string): Promise<{ id: string; nova: boolean }> {
  const fatos = await turmasDaRematricula(ctx, idAnoEncerrado);
  exigirPlanoEditavel(fatos);
  const origem = fatos.turmasEncerradas.find((t) => t.id === idOrigem);
  if (!origem) throw new ActionError(turmaTexts.naoEncontrada);
  const { nome, etapaDeEnsino, turno, vagas, inicioAulas, fimAulas } = origem;
  return criarOuReutilizar(ctx, fatos, `retidos\n${idOrigem}`, { nome, etapaDeEnsino, turno, vagas, inicioAulas, fimAulas, codigoInep: undefined });
}

/**
 * Step 3, a row's `Turma de destino`: a turma of the next year of the school, `nao` (`Não
 * rematricular`), or "" (back to the proposed one).
 */
export async function escolherDestino(ctx: ShellContext, idAnoEncerrado: string, idAluno: string, escolha: string): Promise<void> {
  if (!isDocumentId(idAnoEncerrado) || !isDocumentId(idAluno)) throw new ActionError(anoLetivoTexts.naoEncontrado);
  await transacao(async (tx) => {
    const encerrado = await anoEncerradoNaTransacao(tx, ctx, idAnoEncerrado);
    const { ref } = await registroEditavel(tx, ctx, encerrado);
    // Only a student of the closed year has a row (an id from the browser names nothing else).
    const entradas = await tx.get(enturmacoesCollection().where("idEmpresa", "==", ctx.empresa.id).where("idAluno", "==", idAluno).orderBy("ano", "desc").limit(20));
    if (!entradas.docs.some((d) => d.get("idAnoLetivo") === encerrado.id)) throw new ActionError(alunoTexts.naoEncontrado);
    const destinoInvalido = new ActionError(erros.destino(encerrado.ano + 1), "destino");
    if (escolha !== "" && escolha !== "nao") {
      if (!isDocumentId(escolha)) throw destinoInvalido;
      const turma = turmaFrom(await tx.get(turmasCollection().doc(escolha)), ctx.empresa.id);
      if (!turma || turma.idEscola !== encerrado.idEscola || turma.ano !== encerrado.ano + 1) throw destinoInvalido;
    }
    // A FieldPath: an id is never read as a path of nested fields.
    tx.update(ref, new FieldPath("escolhas", idAluno), escolha === "" ? FieldValue.delete() : escolha, "versao", FieldValue.increment(1));
  });
}
