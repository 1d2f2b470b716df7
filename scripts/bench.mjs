#!/usr/bin/env node
// npm run bench: builds, starts the production server on the emulators, and prints, all from one
// run, the first-load JavaScript of the main pages and the throughput and latency of the main
// routes, each as a ratio to a baseline of the same build and server. Not a test: it only prints.
// Options: --no-build (reuse .next), --seconds N per route (default 8), --connections N (10).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
import { startStack } from "./stack/index.mjs";
import { firestoreCalls } from "./stack/firestore/server.mjs";
import { randomBytes } from "node:crypto";
import { startFloorApp } from "./bench-floor.mjs";
import { freePort, waitForHttp } from "./stack/net.mjs";
import { stopProcessGroup } from "./stack/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const SECONDS = option("--seconds", 8);
/** --only a,b: measure only the routes whose label contains one of these (plus the baselines). */
const ONLY = args.includes("--only") ? String(args[args.indexOf("--only") + 1]).split(",") : null;
const CONNECTIONS = option("--connections", 10);
const PASSWORD = "senha-do-benchmark";

if (!args.includes("--no-build")) {
  console.log("Building (next build)...");
  const build = spawnSync("next", ["build"], { cwd: root, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) throw new Error("next build failed");
}

const bin = path.join(root, "node_modules", ".bin");
const floor = await startFloorApp({ root, rebuild: !args.includes("--no-build"), bin });
const stack = await startStack({ projectId: "demo-escolas-bench" });
const port = await freePort();
// --cpu-prof: V8 profiles of the app server (every Node process it starts) into .stack/profiles,
// summarised at the end. Profile with --only, so the profile is the load of those routes.
const PROFILE_DIR = path.join(root, ".stack", "profiles", String(Date.now()));
const SERVER_LOG = path.join(root, ".stack", "bench-server.log");
mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
const profiling = args.includes("--cpu-prof");
// (--cpu-prof is refused in NODE_OPTIONS: the server runs under `node --cpu-prof` itself.)
const nextStart = ["start", "-H", "127.0.0.1", "-p", String(port)];
const [command, commandArgs] = profiling
  ? [process.execPath, ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`, path.join(root, "node_modules", "next", "dist", "bin", "next"), ...nextStart]]
  : ["next", nextStart];
const server = spawn(command, commandArgs, {
  cwd: root,
  // LOG_LEITURAS: the data layer logs the documents each read returns; readsOf() adds them up.
  env: { ...process.env, ...stack.env, LOG_LEITURAS: "1", PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}` },
  // A file, not a pipe: Node writes to a pipe synchronously on Linux, which would tax every request.
  stdio: ["ignore", openSync(SERVER_LOG, "w"), "ignore"],
  detached: true,
});
const base = `http://127.0.0.1:${port}`;
/** Addresses of a page in the middle of each seeded student list. */
const middlePage = {};


