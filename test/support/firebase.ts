// Test data on the emulators, shared by the Jest integration tests and the Playwright flows.
// Every helper makes its own unique ids, so tests never see each other's data.
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { FieldValue, getFirestore, type WriteBatch } from "firebase-admin/firestore";
import { camposDerivados, camposGuardados, chaveInep, chaveNome, comparavel } from "../../lib/escolas/documento";
import * as alunoDocumento from "../../lib/alunos/documento";
import { idDoAno } from "../../lib/anos-letivos/documento";
import { nomeComparavel, ordemDaTurma, type Turno } from "../../lib/turmas/documento";
import { chaveDoNome } from "../../lib/turmas/chave";
import { cursandoNaTurma, documentoDaEntrada, type TurmaDaEntrada } from "../../lib/enturmacoes/documento";
import { formatarData } from "../../lib/campos/data";
import { anoAtual, hoje } from "../../lib/infra/relogio";
import { cpfComDigitos } from "../../lib/campos/cpf";

const APP_NAME = "test-support";
export const TEST_PASSWORD = "senha-de-teste-123";

function app(): App {
  return (
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, APP_NAME)
  );
}

export const testAuth = () => getAuth(app());
export const testDb = () => getFirestore(app());

export async function closeTestApp(): Promise<void> {
  const existing = getApps().find((a) => a.name === APP_NAME);
  if (existing) await deleteApp(existing);
}

export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export type TestUser = { uid: string; email: string; password: string; displayName: string };

/** A user in the Auth emulator and (unless `withDoc` is false) its usuarios document. */
export async function createUser(
  options: { withDoc?: boolean; idEmpresaAtual?: string; displayName?: string } = {},
): Promise<TestUser> {
  const uid = uniqueId("u");
  const user = { uid, email: `${uid}@teste.escola`, password: TEST_PASSWORD, displayName: options.displayName ?? `Usuária ${uid}` };
  await testAuth().createUser(user);
  if (options.withDoc !== false) {
    await testDb().doc(`usuarios/${uid}`).set(options.idEmpresaAtual ? { idEmpresaAtual: options.idEmpresaAtual } : {});
  }
  return user;
}

/**
 * Adds seeded data to Home's kept counts of the company (lib/empresas/contadores.ts: its shard 0),
 * in the seed's batch, as the app's own writes do: a company's counts stay true whether its base
 * is kept before or after the seed.
 */
function contarNaEmpresa(batch: WriteBatch, idEmpresa: string, mudancas: { escolasAtivas?: number; alunosAtivos?: number }): void {
  const campos = Object.entries(mudancas).filter(([, n]) => n !== 0);
  if (campos.length === 0) return;
  batch.set(testDb().doc(`contadores/${idEmpresa}/fatias/0`), { idEmpresa, ...Object.fromEntries(campos.map(([c, n]) => [c, FieldValue.increment(n)])) }, { merge: true });
}

export type TestEmpresa = { id: string; nome: string | null };

/** Companies whose `id` field differs from their document id; `nome: null` leaves the name out. */
export async function createEmpresas(nomes: (string | null)[]): Promise<TestEmpresa[]> {
  const batch = testDb().batch();
  const empresas = nomes.map((nome) => ({ id: uniqueId("emp"), nome }));
  for (const e of empresas) {
    batch.set(testDb().doc(`empresas/doc-${e.id}`), e.nome === null ? { id: e.id } : { id: e.id, nome: e.nome });
  }
  await batch.commit();
  return empresas;
}

/** A role in a company (a link's `papel`); a link without one counts as "secretaria". */
export type TestPapel = "administrador" | "secretaria" | "consulta" | "professor";

/**
 * usuarios_empresas rows linking the user by uid (or, with `byEmailOnly`, by e-mail alone); with
 * `papel`, each row carries that role (without it, no `papel` field is written).
 */
export async function link(
  user: TestUser,
  empresaIds: string[],
  options: { byEmailOnly?: boolean; papel?: TestPapel } = {},
): Promise<string[]> {
  const batch = testDb().batch();
  const docIds = empresaIds.map((idEmpresa) => {
    const docId = uniqueId("ue");
    batch.set(testDb().doc(`usuarios_empresas/${docId}`), {
      idUsuario: options.byEmailOnly ? "" : user.uid,
      emailUsuario: user.email,
      idEmpresa,
      ...(options.papel ? { papel: options.papel } : {}),
    });
    return docId;
  });
  await batch.commit();
  return docIds;
}

