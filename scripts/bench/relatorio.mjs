// The bench's report: Markdown tables and lines on stdout, in the format docs/performance.md
// quotes.
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { summarise } from "../profile-summary.mjs";

/** A table row; an empty cell prints as "| |". */
const row = (cells) => `|${cells.map((c) => (c === "" ? " " : ` ${c} `)).join("|")}|`;
/** A table's head: its titles, the first column left-aligned and the others right-aligned. */
const head = (titles) => `${row(titles)}\n|${titles.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`;
const mb = (n) => (n / 2 ** 20).toFixed(1);

export function machine({ connections, seconds }) {
  console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`);
  console.log(`Load: ${connections} connections × ${seconds} s per route, production build on the emulators.\n`);
}

/** First-load JavaScript, gzip bytes, against the build's minimal page. */
export function firstLoad(minimal, pages) {
  console.log(head(["first-load JS (gzip)", "bytes", "× minimal page"]));
  console.log(row(["minimal page (not-found)", minimal, "1.00"]));
  for (const [page, bytes] of pages) console.log(row([page, bytes, (bytes / minimal).toFixed(2)]));
}

/**
 * Throughput and latency of each route against the trivial route (the first), then the signed-in
 * ones against the framework's floor (the second).
 */
export function routes(measured) {
  const [[, trivial], [, floor]] = measured;
  console.log(`\n${head(["route", "req/s", "p50 ms", "p99 ms", "req/s ÷ trivial", "p50 × trivial", "errors"])}`);
  for (const [label, r] of measured) {
    console.log(row([label, r.rps.toFixed(0), r.p50, r.p99, (r.rps / trivial.rps).toFixed(3), (r.p50 / Math.max(trivial.p50, 1)).toFixed(1), r.errors]));
  }
  // Goal for /home: ≥ 0.5 × the floor's req/s, p50 ≤ 2 ×.
  console.log(`\n${head(["route", "req/s", "p50 ms", "× floor req/s", "p50 ÷ floor p50", "server CPU ms/req", "emulators + load CPU ms/req", "Firestore calls/req"])}`);
  for (const [label, r] of measured.slice(1)) {
    console.log(
      row([label, r.rps.toFixed(0), r.p50, (r.rps / floor.rps).toFixed(2), (r.p50 / Math.max(floor.p50, 1)).toFixed(2), r.serverCpu.toFixed(1), r.benchCpu.toFixed(1), r.firestoreCalls.toFixed(1)]),
    );
  }
}

/** Issue 28's /home throughput goal: rounds of the floor, the floor with /home's 4 calls, /login and /home; each ratio per round and its median. */
export function metaDaHome(rondas) {
  const mediana = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const razoes = rondas.map(({ floor, home }) => [home.rps / floor.rps, home.p50 / Math.max(floor.p50, 1), home.serverCpu / floor.serverCpu]);
  const cpu = (r) => r.serverCpu.toFixed(1);
  console.log(`\n${head(["round", "floor req/s", "server CPU ms/req: floor", "floor + 4 calls", "/login", "/home", "/home × floor req/s (goal ≥ 0.30)", "p50 ÷ floor p50 (≤ 3.5)", "server CPU × floor (≤ 3)"])}`);
  rondas.forEach(({ floor, dados, login, home }, i) => console.log(row([i + 1, floor.rps.toFixed(0), cpu(floor), cpu(dados), cpu(login), cpu(home), ...razoes[i].map((x) => x.toFixed(2))])));
  const medianas = [0, 1, 2].map((j) => mediana(razoes.map((r) => r[j])));
  const cpuMediana = (k) => mediana(rondas.map((r) => r[k].serverCpu)).toFixed(1);
  console.log(row(["median", mediana(rondas.map((r) => r.floor.rps)).toFixed(0), cpuMediana("floor"), cpuMediana("dados"), cpuMediana("login"), cpuMediana("home"), ...medianas.map((x) => x.toFixed(2))]));
  const [rps, p50, cpuX] = medianas;
  console.log(`\nIssue 28's /home throughput goal, on the medians of ${rondas.length} rounds: ${rps >= 0.3 && p50 <= 3.5 && cpuX <= 3 ? "met" : "not met"}.`);
}

