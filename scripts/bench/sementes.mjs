// The bench's data on the emulators, written through the test support's helpers
// (test/support/firebase.ts: companies, users, links, schools and students built as the app builds
// them), and the spreadsheets it imports.
import { tsImport } from "tsx/esm/api";

const ts = (specifier) => tsImport(specifier, import.meta.url);

// Loaded once: each tsImport is a module instance of its own, and this one holds a Firebase app.
let support;
const testSupport = () => (support ??= ts("../../test/support/firebase.ts"));

/** Which companies (of the 100 "Escola Benchmark") each user is linked to, and its current one. */
const PLAN = [
  ["one", [0]],
  ["hundred", Array.from({ length: 100 }, (_, i) => i)],
  ["home", [1], 1],
  ["escolas25", [2], 2],
  ["escolas2000", [3], 3],
  ["alunos50", [4], 4],
  ["alunos5000", [5], 5],
  ["planilha", [6], 6],
  ["turmas", [7], 7],
];

/**
 * Seeds the emulators named by `env`: users with 1 and 100 companies (no current one), and one per
 * shape of company whose current company it is (25 and 2,000 schools; 50 and 5,000 students; an
 * empty one with two schools for the spreadsheets; one with a school year of 30 turmas, see seedTurmas).
 * @returns {Promise<{ users: Record<string, { email: string, password: string }>, middlePage: { alunos50: string, alunos5000: string }, turmas: Awaited<ReturnType<typeof seedTurmas>> }>}
 */
export async function seed(env) {
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: "none",
  });
  const { closeTestApp, createEmpresas, createUser, link } = await testSupport();
  const empresas = (await createEmpresas(Array.from({ length: 100 }, (_, i) => `Escola Benchmark ${i}`))).map((e) => e.id);
  const users = {};
  for (const [key, linked, current] of PLAN) {
    const user = await createUser({ idEmpresaAtual: current === undefined ? undefined : empresas[current] });
    await link(user, linked.map((i) => empresas[i]));
    users[key] = { email: user.email, password: user.password, uid: user.uid, empresa: current === undefined ? null : empresas[current] };
  }
  await seedSchools(empresas[2], 25);
  await seedSchools(empresas[3], 2000);
  const middlePage = { alunos50: await seedStudents(empresas[4], 50, 5), alunos5000: await seedStudents(empresas[5], 5000, 20) };
  await seedStudents(empresas[6], 0, 2);
  // The same company as "turmas", read as "Consulta" (no Remanejar: the year's turmas go unread).
  const consulta = await createUser({ idEmpresaAtual: empresas[7] });
  await link(consulta, [empresas[7]], { papel: "consulta" });
  users.turmasConsulta = { email: consulta.email, password: consulta.password };
  const turmas = await seedTurmas(empresas[7]);
  await closeTestApp();
  return { users, middlePage, turmas };
}

/** `count` turma names unique in a year: 1º ano A … 9º ano A, 1º ano B … */
const nomesDeTurmas = (count, prefixo = "") => Array.from({ length: count }, (_, i) => `${prefixo}${1 + (i % 9)}º ano ${"ABCDEFGH"[Math.floor(i / 9)]}`);

/**
 * A company with a school year of its two schools, as the app leaves them (test/support/firebase.ts:
 * seedAnoComTurmas, seedAlunos with `turma`: the year `Em andamento`, the turmas, the enrolments).
 * School A: this year with 30 turmas; the measured one (its first, "1º ano A", 40 places) holds 40
 * students, the 29 others 35 each (1,015), and 985 more students have no turma: 2,000 others. School
 * B: for `Enturmar selecionados` (enturmacoes.mjs), 10 turmas of 40 places and one of 30, and 440
 * students with no turma. Resolves to the two pages' addresses and school B's turmas and students.
 */