export async function unlinkAll(user: TestUser): Promise<void> {
  const rows = await testDb().collection("usuarios_empresas").where("emailUsuario", "==", user.email).get();
  await Promise.all(rows.docs.map((d) => d.ref.delete()));
}

export async function readIdEmpresaAtual(uid: string): Promise<string | undefined> {
  return (await testDb().doc(`usuarios/${uid}`).get()).get("idEmpresaAtual");
}

/** Changes the role of every link of the user to the company (as an administrator would). */
export async function setPapel(user: TestUser, idEmpresa: string, papel: TestPapel): Promise<void> {
  const rows = await testDb().collection("usuarios_empresas").where("emailUsuario", "==", user.email).get();
  const mine = rows.docs.filter((d) => d.get("idEmpresa") === idEmpresa);
  if (mine.length === 0) throw new Error(`no link of ${user.email} to ${idEmpresa}`);
  await Promise.all(mine.map((d) => d.ref.update({ papel })));
}

/** A school to seed: its own fields; `ativa` defaults to true. */
export type TestEscolaInput = {
  nome: string;
  codigoInep?: string | null;
  municipio?: string | null;
  uf?: string | null;
  telefone?: string | null;
  ativa?: boolean;
};

/**
 * Writes schools of a company straight into Firestore (`idEmpresa`: the company's `id` field),
 * built like the app builds them (lib/escolas/documento.ts), with the INEP and name key documents
 * (`chavesDeNome: false`: without the name keys, as schools saved before that rule).
 * Returns the new document ids, in the order given.
 */
export async function seedEscolas(idEmpresa: string, escolas: TestEscolaInput[], { chavesDeNome = true } = {}): Promise<string[]> {
  const ids: string[] = [];
  const at = new Date();
  // A batch holds at most 500 writes (a school with a code and a municipality takes three).
  for (let start = 0; start < escolas.length; start += 200) {
    const batch = testDb().batch();
    contarNaEmpresa(batch, idEmpresa, { escolasAtivas: escolas.slice(start, start + 200).filter((e) => e.ativa !== false).length });
    for (const { ativa = true, ...campos } of escolas.slice(start, start + 200)) {
      const ref = testDb().collection("escolas").doc();
      batch.set(ref, {
        idEmpresa,
        ...camposGuardados(campos),
        ...camposDerivados(campos.nome),
        ativa,
        alunosAtivos: 0, // the students' counter, as the app writes a new school
        versao: 1,
        criadoEm: at,
        criadoPor: "seed",
        atualizadoEm: at,
        atualizadoPor: "seed",
      });
      if (campos.codigoInep) {
        batch.set(testDb().doc(`escolas_inep/${chaveInep(idEmpresa, campos.codigoInep)}`), {
          idEmpresa,
          idEscola: ref.id,
          codigoInep: campos.codigoInep,
        });
      }
      if (chavesDeNome && comparavel(campos.municipio)) {
        batch.set(testDb().doc(`escolas_nome/${chaveNome(idEmpresa, campos.nome, campos.municipio)}`), {
          idEmpresa,
          idEscola: ref.id,
          nome: comparavel(campos.nome),
          municipio: comparavel(campos.municipio),
        });
      }
      ids.push(ref.id);
    }
    await batch.commit();
  }
  return ids;
}

/** A stored document (with its id), as the tests compare it. */
type Stored = { id: string } & Record<string, unknown>;