export function oneConnection(floor, home) {
  console.log(
    `\nOne connection: floor p50 ${floor.p50} ms (${floor.rps.toFixed(0)} req/s), /home p50 ${home.p50} ms (${home.rps.toFixed(0)} req/s), ${(home.p50 / Math.max(floor.p50, 1)).toFixed(2)} × the floor's p50.`,
  );
}

export function importHead() {
  console.log(`\n${head(["import", "verification ms", "import ms", "rows/s (import)", "Firestore commits"])}`);
}

export function importRow(count, { verifyMs, importMs, commits }) {
  console.log(row([`${count} rows`, verifyMs, importMs, Math.round(count / (importMs / 1000)), commits]));
}

export function exported({ rows, bytes, first, total, idle, peak }) {
  console.log(
    `\nExport of 5,000 students (${rows - 1} rows, ${(bytes / 1024).toFixed(0)} KB): first byte ${first} ms, total ${total} ms; server RSS idle ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB).`,
  );
}

export function attacked({ verifyMs, alone: a, during: d, idle, peak }) {
  console.log(`\n${head(["issue 20's file (5 MB, 2,621,420 rows of \"a\")", "Verificar ms", "/robots.txt meanwhile: requests, p50 ms, max ms", "/robots.txt alone: p50 ms, max ms", "server RSS idle → peak"])}`);
  console.log(
    row([
      'refused ("A planilha tem mais de 5.000 linhas.")',
      Math.round(verifyMs),
      `${d.n}, ${d.p50.toFixed(1)}, ${d.max.toFixed(1)}`,
      `${a.p50.toFixed(1)}, ${a.max.toFixed(1)}`,
      `${mb(idle)} → ${mb(peak)} MB`,
    ]),
  );
}

/** The company picker with 100 companies against 1, under load and alone. */
export function picker(one, hundred, alone1, alone100) {
  console.log(`\nPicker under load, 100 companies ÷ 1 company: p50 ${(hundred.p50 / one.p50).toFixed(2)}, p99 ${(hundred.p99 / one.p99).toFixed(2)}`);
  console.log(
    `Picker alone (1 connection): 1 company p50 ${alone1.p50} ms, 100 companies p50 ${alone100.p50} ms, ratio ${(alone100.p50 / alone1.p50).toFixed(2)}`,
  );
}

/** Documents read per request, by size of company (`what`: "schools" or "students"); rows of cells. */
export function reads(what, rows) {
  console.log(`\n${head(["page", `${what} in the company`, "documents read per request", "p50 ms (10 connections)"])}`);
  for (const cells of rows) console.log(row(cells));
}

/** Documents read per request by a turma's page and its year's (rows of cells). */
export function turmaReads(rows) {
  console.log(`\n${head(["page", "in the company", "documents read per request", "p50 ms (10 connections)", "server CPU ms/req", "HTML bytes"])}`);
  for (const cells of rows) console.log(row(cells));
}

export function chamadas(r) {
  if (!r) {
    console.log("\nSalvar chamada: no day of class yet this year (the seeded calendar starts in February).");
    return;
  }
  const ms = ({ p50, min, max }) => `p50 ${p50.toFixed(0)} ms (min ${min.toFixed(0)}, max ${max.toFixed(0)})`;
  console.log(
    `\nSalvar chamada, ${r.students} students (one transaction each), over ${r.runs} days of class: first save ${ms(r.primeira)}, ${r.lidos.primeira} documents read; a change of 3 marks ${ms(r.mudanca)}, ${r.lidos.mudanca} documents read. A student marked absent in each change: ${r.contagem.dias} days, ${r.contagem.faltas} absences counted (one each per day).${r.hoje ? "" : " Today has no class: Home's Turmas sem chamada hoje is empty."}`,
  );
}

/**
 * Lighthouse mobile: LCP and TBT of each page (lighthouse.mjs), the floor's page first, with issue
 * 28's goals (LCP ≤ 1.0 s, TBT ≤ 150 ms) and the TBT above the floor's own.
 */
