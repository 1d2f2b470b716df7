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
];

/**
 * Seeds the emulators named by `env`: users with 1 and 100 companies (no current one), and one per
 * shape of company whose current company it is (25 and 2,000 schools; 50 and 5,000 students; an
 * empty one with two schools for the spreadsheets).
 * @returns {Promise<{ users: Record<string, { email: string, password: string }>, middlePage: { alunos50: string, alunos5000: string } }>}
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
    users[key] = { email: user.email, password: user.password };
  }
  await seedSchools(empresas[2], 25);
  await seedSchools(empresas[3], 2000);
  const middlePage = { alunos50: await seedStudents(empresas[4], 50, 5), alunos5000: await seedStudents(empresas[5], 5000, 20) };
  await seedStudents(empresas[6], 0, 2);
  await closeTestApp();
  return { users, middlePage };
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
export async function spreadsheet(count, cpfBase) {
  const { linhasCsv, BOM } = await ts("../../lib/alunos/planilha/escrever.ts");
  const { COLUNAS } = await ts("../../lib/alunos/planilha/colunas.ts");
  const { cpfDeTeste } = await testSupport();
  const day = (i) => new Date(Date.UTC(2010, 0, 1) + (i % 1500) * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("/");
  const rows = Array.from({ length: count }, (_, i) => [
    `Aluno Planilha ${cpfBase + i} da Silva`, day(i), `Escola Bench ${i % 2}`, "3º ano A", i % 2 === 0 ? cpfDeTeste(cpfBase + i) : "", "Responsável Bench", "(11) 98765-4321", "",
  ]);
  return Buffer.from(BOM + linhasCsv([COLUNAS.map((c) => c.titulo), ...rows]), "utf8");
}
