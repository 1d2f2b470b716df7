// Issue 28: the new pages stay flat. The turma's page, its roll call, its grades and the boletins
// (the student's page, the student's PDF, the turma's PDF) must read a bounded number of documents
// whatever the company's size.
//
// The big company (seeded here, through the test support's helpers as sementes.mjs's seedTurmas,
// its seeding timed): 30 schools, each with this year `Em andamento`; 1,000 turmas over them (34 in
// the first 10 schools, 33 in the others); 30,000 students, each `Cursando` in one turma since
// January: the measured turma (the first school's "1º ano A") holds 40, as the small company's
// does, the 999 others 29–30 each; and 100 professors linked, besides the secretary and the
// measured turma's professor (a company of 1,000 turmas has teachers). The small company is
// sementes.mjs's "turmas" (its measured turma of 40, 41 turmas, 2,480 students, 2 schools), with a
// professor added to its measured turma. Both measured turmas get 10 days of roll calls
// (chamadas.mjs) and every grade sheet (through `salvarNotas`, as notas.mjs), so the pages have
// what to show.
//
// Each page is asked over HTTP as the secretary and as the turma's professor, once unmeasured, then
// twice with the server log's `[leituras]` lines added up (medidas.mjs readsOf's way) by what read
// them (the second shown, "varied" when the two differ): what the big company reads more than the
// small one is named, with where the app counts it.
import { spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { signIn } from "./acoes.mjs";
import { contandoLeituras, salvarChamadas } from "./chamadas.mjs";
import { pause } from "./medidas.mjs";
import { dominio } from "./notas.mjs";
import { root } from "./servidores.mjs";

const ESCOLAS = 30;
const TURMAS = 1000;
const ALUNOS = 30_000;
const NA_MEDIDA = 40;
const PROFESSORES = 100;

/** `count` turma names unique in a year: 1º ano A … 9º ano A, 1º ano B … */
const nomesDeTurmas = (count) => Array.from({ length: count }, (_, i) => `${1 + (i % 9)}º ano ${"ABCDEFGH"[Math.floor(i / 9)]}`);

/** A professor of the company (a link with papel "professor"), made one of the turma's as `Adicionar professor` writes it. */
async function professorDaTurma(d, idEmpresa, idTurma, nome) {
  const { createUser, link, testDb } = d.support;
  const professor = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
  await link(professor, [idEmpresa], { papel: "professor" });
  await testDb().doc(`turmas/${idTurma}`).update({ professores: [professor.uid], nomesDosProfessores: { [professor.uid]: nome } });
  return professor;
}

/**
 * The big company: its schools, their years and turmas, its students enrolled (seedAlunos, school by
 * school: its batches of 150 students and their entries, 300 writes a commit), its members. Resolves
 * to what the pages need and the seeding's milliseconds, by step.
 */
async function seedGrande(d) {
  const { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas } = d.support;
  const [t0, cpu0] = [performance.now(), process.cpuUsage()];
  const [{ id: idEmpresa }] = await createEmpresas(["Escola Benchmark Grande"]);
  const escolas = await seedEscolas(idEmpresa, Array.from({ length: ESCOLAS }, (_, i) => ({ nome: `Escola Grande ${String(i).padStart(2, "0")}` })));
  // 1,000 turmas over 30 schools: 34 in the first 10, 33 in the others; the measured one has 40 places.
  const anos = await Promise.all(
    escolas.map((idEscola, e) => {
      const quantas = Math.floor(TURMAS / ESCOLAS) + (e < TURMAS % ESCOLAS ? 1 : 0);
      return seedAnoComTurmas(idEmpresa, idEscola, { turmas: nomesDeTurmas(quantas).map((nome, i) => ({ nome, vagas: e === 0 && i === 0 ? NA_MEDIDA : 35 })) });
    }),
  );
  const t1 = performance.now();
  // 40 in the measured turma; the 29,960 others over the 999 other turmas: 30 each, the last 10 turmas 29.
  const outras = TURMAS - 1;
  const porTurma = (k) => Math.floor((ALUNOS - NA_MEDIDA) / outras) + (k < (ALUNOS - NA_MEDIDA) % outras ? 1 : 0);
  // Enrolled since the year's start, so every day of class so far has them on its roll.
  const desde = `${anos[0].ano}-01-15`;
  const [medida] = anos[0].turmas;
  let k = 0;
  const porEscola = anos.map((ano, e) =>
    ano.turmas.flatMap((turma, i) => {
      const n = e === 0 && i === 0 ? NA_MEDIDA : porTurma(k++);
      const prefixo = e === 0 && i === 0 ? "Aluno Medido" : `Aluno Grande ${e}-${i}`;
      return Array.from({ length: n }, (_, j) => ({ nome: `${prefixo} ${String(j).padStart(2, "0")} da Silva`, idEscola: escolas[e], turma, desde }));
    }),
  );
  // Three schools at a time: each school's commits wait on the gRPC round trip, which another's fill.
  const fila = [...porEscola.keys()];
  const seeded = [];
  await Promise.all(
    [0, 1, 2].map(async () => {
      for (let e = fila.shift(); e !== undefined; e = fila.shift()) seeded[e] = await seedAlunos(idEmpresa, porEscola[e]);
    }),
  );
  const medidos = seeded[0].slice(0, NA_MEDIDA).map((s) => s.id);
  const t2 = performance.now();
  const secretaria = await createUser({ idEmpresaAtual: idEmpresa });
  await link(secretaria, [idEmpresa]);
  const professor = await professorDaTurma(d, idEmpresa, medida.id, "Professora Medida Grande");
  for (let i = 0; i < PROFESSORES; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, PROFESSORES - i) }, async (_, j) => link(await createUser({ displayName: `Professor Grande ${i + j}` }), [idEmpresa], { papel: "professor" })),
    );
  }
  const t3 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  return {
    idEmpresa,
    escola: escolas[0],
    turma: { id: medida.id, idAnoLetivo: medida.idAnoLetivo, alunos: medidos },
    turmas: anos.reduce((n, a) => n + a.turmas.length, 0),
    alunos: ALUNOS,
    secretaria,
    professor,
    // This process's CPU meanwhile, its GC threads included: the local Firestore runs in it, so a busy
    // machine shows as a wall clock long against it.
    ms: { total: t3 - t0, escolas: t1 - t0, alunos: t2 - t1, membros: t3 - t2, cpu: (cpu.user + cpu.system) / 1000 },
  };
}