export function lighthouse(rows, throttlingMethod = "simulate") {
  const [floor] = rows;
  const modo = throttlingMethod === "simulate" ? "default config: simulated throttling" : "the load throttled by Chrome itself (`throttlingMethod: devtools`)";
  const n = (v, digits) => (Number.isFinite(v) ? v.toFixed(digits) : "—");
  const meta = (v, limite) => (Number.isFinite(v) ? (v <= limite ? "yes" : "no") : "—");
  console.log(`\nLighthouse mobile (${modo}), median of ${floor.runs} runs:\n\n${head(["page", "LCP s", "TBT ms", "LCP ÷ floor", "TBT − floor's ms", "LCP ≤ 1.0 s", "TBT ≤ 150 ms", "benchmarkIndex"])}`);
  for (const { label, lcp, tbt, runs, errors, indice } of rows) {
    const note = errors.length ? ` (${runs} good runs; failed and run again: ${errors.join(", ")})` : "";
    console.log(row([`${label}${note}`, n(lcp / 1000, 2), n(tbt, 0), n(lcp / floor.lcp, 2), n(tbt - floor.tbt, 0), meta(lcp, 1000), meta(tbt, 150), n(indice, 0)]));
  }
}

export function enturmacaoEmLote({ runs, students, p50, min, max, stored }) {
  console.log(
    `\nEnturmar selecionados, ${students} students (one transaction, a fresh turma of ${students} places each run): p50 ${p50.toFixed(0)} ms over ${runs} runs (min ${min.toFixed(0)}, max ${max.toFixed(0)}); the first turma's stored cursando ${stored.armazenado}, entries Cursando ${stored.verdadeiro}.`,
  );
}

export function enturmacaoConcorrente({ fired, ok, recusas, ms, armazenado, verdadeiro }) {
  const why = Object.entries(recusas).map(([message, n]) => `${n} × "${message}"`).join(", ") || "none";
  console.log(`${fired} enrolments at once into a turma of 30 places: ${ok} succeeded, refused: ${why}; stored cursando after: ${armazenado}, entries Cursando: ${verdadeiro}; ${ms.toFixed(0)} ms.`);
}

export function studentsAlone(r) {
  console.log(`\n/alunos alone (1 connection, page + count + schools in parallel): 5000 students p50 ${r.p50} ms.`);
}

export function creations(r) {
  console.log(`50 concurrent creations: ${r.ok} created, ${r.distinct} distinct matrículas, ${r.errors} errors, ${r.ms} ms.`);
}

/** The CPU profiles of the app server in `dir` (node --cpu-prof), summarised. */
export function profile(root, dir) {
  const files = readdirSync(dir).map((f) => path.join(dir, f));
  console.log(`\nCPU profile of the app server (${files.length} files in ${path.relative(root, dir)}), warm-up and bench requests included:\n`);
  console.log(summarise(files));
}

/** Issue 25: `Salvar notas`, the boletins' PDFs and the year's closing (notas.mjs). */
export function notas(salvar, pdf, fecho) {
  const faixa = ({ p50, min, max }) => `${p50.toFixed(0)} (${min.toFixed(0)}–${max.toFixed(0)})`;
  console.log(`\n${head(["issue 25", "what", "ms: p50 (min–max)", "documents read", "transactions / commits", "bytes, memory"])}`);
  const folhas = `${salvar.componentes} components × ${salvar.etapas} etapas`;
  console.log(row([`Salvar notas, ${salvar.alunos} students, first save`, `${salvar.primeira.n} sheets (${folhas}), through the domain`, faixa(salvar.primeira), salvar.primeira.lidos, `${salvar.primeira.transacoes} / ${salvar.primeira.commits} each`, ""]));
  console.log(row([`Salvar notas, ${salvar.alunos} students, 3 grades changed`, `${salvar.mudanca.n} sheets, the ${salvar.alunos} rows sent`, faixa(salvar.mudanca), salvar.mudanca.lidos, `${salvar.mudanca.transacoes} / ${salvar.mudanca.commits} each`, ""]));
  const { um, turma } = pdf;
  console.log(row(["Baixar boletim (PDF), one student", `${um.n} requests over HTTP, one at a time (first after start: ${um.frio.toFixed(0)} ms)`, faixa(um), um.lidos, "", `${um.bytes} bytes, ${um.pages} page`]));
  console.log(
    row([
      `Boletins da turma (PDF), ${turma.alunos} students`,
      `${turma.total.n} requests over HTTP, one at a time (first after start: ${turma.frio.toFixed(0)} ms); first byte ${faixa(turma.first)} ms`,
      faixa(turma.total),
      turma.lidos,
      "",
      `${turma.bytes} bytes, ${turma.pages} pages; server RSS (${turma.processos} process${turma.processos === 1 ? "" : "es"}) idle ${mb(turma.idle)} MB, peak ${mb(turma.peak)} MB (at most +${mb(turma.subida)} MB) over ${turma.amostrado.n} more requests sampled every 20 ms (total p50 ${turma.amostrado.p50.toFixed(0)} ms)`,
    ]),
  );
  const { semente: s } = fecho;
  const escopo = `${s.turmas} turmas × ${s.alunos / s.turmas} = ${s.alunos} students, ${s.folhas} grade sheets`;
  console.log(row(["Prévia do encerramento", escopo, fecho.previa.ms.toFixed(0), fecho.previa.lidos, `${fecho.previa.transacoes} / ${fecho.previa.commits}`, ""]));
  const f = fecho.falha.depois;
  console.log(
    row([
      "Encerrar ano letivo, stopped before its commit point",
      `after: year ${f.situacao}, ${f.marcado ? "still marked" : "mark cleared"}, ${f.resultados} results`,
      fecho.falha.ms.toFixed(0),
      fecho.falha.lidos,
      `${fecho.falha.transacoes} / ${fecho.falha.commits} (mark, clear)`,
      "",
    ]),
  );
  const e = fecho.encerramento.depois;
  console.log(
    row([
      "Encerrar ano letivo",
      `${escopo}; after: year ${e.situacao}, ${e.resultados} results, ${e.situacoes} final situations`,
      fecho.encerramento.ms.toFixed(0),
      fecho.encerramento.lidos,
      `${fecho.encerramento.transacoes} / ${fecho.encerramento.commits} (mark, commit point)`,
      "",
    ]),
  );
  console.log(`\nThe closing's company seeded apart (not in the figures): ${(fecho.sementeMs / 1000).toFixed(1)} s for ${s.alunos} students and ${s.folhas} grade sheets.`);
}