try {
  await waitForHttp(`${base}/login`, 60_000);
  const users = await seed(stack.env);
  const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, email]) => [k, await signIn(email)])));

  // First-load JavaScript, gzip bytes, against the build's minimal page (the not-found page).
  const minimal = await firstLoadJs(readFileSync(path.join(root, ".next/server/app/_not-found.html"), "utf8"));
  const js = [
    ["/login", await firstLoadJs(await html("/login"))],
    ["/listar-empresas", await firstLoadJs(await html("/listar-empresas", cookies.one))],
    ["/home", await firstLoadJs(await html("/home", cookies.home))],
    ["/escolas", await firstLoadJs(await html("/escolas", cookies.escolas25))],
  ];

  // Throughput and latency, each route against a trivial route of the same server.
  const routes = [
    ["/robots.txt (trivial)", "/robots.txt", undefined],
    ["floor: minimal dynamic page (cookies())", `${floor.base}/`, cookies.home],
    ["/login anonymous", "/login", undefined],
    ["/listar-empresas, 1 company", "/listar-empresas", cookies.one],
    ["/listar-empresas, 100 companies", "/listar-empresas", cookies.hundred],
    ["/home signed in", "/home", cookies.home],
    ["/home, 20 schools, 5000 students", "/home", cookies.alunos5000],
    ["/escolas, 25 schools", "/escolas", cookies.escolas25],
    ["/escolas, 2000 schools", "/escolas", cookies.escolas2000],
    ["/escolas?q=sao, 2000 schools", "/escolas?q=sao", cookies.escolas2000],
    ["/alunos, 50 students", "/alunos", cookies.alunos50],
    ["/alunos, 5000 students", "/alunos", cookies.alunos5000],
    ["/alunos?q=maria sou, 5000 students", "/alunos?q=maria+sou", cookies.alunos5000],
    ["/alunos middle page, 5000 students", middlePage.alunos5000, cookies.alunos5000],
    ["/configuracoes (secretaria)", "/configuracoes", cookies.alunos50],
  ];
  const measured = [];
  // A profile must hold only the profiled routes: the static baseline would fill it.
  if (profiling) routes.splice(0, 1, routes[1]);
  for (const [label, route, cookie] of routes) {
    if (ONLY && measured.length >= 2 && !ONLY.some((o) => label.includes(o))) continue;
    measured.push([label, await load(route, cookie)]);
  }
  const trivial = measured[0][1];
  const floorResult = measured[1][1];

  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
  console.log(`Load: ${CONNECTIONS} connections × ${SECONDS} s per route, production build on the emulators.\n`);
  console.log("| first-load JS (gzip) | bytes | × minimal page |");
  console.log("|---|---:|---:|");
  console.log(`| minimal page (not-found) | ${minimal} | 1.00 |`);
  for (const [page, bytes] of js) console.log(`| ${page} | ${bytes} | ${(bytes / minimal).toFixed(2)} |`);
  console.log("\n| route | req/s | p50 ms | p99 ms | req/s ÷ trivial | p50 × trivial | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [label, r] of measured) {
    console.log(
      `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / trivial.rps).toFixed(3)} | ${(r.p50 / Math.max(trivial.p50, 1)).toFixed(1)} | ${r.errors} |`,
    );
  }
  // Signed-in pages against the framework's floor (goal for /home: ≥ 0.5 × its req/s, p50 ≤ 2 ×).
  console.log("\n| route | req/s | p50 ms | × floor req/s | p50 ÷ floor p50 | server CPU ms/req | emulators + load CPU ms/req | Firestore calls/req |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const [label, r] of measured.slice(1)) {
    console.log(
      `| ${label} | ${r.rps.toFixed(0)} | ${r.p50} | ${(r.rps / floorResult.rps).toFixed(2)} | ${(r.p50 / Math.max(floorResult.p50, 1)).toFixed(2)} | ${r.serverCpu.toFixed(1)} | ${r.benchCpu.toFixed(1)} | ${r.firestoreCalls.toFixed(1)} |`,
    );
  }
  // One request at a time: the latency a user sees when nobody else is using the server's CPU.
  if (measured.some(([label]) => label.startsWith("/home"))) {
    const [floorAlone, homeAlone] = [await load(`${floor.base}/`, cookies.home, 1), await load("/home", cookies.home, 1)];
    console.log(
      `\nOne connection: floor p50 ${floorAlone.p50} ms (${floorAlone.rps.toFixed(0)} req/s), /home p50 ${homeAlone.p50} ms (${homeAlone.rps.toFixed(0)} req/s), ${(homeAlone.p50 / Math.max(floorAlone.p50, 1)).toFixed(2)} × the floor's p50.`,
    );
  }
  // Spreadsheets: import 1,000 and 5,000 rows through the real actions; export 5,000 students.
  if (!ONLY || ONLY.includes("planilha")) await spreadsheets(cookies);
  // Issue 20: the 5 MB file of one-cell rows, and /robots.txt asked while it is verified.
  if (!ONLY || ONLY.includes("planilha") || ONLY.includes("ataque")) await attack(cookies);
  if (ONLY) {
    await finish();
    process.exit(0);
  }
  const one = measured[3][1];
  const hundred = measured[4][1];
  console.log(`\nPicker under load, 100 companies ÷ 1 company: p50 ${(hundred.p50 / one.p50).toFixed(2)}, p99 ${(hundred.p99 / one.p99).toFixed(2)}`);
  // One request at a time: what a user waits for, without queueing behind other users' CPU.
  const alone1 = await load("/listar-empresas", cookies.one, 1);
  const alone100 = await load("/listar-empresas", cookies.hundred, 1);
  console.log(
    `Picker alone (1 connection): 1 company p50 ${alone1.p50} ms, 100 companies p50 ${alone100.p50} ms, ratio ${(alone100.p50 / alone1.p50).toFixed(2)}`,
  );

  // Documents read per request, counted by the data layer: they must not grow with the company.
  console.log("\n| page | schools in the company | documents read per request | p50 ms (10 connections) |");
  console.log("|---|---:|---:|---:|");
  const byLabel = Object.fromEntries(measured);
  for (const [label, route, cookie, schools] of [
    ["/escolas, 25 schools", "/escolas", cookies.escolas25, 25],
    ["/escolas, 2000 schools", "/escolas", cookies.escolas2000, 2000],
    ["/escolas?q=sao, 2000 schools", "/escolas?q=sao", cookies.escolas2000, 2000],
  ]) {
    const page2 = route === "/escolas" ? await nextPageOf(route, cookie) : null;
    console.log(`| ${route} | ${schools} | ${await readsOf(route, cookie)} | ${byLabel[label].p50} |`);
    if (page2) console.log(`| ${route} (page 2) | ${schools} | ${await readsOf(page2, cookie)} | |`);
  }
  console.log(`| /home (two counts, chart) | 2000 | ${await readsOf("/home", cookies.escolas2000)} | |`);

  console.log("\n| page | students in the company | documents read per request | p50 ms (10 connections) |");
  console.log("|---|---:|---:|---:|");
  for (const [label, route, cookie, students] of [
    ["/alunos, 50 students", "/alunos", cookies.alunos50, 50],
    ["/alunos, 5000 students", "/alunos", cookies.alunos5000, 5000],
    ["/alunos?q=maria sou, 5000 students", "/alunos?q=maria+sou", cookies.alunos5000, 5000],
    ["/alunos middle page, 5000 students", middlePage.alunos5000, cookies.alunos5000, 5000],
  ]) {
    console.log(`| ${label.split(",")[0]} | ${students} | ${await readsOf(route, cookie)} | ${byLabel[label].p50} |`);
  }
  console.log(`| /alunos?q=maria sou | 50 | ${await readsOf("/alunos?q=maria+sou", cookies.alunos50)} | |`);
  console.log(`| /alunos middle page | 50 | ${await readsOf(middlePage.alunos50, cookies.alunos50)} | |`);
  const countAlone = await load("/alunos", cookies.alunos5000, 1);
  console.log(`\n/alunos alone (1 connection, page + count + schools in parallel): 5000 students p50 ${countAlone.p50} ms.`);

  // 50 people create a student at the same moment, through the app's own action.
  const creations = await createConcurrently(cookies.alunos50, 50);
  console.log(`50 concurrent creations: ${creations.ok} created, ${creations.distinct} distinct matrículas, ${creations.errors} errors, ${creations.ms} ms.`);
} finally {
  await finish();
}

