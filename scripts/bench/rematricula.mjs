// Issue 27: the rematrícula of a closed year of 30 turmas × 35 students (1,050).
//
// Measured through the domain functions themselves (lib/rematricula/dados.ts `fatosDaRematricula`
// and `planoDa`, preparar.ts's steps 1 and 2, passos.ts's run and undo: what the actions and the
// page call once the guard has checked the session, the company and the role), in this process on
// the run's emulators, with a secretary's context as the integration tests build it (an
// administrador's for the undo), as notas.mjs does. The school takes a company of its own, so
// nothing else the bench measures sees a closed year.
//
// The closed year (last year, as test/support/rematricula.ts's `seedAnoEncerrado` leaves it, seeded
// directly): 15 turmas `5º ano A`…`5º ano O` (ef-5) and 15 `9º ano A`…`9º ano O` (ef-9), 35 students
// each, every one enrolled since February; in each turma 31 `Aprovado`, 2 `Reprovado`, 1
// `Reprovado por frequência` (resultados/{idTurma}) and 1 transferred in June; the year
// `Encerrado`, no longer the school's year in progress. So 1,020 students move: the 5º anos'
// approved to `6º ano X` (step 2), the retained to a copy of their own turma (step 3's `Criar turma
// … para os retidos`), the 9º anos' approved out as concluintes.
//
// Then, on the same school, a run stopped before its commit point and one stopped halfway through
// its lots (passos.ts's `Interrupcao`, as its Jest test does), each taken over by
// `retomarRematricula` with the clock moved past PARADA_MS: the entries counted after each.
import { FieldValue, Firestore, Transaction } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
import { firestoreCalls } from "../../tools/firestore-local/src/server.mjs";
import { contandoLeituras } from "./chamadas.mjs";
import { mediana, resumoMs } from "./medidas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

let loaded;
async function dominio(env) {
  Object.assign(process.env, env, { LOG_LEITURAS: "1" });
  loaded ??= (async () => {
    const { fatosDaRematricula, planoDa } = await ts("../../lib/rematricula/dados.ts");
    const preparar = await ts("../../lib/rematricula/preparar.ts");
    const passos = await ts("../../lib/rematricula/passos.ts");
    const { LOTE, PARADA_MS } = await ts("../../lib/rematricula/registro.ts");
    const { anoAtual } = await ts("../../lib/infra/relogio.ts");
    const { contextoDeTeste } = await ts("../../test/support/contexto.ts");
    const support = await ts("../../test/support/firebase.ts");
    return { fatosDaRematricula, planoDa, ...preparar, ...passos, LOTE, PARADA_MS, anoAtual, contextoDeTeste, support };
  })();
  return loaded;
}

const ms = resumoMs;

// Transactions begun (every `transacao` is one runTransaction), the writes of the largest one (a
// commit holds at most 500), the documents read inside transactions (the data layer's `[leituras]`
// lines leave them out), and commits the local Firestore answered.
let transacoes = 0;
let tentativas = 0;
let maiorTransacao = 0;
let lidosEmTransacao = 0;
const escritas = new WeakMap();
const runTransaction = Firestore.prototype.runTransaction;
Firestore.prototype.runTransaction = function (trabalho, ...args) {
  transacoes += 1;
  return runTransaction.call(
    this,
    async (tx) => {
      tentativas += 1;
      escritas.set(tx, 0);
      const value = await trabalho(tx);
      maiorTransacao = Math.max(maiorTransacao, escritas.get(tx) ?? 0);
      return value;
    },
    ...args,
  );
};
for (const write of ["create", "set", "update", "delete"]) {
  const original = Transaction.prototype[write];
  Transaction.prototype[write] = function (...args) {
    escritas.set(this, (escritas.get(this) ?? 0) + 1);
    return original.apply(this, args);
  };
}
const txGet = Transaction.prototype.get;
Transaction.prototype.get = async function (...args) {
  const result = await txGet.apply(this, args);
  lidosEmTransacao += "size" in result ? Math.max(result.size, 1) : 1;
  return result;
};
const txGetAll = Transaction.prototype.getAll;
Transaction.prototype.getAll = async function (...args) {
  const result = await txGetAll.apply(this, args);
  lidosEmTransacao += result.length;
  return result;
};
const commits = () => firestoreCalls.get("Commit") ?? 0;

/**
 * The value of `work`, its milliseconds, the documents the data layer says it read meanwhile (its
 * `[leituras]` lines) and those read inside transactions, the transactions it ran, the writes of its
 * largest, and the commits the local Firestore answered.
 */