/** Issue 26: a declaration issued, its public check, and the check's limit per address (documentos.mjs). */
export function documentos(emissao, http, limite) {
  const faixa = ({ p50, min, max }) => `${p50.toFixed(1)} (${min.toFixed(1)}–${max.toFixed(1)})`;
  const porQue = (o) => Object.entries(o).map(([what, n]) => `${what} ${n}`).join(", ");
  const bytes = emissao.bytes.min === emissao.bytes.max ? `${emissao.bytes.min}` : `${emissao.bytes.min}–${emissao.bytes.max}`;
  console.log(`\n${head(["issue 26", "what", "ms: p50 (min–max)", "documents read", "Firestore calls", "bytes"])}`);
  console.log(
    row([
      "Emitir declaração de matrícula (PDF)",
      `${emissao.n} POSTs over HTTP, one at a time, a secretary signed in (first after start: ${emissao.frio.toFixed(0)} ms)`,
      faixa(emissao),
      `${emissao.lidos} (${porQue(emissao.porQue)})`,
      emissao.calls,
      `${bytes}, ${emissao.pages} page`,
    ]),
  );
  const { conhecido: c, desconhecido: u, piso } = http;
  console.log(row(["floor: minimal dynamic page", `${piso.n} GETs, one at a time, interleaved with the checks`, faixa(piso), "", "", ""]));
  console.log(
    row([
      "/verificar/<code>, an issued code",
      `${c.n} GETs, one at a time, each from an address of its own; p50 ${(c.p50 / piso.p50).toFixed(1)} × the floor's`,
      faixa(c),
      `${c.lidos} (${porQue(c.porQue)})`,
      c.calls,
      `${c.bytes} (HTML)`,
    ]),
  );
  console.log(row(["/verificar/<code>, a code never issued (404)", `${u.n} GETs, the same way`, faixa(u), `${u.lidos} (${porQue(u.porQue)})`, u.calls, `${u.bytes} (HTML)`]));
  console.log(`\n${http.enderecos} addresses sent a check (none refused); counter documents created meanwhile: ${http.contadores}.`);
  console.log(`\n${head(["the check's limit (through the domain, in this process)", "ms: p50 (min–max)", "documents read (data layer)", "Firestore calls"])}`);
  for (const [label, r] of [
    [`verificarCodigo alone (the read), ${limite.leitura.n} calls`, limite.leitura],
    [`consultaPermitida alone (the limit), a new address each, ${limite.limite.n} calls`, limite.limite],
    [`both, as the page calls them, ${limite.ambos.n} calls`, limite.ambos],
    [`consultaPermitida, one address's 2nd to 30th look-ups`, limite.seguintes],
    [`consultaPermitida, the same address's 31st on (refused), ${limite.recusadas.n} calls`, limite.recusadas],
  ]) {
    console.log(row([label, faixa(r), r.lidos, r.calls]));
  }
  const recusa = limite.recusadas;
  console.log(`\nAfter the refusals the address's counter holds ${recusa.contadas} look-ups, ${recusa.inalterado ? "unchanged by them (its update time the same)" : "CHANGED by them"}.`);
  console.log(
    `The limit's cost per check: ${(limite.ambos.p50 - limite.leitura.p50).toFixed(1)} ms (both − the read alone, p50s; the limit alone: ${limite.limite.p50.toFixed(1)} ms) and ${limite.ambos.chamadas - limite.leitura.chamadas} Firestore calls (${limite.limite.calls}): one transaction that reads the address's counter and writes it.`,
  );
}