async function finish() {
  await Promise.all([stopProcessGroup(server), stopProcessGroup(floor.server)]);
  await stack.stop();
  if (profiling && existsSync(PROFILE_DIR)) {
    const { summarise } = await import("./profile-summary.mjs");
    const files = readdirSync(PROFILE_DIR).map((f) => path.join(PROFILE_DIR, f));
    console.log(`\nCPU profile of the app server (${files.length} files in ${path.relative(root, PROFILE_DIR)}), warm-up and bench requests included:\n`);
    console.log(summarise(files));
  }
}
process.exit(0);

/** The documents the data layer read for one request (sum of its "[leituras] what n" lines). */
async function readsOf(route, cookie) {
  await new Promise((r) => setTimeout(r, 200));
  const before = statSync(SERVER_LOG).size;
  await html(route, cookie);
  await new Promise((r) => setTimeout(r, 200));
  const logged = readFileSync(SERVER_LOG).subarray(before).toString("utf8");
  return [...logged.matchAll(/\[leituras\] \S+ (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
}

/** The address of the page after the first, from the page's "Próxima" link. */
async function nextPageOf(route, cookie) {
  const href = (await html(route, cookie)).match(/href="(\/escolas\?[^"]*apos=[^"]*)"/)?.[1];
  return href ? href.replaceAll("&amp;", "&") : null;
}

/** Sends `count` "Novo aluno" submissions at once (the real server action); counts the numbers given. */
async function createConcurrently(cookie, count) {
  const id = actionId("criarAlunoAction");
  const escola = (await html("/alunos/novo", cookie)).match(/<option value="([^"]+)">Escola Bench/)?.[1];
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const form = new FormData();
      // Each submission is a form of its own, with its own one-time token (lib/actions/criacao.ts).
      const token = randomBytes(18).toString("base64url");
      for (const [name, value] of Object.entries({ nome: `Aluno Concorrente ${i}`, dataNascimento: "2015-05-05", idEscola: escola ?? "", token })) form.append(`_1_${name}`, value);
      form.append("0", '[null,"$K1"]');
      const response = await fetch(`${base}/alunos/novo`, { method: "POST", headers: { "next-action": id, cookie }, body: form, redirect: "manual" });
      const flash = response.headers.getSetCookie().find((c) => c.startsWith("gestao_aviso="));
      return decodeURIComponent(flash?.split(";")[0].split("=")[1] ?? "").split(":")[1] ?? null;
    }),
  );
  const ok = results.filter(Boolean);
  return { ok: ok.length, distinct: new Set(ok).size, errors: count - ok.length, ms: Date.now() - started };
}

