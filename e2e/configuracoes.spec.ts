// The Configurações tab (issue #13): my account (password change, "Sair de todos os dispositivos"),
// the company's name, its members and invitations (the invited person sets a password through the
// link the Auth emulator recorded), roles and their invariants, the recent activity, what the
// other roles see and what their forged requests get, axe and the narrow screen. Every test has its
// own users and company.
import type { Browser, Cookie, Page } from "@playwright/test";
import { test, expect, forgeAction, ConfiguracoesPage, LoginPage, PickerPage, EscolasPage, EscolaFormPage, type Scenario } from "./fixtures";
import { comResposta } from "./paginas/configuracoes";
import { actionIdOf } from "./support/actions";
import { encher, envelhecer, MUITAS_TENTATIVAS, QUINZE_MINUTOS } from "./support/limites";
import { expectNoSeriousViolations } from "./support/tela";
import { escapeRegExp } from "./support/texto";
import { createEmpresas, createUser, link, testAuth, testDb, TEST_PASSWORD, type TestPapel } from "../test/support/firebase";

const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
const ULTIMO_ADMIN = "A empresa precisa de pelo menos um administrador.";
const SESSION_COOKIE = "gestao_sessao";

const rand = () => Math.random().toString(36).slice(2, 8);
/** A new address that no account has (lower case, as the server keeps it). */
const novoEmail = (prefixo = "convidada") => `${prefixo}-${rand()}${rand()}@exemplo.com.br`;

/** Users of one new company (their current one), one per role. */
async function colleagues(papeis: TestPapel[], options: { nome?: string; nomes?: string[] } = {}) {
  const nome = options.nome ?? `Empresa Config ${rand()}`;
  const [empresa] = await createEmpresas([nome]);
  const users = await Promise.all(
    papeis.map(async (papel, i) => {
      const user = await createUser({ idEmpresaAtual: empresa!.id, displayName: options.nomes?.[i] });
      await link(user, [empresa!.id], { papel });
      return { user, empresas: [empresa!] } as Scenario;
    }),
  );
  return { empresa: { id: empresa!.id, nome }, users };
}

/** Every link of a company, comparable. */
async function linksDaEmpresa(idEmpresa: string) {
  const snapshot = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", idEmpresa).get();
  return snapshot.docs.map((d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() })).sort((a, b) => a.id.localeCompare(b.id));
}

async function nomeDaEmpresa(idEmpresa: string) {
  const snapshot = await testDb().collection("empresas").where("id", "==", idEmpresa).get();
  return snapshot.docs.map((d) => d.get("nome"));
}

type OobCode = { email: string; requestType: string; oobLink: string; oobCode: string };

/** What the Auth emulator recorded as sent, for one address. */
async function oobCodesFor(email: string): Promise<OobCode[]> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email);
}

/** The last password-reset link the emulator recorded for an address (waits for it). */
async function linkDeSenha(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await oobCodesFor(email)).filter((c) => c.requestType === "PASSWORD_RESET").at(-1)?.oobLink))
    .toBeTruthy();
  return link!;
}

async function newPage(browser: Browser, baseURL: string | undefined, cookies: Cookie[] = []) {
  const context = await browser.newContext({ baseURL, locale: "pt-BR" });
  if (cookies.length) await context.addCookies(cookies);
  return context.newPage();
}