/** Issue 27: the rematrícula of a closed year of 1,050 students (rematricula.mjs). */
export function rematricula(r) {
  const { semente: s } = r;
  const n = (v) => Math.round(v).toLocaleString("en-US");
  // A transaction tried again (aborted, its work run once more) says so.
  const tx = (m) => `${m.transacoes} / ${m.commits}${m.tentativas > m.transacoes ? ` (${m.tentativas} attempts)` : ""}`;
  const custo = (m) => [n(m.ms), n(m.lidos), n(m.lidosEmTransacao), tx(m), m.maiorTransacao];
  console.log(`\n${head(["issue 27", "what", "ms", "documents read (data layer)", "documents read in transactions", "transactions / commits", "writes in the largest transaction"])}`);
  const escopo = `${s.turmas} turmas × ${s.porTurma} = ${n(s.alunos)} students (${s.transferidos} transferred)`;
  console.log(row(["Step 1: Preparar ano letivo", `${s.ano + 1} Em planejamento and the record`, ...custo(r.passo1)]));
  console.log(row(["Step 2's table (fatosDaRematricula + planoDa)", `${escopo}; ${r.tabela.propostas} turmas proposed`, ...custo(r.tabela)]));
  console.log(row([`Step 2: Criar turmas de ${s.ano + 1}`, `${r.passo2.criadas} turmas created, one call`, ...custo(r.passo2)]));
  console.log(row(["Step 3: Criar turma … para os retidos", `${r.retidos.chamadas} calls, ${r.retidos.criadas} turmas created (${n(r.retidos.ms / r.retidos.chamadas)} ms each)`, ...custo(r.retidos)]));
  const p = r.previa;
  console.log(
    row([
      "Preview (fatosDaRematricula + planoDa)",
      `${n(p.linhas)} rows: ${p.rematriculados} to ${p.turmas} turmas, ${p.concluintes} concluintes, no problem; p50 of ${p.n} (min ${n(p.min)}, max ${n(p.max)})`,
      n(p.p50),
      n(p.lidos),
      n(p.lidosEmTransacao),
      tx(p),
      p.maiorTransacao,
    ]),
  );
  const c = r.confirmacao;
  console.log(row([`Confirmar rematrícula de ${n(c.linhas)} alunos: the start`, `the preview again, ${c.lotes} lots of rows stored`, ...custo(c.inicio)]));
  console.log(row(["… the run (continuarRematricula)", "commit point, lots, the end", ...custo(c.execucao)]));
  console.log(
    row([
      "**Confirmation, total**",
      `${n(c.linhas)} rows: **${n(c.linhas / (c.ms / 1000))} rows/s**; after: ${c.estado}, "${c.mensagem}", ${c.entradas} entries of ${c.alunos} students, ${c.concluintes} concluintes inactive, ${c.pulados} skipped; school's active students ${n(c.ativos)}`,
      ...custo(c),
    ]),
  );
  const u = r.desfazer;
  console.log(row(["Desfazer rematrícula (iniciarDesfazer + continuarDesfazer)", `after: ${u.estado}, ${u.entradas} entries, ${u.concluintes} inactive, school's active students ${n(u.ativos)}`, ...custo(u)]));
  const { antes: a, meio: m } = r.parada;
  console.log(row(["Killed before its commit point: start, then stopped", "Interrupcao before the commit point's transaction", ...custo(a.ate)]));
  console.log(
    row([
      "… taken over",
      `stopped: ${a.parado.estado}, ${a.parado.entradas} entries; the takeover: ${a.depois.estado} ("${a.depois.mensagem}"), ${a.depois.entradas} entries`,
      ...custo(a.retomada),
    ]),
  );
  console.log(row([`Killed halfway: start, commit point, ${m.lote} lots, then stopped before lot ${m.lote + 1} of ${m.lotes}`, `Interrupcao before lot ${m.lote + 1}`, ...custo(m.ate)]));
  console.log(
    row([
      "… taken over (the remaining lots, the end)",
      `stopped: ${m.parado.estado}, ${m.parado.gravadas} rows applied, ${m.parado.entradas} entries; the takeover: ${m.depois.estado}, ${m.depois.rematriculados} enrolled, ${m.depois.entradas} entries of ${m.depois.alunos} students (${m.depois.entradas === m.depois.alunos && m.depois.alunos === m.depois.rematriculados ? "every student enrolled exactly once" : "NOT exactly once"}), ${m.depois.concluintes} concluintes inactive, ${m.depois.pulados} skipped`,
      ...custo(m.retomada),
    ]),
  );
  console.log(`\nThe rematrícula's company seeded apart (not in the figures): ${(s.sementeMs / 1000).toFixed(1)} s for ${n(s.alunos)} students in ${s.turmas} turmas.`);
}

