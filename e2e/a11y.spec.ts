import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { createUser } from "../test/support/firebase";

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
