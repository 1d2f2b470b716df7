import { test, expect } from "./fixtures";
import { readIdEmpresaAtual, testDb } from "../test/support/firebase";

test.describe("the company list", () => {
  test("lists every company over more than one batch, by name, with the fallback name last", async ({ picker, makeUser, signedIn }) => {
    const nomes = ["Escola Zênite", "Colégio Alfa", null, ...Array.from({ length: 10 }, (_, i) => `Instituto ${String(i).padStart(2, "0")}`)];
    await signedIn(await makeUser(nomes));
    await expect(picker.heading).toBeVisible();
    await expect(picker.rows).toHaveCount(13);
    await expect(picker.rows.first()).toHaveText("Colégio Alfa");
    await expect(picker.rows.nth(1)).toHaveText("Escola Zênite");
    await expect(picker.rows.nth(11)).toHaveText("Instituto 09");
    await expect(picker.rows.last()).toHaveText("NOME DA EMPRESA");
  });

  test("streams the page with 'CARREGANDO EMPRESAS...' before the list", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Streaming", "Outra"]));
    const html = await (await page.request.get("/listar-empresas")).text();
    const loading = html.indexOf("CARREGANDO EMPRESAS...");
    expect(loading).toBeGreaterThan(-1);
    expect(html.indexOf("Escola Streaming")).toBeGreaterThan(loading);
  });

  test("filters by name as the user types, ignoring accents and case, with more than 8 companies", async ({ picker, makeUser, signedIn }) => {
    const nomes = ["Colégio São Lucas", "Escola Árvore", "Escola Nova", "Instituto Saber", "Centro Ipê", "Escola Sol", "Escola Lua", "Colégio Mar", "Escola Rio"];
    await signedIn(await makeUser(nomes));
    await picker.search.pressSequentially("SAO");
    await expect(picker.rows).toHaveText(["Colégio São Lucas"]);
    await picker.search.fill("arvore");
    await expect(picker.rows).toHaveText(["Escola Árvore"]);
    await picker.search.fill("");
    await expect(picker.rows).toHaveCount(9);
  });

  test("has no search field with 8 companies or fewer", async ({ picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A", "B", "C", "D", "E", "F", "G", "H"]));
    await expect(picker.rows).toHaveCount(8);
    await expect(picker.search).toHaveCount(0);
  });

  test("rows are buttons reachable with the keyboard", async ({ page, picker, makeUser, signedIn }) => {
    const scenario = await makeUser(["Escola Teclado", "Outra Escola"]);
    await signedIn(scenario);
    await picker.row("Escola Teclado").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/home$/);
    expect(await readIdEmpresaAtual(scenario.user.uid)).toBe(scenario.empresas[0]!.id);
  });
});

test.describe("choosing a company", () => {
  test("writes idEmpresaAtual and lands on /home, replacing the picker in history", async ({ page, picker, makeUser, signedIn }) => {
    const scenario = await makeUser(["Escola Escolhida", "Outra"]);
    await signedIn(scenario);
    await picker.row("Escola Escolhida").click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Bem-vindo à tela Home!" })).toBeVisible();
    expect(await readIdEmpresaAtual(scenario.user.uid)).toBe(scenario.empresas[0]!.id);
  });

  test("a company whose link was removed meanwhile is refused, and nothing is written", async ({ picker, makeUser, signedIn }) => {
    const scenario = await makeUser(["Escola Que Sai", "Escola Que Fica"]);
    await signedIn(scenario);
    // The list streams in after the address changes: remove the link only once the row is shown.
    await expect(picker.row("Escola Que Sai")).toBeVisible();
    const links = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", scenario.empresas[0]!.id).get();
    await Promise.all(links.docs.map((d) => d.ref.delete()));
    await picker.row("Escola Que Sai").click();
    await expect(picker.alert).toHaveText("Erro ao vincular empresa: você não está vinculado a esta empresa.");
    expect(await readIdEmpresaAtual(scenario.user.uid)).toBeUndefined();
  });
});

test.describe("on open", () => {
  test("goes straight to /home when the current company is set, and says which one", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Atual", "Outra"], { idEmpresaAtualIndex: 0 }));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("status").filter({ hasText: "Você está em" })).toContainText("Escola Atual");
  });

  test("?trocar=1 shows the list with the current company marked", async ({ page, picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Atual", "Outra"], { idEmpresaAtualIndex: 0 }));
    await page.goto("/listar-empresas?trocar=1");
    await expect(picker.rows).toHaveCount(2);
    await expect(picker.row("Escola Atual")).toHaveAttribute("aria-current", "true");
    await expect(picker.row("Escola Atual")).toContainText("Empresa atual");
    await picker.row("Outra").click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("clears a current company whose link was removed and says so", async ({ page, picker, makeUser, signedIn }) => {
    const scenario = await makeUser(["Escola Removida", "Escola Mantida"], { idEmpresaAtualIndex: 0 });
    const links = await testDb().collection("usuarios_empresas").where("idEmpresa", "==", scenario.empresas[0]!.id).get();
    await Promise.all(links.docs.map((d) => d.ref.delete()));
    await signedIn(scenario);
    await expect(page).toHaveURL(/\/listar-empresas$/);
    await expect(picker.alert).toHaveText("Seu acesso à empresa Escola Removida foi removido.");
    await expect(picker.rows).toHaveText(["Escola Mantida"]);
    await expect.poll(() => readIdEmpresaAtual(scenario.user.uid)).toBeUndefined();
  });

  test("says so when the user document is missing", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Qualquer"], { withDoc: false }));
    await expect(page.getByText("Usuário não encontrado. Procure o administrador.")).toBeVisible();
    await expect(page).toHaveURL(/\/listar-empresas$/);
  });

  test("says so when no company is linked", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser([]));
    await expect(page.getByText("Nenhuma empresa vinculada a este usuário.")).toBeVisible();
  });

  test("'Sair' logs out and goes to /login", async ({ page, picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A", "B"]));
    await picker.logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logout bem-sucedido!")).toBeVisible();
  });
});

test.describe("with the database down", () => {
  test("the picker answers within 15 s with its error state and a retry button", async ({ page, picker, makeUser, signedIn }) => {
    test.setTimeout(90_000);
    await signedIn(await makeUser(["A", "B"]));
    const started = Date.now();
    await page.goto(`${process.env.DB_DOWN_APP_URL}/listar-empresas`);
    await expect(picker.alert).toContainText("Não foi possível carregar as empresas.", { timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(15_000);
    const retry = picker.alert.getByRole("button", { name: "Tentar novamente" });
    await retry.click();
    await expect(picker.alert).toContainText("Não foi possível carregar as empresas.", { timeout: 15_000 });
    await expect(page.locator("body")).not.toContainText(/Error:|at .*\.js/);
  });
});