async function medindo(work) {
  maiorTransacao = 0;
  const [t0, c0, x0, a0, l0] = [performance.now(), commits(), transacoes, tentativas, lidosEmTransacao];
  const [value, lidos] = await contandoLeituras(work);
  return { value, ms: performance.now() - t0, lidos, lidosEmTransacao: lidosEmTransacao - l0, commits: commits() - c0, transacoes: transacoes - x0, tentativas: tentativas - a0, maiorTransacao };
}

const LETRAS = "ABCDEFGHIJKLMNO";
/** A student's final situation by their place in the turma; the last one transferred (null). */
const situacaoDe = (i, porTurma) => (i === porTurma - 1 ? null : i >= porTurma - 2 ? "reprovado-frequencia" : i >= porTurma - 4 ? "reprovado" : "aprovado");

/**
 * A company of its own with one school whose year `ano` is closed: `turmas` turmas (half `5º ano`,
 * half `9º ano`, letters A…) of `porTurma` students, as `seedAnoEncerrado` leaves it.
 */
async function seedRematricula(d, ano, turmas, porTurma) {
  const { createEmpresas, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } = d.support;
  const [{ id: idEmpresa }] = await createEmpresas(["Escola Benchmark Rematrícula"]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Rematrícula" }]);
  const metade = Math.ceil(turmas / 2);
  const pedidas = Array.from({ length: turmas }, (_, i) =>
    i < metade ? { nome: `5º ano ${LETRAS[i]}`, etapaDeEnsino: "ef-5", vagas: porTurma } : { nome: `9º ano ${LETRAS[i - metade]}`, etapaDeEnsino: "ef-9", vagas: porTurma },
  );
  const seeded = await seedAnoComTurmas(idEmpresa, idEscola, { ano, turmas: pedidas });
  const alunos = seeded.turmas.flatMap((turma, t) =>
    Array.from({ length: porTurma }, (_, i) => ({ nome: `Aluno Rematrícula ${t}-${String(i).padStart(2, "0")} da Silva`, idEscola, turma, desde: `${ano}-02-02`, i })),
  );
  const ids = await seedAlunos(
    idEmpresa,
    alunos.map(({ nome, turma, desde }) => ({ nome, idEscola, turma, desde })),
  );
  const db = testDb();
  const entradas = new Map((await db.collection("enturmacoes").where("idEmpresa", "==", idEmpresa).get()).docs.map((e) => [e.get("idAluno"), e.ref]));
  const escrever = [];
  const situacoes = new Map(seeded.turmas.map((t) => [t.id, {}]));
  alunos.forEach((a, k) => {
    const { id } = ids[k];
    const situacao = situacaoDe(a.i, porTurma);
    if (situacao) situacoes.get(a.turma.id)[id] = situacao;
    else {
      escrever.push((b) => b.update(entradas.get(id), { situacao: "transferido", ate: `${ano}-06-01` }));
      escrever.push((b) => b.update(db.doc(`alunos/${id}`), { situacao: "transferido", cursandoPorAno: {}, turmasCursando: [] }));
    }
  });
  const transferidosPorTurma = new Map();
  alunos.forEach((a) => {
    if (!situacaoDe(a.i, porTurma)) transferidosPorTurma.set(a.turma.id, (transferidosPorTurma.get(a.turma.id) ?? 0) + 1);
  });
  for (const [idTurma, n] of transferidosPorTurma) escrever.push((b) => b.update(db.doc(`turmas/${idTurma}`), { cursando: FieldValue.increment(-n) }));
  for (const [idTurma, porAluno] of situacoes) escrever.push((b) => b.set(db.doc(`resultados/${idTurma}`), { idEmpresa, idTurma, alunos: porAluno }));
  const transferidos = [...transferidosPorTurma.values()].reduce((a, b) => a + b, 0);
  escrever.push((b) => b.update(db.doc(`anos_letivos/${seeded.id}`), { situacao: "encerrado" }));
  escrever.push((b) => b.update(db.doc(`escolas/${idEscola}`), { anoEmAndamento: FieldValue.delete(), alunosAtivos: FieldValue.increment(-transferidos) }));
  for (let i = 0; i < escrever.length; i += 450) {
    const batch = db.batch();
    for (const w of escrever.slice(i, i + 450)) w(batch);
    await batch.commit();
  }
  return { idEmpresa, idEscola, idAnoLetivo: seeded.id, ano, turmas: seeded.turmas, alunos: ids.length, transferidos };
}

/** The next year's entries: how many, how many students, how many `Cursando`. */
async function entradasDoDestino(d, idEmpresa, idAnoDestino) {
  const docs = (await d.support.testDb().collection("enturmacoes").where("idEmpresa", "==", idEmpresa).where("idAnoLetivo", "==", idAnoDestino).get()).docs;
  return { entradas: docs.length, alunos: new Set(docs.map((e) => e.get("idAluno"))).size };
}

/** The school's active students (its counter) and its inactive concluintes (counted). */
async function escolaDepois(d, s) {
  const db = d.support.testDb();
  const ativos = (await db.doc(`escolas/${s.idEscola}`).get()).get("alunosAtivos");
  const concluintes = (await db.collection("alunos").where("idEmpresa", "==", s.idEmpresa).where("situacao", "==", "inativo").get()).size;
  return { ativos, concluintes };
}

const registro = async (d, id) => (await d.support.testDb().doc(`rematriculas/${id}`).get()).data();

/**
 * The rematrícula of a closed year of `turmas` × `porTurma` in a company seeded for it (its seeding
 * timed apart): step 1; step 2's preview and turmas; the retained students' turmas; the preview
 * the confirmation shows (`previas` runs); the confirmation; the undo; then a run stopped before its
 * commit point and one stopped halfway, each taken over.
 */
export async function rematriculaGrande(env, turmas = 30, porTurma = 35, previas = 5) {
  const d = await dominio(env);
  const ano = d.anoAtual() - 1;
  let t = performance.now();
  const s = await seedRematricula(d, ano, turmas, porTurma);
  const sementeMs = performance.now() - t;
  const ctx = d.contextoDeTeste(s.idEmpresa, "secretaria");
  const admin = d.contextoDeTeste(s.idEmpresa, "administrador");
  const previa = () => medindo(async () => d.planoDa(await d.fatosDaRematricula(ctx, s.idAnoLetivo)));

  const passo1 = await medindo(() => d.prepararAnoSeguinte(ctx, s.idAnoLetivo));
  const { idAnoDestino } = passo1.value;
  // Step 2's table: the proposals, before any turma of the next year exists.
  const tabela = await previa();
  const propostas = tabela.value.propostas.filter((p) => p.proposta);
  const passo2 = await medindo(() =>
    d.criarTurmasDoAnoSeguinte(
      ctx,
      s.idAnoLetivo,
      propostas.map((p) => ({ idOrigem: p.origem.id, nome: p.proposta.nome, vagas: String(p.proposta.vagas) })),
    ),
  );
  if (passo2.value.criadas !== propostas.length) throw new Error(`step 2: ${JSON.stringify(passo2.value)}`);
  // Step 3's offer, once for each closed turma with retained students (the preview's problems).
  const retidos = await medindo(async () => {
    let criadas = 0;
    for (const turma of s.turmas) if ((await d.criarTurmaParaRetidos(ctx, s.idAnoLetivo, turma.id)).nova) criadas += 1;
    return criadas;
  });
  // The preview the confirmation shows: p50 of `previas` runs.
  const runs = [];
  for (let i = 0; i < previas; i++) runs.push(await previa());
  const p = runs[0].value.previa;
  if (p.problemas.length > 0) throw new Error(`preview: ${p.problemas.length} problems: ${p.problemas.slice(0, 3).join("; ")}`);
  const mover = p.rematriculados + p.concluintes;

  // The confirmation: the start (the response), then the run (after the response).
  const inicio = await medindo(() => d.iniciarRematricula(ctx, s.idAnoLetivo));
  const execucao = await medindo(() => d.continuarRematricula(inicio.value.id, inicio.value.token));
  const confirmacao = Object.fromEntries(["ms", "lidos", "lidosEmTransacao", "commits", "transacoes", "tentativas"].map((k) => [k, inicio[k] + execucao[k]]));
  confirmacao.maiorTransacao = Math.max(inicio.maiorTransacao, execucao.maiorTransacao);
  const { id } = inicio.value;
  const feita = await registro(d, id);
  const entradas = await entradasDoDestino(d, s.idEmpresa, idAnoDestino);
  const escola = await escolaDepois(d, s);
  if (feita.estado !== "concluida" || feita.rematriculados !== p.rematriculados || entradas.entradas !== p.rematriculados || entradas.alunos !== p.rematriculados) {
    throw new Error(`confirmation: ${JSON.stringify({ estado: feita.estado, mensagem: feita.mensagem, rematriculados: feita.rematriculados, ...entradas })}`);
  }

  const desfazer = await medindo(async () => {
    const undo = await d.iniciarDesfazer(admin, idAnoDestino, "Benchmark: turmas trocadas");
    await d.continuarDesfazer(undo.id, undo.token);
  });
  const desfeita = { estado: (await registro(d, id)).estado, ...(await entradasDoDestino(d, s.idEmpresa, idAnoDestino)), ...(await escolaDepois(d, s)) };
  if (desfeita.estado !== "desfeita" || desfeita.entradas !== 0) throw new Error(`undo: ${JSON.stringify(desfeita)}`);

  // A server killed before the commit point, then one killed halfway through the lots; each taken
  // over by whoever looks once its heartbeat is older than PARADA_MS (the clock moved past it).
  const parar = (fase, lote) => ({
    antesDoPasso: (passo) => {
      if (passo.fase === fase && (lote === undefined || passo.lote === lote)) throw new d.Interrupcao();
    },
  });
  const retomar = (idRun) => medindo(() => d.retomarRematricula(idRun, { agora: Date.now() + d.PARADA_MS + 1000 }));
  const antes = await medindo(async () => {
    const run = await d.iniciarRematricula(ctx, s.idAnoLetivo);
    await d.continuarRematricula(run.id, run.token, parar("confirmacao"));
    return run;
  });
  const antesParado = { estado: (await registro(d, id)).estado, ...(await entradasDoDestino(d, s.idEmpresa, idAnoDestino)) };
  const retomadaAntes = await retomar(antes.value.id);
  const falhou = await registro(d, id);
  const antesRetomado = { estado: falhou.estado, mensagem: falhou.mensagem, ...(await entradasDoDestino(d, s.idEmpresa, idAnoDestino)) };
  if (antesParado.entradas !== 0 || antesRetomado.estado !== "falhou" || antesRetomado.entradas !== 0) throw new Error(`killed before the commit point: ${JSON.stringify({ antesParado, antesRetomado })}`);

  const lotes = Math.ceil(mover / d.LOTE);
  const meio = Math.floor(lotes / 2);
  const depois = await medindo(async () => {
    const run = await d.iniciarRematricula(ctx, s.idAnoLetivo);
    await d.continuarRematricula(run.id, run.token, parar("aplicacao", meio));
    return run;
  });
  const parado = await registro(d, id);
  const depoisParado = { estado: parado.estado, gravadas: parado.gravadas, ...(await entradasDoDestino(d, s.idEmpresa, idAnoDestino)) };
  const retomadaDepois = await retomar(depois.value.id);
  const fim = await registro(d, id);
  const depoisRetomado = { estado: fim.estado, rematriculados: fim.rematriculados, concluintes: fim.concluintes, pulados: fim.pulados.length, ...(await entradasDoDestino(d, s.idEmpresa, idAnoDestino)), ...(await escolaDepois(d, s)) };
  if (depoisRetomado.estado !== "concluida" || depoisRetomado.entradas !== p.rematriculados || depoisRetomado.alunos !== p.rematriculados) throw new Error(`killed halfway: ${JSON.stringify({ depoisParado, depoisRetomado })}`);

  const medida = ({ ms, lidos, lidosEmTransacao, commits, transacoes, tentativas, maiorTransacao }) => ({ ms, lidos, lidosEmTransacao, commits, transacoes, tentativas, maiorTransacao });
  const previaMs = ms(runs.map((r) => r.ms));
  return {
    semente: { turmas: s.turmas.length, porTurma, alunos: s.alunos, transferidos: s.transferidos, ano, sementeMs },
    passo1: medida(passo1),
    tabela: { ...medida(tabela), propostas: propostas.length },
    passo2: { ...medida(passo2), criadas: passo2.value.criadas },
    retidos: { ...medida(retidos), chamadas: s.turmas.length, criadas: retidos.value },
    previa: { ...medida(runs[0]), ...previaMs, lidos: mediana(runs.map((r) => r.lidos)), linhas: p.linhas.length, rematriculados: p.rematriculados, concluintes: p.concluintes, turmas: p.porTurma.length },
    confirmacao: { ...medida(confirmacao), inicio: medida(inicio), execucao: medida(execucao), linhas: inicio.value.total, lotes, estado: feita.estado, mensagem: feita.mensagem, rematriculados: feita.rematriculados, concluintes: feita.concluintes, pulados: feita.pulados.length, ...entradas, ...escola },
    desfazer: { ...medida(desfazer), ...desfeita },
    parada: {
      antes: { ate: medida(antes), parado: antesParado, retomada: medida(retomadaAntes), depois: antesRetomado },
      meio: { lote: meio, lotes, ate: medida(depois), parado: depoisParado, retomada: medida(retomadaDepois), depois: depoisRetomado },
    },
  };
}
