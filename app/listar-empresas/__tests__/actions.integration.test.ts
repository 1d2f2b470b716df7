import { forgetRemovedEmpresaAction, selectEmpresa } from "@/app/listar-empresas/actions";
import { logout } from "@/app/sessao/actions";
import { verifySession } from "@/lib/auth/session";
import { FLASH_COOKIE_NAME } from "@/lib/infra/flash";
import { createEmpresas, createUser, link, readIdEmpresaAtual, unlinkAll } from "@/test/support/firebase";
import { cookieJar, redirectTarget } from "@/test/support/request-cookies";
import { signInForTest } from "@/test/support/sign-in";

import { prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

const choose = (idEmpresa: string | Blob) => {
  const data = new FormData();
  data.append("idEmpresa", idEmpresa);
  return selectEmpresa(null, data);
};

async function linkedUser() {
  const [mine, other] = await createEmpresas(["Minha Escola", "Escola Alheia"]);
  const user = await createUser();
  await link(user, [mine!.id]);
  await signInForTest(user);
  return { user, mine: mine!, other: other! };
}

describe("selectEmpresa", () => {
  it("writes idEmpresaAtual and goes to /main", async () => {
    const { user, mine } = await linkedUser();
    const error = await choose(mine.id).catch((e: unknown) => e);
    expect(redirectTarget(error)).toBe("/main");
    expect(await readIdEmpresaAtual(user.uid)).toBe(mine.id);
  });

  it("accepts a company linked only by e-mail", async () => {
    const [byEmail] = await createEmpresas(["Pelo E-mail"]);
    const user = await createUser();
    await link(user, [byEmail!.id], { byEmailOnly: true });
    await signInForTest(user);
    expect(redirectTarget(await choose(byEmail!.id).catch((e: unknown) => e))).toBe("/main");
    expect(await readIdEmpresaAtual(user.uid)).toBe(byEmail!.id);
  });

  it("refuses a forged company id and writes nothing", async () => {
    const { user, other } = await linkedUser();
    const state = await choose(other.id);
    expect(state?.text).toBe("Erro ao vincular empresa: você não está vinculado a esta empresa.");
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
  });

  it.each([
    ["an empty id", ""],
    ["an id over 128 characters", "x".repeat(129)],
    ["a file", new Blob(["x"])],
  ])("refuses %s", async (_, value) => {
    const { user } = await linkedUser();
    const state = await choose(value);
    expect(state?.text).toBe("Erro ao vincular empresa: empresa inválida.");
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
  });

  it("refuses without a session", async () => {
    const [empresa] = await createEmpresas(["Qualquer"]);
    const state = await choose(empresa!.id);
    expect(state?.text).toBe("Erro ao vincular empresa: sua sessão expirou. Entre novamente.");
  });

  it("reports a missing user document instead of creating it", async () => {
    const [empresa] = await createEmpresas(["Sem Documento"]);
    const user = await createUser({ withDoc: false });
    await link(user, [empresa!.id]);
    await signInForTest(user);
    const state = await choose(empresa!.id);
    expect(state?.text).toBe("Erro ao vincular empresa: usuário não encontrado.");
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
  });
});

describe("logout", () => {
  it("ends the session, leaves 'Logout bem-sucedido!' and goes to /login", async () => {
    await linkedUser();
    expect(await verifySession()).not.toBeNull();
    const error = await logout().catch((e: unknown) => e);
    expect(redirectTarget(error)).toBe("/login");
    expect(cookieJar.value(FLASH_COOKIE_NAME)).toBe("logout");
    expect(await verifySession()).toBeNull();
  });
});

describe("selectEmpresa called with arguments of the wrong type", () => {
  it.each([["a string", "emp-1"], ["null", null], ["an object", { idEmpresa: "emp-1" }]])("refuses %s and writes nothing", async (_, value) => {
    const { user } = await linkedUser();
    await expect(selectEmpresa(null, value)).resolves.toMatchObject({ text: "Erro ao vincular empresa: empresa inválida." });
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
  });

  it("refuses unknown fields and writes nothing (issue 41); the same form without them goes through", async () => {
    const { user, mine } = await linkedUser();
    const data = new FormData();
    data.append("idEmpresa", mine.id);
    data.append("idUsuario", "outro-usuario");
    data.append("idEmpresaAtual", "emp-forjada");
    await expect(selectEmpresa(null, data)).resolves.toMatchObject({ text: "Erro ao vincular empresa: O formulário enviado não é válido. Recarregue a página." });
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
    const limpo = new FormData();
    limpo.append("idEmpresa", mine.id);
    expect(redirectTarget(await selectEmpresa(null, limpo).catch((e: unknown) => e))).toBe("/main");
    expect(await readIdEmpresaAtual(user.uid)).toBe(mine.id);
  });
});

describe("forgetRemovedEmpresaAction", () => {
  it("keeps a linked current company, and clears one the user lost", async () => {
    const { user, mine } = await linkedUser();
    expect(redirectTarget(await choose(mine.id).catch((e: unknown) => e))).toBe("/main");
    await forgetRemovedEmpresaAction();
    expect(await readIdEmpresaAtual(user.uid)).toBe(mine.id);
    await unlinkAll(user);
    await forgetRemovedEmpresaAction();
    expect(await readIdEmpresaAtual(user.uid)).toBeUndefined();
  });

  it("does nothing, and logs nothing, without a session", async () => {
    await expect(forgetRemovedEmpresaAction()).resolves.toBeUndefined();
    expect(console.error).not.toHaveBeenCalled();
  });
});
