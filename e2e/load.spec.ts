import autocannon from "autocannon";
import { test, expect } from "./fixtures";
import { actionIdOf, formActionBody, formActionForm } from "./support/actions";
import { createEmpresas, createUser, link, readIdEmpresaAtual, type TestUser } from "../test/support/firebase";

// 50 signed-in users at once, each choosing a company and then opening every tab: no error, and
// every user's idEmpresaAtual is the one that user chose (nothing lost or crossed).
const USERS = 50;
const TABS = ["/home", "/alunos", "/escolas", "/configuracoes"];
const BOUNDARY = "----gestao-load-boundary";

test("50 concurrent users choose a company and open every tab", async ({ page, loginPage, picker, makeUser, signedIn, baseURL }) => {
  test.setTimeout(180_000);

  // The two action ids, learnt from one real user's clicks.
  await loginPage.goto();
  await loginPage.email.fill("ninguem@teste.escola");
  await loginPage.password.fill("x");
  const loginId = await actionIdOf(page, () => loginPage.submit.click());
  await signedIn(await makeUser(["Escola Amostra", "Outra"]));
  const selectId = await actionIdOf(page, () => picker.row("Escola Amostra").click());

  // 50 users, each linked to two companies of their own and choosing one at random.
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const empresas = await createEmpresas([`Carga ${i} A`, `Carga ${i} B`]);
      const user = await createUser();
      await link(user, empresas.map((e) => e.id));
      return { user, choice: empresas[Math.round(Math.random())]!.id };
    }),
  );

  // All 50 sign in at once through the login action.
  const signIn = async (user: TestUser) => {
    const form = formActionForm({ email: user.email, password: user.password });
    const response = await fetch(`${baseURL}/login`, { method: "POST", headers: { "next-action": loginId }, body: form, redirect: "manual" });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("gestao_sessao="));
    expect(cookie, `session cookie for ${user.email}`).toBeDefined();
    return cookie!.split(";")[0]!;
  };
  const cookies = await Promise.all(users.map(({ user }) => signIn(user)));

  // One connection per user: choose, then every tab.
  const failures: string[] = [];
  let next = 0;
  const result = await autocannon({
    url: baseURL!,
    connections: USERS,
    // An amount, not only a per-connection maximum: without one autocannon also stops after its
    // default 10 s, which a slow shared machine reached before every user had opened every tab.
    amount: USERS * (1 + TABS.length),
    maxConnectionRequests: 1 + TABS.length,
    timeout: 30,
    setupClient: (client) => {
      const i = next++;
      const cookie = cookies[i]!;
      const check = (what: string, ok: (status: number, body: string) => boolean) => (status: number, body: string) => {
        if (!ok(status, body)) failures.push(`user ${i} ${what}: HTTP ${status}`);
      };
      client.setRequests([
        {
          method: "POST",
          path: "/listar-empresas",
          headers: { cookie, "next-action": selectId, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
          body: formActionBody({ idEmpresa: users[i]!.choice }, BOUNDARY),
          onResponse: check("choosing", (status, body) => status < 400 && !body.includes("Erro ao vincular empresa")),
        },
        ...TABS.map((path) => ({
          method: "GET" as const,
          path,
          headers: { cookie, accept: "text/html" },
          onResponse: check(path, (status, body) => status === 200 && body.includes("Bem-vindo à tela")),
        })),
      ]);
    },
  });

  console.log(
    `load: ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
  );
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.requests.total).toBe(USERS * (1 + TABS.length));
  expect(failures).toEqual([]);
  const chosen = await Promise.all(users.map(({ user }) => readIdEmpresaAtual(user.uid)));
  expect(chosen).toEqual(users.map((u) => u.choice));
});
