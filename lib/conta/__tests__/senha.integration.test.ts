import { ActionError } from "@/lib/infra/actions/guard";
import { signInWithPassword } from "@/lib/auth/identity";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { encerrarTodasAsSessoes, verifySession } from "@/lib/auth/session";
import { alterarSenha, recusaDaSenhaAtual } from "@/lib/conta/escrita";
import { alterarSenhaInput } from "@/lib/conta/schema";
import { anexarVinculosDoEmail } from "@/lib/empresas/dados";
import { configTexts } from "@/lib/messages";
import { closeTestApp, createUser, link, testAuth, testDb, uniqueId, TEST_PASSWORD } from "@/test/support/firebase";
import { cookieJar } from "@/test/support/request-cookies";
import { signInForTest } from "@/test/support/sign-in";
import { recusa as refusal } from "@/test/support/contexto";

// "Alterar senha" and "Sair de todos os dispositivos" against the emulators: the cookie a browser
// holds, and copies of older ones replayed afterwards.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

afterAll(closeTestApp);
beforeEach(() => cookieJar.clear());

const erros = configTexts.conta.erros;
const NOVA = "nova-senha-do-teste-456";

const cookie = () => cookieJar.value(SESSION_COOKIE_NAME);
const usarCookie = (value: string) => cookieJar.store.set(SESSION_COOKIE_NAME, { name: SESSION_COOKIE_NAME, value, options: {} });

/** verifySession() as a later request carrying this cookie would see it. */
async function sessaoCom(value: string) {
  usarCookie(value);
  return verifySession();
}


/** The messages of a failed parse, by field. */
function mensagens(input: Record<string, string>): Record<string, string[]> {
  const result = alterarSenhaInput.safeParse(input);
  expect(result.success).toBe(false);
  const porCampo: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (porCampo[String(issue.path[0])] ??= []).push(issue.message);
  return porCampo;
}

describe("alterarSenhaInput", () => {
  it("accepts a new password of 8 to 128 characters, confirmed and different", () => {
    expect(alterarSenhaInput.safeParse({ senhaAtual: "atual-123", novaSenha: "12345678", confirmacao: "12345678" }).success).toBe(true);
    expect(alterarSenhaInput.safeParse({ senhaAtual: "atual-123", novaSenha: "x".repeat(128), confirmacao: "x".repeat(128) }).success).toBe(true);
  });

  it("refuses a short one", () => {
    expect(mensagens({ senhaAtual: "atual-123", novaSenha: "1234567", confirmacao: "1234567" }).novaSenha).toEqual(["A nova senha deve ter pelo menos 8 caracteres."]);
  });

  it("refuses one longer than 128", () => {
    expect(mensagens({ senhaAtual: "atual-123", novaSenha: "x".repeat(129), confirmacao: "x".repeat(129) }).novaSenha).toEqual([erros.longa]);
  });

  it("refuses a confirmation that differs", () => {
    expect(mensagens({ senhaAtual: "atual-123", novaSenha: "nova-senha-1", confirmacao: "nova-senha-2" })).toEqual({ confirmacao: ["As senhas não conferem."] });
  });

  it("refuses the current password as the new one", () => {
    expect(mensagens({ senhaAtual: "mesma-senha-1", novaSenha: "mesma-senha-1", confirmacao: "mesma-senha-1" })).toEqual({ novaSenha: ["A nova senha deve ser diferente da atual."] });
  });

  it("asks for the current password", () => {
    expect(mensagens({ senhaAtual: "", novaSenha: "nova-senha-1", confirmacao: "nova-senha-1" }).senhaAtual).toEqual([erros.senhaAtualObrigatoria]);
  });
});

describe("recusaDaSenhaAtual", () => {
  it("reads the provider's throttling as 'too many attempts', on the current password's field", () => {
    const error = recusaDaSenhaAtual("TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.");
    expect(error).toBeInstanceOf(ActionError);
    expect(error.message).toBe("Muitas tentativas. Tente novamente mais tarde.");
    expect(error.field).toBe("senhaAtual");
  });

  it("reads any other refusal as a wrong current password", () => {
    for (const code of ["INVALID_PASSWORD", "INVALID_LOGIN_CREDENTIALS", "USER_DISABLED"]) {
      expect(recusaDaSenhaAtual(code)).toMatchObject({ message: "Senha atual incorreta.", field: "senhaAtual" });
    }
  });
});

