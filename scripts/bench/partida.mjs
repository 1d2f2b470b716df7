// Issue 28's cold start (--only partida): a fresh `next start` of the floor (piso.mjs), of the app,
// and of the app with Next's entries not preloaded (carga.mjs), one after the other, three times
// each, timed from the spawn to the first 200 of the floor's page and of a signed-in `/home`; two
// more fresh apps under carga.mjs (as it is, entries not preloaded) for what they load before that
// first `/home` answers; and, in bare Node, what the Firestore client costs to load and to make its
// first call, with and without `preferRest`.
import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { stopProcessGroup } from "../stack/process.mjs";
import { mediana, pause } from "./medidas.mjs";
import { appEnv, floorDir, floorEnv, nextStart, root } from "./servidores.mjs";

const RODADAS = 3;
const CARGA = pathToFileURL(path.join(root, "scripts", "bench", "carga.mjs")).href;
const saida = path.join(root, ".stack", "partida-carga.json");
const log = path.join(root, ".stack", "partida-app.log");

/** Milliseconds from `since` (process.hrtime.bigint()) to now. */
const desde = (since) => Number(process.hrtime.bigint() - since) / 1e6;

// Home's welcome sentence (lib/messages/shell.ts): a 200 without it is an error page or a redirect
// streamed after the shell, not the signed-in Home.
const BOAS_VINDAS = "Bem-vindo à tela Home!";

/**
 * One GET on a connection of its own: its status, redirect and body, and the ms from `since` to the
 * connection (the port open), to the status line and to the body's end. Rejects when refused.
 */
function get(url, cookie, since) {
  return new Promise((resolve, reject) => {
    let conexao;
    const req = http.get(url, { agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      const cabecalho = desde(since);
      let corpo = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (corpo += d));
      res.on("error", reject);
      res.on("end", () => resolve({ status: res.statusCode, location: res.headers.location, corpo, conexao, cabecalho, fim: desde(since) }));
    });
    req.on("socket", (socket) => socket.once("connect", () => (conexao = desde(since))));
    req.on("error", reject);
  });
}

/**
 * The first answer of a server just spawned: `route` asked every 10 ms while the connection is
 * refused (one request at a time: the one that connects waits for the server to be ready, and no
 * other request warms it first). Throws unless the answer is a 200 (holding `marca`, if given).
 */
async function primeiraResposta({ base, server, spawnedAt }, route, cookie, marca) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`${base}: next start exited (${server.exitCode}) before answering ${route}`);
    try {
      const r = await get(`${base}${route}`, cookie, spawnedAt);
      if (r.status !== 200) throw new Error(`${route} on a fresh server: HTTP ${r.status}${r.location ? ` → ${r.location}` : ""} (expected 200; see ${log})`);
      if (marca && !r.corpo.includes(marca)) throw new Error(`${route} on a fresh server: a 200 without "${marca}" (see ${log})`);
      delete r.corpo;
      return r;
    } catch (error) {
      if (error.code !== "ECONNREFUSED") throw error;
      if (desde(spawnedAt) > 60_000) throw new Error(`${base}${route} did not answer within 60 s`);
      await pause(10);
    }
  }
}

/** A fresh server started by `start`, its first answer to `route`, then stopped with its group. */
async function frio(start, route, cookie, { marca, depois = async () => undefined } = {}) {
  const server = await start();
  try {
    const r = await primeiraResposta(server, route, cookie, marca);
    return { ...r, ...(await depois(server)) };
  } finally {
    await stopProcessGroup(server.server);
  }
}

const piso = (stackEnv) => nextStart({ cwd: floorDir, env: floorEnv(stackEnv), stdio: "ignore" });
// A file, not a pipe (as servidores.mjs), overwritten by each start: an error's trace for the report.
async function app(stackEnv, extra = {}) {
  const out = openSync(log, "w");
  try {
    return await nextStart({ cwd: root, env: { ...appEnv(stackEnv), ...extra }, stdio: ["ignore", out, out] });
  } finally {
    closeSync(out); // the child has its own copy
  }
}

/** What carga.mjs wrote once asked (SIGUSR2 to `pid`), or after the process exited. */
async function cargaEscrita(pid) {
  if (pid) process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 500 && !existsSync(saida); i++) await pause(10);
  await pause(20); // the write is synchronous and small; let it end
  return JSON.parse(readFileSync(saida, "utf8"));
}

// The bare Node client: @google-cloud/firestore required; its GAPIC client made through the
// client's own pool (an internal: what the first call does before it touches the network: google-gax
// loaded, the protos parsed); then, on the emulator, one document read (its error, if it fails).
const CLIENTE = `
const { performance } = require("node:perf_hooks");
const t0 = performance.now();
const { Firestore } = require("@google-cloud/firestore");
const carregado = performance.now() - t0;
const t1 = performance.now();
const db = new Firestore({ projectId: process.env.FIREBASE_PROJECT_ID, preferRest: process.env.PARTIDA_PREFER_REST === "1" });
const fim = (r) => {
  const grpc = Object.keys(require.cache).some((f) => f.includes("/@grpc/grpc-js/"));
  console.log(JSON.stringify({ carregado, grpc, ...r }));
  process.exit(0);
};
db._clientPool.run("partida", false, async () => undefined).then(() => {
  const cliente = performance.now() - t1;
  if (!process.env.FIRESTORE_EMULATOR_HOST) return fim({ cliente });
  const t2 = performance.now();
  const prazo = new Promise((resolve) => setTimeout(() => resolve("no answer within 2 s"), 2000));
  return Promise.race([db.doc("partida/fria").get().then(() => "ok", (e) => String(e.message).split("\\n")[0]), prazo]).then((resultado) => fim({ cliente, primeira: performance.now() - t2, resultado }));
});
`;

