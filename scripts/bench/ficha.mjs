// Issue 43 (--only ficha): the student's record at scale. A company of 30,000 students (seeded here
// through the tests' helpers, timed) against a small one of 50, each measure against a baseline of
// the same run:
// - the sheet (/alunos/{id}) over HTTP: the documents it reads, in both companies (bounded: the same);
// - a save: `Salvar` of Novo aluno (criarAluno, its duplicate check and unique numbers) and of a
//   section (atualizarAluno, Documentos), p50, against one document's read (a round trip);
// - the duplicate check (possiveisDuplicados) p50 and reads, big against small (an index: the same);
// - the import of 5,000 rows with every column, against 5,000 rows with today's columns (planilhas.mjs);
// - `Unificar alunos` of a student with 3 years of history (entries, roll calls, grades, results,
//   documents), with 40 days of roll calls a year and with 200 (a real school year).
// Domain functions are called in this process on the run's emulators, as chamadas.mjs and notas.mjs do.
import { tsImport } from "tsx/esm/api";
import { signIn } from "./acoes.mjs";
import { contandoLeituras } from "./chamadas.mjs";
import { mediana, resumoMs } from "./medidas.mjs";
import { importRows } from "./planilhas.mjs";

const ts = (specifier) => tsImport(specifier, import.meta.url);

const ALUNOS = 30_000;
const PEQUENA = 50;
const RUNS = 20;

let loaded;
async function dominio(env) {
  Object.assign(process.env, env, { LOG_LEITURAS: "1" });
  loaded ??= (async () => {
    const { criarAluno, atualizarAluno } = await ts("../../lib/alunos/escrita.ts");
    const { possiveisDuplicados } = await ts("../../lib/alunos/duplicados.ts");
    const { previaDaUnificacao, unificarAlunos } = await ts("../../lib/alunos/unificacao/escrita.ts");
    const { nisComDigito } = await ts("../../lib/campos/nis.ts");
    const { anoAtual } = await ts("../../lib/infra/relogio.ts");
    const { contextoDeTeste } = await ts("../../test/support/contexto.ts");
    const support = await ts("../../test/support/firebase.ts");
    return { criarAluno, atualizarAluno, possiveisDuplicados, previaDaUnificacao, unificarAlunos, nisComDigito, anoAtual, support, contexto: contextoDeTeste };
  })();
  return loaded;
}

const PRIMEIROS = ["Ana", "Bruno", "Carla", "Davi", "Eva", "Fábio", "Gabriela", "Heitor", "Isabela", "João", "Karina", "Lucas", "Maria", "Nicolas", "Olívia", "Pedro", "Quitéria", "Rafael", "Sofia", "Tiago"];
const SOBRENOMES = ["Silva", "Souza", "Oliveira", "Santos", "Lima", "Pereira", "Costa", "Rodrigues", "Almeida", "Nascimento", "Araújo", "Barbosa", "Cardoso", "Dias", "Ferreira", "Gomes", "Martins", "Rocha", "Teixeira", "Vieira"];
/** A name of many students of a big company (20 × 20 × 20 combinations: a common name repeats), and a birth day over 10 years. */
const nomeDe = (i) => `${PRIMEIROS[i % 20]} ${SOBRENOMES[Math.floor(i / 20) % 20]} ${SOBRENOMES[Math.floor(i / 400) % 20]}`;
const nascimentoDe = (i) => new Date(Date.UTC(2008, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);

/** A company of `n` students (one school), a secretary signed in, and one known student ("Maria Clara Souza", 2015-03-10). */
async function empresaCom(d, servers, n, nome) {
  const { createEmpresas, createUser, link, seedAlunos, seedEscolas } = d.support;
  const t0 = performance.now();
  const [{ id: idEmpresa }] = await createEmpresas([nome]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: `${nome} — escola` }]);
  const alunos = Array.from({ length: n }, (_, i) => ({ nome: nomeDe(i), idEscola, dataNascimento: nascimentoDe(i) }));
  const [conhecido] = await seedAlunos(idEmpresa, [{ nome: "Maria Clara Souza", idEscola, dataNascimento: "2015-03-10" }]);
  for (let i = 0; i < alunos.length; i += 3000) await seedAlunos(idEmpresa, alunos.slice(i, i + 3000));
  const user = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Secretaria Bench" });
  await link(user, [idEmpresa], { papel: "secretaria" });
  return { idEmpresa, idEscola, conhecido, cookie: await signIn(servers.base, user), seedMs: performance.now() - t0 };
}

