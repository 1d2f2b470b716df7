// Issue 25: grades, the year's closing and the boletim's PDF.
//
// `Salvar notas` and the closing are measured through the domain functions themselves
// (lib/notas/escrita.ts `salvarNotas`, lib/encerramento/encerrar.ts `previaDoEncerramento` and
// `encerrarAno`, what the actions call once the guard has checked the session, the company and the
// role), in this process on the run's emulators, with a secretary's context as the integration
// tests build it, as chamadas.mjs does. The PDFs are asked over HTTP of the production server,
// signed in, with the server's memory sampled.
//
// The grades: sementes.mjs's measured turma (school A, 40 students, etapa ef-5: 7 default
// components × 4 bimestres) gets every sheet through `salvarNotas`, so its boletins are full. The
// closing takes a company of its own (one school, a year of 30 turmas × 35 students, every grade
// written directly), so nothing else the bench measures sees a closed year.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { Firestore } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
import { firestoreCalls } from "../../tools/firestore-local/src/server.mjs";
import { pause, mediana, resumoMs } from "./medidas.mjs";
import { contandoLeituras } from "./chamadas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

let loaded;
/** The grade sheets' and the year's closing domain, and the tests' support, loaded once (grande.mjs uses it too). */
export async function dominio(env) {
  Object.assign(process.env, env, { LOG_LEITURAS: "1" });
  loaded ??= (async () => {
    const { salvarNotas } = await ts("../../lib/notas/escrita.ts");
    const { notasInput } = await ts("../../lib/notas/schema.ts");
    const { previaDoEncerramento, encerrarAno } = await ts("../../lib/encerramento/encerrar.ts");
    const { anoFrom } = await ts("../../lib/anos-letivos/dados.ts");
    const { idDaFolha } = await ts("../../lib/notas/documento.ts");
    const { componentesPadrao } = await ts("../../lib/turmas/componentes.ts");
    const { contextoDeTeste } = await ts("../../test/support/contexto.ts");
    const support = await ts("../../test/support/firebase.ts");
    return { salvarNotas, notasInput, idDaFolha, previaDoEncerramento, encerrarAno, anoFrom, componentesPadrao, support, contexto: (idEmpresa) => contextoDeTeste(idEmpresa, "secretaria"), contextoAdmin: (idEmpresa) => contextoDeTeste(idEmpresa, "administrador") };
  })();
  return loaded;
}

const ms = resumoMs;

// Transactions begun (every `transacao` is one runTransaction) and commits the local Firestore
// answered (a transaction retried would commit, or try to, more than once).
let transacoes = 0;
const runTransaction = Firestore.prototype.runTransaction;
Firestore.prototype.runTransaction = function (...args) {
  transacoes += 1;
  return runTransaction.apply(this, args);
};
const commits = () => firestoreCalls.get("Commit") ?? 0;

/**
 * The value of `work`, its milliseconds, the documents the data layer says it read meanwhile (its
 * `[leituras]` lines), the transactions it ran and the commits the local Firestore answered.
 */
async function medindo(work) {
  const [t0, c0, x0] = [performance.now(), commits(), transacoes];
  const [value, lidos] = await contandoLeituras(work);
  return { value, ms: performance.now() - t0, lidos, commits: commits() - c0, transacoes: transacoes - x0 };
}

/** A grade as typed, from 6,0 to 9,5 (so every student passes). */
const notaDigitada = (i, salt = 0) => `${6 + ((i + salt) % 4)},${(i + salt) % 2 ? 5 : 0}`;

/**
 * `Salvar notas` for the measured turma of 40: a first save (versao 0, 40 grades) of each of its
 * sheets (components × etapas), then a change of 3 grades (the 40 rows sent, as the form sends them)
 * on `mudancas` of them.
 */
export async function salvarNotasDaTurma(env, { idEmpresa, chamada: { idTurma, idAnoLetivo, alunos } }, mudancas = 10) {
  const d = await dominio(env);
  const db = d.support.testDb();
  const turma = (await db.doc(`turmas/${idTurma}`).get()).data();
  const ano = (await db.doc(`anos_letivos/${idAnoLetivo}`).get()).data();
  const componentes = turma.componentes ?? d.componentesPadrao(turma.etapaDeEnsino);
  const folhas = componentes.flatMap((c) => ano.etapas.map((_, i) => ({ idComponente: c.id, etapa: String(i) })));
  const salvar = ({ idComponente, etapa }, versao, notas) =>
    medindo(async () => {
      const r = await d.salvarNotas(d.contexto(idEmpresa), d.notasInput.parse({ idTurma, idComponente, etapa, versao, notas }));
      if (r.invalidos || r.versao !== versao + 1) throw new Error(`salvarNotas ${idComponente} ${etapa}: ${JSON.stringify(r)}`);
    });
  const primeira = [];
  for (const folha of folhas) primeira.push(await salvar(folha, 0, alunos.map((id, i) => ({ id, nota: notaDigitada(i) }))));
  const mudanca = [];
  for (const folha of folhas.slice(0, mudancas)) mudanca.push(await salvar(folha, 1, alunos.map((id, i) => ({ id, nota: notaDigitada(i, i < 3 ? 1 : 0) }))));
  const resumo = (runs) => ({
    ...ms(runs.map((r) => r.ms)),
    lidos: mediana(runs.map((r) => r.lidos)),
    transacoes: [...new Set(runs.map((r) => r.transacoes))].join("/"),
    commits: [...new Set(runs.map((r) => r.commits))].join("/"),
  });
  return { alunos: alunos.length, componentes: componentes.length, etapas: ano.etapas.length, primeira: resumo(primeira), mudanca: resumo(mudanca) };
}

