#!/usr/bin/env node
// npm run bench: builds, starts the production server on the emulators, and prints, all from one
// run, the first-load JavaScript of the main pages and the throughput and latency of the main
// routes, each as a ratio to a baseline of the same build and server. Not a test: it only prints.
// Options: --no-build (reuse .next), --seconds N per route (default 8), --connections N (10),
// --only a,b (only the routes whose label contains one of these, plus the baselines; "planilha"
// and "ataque" name the spreadsheet measures, "enturmar" the enrolment writes, "notas" issue 25's
// grades, PDFs and closing, "documentos" issue 26's declarations and their check, "rematricula"
// issue 27's rematrícula of 1,050 students, "toque" issue 28's tap on the roll call, "grande" issue 28's pages in a company of 30,000 students, "partida" issue 28's cold start, "ficha" issue 43's record at 30,000 students; "turma" selects the turma and year pages, "ano" the year page),
// --cpu-prof (profile the app server; see below).
// Runs under --conditions=react-server (package.json): the app modules it imports are server-only.
//
//   servidores.mjs  builds and starts the app, the floor app (piso.mjs) and the emulator stack
//   sementes.mjs    the data it measures, through test/support/firebase.ts
//   medidas.mjs     load, first-load JS, documents read, concurrent creations
//   planilhas.mjs   spreadsheet import and export, issue 20's attack
//   enturmacoes.mjs Enturmar selecionados (40 students) and 40 enrolments at once into 30 places
//   chamadas.mjs    Salvar chamada (40 students: a first save, a change of 3 marks), today's roll calls
//   notas.mjs       issue 25: Salvar notas (40 students), the boletins' PDFs, closing a year of 1,050
//   documentos.mjs  issue 26: a declaration issued, /verificar/<code> against the floor, the check's limit
//   rematricula.mjs issue 27: the rematrícula of a closed year of 1,050: preview, turmas, run, undo, takeovers
//   partida.mjs     issue 28: the cold start against the floor's, what loads before the first /home (carga.mjs)
//   toque.mjs       issue 28: a tap on `Falta` in a phone-sized Chromium, CPU 4× slower (Event Timing)
//   grande.mjs      issue 28: the turma's pages' documents read in a company of 30,000 students, against the small one
//   ficha.mjs       issue 43: the sheet's reads, saves, the duplicate check, the full import, Unificar alunos at 30,000 students
//   acoes.mjs       Server Action requests made by hand (sign-in, creation, import)
//   relatorio.mjs   the tables it prints
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { signIn } from "./acoes.mjs";
import { enturmarConcorrente, enturmarEmLote } from "./enturmacoes.mjs";
import { salvarChamadas } from "./chamadas.mjs";
import { lighthouseRuns } from "./lighthouse.mjs";
import { boletinsPdf, encerrarAnoGrande, salvarNotasDaTurma } from "./notas.mjs";
import { custoDoLimite, emitirDeclaracoes, verificarPorHttp } from "./documentos.mjs";
import { rematriculaGrande } from "./rematricula.mjs";
import { partidaFria } from "./partida.mjs";
import { paginasDaEmpresaGrande } from "./grande.mjs";
import { fichaEmGrandeEscala } from "./ficha.mjs";
import { medirToque } from "./toque.mjs";
import { measures } from "./medidas.mjs";
import { attack, exportAll, importRows } from "./planilhas.mjs";
import * as report from "./relatorio.mjs";
import { seed } from "./sementes.mjs";
import { root, startServers } from "./servidores.mjs";

/**
 * The floor's page with /home's Firestore calls (piso.mjs) for `user`'s current company and uid:
 * the 4 it makes now, or (`contadores` false) the 7 it made before its counts were kept.
 */
export const pisoComDados = (servers, user, contadores = true) =>
  `${servers.floor.base}/dados?empresa=${encodeURIComponent(user.empresa)}&uid=${encodeURIComponent(user.uid)}${contadores ? "&contadores=1" : ""}`;

const TURMA = "/escolas/…/turmas/…, 40 students";
const TURMA_CONSULTA = `${TURMA} (consulta: no Remanejar)`;
const ANO = "/escolas/…/anos/…, 30 turmas";
const CHAMADA = "/escolas/…/turmas/…/chamada, 40 students";
const HOME_TURMAS = "/home, 30 turmas × 35, roll calls";