/** A CSV of `count` valid rows for the two schools of the import company, half with a CPF. */
async function planilha(count, cpfBase) {
  const { linhasCsv, BOM } = await tsImport("../lib/alunos/planilha/escrever.ts", import.meta.url);
  const { COLUNAS } = await tsImport("../lib/alunos/planilha/colunas.ts", import.meta.url);
  const { cpfComDigitos: cpf } = await tsImport("../lib/campos/cpf.ts", import.meta.url);
  const day = (i) => new Date(Date.UTC(2010, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("/");
  const rows = Array.from({ length: count }, (_, i) => [
    `Aluno Planilha ${cpfBase + i} da Silva`, day(i), `Escola Bench ${i % 2}`, "3º ano A", i % 2 === 0 ? cpf(cpfBase + i) : "", "Responsável Bench", "(11) 98765-4321", "",
  ]);
  return Buffer.from(BOM + linhasCsv([COLUNAS.map((c) => c.titulo), ...rows]), "utf8");
}

/** RSS (bytes) of the server's process group now. */
function groupRss(pgid) {
  const pids = spawnSync("pgrep", ["-g", String(pgid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  return pids.reduce((sum, pid) => {
    try {
      return sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      return sum;
    }
  }, 0);
}

async function spreadsheets(cookies) {
  const verify = actionId("verificarPlanilhaAction");
  const start = actionId("importarPlanilhaAction");
  const db = getFirestore(initializeApp({ projectId: stack.env.FIREBASE_PROJECT_ID }, "bench-planilha"));
  console.log("\n| import | verification ms | import ms | rows/s (import) | Firestore commits |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [count, cpfBase] of [[1000, 10_000_000], [5000, 20_000_000]]) {
    const bytes = await planilha(count, cpfBase);
    const form = new FormData();
    form.append("_1_arquivo", new Blob([bytes], { type: "text/csv" }), `bench-${count}.csv`);
    form.append("0", '[null,"$K1"]');
    let t = Date.now();
    const answer = await (await fetch(`${base}/alunos/importar`, { method: "POST", headers: { "next-action": verify, cookie: cookies.planilha }, body: form })).text();
    const verifyMs = Date.now() - t;
    const id = /"importacao":"([A-Za-z0-9]+)"/.exec(answer)?.[1];
    if (!id) throw new Error(`verification of ${count} rows gave no import: ${answer.slice(0, 300)}`);
    const startForm = new FormData();
    startForm.append("_1_importacao", id);
    startForm.append("0", '[null,"$K1"]');
    t = Date.now();
    await fetch(`${base}/alunos/importar`, { method: "POST", headers: { "next-action": start, cookie: cookies.planilha }, body: startForm, redirect: "manual" });
    let record;
    for (;;) {
      record = (await db.doc(`importacoes/${id}`).get()).data();
      if (record?.estado === "concluida" || record?.estado === "falhou") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const importMs = Date.now() - t;
    if (record.estado !== "concluida") throw new Error(`import of ${count} rows failed: ${record.mensagem}`);
    console.log(`| ${count} rows | ${verifyMs} | ${importMs} | ${Math.round(count / (importMs / 1000))} | ${record.commits} |`);
  }

  // Export of 5,000 students: time to first byte, total, and the server's memory against idle.
  await new Promise((r) => setTimeout(r, 1000));
  const idle = groupRss(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRss(server.pid))), 20);
  const t = Date.now();
  const response = await fetch(`${base}/alunos/exportar?situacao=todos`, { headers: { cookie: cookies.alunos5000 } });
  const reader = response.body.getReader();
  let first = null;
  let bytes = 0;
  let rows = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ??= Date.now() - t;
    bytes += value.length;
    for (const b of value) if (b === 10) rows++;
  }
  const total = Date.now() - t;
  clearInterval(sampler);
  const mb = (n) => (n / 2 ** 20).toFixed(1);
  console.log(`\nExport of 5,000 students (${rows - 1} rows, ${(bytes / 1024).toFixed(0)} KB): first byte ${first} ms, total ${total} ms; server RSS idle ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB).`);
}

/**
 * Issue 20's attack: "Verificar" with 5 MB of "a\n" rows under a header (2.6 million rows; it took
 * 63 s, and the server answered nothing else meanwhile). /robots.txt is asked one request after
 * another while the file is verified; each one's time against /robots.txt alone, and the server's
 * memory.
 */
async function attack(cookies) {
  const verify = actionId("verificarPlanilhaAction");
  const { planilhaDoAtaque } = await tsImport("../test/fixtures/planilhas/ataque.ts", import.meta.url);
  const robots = async () => {
    const t = performance.now();
    const response = await fetch(`${base}/robots.txt`);
    await response.text();
    if (response.status !== 200) throw new Error(`/robots.txt: HTTP ${response.status}`);
    return performance.now() - t;
  };
  const stats = (ms) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return { n: sorted.length, p50: sorted[Math.floor(sorted.length / 2)] ?? NaN, max: sorted.at(-1) ?? NaN };
  };
  for (let i = 0; i < 5; i++) await robots(); // warm-up
  const alone = [];
  for (let i = 0; i < 30; i++) alone.push(await robots());

  await new Promise((r) => setTimeout(r, 1000));
  const idle = groupRss(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRss(server.pid))), 20);
  const form = new FormData();
  form.append("_1_arquivo", new Blob([planilhaDoAtaque()], { type: "text/csv" }), "ataque.csv");
  form.append("0", '[null,"$K1"]');
  const started = performance.now();
  let verifiedAt = null;
  const verification = fetch(`${base}/alunos/importar`, { method: "POST", headers: { "next-action": verify, cookie: cookies.planilha }, body: form })
    .then((r) => r.text())
    .finally(() => (verifiedAt = performance.now()));
  const during = [];
  while (verifiedAt === null) {
    const sent = performance.now();
    const ms = await robots();
    if (verifiedAt === null || sent < verifiedAt) during.push(ms);
  }
  const answer = await verification;
  clearInterval(sampler);
  if (!answer.includes("A planilha tem mais de 5.000 linhas.")) throw new Error(`the attack file was not refused: ${answer.slice(0, 300)}`);
  const [a, d] = [stats(alone), stats(during)];
  const mb = (n) => (n / 2 ** 20).toFixed(1);
  console.log("\n| issue 20's file (5 MB, 2,621,420 rows of \"a\") | Verificar ms | /robots.txt meanwhile: requests, p50 ms, max ms | /robots.txt alone: p50 ms, max ms | server RSS idle → peak |");
  console.log("|---|---:|---:|---:|---:|");
  console.log(
    `| refused (\"A planilha tem mais de 5.000 linhas.\") | ${Math.round(verifiedAt - started)} | ${d.n}, ${d.p50.toFixed(1)}, ${d.max.toFixed(1)} | ${a.p50.toFixed(1)}, ${a.max.toFixed(1)} | ${mb(idle)} → ${mb(peak)} MB |`,
  );
}