describe("alterarSenha", () => {
  it("refuses a wrong current password, and changes nothing", async () => {
    const user = await createUser();
    const session = await signInForTest(user);
    const antes = cookie()!;

    const error = await refusal(alterarSenha(session, { senhaAtual: "senha-errada-999", novaSenha: NOVA, confirmacao: NOVA }));
    expect(error.message).toBe("Senha atual incorreta.");
    expect(error.field).toBe("senhaAtual");

    expect((await signInWithPassword(user.email, TEST_PASSWORD)).ok).toBe(true);
    expect((await signInWithPassword(user.email, NOVA)).ok).toBe(false);
    expect(cookie()).toBe(antes);
    await expect(sessaoCom(antes)).resolves.toMatchObject({ uid: user.uid });
  });

  it("sets the new password, keeps this browser signed in and ends every other session (old cookies refused)", async () => {
    const user = await createUser();
    await signInForTest(user);
    const outroDispositivo = cookie()!;
    cookieJar.clear();
    const session = await signInForTest(user);
    const desteNavegadorAntes = cookie()!;
    // Both valid before the change.
    await expect(sessaoCom(outroDispositivo)).resolves.toMatchObject({ uid: user.uid });
    await expect(sessaoCom(desteNavegadorAntes)).resolves.toMatchObject({ uid: user.uid });
    usarCookie(desteNavegadorAntes);

    await alterarSenha(session, { senhaAtual: TEST_PASSWORD, novaSenha: NOVA, confirmacao: NOVA });

    const novo = cookie()!;
    expect(novo).toBeDefined();
    expect(novo).not.toBe(desteNavegadorAntes);
    await expect(sessaoCom(novo)).resolves.toMatchObject({ uid: user.uid, email: user.email });

    // Copies of the cookies taken before the change, replayed.
    await expect(sessaoCom(outroDispositivo)).resolves.toBeNull();
    await expect(sessaoCom(desteNavegadorAntes)).resolves.toBeNull();
    // One session record left: this browser's new one.
    expect((await testDb().collection("sessoes").where("uid", "==", user.uid).get()).size).toBe(1);

    expect((await signInWithPassword(user.email, NOVA)).ok).toBe(true);
    const antiga = await signInWithPassword(user.email, TEST_PASSWORD);
    expect(antiga.ok).toBe(false);
  });

  it("refuses an account without a password (Google)", async () => {
    const uid = uniqueId("g");
    const email = `${uid}@teste.escola`;
    await testAuth().importUsers([{ uid, email, providerData: [{ uid: `google-${uid}`, providerId: "google.com", email }] }]);
    const error = await refusal(alterarSenha({ uid, email, displayName: null, photoURL: null, sid: "s" }, { senhaAtual: "qualquer-1", novaSenha: NOVA, confirmacao: NOVA }));
    expect(error.message).toBe(erros.semSenha);
  });
});

describe("encerrarTodasAsSessoes", () => {
  it("ends every session of the user, this one too, and removes the cookie; other users keep theirs", async () => {
    const user = await createUser();
    const outra = await createUser();
    await signInForTest(outra);
    const daOutra = cookie()!;
    cookieJar.clear();
    await signInForTest(user);
    const primeiro = cookie()!;
    cookieJar.clear();
    await signInForTest(user);
    const atual = cookie()!;

    await encerrarTodasAsSessoes(user.uid);
    expect(cookie()).toBeUndefined();

    await expect(sessaoCom(atual)).resolves.toBeNull();
    await expect(sessaoCom(primeiro)).resolves.toBeNull();
    await expect(sessaoCom(daOutra)).resolves.toMatchObject({ uid: outra.uid });
    expect((await testDb().collection("sessoes").where("uid", "==", user.uid).get()).size).toBe(0);
  });
});

describe("anexarVinculosDoEmail", () => {
  it("gives the uid to the e-mail's links without one, and leaves the others alone", async () => {
    const user = await createUser();
    const [semUid] = await link(user, [uniqueId("emp")], { byEmailOnly: true, papel: "consulta" }); // idUsuario ""
    const ausente = testDb().collection("usuarios_empresas").doc(uniqueId("ue"));
    await ausente.set({ emailUsuario: user.email, idEmpresa: uniqueId("emp"), papel: "secretaria" }); // no idUsuario
    const deOutro = testDb().collection("usuarios_empresas").doc(uniqueId("ue"));
    await deOutro.set({ idUsuario: "outro-uid", emailUsuario: user.email, idEmpresa: uniqueId("emp") });
    const [proprio] = await link(user, [uniqueId("emp")]);
    const outroEmail = testDb().collection("usuarios_empresas").doc(uniqueId("ue"));
    await outroEmail.set({ idUsuario: "", emailUsuario: `outro-${user.email}`, idEmpresa: uniqueId("emp") });

    await expect(anexarVinculosDoEmail(user.uid, user.email)).resolves.toBe(2);

    const idDe = async (id: string) => (await testDb().doc(`usuarios_empresas/${id}`).get()).get("idUsuario");
    expect(await idDe(semUid!)).toBe(user.uid);
    expect(await idDe(ausente.id)).toBe(user.uid);
    expect(await idDe(deOutro.id)).toBe("outro-uid");
    expect(await idDe(proprio!)).toBe(user.uid);
    expect(await idDe(outroEmail.id)).toBe("");
    // The roles stay.
    expect((await testDb().doc(`usuarios_empresas/${semUid}`).get()).get("papel")).toBe("consulta");

    await expect(anexarVinculosDoEmail(user.uid, user.email)).resolves.toBe(0);
    await expect(anexarVinculosDoEmail(user.uid, null)).resolves.toBe(0);
  });

  it("runs at sign-in: an invited person with uid links sees the company that named them by e-mail", async () => {
    const user = await createUser();
    const deles = uniqueId("emp");
    const porEmail = uniqueId("emp");
    await link(user, [deles]);
    const [vinculo] = await link(user, [porEmail], { byEmailOnly: true });
    await signInForTest(user);
    expect((await testDb().doc(`usuarios_empresas/${vinculo}`).get()).get("idUsuario")).toBe(user.uid);
  });
});
