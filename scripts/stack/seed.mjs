// Writes the demo data into the emulators. Idempotent: fixed ids, users updated when they exist,
// documents overwritten, so a second run leaves the same state as the first.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
import { alunos, DEMO_PASSWORD, empresas, escolas, usuarios } from "./demo-data.mjs";
import { EMPRESA_DO_ANO, etapasDoAno, planoDoAno, PROFESSOR_DEMO } from "./demo-ano-letivo.mjs";
import { etapasEncerradas, notaDemo } from "./demo-notas.mjs";

// The app's own pure modules for stored and derived fields (TypeScript, through tsx).
const documento = await tsImport("../../lib/escolas/documento.ts", import.meta.url);
const documentoAluno = await tsImport("../../lib/alunos/documento.ts", import.meta.url);
const documentoAno = await tsImport("../../lib/anos-letivos/documento.ts", import.meta.url);
const documentoTurma = await tsImport("../../lib/turmas/documento.ts", import.meta.url);
const chaveTurma = await tsImport("../../lib/turmas/chave.ts", import.meta.url);
const documentoEntrada = await tsImport("../../lib/enturmacoes/documento.ts", import.meta.url);
const { anoAtual, hoje } = await tsImport("../../lib/infra/relogio.ts", import.meta.url);
const documentoChamada = await tsImport("../../lib/chamadas/documento.ts", import.meta.url);
const { etapaDoDiaDeAula } = await tsImport("../../lib/regras/calendario.ts", import.meta.url);
const frequencia = await tsImport("../../lib/regras/frequencia.ts", import.meta.url);
const { REGRAS_PADRAO } = await tsImport("../../lib/regras/regras-de-avaliacao.ts", import.meta.url);
const { componentesPadrao } = await tsImport("../../lib/turmas/componentes.ts", import.meta.url);
const { idDaFolha } = await tsImport("../../lib/notas/documento.ts", import.meta.url);

/** Seeds the emulators named by env (FIREBASE_PROJECT_ID and the two emulator hosts). */
export async function seedDemo(env) {
  Object.assign(process.env, {
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID, // a demo-* project: the school's clock may honour a test's fixed today
    FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST,
    METADATA_SERVER_DETECTION: "none",
  });
  const app = initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const batch = db.batch();

    for (const { docId, ...empresa } of empresas) batch.set(db.doc(`empresas/${docId}`), empresa);

    for (const u of usuarios) {
      const profile = { email: u.email, password: DEMO_PASSWORD, displayName: u.displayName, emailVerified: true };
      await auth.updateUser(u.uid, profile).catch(async (error) => {
        if (error?.code !== "auth/user-not-found") throw error;
        await auth.createUser({ uid: u.uid, ...profile });
      });
      const userDoc = db.doc(`usuarios/${u.uid}`);
      if (u.usuario) batch.set(userDoc, u.usuario);
      else batch.delete(userDoc);
      const role = (papel) => (papel ? { papel } : {});
      for (const { idEmpresa, papel } of u.porUid) {
        batch.set(db.doc(`usuarios_empresas/${u.uid}__${idEmpresa}`), { idUsuario: u.uid, emailUsuario: u.email, idEmpresa, ...role(papel) });
      }
      for (const { idEmpresa, papel } of u.porEmail) {
        // A link made before the user had an account: it carries the e-mail only.
        batch.set(db.doc(`usuarios_empresas/email-${u.uid}__${idEmpresa}`), { idUsuario: "", emailUsuario: u.email, idEmpresa, ...role(papel) });
      }
    }
    const seededAt = new Date("2026-01-05T12:00:00Z");
    const ano = anoAtual();
    const plano = planoDoAno(ano);
    const anoDaEscola = new Map(plano.map(({ escola }) => [escola.docId, { id: documentoAno.idDoAno(escola.docId, ano), ano }]));
    const ativosPorEscola = new Map();
    for (const a of alunos) if (a.situacao === "ativo") ativosPorEscola.set(a.idEscola, (ativosPorEscola.get(a.idEscola) ?? 0) + 1);
    for (const { docId, idEmpresa, ativa, ...campos } of escolas) {
      batch.set(db.doc(`escolas/${docId}`), {
        idEmpresa,
        ...documento.camposGuardados(campos),
        ...documento.camposDerivados(campos.nome),
        ativa,
        alunosAtivos: ativosPorEscola.get(docId) ?? 0,
        // Its year in progress, as `Iniciar ano letivo` writes it (lib/anos-letivos/escrita.ts).
        ...(anoDaEscola.has(docId) ? { anoEmAndamento: anoDaEscola.get(docId) } : {}),
        versao: 1,
        criadoEm: seededAt,
        criadoPor: "seed",
        atualizadoEm: seededAt,
        atualizadoPor: "seed",
      });
      if (campos.codigoInep) {
        batch.set(db.doc(`escolas_inep/${documento.chaveInep(idEmpresa, campos.codigoInep)}`), { idEmpresa, idEscola: docId, codigoInep: campos.codigoInep });
      }
      // The key of its name in its municipality, as the app writes it (lib/escolas/escrita.ts).
      if (documento.comparavel(campos.municipio)) {
        batch.set(db.doc(`escolas_nome/${documento.chaveNome(idEmpresa, campos.nome, campos.municipio)}`), {
          idEmpresa,
          idEscola: docId,
          nome: documento.comparavel(campos.nome),
          municipio: documento.comparavel(campos.municipio),
        });
      }
    }
    await batch.commit();
    await commitInChunks(db, [...anoLetivoWrites(ano, plano, seededAt), ...alunoWrites(ano, plano, seededAt)]);
    // After the turmas and entries they add to (merged: one write per document in a batch).
    await commitInChunks(db, chamadaWrites(ano, plano));
    await commitInChunks(db, notaWrites(ano, plano));
  } finally {
    await deleteApp(app);
  }
}

