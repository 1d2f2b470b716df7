import path from "node:path";
import { test, expect } from "./fixtures";

// Google sign-in, on the second instance of the build (GOOGLE_SIGNIN_ENABLED=true), through the
// Auth emulator's own sign-in popup.
const SESSION_COOKIE = "gestao_sessao";

test.describe("Google sign-in (flag on)", () => {
  test.use({ baseURL: process.env.GOOGLE_APP_URL });
  test.beforeEach(async ({ context }) => {
    // apis.google.com is out of reach here: serve the gapi channel the SDK and emulator need.
    await context.route("https://apis.google.com/js/api.js*", (route) =>
      route.fulfill({ path: path.join(__dirname, "support", "gapi-stub.js"), contentType: "text/javascript" }),
    );
  });

  test("signs in through the Auth emulator's popup and lands on the picker", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByText("ou", { exact: true })).toBeVisible();
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Entrar com Google" }).click();
    const popup = await popupPromise;
    await popup.getByText("Add new account").click();
    await popup.getByText("Auto-generate user information").click();
    await popup.getByText("Sign in with Google.com").click();
    await expect(page).toHaveURL(/\/listar-empresas$/, { timeout: 20_000 });
    expect((await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
  });

  test("closing the popup gives 'Erro ao fazer login com Google.'", async ({ page }) => {
    await page.goto("/login");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Entrar com Google" }).click();
    await (await popupPromise).close();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Erro ao fazer login com Google.", { timeout: 15_000 });
  });
});
