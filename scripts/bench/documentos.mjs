// Issue 26: declarations issued, and their public check.
//
// Issuing (`Emitir declaração de matrícula`) is measured over HTTP of the production server, as the
// student's page sends it: a POST to /alunos/{id}/documentos/matricula with a secretary's session
// and the app's own Origin, answered with the PDF. The student is the first of sementes.mjs's
// measured turma (school A, its year `Em andamento`, the entry `Cursando` since January).
//
// The check (/verificar/<code>, public, no session) is measured over HTTP too, one request at a
// time, interleaved with the floor's page (piso.mjs) asked the same way, so both see the same
// machine. The page counts each look-up per client address (30 a minute, taken from the last hop of
// X-Forwarded-For: lib/infra/limites/endereco.ts) before it reads: every request here is sent from
// an address of its own, so none is refused (`next start` keeps the X-Forwarded-For a client sends),
// and each creates one counter document of its own.
//
// The limit's cost per look-up. Over HTTP it cannot be taken away from the page, so it is measured
// where it is paid, through the domain functions themselves in this process on the run's emulators
// (lib/documentos/verificacao.ts `verificarCodigo`, the read, and `consultaPermitida`, the limit's
// transaction; the page calls one after the other): each alone and both in sequence, interleaved
// run by run so drift falls on all three alike, each with its milliseconds, the documents the data
// layer logs, and the calls the local Firestore answered, by method (they run in this process). The
// difference between "both" and "the read alone" is what the limit adds to a check. Then one address
// asking again and again: its 2nd to 30th look-ups (a counter of 1 to 29 entries read and rewritten)
// and the 31st on (refused: the counter is read, nothing written).
//
// Documents read come from the data layer's `[leituras]` lines (the server's log for HTTP, this
// process's console for the domain): reads inside a transaction, such as the limit's counter, are
// not among them; the Firestore calls show them.
import { randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { tsImport } from "tsx/esm/api";
import { firestoreCalls } from "../../tools/firestore-local/src/server.mjs";
import { contandoLeituras } from "./chamadas.mjs";
import { pause, mediana, resumoMs } from "./medidas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

let loaded;
async function dominio(env) {
  Object.assign(process.env, env, { LOG_LEITURAS: "1" });
  loaded ??= (async () => {
    const { verificarCodigo, consultaPermitida } = await ts("../../lib/documentos/verificacao.ts");
    const { codigoDeBytes, BYTES_DO_CODIGO } = await ts("../../lib/documentos/codigo.ts");
    const { idDoContador } = await ts("../../lib/infra/limites/chave.ts");
    const { testDb } = await ts("../../test/support/firebase.ts");
    return { verificarCodigo, consultaPermitida, codigoDeBytes, BYTES_DO_CODIGO, idDoContador, testDb };
  })();
  return loaded;
}

const ms = resumoMs;

/** The local Firestore's calls so far, by method. */
const chamadas = () => new Map(firestoreCalls);
/** The calls since `antes` (chamadas()), by method: { BatchGetDocuments: 2, Commit: 1 }. */
function desde(antes) {
  const depois = {};
  for (const [metodo, n] of firestoreCalls) if (n - (antes.get(metodo) ?? 0) > 0) depois[metodo] = n - (antes.get(metodo) ?? 0);
  return depois;
}
/** `{ BatchGetDocuments: 2, Commit: 1 }` → "BatchGetDocuments 2, Commit 1"; calls that differ between runs as "1/2". */
function porMetodo(runs) {
  const metodos = [...new Set(runs.flatMap((r) => Object.keys(r)))].sort();
  return metodos.map((m) => `${m} ${[...new Set(runs.map((r) => r[m] ?? 0))].sort((a, b) => a - b).join("/")}`).join(", ") || "none";
}
const totalDe = (r) => Object.values(r).reduce((a, b) => a + b, 0);

/** The server log's `[leituras]` lines since byte `before`: the total and by what. */
function leiturasDoLog(log, before) {
  const logged = readFileSync(log).subarray(before).toString("utf8");
  const porQue = {};
  for (const [, what, n] of logged.matchAll(/\[leituras\] (\S+) (\d+)/g)) porQue[what] = (porQue[what] ?? 0) + Number(n);
  return { lidos: Object.values(porQue).reduce((a, b) => a + b, 0), porQue };
}

/**
 * One HTTP request to the app, measured: its milliseconds (until the whole body), status, body,
 * headers, the documents the server logged meanwhile and the local Firestore's calls by method.
 */
async function pedido({ base, log }, route, init) {
  await pause(50);
  const [before, antes] = [statSync(log).size, chamadas()];
  const t = performance.now();
  const response = await fetch(`${base}${route}`, { redirect: "manual", ...init });
  const body = Buffer.from(await response.arrayBuffer());
  const total = performance.now() - t;
  await pause(100);
  return { total, status: response.status, headers: response.headers, body, ...leiturasDoLog(log, before), calls: desde(antes) };
}

/**
 * `Emitir declaração de matrícula` for the measured turma's first student: the first issue after
 * the server started (timed apart), 2 unmeasured, then `runs` one after another. Resolves to their
 * times, the PDF's bytes and pages, the documents read and Firestore calls of one, and the codes.
 */
export async function emitirDeclaracoes(servers, { chamada: { alunos } }, cookie, { runs = 20 } = {}) {
  const route = `/alunos/${alunos[0]}/documentos/matricula`;
  // As the student's page posts its form: urlencoded, its one-time token (a new one each issue, as
  // the page refreshed after an issue has), no period (a matrícula has none), the Origin of the app.
  const init = () => ({ method: "POST", headers: { cookie, origin: servers.base, "content-type": "application/x-www-form-urlencoded" }, body: `token=${randomBytes(18).toString("base64url")}` });
  const emitir = async () => {
    const r = await pedido(servers, route, init());
    if (r.status !== 200 || r.headers.get("content-type") !== "application/pdf") throw new Error(`${route}: HTTP ${r.status} ${r.body.toString("utf8").slice(0, 200)}`);
    if (!r.body.subarray(0, 5).equals(Buffer.from("%PDF-"))) throw new Error(`${route}: not a PDF`);
    const codigo = r.headers.get("x-codigo-do-documento");
    if (!codigo) throw new Error(`${route}: no X-Codigo-Do-Documento`);
    return { ...r, codigo, pages: r.body.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0 };
  };
  const frio = await emitir();
  for (let i = 0; i < 2; i++) await emitir();
  const medidas = [];
  for (let i = 0; i < runs; i++) medidas.push(await emitir());
  const [um] = medidas;
  const bytes = medidas.map((r) => r.body.length);
  return {
    ...ms(medidas.map((r) => r.total)),
    frio: frio.total,
    bytes: { min: Math.min(...bytes), max: Math.max(...bytes) },
    pages: um.pages,
    lidos: [...new Set(medidas.map((r) => r.lidos))].join("/"),
    porQue: um.porQue,
    calls: porMetodo(medidas.map((r) => r.calls)),
    codigos: medidas.map((r) => r.codigo),
  };
}

// Client addresses never used twice in a run (10.26.x.y over HTTP, 10.27.x.y in this process).
let proximo = 0;
const novoEndereco = (rede = 26) => {
  proximo += 1;
  return `10.${rede}.${Math.floor(proximo / 250) % 250}.${1 + (proximo % 250)}`;
};

/** How many counter documents (limites/) there are: the check's limit creates one per new address. */
const contadores = async (d) => (await d.testDb().collection("limites").count().get()).data().count;

/**
 * /verificar/<code> over HTTP, one request at a time, each from an address of its own: `runs`
 * checks of issued codes (after 3 unmeasured) interleaved with as many requests for the floor's page,
 * then `runs` checks of codes never issued (a 404), each with its documents read and Firestore calls.
 */
export async function verificarPorHttp(servers, env, codigos, { runs = 40 } = {}) {
  const d = await dominio(env);
  const verificar = async (codigo, esperado) => {
    const r = await pedido(servers, `/verificar/${codigo}`, { headers: { accept: "text/html", "x-forwarded-for": novoEndereco() } });
    if (r.status !== esperado) throw new Error(`/verificar/${codigo}: HTTP ${r.status} ${r.headers.get("location") ?? ""}`);
    if (esperado === 200 && !r.body.toString("utf8").includes("Documento autêntico")) throw new Error(`/verificar/${codigo}: no "Documento autêntico"`);
    return r;
  };
  const piso = async () => {
    const t = performance.now();
    const response = await fetch(`${servers.floor.base}/`, { headers: { accept: "text/html" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`floor: HTTP ${response.status}`);
    return performance.now() - t;
  };
  const contadoresAntes = await contadores(d);
  for (let i = 0; i < 3; i++) {
    await verificar(codigos[i % codigos.length], 200);
    await piso();
  }
  const conhecidos = [];
  const chao = [];
  for (let i = 0; i < runs; i++) {
    conhecidos.push(await verificar(codigos[i % codigos.length], 200));
    await pause(50);
    chao.push(await piso());
  }
  const desconhecidos = [];
  for (let i = 0; i < runs; i++) desconhecidos.push(await verificar(d.codigoDeBytes(randomBytes(d.BYTES_DO_CODIGO)), 404));
  const feitos = 3 + 2 * runs;
  const resumo = (rs) => ({
    ...ms(rs.map((r) => r.total)),
    lidos: [...new Set(rs.map((r) => r.lidos))].join("/"),
    porQue: rs[0].porQue,
    calls: porMetodo(rs.map((r) => r.calls)),
    chamadas: mediana(rs.map((r) => totalDe(r.calls))),
    bytes: mediana(rs.map((r) => r.body.length)),
  });
  return { conhecido: resumo(conhecidos), desconhecido: resumo(desconhecidos), piso: ms(chao), enderecos: feitos, contadores: (await contadores(d)) - contadoresAntes };
}

/** `work` in this process: its milliseconds, its value, the documents the data layer logged and the Firestore calls by method. */
async function medindo(work) {
  const antes = chamadas();
  const t = performance.now();
  const [value, lidos] = await contandoLeituras(work);
  return { ms: performance.now() - t, value, lidos, calls: desde(antes) };
}

/**
 * The limit's cost per look-up, through the domain functions (see the top of this file): `runs`
 * rounds of the read alone, the limit alone (a new address) and both in sequence (a new address),
 * after 3 unmeasured; then one address's 30 allowed look-ups and `refusals` more.
 */
export async function custoDoLimite(env, codigo, { runs = 40, refusals = 10 } = {}) {
  const d = await dominio(env);
  const leitura = () => medindo(async () => {
    if (!(await d.verificarCodigo(codigo))) throw new Error(`verificarCodigo(${codigo}): no document`);
  });
  const limite = (endereco = novoEndereco(27)) => medindo(async () => d.consultaPermitida(endereco));
  const ambos = () => medindo(async () => {
    if (!(await d.consultaPermitida(novoEndereco(27)))) throw new Error("consultaPermitida refused a new address");
    if (!(await d.verificarCodigo(codigo))) throw new Error(`verificarCodigo(${codigo}): no document`);
  });
  for (let i = 0; i < 3; i++) {
    await leitura();
    await limite();
    await ambos();
  }
  const rodadas = { leitura: [], limite: [], ambos: [] };
  for (let i = 0; i < runs; i++) {
    // The order turns each round, so none of the three always follows the same one.
    const ordem = [["leitura", leitura], ["limite", () => limite()], ["ambos", ambos]];
    for (let k = 0; k < 3; k++) {
      const [nome, work] = ordem[(i + k) % 3];
      const r = await work();
      if (nome === "limite" && r.value !== true) throw new Error("consultaPermitida refused a new address");
      rodadas[nome].push(r);
    }
  }
  // One address again and again: its first look-up, its 2nd to 30th, then refused.
  const endereco = novoEndereco(27);
  const primeira = await limite(endereco);
  const seguintes = [];
  for (let i = 2; i <= 30; i++) seguintes.push(await limite(endereco));
  // The address's counter before and after its refusals: a refused look-up must write nothing (its
  // transaction still ends with a Commit call, of no write).
  const contador = d.testDb().collection("limites").doc(d.idDoContador(env.SESSION_SECRET, "verificacao.endereco", endereco));
  const antes = await contador.get();
  const recusadas = [];
  for (let i = 0; i < refusals; i++) recusadas.push(await limite(endereco));
  const depois = await contador.get();
  if (primeira.value !== true || seguintes.some((r) => r.value !== true)) throw new Error("an address was refused before its 31st look-up");
  if (recusadas.some((r) => r.value !== false)) throw new Error("an address was let through past 30 look-ups a minute");
  const contadas = depois.get("contadas").length;
  const inalterado = antes.updateTime.isEqual(depois.updateTime);
  const resumo = (rs) => ({ ...ms(rs.map((r) => r.ms)), lidos: [...new Set(rs.map((r) => r.lidos))].join("/"), calls: porMetodo(rs.map((r) => r.calls)), chamadas: mediana(rs.map((r) => totalDe(r.calls))) });
  return {
    leitura: resumo(rodadas.leitura),
    limite: resumo(rodadas.limite),
    ambos: resumo(rodadas.ambos),
    seguintes: resumo(seguintes),
    recusadas: { ...resumo(recusadas), contadas, inalterado },
  };
}