/**
 * Writes [path, data] in commits of at most 500 writes (Firestore's limit per commit): one round
 * trip per 500 documents instead of one per document, so the demo's ~2,000 documents (roll calls,
 * entries, up to ~440 grade sheets by the year's end) take a second or two at every `npm run dev`,
 * not the tens of seconds that one commit per document would.
 */
async function commitInChunks(db, writes) {
  for (let i = 0; i < writes.length; i += 500) {
    const batch = db.batch();
    for (const [path, data, options] of writes.slice(i, i + 500)) batch.set(db.doc(path), data, options ?? {});
    await batch.commit();
  }
}

/** Who made a record and when, as lib/atividades/escrita.ts's criacaoDe stamps it (here: the seed, at seededAt). */
const criacao = (seededAt, versao = 1) => ({ versao, criadoEm: seededAt, criadoPor: "seed", atualizadoEm: seededAt, atualizadoPor: "seed" });

/** The turma's name key (turmas_nome), as the app names it. */
const chaveNomeTurma = (idAnoLetivo, nome) => chaveTurma.chaveDoNome(idAnoLetivo, nome);

/** The matrícula of the demo student numbered `numero`. */
const matriculaDemo = (ano, numero) => documentoAluno.formatarMatricula(ano, numero);

/**
 * Each active school's year `ano`, as criarAnoLetivo then iniciarAnoLetivo leave it
 * (lib/anos-letivos/escrita.ts), its turmas and their name keys as criarTurma writes them
 * (lib/turmas/escrita.ts; `cursando` already its count), and the enrolments as enturmar's
 * comecar writes them (lib/enturmacoes/escrita.ts), from the first bimestre's start.
 */
function anoLetivoWrites(ano, plano, seededAt) {
  const etapas = etapasDoAno(ano);
  const calendario = documentoAno.calendarioDoAno({ etapas, especiais: [] });
  if (calendario.abaixoDoMinimo) throw new Error(`demo year ${ano}: ${calendario.total} dias letivos, under ${calendario.minimo}`);
  const porId = new Map(alunos.map((a) => [a.docId, a]));
  const writes = [];
  for (const [k, { escola, turmas, enturmacoes }] of plano.entries()) {
    const idAnoLetivo = documentoAno.idDoAno(escola.docId, ano);
    // The first school's turmas are the demo professor's (turmas/{id}.professores, as Adicionar professor writes it).
    const professores = k === 0 ? { professores: [PROFESSOR_DEMO.uid], nomesDosProfessores: { [PROFESSOR_DEMO.uid]: PROFESSOR_DEMO.nome } } : { professores: [], nomesDosProfessores: {} };
    writes.push([`anos_letivos/${idAnoLetivo}`, {
      idEmpresa: EMPRESA_DO_ANO,
      idEscola: escola.docId,
      ano,
      tipoEtapas: "bimestres",
      etapas,
      especiais: [],
      situacao: "andamento",
      ...criacao(seededAt, 2), // created (1), then started (+1)
      impressaoDaCriacao: null, // no form token
    }]);
    for (const t of turmas) {
      const cursando = enturmacoes.filter((e) => e.idTurma === t.docId).length;
      writes.push([`turmas/${t.docId}`, {
        idEmpresa: EMPRESA_DO_ANO,
        idEscola: escola.docId,
        idAnoLetivo,
        ano,
        nome: t.nome,
        nomeOrdem: documentoTurma.ordemDaTurma(t.nome),
        etapaDeEnsino: t.etapaDeEnsino,
        turno: t.turno,
        vagas: t.vagas,
        inicioAulas: t.inicioAulas,
        fimAulas: t.fimAulas,
        codigoInep: null,
        cursando,
        ultimaChamada: "",
        // Its etapa de ensino's `Componentes curriculares`, stored as criarTurma stores them (none in Educação Infantil).
        componentes: componentesPadrao(t.etapaDeEnsino),
        ...professores,
        ...criacao(seededAt),
        impressaoDaCriacao: null, // no form token
      }]);
      writes.push([`turmas_nome/${chaveNomeTurma(idAnoLetivo, t.nome)}`, {
        idEmpresa: EMPRESA_DO_ANO,
        idAnoLetivo,
        idTurma: t.docId,
        nome: documentoTurma.nomeComparavel(t.nome),
      }]);
    }
    for (const e of enturmacoes) {
      const t = turmas.find((x) => x.docId === e.idTurma);
      const a = porId.get(e.idAluno);
      const turma = { id: t.docId, idEscola: escola.docId, idAnoLetivo, ano, nome: t.nome };
      const aluno = { id: a.docId, nome: a.nome, nomeSocial: a.nomeSocial ?? null, matricula: matriculaDemo(ano, a.numero) };
      writes.push([`enturmacoes/${e.docId}`, {
        ...documentoEntrada.documentoDaEntrada(EMPRESA_DO_ANO, turma, aluno, etapas[0].inicio, "seed"),
        criadoEm: seededAt,
      }]);
    }
  }
  return writes;
}