/** A server action's id, from the build's manifests. */
function actionId(exportedName) {
  const found = spawnSync("grep", ["-rl", `"exportedName": "${exportedName}"`, path.join(root, ".next/server/app")], { encoding: "utf8" }).stdout.split("\n")[0];
  const manifest = JSON.parse(readFileSync(found, "utf8"));
  return Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)[0];
}

/** A company with `count` students over `schools` schools, written as the app writes them. */
async function seedStudents(db, idEmpresa, count, schools) {
  const documento = await tsImport("../lib/alunos/documento.ts", import.meta.url);
  const escolas = await tsImport("../lib/escolas/documento.ts", import.meta.url);
  const primeiros = ["Maria", "João", "Ana", "José", "Luíza", "Pedro", "Júlia", "Lucas", "Beatriz", "Gabriel", "Heloísa", "Otávio", "Cecília", "Caio"];
  const meios = ["Clara", "Eduardo", "Vitória", "Henrique", "Luís", "Helena", ""];
  const sobrenomes = ["Souza", "Silva", "Santos", "Oliveira", "Conceição", "Gonçalves", "Araújo", "Magalhães", "Simões", "Lima", "Pereira", "Costa"];
  const escolaIds = Array.from({ length: schools }, (_, i) => `${idEmpresa}-escola-${i}`);
  const docs = [];
  for (let i = 0; i < schools; i++) {
    const nome = `Escola Bench ${i}`;
    docs.push([`escolas/${escolaIds[i]}`, { idEmpresa, ...escolas.camposGuardados({ nome }), ...escolas.camposDerivados(nome), ativa: true, alunosAtivos: 0, versao: 1 }]);
  }
  const alunos = [];
  for (let i = 0; i < count; i++) {
    const nome = [primeiros[i % 14], meios[(i * 3) % 7], sobrenomes[(i * 5) % 12], sobrenomes[Math.floor(i / 7) % 12]].filter(Boolean).join(" ") + ` ${i}`;
    const id = `${idEmpresa}-aluno-${i}`;
    const derived = documento.camposDerivados(nome);
    alunos.push({ id, nomeOrdem: derived.nomeOrdem });
    docs.push([`alunos/${id}`, {
      idEmpresa,
      ...documento.camposGuardados({ nome, dataNascimento: "2014-04-04", idEscola: escolaIds[i % schools] }),
      ...derived,
      matricula: documento.formatarMatricula(2026, i + 1),
      situacao: "ativo",
      versao: 1,
    }]);
  }
  for (let i = 0; i < docs.length; i += 500) {
    const batch = db.batch();
    for (const [p, data] of docs.slice(i, i + 500)) batch.set(db.doc(p), data);
    await batch.commit();
  }
  if (count === 0) return null;
  // The address of the page in the middle of the list, as its "Próxima" link would give it.
  alunos.sort((a, b) => (a.nomeOrdem < b.nomeOrdem ? -1 : a.nomeOrdem > b.nomeOrdem ? 1 : a.id < b.id ? -1 : 1));
  const middle = alunos[Math.floor(count / 2) - 1];
  const cursor = Buffer.from(JSON.stringify([middle.nomeOrdem, middle.id]), "utf8").toString("base64url");
  return `/alunos?apos=${cursor}&pagina=${Math.floor(count / 2 / 25) + 1}`;
}