async function seedTurmas(idEmpresa) {
  const { seedAlunos, seedAnoComTurmas, seedEscolas } = await testSupport();
  const [a, b] = await seedEscolas(idEmpresa, [{ nome: "Escola Turmas A" }, { nome: "Escola Turmas B" }]);
  const anoA = await seedAnoComTurmas(idEmpresa, a, { turmas: nomesDeTurmas(30).map((nome, i) => ({ nome, vagas: i === 0 ? 40 : 35 })) });
  const [medida, ...outras] = anoA.turmas;
  // Enrolled since the year's start, so every day of class so far has them on its roll.
  const desde = `${anoA.ano}-01-15`;
  const alunos = (n, idEscola, prefixo, turma) => Array.from({ length: n }, (_, i) => ({ nome: `${prefixo} ${String(i).padStart(4, "0")} da Silva`, idEscola, ...(turma ? { turma, desde } : {}) }));
  const seededA = await seedAlunos(idEmpresa, [
    ...alunos(40, a, "Aluno Medido", medida),
    ...outras.flatMap((turma, t) => alunos(35, a, `Aluno Turma ${t}`, turma)),
    ...alunos(985, a, "Aluno Sem Turma", null),
  ]);
  const anoB = await seedAnoComTurmas(idEmpresa, b, {
    turmas: [...Array.from({ length: 10 }, (_, i) => ({ nome: `Enturmar ${String(i + 1).padStart(2, "0")}`, vagas: 40 })), { nome: "Concorrência", vagas: 30 }],
  });
  const livres = (await seedAlunos(idEmpresa, alunos(440, b, "Aluno Livre", null))).map((s) => s.id);
  return {
    idEmpresa,
    turma: `/escolas/${a}/turmas/${medida.id}`,
    ano: `/escolas/${a}/anos/${anoA.ano}`,
    // Each turma of 40 places with its 40 students; then the turma of 30 places and 40 students.
    lotes: anoB.turmas.slice(0, 10).map((turma, i) => ({ idTurma: turma.id, alunos: livres.slice(i * 40, i * 40 + 40) })),
    concorrencia: { idTurma: anoB.turmas[10].id, alunos: livres.slice(400, 440) },
    // The roll call (chamadas.mjs): the measured turma's 40 students; the other 29 turmas of 35, with
    // half of them given today's roll call so Home's panels have something to count.
    chamada: { idTurma: medida.id, idAnoLetivo: anoA.id, alunos: seededA.slice(0, 40).map((s) => s.id), outras: outras.map((t, i) => ({ idTurma: t.id, alunos: seededA.slice(40 + i * 35, 75 + i * 35).map((s) => s.id) })) },
  };
}

/** A turma's stored `cursando`, and the true number of its entries `Cursando`. */
export async function cursandoDaTurma(idTurma) {
  const { readTurma, testDb } = await testSupport();
  const entradas = await testDb().collection("enturmacoes").where("idTurma", "==", idTurma).where("situacao", "==", "cursando").get();
  return { armazenado: (await readTurma(idTurma))?.cursando, verdadeiro: entradas.size };
}

/** A company with `count` schools, one in ten inactive. */
async function seedSchools(idEmpresa, count) {
  const words = ["São", "Bento", "Água", "Branca", "Santa", "Luzia", "Dom", "Pedro", "Vila", "Nova", "Jardim", "Esperança"];
  const escolas = Array.from({ length: count }, (_, i) => ({
    nome: `Escola ${words[i % words.length]} ${words[(i * 7) % words.length]} ${String(i).padStart(4, "0")}`,
    municipio: "São Paulo",
    uf: "SP",
    ativa: i % 10 !== 0,
  }));
  await (await testSupport()).seedEscolas(idEmpresa, escolas);
}

/**
 * A company with `count` students over `schools` schools ("Escola Bench 0", 1, …); resolves to the
 * address of the page in the middle of its list, as that page's "Próxima" link would give it (null
 * without students).
 */