/** Every grade sheet of the turma (components × etapas) not written yet, through `salvarNotas`; how many were written. */
async function notasDaTurma(d, idEmpresa, { id: idTurma, idAnoLetivo, alunos }) {
  const db = d.support.testDb();
  const turma = (await db.doc(`turmas/${idTurma}`).get()).data();
  const ano = (await db.doc(`anos_letivos/${idAnoLetivo}`).get()).data();
  const componentes = turma.componentes ?? d.componentesPadrao(turma.etapaDeEnsino);
  let escritas = 0;
  for (const c of componentes) {
    for (const etapa of ano.etapas.map((_, i) => String(i))) {
      // notas.mjs may have graded the small turma already: its sheets are left as they are.
      if ((await db.doc(`notas/${d.idDaFolha(idTurma, c.id, etapa)}`).get()).exists) continue;
      const notas = alunos.map((id, i) => ({ id, nota: `${6 + (i % 4)},${i % 2 ? 5 : 0}` }));
      const [r] = await contandoLeituras(() => d.salvarNotas(d.contexto(idEmpresa), d.notasInput.parse({ idTurma, idComponente: c.id, etapa, versao: 0, notas })));
      if (r.invalidos || r.versao !== 1) throw new Error(`salvarNotas ${c.id} ${etapa}: ${JSON.stringify(r)}`);
      escritas += 1;
    }
  }
  return escritas;
}

/** What a company holds, counted: its schools, turmas, students and links to people (members). */
async function tamanho(d, idEmpresa) {
  const db = d.support.testDb();
  const contar = async (colecao) => (await db.collection(colecao).where("idEmpresa", "==", idEmpresa).count().get()).data().count;
  return { escolas: await contar("escolas"), turmas: await contar("turmas"), alunos: await contar("alunos"), vinculos: await contar("usuarios_empresas") };
}

