// What the integration tests of server actions share: a clean cookie jar and a quiet console for
// each test, and a signed-in member of a new company with its action context. (`jest.mock` of
// next/headers stays in each test file: Jest hoists it there.)
import type { Papel } from "@/lib/empresas/papeis";
import type { ShellContext } from "@/lib/shell/contexto";
import type { Autor } from "@/lib/atividades/schema";
import { closeTestApp, createEmpresas, createUser, link, testDb, uniqueId, type TestUser } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { signInForTest } from "@/test/support/sign-in";

/** Registers the hooks every action test file needs (call once, at the top level). */
export function prepararTestesDeAcoes(): void {
  afterAll(closeTestApp);
  beforeEach(() => {
    cookieJar.clear();
    for (const nivel of ["warn", "error", "info"] as const) jest.spyOn(console, nivel).mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

/**
 * A user linked to a new company (`papel`; none: a link older than roles), whose current company it
 * is, signed in (the session cookie in the test jar), with the context its actions run in.
 */
export async function membroConectado(nomeDaEmpresa: string, papel?: Papel): Promise<{ user: TestUser; idEmpresa: string; ctx: ShellContext }> {
  const [empresa] = await createEmpresas([nomeDaEmpresa]);
  const idEmpresa = empresa!.id;
  const user = await createUser({ idEmpresaAtual: idEmpresa });
  await testDb()
    .collection("usuarios_empresas")
    .doc(uniqueId("ue"))
    .set({ idUsuario: user.uid, emailUsuario: user.email, idEmpresa, ...(papel ? { papel } : {}) });
  await signInForTest(user);
  const ctx: ShellContext = { session: { uid: user.uid, email: user.email, displayName: null, photoURL: null, sid: "s" }, empresa: { id: idEmpresa, nome: null }, papel: papel ?? "secretaria" };
  return { user, idEmpresa, ctx };
}

/** An administrador of a new company, as the author of its members' changes (lib/membros/). */
export async function administradorDeNovaEmpresa(displayName: string): Promise<Autor> {
  const idEmpresa = uniqueId("emp");
  const admin = await createUser({ displayName });
  await link(admin, [idEmpresa], { papel: "administrador" });
  return { idEmpresa, uid: admin.uid, nome: admin.displayName };
}