/** Issue 28: the cold start, what the app loads before its first /home, the bare Firestore client (partida.mjs). */
export function partida({ rodadas, floor, dados, home, comPreload, razao, carga, cliente }) {
  const ms = (v) => (v === null || v === undefined ? "" : v.toFixed(0));
  const runs = (xs) => xs.map(ms).join(", ");
  console.log(`\nIssue 28, the cold start: a fresh \`next start\`, from the spawn to the end of the first 200; floor, floor with /home's calls, app and app with preload in turn, ${rodadas.length} runs each:\n`);
  console.log(head(["cold start", "p50 ms", "runs ms", "× floor", "port open, p50 ms"]));
  console.log(row(["floor: `/`", ms(floor.p50), runs(floor.runs), "1.00", ms(floor.conexao)]));
  console.log(row(["floor: `/dados`, /home's 4 Firestore calls through firebase-admin (no app code)", ms(dados.p50), runs(dados.runs), (dados.p50 / floor.p50).toFixed(2), ms(dados.conexao)]));
  console.log(row(["**/home signed in**", `**${ms(home.p50)}**`, runs(home.runs), `**${razao.toFixed(2)}**`, ms(home.conexao)]));
  console.log(
    row([
      "/home with every route preloaded at start (Next's default, as before issue 28; carga.mjs)",
      ms(comPreload.p50),
      runs(comPreload.runs),
      (comPreload.p50 / floor.p50).toFixed(2),
      ms(comPreload.conexao),
    ]),
  );
  console.log(`\nGoal (≤ 1.5 × the floor): ${razao <= 1.5 ? "met" : "NOT met"}.`);

  // The load breakdown: self time in require, by package, largest first (as is), beside preloaded at start.
  const { padrao: a, comPreload: b } = carga;
  const total = (c) => Object.values(c.carga.pacotes).reduce((soma, p) => soma + p.ms, 0);
  console.log(
    `\nWhat the app loads before its first \`/home\` answers (carga.mjs: self time of each CommonJS module's first load, by package; one fresh start each). As it is (routes loaded on their first request): ${ms(a.fim)} ms to /home, ${ms(total(a))} ms loading. With every route preloaded at start (Next's default${b.carga.preloadLigado ? "" : "; NOT applied: Next's server was not found"}): ${ms(b.fim)} ms to /home, ${ms(total(b))} ms loading.\n`,
  );
  console.log(head(["package", "ms (as is)", "modules", "first at ms", "ms (preloaded)", "modules (preloaded)"]));
  const linhas = Object.entries(a.carga.pacotes).sort((x, y) => y[1].ms - x[1].ms);
  for (const [quem, p] of linhas.slice(0, 25)) {
    const q = b.carga.pacotes[quem];
    console.log(row([quem, p.ms.toFixed(1), p.modulos, p.primeiro, q ? q.ms.toFixed(1) : "0", q ? q.modulos : 0]));
  }
  const resto = linhas.slice(25);
  const restoB = Object.entries(b.carga.pacotes).filter(([quem]) => !linhas.slice(0, 25).some(([k]) => k === quem));
  const soma = (xs) => xs.reduce((s, [, p]) => s + p.ms, 0);
  const mods = (xs) => xs.reduce((s, [, p]) => s + p.modulos, 0);
  console.log(row([`${resto.length} other packages`, soma(resto).toFixed(1), mods(resto), "", soma(restoB).toFixed(1), mods(restoB)]));

  console.log(
    `\nThe bare Firestore client (@google-cloud/firestore in \`node\`, ${cliente[0].carregado.runs.length} fresh processes per line, p50): its require, its GAPIC client made (google-gax loaded, protos parsed; no network yet), then on the emulator the first read (the channel and the call).\n`,
  );
  console.log(head(["client", "require ms", "client made ms", "first read ms", "@grpc/grpc-js loaded", "google-gax / grpc-js / proto-loader / protobufjs load ms", "all loads ms", "first read"]));
  for (const c of cliente) {
    const l = c.carga;
    console.log(
      row([
        c.label,
        ms(c.carregado.p50),
        ms(c.cliente.p50),
        c.primeira ? ms(c.primeira.p50) : "",
        c.grpc,
        `${ms(l["google-gax"])} / ${ms(l["@grpc/grpc-js"])} / ${ms(l["@grpc/proto-loader"])} / ${ms(l.protobufjs)}`,
        ms(c.total),
        c.resultado || "(no read: no credentials here)",
      ]),
    );
  }
}