/** GET `route` signed in (HTTP 200 or it throws): the documents the server read for it (its log's `[leituras]` lines), in all and by what. */
async function leituras({ base, log }, route, cookie) {
  await pause(200);
  const before = statSync(log).size;
  const response = await fetch(`${base}${route}`, { headers: { cookie }, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
  await pause(200);
  const porQue = {};
  for (const [, what, n] of readFileSync(log).subarray(before).toString("utf8").matchAll(/\[leituras\] (\S+) (\d+)/g)) porQue[what] = (porQue[what] ?? 0) + Number(n);
  return { lidos: Object.values(porQue).reduce((a, b) => a + b, 0), porQue };
}

/** Where the app counts reads as `what` (its `registrarLeituras("what", …)` or the label passed on), as file:line. */
function ondeSeConta(what) {
  const found = spawnSync("grep", ["-rn", "--include=*.ts", "--include=*.tsx", `"${what}"`, "lib", "app"], { cwd: root, encoding: "utf8" }).stdout;
  return found.split("\n").filter(Boolean).map((l) => l.split(":").slice(0, 2).join(":")).join(", ") || "?";
}

/** The pages of a company's measured turma, as [page, role, route, cookie]. */
function paginas({ escola, turma, aluno, ano }, cookies) {
  const daTurma = `/escolas/${escola}/turmas/${turma}`;
  return [
    ["turma's page", daTurma],
    ["roll call (today)", `${daTurma}/chamada`],
    ["grades (default component and etapa)", `${daTurma}/notas`],
    ["student's page (with the boletim)", `/alunos/${aluno}`],
    ["student's boletim (PDF)", `/alunos/${aluno}/boletim/${ano}`],
    ["turma's boletins (PDF, 40 students)", `${daTurma}/boletins`],
  ].flatMap(([page, route]) => Object.entries(cookies).map(([role, cookie]) => [page, role, route, cookie]));
}

/**
 * Seeds the big company, gives both measured turmas their roll calls and grades, signs its people
 * in, and reads each page in the small company (`pequena`: sementes.mjs's turmas, signed in as
 * `cookie`) and in the big one.
 */
export async function paginasDaEmpresaGrande(servers, pequena, cookie) {
  const env = servers.stack.env;
  const d = await dominio(env);
  const grande = await seedGrande(d);
  // 10 days of roll calls in the big company's turma, as the small one has had (index.mjs).
  await salvarChamadas(env, { idEmpresa: grande.idEmpresa, chamada: { idTurma: grande.turma.id, idAnoLetivo: grande.turma.idAnoLetivo, alunos: grande.turma.alunos, outras: [] } });
  const folhas = {
    pequena: await notasDaTurma(d, pequena.idEmpresa, { id: pequena.chamada.idTurma, idAnoLetivo: pequena.chamada.idAnoLetivo, alunos: pequena.chamada.alunos }),
    grande: await notasDaTurma(d, grande.idEmpresa, grande.turma),
  };
  const professorPequeno = await professorDaTurma(d, pequena.idEmpresa, pequena.chamada.idTurma, "Professora Medida Pequena");
  const ano = Number(pequena.ano.split("/").at(-1));
  const alvos = {
    pequena: paginas(
      { escola: pequena.turma.split("/")[2], turma: pequena.chamada.idTurma, aluno: pequena.chamada.alunos[0], ano },
      { secretaria: cookie, professor: await signIn(servers.base, professorPequeno) },
    ),
    grande: paginas(
      { escola: grande.escola, turma: grande.turma.id, aluno: grande.turma.alunos[0], ano },
      { secretaria: await signIn(servers.base, grande.secretaria), professor: await signIn(servers.base, grande.professor) },
    ),
  };
  const empresas = { pequena: await tamanho(d, pequena.idEmpresa), grande: await tamanho(d, grande.idEmpresa) };
  const linhas = [];
  for (let i = 0; i < alvos.pequena.length; i++) {
    const medidas = {};
    for (const empresa of ["pequena", "grande"]) {
      const [, , route, c] = alvos[empresa][i];
      await leituras(servers, route, c); // unmeasured: the first request of a route
      const [a, b] = [await leituras(servers, route, c), await leituras(servers, route, c)];
      medidas[empresa] = { ...b, estavel: a.lidos === b.lidos };
    }
    const [page, role] = alvos.pequena[i];
    const { pequena: p, grande: g } = medidas;
    const whats = [...new Set([...Object.keys(p.porQue), ...Object.keys(g.porQue)])].sort();
    const mais = whats.flatMap((what) => {
      const delta = (g.porQue[what] ?? 0) - (p.porQue[what] ?? 0);
      return delta === 0 ? [] : [{ what, pequena: p.porQue[what] ?? 0, grande: g.porQue[what] ?? 0, onde: ondeSeConta(what) }];
    });
    linhas.push({ page, role, pequena: p, grande: g, mais });
  }
  return { grande, empresas, folhas, linhas };
}
