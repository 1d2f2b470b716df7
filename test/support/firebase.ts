// Test data on the emulators, shared by the Jest integration tests and the Playwright flows.
// Every helper makes its own unique ids, so tests never see each other's data.
import { randomUUID } from "node:crypto";
import { deleteApp, getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";

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

/** usuarios_empresas rows linking the user by uid (or, with `byEmailOnly`, by e-mail alone). */
export async function link(user: TestUser, empresaIds: string[], options: { byEmailOnly?: boolean } = {}): Promise<string[]> {
  const batch = testDb().batch();
  const docIds = empresaIds.map((idEmpresa) => {
    const docId = uniqueId("ue");
    batch.set(testDb().doc(`usuarios_empresas/${docId}`), {
      idUsuario: options.byEmailOnly ? "" : user.uid,
      emailUsuario: user.email,
      idEmpresa,
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
