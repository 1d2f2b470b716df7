// Invitations in Portuguese, on the app's own page (issue 22): an administrator invites a new
// e-mail; the link (the identity provider's code on /definir-senha) greets the person with the
// company, takes their name and password, signs them in and opens the company; the members' list
// then shows the name instead of "Convite pendente". A used code says the invitation expired.
// "Reenviar convite" and "Copiar link" for a pending invitee; axe and a 360 px phone.
import type { Browser, Page } from "@playwright/test";
import { test, expect, ConfiguracoesPage, type Scenario } from "./fixtures";
import { DefinirSenhaPage, codigosDeSenha, linkDoConvite, ultimoCodigo } from "./paginas/convite";
import { expectNoPageOverflow, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, testAuth, testDb } from "../test/support/firebase";

const EXPIRADO = "Este convite expirou ou já foi usado. Peça um novo convite ao administrador.";
const rand = () => Math.random().toString(36).slice(2, 8);
const novoEmail = () => `convite-${rand()}${rand()}@exemplo.com.br`;

/** A new company with one administrador (its current company). */
async function empresaComAdministrador(): Promise<{ nome: string; admin: Scenario }> {
  const nome = `Empresa Convite ${rand()}`;
  const [empresa] = await createEmpresas([nome]);
  const user = await createUser({ idEmpresaAtual: empresa!.id, displayName: `Admin ${rand()}` });
  await link(user, [empresa!.id], { papel: "administrador" });
  return { nome, admin: { user, empresas: [empresa!] } };
}

/**
 * A new company's administrador, signed in on `page`, in Configurações, having invited a new
 * e-mail (the answer said).
 */
async function convidouAlguem(page: Page, signedIn: (s: Scenario) => Promise<void>) {
  const { nome, admin } = await empresaComAdministrador();
  await signedIn(admin);
  await page.waitForURL(/\/home$/);
  const config = new ConfiguracoesPage(page);
  await config.goto();
  const email = novoEmail();
  await config.convidar(email);
  await expect(config.status(`Convite enviado para ${email}.`)).toBeVisible();
  return { nome, admin, config, email };
}

/** Every visible button, link and field of the page is at least 44 px high (a phone's tap target). */
async function expectTargetsOf44(page: Page) {
  const baixos = await page.evaluate(() =>
    [...document.body.querySelectorAll("button, a, input:not([type=hidden]), select")]
      .filter((el) => el.checkVisibility() && el.getBoundingClientRect().height > 1 && el.getBoundingClientRect().height < 44)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}": ${Math.round(el.getBoundingClientRect().height)} px`),
  );
  expect(baixos).toEqual([]);
}

/** A browser of the invited person's own (no session), at `width` px when given. */
async function navegadorDaConvidada(browser: Browser, baseURL: string | undefined, width?: number) {
  const context = await browser.newContext({ baseURL, locale: "pt-BR", ...(width ? { viewport: { width, height: 740 } } : {}) });
  return new DefinirSenhaPage(await context.newPage());
}

