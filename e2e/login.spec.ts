import type { Page, Response } from "@playwright/test";
import { test, expect } from "./fixtures";
import { createUser } from "../test/support/firebase";
import { enderecoProprio, envelhecer, MUITAS_TENTATIVAS, QUINZE_MINUTOS } from "./support/limites";

const SESSION_COOKIE = "gestao_sessao";

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
}

test.describe("the login card", () => {
  test("has the spec's fields, and Entrar is enabled only while the form is valid", async ({ page, loginPage }) => {
    await loginPage.goto();
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(loginPage.email).toHaveAttribute("type", "email");
    await expect(loginPage.email).toHaveAttribute("autocomplete", "username");
    await expect(loginPage.password).toHaveAttribute("autocomplete", "current-password");
    await expect(loginPage.forgot).toBeVisible();

    await expect(loginPage.submit).toBeDisabled();
    await loginPage.email.pressSequentially("ana@demo");
    await loginPage.password.pressSequentially("x");
    await expect(loginPage.submit).toBeEnabled(); // "ana@demo" is e-mail shaped
    await loginPage.email.fill("ana@");
    await expect(loginPage.submit).toBeDisabled();
    await loginPage.email.fill("ana@demo.escola");
    await expect(loginPage.submit).toBeEnabled();
    await loginPage.password.fill("");
    await expect(loginPage.submit).toBeDisabled();
  });

  test("shows and hides the password with a real button that keeps focus", async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.password.fill("segredo");
    await expect(loginPage.password).toHaveAttribute("type", "password");
    await loginPage.showPassword.click();
    await expect(loginPage.password).toHaveAttribute("type", "text");
    await expect(loginPage.hidePassword).toBeFocused();
    await expect(loginPage.hidePassword).toHaveAttribute("type", "button");
    await expect(loginPage.hidePassword).not.toContainText("segredo");
    await loginPage.hidePassword.click();
    await expect(loginPage.password).toHaveAttribute("type", "password");
    await expect(loginPage.showPassword).toBeFocused();
  });

  test("works with the keyboard alone, in a sensible order", async ({ page, loginPage }) => {
    const user = await createUser();
    await loginPage.goto();
    await loginPage.email.focus();
    await page.keyboard.type(user.email);
    await page.keyboard.press("Tab");
    await expect(loginPage.password).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press("Tab");
    await expect(loginPage.showPassword).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(loginPage.forgot).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(loginPage.submit).toBeFocused();
    await loginPage.password.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/listar-empresas$/);
  });

  test("renders no Google button, no divider and no Firebase client code with the flag off", async ({ page, loginPage }) => {
    const scripts: Response[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r);
    });
    await loginPage.goto();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: "Entrar com Google" })).toHaveCount(0);
    await expect(page.getByText("ou", { exact: true })).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const body = await script.text();
      expect(body, script.url()).not.toMatch(/signInWithPopup|identitytoolkit|firebaseapp\.com/);
    }
  });
});