/** How far the page scrolls sideways (0: not at all). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("invitations", () => {
  test("an administrador invites a new e-mail; the person sets a password through the emulator's link, signs in and sees the company", async ({
    page,
    browser,
    signedIn,
  }, testInfo) => {
    test.setTimeout(60_000);
    const { empresa, users } = await colleagues(["administrador"]);
    const [admin] = users as [Scenario];
    await signedIn(admin);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();

    await expect(config.membros).toBeVisible();
    await expect(config.membros.getByRole("heading", { name: "Convidar membro" })).toBeVisible();
    await expect(config.convitePapel).toHaveValue("secretaria");
    await expect(config.convitePapel.locator("option:checked")).toHaveText("Secretaria");
    await expect(config.linhas).toHaveCount(1);

    const email = novoEmail();
    await config.convidar(email);
    await expect(config.status(`Convite enviado para ${email}.`)).toHaveText(`Convite enviado para ${email}.`);
    const linha = config.linha(email);
    await expect(linha).toHaveCount(1);
    await expect(linha.getByRole("cell").first()).toContainText("—");
    await expect(config.papelDe(email)).toHaveValue("secretaria");
    await expect(config.linhas).toHaveCount(2);

    // The account (no password), its usuarios document and the link with the uid.
    const conta = await testAuth().getUserByEmail(email);
    expect(conta.providerData).toEqual([]);
    expect((await testDb().doc(`usuarios/${conta.uid}`).get()).exists).toBe(true);
    expect((await linksDaEmpresa(empresa.id)).filter((l) => l.emailUsuario === email)).toEqual([
      expect.objectContaining({ idUsuario: conta.uid, emailUsuario: email, idEmpresa: empresa.id, papel: "secretaria" }),
    ]);

    // The e-mail the identity provider "sent": the emulator's link, followed with a new password.
    const link = await linkDeSenha(email);
    const senha = `senha-nova-${rand()}`;
    const convidada = await newPage(browser, testInfo.project.use.baseURL);
    const resposta = await convidada.goto(`${link}&newPassword=${encodeURIComponent(senha)}`);
    expect(resposta!.status()).toBe(200);
    await expect(convidada.locator("body")).toContainText("The password has been successfully updated.");

    // The person signs in as any user does, and finds the company.
    const login = new LoginPage(convidada);
    await login.goto();
    await login.signIn({ email, password: senha });
    await convidada.waitForURL(/\/listar-empresas$/);
    const picker = new PickerPage(convidada);
    await expect(picker.rows).toHaveText([empresa.nome]);
    await picker.row(empresa.nome).click();
    await convidada.waitForURL(/\/home$/);
    await expect(convidada.getByTestId("empresa-atual")).toHaveText(empresa.nome);
    const dela = new ConfiguracoesPage(convidada);
    await dela.goto();
    await expect(dela.conta).toContainText(email);
    await expect(dela.conta).toContainText("Secretaria");
    await expect(dela.membros).toHaveCount(0);

    await convidada.context().close();
  });

  test("the same e-mail again, a bad e-mail, and an account that already has other companies", async ({ page, browser, signedIn }, testInfo) => {
    test.setTimeout(60_000);
    const { empresa, users } = await colleagues(["administrador", "secretaria"]);
    const [admin, colega] = users as [Scenario, Scenario];
    await signedIn(admin);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();

    // Already a member: someone linked before, and someone just invited (in other letters too).
    await config.convidar(colega.user.email);
    await config.expectError(config.conviteEmail, `${colega.user.email} já é membro desta empresa.`);
    const email = novoEmail();
    await config.convidar(email, "Consulta");
    await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    await config.convidar(email);
    await config.expectError(config.conviteEmail, `${email} já é membro desta empresa.`);
    await expect(config.membros.getByText(`${email} já é membro desta empresa.`, { exact: true })).toBeVisible();
    await config.convidar(email.toUpperCase());
    await expect(config.membros.getByText(/já é membro desta empresa\.$/)).toBeVisible();
    expect((await linksDaEmpresa(empresa.id)).filter((l) => String(l.emailUsuario).toLowerCase() === email)).toHaveLength(1);

    // A bad e-mail.
    const antes = await linksDaEmpresa(empresa.id);
    for (const ruim of ["nao-e-email", "fulano@", "fulano@semponto"]) {
      await config.convidar(ruim);
      await config.expectError(config.conviteEmail, "E-mail inválido.");
    }
    expect(await linksDaEmpresa(empresa.id)).toEqual(antes);
    await expect(config.linhas).toHaveCount(3);

    // An account linked (by uid) to two other companies, no current one: invited, it gets no
    // password e-mail, and the company appears in its picker at its next sign-in.
    const outras = await createEmpresas([`Outra Alfa ${rand()}`, `Outra Beta ${rand()}`]);
    const pessoa = await createUser();
    await link(pessoa, outras.map((e) => e.id), { papel: "administrador" });
    await config.convidar(pessoa.email, "Consulta");
    await expect(config.status(`Convite enviado para ${pessoa.email}.`)).toBeVisible();
    await expect(config.linha(pessoa.email)).toHaveCount(1);
    expect((await linksDaEmpresa(empresa.id)).filter((l) => l.emailUsuario === pessoa.email)).toEqual([
      expect.objectContaining({ idUsuario: pessoa.uid, idEmpresa: empresa.id, papel: "consulta" }),
    ]);
    expect((await oobCodesFor(pessoa.email)).filter((c) => c.requestType === "PASSWORD_RESET")).toEqual([]);

    const dela = await newPage(browser, testInfo.project.use.baseURL);
    const login = new LoginPage(dela);
    await login.goto();
    await login.signIn(pessoa);
    await dela.waitForURL(/\/listar-empresas$/);
    const picker = new PickerPage(dela);
    await expect(picker.rows).toHaveCount(3);
    await expect(picker.row(empresa.nome)).toBeVisible();
    await picker.row(empresa.nome).click();
    await dela.waitForURL(/\/home$/);
    await expect(dela.getByTestId("empresa-atual")).toHaveText(empresa.nome);
    const suaConfig = new ConfiguracoesPage(dela);
    await suaConfig.goto();
    await expect(suaConfig.conta).toContainText("Consulta");
    await expect(suaConfig.membros).toHaveCount(0);
    await dela.context().close();
  });

  test("a link written for the e-mail only reaches a person who has uid links: it is attached at sign-in", async ({ page, picker, signedIn }) => {
    const pessoa = await createUser();
    const [primeira, porEmail] = await createEmpresas([`Pelo Uid ${rand()}`, `Pelo Email ${rand()}`]);
    await link(pessoa, [primeira!.id]);
    const [idPorEmail] = await link(pessoa, [porEmail!.id], { byEmailOnly: true });
    await signedIn({ user: pessoa, empresas: [primeira!, porEmail!] });
    await page.waitForURL(/\/listar-empresas$/);
    await expect(picker.rows).toHaveText([primeira!.nome!, porEmail!.nome!].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect((await testDb().doc(`usuarios_empresas/${idPorEmail}`).get()).get("idUsuario")).toBe(pessoa.uid);
  });
});

test.describe("other roles", () => {
  for (const papel of ["secretaria", "consulta"] as const) {
    test(`${papel}: 'Minha conta' and a read-only 'Empresa'; no 'Membros' and no 'Atividade recente'`, async ({ page, inShell }) => {
      const nome = `Empresa Só Leitura ${rand()}`;
      const { user } = await inShell({ nomes: [nome, "Outra Empresa"], papel });
      const config = new ConfiguracoesPage(page);
      await config.goto();
      await expect(config.conta.getByRole("heading", { name: "Minha conta" })).toBeVisible();
      await expect(config.conta).toContainText(user.displayName);
      await expect(config.conta).toContainText(user.email);
      await expect(config.conta).toContainText(papel === "secretaria" ? "Secretaria" : "Consulta");
      await expect(config.senhaAtual).toBeVisible();
      await expect(config.sairDeTodos).toBeVisible();
      await expect(config.empresa).toContainText(nome);
      await expect(config.empresa.getByRole("textbox")).toHaveCount(0);
      await expect(config.salvarEmpresa).toHaveCount(0);
      await expect(config.membros).toHaveCount(0);
      await expect(config.atividade).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Membros" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Atividade recente" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Enviar convite" })).toHaveCount(0);
    });
  }

  test("forged member and company actions by a secretaria and a consulta are refused and change nothing", async ({ page, signedIn, pageOf }) => {
    test.setTimeout(60_000);
    const { empresa, users } = await colleagues(["administrador", "secretaria", "consulta"]);
    const [admin, secretaria, consulta] = users as [Scenario, Scenario, Scenario];

    // The administrator, in a browser of their own, reveals the action ids.
    const adminConfig = new ConfiguracoesPage(await pageOf(admin));
    await adminConfig.goto();
    const aprendida = novoEmail("aprendida");
    const convidar = await actionIdOf(adminConfig.page, () => adminConfig.convidar(aprendida, "Consulta"));
    await expect(adminConfig.status(`Convite enviado para ${aprendida}.`)).toBeVisible();
    await adminConfig.papelDe(aprendida).selectOption({ label: "Secretaria" });
    const alterarPapel = await actionIdOf(adminConfig.page, () => adminConfig.salvarPapel(aprendida).click());
    await expect(adminConfig.status("Papel alterado.")).toBeVisible();
    await adminConfig.remover(aprendida).click();
    const remover = await actionIdOf(adminConfig.page, () => adminConfig.dialogo(aprendida).getByRole("button", { name: "Remover", exact: true }).click());
    await expect(adminConfig.linha(aprendida)).toHaveCount(0);
    const salvarEmpresa = await actionIdOf(adminConfig.page, () => adminConfig.salvarEmpresa.click());
    await expect(adminConfig.status("Empresa atualizada.")).toBeVisible();

    const antes = await linksDaEmpresa(empresa.id);
    const forjada = novoEmail("forjada");
    for (const quem of [secretaria, consulta]) {
      await page.context().clearCookies();
      await signedIn(quem);
      await page.waitForURL(/\/home$/);
      const request = page.context().request;
      const attempts: { name: string; id: string; fields: Record<string, string> }[] = [
        { name: "convidar", id: convidar, fields: { email: forjada, papel: "administrador" } },
        { name: "promover-se", id: alterarPapel, fields: { membro: quem.user.uid, papel: "administrador" } },
        { name: "rebaixar o administrador", id: alterarPapel, fields: { membro: admin.user.uid, papel: "consulta" } },
        { name: "remover o administrador", id: remover, fields: { membro: admin.user.uid } },
        { name: "renomear a empresa", id: salvarEmpresa, fields: { nome: "Empresa Tomada" } },
      ];
      for (const a of attempts) {
        const result = await forgeAction(request, "/configuracoes", a.id, a.fields);
        expect(result.status, a.name).toBeLessThan(500);
        expect(result.text, a.name).toContain(`"message":"${SEM_PERMISSAO}"`);
      }
    }
    expect(await linksDaEmpresa(empresa.id)).toEqual(antes);
    expect(await nomeDaEmpresa(empresa.id)).toEqual([empresa.nome]);
    await expect(testAuth().getUserByEmail(forjada)).rejects.toMatchObject({ code: "auth/user-not-found" });

    // An administrator of another company: the members of this one are not found there.
    const vizinha = await colleagues(["administrador"]);
    await page.context().clearCookies();
    await signedIn(vizinha.users[0]!);
    await page.waitForURL(/\/home$/);
    const alheias: { name: string; id: string; fields: Record<string, string> }[] = [
      { name: "rebaixar", id: alterarPapel, fields: { membro: admin.user.uid, papel: "consulta" } },
      { name: "remover", id: remover, fields: { membro: secretaria.user.uid } },
    ];
    for (const a of alheias) {
      const result = await forgeAction(page.context().request, "/configuracoes", a.id, a.fields);
      expect(result.status, a.name).toBeLessThan(500);
      expect(result.text, a.name).toContain('"message":"Membro não encontrado."');
    }
    expect(await linksDaEmpresa(empresa.id)).toEqual(antes);
  });
});

test.describe("roles and removal", () => {
  test("promote, demote, the last administrador, 'Remover' with its dialog; the others feel it at their next request", async ({ page, signedIn, pageOf }) => {
    test.setTimeout(90_000);
    const { empresa, users } = await colleagues(["administrador", "secretaria", "secretaria"]);
    const [admin, membro, removida] = users as [Scenario, Scenario, Scenario];
    const paginaDoMembro = await pageOf(membro);
    const paginaDaRemovida = await pageOf(removida);
    // Links that name only the e-mail: one more of the person to be removed (after her sign-in,
    // so it stays e-mail-only), and a person known only by an e-mail.
    const [soEmailDaRemovida] = await link(removida.user, [empresa.id], { byEmailOnly: true, papel: "secretaria" });
    const soEmail = novoEmail("so-email");
    await testDb().collection("usuarios_empresas").add({ idUsuario: "", emailUsuario: soEmail, idEmpresa: empresa.id, papel: "consulta" });

    await signedIn(admin);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    await expect(config.tabela.getByRole("columnheader")).toContainText(["Nome", "E-mail", "Papel"]);
    await expect(config.linhas).toHaveCount(4);
    await expect(config.linha(soEmail)).toContainText("—");
    await expect(config.papelDe(soEmail)).toHaveValue("consulta");
    await expect(config.linha(removida.user.displayName)).toContainText(removida.user.email);
    await expect(config.papelDe(membro.user.displayName)).toHaveValue("secretaria");

    const delaConfig = new ConfiguracoesPage(paginaDoMembro);
    await delaConfig.goto();
    await expect(delaConfig.membros).toHaveCount(0);

    // Promoted: the member is an administrador at the next request.
    await config.mudarPapel(membro.user.displayName, "Administrador");
    await expect(config.linha(membro.user.displayName).getByRole("status")).toHaveText("Papel alterado.");
    expect((await linksDaEmpresa(empresa.id)).find((l) => l.idUsuario === membro.user.uid)).toMatchObject({ papel: "administrador" });
    await delaConfig.goto();
    await expect(delaConfig.membros).toBeVisible();
    await expect(delaConfig.conta).toContainText("Administrador");

    // Demoted to consulta: the rights go at the next request.
    await config.mudarPapel(membro.user.displayName, "Consulta");
    await expect(config.linha(membro.user.displayName).getByRole("status")).toHaveText("Papel alterado.");
    expect((await linksDaEmpresa(empresa.id)).find((l) => l.idUsuario === membro.user.uid)).toMatchObject({ papel: "consulta" });
    await expect(config.papelDe(membro.user.displayName)).toHaveValue("consulta");
    await delaConfig.goto();
    await expect(delaConfig.membros).toHaveCount(0);
    await expect(delaConfig.conta).toContainText("Consulta");
    await expect(delaConfig.nomeDaEmpresa).toHaveCount(0);
    const escolasDela = new EscolasPage(paginaDoMembro);
    await escolasDela.goto();
    await expect(escolasDela.nova).toHaveCount(0);

    // The last administrador can be neither demoted nor removed.
    const antes = await linksDaEmpresa(empresa.id);
    await config.mudarPapel(admin.user.displayName, "Secretaria");
    await expect(config.linha(admin.user.displayName).getByRole("alert")).toHaveText(ULTIMO_ADMIN);
    await config.removerMembro(admin.user.displayName);
    await expect(config.linha(admin.user.displayName).getByRole("alert").filter({ hasText: ULTIMO_ADMIN }).last()).toBeVisible();
    expect(await linksDaEmpresa(empresa.id)).toEqual(antes);
    await config.goto();
    await expect(config.membros).toBeVisible();
    await expect(config.papelDe(admin.user.displayName)).toHaveValue("administrador");

    // "Remover" asks first; Cancelar keeps the member.
    const quem = removida.user.displayName;
    await config.remover(quem).click();
    const dialogo = config.dialogo(quem);
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText(`Remover ${quem} desta empresa?`);
    await dialogo.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(dialogo).toBeHidden();
    await expect(config.linha(quem)).toHaveCount(1);
    expect(await linksDaEmpresa(empresa.id)).toEqual(antes);

    await config.removerMembro(quem);
    // (Soft: the rest of the flow is still checked when the message is missing.)
    await expect.soft(config.status("Membro removido."), "'Membro removido.' is said after the removal").toBeVisible({ timeout: 5_000 });
    await expect(config.linha(quem)).toHaveCount(0);
    await expect(config.linhas).toHaveCount(3);
    // Every link of hers to this company is gone: the uid's and the e-mail's.
    const depois = await linksDaEmpresa(empresa.id);
    expect(depois.filter((l) => l.id === soEmailDaRemovida)).toEqual([]);
    expect(depois.filter((l) => JSON.stringify(l).includes(removida.user.uid) || JSON.stringify(l).includes(removida.user.email))).toEqual([]);

    // Still signed in, she is sent to the picker at her next request, with the picker's message.
    await paginaDaRemovida.goto("/escolas");
    await expect(paginaDaRemovida).toHaveURL(/\/listar-empresas$/);
    await expect(paginaDaRemovida.getByRole("alert")).toHaveText(`Seu acesso à empresa ${empresa.nome} foi removido.`);

    // A person known only by an e-mail can be removed too.
    await config.removerMembro(soEmail);
    await expect(config.linha(soEmail)).toHaveCount(0);
    expect((await linksDaEmpresa(empresa.id)).filter((l) => l.emailUsuario === soEmail)).toEqual([]);
  });

  test("two administradores demoting each other at once: one wins, one administrador is left", async ({ pageOf }) => {
    test.setTimeout(60_000);
    const { empresa, users } = await colleagues(["administrador", "administrador", "secretaria"]);
    const [a, b, c] = users as [Scenario, Scenario, Scenario];
    const paginaA = await pageOf(a);
    const paginaB = await pageOf(b);
    const config = new ConfiguracoesPage(paginaA);
    await config.goto();
    await config.papelDe(c.user.displayName).selectOption({ label: "Consulta" });
    const alterarPapel = await actionIdOf(paginaA, () => config.salvarPapel(c.user.displayName).click());
    await expect(config.status("Papel alterado.")).toBeVisible();

    const [deA, deB] = await Promise.all([
      forgeAction(paginaA.context().request, "/configuracoes", alterarPapel, { membro: b.user.uid, papel: "secretaria" }),
      forgeAction(paginaB.context().request, "/configuracoes", alterarPapel, { membro: a.user.uid, papel: "secretaria" }),
    ]);
    const ok = [deA, deB].filter((r) => r.text.includes("Papel alterado."));
    expect(ok).toHaveLength(1);
    const recusada = [deA, deB].find((r) => !r.text.includes("Papel alterado."))!;
    expect(recusada.status).toBeLessThan(500);
    expect(recusada.text).toMatch(new RegExp(`${escapeRegExp(ULTIMO_ADMIN)}|${escapeRegExp(SEM_PERMISSAO)}`));
    const papeis = (await linksDaEmpresa(empresa.id)).map((l) => l.papel);
    expect(papeis.filter((p) => p === "administrador")).toHaveLength(1);
  });
});

test.describe("my account", () => {
  test("'Alterar senha': its refusals, then success; this browser stays, the other sessions and old cookies end, the new password works", async ({
    page,
    browser,
    inShell,
    pageOf,
  }, testInfo) => {
    test.setTimeout(60_000);
    const scenario = await inShell({ papel: "secretaria" });
    const outra = await pageOf(scenario); // signed in before the change
    const cookieAntigo = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE);
    expect(cookieAntigo).toHaveLength(1);
    const config = new ConfiguracoesPage(page);
    await config.goto();

    // Wrong current password (and the typed passwords are never sent back).
    const errada = `errada-${rand()}-xyz`;
    const nova = `nova-senha-${rand()}`;
    const alterarSenha = await actionIdOf(page, () => config.trocarSenha(errada, nova));
    await config.expectError(config.senhaAtual, "Senha atual incorreta.");
    const corpo = (await forgeAction(page.context().request, "/configuracoes", alterarSenha, { senhaAtual: errada, novaSenha: nova, confirmacao: nova })).text;
    expect(corpo).toContain("Senha atual incorreta.");
    expect(corpo).not.toContain(errada);
    expect(corpo).not.toContain(nova);
    await expect(config.senhaAtual).toHaveValue("");
    await expect(config.novaSenha).toHaveValue("");

    await config.trocarSenha(TEST_PASSWORD, "curta");
    await config.expectError(config.novaSenha, "A nova senha deve ter pelo menos 8 caracteres.");
    await config.trocarSenha(TEST_PASSWORD, nova, `${nova}-outra`);
    await config.expectError(config.confirmacao, "As senhas não conferem.");
    await config.trocarSenha(TEST_PASSWORD, TEST_PASSWORD);
    await config.expectError(config.novaSenha, "A nova senha deve ser diferente da atual.");
    // Nothing changed yet: the other browser is still in.
    await outra.goto("/home");
    await expect(outra).toHaveURL(/\/home$/);

    await config.trocarSenha(TEST_PASSWORD, nova);
    await expect(config.status("Senha alterada.")).toHaveText("Senha alterada.");
    await expect(config.senhaAtual).toHaveValue("");

    // This browser stays signed in.
    await page.getByRole("navigation").getByRole("link", { name: "Escolas", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Bem-vindo à tela de Escolas!" })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/escolas$/);
    await expect(page.getByRole("heading", { name: "Bem-vindo à tela de Escolas!" })).toBeVisible();

    // The other session ends at its next request; a copy of this browser's old cookie too.
    await outra.goto("/home");
    await expect(outra).toHaveURL(/\/login$/);
    const copia = await newPage(browser, testInfo.project.use.baseURL, cookieAntigo);
    await copia.goto("/home");
    await expect(copia).toHaveURL(/\/login$/);

    // The old password no longer signs in; the new one does.
    const login = new LoginPage(copia);
    await login.goto();
    await login.signIn({ email: scenario.user.email, password: TEST_PASSWORD });
    await expect(login.alert).toBeVisible();
    await expect(copia).toHaveURL(/\/login$/);
    await login.signIn({ email: scenario.user.email, password: nova });
    await copia.waitForURL(/\/home$/);
    await copia.context().close();
  });

  test("'Sair de todos os dispositivos' ends this session and the others, and the user can sign in again", async ({ page, inShell, pageOf, loginPage }) => {
    const scenario = await inShell({ papel: "consulta" });
    const outra = await pageOf(scenario);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    await config.sairDeTodos.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Você saiu de todos os dispositivos." })).toHaveText("Você saiu de todos os dispositivos.");
    expect((await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
    await outra.goto("/home");
    await expect(outra).toHaveURL(/\/login$/);
    await page.goto("/configuracoes");
    await expect(page).toHaveURL(/\/login$/);

    await loginPage.signIn(scenario.user);
    await page.waitForURL(/\/home$/);
    await config.goto();
  });
});

test.describe("the company", () => {
  test("an administrador renames it: 'Empresa atualizada.', the top bar and the picker follow at once; bad names are refused", async ({ page, signedIn }) => {
    const { empresa, users } = await colleagues(["administrador"], { nome: `Empresa Antiga ${rand()}` });
    await signedIn(users[0]!);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    await expect(config.nomeDaEmpresa).toHaveValue(empresa.nome);
    await expect(page.getByTestId("empresa-atual")).toHaveText(empresa.nome);

    const novo = `Escola Nova Esperança ${rand()}`;
    await config.nomeDaEmpresa.fill(`  ${novo}  `);
    await comResposta(page, () => config.salvarEmpresa.click());
    await expect(config.status("Empresa atualizada.")).toHaveText("Empresa atualizada.");
    await expect(page.getByTestId("empresa-atual")).toHaveText(novo);
    await expect(config.nomeDaEmpresa).toHaveValue(novo);
    expect(await nomeDaEmpresa(empresa.id)).toEqual([novo]);

    for (const ruim of ["ab", "   ", "x".repeat(121)]) {
      await config.nomeDaEmpresa.fill(ruim);
      await comResposta(page, () => config.salvarEmpresa.click());
      await config.expectError(config.nomeDaEmpresa, "O nome da empresa deve ter entre 3 e 120 caracteres.");
    }
    expect(await nomeDaEmpresa(empresa.id)).toEqual([novo]);
    await expect(page.getByTestId("empresa-atual")).toHaveText(novo);

    await page.goto("/listar-empresas?trocar=1");
    await expect(new PickerPage(page).rows).toHaveText([new RegExp(`^${escapeRegExp(novo)}`)]);
  });
});

test.describe("recent activity", () => {
  test("lists the changes just made, newest first, with who did them", async ({ page, signedIn }) => {
    test.setTimeout(60_000);
    const { users } = await colleagues(["administrador"]);
    const [admin] = users as [Scenario];
    await signedIn(admin);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    await expect(config.atividade).toContainText("Nenhuma alteração registrada.");

    const escolaForm = new EscolaFormPage(page);
    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola da Atividade" });
    await escolaForm.salvar.click();
    await expect(page.getByRole("status").filter({ hasText: "Escola cadastrada." })).toBeVisible();

    await config.goto();
    const email = novoEmail();
    await config.convidar(email);
    await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    await config.mudarPapel(email, "Consulta");
    await expect(config.linha(email).getByRole("status")).toHaveText("Papel alterado.");
    const novo = `Empresa Renomeada ${rand()}`;
    await config.nomeDaEmpresa.fill(novo);
    await config.salvarEmpresa.click();
    await expect(config.status("Empresa atualizada.")).toBeVisible();

    await config.goto();
    const quem = escapeRegExp(admin.user.displayName);
    await expect(config.entradas).toHaveText([
      new RegExp(`^${quem} alterou o nome da empresa para ${escapeRegExp(novo)}`),
      new RegExp(`^${quem} alterou o papel de ${escapeRegExp(email)}`),
      new RegExp(`^${quem} convidou ${escapeRegExp(email)} \\(Secretaria\\)`),
      new RegExp(`^${quem} cadastrou a escola Escola da Atividade`),
    ]);
    // Each with when: a date and time.
    for (const entrada of await config.entradas.all()) await expect(entrada).toContainText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
  });
});

test.describe("accessibility and the narrow screen", () => {
  const LONGO = "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes";

  test("axe: the administrador's page with members, an invitation and activity (and the removal dialog); the secretaria's page", async ({
    page,
    signedIn,
    pageOf,
  }) => {
    test.setTimeout(60_000);
    const { users } = await colleagues(["administrador", "secretaria"], { nomes: [LONGO, "Ana Secretária"] });
    const [admin, secretaria] = users as [Scenario, Scenario];
    await signedIn(admin);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    const email = novoEmail("uma-pessoa-com-endereco-bem-comprido");
    await config.convidar(email);
    await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    await config.goto();
    await expect(config.entradas).toHaveCount(1);
    await expectNoSeriousViolations(page);

    // With the errors shown.
    await config.convidar("nao-e-email");
    await config.expectError(config.conviteEmail, "E-mail inválido.");
    await config.trocarSenha("x", "curta");
    await config.expectError(config.novaSenha, "A nova senha deve ter pelo menos 8 caracteres.");
    await expectNoSeriousViolations(page);

    await config.remover(email).click();
    await expect(config.dialogo(email)).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(config.dialogo(email)).toBeHidden();

    const dela = await pageOf(secretaria);
    await new ConfiguracoesPage(dela).goto();
    await expectNoSeriousViolations(dela);
  });

  test("at 360 px: no page overflow; each member is a card that fits the screen (issue 22: nothing scrolls sideways)", async ({ page, signedIn }) => {
    const { users } = await colleagues(["administrador", "secretaria"], {
      nome: "Secretaria Municipal de Educação de São José dos Campos",
      nomes: [LONGO, "Ana Secretária"],
    });
    await signedIn(users[0]!);
    await page.waitForURL(/\/home$/);
    await page.setViewportSize({ width: 360, height: 740 });
    const config = new ConfiguracoesPage(page);
    await config.goto();
    const email = novoEmail("uma-pessoa-com-endereco-bem-comprido-demais");
    await config.convidar(email);
    await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    await config.goto();
    await expect(config.linhas).toHaveCount(3);
    // (Soft: the table's own box is still checked when the page overflows.)
    expect.soft(await pageOverflow(page), "the page scrolls sideways at 360 px").toBeLessThanOrEqual(0);

    const caixa = config.membros.getByRole("region", { name: "Membros da empresa", exact: true });
    expect(await caixa.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
    expect(await caixa.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(360);
    expect(await caixa.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);

    await config.remover(LONGO).click();
    await expect(config.dialogo(LONGO)).toBeVisible();
    expect.soft(await pageOverflow(page), "the page scrolls sideways at 360 px (dialog open)").toBeLessThanOrEqual(0);
    const caixaDoDialogo = await config.dialogo(LONGO).boundingBox();
    expect(caixaDoDialogo!.x).toBeGreaterThanOrEqual(0);
    expect(caixaDoDialogo!.x + caixaDoDialogo!.width).toBeLessThanOrEqual(360);
  });
});

test.describe("limits and removed invitees (issue 20)", () => {
  test("'Alterar senha': after 5 wrong current passwords the right one waits 15 minutes", async ({ page, inShell }) => {
    test.setTimeout(60_000);
    const scenario = await inShell({ papel: "consulta" });
    const config = new ConfiguracoesPage(page);
    await config.goto();
    const nova = `nova-senha-${rand()}`;
    /** The same answer each time: wait until it is rendered (the passwords typed are cleared). */
    const trocarEEsperar = async (atual: string) => {
      await config.trocarSenha(atual, nova);
      await expect(config.senhaAtual).toHaveValue("");
      await expect(config.alterarSenha).toBeEnabled();
    };
    for (let i = 0; i < 5; i++) {
      await trocarEEsperar(`errada-${i}-${rand()}`);
      await config.expectError(config.senhaAtual, "Senha atual incorreta.");
    }
    await trocarEEsperar(TEST_PASSWORD);
    await config.expectError(config.senhaAtual, MUITAS_TENTATIVAS);

    await envelhecer("senha.usuario", scenario.user.uid, QUINZE_MINUTOS);
    await config.trocarSenha(TEST_PASSWORD, nova);
    await expect(config.status("Senha alterada.")).toHaveText("Senha alterada.");
  });

  test("a company sends 30 invitations an hour; the 31st gets 'Muitas tentativas' and creates no account", async ({ page, signedIn }) => {
    const { empresa, users } = await colleagues(["administrador"]);
    await signedIn(users[0]!);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();
    // Two invitations through the page; the 28 before them, as the counter would hold them (the
    // counting itself, 35 at once, is lib/membros/__tests__/convite-limite.integration.test.ts).
    await encher("convite.empresa", empresa.id, 28, 60 * 60_000);
    for (const email of [novoEmail("lote"), novoEmail("lote")]) {
      await config.convidar(email);
      await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    }
    const demais = novoEmail("demais");
    await config.convidar(demais);
    await expect(config.alert(MUITAS_TENTATIVAS)).toBeVisible();
    await expect(testAuth().getUserByEmail(demais)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await linksDaEmpresa(empresa.id)).toHaveLength(3);
  });

  test("a person removed before ever signing in leaves no account behind; one linked elsewhere keeps theirs", async ({ page, signedIn }) => {
    test.setTimeout(60_000);
    const { users } = await colleagues(["administrador"]);
    const outra = await colleagues(["administrador"]);
    await signedIn(users[0]!);
    await page.waitForURL(/\/home$/);
    const config = new ConfiguracoesPage(page);
    await config.goto();

    const sozinha = novoEmail("sozinha");
    const emDuas = novoEmail("em-duas");
    for (const email of [sozinha, emDuas]) {
      await config.convidar(email);
      await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
    }
    const contaSozinha = await testAuth().getUserByEmail(sozinha);
    const contaEmDuas = await testAuth().getUserByEmail(emDuas);
    // The second one is also a member of another company.
    await link({ uid: contaEmDuas.uid, email: emDuas, password: "", displayName: "" }, [outra.empresa.id], { papel: "consulta" });

    for (const email of [sozinha, emDuas]) {
      await config.removerMembro(email);
      await expect(config.status("Membro removido.")).toBeVisible();
      await expect(config.linha(email)).toHaveCount(0);
    }
    await expect(testAuth().getUserByEmail(sozinha)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await testDb().doc(`usuarios/${contaSozinha.uid}`).get()).exists).toBe(false);
    expect((await testAuth().getUserByEmail(emDuas)).uid).toBe(contaEmDuas.uid);
    expect((await testDb().doc(`usuarios/${contaEmDuas.uid}`).get()).exists).toBe(true);
  });
});