/** `work` run `runs` times one after another: the milliseconds' summary and the reads' median. */
async function vezes(runs, work) {
  const ms = [];
  const lidos = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const [, n] = await contandoLeituras(() => work(i));
    ms.push(performance.now() - t);
    lidos.push(n);
  }
  return { ...resumoMs(ms), lidos: mediana(lidos) };
}

/** A student with 3 years of history (2 closed, the current in progress) and `dias` roll calls a year, and one to keep. */
async function alunoDeTresAnos(d, idEmpresa, idEscola, dias) {
  const { seedAlunos, seedAnoComTurmas, readEnturmacoes, testDb } = d.support;
  const db = testDb();
  const atual = d.anoAtual();
  const anos = [];
  for (const ano of [atual - 2, atual - 1, atual]) anos.push(await seedAnoComTurmas(idEmpresa, idEscola, { ano, emAndamento: ano === atual, turmas: [{ nome: `Turma ${dias} ${ano}` }] }));
  const [fica] = await seedAlunos(idEmpresa, [{ nome: `Fica Bench ${dias}`, idEscola }]);
  const [sai] = await seedAlunos(idEmpresa, [{ nome: `Sai Bench ${dias}`, idEscola, turma: anos[2].turmas[0], desde: `${atual}-02-01` }]);
  const [entrada] = await readEnturmacoes(sai.id);
  const escritas = [];
  for (const [k, ano] of anos.entries()) {
    const turma = ano.turmas[0];
    const idEntrada = k === 2 ? entrada.id : db.collection("enturmacoes").doc().id;
    if (k < 2) {
      const dados = Object.fromEntries(Object.entries(entrada).filter(([k]) => k !== "id"));
      escritas.push([db.doc(`enturmacoes/${idEntrada}`), { ...dados, idTurma: turma.id, idAnoLetivo: ano.id, ano: ano.ano, nomeTurma: turma.nome, situacao: "cursando", desde: `${ano.ano}-02-01`, ate: null }]);
      escritas.push([db.doc(`resultados/${turma.id}`), { idEmpresa, idTurma: turma.id, alunos: { [sai.id]: "aprovado" } }]);
    }
    for (let dia = 0; dia < dias; dia++) {
      const data = new Date(Date.UTC(ano.ano, 1, 1) + dia * 86_400_000).toISOString().slice(0, 10);
      escritas.push([db.doc(`chamadas/${turma.id}__${data}`), { idEmpresa, idTurma: turma.id, alunos: { [sai.id]: { e: idEntrada, m: dia % 10 === 0 ? "falta" : "presente" } } }]);
    }
    for (const componente of ["lp", "mat", "cie", "his", "geo", "art", "ef", "ing"]) {
      for (let etapa = 0; etapa < 4; etapa++) escritas.push([db.doc(`notas/${turma.id}__${componente}__${etapa}`), { idEmpresa, idTurma: turma.id, valores: { [sai.id]: 7.5 }, naoCompareceu: [] }]);
    }
    escritas.push([db.doc(`documentos/BENCH${dias}${sai.id}${k}`), { idEmpresa, idAluno: sai.id, tipo: "declaracao" }]);
  }
  for (let i = 0; i < escritas.length; i += 400) {
    const batch = db.batch();
    for (const [ref, data] of escritas.slice(i, i + 400)) batch.set(ref, data);
    await batch.commit();
  }
  return { fica, sai, documentos: escritas.length };
}