test("an invited person follows the link, is greeted by the company, sets name and password and lands in it; the list shows the name", async ({
  page,
  browser,
  signedIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const { nome, admin, config, email } = await convidouAlguem(page, signedIn);
  const linha = config.linha(email);
  await expect(linha).toContainText("Convite pendente");
  await expect(linha.getByRole("button", { name: `Reenviar convite (${email})`, exact: true })).toBeVisible();
  await expect(linha.getByRole("button", { name: `Copiar link (${email})`, exact: true })).toBeVisible();
  await expect(config.linha(admin.user.displayName)).not.toContainText("Convite pendente");

  const codigo = await ultimoCodigo(email);
  const convidada = await navegadorDaConvidada(browser, testInfo.project.use.baseURL);
  await convidada.goto(codigo);
  await expect(convidada.card).toContainText(`Você foi convidado para ${nome}.`);
  await expect(convidada.card).toContainText(email);
  await expectNoSeriousViolations(convidada.page);

  // Mistakes are said next to their fields, and nothing is used up.
  await convidada.preencher("Jo", "curta", "outra");
  await convidada.definir.click();
  await expect(convidada.nome).toHaveAttribute("aria-invalid", "true");
  await expect(convidada.nome).toHaveAccessibleDescription("O nome deve ter entre 3 e 120 caracteres.");
  await expect(convidada.novaSenha).toHaveAccessibleDescription(/^A nova senha deve ter pelo menos 8 caracteres\./);
  await expect(convidada.nome).toHaveValue("Jo");
  const senha = `senha-${rand()}-nova`;
  await convidada.preencher("Joana Convidada", senha, `${senha}!`);
  await convidada.definir.click();
  await expect(convidada.confirmacao).toHaveAccessibleDescription("As senhas não conferem.");
  await expect(convidada.nome).not.toHaveAttribute("aria-invalid", "true");

  await convidada.preencher("Joana Convidada", senha);
  await convidada.definir.click();
  // Signed in, and straight into the company (her only one).
  await convidada.page.waitForURL(/\/home$/);
  await expect(convidada.page.getByTestId("empresa-atual")).toHaveText(nome);

  // The administrator's list: her name, no longer pending.
  await config.goto();
  const dela = config.linha(email);
  await expect(dela).toContainText("Joana Convidada");
  await expect(dela).not.toContainText("Convite pendente");
  await expect(dela.getByRole("button", { name: /Reenviar convite/ })).toHaveCount(0);
  await expect(dela.getByRole("button", { name: /Copiar link/ })).toHaveCount(0);

  // The same link again: expired, no form, a way to the login.
  await convidada.page.context().clearCookies();
  await convidada.page.goto(linkDoConvite(codigo));
  await expect(convidada.expirado).toBeVisible();
  await expect(convidada.nome).toHaveCount(0);
  await expect(convidada.irParaLogin).toHaveAttribute("href", "/login");
  await expectNoSeriousViolations(convidada.page);
  await convidada.page.context().close();
});

test("a code used elsewhere while the page was open is expired on sending; an unknown code is expired on opening", async ({ browser }, testInfo) => {
  const [empresa] = await createEmpresas([`Empresa Expira ${rand()}`]);
  const admin = await createUser({ idEmpresaAtual: empresa!.id });
  await link(admin, [empresa!.id], { papel: "administrador" });
  // An invited account, as the invitation leaves it, with a code "sent".
  const email = novoEmail();
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const rest = (metodo: string, corpo: object) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${metodo}?key=qualquer`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(corpo) });
  const conta = await testAuth().createUser({ email });
  await testDb().doc(`usuarios/${conta.uid}`).set({});
  await testDb().collection("usuarios_empresas").add({ idUsuario: conta.uid, emailUsuario: email, idEmpresa: empresa!.id, papel: "consulta" });
  await rest("sendOobCode", { requestType: "PASSWORD_RESET", email });
  const codigo = await ultimoCodigo(email);

  const convidada = await navegadorDaConvidada(browser, testInfo.project.use.baseURL);
  await convidada.goto(codigo);
  await expect(convidada.nome).toBeVisible();
  // Used meanwhile (another tab, the e-mail's other copy).
  expect((await rest("resetPassword", { oobCode: codigo, newPassword: "usada-antes-1" })).ok).toBe(true);
  await convidada.preencher("Pessoa Atrasada", "senha-atrasada-1");
  await convidada.definir.click();
  await expect(convidada.expirado).toBeVisible();
  await expect(convidada.nome).toHaveCount(0);
  expect(new URL(convidada.page.url()).pathname).toBe("/definir-senha");

  await convidada.page.goto("/definir-senha?oobCode=nao-existe&mode=resetPassword&lang=pt-BR&apiKey=x");
  await expect(convidada.expirado).toHaveText(EXPIRADO);
  await convidada.page.goto("/definir-senha");
  await expect(convidada.expirado).toBeVisible();
  await convidada.page.context().close();
});

test("'Reenviar convite' sends a new code; 'Copiar link' copies a working link to the page; both fit a 360 px phone", async ({ page, browser, signedIn }, testInfo) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const { nome, config, email } = await convidouAlguem(page, signedIn);
  const antes = await codigosDeSenha(email);
  expect(antes).toHaveLength(1);

  const linha = config.linha(email);
  await linha.getByRole("button", { name: `Reenviar convite (${email})`, exact: true }).click();
  await expect(linha.getByRole("status")).toHaveText(`Convite reenviado para ${email}.`);
  await expect.poll(async () => (await codigosDeSenha(email)).length).toBe(2);

  await linha.getByRole("button", { name: `Copiar link (${email})`, exact: true }).click();
  await expect(linha.getByRole("status")).toHaveText("Link copiado.");
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copiado);
  expect(url.pathname).toBe("/definir-senha");
  expect(url.searchParams.get("oobCode")).toBeTruthy();

  // The copied link opens the page, on a phone.
  const convidada = await navegadorDaConvidada(browser, testInfo.project.use.baseURL, 360);
  await convidada.page.goto(`${url.pathname}${url.search}`);
  await expect(convidada.card).toContainText(`Você foi convidado para ${nome}.`);
  await expectNoPageOverflow(convidada.page);
  await expectTargetsOf44(convidada.page);
  await expectNoSeriousViolations(convidada.page);
  await convidada.page.context().close();

  // The members' list on a phone: the pending row's buttons are full-width, 44 px targets.
  await page.setViewportSize({ width: 360, height: 740 });
  await config.goto();
  for (const botao of [`Reenviar convite (${email})`, `Copiar link (${email})`]) {
    const caixa = await config.linha(email).getByRole("button", { name: botao, exact: true }).boundingBox();
    expect(caixa!.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoPageOverflow(page);
});