/** The demo roll calls: the last days of class before today, per turma. */
export const DIAS_DE_CHAMADA = 10;

/**
 * Each demo turma's roll calls of the last DIAS_DE_CHAMADA days of class before today (Sofia's,
 * the company's secretária), as salvarChamada leaves them (lib/chamadas/escrita.ts): the day's
 * document, each entry's counters per etapa and `abaixoDoMinimo` (by the demo company's rules: it
 * saves none, so REGRAS_PADRAO's 75%), the turma's `ultimaChamada`.
 * Today is left without a roll call (Home's `Turmas sem chamada hoje`). The marks follow a fixed
 * pattern: the second student of each turma misses 3 of the 10 days (70%: below the minimum, except
 * in Creche), others now and then, one absence in five justified.
 */
function chamadaWrites(ano, plano) {
  const etapas = etapasDoAno(ano);
  const dias = [];
  for (let d = new Date(`${hoje()}T00:00:00Z`); dias.length < DIAS_DE_CHAMADA && d.getUTCFullYear() === ano; ) {
    d.setUTCDate(d.getUTCDate() - 1);
    const iso = d.toISOString().slice(0, 10);
    const etapa = etapaDoDiaDeAula(etapas, [], iso);
    if (etapa !== null) dias.push({ iso, etapa });
  }
  const writes = [];
  for (const { escola, turmas, enturmacoes } of plano) {
    const idAnoLetivo = documentoAno.idDoAno(escola.docId, ano);
    for (const t of turmas) {
      const daTurma = enturmacoes.filter((e) => e.idTurma === t.docId);
      const contagens = new Map(daTurma.map((e) => [e.docId, {}]));
      for (const [k, { iso, etapa }] of dias.entries()) {
        const registro = {};
        for (const [j, e] of daTurma.entries()) {
          const falta = j === 1 ? k % 3 === 0 && k < 9 : (j * 7 + k * 3) % 17 === 0;
          registro[e.idAluno] = { e: e.docId, m: falta ? ((j + k) % 5 === 0 ? "justificada" : "falta") : "presente" };
          const atual = contagens.get(e.docId);
          const somado = documentoChamada.ajustar(atual[String(etapa)] ?? frequencia.CONTAGEM_VAZIA, documentoChamada.contribuicao(registro[e.idAluno].m));
          atual[String(etapa)] = somado;
        }
        writes.push([`chamadas/${documentoChamada.idDaChamada(t.docId, iso)}`, {
          idEmpresa: EMPRESA_DO_ANO,
          idTurma: t.docId,
          idEscola: escola.docId,
          idAnoLetivo,
          dia: iso,
          etapa,
          alunos: registro,
          ...documentoChamada.totais(registro),
          versao: 1,
          salvaPor: "demo-sofia",
          salvaPorNome: "Sofia Ramos",
          salvaEm: new Date(`${iso}T10:42:00Z`), // 07:42 in São Paulo
        }]);
      }
      for (const e of daTurma) {
        const f = contagens.get(e.docId);
        writes.push([`enturmacoes/${e.docId}`, { frequencia: f, abaixoDoMinimo: frequencia.abaixoDoMinimo(frequencia.somar(Object.values(f)), t.etapaDeEnsino, REGRAS_PADRAO.frequenciaMinima) }, { merge: true }]);
      }
      if (dias.length > 0) writes.push([`turmas/${t.docId}`, { ultimaChamada: dias[0].iso }, { merge: true }]);
    }
  }
  return writes;
}