export async function fichaEmGrandeEscala(servers, m, cookiePlanilha) {
  const d = await dominio(servers.stack.env);
  const db = d.support.testDb();
  const grande = await empresaCom(d, servers, ALUNOS, "Escola Benchmark Ficha Grande");
  const pequena = await empresaCom(d, servers, PEQUENA, "Escola Benchmark Ficha Pequena");

  // The sheet: documents read, after one unmeasured view each.
  const ficha = {};
  for (const [k, e] of [["pequena", pequena], ["grande", grande]]) {
    const rota = `/alunos/${e.conhecido.id}`;
    await m.html(rota, e.cookie);
    ficha[k] = await m.readsOf(rota, e.cookie);
  }

  // Baseline: one document read (a round trip to the local Firestore), as the saves' unit.
  const base = await vezes(RUNS, () => db.doc(`alunos/${grande.conhecido.id}`).get());
  const ctx = d.contexto(grande.idEmpresa, "secretaria");
  const novo = await vezes(RUNS, (i) =>
    d.criarAluno(ctx, { nome: `Aluna Nova Bench ${PRIMEIROS[i % 20]}`, dataNascimento: nascimentoDe(i + 17), idEscola: grande.idEscola, cpf: null, nis: d.nisComDigito(7_000_000 + i), responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null }, undefined, { confirmado: true }),
  );
  let versao = (await db.doc(`alunos/${grande.conhecido.id}`).get()).get("versao") ?? 0;
  const secao = await vezes(RUNS, async (i) => {
    await d.atualizarAluno(ctx, grande.conhecido.id, versao, { nis: d.nisComDigito(8_000_000 + i), cns: null, certidaoNascimento: null, rgNumero: `${i}`, rgOrgaoEmissor: null, rgUf: null, rgDataExpedicao: null, cpf: null }, "documentos");
    versao += 1;
  });

  // The duplicate check: the same name and birth date in both companies.
  const duplicados = {};
  for (const [k, e] of [["pequena", pequena], ["grande", grande]]) {
    const c = d.contexto(e.idEmpresa, "secretaria");
    duplicados[k] = await vezes(RUNS, async () => {
      const achados = await d.possiveisDuplicados(c, { nome: "maria  clara SOUZA", dataNascimento: "2015-03-10" });
      if (achados.length !== 1) throw new Error(`duplicate check found ${achados.length}`);
    });
  }

  // The import: 5,000 rows with today's columns, then 5,000 with every column.
  const importacao = {
    hoje: await importRows(servers, cookiePlanilha, 5000, 40_000_000),
    completa: await importRows(servers, cookiePlanilha, 5000, 50_000_000, { completa: true }),
  };

  // Unificar alunos: 3 years of history with 40 roll calls a year, and with 200.
  const admin = d.contexto(pequena.idEmpresa, "administrador");
  const unificacoes = [];
  for (const dias of [40, 200]) {
    const { fica, sai, documentos } = await alunoDeTresAnos(d, pequena.idEmpresa, pequena.idEscola, dias);
    const t0 = performance.now();
    const previa = await d.previaDaUnificacao(admin, fica.id, sai.id);
    const previaMs = performance.now() - t0;
    const t1 = performance.now();
    const resultado = await d.unificarAlunos(admin, fica.id, sai.id, {}).then(
      (movidos) => ({ movidos }),
      (error) => ({ recusa: error.message }),
    );
    unificacoes.push({ dias, documentos, previaMs, ms: performance.now() - t1, impedimento: previa.impedimento, ...resultado });
  }

  return { alunos: ALUNOS, pequena: PEQUENA, seedMs: grande.seedMs, ficha, base, novo, secao, duplicados, importacao, unificacoes };
}
