import { test, expect, type Scenario } from "./fixtures";
import { testDb } from "../test/support/firebase";
import type { Page } from "@playwright/test";

const TABS = [
  { name: "Home", path: "/home", text: "Bem-vindo à tela Home!" },
  { name: "Alunos", path: "/alunos", text: "Bem-vindo à tela de Alunos!" },
  { name: "Escolas", path: "/escolas", text: "Bem-vindo à tela de Escolas!" },
  { name: "Configurações", path: "/configuracoes", text: "Bem-vindo à tela de Configurações!" },
];

const nav = (page: Page) => page.getByRole("navigation");
const tab = (page: Page, name: string) => nav(page).getByRole("link", { name, exact: true });

async function inShell(makeUser: (n?: (string | null)[], o?: { idEmpresaAtualIndex?: number }) => Promise<Scenario>, signedIn: (s: Scenario) => Promise<void>) {
  const scenario = await makeUser(["Escola da Shell", "Outra Escola"], { idEmpresaAtualIndex: 0 });
  await signedIn(scenario);
  return scenario;
}

test.describe("the tabs", () => {
  test("navigate client-side, mark the current link and set the title", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    await page.goto("/home");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    for (const t of TABS) {
      await tab(page, t.name).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.getByRole("heading", { name: t.text })).toBeVisible();
      await expect(tab(page, t.name)).toHaveAttribute("aria-current", "page");
      await expect(nav(page).locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(`${t.name} · Gestão Escolar`);
    }
    // Still the same document: no full reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("follow deep links and back/forward", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    await page.goto("/escolas");
    await expect(tab(page, "Escolas")).toHaveAttribute("aria-current", "page");
    await tab(page, "Alunos").click();
    await expect(tab(page, "Alunos")).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/escolas$/);
    await expect(tab(page, "Escolas")).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Bem-vindo à tela de Escolas!" })).toBeVisible();
    await page.goForward();
    await expect(tab(page, "Alunos")).toHaveAttribute("aria-current", "page");
  });

  test("a list tab's welcome sentence comes before its list's loading boundary, with the document's first paint", async ({ page, makeUser, signedIn }) => {
    // In the boundary, the heading (a phone's largest paint) waited for the list's data, then for
    // React's reveal, no sooner than 300 ms after the skeleton painted.
    await inShell(makeUser, signedIn);
    for (const t of TABS.filter((t) => t.path === "/alunos" || t.path === "/escolas")) {
      const html = await (await page.request.get(t.path)).text();
      const titulo = html.indexOf(t.text);
      expect(titulo, t.path).toBeGreaterThan(-1);
      // The skeleton (the boundary's fallback) is streamed first, and the list after it, out of order.
      expect(html.indexOf('aria-busy="true"'), t.path).toBeGreaterThan(titulo);
      expect(html.indexOf('hidden id="S:'), t.path).toBeGreaterThan(titulo);
    }
  });

  test("scroll sideways at 360 px without widening the page", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/configuracoes");
    await expect(tab(page, "Configurações")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("the top bar", () => {
  test("shows the product, the company and the user, with 'Trocar empresa' and 'Sair'", async ({ page, makeUser, signedIn }) => {
    const scenario = await inShell(makeUser, signedIn);
    await expect(page.getByText("Gestão Escolar", { exact: true })).toBeVisible();
    await expect(page.getByTestId("empresa-atual")).toHaveText("Escola da Shell");
    const menu = page.getByRole("button", { name: scenario.user.displayName });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Trocar empresa" })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();
    await expect(page.getByRole("link", { name: "Trocar empresa" })).toBeHidden();
    await menu.click();
    await page.getByRole("link", { name: "Trocar empresa" }).click();
    await expect(page).toHaveURL(/\/listar-empresas\?trocar=1$/);
    await expect(page.getByRole("button", { name: "Escola da Shell" })).toHaveAttribute("aria-current", "true");
  });

  test("'Sair' logs out from the shell", async ({ page, makeUser, signedIn }) => {
    const scenario = await inShell(makeUser, signedIn);
    await page.getByRole("button", { name: scenario.user.displayName }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Logout bem-sucedido!" })).toBeVisible();
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("after the automatic jump, a polite, dismissible notice names the company", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    const notice = page.getByRole("status").filter({ hasText: "Você está em" });
    await expect(notice).toHaveText(/Você está em Escola da Shell · Trocar/);
    await notice.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(notice).toHaveCount(0);
  });
});

test.describe("redirects", () => {
  for (const [from, to] of [["/", "/home"], ["/main", "/home"], ["/xyz", "/home"]] as const) {
    test(`logged in with a company, ${from} goes to ${to}`, async ({ page, makeUser, signedIn }) => {
      await inShell(makeUser, signedIn);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test("any other unknown path goes to /login (which then sends a signed-in user on)", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    const response = await page.request.get("/a/b", { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe("/login");
  });

  test("<html lang> is pt-BR", async ({ page, makeUser, signedIn }) => {
    await inShell(makeUser, signedIn);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  });
});

test.describe("the company guard", () => {
  test("without a current company the shell sends the user to the picker", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Sem Escolha", "Outra"]));
    await page.goto("/alunos");
    await expect(page).toHaveURL(/\/listar-empresas$/);
  });

  test("a company whose link was removed no longer opens the shell", async ({ page, makeUser, signedIn }) => {
    const scenario = await inShell(makeUser, signedIn);
    await expect(page).toHaveURL(/\/home$/); // the shell is open before the link goes
    const links = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", scenario.empresas[0]!.id).get();
    await Promise.all(links.docs.map((d) => d.ref.delete()));
    await page.goto("/escolas");
    await expect(page).toHaveURL(/\/listar-empresas$/);
    await expect(page.getByRole("alert")).toHaveText("Seu acesso à empresa Escola da Shell foi removido.");
  });
});

test.describe("with the database down", () => {
  test("the shell shows its error page in Portuguese, with a way back, and no stack trace", async ({ page, makeUser, signedIn }) => {
    test.setTimeout(90_000);
    await inShell(makeUser, signedIn);
    await page.goto(`${process.env.DB_DOWN_APP_URL}/home`);
    const error = page.getByRole("alert");
    await expect(error).toContainText("Não foi possível carregar esta página agora.", { timeout: 15_000 });
    await expect(error.getByRole("button", { name: "Tentar novamente" })).toBeVisible();
    await expect(error.getByRole("link", { name: "Escolher empresa" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/Error:|at .*\.js|digest/);
  });
});

test.describe("the browser's console", () => {
  test("shows no warning nor error on any page (e.g. no unknown Permissions-Policy feature)", async ({ page, inShell }) => {
    const avisos: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" || m.type() === "error") avisos.push(`${page.url()}: ${m.text()}`);
    });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await inShell({ papel: "administrador" });
    for (const path of ["/home", "/alunos", "/alunos/novo", "/alunos/importar", "/escolas", "/escolas/nova", "/configuracoes", "/listar-empresas?trocar=1"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    }
    expect(avisos).toEqual([]);
  });
});
