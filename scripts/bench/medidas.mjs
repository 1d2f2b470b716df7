// What the bench measures against the running servers (servidores.mjs): first-load JavaScript,
// throughput and latency under load with the CPU and Firestore calls per request, documents read
// per request, and concurrent creations through the app's own action.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";
import { firestoreCalls } from "../../tools/firestore-local/src/server.mjs";
import { actionId, postAction, setCookie } from "./acoes.mjs";
import { root } from "./servidores.mjs";

export const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** The median of some numbers. */
export const mediana = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Milliseconds as the report shows them: p50, min, max and how many. */
export const resumoMs = (xs) => ({ p50: mediana(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length });

/** The sum of `each(pid)` over the processes of a process group (a process gone counts 0). */
function overGroup(pgid, each) {
  const pids = spawnSync("pgrep", ["-g", String(pgid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  return pids.reduce((sum, pid) => {
    try {
      return sum + each(pid);
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU time (ms) used so far by a process group: the server and whatever it started. */
function groupCpuMs(pgid) {
  const tick = 1000 / 100; // USER_HZ
  return overGroup(pgid, (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * tick;
  });
}

/** RSS (bytes) of a process group now. */
function groupRss(pgid) {
  return overGroup(pgid, (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024);
}

/**
 * Runs `work` while sampling the RSS of a process group every 20 ms, after a second of rest:
 * resolves to what `work` resolved to, with `idle` (before) and `peak` bytes.
 */
export async function withMemory(pgid, work) {
  await pause(1000);
  const idle = groupRss(pgid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, groupRss(pgid))), 20);
  try {
    return { ...(await work()), idle, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Every call the local Firestore (in this process) has answered so far. */
function totalFirestoreCalls() {
  return [...firestoreCalls.values()].reduce((a, b) => a + b, 0);
}

/**
 * The measures against one run's servers (`startServers`' result); `connections` × `seconds` of load
 * per route.
 */
export function measures({ base, server, floor, log }, { connections, seconds }) {
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

  /** First-load JS of the build's minimal page (the not-found page). */
  const minimalFirstLoadJs = () => firstLoadJs(readFileSync(path.join(root, ".next/server/app/_not-found.html"), "utf8"));

  /** The documents the data layer read for one request (sum of its "[leituras] what n" lines). */
  async function readsOf(route, cookie) {
    await pause(200);
    const before = statSync(log).size;
    await html(route, cookie);
    await pause(200);
    const logged = readFileSync(log).subarray(before).toString("utf8");
    return [...logged.matchAll(/\[leituras\] \S+ (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  }

  /** The address of the page after the first, from the page's "Próxima" link. */
  async function nextPageOf(route, cookie) {
    const href = (await html(route, cookie)).match(/href="(\/escolas\?[^"]*apos=[^"]*)"/)?.[1];
    return href ? href.replaceAll("&amp;", "&") : null;
  }

  /** Throughput, latency and cost per request of `route` (a path of the app, or a floor URL). */
  async function load(route, cookie, loadConnections = connections) {
    const headers = { accept: "text/html", ...(cookie ? { cookie } : {}) };
    // In a worker thread: the emulators run on this process's event loop and must not queue behind
    // the load generator.
    const common = { url: route.startsWith("http") ? route : `${base}${route}`, connections: loadConnections, headers, workers: 1 };
    await autocannon({ ...common, amount: loadConnections * 5 }); // warm-up
    const pgid = route.startsWith(floor.base) ? floor.server.pid : server.pid;
    const [serverBefore, benchBefore, callsBefore] = [groupCpuMs(pgid), process.cpuUsage(), totalFirestoreCalls()];
    const r = await autocannon({ ...common, duration: seconds });
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

  /** Sends `count` "Novo aluno" submissions at once (the real server action); counts the numbers given. */
  async function createConcurrently(cookie, count) {
    // Each submission is a form of its own, with its own one-time token (lib/actions/criacao.ts).
    const { formDeCriacao } = await tsImport("../../test/support/form-actions.ts", import.meta.url);
    // Names within the Censo's rule (issue 43: no digits).
    const { silabas } = await tsImport("../../test/support/nomes.ts", import.meta.url);
    const id = actionId("criarAlunoAction");
    const escola = (await html("/alunos/novo", cookie)).match(/<option value="([^"]+)">Escola Bench/)?.[1];
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const fields = formDeCriacao({ nome: `Aluno Concorrente ${silabas(i)}`, dataNascimento: "2015-05-05", idEscola: escola ?? "" });
        const response = await postAction(base, "/alunos/novo", id, fields, { cookie, redirect: "manual" });
        return decodeURIComponent(setCookie(response, "gestao_aviso")?.split("=")[1] ?? "").split(":")[1] ?? null;
      }),
    );
    const ok = results.filter(Boolean);
    return { ok: ok.length, distinct: new Set(ok).size, errors: count - ok.length, ms: Date.now() - started };
  }

  return { html, firstLoadJs, minimalFirstLoadJs, readsOf, nextPageOf, load, createConcurrently };
}