test.describe("email sign-in", () => {
  test("shows the error in red, announced as an alert, and clears it after 3 s", async ({ loginPage }) => {
    const user = await createUser();
    await loginPage.goto();
    await loginPage.signIn({ email: user.email, password: "senha-errada" });
    await expect(loginPage.alert).toHaveText("Erro ao fazer login com email e senha.");
    const shownAt = Date.now();
    await expect(loginPage.alert).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(loginPage.alert).toBeHidden({ timeout: 5_000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2_000);
    expect(visibleFor).toBeLessThan(4_500);
  });

  test("gives the same message for an unknown e-mail", async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.signIn({ email: "ninguem-aqui@teste.escola", password: "qualquer" });
    await expect(loginPage.alert).toHaveText("Erro ao fazer login com email e senha.");
  });

  test("refuses an over-long password with the same message", async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.email.fill("ana@demo.escola");
    await loginPage.password.fill("x".repeat(4097));
    await loginPage.submit.click();
    await expect(loginPage.alert).toHaveText("Erro ao fazer login com email e senha.");
  });

  test("lands on the picker with 'Login bem-sucedido!' for 3 s, and keeps nothing in localStorage", async ({ page, loginPage }) => {
    const user = await createUser();
    await loginPage.goto();
    await loginPage.signIn(user);
    await expect(page).toHaveURL(/\/listar-empresas$/);
    const status = page.getByRole("status").filter({ hasText: "Login bem-sucedido!" });
    await expect(status).toBeVisible();
    await expect(status).toBeHidden({ timeout: 5_000 });
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});

test.describe("the session cookie", () => {
  test("is httpOnly, SameSite=Lax, with an expiry, and invisible to scripts", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser());
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 4 * 24 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  });

  test("a tampered cookie counts as logged out and is cleared", async ({ page, context, makeUser, signedIn }) => {
    await signedIn(await makeUser());
    const cookie = (await sessionCookie(page))!;
    const value = cookie.value.slice(0, -4) + (cookie.value.endsWith("AAAA") ? "BBBB" : "AAAA");
    await context.addCookies([{ ...cookie, value }]);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("route guards", () => {
  for (const path of ["/", "/home", "/alunos", "/listar-empresas", "/main", "/xyz", "/a/b/c"]) {
    test(`logged out, ${path} goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test("logged in, /login goes to the picker", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A", "B"]));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/listar-empresas$/);
  });
});

test.describe("logout", () => {
  test("shows 'Logout bem-sucedido!' and a copy of the cookie is refused afterwards", async ({ page, context, picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A", "B"]));
    const copy = (await sessionCookie(page))!;
    await picker.logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Logout bem-sucedido!" })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();

    await context.addCookies([copy]); // the replay
    await page.goto("/listar-empresas");
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("forgot password", () => {
  test("asks the provider for a reset e-mail and says the same for any address", async ({ loginPage, request }) => {
    const user = await createUser();
    await loginPage.goto();
    await loginPage.email.fill(user.email);
    await loginPage.forgot.click();
    await expect(loginPage.status).toHaveText("Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.");
    const codes = await request.get(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`,
    );
    expect((await codes.json()).oobCodes).toContainEqual(expect.objectContaining({ email: user.email, requestType: "PASSWORD_RESET" }));

    await loginPage.email.fill("nao-cadastrado@teste.escola");
    await loginPage.forgot.click();
    await expect(loginPage.status).toHaveText("Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.");
  });

  test("asks for an e-mail when the field has none", async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.forgot.click();
    await expect(loginPage.alert).toHaveText("Informe um e-mail válido para redefinir a senha.");
  });
});

test.describe("with the identity provider down", () => {
  test.use({ baseURL: process.env.AUTH_DOWN_APP_URL });

  test("the login answers within 10 s with 'Erro ao fazer login: ' and why", async ({ loginPage }) => {
    await loginPage.goto();
    const started = Date.now();
    await loginPage.signIn({ email: "ana@demo.escola", password: "demo1234" });
    await expect(loginPage.alert).toHaveText("Erro ao fazer login: não foi possível contatar o provedor de identidade.", {
      timeout: 10_000,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

test.describe("limits on repeated attempts (issue 20)", () => {
  /** Runs a step that calls the login card's action and waits for the action's answer. */
  async function respondido(page: Page, step: () => Promise<unknown>) {
    const resposta = page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
    await step();
    await resposta;
  }

  test("after 10 wrong passwords even the right one gets 'Muitas tentativas' until the 15 minutes pass", async ({ page, loginPage }) => {
    test.setTimeout(60_000);
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": enderecoProprio() });
    const user = await createUser();
    await loginPage.goto();
    await loginPage.email.fill(user.email);
    for (let i = 0; i < 10; i++) {
      await loginPage.password.fill(`senha-errada-${i}`);
      await respondido(page, () => loginPage.submit.click());
      await expect(loginPage.alert).toHaveText("Erro ao fazer login com email e senha.");
    }
    await loginPage.password.fill("senha-errada-11");
    await respondido(page, () => loginPage.submit.click());
    await expect(loginPage.alert).toHaveText(MUITAS_TENTATIVAS);
    await loginPage.password.fill(user.password);
    await respondido(page, () => loginPage.submit.click());
    await expect(loginPage.alert).toHaveText(MUITAS_TENTATIVAS);
    await expect(page).toHaveURL(/\/login$/);

    // The window passes: the right password signs in.
    await envelhecer("login.conta", user.email, QUINZE_MINUTOS);
    await loginPage.submit.click();
    await expect(page).toHaveURL(/\/listar-empresas$/);
  });

  test("'Esqueceu a senha?' sends 3 e-mails for one address in 15 minutes, then says 'Muitas tentativas'", async ({ page, loginPage, request }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": enderecoProprio() });
    const user = await createUser();
    await loginPage.goto();
    await loginPage.email.fill(user.email);
    for (let i = 0; i < 3; i++) {
      await respondido(page, () => loginPage.forgot.click());
      await expect(loginPage.status).toHaveText("Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.");
    }
    await respondido(page, () => loginPage.forgot.click());
    await expect(loginPage.alert).toHaveText(MUITAS_TENTATIVAS);
    const codes = await request.get(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`);
    const deste = ((await codes.json()).oobCodes as { email: string; requestType: string }[]).filter((c) => c.email === user.email && c.requestType === "PASSWORD_RESET");
    expect(deste).toHaveLength(3);
  });
});