/** The run's options, from the command line's arguments. */
export function options(args) {
  const number = (name, fallback) => {
    const i = args.indexOf(name);
    return i === -1 ? fallback : Number(args[i + 1]);
  };
  return {
    build: !args.includes("--no-build"),
    seconds: number("--seconds", 8),
    connections: number("--connections", 10),
    /** --only a,b: measure only the routes whose label contains one of these (plus the baselines). */
    only: args.includes("--only") ? String(args[args.indexOf("--only") + 1]).split(",") : null,
    // --cpu-prof: V8 profiles of the app server (every Node process it starts) into .stack/profiles,
    // summarised at the end. Profile with --only, so the profile is the load of those routes.
    profile: args.includes("--cpu-prof"),
  };
}

export async function main(args) {
  const { build, seconds, connections, only, profile } = options(args);
  const servers = await startServers({ build, profile });
  try {
    const { users, middlePage, turmas } = await seed(servers.stack.env);
    const cookies = Object.fromEntries(await Promise.all(Object.entries(users).map(async ([k, user]) => [k, await signIn(servers.base, user)])));
    const m = measures(servers, { connections, seconds });
    // The roll call: saves measured through the domain, and today's roll calls for Home's panels.
    const chamadas = await salvarChamadas(servers.stack.env, turmas);

    // First-load JavaScript, gzip bytes, against the build's minimal page (the not-found page).
    const minimal = await m.minimalFirstLoadJs();
    const js = [
      ["/login", await m.firstLoadJs(await m.html("/login"))],
      ["/listar-empresas", await m.firstLoadJs(await m.html("/listar-empresas", cookies.one))],
      ["/home", await m.firstLoadJs(await m.html("/home", cookies.home))],
      ["/escolas", await m.firstLoadJs(await m.html("/escolas", cookies.escolas25))],
    ];

    // Throughput and latency, each route against a trivial route of the same server.
    const routes = [
      ["/robots.txt (trivial)", "/robots.txt", undefined],
      ["floor: minimal dynamic page (cookies())", `${servers.floor.base}/`, cookies.home],
      // The floor with /home's Firestore calls (piso.mjs), for the same company and user as "/home signed in".
      ["floor + /home's 4 Firestore calls (firebase-admin, no app code)", pisoComDados(servers, users.home), cookies.home],
      // The calls /home made before its three counts were kept (three aggregation queries more).
      ["floor + /home's former 7 calls (its counts as aggregations)", pisoComDados(servers, users.home, false), cookies.home],
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
      // A school year of 30 turmas in a company of 2,480 students (sementes.mjs: seedTurmas).
      [TURMA, turmas.turma, cookies.turmas],
      [TURMA_CONSULTA, turmas.turma, cookies.turmasConsulta],
      [ANO, turmas.ano, cookies.turmas],
      [CHAMADA, `${turmas.turma}/chamada`, cookies.turmas],
      [HOME_TURMAS, "/home", cookies.turmas],
    ];
    const measured = [];
    // A profile must hold only the profiled routes: the static baseline would fill it.
    if (profile) routes.splice(0, 1, routes[1]);
    for (const [label, route, cookie] of routes) {
      if (only && measured.length >= 2 && !only.some((o) => label.includes(o))) continue;
      measured.push([label, await m.load(route, cookie)]);
    }

    report.machine({ connections, seconds });
    report.firstLoad(minimal, js);
    // Signed-in pages also against the framework's floor.
    report.routes(measured);
    // One request at a time: the latency a user sees when nobody else is using the server's CPU.
    // Issue 28's throughput goal for /home: the floor and /home measured in turns, three rounds, and
    // each ratio's median (this shared machine's speed drifts between one route's 8 s and the next).
    if (measured.some(([label]) => label === "/home signed in")) {
      const rondas = [];
      // The floor's page with /home's 4 calls and the app's /login (no data, no session) in each round too: where /home's CPU goes.
      for (let i = 0; i < 3; i++) {
        rondas.push({
          floor: await m.load(`${servers.floor.base}/`, cookies.home),
          dados: await m.load(pisoComDados(servers, users.home), cookies.home),
          login: await m.load("/login", undefined),
          home: await m.load("/home", cookies.home),
        });
      }
      report.metaDaHome(rondas);
    }
    if (measured.some(([label]) => label.startsWith("/home"))) {
      report.oneConnection(await m.load(`${servers.floor.base}/`, cookies.home, 1), await m.load("/home", cookies.home, 1));
    }
    // Spreadsheets: import 1,000 and 5,000 rows through the real actions; export 5,000 students.
    if (!only || only.includes("planilha")) {
      report.importHead();
      for (const [count, cpfBase] of [[1000, 10_000_000], [5000, 20_000_000]]) report.importRow(count, await importRows(servers, cookies.planilha, count, cpfBase));
      report.exported(await exportAll(servers, cookies.alunos5000));
    }
    // Issue 20: the 5 MB file of one-cell rows, and /robots.txt asked while it is verified.
    if (!only || only.includes("planilha") || only.includes("ataque")) report.attacked(await attack(servers, cookies.planilha));

    // A turma's page and its year's: documents read per request, against what the company holds.
    const measuredTurmas = Object.fromEntries(measured.filter(([label]) => [TURMA, TURMA_CONSULTA, ANO, CHAMADA, HOME_TURMAS].includes(label)));
    if (Object.keys(measuredTurmas).length > 0) {
      const rows = [];
      for (const [label, page, route, cookie, company] of [
        [TURMA, `${TURMA.split(",")[0]} (secretaria)`, turmas.turma, cookies.turmas, "40 in the turma, 2,440 others, 41 turmas"],
        [TURMA_CONSULTA, `${TURMA.split(",")[0]} (consulta)`, turmas.turma, cookies.turmasConsulta, "the same"],
        [ANO, ANO.split(",")[0], turmas.ano, cookies.turmas, "30 turmas in the year, 41 in the company"],
        [CHAMADA, `${CHAMADA.split(",")[0]} (today)`, `${turmas.turma}/chamada`, cookies.turmas, "40 in the turma, 10 days recorded"],
        [HOME_TURMAS, "/home (with the roll-call panels)", "/home", cookies.turmas, "30 turmas of 35–40 in progress, 15 with today's roll call"],
      ]) {
        if (!measuredTurmas[label]) continue;
        const bytes = Buffer.byteLength(await m.html(route, cookie));
        rows.push([page, company, await m.readsOf(route, cookie), measuredTurmas[label].p50, measuredTurmas[label].serverCpu.toFixed(1), bytes]);
      }
      report.turmaReads(rows);
    }
    report.chamadas(chamadas);
    // Enturmar selecionados (40 students, one transaction) and 40 enrolments at once into 30 places.
    if (!only || only.includes("enturmar")) {
      report.enturmacaoEmLote(await enturmarEmLote(servers.stack.env, turmas));
      report.enturmacaoConcorrente(await enturmarConcorrente(servers.stack.env, turmas));
    }
    // Lighthouse mobile (--only lighthouse): LCP and TBT, median of 3 runs, against the floor's page.
    if (!only || only.includes("lighthouse")) {
      const pages = [
        // The floor's page with the app's stylesheet (piso.mjs), linked and inlined: what a stylesheet alone costs.
        ["floor + the app's stylesheet, linked", `${servers.floor.base}/estilo`, undefined, true],
        ["floor + the app's stylesheet, inlined", `${servers.floor.base}/estilo?inline=1`, undefined, true],
        ["/login (anonymous)", "/login", undefined],
        ["/home", "/home", cookies.home],
        ["/alunos (5,000 students)", "/alunos", cookies.alunos5000],
        [`${CHAMADA.split(",")[0]} (turma of 40)`, `${turmas.turma}/chamada`, cookies.turmas],
        [`${TURMA.split(",")[0]} (turma of 40)`, turmas.turma, cookies.turmas],
      ];
      const urls = pages.map(([label, route, cookie, doPiso]) => [label, doPiso ? route : `${servers.base}${route}`, cookie]);
      report.lighthouse(await lighthouseRuns(`${servers.floor.base}/`, urls));
      // The same pages loaded under Chrome's own throttling (no model): what a phone on that network would see.
      report.lighthouse(await lighthouseRuns(`${servers.floor.base}/`, urls, { runs: 3, throttlingMethod: "devtools" }), "devtools");
    }
    // Issue 28 (--only toque): 20 taps on `Falta` on the roll call of 40 in a phone-sized Chromium with
    // its CPU 4× slower, then 5 more while `Salvar chamada` is in flight (toque.mjs; it saves the day).
    if (!only || only.includes("toque")) report.toque(await medirToque(servers, `${turmas.turma}/chamada`, cookies.turmas));
    // Issue 25 (--only notas): Salvar notas for the turma of 40, its boletins' PDFs over HTTP, and the
    // closing of a year of 30 turmas × 35 in a company of its own.
    if (!only || only.includes("notas")) {
      const salvas = await salvarNotasDaTurma(servers.stack.env, turmas);
      report.notas(salvas, await boletinsPdf(servers, turmas, cookies.turmas), await encerrarAnoGrande(servers.stack.env));
    }
    // Issue 26 (--only documentos): a declaração de matrícula issued over HTTP, its public check
    // (/verificar/<code>) against the floor's page, and what the check's limit per address costs.
    if (!only || only.includes("documentos")) {
      const emissao = await emitirDeclaracoes(servers, turmas, cookies.turmas);
      const http = await verificarPorHttp(servers, servers.stack.env, emissao.codigos);
      report.documentos(emissao, http, await custoDoLimite(servers.stack.env, emissao.codigos[0]));
    }
    // Issue 27 (--only rematricula): the rematrícula of a closed year of 30 turmas × 35 in a company
    // of its own: the preview, step 2's turmas, the confirmation, the undo, and two runs killed
    // (before the commit point, halfway through the lots) and taken over.
    if (!only || only.includes("rematricula")) report.rematricula(await rematriculaGrande(servers.stack.env));
    // Issue 28 (--only partida): the cold start, a fresh app to its first signed-in /home against a
    // fresh floor to its page, median of three; what loads before it; the bare Firestore client.
    if (!only || only.includes("partida")) report.partida(await partidaFria(servers, cookies.home, pisoComDados(servers, users.home).replace(servers.floor.base, "")));
    // Issue 28 (--only grande): the turma's, roll-call, grades and boletim pages' documents read, in
    // the "turmas" company and in one of 30 schools, 1,000 turmas and 30,000 students (seeded, timed).
    if (!only || only.includes("grande")) report.grande(await paginasDaEmpresaGrande(servers, turmas, cookies.turmas));
    // Issue 43 (--only ficha): the sheet's documents read, a save, the duplicate check in a company of
    // 30,000 students against a small one, the import of 5,000 rows with every column against today's
    // columns, and Unificar alunos of a student with 3 years of history.
    if (!only || only.includes("ficha")) report.ficha(await fichaEmGrandeEscala(servers, m, cookies.planilha));
    if (only) return;

    const byLabel = Object.fromEntries(measured);
    // One request at a time: what a user waits for, without queueing behind other users' CPU.
    report.picker(byLabel["/listar-empresas, 1 company"], byLabel["/listar-empresas, 100 companies"], await m.load("/listar-empresas", cookies.one, 1), await m.load("/listar-empresas", cookies.hundred, 1));

    // Documents read per request, counted by the data layer: they must not grow with the company.
    const schools = [];
    for (const [label, route, cookie, count] of [
      ["/escolas, 25 schools", "/escolas", cookies.escolas25, 25],
      ["/escolas, 2000 schools", "/escolas", cookies.escolas2000, 2000],
      ["/escolas?q=sao, 2000 schools", "/escolas?q=sao", cookies.escolas2000, 2000],
    ]) {
      const page2 = route === "/escolas" ? await m.nextPageOf(route, cookie) : null;
      schools.push([route, count, await m.readsOf(route, cookie), byLabel[label].p50]);
      if (page2) schools.push([`${route} (page 2)`, count, await m.readsOf(page2, cookie), ""]);
    }
    schools.push(["/home (two counts, chart)", 2000, await m.readsOf("/home", cookies.escolas2000), ""]);
    report.reads("schools", schools);

    const students = [];
    for (const [label, route, cookie, count] of [
      ["/alunos, 50 students", "/alunos", cookies.alunos50, 50],
      ["/alunos, 5000 students", "/alunos", cookies.alunos5000, 5000],
      ["/alunos?q=maria sou, 5000 students", "/alunos?q=maria+sou", cookies.alunos5000, 5000],
      ["/alunos middle page, 5000 students", middlePage.alunos5000, cookies.alunos5000, 5000],
    ]) {
      students.push([label.split(",")[0], count, await m.readsOf(route, cookie), byLabel[label].p50]);
    }
    students.push(["/alunos?q=maria sou", 50, await m.readsOf("/alunos?q=maria+sou", cookies.alunos50), ""]);
    students.push(["/alunos middle page", 50, await m.readsOf(middlePage.alunos50, cookies.alunos50), ""]);
    report.reads("students", students);
    report.studentsAlone(await m.load("/alunos", cookies.alunos5000, 1));

    // 50 people create a student at the same moment, through the app's own action.
    report.creations(await m.createConcurrently(cookies.alunos50, 50));
  } finally {
    await servers.stop();
    if (profile && existsSync(servers.profileDir)) report.profile(root, servers.profileDir);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // The app's modules it imports (the page cursor) are server-only: without the react-server
  // condition, `server-only` throws.
  if (!import.meta.resolve("server-only").endsWith("/empty.js")) throw new Error("run the bench with node --conditions=react-server (npm run bench)");
  await main(process.argv.slice(2));
  process.exit(0);
}