/** GET `route` signed in: time to first byte, total, bytes, pages, and the documents the server read (its log's `[leituras]` lines). */
async function baixar({ base, log }, route, cookie) {
  await pause(100);
  const before = statSync(log).size;
  const t = performance.now();
  const response = await fetch(`${base}${route}`, { headers: { cookie } });
  if (response.status !== 200 || response.headers.get("content-type") !== "application/pdf") throw new Error(`${route}: HTTP ${response.status} ${response.headers.get("content-type")}`);
  const reader = response.body.getReader();
  const chunks = [];
  let first = null;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ??= performance.now() - t;
    chunks.push(value);
  }
  const total = performance.now() - t;
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(0, 5).equals(Buffer.from("%PDF-"))) throw new Error(`${route}: not a PDF`);
  await pause(200);
  const logged = readFileSync(log).subarray(before).toString("utf8");
  const lidos = [...logged.matchAll(/\[leituras\] \S+ (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return { first, total, bytes: pdf.length, pages: pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0, lidos };
}

/**
 * One student's boletim (GET /alunos/{id}/boletim/{ano}): p50 of `runs` requests one after another,
 * after 3 unmeasured. The turma's (GET …/turmas/{id}/boletins, 40 students), after one unmeasured:
 * `turmaRuns` requests timed, then `memoryRuns` more, each with the server's RSS sampled every 20 ms
 * and its idle RSS a second before.
 */
export async function boletinsPdf(servers, { turma, ano, chamada: { alunos } }, cookie, { runs = 20, turmaRuns = 5, memoryRuns = 3 } = {}) {
  const doAluno = `/alunos/${alunos[0]}/boletim/${ano.split("/").at(-1)}`;
  const frio = await baixar(servers, doAluno, cookie);
  for (let i = 0; i < 2; i++) await baixar(servers, doAluno, cookie);
  const um = [];
  for (let i = 0; i < runs; i++) um.push(await baixar(servers, doAluno, cookie));
  const daTurma = `${turma}/boletins`;
  const turmaFria = await baixar(servers, daTurma, cookie);
  const turmas = [];
  for (let i = 0; i < turmaRuns; i++) turmas.push(await baixar(servers, daTurma, cookie));
  const memoria = [];
  for (let i = 0; i < memoryRuns; i++) memoria.push(await comMemoria(servers.server.pid, () => baixar(servers, daTurma, cookie)));
  return {
    um: { ...ms(um.map((r) => r.total)), frio: frio.total, bytes: um[0].bytes, pages: um[0].pages, lidos: um[0].lidos },
    turma: {
      alunos: alunos.length,
      first: ms(turmas.map((r) => r.first)),
      total: ms(turmas.map((r) => r.total)),
      frio: turmaFria.total,
      bytes: turmas[0].bytes,
      pages: turmas[0].pages,
      lidos: turmas[0].lidos,
      idle: mediana(memoria.map((r) => r.idle)),
      peak: Math.max(...memoria.map((r) => r.peak)),
      subida: Math.max(...memoria.map((r) => r.peak - r.idle)),
      processos: memoria[0].processos,
      amostrado: ms(memoria.map((r) => r.total)),
    },
  };
}

/**
 * Runs `work` while sampling every 20 ms the RSS of the server's process group, after a second of
 * rest: what `work` resolved to, with `idle` (before) and `peak` bytes. The group's processes are
 * listed once, before: a `pgrep` per sample (medidas.mjs' withMemory) blocks this process's event
 * loop, where the emulators run, for several milliseconds each time, and made a streamed PDF, which
 * reads as it writes, several times slower.
 */
async function comMemoria(pgid, work) {
  await pause(1000);
  const pids = spawnSync("pgrep", ["-g", String(pgid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  const rss = () =>
    pids.reduce((sum, pid) => {
      try {
        return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
      } catch {
        return sum;
      }
    }, 0);
  const idle = rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  try {
    return { ...(await work()), idle, peak, processos: pids.length };
  } finally {
    clearInterval(sampler);
  }
}

/** `count` turma names unique in a year: 1º ano A … 9º ano A, 1º ano B … */
const nomesDeTurmas = (count) => Array.from({ length: count }, (_, i) => `${1 + (i % 9)}º ano ${"ABCDEFGH"[Math.floor(i / 9)]}`);

/**
 * A company of its own for the closing: one school, a year in progress of `turmas` turmas of
 * `porTurma` students each, and every grade of every etapa of every component of every student (7.0),
 * written directly in batches (notas/{idTurma}__{idComponente}__{etapa}).
 */
async function seedEncerramento(d, turmas, porTurma) {
  const { createEmpresas, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } = d.support;
  const [{ id: idEmpresa }] = await createEmpresas(["Escola Benchmark Encerramento"]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Encerramento" }]);
  const etapaDeEnsino = "ef-5";
  const ano = await seedAnoComTurmas(idEmpresa, idEscola, { turmas: nomesDeTurmas(turmas).map((nome) => ({ nome, vagas: porTurma, etapaDeEnsino })) });
  const seeded = await seedAlunos(
    idEmpresa,
    ano.turmas.flatMap((turma, t) => Array.from({ length: porTurma }, (_, i) => ({ nome: `Aluno Encerramento ${t}-${String(i).padStart(2, "0")} da Silva`, idEscola, turma }))),
  );
  const db = testDb();
  const quantasEtapas = (await db.doc(`anos_letivos/${ano.id}`).get()).get("etapas").length;
  const componentes = d.componentesPadrao(etapaDeEnsino);
  const folhas = ano.turmas.flatMap((turma, t) => {
    const valores = Object.fromEntries(seeded.slice(t * porTurma, (t + 1) * porTurma).map((s) => [s.id, 70]));
    return componentes.flatMap((c) =>
      Array.from({ length: quantasEtapas }, (_, e) => [
        `notas/${turma.id}__${c.id}__${e}`,
        { idEmpresa, idTurma: turma.id, idEscola, idAnoLetivo: ano.id, ano: ano.ano, idComponente: c.id, nomeComponente: c.nome, etapa: String(e), valores, versao: 1 },
      ]),
    );
  });
  for (let i = 0; i < folhas.length; i += 450) {
    const batch = db.batch();
    for (const [path, folha] of folhas.slice(i, i + 450)) batch.set(db.doc(path), folha);
    await batch.commit();
  }
  return { idEmpresa, idAnoLetivo: ano.id, turmas: ano.turmas.length, alunos: seeded.length, folhas: folhas.length, componentes: componentes.length, etapas: quantasEtapas };
}

/** The year's record and how many results (resultados/{idTurma}) and students with a final situation it has. */
async function estadoDoAno(d, idEmpresa, idAnoLetivo) {
  const db = d.support.testDb();
  const ano = (await db.doc(`anos_letivos/${idAnoLetivo}`).get()).data();
  const resultados = await db.collection("resultados").where("idEmpresa", "==", idEmpresa).where("idAnoLetivo", "==", idAnoLetivo).get();
  const situacoes = resultados.docs.reduce((n, r) => n + Object.keys(r.get("alunos") ?? {}).length, 0);
  return { situacao: ano.situacao, marcado: Boolean(ano.encerrando), resultados: resultados.size, situacoes };
}

/**
 * Closing a year of `turmas` × `porTurma` (a company seeded for it, its seeding timed apart): the
 * preview; a closing that fails just before its commit (nothing may have changed); the closing.
 */
export async function encerrarAnoGrande(env, turmas = 30, porTurma = 35) {
  const d = await dominio(env);
  let t = performance.now();
  const semente = await seedEncerramento(d, turmas, porTurma);
  const sementeMs = performance.now() - t;
  const ctx = d.contexto(semente.idEmpresa);
  const admin = d.contextoAdmin(semente.idEmpresa);
  const ano = d.anoFrom(await d.support.testDb().doc(`anos_letivos/${semente.idAnoLetivo}`).get(), semente.idEmpresa);
  const previa = await medindo(() => d.previaDoEncerramento(ctx, ano));
  if (previa.value.pendencias !== 0 || previa.value.alunos !== semente.alunos) throw new Error(`preview: ${previa.value.pendencias} missing, ${previa.value.alunos} students`);
  // A server that dies between the computation and the commit point: the year as it was.
  const falha = await medindo(() =>
    d.encerrarAno(admin, semente.idAnoLetivo, { antecipado: true, antesDoCommit: async () => { throw new Error("bench: stopped before the commit"); } }).then(
      () => { throw new Error("the failing closing went through"); },
      (error) => { if (error.message !== "bench: stopped before the commit") throw error; },
    ),
  );
  const depoisDaFalha = await estadoDoAno(d, semente.idEmpresa, semente.idAnoLetivo);
  // The seeded year is this one, whose last etapa may not have ended: closed early, as its administrador may.
  const encerramento = await medindo(() => d.encerrarAno(admin, semente.idAnoLetivo, { antecipado: true }));
  const depois = await estadoDoAno(d, semente.idEmpresa, semente.idAnoLetivo);
  if (encerramento.value.alunos !== semente.alunos || depois.situacao !== "encerrado" || depois.situacoes !== semente.alunos) throw new Error(`closing: ${JSON.stringify({ ...encerramento.value, ...depois })}`);
  const medida = ({ ms, lidos, commits, transacoes }) => ({ ms, lidos, commits, transacoes });
  return { semente, sementeMs, previa: medida(previa), falha: { ...medida(falha), depois: depoisDaFalha }, encerramento: { ...medida(encerramento), depois } };
}