/** A company with `count` schools, written as the app writes them (its own document module). */
async function seedSchools(db, idEmpresa, count) {
  const documento = await tsImport("../lib/escolas/documento.ts", import.meta.url);
  const words = ["São", "Bento", "Água", "Branca", "Santa", "Luzia", "Dom", "Pedro", "Vila", "Nova", "Jardim", "Esperança"];
  for (let start = 0; start < count; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const nome = `Escola ${words[i % words.length]} ${words[(i * 7) % words.length]} ${String(i).padStart(4, "0")}`;
      batch.set(db.collection("escolas").doc(), {
        idEmpresa,
        ...documento.camposGuardados({ nome, municipio: "São Paulo", uf: "SP" }),
        ...documento.camposDerivados(nome),
        ativa: i % 10 !== 0,
        versao: 1,
      });
    }
    await batch.commit();
  }
}

/** Users with 1 and 100 companies (no current one), and one whose current company is set. */
async function seed(env) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION = "none";
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, "bench");
  const db = getFirestore(app);
  const batch = db.batch();
  for (let i = 0; i < 100; i++) batch.set(db.doc(`empresas/doc-b${i}`), { id: `b${i}`, nome: `Escola Benchmark ${i}` });
  const plan = {
    one: ["b0"],
    hundred: Array.from({ length: 100 }, (_, i) => `b${i}`),
    home: ["b1"],
    escolas25: ["b2"],
    escolas2000: ["b3"],
    alunos50: ["b4"],
    alunos5000: ["b5"],
    planilha: ["b6"],
  };
  const current = { home: "b1", escolas25: "b2", escolas2000: "b3", alunos50: "b4", alunos5000: "b5", planilha: "b6" };
  const emails = {};
  for (const [key, ids] of Object.entries(plan)) {
    const user = await getAuth(app).createUser({ email: `${key}@bench.escola`, password: PASSWORD });
    emails[key] = user.email;
    batch.set(db.doc(`usuarios/${user.uid}`), current[key] ? { idEmpresaAtual: current[key] } : {});
    ids.forEach((id) => batch.set(db.doc(`usuarios_empresas/${user.uid}-${id}`), { idUsuario: user.uid, emailUsuario: user.email, idEmpresa: id }));
  }
  await batch.commit();
  await seedSchools(db, "b2", 25);
  await seedSchools(db, "b3", 2000);
  middlePage.alunos50 = await seedStudents(db, "b4", 50, 5);
  middlePage.alunos5000 = await seedStudents(db, "b5", 5000, 20);
  await seedStudents(db, "b6", 0, 2);
  await deleteApp(app);
  return emails;
}