/**
 * The demo grade sheets (issue 25): for each etapa of the year that ended before today, one sheet
 * per component of each turma that has grades (not Educação Infantil: it has no components), with
 * a grade (demo-notas.mjs) for each student `Cursando` in it, every enrolled demo student (in it
 * since the first bimestre's start, so in every etapa's grid). As salvarNotas leaves a sheet saved
 * once (lib/notas/escrita.ts): `versao` 1, so a later save through the app (opened at version 1)
 * goes through; saved by the turma's professor (the first school's: Paulo) or else by Sofia, the
 * secretária, on the etapa's last day. No recovery sheet (`rec`): the recovery is typed in the app.
 */
function notaWrites(ano, plano) {
  const etapas = etapasDoAno(ano);
  const encerradas = etapasEncerradas(etapas, hoje());
  const writes = [];
  for (const [k, { escola, turmas, enturmacoes }] of plano.entries()) {
    const idAnoLetivo = documentoAno.idDoAno(escola.docId, ano);
    const autor = k === 0 ? { salvaPor: PROFESSOR_DEMO.uid, salvaPorNome: PROFESSOR_DEMO.nome } : { salvaPor: "demo-sofia", salvaPorNome: "Sofia Ramos" };
    for (const t of turmas) {
      const daTurma = enturmacoes.filter((e) => e.idTurma === t.docId);
      if (daTurma.length === 0) continue;
      for (const componente of componentesPadrao(t.etapaDeEnsino)) {
        for (const etapa of encerradas) {
          const valores = Object.fromEntries(daTurma.map((e) => [e.idAluno, notaDemo(e.idAluno, componente.id, etapa)]));
          writes.push([`notas/${idDaFolha(t.docId, componente.id, etapa)}`, {
            idEmpresa: EMPRESA_DO_ANO,
            idTurma: t.docId,
            idEscola: escola.docId,
            idAnoLetivo,
            ano,
            idComponente: componente.id,
            nomeComponente: componente.nome,
            etapa,
            valores,
            versao: 1,
            ...autor,
            salvaEm: new Date(`${etapas[Number(etapa)].fim}T20:30:00Z`), // 17:30 in São Paulo
          }]);
        }
      }
    }
  }
  return writes;
}

/**
 * The demo students (each enrolled one with the turma it is `Cursando` in this year, as
 * enturmar's comecar records it), their CPF keys and their company's enrolment sequence.
 */
function alunoWrites(ano, plano, seededAt) {
  const cursando = new Map();
  for (const { turmas, enturmacoes } of plano) {
    for (const e of enturmacoes) {
      const t = turmas.find((x) => x.docId === e.idTurma);
      cursando.set(e.idAluno, {
        cursandoPorAno: { [String(ano)]: documentoEntrada.cursandoNaTurma({ id: t.docId, nome: t.nome }, e.docId) },
        turmasCursando: [t.docId],
      });
    }
  }
  const writes = [];
  for (const { docId, idEmpresa, numero, situacao, ...campos } of alunos) {
    writes.push([`alunos/${docId}`, {
      idEmpresa,
      ...documentoAluno.camposGuardados(campos),
      ...documentoAluno.camposDerivados(campos.nome, campos.nomeSocial),
      matricula: matriculaDemo(ano, numero),
      situacao,
      ...(cursando.get(docId) ?? {}),
      ...criacao(seededAt),
    }]);
    if (campos.cpf) writes.push([`alunos_cpf/${documentoAluno.chaveDoUnico(idEmpresa, campos.cpf)}`, { idEmpresa, idAluno: docId, cpf: campos.cpf }]);
  }
  writes.push([`sequencias/${documentoAluno.chaveSequencia("emp-04", ano)}`, { idEmpresa: "emp-04", ano, proximo: alunos.length + 1 }]);
  return writes;
}

/** The demo accounts, for the console and the README. */
export function describeDemoUsers() {
  const lines = usuarios.map((u) => `  ${u.email.padEnd(20)} ${DEMO_PASSWORD}   ${u.about}`);
  return ["Usuários de demonstração (e-mail / senha):", ...lines].join("\n");
}
