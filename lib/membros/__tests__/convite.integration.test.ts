import { definirSenhaAction } from "@/app/definir-senha/actions";
import { confirmPasswordReset, verifyPasswordResetCode } from "@/lib/auth/identity";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { ActionError } from "@/lib/infra/actions/guard";
import { listarMembros } from "@/lib/membros/dados";
import { convidarMembro } from "@/lib/membros/escrita";
import { codigoDoLink, lerConvite, linkDeConvite, origemDe, reenviarConvite } from "@/lib/membros/convite";
import { configTexts, conviteTexts } from "@/lib/messages";
import type { Autor } from "@/lib/atividades/schema";
import { closeTestApp, createEmpresas, createUser, link, readIdEmpresaAtual, testAuth, uniqueId } from "@/test/support/firebase";
import { cookieJar, redirectTarget } from "@/test/support/request-cookies";

// Issue 22: the invitation's link opens the app's own /definir-senha, which checks the identity
// provider's code, sets the name and the password, and signs the person in; a used or unknown
// code says the invitation expired. Against the emulators.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

afterAll(closeTestApp);
beforeEach(() => {
  cookieJar.clear();
  for (const nivel of ["warn", "error", "info"] as const) jest.spyOn(console, nivel).mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** The last password-reset code the Auth emulator recorded for an address. */
async function ultimoCodigo(email: string): Promise<string | undefined> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === "PASSWORD_RESET").at(-1)?.oobCode;
}

/** A named company with an administrador, and a new e-mail invited to it. */
async function convidada() {
  const nome = `Escola Convite ${uniqueId("e")}`;
  const [empresa] = await createEmpresas([nome]);
  const admin = await createUser({ displayName: "Admin Convite" });
  await link(admin, [empresa!.id], { papel: "administrador" });
  const autor: Autor = { idEmpresa: empresa!.id, uid: admin.uid, nome: admin.displayName };
  const email = `${uniqueId("convidada")}@teste.escola`;
  await convidarMembro(autor, { email, papel: "secretaria" });
  const codigo = await ultimoCodigo(email);
  expect(codigo).toBeDefined();
  return { autor, empresa: { id: empresa!.id, nome }, email, codigo: codigo! };
}

const SENHA = "senha-do-convite-1";

describe("the identity provider's password-reset codes", () => {
  it("checks a code without using it, then uses it once", async () => {
    const { email, codigo } = await convidada();
    expect(await verifyPasswordResetCode(codigo)).toEqual({ ok: true, email });
    expect(await verifyPasswordResetCode(codigo)).toEqual({ ok: true, email });
    expect(await confirmPasswordReset(codigo, SENHA)).toEqual({ ok: true, email });
    expect(await verifyPasswordResetCode(codigo)).toMatchObject({ ok: false, code: "INVALID_OOB_CODE" });
    expect(await confirmPasswordReset(codigo, SENHA)).toMatchObject({ ok: false });
    expect(await verifyPasswordResetCode("codigo-que-nao-existe")).toMatchObject({ ok: false });
  });

  it("prints the link to the app's page on the emulators, with the request's origin", async () => {
    const info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    const { email, codigo } = await convidada();
    expect(info).toHaveBeenCalledWith(expect.stringContaining(`${email}: http://localhost:3000/definir-senha?oobCode=${encodeURIComponent(codigo)}`));
    expect(origemDe(new Headers({ host: "escolas.exemplo.com.br", "x-forwarded-proto": "https" }))).toBe("https://escolas.exemplo.com.br");
    expect(origemDe(new Headers({ host: "127.0.0.1:3100" }))).toBe("http://127.0.0.1:3100");
  });
});