/** One bare `node` with carga.mjs running CLIENTE in `env`: its figures and what it loaded. */
function clienteNu(env) {
  rmSync(saida, { force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", CARGA, "-e", CLIENTE], { cwd: root, env: { ...env, CARGA_SAIDA: saida }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", async () => {
      try {
        resolve({ ...JSON.parse(out), carga: (await cargaEscrita()).pacotes });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** p50, min and max of some milliseconds. */
const resumo = (xs) => ({ p50: mediana(xs), min: Math.min(...xs), max: Math.max(...xs), runs: xs });

/**
 * The cold start: `RODADAS` times, in turn, a fresh floor (its `/`), a fresh app (`/home` with
 * `cookieHome`, a session valid across processes: same SESSION_SECRET, its record in Firestore) and
 * a fresh app with every route preloaded at start (Next's default); then a fresh app under carga.mjs, as it is and with the
 * routes preloaded, for what it loads; then the
 * bare Firestore client, `RODADAS` runs per variant, on the emulator (ssl off) and as in production
 * (TLS; no credentials here, so only up to the client made).
 */
export async function partidaFria(servers, cookieHome, rotaDosDados) {
  const stackEnv = servers.stack.env;
  const comCarga = (extra) => ({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${CARGA}`.trim(), ...extra });
  const rodadas = [];
  for (let i = 0; i < RODADAS; i++) {
    const floor = await frio(() => piso(stackEnv), "/", cookieHome);
    // The floor's first page with /home's Firestore calls (firebase-admin loaded, its client made, 7 calls).
    const dados = await frio(() => piso(stackEnv), rotaDosDados, cookieHome);
    // Both under the same hook (it only loads itself here), so the hook's cost favours neither.
    const home = await frio(() => app(stackEnv, comCarga({})), "/home", cookieHome, { marca: BOAS_VINDAS });
    const comPreload = await frio(() => app(stackEnv, comCarga({ CARGA_COM_PRELOAD: "1" })), "/home", cookieHome, { marca: BOAS_VINDAS });
    rodadas.push({ floor, dados, home, comPreload });
  }
  const resumoDe = (k) => ({ ...resumo(rodadas.map((r) => r[k].fim)), conexao: mediana(rodadas.map((r) => r[k].conexao)) });
  const [floor, dados, home, comPreload] = ["floor", "dados", "home", "comPreload"].map(resumoDe);

  const carregado = async (extra) => {
    rmSync(saida, { force: true });
    return frio(() => app(stackEnv, comCarga({ CARGA_SAIDA: saida, ...extra })), "/home", cookieHome, {
      marca: BOAS_VINDAS,
      depois: async ({ server }) => ({ carga: await cargaEscrita(server.pid) }),
    });
  };
  const carga = { padrao: await carregado({}), comPreload: await carregado({ CARGA_COM_PRELOAD: "1" }) };

  // As in production: no emulator (TLS to Google's host); the rest of the app's environment.
  const producao = appEnv(stackEnv);
  delete producao.FIRESTORE_EMULATOR_HOST;
  const variantes = [
    ["emulator (ssl off), gRPC", appEnv(stackEnv)],
    ["emulator (ssl off), preferRest", { ...appEnv(stackEnv), PARTIDA_PREFER_REST: "1" }],
    ["TLS (production), gRPC", producao],
    ["TLS (production), preferRest", { ...producao, PARTIDA_PREFER_REST: "1" }],
  ];
  const cliente = [];
  for (const [label, env] of variantes) {
    const runs = [];
    for (let i = 0; i < RODADAS; i++) runs.push(await clienteNu(env));
    const pacotes = ["google-gax", "@grpc/grpc-js", "@grpc/proto-loader", "protobufjs"];
    cliente.push({
      label,
      carregado: resumo(runs.map((r) => r.carregado)),
      cliente: resumo(runs.map((r) => r.cliente)),
      primeira: runs[0].primeira === undefined ? null : resumo(runs.map((r) => r.primeira)),
      resultado: [...new Set(runs.map((r) => r.resultado ?? ""))].join("; "),
      grpc: runs.every((r) => r.grpc) ? "yes" : runs.some((r) => r.grpc) ? "sometimes" : "no",
      carga: Object.fromEntries(pacotes.map((p) => [p, mediana(runs.map((r) => r.carga[p]?.ms ?? 0))])),
      total: mediana(runs.map((r) => Object.values(r.carga).reduce((soma, x) => soma + x.ms, 0))),
    });
  }
  return { rodadas, floor, dados, home, comPreload, razao: home.p50 / floor.p50, carga, cliente };
}