/** The documents of `colecao` stored for a company (`idEmpresa`: the company's `id` field), in no order. */
async function readStoredOf(colecao: string, idEmpresa: string): Promise<Stored[]> {
  const snapshot = await testDb().collection(colecao).where("idEmpresa", "==", idEmpresa).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** One stored document of `colecao`, or undefined when it does not exist. */
async function readStored(colecao: string, id: string): Promise<Stored | undefined> {
  const snapshot = await testDb().doc(`${colecao}/${id}`).get();
  return snapshot.exists ? { id, ...snapshot.data() } : undefined;
}

/** A stored school (with its document id), as the tests compare it. */
export type StoredEscola = Stored;

/** The schools stored for a company, in no order. */
export const readEscolas = (idEmpresa: string): Promise<StoredEscola[]> => readStoredOf("escolas", idEmpresa);

/** One stored school, or undefined when the document does not exist. */
export const readEscola = (id: string): Promise<StoredEscola | undefined> => readStored("escolas", id);

/** A unique, valid INEP code (8 digits, not starting with 0). */
export function uniqueInep(): string {
  return String(10_000_000 + Math.floor(Math.random() * 89_999_999));
}

/** A turma to seed: its name and places (by default 30); the rest, a 5º ano in the morning. */
export type TestTurmaInput = {
  nome: string;
  vagas?: number;
  /** An Educacenso etapa code of lib/regras/etapas-de-ensino.ts ("ef-5"). */
  etapaDeEnsino?: string;
  turno?: Turno;
  inicioAulas?: string;
  fimAulas?: string;
  codigoInep?: string | null;
};

/** A seeded turma, as `seedAlunos` takes it (`turma`) to enrol a student in it. */
export type TestTurma = TurmaDaEntrada;

/** A seeded school year: its id (`{idEscola}__{ano}`), its number and its turmas, in the order given. */
export type TestAnoLetivo = { id: string; ano: number; turmas: TestTurma[] };

/** The 4 bimestres of `ano` (those of the demo seed: a start on a weekend moves to Monday, an end to Friday). */
function bimestresDe(ano: number): { inicio: string; fim: string }[] {
  const diaUtil = (mmdd: string, passo: number) => {
    const dia = new Date(`${ano}-${mmdd}T00:00:00Z`);
    while (dia.getUTCDay() === 0 || dia.getUTCDay() === 6) dia.setUTCDate(dia.getUTCDate() + passo);
    return dia.toISOString().slice(0, 10);
  };
  return [
    ["02-02", "04-17"],
    ["04-22", "07-08"],
    ["07-27", "10-02"],
    ["10-05", "12-18"],
  ].map(([inicio, fim]) => ({ inicio: diaUtil(inicio!, 1), fim: diaUtil(fim!, -1) }));
}

/**
 * Writes a school's year (`ano`: this year in São Paulo by default) and its turmas straight into
 * Firestore, as the app leaves them (scripts/stack/seed.mjs does the same for the demo):
 * `criarAnoLetivo` then (unless `emAndamento` is false) `iniciarAnoLetivo` (lib/anos-letivos/escrita.ts:
 * the year `Em andamento` and the school's `anoEmAndamento`), and `criarTurma` for each turma
 * (lib/turmas/escrita.ts: the turma with `cursando: 0` and its name key). `idEmpresa`: the
 * company's `id` field; the school must be of that company. Enrol students with `seedAlunos`'s `turma`.
 */
export async function seedAnoComTurmas(
  idEmpresa: string,
  idEscola: string,
  { ano = anoAtual(), emAndamento = true, turmas = [] }: { ano?: number; emAndamento?: boolean; turmas?: TestTurmaInput[] } = {},
): Promise<TestAnoLetivo> {
  const db = testDb();
  const idAnoLetivo = idDoAno(idEscola, ano);
  const at = new Date();
  const criacao = (versao: number) => ({ versao, criadoEm: at, criadoPor: "seed", atualizadoEm: at, atualizadoPor: "seed" });
  const batch = db.batch();
  batch.set(db.doc(`anos_letivos/${idAnoLetivo}`), {
    idEmpresa,
    idEscola,
    ano,
    tipoEtapas: "bimestres",
    etapas: bimestresDe(ano),
    especiais: [],
    situacao: emAndamento ? "andamento" : "planejamento",
    ...criacao(emAndamento ? 2 : 1), // created (1), then started (+1)
    impressaoDaCriacao: null, // no form token
  });
  if (emAndamento) batch.update(db.doc(`escolas/${idEscola}`), { anoEmAndamento: { id: idAnoLetivo, ano } });
  const seeded: TestTurma[] = [];
  const nomes = new Set<string>();
  for (const t of turmas) {
    if (nomes.has(nomeComparavel(t.nome))) throw new Error(`seedAnoComTurmas: two turmas named ${t.nome}`);
    nomes.add(nomeComparavel(t.nome));
    const ref = db.collection("turmas").doc();
    batch.set(ref, {
      idEmpresa,
      idEscola,
      idAnoLetivo,
      ano,
      nome: t.nome,
      nomeOrdem: ordemDaTurma(t.nome),
      etapaDeEnsino: t.etapaDeEnsino ?? "ef-5",
      turno: t.turno ?? "matutino",
      vagas: t.vagas ?? 30,
      inicioAulas: t.inicioAulas ?? "07:30",
      fimAulas: t.fimAulas ?? "12:00",
      codigoInep: t.codigoInep ?? null,
      cursando: 0,
      ultimaChamada: "",
      ...criacao(1),
      impressaoDaCriacao: null,
    });
    batch.set(db.doc(`turmas_nome/${chaveDoNome(idAnoLetivo, t.nome)}`), { idEmpresa, idAnoLetivo, idTurma: ref.id, nome: nomeComparavel(t.nome) });
    seeded.push({ id: ref.id, idEscola, idAnoLetivo, ano, nome: t.nome });
  }
  await batch.commit();
  return { id: idAnoLetivo, ano, turmas: seeded };
}

/** A student to seed: its own fields; `situacao` defaults to "ativo", the birth date to 2015-03-10. */
export type TestAlunoInput = {
  nome: string;
  /** Issue 43: shown instead of `nome` wherever the student is named. */
  nomeSocial?: string | null;
  idEscola: string;
  dataNascimento?: string;
  /** With or without punctuation; stored as its digits. */
  cpf?: string | null;
  responsavelNome?: string | null;
  responsavelTelefone?: string | null;
  responsavelEmail?: string | null;
  situacao?: "ativo" | "transferido" | "inativo";
  /** A turma of `seedAnoComTurmas` (of the student's school) the student is `Cursando` in since `desde` (today by default). */
  turma?: TestTurma;
  desde?: string;
};

export type SeededAluno = { id: string; matricula: string };

/**
 * Writes students of a company straight into Firestore (`idEmpresa`: the company's `id` field),
 * built like the app builds them (lib/alunos/documento.ts): numbers taken from the company's
 * sequence for this year (moved past them), the CPF key documents, and each school's counter of
 * active students. A student with a `turma` is enrolled in it as `Enturmar selecionados` does
 * (lib/enturmacoes/escrita.ts's comecar: the enturmacoes entry `Cursando`, the student's
 * `cursandoPorAno.{ano}` and `turmasCursando`, the turma's `cursando` count), without checking its
 * places. Returns ids and matrículas, in the order given.
 */
export async function seedAlunos(idEmpresa: string, alunos: TestAlunoInput[]): Promise<SeededAluno[]> {
  const db = testDb();
  for (const a of alunos) {
    if (a.turma && a.turma.idEscola !== a.idEscola) throw new Error(`seedAlunos: ${a.nome}'s turma ${a.turma.nome} is of another school`);
    if (a.turma && (a.situacao ?? "ativo") !== "ativo") throw new Error(`seedAlunos: only an active student is enrolled (${a.nome})`);
  }
  const ano = anoAtual();
  const sequencia = db.doc(`sequencias/${alunoDocumento.chaveSequencia(idEmpresa, ano)}`);
  // Reserve the numbers first, as the app's transaction would.
  const primeiro = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(sequencia);
    const proximo = snapshot.exists ? Number(snapshot.get("proximo")) || 1 : 1;
    tx.set(sequencia, { idEmpresa, ano, proximo: proximo + alunos.length });
    return proximo;
  });
  const at = new Date();
  const seeded: SeededAluno[] = [];
  const ativosPorEscola = new Map<string, number>();
  const cursandoPorTurma = new Map<string, number>();
  // A batch holds at most 500 writes (a student with a CPF and a turma takes three).
  for (let start = 0; start < alunos.length; start += 150) {
    const batch = db.batch();
    alunos.slice(start, start + 150).forEach(({ situacao = "ativo", dataNascimento = "2015-03-10", cpf, turma, desde = hoje(), ...campos }, i) => {
      const ref = db.collection("alunos").doc();
      const matricula = alunoDocumento.formatarMatricula(ano, primeiro + start + i);
      const digits = cpf ? cpf.replace(/\D/g, "") : null;
      const entrada = turma ? db.collection("enturmacoes").doc() : null;
      batch.set(ref, {
        idEmpresa,
        ...alunoDocumento.camposGuardados({ ...campos, dataNascimento, cpf: digits }),
        ...alunoDocumento.camposDerivados(campos.nome, campos.nomeSocial),
        matricula,
        situacao,
        ...(turma && entrada ? { cursandoPorAno: { [String(turma.ano)]: cursandoNaTurma(turma, entrada.id) }, turmasCursando: [turma.id] } : {}),
        versao: 1,
        criadoEm: at,
        criadoPor: "seed",
        atualizadoEm: at,
        atualizadoPor: "seed",
      });
      if (turma && entrada) {
        batch.set(entrada, { ...documentoDaEntrada(idEmpresa, turma, { id: ref.id, nome: campos.nome, nomeSocial: campos.nomeSocial, matricula }, desde, "seed"), criadoEm: at });
        cursandoPorTurma.set(turma.id, (cursandoPorTurma.get(turma.id) ?? 0) + 1);
      }
      if (digits) batch.set(db.doc(`alunos_cpf/${alunoDocumento.chaveDoUnico(idEmpresa, digits)}`), { idEmpresa, idAluno: ref.id, cpf: digits });
      if (situacao === "ativo") ativosPorEscola.set(campos.idEscola, (ativosPorEscola.get(campos.idEscola) ?? 0) + 1);
      seeded.push({ id: ref.id, matricula });
    });
    await batch.commit();
  }
  if (ativosPorEscola.size > 0 || cursandoPorTurma.size > 0) {
    const batch = db.batch();
    for (const [idEscola, n] of ativosPorEscola) batch.update(db.doc(`escolas/${idEscola}`), { alunosAtivos: FieldValue.increment(n) });
    contarNaEmpresa(batch, idEmpresa, { alunosAtivos: [...ativosPorEscola.values()].reduce((a, b) => a + b, 0) });
    for (const [idTurma, n] of cursandoPorTurma) batch.update(db.doc(`turmas/${idTurma}`), { cursando: FieldValue.increment(n) });
    await batch.commit();
  }
  return seeded;
}