/** A session cookie through the real login action (its id from the build's manifest). */
async function signIn(email) {
  const manifest = JSON.parse(readFileSync(path.join(root, ".next/server/app/login/page/server-reference-manifest.json"), "utf8"));
  const [id] = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === "signInWithEmail");
  const form = new FormData();
  form.append("_1_email", email);
  form.append("_1_password", PASSWORD);
  form.append("0", '[null,"$K1"]'); // the root last, as browsers send it
  const response = await fetch(`${base}/login`, { method: "POST", headers: { "next-action": id }, body: form, redirect: "manual" });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("gestao_sessao="));
  if (!cookie) throw new Error(`could not sign ${email} in (HTTP ${response.status})`);
  return cookie.split(";")[0];
}

async function html(route, cookie) {
  const response = await fetch(`${base}${route}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
  return response.text();
}

/** Sum of the gzip sizes of the scripts a page loads at first (module scripts, not noModule). */
async function firstLoadJs(page) {
  const sources = [...page.matchAll(/<script src="([^"]+)"([^>]*)>/g)].filter(([, , attrs]) => !/noModule/i.test(attrs)).map(([, src]) => src);
  const sizes = await Promise.all(
    [...new Set(sources)].map(async (src) => gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** CPU time (ms) used so far by a process group: the server and whatever it started. */
function groupCpuMs(pgid) {
  const pids = spawnSync("pgrep", ["-g", String(pgid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  const tick = 1000 / 100; // USER_HZ
  return pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return sum + (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return sum;
    }
  }, 0);
}

async function load(route, cookie, connections = CONNECTIONS) {
  const headers = { accept: "text/html", ...(cookie ? { cookie } : {}) };
  // In a worker thread: the emulators run on this process's event loop and must not queue behind
  // the load generator.
  const common = { url: route.startsWith("http") ? route : `${base}${route}`, connections, headers, workers: 1 };
  await autocannon({ ...common, amount: connections * 5 }); // warm-up
  const pgid = route.startsWith(floor.base) ? floor.server.pid : server.pid;
  const [serverBefore, benchBefore, callsBefore] = [groupCpuMs(pgid), process.cpuUsage(), totalFirestoreCalls()];
  const r = await autocannon({ ...common, duration: SECONDS });
  const bench = process.cpuUsage(benchBefore);
  const calls = totalFirestoreCalls() - callsBefore;
  const requests = Math.max(r.requests.total, 1);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    // CPU per request: the Next server's process group, and this process (emulators + load generator).
    serverCpu: (groupCpuMs(pgid) - serverBefore) / requests,
    benchCpu: (bench.user + bench.system) / 1000 / requests,
    firestoreCalls: calls / requests,
  };
}

/** Every call the local Firestore (in this process) has answered so far. */
function totalFirestoreCalls() {
  return [...firestoreCalls.values()].reduce((a, b) => a + b, 0);
}
