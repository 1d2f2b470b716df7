import { Auth } from "firebase-admin/auth";
import { garantirConta } from "@/lib/membros/contas";
import { convidarMembro, removerMembro } from "@/lib/membros/escrita";
import { administradorDeNovaEmpresa } from "@/test/support/acoes";
import { closeTestApp, createUser, link, testAuth, testDb, uniqueId } from "@/test/support/firebase";

// Issue 20, "Removed invitees": an invited person's account without a password stays after they are
// removed before ever signing in. It goes, with its usuarios document, when its last link goes.

afterAll(closeTestApp);
beforeEach(() => jest.spyOn(console, "info").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const empresa = () => administradorDeNovaEmpresa("Admin Remoção");

const novoEmail = () => `${uniqueId("removida")}@teste.escola`;

async function conta(email: string) {
  return testAuth()
    .getUserByEmail(email)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return null;
      throw error;
    });
}

const usuarioExiste = async (uid: string) => (await testDb().doc(`usuarios/${uid}`).get()).exists;
const linksDe = async (uid: string) => (await testDb().collection("usuarios_empresas").where("idUsuario", "==", uid).get()).docs.map((d) => d.data());

describe("removing an invited person who never signed in", () => {
  it("deletes the account without a password and its usuarios document", async () => {
    const quem = await empresa();
    const email = novoEmail();
    await convidarMembro(quem, { email, papel: "secretaria" });
    const { uid } = (await conta(email))!;

    await removerMembro(quem, uid);

    expect(await conta(email)).toBeNull();
    expect(await usuarioExiste(uid)).toBe(false);
    // Invited again later: a new account, as for any new e-mail.
    await convidarMembro(quem, { email, papel: "consulta" });
    const nova = (await conta(email))!;
    expect(nova.uid).not.toBe(uid);
    expect(await usuarioExiste(nova.uid)).toBe(true);
  });

  it("keeps it while another company still links it, and deletes it when the last link goes", async () => {
    const [a, b] = [await empresa(), await empresa()];
    const email = novoEmail();
    await convidarMembro(a, { email, papel: "secretaria" });
    await convidarMembro(b, { email, papel: "consulta" });
    const { uid } = (await conta(email))!;

    await removerMembro(a, uid);
    expect((await conta(email))?.uid).toBe(uid);
    expect(await usuarioExiste(uid)).toBe(true);

    await removerMembro(b, uid);
    expect(await conta(email)).toBeNull();
    expect(await usuarioExiste(uid)).toBe(false);
  });

  it("keeps it while a link names only its e-mail", async () => {
    const quem = await empresa();
    const email = novoEmail();
    await convidarMembro(quem, { email, papel: "secretaria" });
    const { uid } = (await conta(email))!;
    await testDb().collection("usuarios_empresas").doc(uniqueId("ue")).set({ idUsuario: "", emailUsuario: email, idEmpresa: uniqueId("emp"), papel: "consulta" });

    await removerMembro(quem, uid);
    expect((await conta(email))?.uid).toBe(uid);
  });

  it("keeps an account that has a way in (a password chosen through the invitation, or any account with one)", async () => {
    const quem = await empresa();
    const email = novoEmail();
    await convidarMembro(quem, { email, papel: "secretaria" });
    const { uid } = (await conta(email))!;
    await testAuth().updateUser(uid, { password: "senha-escolhida-1" });
    await removerMembro(quem, uid);
    expect((await conta(email))?.uid).toBe(uid);
    expect(await usuarioExiste(uid)).toBe(true);

    const comSenha = await createUser();
    await link(comSenha, [quem.idEmpresa], { papel: "consulta" });
    await removerMembro(quem, comSenha.uid);
    expect((await conta(comSenha.email))?.uid).toBe(comSenha.uid);
  });

  it("removing a person known only by an e-mail deletes their account without a password when nothing else links it", async () => {
    const quem = await empresa();
    const email = novoEmail();
    const { uid } = await testAuth().createUser({ email });
    await testDb().doc(`usuarios/${uid}`).set({});
    await testDb().collection("usuarios_empresas").doc(uniqueId("ue")).set({ idUsuario: "", emailUsuario: email, idEmpresa: quem.idEmpresa, papel: "consulta" });

    await removerMembro(quem, `email:${email}`);
    expect(await conta(email)).toBeNull();
    expect(await usuarioExiste(uid)).toBe(false);
  });

  it("a removal and another company's invitation at once never leave a link to a deleted account", async () => {
    for (let rodada = 0; rodada < 6; rodada++) {
      const [a, b] = [await empresa(), await empresa()];
      const email = novoEmail();
      await convidarMembro(a, { email, papel: "secretaria" });
      const { uid } = (await conta(email))!;

      await Promise.all([removerMembro(a, uid), convidarMembro(b, { email, papel: "consulta" })]);

      // B's invitation stands, on an account that exists, with its usuarios document.
      const depois = await conta(email);
      expect(depois).not.toBeNull();
      const deB = (await testDb().collection("usuarios_empresas").where("idEmpresa", "==", b.idEmpresa).get()).docs
        .map((d) => d.data())
        .filter((l) => l.emailUsuario === email);
      expect(deB).toEqual([expect.objectContaining({ idUsuario: depois!.uid })]);
      expect(await usuarioExiste(depois!.uid)).toBe(true);
      // The old account, if it went, took no link with it.
      if (depois!.uid !== uid) {
        expect(await linksDe(uid)).toEqual([]);
        expect(await usuarioExiste(uid)).toBe(false);
      }
    }
  }, 60_000);

  // The steps of that race, one at a time (lib/membros/contas.ts).
  it("an invitation that meets a removal halfway waits for it, then invites on a new account", async () => {
    const quem = await empresa();
    const email = novoEmail();
    const { uid } = await testAuth().createUser({ email });
    await testDb().doc(`usuarios/${uid}`).set({ excluindoEm: new Date() });

    // (A spy, not a mock: the calls still reach the Auth emulator.)
    const buscas = jest.spyOn(Auth.prototype, "getUserByEmail");
    const convite = convidarMembro(quem, { email, papel: "consulta" });
    // A second look-up of the e-mail: the first attempt met the mark and starts again.
    while (buscas.mock.calls.filter(([e]) => e === email).length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    await testAuth().deleteUser(uid);
    await convite;
    await testDb().doc(`usuarios/${uid}`).delete();

    const nova = (await conta(email))!;
    expect(nova.uid).not.toBe(uid);
    expect(await linksDe(nova.uid)).toEqual([expect.objectContaining({ idEmpresa: quem.idEmpresa, emailUsuario: email })]);
    expect(await linksDe(uid)).toEqual([]);
    expect(await usuarioExiste(uid)).toBe(false);
  });

  it("a mark left by a removal that stopped halfway (over a minute old) holds nothing, and goes", async () => {
    const quem = await empresa();
    const email = novoEmail();
    const { uid } = await testAuth().createUser({ email });
    await testDb().doc(`usuarios/${uid}`).set({ excluindoEm: new Date(Date.now() - 2 * 60_000) });
    await convidarMembro(quem, { email, papel: "consulta" });
    expect(await linksDe(uid)).toEqual([expect.objectContaining({ idEmpresa: quem.idEmpresa })]);
    expect((await testDb().doc(`usuarios/${uid}`).get()).data()).toEqual({});
  });

  it("an invitation committed after the removal deleted its account makes it again: same uid and e-mail, no password", async () => {
    const email = novoEmail();
    const { uid } = await testAuth().createUser({ email, password: "tinha-senha-1" });
    await testAuth().deleteUser(uid);
    await expect(garantirConta({ uid, semAcesso: false }, email)).resolves.toEqual({ uid, semAcesso: true });
    const refeita = (await conta(email))!;
    expect(refeita.uid).toBe(uid);
    expect(refeita.providerData).toEqual([]);
    // An account still there is left as it is.
    await expect(garantirConta({ uid, semAcesso: true }, email)).resolves.toEqual({ uid, semAcesso: true });
  });
});
