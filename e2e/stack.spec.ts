import { test, expect } from "./fixtures";
import { createEmpresas, createUser, link } from "../test/support/firebase";

// The whole stack in one flow: a user created in the Auth emulator signs in through the identity
// REST endpoint, and the app reads documents seeded in the Firestore emulator and shows them.
test("a user from the Auth emulator signs in and sees companies from the Firestore emulator", async ({ page, loginPage, picker }) => {
  const [a, b] = await createEmpresas(["Escola do Emulador", "Colégio Semeado"]);
  const user = await createUser();
  await link(user, [a!.id, b!.id]);

  await loginPage.goto();
  await loginPage.signIn(user);

  await expect(page).toHaveURL(/\/listar-empresas$/);
  await expect(picker.heading).toBeVisible();
  await expect(picker.rows).toHaveText(["Colégio Semeado", "Escola do Emulador"]);
});

test("the seeded demo user sees the demo companies", async ({ page, loginPage, picker }) => {
  await loginPage.goto();
  await loginPage.signIn({ email: "ana@demo.escola", password: "demo1234" });
  await expect(page).toHaveURL(/\/listar-empresas$/);
  await expect(picker.row("Colégio Aurora")).toBeVisible();
  await expect(picker.rows).toHaveCount(15);
});

test("the health route reports both dependencies up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", identityProvider: "up", database: "up" });
});

test("the cron route is not a session route: without its secret it answers 401, not a redirect to the login", async ({ request }) => {
  const response = await request.get("/api/tarefas/retomar", { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  const wrong = await request.get("/api/tarefas/retomar", { maxRedirects: 0, headers: { authorization: "Bearer not-the-secret-0123456789" } });
  expect(wrong.status()).toBe(401);
});
