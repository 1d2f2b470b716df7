import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import canaries from "./support/build-canaries.json";
import { actionIdOf, formActionForm } from "./support/actions";
import { createEmpresas, readIdEmpresaAtual } from "../test/support/firebase";

test.describe("response headers", () => {
  test("every page carries a nonce-based CSP and the hardening headers", async ({ request }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const headers = first.headers();
    const csp = headers["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("googleapis"); // Google sign-in is off on this instance
    expect(csp).not.toContain("unsafe-eval");
    expect(second.headers()["content-security-policy"]).not.toBe(csp); // a fresh nonce per request
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    expect(await first.text()).toContain(`nonce="${nonce}"`);

    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["strict-transport-security"]).toContain("max-age="); // a production build
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("the CSP names the identity provider and the emulator only where Google sign-in is on", async ({ request }) => {
    const csp = (await request.get(`${process.env.GOOGLE_APP_URL}/login`)).headers()["content-security-policy"]!;
    expect(csp).toContain("https://identitytoolkit.googleapis.com");
    expect(csp).toContain(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`);
  });

  test("robots.txt disallows everything", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(await response.text()).toMatch(/User-agent: \*\s+Disallow: \/\s*$/);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  test("the page runs under its CSP without violations", async ({ page, loginPage }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
    });
    await loginPage.goto();
    await loginPage.email.fill("ana@demo.escola");
    await expect(loginPage.submit).toBeDisabled(); // React is hydrated and reacting
    await loginPage.password.fill("x");
    await expect(loginPage.submit).toBeEnabled();
    expect(violations).toEqual([]);
  });
});

test("no open redirect: return-to parameters pointing elsewhere are ignored", async ({ page, loginPage, makeUser }) => {
  const { user } = await makeUser(["A", "B"]);
  await page.goto("/login?next=https://evil.example/&voltar=//evil.example&redirect=https:%2F%2Fevil.example&returnTo=/%5Cevil.example");
  await loginPage.signIn(user);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/listar-empresas$/);
  await page.goto("/login?next=https://evil.example/");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/listar-empresas$/);
});

test("no server secret reaches the browser bundles", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files.push(file);
    }
  };
  walk(path.join(__dirname, "..", ".next", "static"));
  expect(files.length).toBeGreaterThan(5);
  const secrets = [...Object.values(canaries), process.env.SESSION_SECRET!, "PRIVATE KEY", "FIREBASE_PRIVATE_KEY", "SESSION_SECRET"];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

/** Posts to an action like a hostile client would; returns status and body. */
async function hostile(request: APIRequestContext, url: string, id: string, body: { form?: Record<string, string> | FormData; raw?: string }) {
  const response = body.form
    ? await request.post(url, { headers: { "next-action": id }, multipart: body.form })
    : await request.post(url, { headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8" }, data: body.raw ?? "" });
  return { status: response.status(), text: await response.text(), cookies: response.headers()["set-cookie"] ?? "" };
}

test.describe("hostile payloads to every server action", () => {
  test("are refused clearly, never with a 5xx, and write nothing", async ({ page, picker, loginPage, makeUser, signedIn, playwright }) => {
    test.setTimeout(90_000);
    // Learn the action ids the way a curious client would: from the real requests.
    const scenario = await makeUser(["Escola Própria", "Outra"]);
    const [alheia] = await createEmpresas(["Escola Alheia"]);
    await loginPage.goto();
    await loginPage.email.fill("x@y.z");
    const resetId = await actionIdOf(page, () => loginPage.forgot.click());
    await loginPage.password.fill("errada");
    const loginId = await actionIdOf(page, () => loginPage.submit.click());
    // A second user really selects a company and logs out, to reveal those two ids.
    const other = await makeUser(["Escola do Outro", "Mais Uma"]);
    await signedIn(other);
    const selectId = await actionIdOf(page, () => picker.row("Escola do Outro").click());
    await page.waitForURL(/\/home$/);
    await page.goto("/listar-empresas?trocar=1");
    const logoutId = await actionIdOf(page, () => picker.logout.click());
    await page.waitForURL(/\/login$/);

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const signedInRequest = page.context().request;
    await signedIn(scenario); // a live session again for the "with session" cases
    const huge = "x".repeat(200_000);
    const tooBig = "x".repeat(1_100_000);

    type Case = { name: string; ctx: APIRequestContext; url: string; id: string; body: { form?: Record<string, string> | FormData; raw?: string }; says?: string };
    const cases: Case[] = [
      { name: "login: wrong types", ctx: anonymous, url: "/login", id: loginId, body: { raw: '["x", 42]' } },
      { name: "login: broken JSON", ctx: anonymous, url: "/login", id: loginId, body: { raw: "}{" } },
      { name: "login: huge strings", ctx: anonymous, url: "/login", id: loginId, body: { form: formActionForm({ email: `${huge}@x.com`, password: huge }) }, says: "Erro ao fazer login com email e senha." },
      { name: "login: over the size limit", ctx: anonymous, url: "/login", id: loginId, body: { form: formActionForm({ email: "a@b.c", password: tooBig }) } },
      { name: "login: unknown fields", ctx: anonymous, url: "/login", id: loginId, body: { form: formActionForm({ email: "ana@demo.escola", password: "errada", uid: "demo-ana", admin: "true" }) }, says: "Erro ao fazer login com email e senha." },
      { name: "reset: not a form", ctx: anonymous, url: "/login", id: resetId, body: { raw: '[null, {"email": "a@b.c"}]' } },
      { name: "reset: a reference to nothing", ctx: anonymous, url: "/login", id: resetId, body: { form: { "0": '["$Q9"]' } } },
      { name: "select: no session", ctx: anonymous, url: "/listar-empresas", id: selectId, body: { form: formActionForm({ idEmpresa: scenario.empresas[0]!.id }) }, says: "sua sessão expirou" },
      { name: "select: forged company id", ctx: signedInRequest, url: "/listar-empresas", id: selectId, body: { form: formActionForm({ idEmpresa: alheia!.id }) }, says: "você não está vinculado a esta empresa." },
      { name: "select: huge id", ctx: signedInRequest, url: "/listar-empresas", id: selectId, body: { form: formActionForm({ idEmpresa: huge }) }, says: "empresa inválida." },
      { name: "select: wrong types", ctx: signedInRequest, url: "/listar-empresas", id: selectId, body: { raw: `[null, ["${alheia!.id}"]]` } },
      { name: "logout: no session, odd arguments", ctx: anonymous, url: "/listar-empresas", id: logoutId, body: { raw: '[1, "$K3"]' } },
      { name: "unknown action id", ctx: anonymous, url: "/login", id: "7f".repeat(21), body: { raw: "[]" } },
    ];
    for (const c of cases) {
      const result = await hostile(c.ctx, c.url, c.id, c.body);
      expect(result.status, c.name).toBeLessThan(500);
      expect(result.text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      expect(result.cookies, c.name).not.toContain("gestao_sessao=Fe26");
      if (c.says) expect(result.text, c.name).toContain(c.says);
    }
    expect(await readIdEmpresaAtual(scenario.user.uid)).toBeUndefined();
    await anonymous.dispose();
  });
});

test.describe("health", () => {
  test("reports a dead database or identity provider, without secrets", async ({ request }) => {
    const db = await request.get(`${process.env.DB_DOWN_APP_URL}/api/health`);
    expect(db.status()).toBe(503);
    expect(await db.json()).toEqual({ status: "degraded", identityProvider: "up", database: "down" });
    const auth = await request.get(`${process.env.AUTH_DOWN_APP_URL}/api/health`);
    expect(await auth.json()).toEqual({ status: "degraded", identityProvider: "down", database: "up" });
  });
});