/** Issue 28: a tap on the roll call, in a phone-sized Chromium with its CPU slowed (toque.mjs). */
export function toque(r) {
  const n = (v) => (Number.isFinite(v) ? v.toFixed(0) : "—");
  const tipos = (s) => Object.entries(s.tipos).sort((a, b) => b[1] - a[1]).map(([tipo, k]) => `${tipo} ${k}`).join(", ") || "—";
  const fases = (s) => `${n(s.fases.atraso)} / ${n(s.fases.processamento)} / ${n(s.fases.apresentacao)}`;
  const linha = (label, s) => row([label, s.n, n(s.p50), n(s.p75), n(s.max), s.abaixo, tipos(s), fases(s)]);
  console.log(`\nIssue 28, the tap: Event Timing's duration (to the next paint) in Chromium at 360 × 740, touch, CPU ${r.lentidao}× slower; roll call of ${r.alunos} students (${r.dia}):\n`);
  console.log(head(["tap", "taps", "p50 ms", "p75 ms", "max ms", `under ${r.limiar} ms (counted as ${r.limiar})`, "longest entry: type × taps", "its input delay / processing / presentation, p50 ms"]));
  console.log(linha("`Falta` (or `Presente`), one student after another", r.parado));
  console.log(linha(`the same, while \`Salvar chamada\` is in flight (its POST held)`, r.voando));
  console.log(linha("`Salvar chamada` itself", r.salvar));
  const { habilitadas, marcadas, ocupado } = r.usavel;
  const k = r.voando.n;
  const usavel = habilitadas === k && marcadas === k && ocupado === k;
  console.log(
    `\nWhile in flight (the form busy at ${ocupado} of ${k} taps): choices enabled ${habilitadas}/${k}, each tap checked its choice ${marcadas}/${k}: the page ${usavel ? "stayed usable" : "did NOT stay usable"}. The POST was held ${n(r.resposta.ms - r.resposta.depoisDeSolto)} ms (${r.atraso} at least, and until the taps were done); "${r.resposta.texto}" came ${n(r.resposta.depoisDeSolto)} ms after it was let go; the ${k} marks tapped meanwhile still checked after it: ${r.mantidas}/${k}.`,
  );
  if (r.primeira) console.log(`First input: ${r.primeira.tipo}, ${n(r.primeira.duracao)} ms.`);
  if (![r.parado, r.voando, r.salvar].every((s) => s.umPorToque)) console.log("Some tap did not count as exactly one interaction (performance.interactionCount): the figures do not map one for one.");
}