async function seedStudents(idEmpresa, count, schools) {
  const { seedAlunos, seedEscolas } = await testSupport();
  const { camposDerivados } = await ts("../../lib/alunos/documento.ts");
  const { encodeCursor, PAGE_SIZE } = await ts("../../lib/infra/paginacao.ts");
  const primeiros = ["Maria", "João", "Ana", "José", "Luíza", "Pedro", "Júlia", "Lucas", "Beatriz", "Gabriel", "Heloísa", "Otávio", "Cecília", "Caio"];
  const meios = ["Clara", "Eduardo", "Vitória", "Henrique", "Luís", "Helena", ""];
  const sobrenomes = ["Souza", "Silva", "Santos", "Oliveira", "Conceição", "Gonçalves", "Araújo", "Magalhães", "Simões", "Lima", "Pereira", "Costa"];
  const escolas = await seedEscolas(idEmpresa, Array.from({ length: schools }, (_, i) => ({ nome: `Escola Bench ${i}` })));
  if (count === 0) return null;
  const nomes = Array.from({ length: count }, (_, i) =>
    [primeiros[i % 14], meios[(i * 3) % 7], sobrenomes[(i * 5) % 12], sobrenomes[Math.floor(i / 7) % 12]].filter(Boolean).join(" ") + ` ${i}`,
  );
  const seeded = await seedAlunos(idEmpresa, nomes.map((nome, i) => ({ nome, dataNascimento: "2014-04-04", idEscola: escolas[i % schools] })));
  // The list's order: nomeOrdem, then the document id.
  const alunos = seeded.map(({ id }, i) => ({ id, chave: camposDerivados(nomes[i]).nomeOrdem }));
  alunos.sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : a.id < b.id ? -1 : 1));
  const middle = alunos[Math.floor(count / 2) - 1];
  return `/alunos?apos=${encodeCursor(middle)}&pagina=${Math.floor(count / 2 / PAGE_SIZE) + 1}`;
}

/** An import's record (importacoes/{id}), as the import writes it. */
export async function importRecord(id) {
  return (await (await testSupport()).testDb().doc(`importacoes/${id}`).get()).data();
}

/** A CSV of `count` valid rows for the two schools of the import company, half with a CPF. */
export async function spreadsheet(count, cpfBase, { completa = false } = {}) {
  const { linhasCsv, BOM } = await ts("../../lib/alunos/planilha/escrever.ts");
  const { COLUNAS } = await ts("../../lib/alunos/planilha/colunas.ts");
  const { EXEMPLO } = await ts("../../lib/alunos/planilha/modelo.ts");
  const { nisComDigito } = await ts("../../lib/campos/nis.ts");
  const { cnsDefinitivo } = await ts("../../lib/campos/cns.ts");
  const { certidaoComDigitos } = await ts("../../lib/campos/certidao.ts");
  const { cpfDeTeste } = await testSupport();
  // Names within the Censo's rule (issue 43: no digits), one per row.
  const { silabas } = await ts("../../test/support/nomes.ts");
  const day = (i) => new Date(Date.UTC(2010, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("/");
  // Each row's values by column (issue 43's record added columns between today's; the rows were
  // written in the old order, and named a turma the company's schools, with no year in progress, do
  // not have: no Turma): today's, and
  // with `completa` every column the model's example fills, its unique numbers made the row's own.
  const valores = (i) => {
    const hoje = { nome: `Aluno Planilha ${silabas(cpfBase + i)} da Silva`, dataNascimento: day(i), escola: `Escola Bench ${i % 2}`, turma: "", cpf: i % 2 === 0 ? cpfDeTeste(cpfBase + i) : "", responsavelNome: "Responsável Bench", responsavelTelefone: "(11) 98765-4321" };
    if (!completa) return hoje;
    const n = cpfBase + i;
    return {
      ...EXEMPLO,
      ...hoje,
      cpf: cpfDeTeste(n),
      nis: nisComDigito(n),
      cns: cnsDefinitivo(`1${String(n).padStart(10, "0")}`),
      // Registered in 2015 (the rows are born 2010–2014), numbered by the row.
      certidaoNascimento: certidaoComDigitos(`1045390155201510001${String(n).padStart(11, "0").slice(-11)}`),
    };
  };
  const rows = Array.from({ length: count }, (_, i) => {
    const v = valores(i);
    return COLUNAS.map((c) => v[c.campo] ?? "");
  });
  return Buffer.from(BOM + linhasCsv([COLUNAS.map((c) => c.titulo), ...rows]), "utf8");
}
