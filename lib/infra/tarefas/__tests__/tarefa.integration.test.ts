import { FieldValue } from "firebase-admin/firestore";
import { z } from "zod";
import { db } from "@/lib/infra/firebase/admin";
import { ActionError } from "@/lib/infra/actions/erro";
import { Aguardar, definirTarefa, Interrupcao, PARADA_MS, type Etapa, type Opcoes } from "@/lib/infra/tarefas";
import { closeTestApp, testDb, uniqueId } from "@/test/support/firebase";

// The long-job protocol on the local Firestore, with a kind of its own: lots of 2 "reserved" before
// the commit point, the commit point, lots of 2 "applied" after it, each lot moving a counter in
// its own transaction (a separate document, as Home's counts are). A run killed before or after
// its commit point is taken over and ends once (the counters moved once); two takeovers at once:
// one wins; an owner that wakes up after a takeover writes nothing; a run at its function's time
// limit releases the job, and the next look takes it over at once.

afterAll(closeTestApp);

const ESTADOS = ["gravando", "confirmada", "concluida", "falhou"] as const;
type Estado = (typeof ESTADOS)[number];
const EM_ANDAMENTO: readonly Estado[] = ["gravando", "confirmada"];
type Fase = "reserva" | "confirmacao" | "aplicacao" | "conclusao";
const LOTE = 2;
const INTERROMPIDA = "Interrompida antes do ponto sem volta.";

const registro = z.object({
  estado: z.enum(ESTADOS),
  dono: z.string().nullable(),
  batimento: z.number(),
  total: z.number(),
  reservados: z.number(),
  feitos: z.number(),
  mensagem: z.string().nullable(),
});
type Registro = z.output<typeof registro>;

const colecao = () => db().collection("tarefas_de_teste");
const saldo = (id: string) => db().collection("tarefas_de_teste_saldos").doc(id);
/** What a lot does to the counters: in its own transaction, as the record's progress. */
const mover = (tx: FirebaseFirestore.Transaction, id: string, campos: Record<string, number>) =>
  tx.set(saldo(id), Object.fromEntries(Object.entries(campos).map(([c, n]) => [c, FieldValue.increment(n)])), { merge: true });

/** Tests make a lot fail (or wait) by its phase and number. */
const falhas = new Map<string, (fase: Fase, lote: number) => void>();

const lote = (fase: Fase, campo: "reservados" | "feitos") =>
  async (tx: FirebaseFirestore.Transaction, rec: Registro, id: string) => {
    if (rec[campo] >= rec.total) return null;
    falhas.get(id)?.(fase, Math.floor(rec[campo] / LOTE));
    const n = Math.min(LOTE, rec.total - rec[campo]);
    mover(tx, id, { [campo]: n });
    return { [campo]: rec[campo] + n };
  };

const DEPOIS: readonly Etapa<Estado, Registro, Fase>[] = [
  { fase: "aplicacao", estados: ["confirmada"], lote: lote("aplicacao", "feitos") },
  { fase: "conclusao", estados: ["confirmada"], passo: async () => ({ estado: "concluida", dono: null }) },
];
const ANTES: readonly Etapa<Estado, Registro, Fase>[] = [
  { fase: "reserva", estados: ["gravando"], lote: lote("reserva", "reservados") },
  {
    fase: "confirmacao",
    estados: ["gravando"],
    passo: async (tx, _rec, id) => {
      mover(tx, id, { confirmacoes: 1 });
      return { estado: "confirmada" };
    },
  },
];

const tarefa = definirTarefa<Estado, Registro, Fase>({
  nome: "teste",
  colecao,
  ler: (s) => (s.exists ? registro.parse(s.data()) : null),
  emAndamento: EM_ANDAMENTO,
  retomada: (estado) => (estado === "confirmada" ? DEPOIS : "desfazer"),
  desfazer: {
    // Undoing gives back what the lots before the commit point reserved.
    executar: (id, token, mensagem): Promise<void> =>
      tarefa.passo(id, token, ["gravando"], async (tx, rec) => {
        mover(tx, id, { reservados: -rec.reservados });
        return { estado: "falhou", mensagem, dono: null };
      }),
    motivo: (error) => (error instanceof ActionError ? error.message : "Indisponível."),
    interrompida: INTERROMPIDA,
  },
});

/** A started job of `total` items: its record owned by the token returned. */
async function iniciada(total: number): Promise<{ id: string; token: string }> {
  const id = uniqueId("tarefa");
  const token = uniqueId("dono");
  await colecao().doc(id).set({ estado: "gravando", dono: token, batimento: Date.now(), total, reservados: 0, feitos: 0, mensagem: null, commits: 1 });
  return { id, token };
}

const continuar = (id: string, token: string, opcoes: Opcoes<Fase> = {}) => tarefa.continuar(id, token, { antes: ANTES, depois: DEPOIS }, opcoes);
const interromperEm = (fase: Fase, lote?: number): Opcoes<Fase> => ({
  antesDoPasso: (p) => {
    if (p.fase === fase && (lote === undefined || p.lote === lote)) throw new Interrupcao();
  },
});
const lido = async (id: string) => (await testDb().collection("tarefas_de_teste").doc(id).get()).data()!;
const saldoDe = async (id: string) => (await testDb().collection("tarefas_de_teste_saldos").doc(id).get()).data() ?? {};
const depois = () => Date.now() + PARADA_MS + 1000;