describe("/definir-senha", () => {
  it("greets the invited person with the company, sets name and password, signs in and opens the only company", async () => {
    const { autor, empresa, email, codigo } = await convidada();
    expect(await lerConvite(codigo)).toEqual({ valido: true, email, empresas: [empresa.nome], pendente: true, nome: null });
    expect((await listarMembros(empresa.id)).find((m) => m.email === email)).toMatchObject({ nome: null, pendente: true });

    const erro = await definirSenhaAction(null, form({ oobCode: codigo, nome: "  Maria   da Silva ", novaSenha: SENHA, confirmacao: SENHA })).catch((e: unknown) => e);
    expect(redirectTarget(erro)).toBe("/listar-empresas");
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeDefined();
    const conta = await testAuth().getUserByEmail(email);
    expect(conta.displayName).toBe("Maria da Silva");
    expect(conta.providerData.map((p) => p.providerId)).toContain("password");
    expect(await readIdEmpresaAtual(conta.uid)).toBe(empresa.id);
    expect((await listarMembros(empresa.id)).find((m) => m.email === email)).toMatchObject({ nome: "Maria da Silva", pendente: false });

    // The same link again: expired, on opening and on sending.
    expect(await lerConvite(codigo)).toEqual({ valido: false });
    cookieJar.clear();
    const deNovo = await definirSenhaAction(null, form({ oobCode: codigo, nome: "Outra Pessoa", novaSenha: "outra-senha-1", confirmacao: "outra-senha-1" })).catch((e: unknown) => e);
    expect(redirectTarget(deNovo)).toBe("/definir-senha");
    expect(cookieJar.value(SESSION_COOKIE_NAME)).toBeUndefined();
    expect((await testAuth().getUserByEmail(email)).displayName).toBe("Maria da Silva");

    // Accepted: no more resending nor links.
    const chave = conta.uid;
    await expect(reenviarConvite(autor, chave)).rejects.toThrow(configTexts.membros.erros.naoPendente);
    await expect(linkDeConvite(autor, chave, "http://localhost:3000")).rejects.toThrow(configTexts.membros.erros.naoPendente);
  });

  it("an unknown code, or none, is expired; fields are checked before anything is used", async () => {
    expect(await lerConvite("nao-existe")).toEqual({ valido: false });
    const semCodigo = await definirSenhaAction(null, form({ nome: "Maria", novaSenha: SENHA, confirmacao: SENHA })).catch((e: unknown) => e);
    expect(redirectTarget(semCodigo)).toBe("/definir-senha");
    const falso = await definirSenhaAction(null, form({ oobCode: "nao-existe", nome: "Maria", novaSenha: SENHA, confirmacao: SENHA })).catch((e: unknown) => e);
    expect(redirectTarget(falso)).toBe("/definir-senha");

    const { email, codigo } = await convidada();
    const erros = configTexts.conta.erros;
    const casos: [Record<string, string>, Record<string, string>][] = [
      [{ nome: "", novaSenha: SENHA, confirmacao: SENHA }, { nome: conviteTexts.erros.nomeObrigatorio }],
      [{ nome: "Al", novaSenha: SENHA, confirmacao: SENHA }, { nome: conviteTexts.erros.nomeTamanho }],
      [{ nome: "A".repeat(121), novaSenha: SENHA, confirmacao: SENHA }, { nome: conviteTexts.erros.nomeTamanho }],
      [{ nome: "Maria", novaSenha: "curta", confirmacao: "curta" }, { novaSenha: erros.curta }],
      [{ nome: "Maria", novaSenha: "x".repeat(129), confirmacao: "x".repeat(129) }, { novaSenha: erros.longa }],
      [{ nome: "Maria", novaSenha: SENHA, confirmacao: `${SENHA}!` }, { confirmacao: erros.naoConferem }],
    ];
    for (const [campos, esperado] of casos) {
      const estado = await definirSenhaAction(null, form({ oobCode: codigo, ...campos }));
      expect(estado?.fieldErrors).toEqual(esperado);
      expect(estado?.values).toEqual({ nome: campos.nome });
    }
    // Nothing was used: the code still opens the form.
    expect(await lerConvite(codigo)).toMatchObject({ valido: true, email });
  });
});

describe("a pending invitee's 'Reenviar convite' and 'Copiar link'", () => {
  it("sends a new code, and makes a link to the app's page whose code works", async () => {
    const { autor, email, codigo } = await convidada();
    const conta = await testAuth().getUserByEmail(email);
    expect(await reenviarConvite(autor, conta.uid)).toBe(email);
    const novo = await ultimoCodigo(email);
    expect(novo).toBeDefined();
    expect(novo).not.toBe(codigo);

    const link = await linkDeConvite(autor, conta.uid, "https://escolas.exemplo.com.br");
    expect(link).toMatch(/^https:\/\/escolas\.exemplo\.com\.br\/definir-senha\?oobCode=[^&]+$/);
    expect(await verifyPasswordResetCode(codigoDoLink(link)!)).toEqual({ ok: true, email });

    // Another company's administrator finds no such member.
    const [outra] = await createEmpresas([`Outra ${uniqueId("e")}`]);
    const intruso: Autor = { ...autor, idEmpresa: outra!.id };
    await expect(reenviarConvite(intruso, conta.uid)).rejects.toBeInstanceOf(ActionError);
    await expect(linkDeConvite(intruso, conta.uid, "http://localhost:3000")).rejects.toThrow(configTexts.membros.erros.naoEncontrado);
  });
});
