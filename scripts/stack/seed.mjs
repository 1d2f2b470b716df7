// Writes the demo data into the emulators. Idempotent: fixed ids, users updated when they exist,
// documents overwritten, so a second run leaves the same state as the first.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { tsImport } from "tsx/esm/api";
import { alunos, DEMO_PASSWORD, empresas, escolas, usuarios } from "./demo-data.mjs";

// The app's own pure modules for stored and derived fields (TypeScript, through tsx).
const documento = await tsImport("../../lib/escolas/documento.ts", import.meta.url);
const documentoAluno = await tsImport("../../lib/alunos/documento.ts", import.meta.url);
const { anoAtual } = await tsImport("../../lib/campos/data.ts", import.meta.url);

/** Seeds the emulators named by env (FIREBASE_PROJECT_ID and the two emulator hosts). */
export async function seedDemo(env) {
  Object.assign(process.env, {
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
    const ativosPorEscola = new Map();
    for (const a of alunos) if (a.situacao === "ativo") ativosPorEscola.set(a.idEscola, (ativosPorEscola.get(a.idEscola) ?? 0) + 1);
    for (const { docId, idEmpresa, ativa, ...campos } of escolas) {
      batch.set(db.doc(`escolas/${docId}`), {
        idEmpresa,
        ...documento.camposGuardados(campos),
        ...documento.camposDerivados(campos.nome),
        ativa,
        alunosAtivos: ativosPorEscola.get(docId) ?? 0,
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
    await seedAlunos(db, seededAt);
  } finally {
    await deleteApp(app);
  }
}

/** The demo students, their CPF keys and their company's enrolment sequence, in commits of 500. */
async function seedAlunos(db, seededAt) {
  const ano = anoAtual();
  const writes = [];
  for (const { docId, idEmpresa, numero, situacao, ...campos } of alunos) {
    writes.push([`alunos/${docId}`, {
      idEmpresa,
      ...documentoAluno.camposGuardados(campos),
      ...documentoAluno.camposDerivados(campos.nome),
      matricula: documentoAluno.formatarMatricula(ano, numero),
      situacao,
      versao: 1,
      criadoEm: seededAt,
      criadoPor: "seed",
      atualizadoEm: seededAt,
      atualizadoPor: "seed",
    }]);
    if (campos.cpf) writes.push([`alunos_cpf/${documentoAluno.chaveCpf(idEmpresa, campos.cpf)}`, { idEmpresa, idAluno: docId, cpf: campos.cpf }]);
  }
  writes.push([`sequencias/${documentoAluno.chaveSequencia("emp-04", ano)}`, { idEmpresa: "emp-04", ano, proximo: alunos.length + 1 }]);
  for (let i = 0; i < writes.length; i += 500) {
    const batch = db.batch();
    for (const [path, data] of writes.slice(i, i + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/** The demo accounts, for the console and the README. */
export function describeDemoUsers() {
  const lines = usuarios.map((u) => `  ${u.email.padEnd(20)} ${DEMO_PASSWORD}   ${u.about}`);
  return ["Usuários de demonstração (e-mail / senha):", ...lines].join("\n");
}