/** A stored student (with its document id), as the tests compare it. */
export type StoredAluno = Stored;

/** The students stored for a company, in no order. */
export const readAlunos = (idEmpresa: string): Promise<StoredAluno[]> => readStoredOf("alunos", idEmpresa);

/** One stored student, or undefined when the document does not exist. */
export const readAluno = (id: string): Promise<StoredAluno | undefined> => readStored("alunos", id);

/** One stored turma (its `cursando` count among its fields), or undefined. */
export const readTurma = (id: string): Promise<Stored | undefined> => readStored("turmas", id);

/** A student's enturmacoes entries, in no order. */
export async function readEnturmacoes(idAluno: string): Promise<Stored[]> {
  const snapshot = await testDb().collection("enturmacoes").where("idAluno", "==", idAluno).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** The CPF key document of a company's CPF (digits), or undefined. */
export async function readCpfKey(idEmpresa: string, cpf: string): Promise<Record<string, unknown> | undefined> {
  return (await testDb().doc(`alunos_cpf/${alunoDocumento.chaveDoUnico(idEmpresa, cpf.replace(/\D/g, ""))}`).get()).data();
}

/** The company's next enrolment number for this year (undefined: no sequence yet). */
export async function readProximaMatricula(idEmpresa: string): Promise<number | undefined> {
  return (await testDb().doc(`sequencias/${alunoDocumento.chaveSequencia(idEmpresa, anoAtual())}`).get()).get("proximo");
}

/** The history entries (atividades) of one record, in no order. */
export async function readAtividades(idAlvo: string): Promise<Record<string, unknown>[]> {
  const snapshot = await testDb().collection("atividades").where("alvo.id", "==", idAlvo).get();
  return snapshot.docs.map((d) => d.data());
}

/** Today in São Paulo as the pages write a day (DD/MM/AAAA): an enrolment made or seeded today is `desde` it. */
export const hojeNaTela = () => formatarData(hoje());

/** A matrícula of this year (the app's own format). */
export const matriculaDoAno = (numero: number) => alunoDocumento.formatarMatricula(anoAtual(), numero);

/** A valid CPF from a number of up to nine digits (check digits computed), for test records. */
export const cpfDeTeste = (base: number): string => cpfComDigitos(base);
