import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { createUser, seedEscolas } from "../test/support/firebase";

// WCAG 2.x A/AA rules; a serious or critical violation fails the page.
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("accessibility (axe)", () => {
  test("the login page, empty and with an error shown", async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoSeriousViolations(page);
    const user = await createUser();
    await loginPage.signIn({ email: user.email, password: "senha-errada" });
    await expect(loginPage.alert).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker with a list, and with its search", async ({ page, picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", null]));
    await expect(picker.search).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker with no company", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser([]));
    await expect(page.getByText("Nenhuma empresa vinculada a este usuário.")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker's error state", async ({ page, picker, makeUser, signedIn }) => {
    test.setTimeout(60_000);
    await signedIn(await makeUser(["A", "B"]));
    await page.goto(`${process.env.DB_DOWN_APP_URL}/listar-empresas`);
    await expect(picker.alert).toContainText("Não foi possível carregar as empresas.", { timeout: 15_000 });
    await expectNoSeriousViolations(page);
  });

  test("every tab of the shell", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Acessível", "Outra"], { idEmpresaAtualIndex: 0 }));
    for (const path of ["/home", "/alunos", "/escolas", "/configuracoes"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe("accessibility (axe) of the Escolas tab and Home", () => {
  test("Home, and the school list with rows and with none", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    await page.goto("/home");
    await expect(page.getByTestId("indicador-escolas")).toHaveText("0");
    await expectNoSeriousViolations(page);

    await escolas.goto();
    await expect(escolas.empty).toBeVisible();
    await expectNoSeriousViolations(page);

    await seedEscolas(
      empresas[0]!.id,
      Array.from({ length: 27 }, (_, i) => ({ nome: `Escola Acessível ${String(i + 1).padStart(2, "0")}`, municipio: "Recife", uf: "PE", ativa: i !== 3 })),
    );
    await escolas.goto("?situacao=todas");
    await expect(escolas.rows).toHaveCount(25);
    await expect(escolas.proxima).toBeVisible();
    await expectNoSeriousViolations(page);
    await escolas.search.fill("zzz");
    await expect(escolas.nothingFound).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the new-school form with its errors shown, and a school's page", async ({ page, escolaForm, inShell }) => {
    const { empresas } = await inShell();
    await escolaForm.gotoNova();
    await expectNoSeriousViolations(page);
    await escolaForm.fill({ nome: "ab", codigoInep: "1", telefone: "2" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.telefone, "Telefone inválido.");
    await expectNoSeriousViolations(page);

    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Editável", codigoInep: "41234567", municipio: "Londrina", uf: "PR", telefone: "43987654321" }]);
    await escolaForm.gotoEscola(id!);
    await expect(escolaForm.desativar).toBeVisible();
    await expectNoSeriousViolations(page);
    await escolaForm.fill({ nome: "" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "Informe o nome da escola.");
    await expectNoSeriousViolations(page);
  });

  test("a school's page read-only (consulta), and the refusal of /escolas/nova", async ({ page, escolaForm, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Só de Olhar", municipio: "Olinda", uf: "PE" }]);
    await escolaForm.gotoEscola(id!);
    await expect(escolaForm.voltar).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/escolas/nova");
    await expect(page.getByText("Você não tem permissão para esta ação.")).toBeVisible();
    await expectNoSeriousViolations(page);
    const response = await page.goto("/escolas/nao-existe");
    expect(response!.status()).toBe(404);
    await expectNoSeriousViolations(page);
  });
});