/** Issue 28: each page of a measured turma, documents read in the small company and in the big one (grande.mjs). */
export function grande({ grande: g, empresas, folhas, linhas }) {
  const s = (ms) => (ms / 1000).toFixed(1);
  console.log(
    `\nIssue 28's big company seeded in ${s(g.ms.total)} s: ${g.turmas} turmas and years of ${s(g.ms.escolas)} s, ${g.alunos.toLocaleString("en-US")} students enrolled ${s(g.ms.alunos)} s (${Math.round(g.alunos / (g.ms.alunos / 1000))} students/s), members ${s(g.ms.membros)} s; this process's CPU (the local Firestore's and the helpers') ${s(g.ms.cpu)} s. Grade sheets written: small ${folhas.pequena}, big ${folhas.grande}.`,
  );
  const n = (v) => v.toLocaleString("en-US");
  const empresa = (e) => `${n(e.escolas)} schools, ${n(e.turmas)} turmas, ${n(e.alunos)} students, ${n(e.vinculos)} members' links`;
  console.log(
    `\nDocuments read per request. Small company (sementes.mjs's "turmas"): ${empresa(empresas.pequena)}. Big: ${empresa(empresas.grande)}. Each measured turma: 40 students, 10 days of roll calls, every grade sheet; the professor is the turma's.\n`,
  );
  console.log(head(["page", "role", "small company reads", "big company reads", "read more in the big company (small → big, where it is counted)"]));
  for (const { page, role, pequena, grande, mais } of linhas) {
    const lidos = (r) => `${r.lidos}${r.estavel ? "" : " (varied)"}`;
    console.log(row([page, role, lidos(pequena), lidos(grande), mais.map((m) => `${m.what} ${m.pequena} → ${m.grande} (${m.onde})`).join("; ") || "nothing"]));
  }
}

/** Issue 43 (ficha.mjs): the record at scale, each figure against its baseline of the same run. */
export function ficha(r) {
  const ms = ({ p50, min, max }) => `${p50.toFixed(1)} (${min.toFixed(1)}–${max.toFixed(1)})`;
  const x = (a, b) => `${(a / b).toFixed(1)}×`;
  console.log(`\nIssue 43, the student's record: a company of ${r.alunos.toLocaleString("en")} students (seeded in ${(r.seedMs / 1000).toFixed(0)} s) against one of ${r.pequena}.`);
  console.log(`\n${head(["measure", "small company", "30,000 students", "ratio"])}`);
  console.log(row(["the sheet (/alunos/{id}): documents read", r.ficha.pequena, r.ficha.grande, x(r.ficha.grande, r.ficha.pequena)]));
  console.log(row(["duplicate check: p50 ms (min–max)", ms(r.duplicados.pequena), ms(r.duplicados.grande), x(r.duplicados.grande.p50, r.duplicados.pequena.p50)]));
  console.log(row(["duplicate check: documents read", r.duplicados.pequena.lidos, r.duplicados.grande.lidos, ""]));
  console.log(`\n${head(["save in the company of 30,000", "p50 ms (min–max)", "documents read", "× one document's read"])}`);
  console.log(row(["baseline: one document read", ms(r.base), r.base.lidos, "1.0×"]));
  console.log(row(["Salvar (Novo aluno: duplicate check, NIS reserved)", ms(r.novo), r.novo.lidos, x(r.novo.p50, r.base.p50)]));
  console.log(row(["Salvar (Editar Documentos: NIS moved)", ms(r.secao), r.secao.lidos, x(r.secao.p50, r.base.p50)]));
  const imp = r.importacao;
  console.log(`\n${head(["import of 5,000 rows", "Verificar ms", "import ms", "commits", "× today's columns"])}`);
  console.log(row(["today's columns (baseline)", imp.hoje.verifyMs, imp.hoje.importMs, imp.hoje.commits, "1.0×"]));
  console.log(row(["every column (4 unique numbers a row)", imp.completa.verifyMs, imp.completa.importMs, imp.completa.commits, x(imp.completa.verifyMs + imp.completa.importMs, imp.hoje.verifyMs + imp.hoje.importMs)]));
  console.log(`\n${head(["Unificar alunos, 3 years of history", "documents of history", "preview ms", "step ms", "result"])}`);
  for (const u of r.unificacoes) {
    const resultado = u.movidos ? `moved: ${Object.entries(u.movidos).map(([k, v]) => `${v} ${k}`).join(", ")}` : `refused: ${u.recusa}`;
    console.log(row([`${u.dias} roll calls a year`, u.documentos, u.previaMs.toFixed(0), u.ms.toFixed(0), resultado]));
  }
}