describe("the long-job protocol", () => {
  it("runs a job to its end: every lot once, the record released", async () => {
    const { id, token } = await iniciada(5);
    await continuar(id, token);
    expect(await lido(id)).toMatchObject({ estado: "concluida", dono: null, reservados: 5, feitos: 5 });
    expect(await saldoDe(id)).toEqual({ reservados: 5, confirmacoes: 1, feitos: 5 });
    // Commits: the start, 3 + 3 lots, the commit point, the end.
    expect((await lido(id)).commits).toBe(9);
  });

  it("killed before its commit point: not taken over while its heartbeat is fresh; then undone once, saying why", async () => {
    const { id, token } = await iniciada(5);
    await continuar(id, token, interromperEm("confirmacao"));
    expect(await lido(id)).toMatchObject({ estado: "gravando", reservados: 5 });
    expect(await tarefa.retomar(id)).toBe(false);
    expect(await tarefa.retomar(id, { agora: depois() })).toBe(true);
    expect(await lido(id)).toMatchObject({ estado: "falhou", mensagem: INTERROMPIDA, dono: null });
    expect(await saldoDe(id)).toEqual({ reservados: 0 });
    // Nothing left to take over.
    expect(await tarefa.retomar(id, { agora: depois() })).toBe(false);
  });

  it("a failure before its commit point is undone with its message; nothing after it ran", async () => {
    const { id, token } = await iniciada(5);
    falhas.set(id, (fase, n) => {
      if (fase === "reserva" && n === 1) throw new ActionError("O CPF da linha 3 já é de outro aluno.");
    });
    await continuar(id, token);
    expect(await lido(id)).toMatchObject({ estado: "falhou", mensagem: "O CPF da linha 3 já é de outro aluno." });
    expect(await saldoDe(id)).toEqual({ reservados: 0 });
  });

  it("killed after its commit point: taken over and finished, every lot applied once", async () => {
    const { id, token } = await iniciada(7);
    await continuar(id, token, interromperEm("aplicacao", 2));
    expect(await lido(id)).toMatchObject({ estado: "confirmada", feitos: 4 });
    expect(await tarefa.retomar(id, { agora: depois() })).toBe(true);
    expect(await lido(id)).toMatchObject({ estado: "concluida", feitos: 7 });
    expect(await saldoDe(id)).toEqual({ reservados: 7, confirmacoes: 1, feitos: 7 });
  });

  it("two takeovers at the same time: one wins, the counters move once", async () => {
    const { id, token } = await iniciada(9);
    await continuar(id, token, interromperEm("aplicacao", 1));
    // Its heartbeat a minute old by the real clock (a clock moved forward would find the winner's stale too).
    await testDb().collection("tarefas_de_teste").doc(id).update({ batimento: Date.now() - PARADA_MS - 1000 });
    const tomadas = await Promise.all([tarefa.retomar(id), tarefa.retomar(id)]);
    expect(tomadas.filter(Boolean)).toHaveLength(1);
    expect(await lido(id)).toMatchObject({ estado: "concluida", feitos: 9 });
    expect(await saldoDe(id)).toEqual({ reservados: 9, confirmacoes: 1, feitos: 9 });
  });

  it("an owner that wakes up after a takeover writes nothing", async () => {
    const { id, token } = await iniciada(4);
    await continuar(id, token, interromperEm("aplicacao", 0));
    await tarefa.retomar(id, { agora: depois(), ...interromperEm("aplicacao", 1) });
    const antes = await lido(id);
    expect(antes).toMatchObject({ estado: "confirmada", feitos: 2 });
    await continuar(id, token); // the old owner: its token is no longer the record's
    expect(await lido(id)).toEqual(antes);
    expect(await saldoDe(id)).toEqual({ reservados: 4, confirmacoes: 1, feitos: 2 });
  });

  it("at its function's time limit a run past its commit point releases the job: the next look takes it over at once", async () => {
    const { id, token } = await iniciada(6);
    // The limit already past: the commit point is reached (the work before it stays in one function), then it stops.
    await continuar(id, token, { ate: Date.now() - 1 });
    expect(await lido(id)).toMatchObject({ estado: "confirmada", feitos: 0, batimento: 0 });
    expect(await tarefa.retomar(id)).toBe(true);
    expect(await lido(id)).toMatchObject({ estado: "concluida", feitos: 6 });
    expect(await saldoDe(id)).toEqual({ reservados: 6, confirmacoes: 1, feitos: 6 });
  });

  it("a lot that must wait waits, beating the heartbeat, then goes on", async () => {
    const { id, token } = await iniciada(3);
    let esperas = 2;
    falhas.set(id, (fase) => {
      if (fase === "aplicacao" && esperas-- > 0) throw new Aguardar();
    });
    await continuar(id, token);
    // The run's 7 commits (start, 2 + 2 lots, commit point, end) and a heartbeat per wait.
    expect(await lido(id)).toMatchObject({ estado: "concluida", feitos: 3, commits: 9 });
    expect(await saldoDe(id)).toEqual({ reservados: 3, confirmacoes: 1, feitos: 3 });
  });
});
