import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, learnEscolaActionIds, learnAlunoActionIds } from "./fixtures";
import canaries from "./support/build-canaries.json";
import { robotsAte } from "./support/robots";
import { actionIdOf, formActionForm, tokenDeCriacao } from "./support/actions";
import { enderecoProprio, MUITAS_TENTATIVAS } from "./support/limites";
import { createEmpresas, createUser, readEscola, readEscolas, readIdEmpresaAtual, seedEscolas, uniqueInep, readAluno, readAlunos, readProximaMatricula, seedAlunos, matriculaDoAno } from "../test/support/firebase";

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

test.describe("hostile payloads to the Escolas actions", () => {
  test("are refused in Portuguese, never with a 5xx, and write nothing; an idEmpresa in the form is ignored", async ({ page, inShell, playwright }) => {
    test.setTimeout(90_000);
    const { user, empresas } = await inShell({ papel: "administrador" });
    const propria = empresas[0]!.id;
    const [alheia] = await createEmpresas(["Escola Alheia"]);
    const [daAlheia, daAlheiaInativa] = await seedEscolas(alheia!.id, [
      { nome: "Escola Alheia Ativa", codigoInep: uniqueInep() },
      { nome: "Escola Alheia Inativa", ativa: false },
    ]);
    const ids = await learnEscolaActionIds(page, "Escola Base");
    const base = (await readEscola(ids.idEscola))!;
    const alheiaAntes = await readEscolas(alheia!.id);

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const signed = page.context().request;
    const huge = "x".repeat(200_000);
    const tooBig = "x".repeat(1_100_000);
    const nova = "/escolas/nova";
    const escola = `/escolas/${ids.idEscola}`;
    const fileAsName = formActionForm({ municipio: "Arquivo" });
    fileAsName.append("_1_nome", new Blob(["Escola em Arquivo"], { type: "text/plain" }), "nome.txt");
    const edit = (fields: Record<string, string>) => ({ id: ids.idEscola, versao: String(base.versao), nome: "Escola Base", ...fields });

    type Case = { name: string; ctx: APIRequestContext; url: string; id: string; body: { form?: Record<string, string> | FormData; raw?: string }; says?: string };
    const cases: Case[] = [
      { name: "criar: no session", ctx: anonymous, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Anônima" }) }, says: "Sua sessão expirou. Entre novamente." },
      { name: "desativar: no session", ctx: anonymous, url: escola, id: ids.desativar, body: { form: formActionForm({ id: ids.idEscola, ativa: "false" }) }, says: "Sua sessão expirou. Entre novamente." },
      { name: "criar: huge name", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: huge }) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "criar: name of 121", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "n".repeat(121) }) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "criar: blank name", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: " \t\n " }) }, says: "Informe o nome da escola." },
      { name: "criar: municipio of 81", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", municipio: "m".repeat(81) }) }, says: "O município deve ter até 80 caracteres." },
      { name: "criar: huge municipio", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", municipio: huge }) }, says: "O município deve ter até 80 caracteres." },
      { name: "criar: huge INEP", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", codigoInep: "1".repeat(50_000) }) }, says: "O código INEP tem 8 dígitos." },
      { name: "criar: INEP with letters", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", codigoInep: "1234567a" }) }, says: "O código INEP tem 8 dígitos." },
      { name: "criar: unknown UF", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", uf: "XX" }) }, says: "UF inválida." },
      { name: "criar: huge UF", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", uf: huge }) }, says: "UF inválida." },
      { name: "criar: huge phone", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: "Escola Longa", telefone: "9".repeat(50_000) }) }, says: "Telefone inválido." },
      { name: "criar: a file for the name", ctx: signed, url: nova, id: ids.criar, body: { form: fileAsName }, says: "Informe o nome da escola." },
      { name: "criar: over the size limit", ctx: signed, url: nova, id: ids.criar, body: { form: formActionForm({ nome: tooBig }) } },
      { name: "criar: not a form", ctx: signed, url: nova, id: ids.criar, body: { raw: '[null, {"nome": "Escola JSON"}]' }, says: "Não foi possível ler o formulário." },
      { name: "criar: wrong types", ctx: signed, url: nova, id: ids.criar, body: { raw: '["x", 42]' }, says: "Não foi possível ler o formulário." },
      { name: "criar: no arguments", ctx: signed, url: nova, id: ids.criar, body: { raw: "[]" }, says: "Não foi possível ler o formulário." },
      { name: "criar: broken JSON", ctx: signed, url: nova, id: ids.criar, body: { raw: "}{" } },
      { name: "atualizar: another company's school", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ id: daAlheia!, versao: "1", nome: "Tomada" })) }, says: "Escola não encontrada." },
      { name: "atualizar: a path for an id", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ id: `../empresas/doc-${alheia!.id}` })) }, says: "Escola não encontrada." },
      { name: "atualizar: huge id", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ id: huge })) }, says: "Escola não encontrada." },
      { name: "atualizar: no id", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm({ versao: "1", nome: "Sem Id" }) }, says: "Escola não encontrada." },
      { name: "atualizar: a version that is no number", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ versao: "abc", nome: "Versão Torta" })) }, says: "Esta escola foi alterada por outra pessoa. Recarregue a página." },
      { name: "atualizar: an old version", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ versao: "1", nome: "Versão Velha" })) }, says: "Esta escola foi alterada por outra pessoa. Recarregue a página." },
      { name: "atualizar: huge name", ctx: signed, url: escola, id: ids.atualizar, body: { form: formActionForm(edit({ nome: huge })) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "atualizar: wrong types", ctx: signed, url: escola, id: ids.atualizar, body: { raw: `[null, ["${ids.idEscola}"]]` }, says: "Não foi possível ler o formulário." },
      { name: "desativar: another company's school", ctx: signed, url: escola, id: ids.desativar, body: { form: formActionForm({ id: daAlheia!, ativa: "false" }) }, says: "Escola não encontrada." },
      { name: "reativar: another company's school", ctx: signed, url: escola, id: ids.reativar, body: { form: formActionForm({ id: daAlheiaInativa!, ativa: "true" }) }, says: "Escola não encontrada." },
      { name: "desativar: huge id", ctx: signed, url: escola, id: ids.desativar, body: { form: formActionForm({ id: huge, ativa: "false" }) }, says: "Escola não encontrada." },
      { name: "desativar: wrong types", ctx: signed, url: escola, id: ids.desativar, body: { raw: "[1, 2]" }, says: "Não foi possível ler o formulário." },
    ];
    for (const c of cases) {
      const result = await hostile(c.ctx, c.url, c.id, c.body);
      expect(result.status, c.name).toBeLessThan(500);
      expect(result.text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      if (c.says) expect(result.text, c.name).toContain(c.says);
    }
    expect(await readEscola(ids.idEscola), "the company's school is untouched").toEqual(base);
    expect((await readEscolas(propria)).map((e) => e.nome)).toEqual(["Escola Base"]);
    expect(await readEscolas(alheia!.id), "the other company's schools are untouched").toEqual(alheiaAntes);

    // Extra fields, an idEmpresa among them, are ignored: the school goes to the session's company.
    const forged = { idEmpresa: alheia!.id, ativa: "false", versao: "99", criadoPor: "intrusa", busca: "x", nomeOrdem: "a" };
    const created = await hostile(signed, nova, ids.criar, { form: formActionForm({ nome: "Escola Com Campos Extras", ...forged, token: tokenDeCriacao() }) });
    expect(created.status).toBeLessThan(500);
    const updated = await hostile(signed, escola, ids.atualizar, { form: formActionForm({ ...edit({ nome: "Escola Base Renomeada" }), idEmpresa: alheia!.id, ativa: "false", criadoPor: "intrusa" }) });
    expect(updated.status).toBeLessThan(500);
    const propriaDepois = await readEscolas(propria);
    expect(propriaDepois.map((e) => e.nome).sort()).toEqual(["Escola Base Renomeada", "Escola Com Campos Extras"]);
    expect(propriaDepois.find((e) => e.nome === "Escola Com Campos Extras")).toMatchObject({ idEmpresa: propria, ativa: true, versao: 1, criadoPor: user.uid });
    expect(propriaDepois.find((e) => e.id === ids.idEscola)).toMatchObject({ idEmpresa: propria, ativa: true, criadoPor: user.uid, versao: base.versao as number + 1 });
    expect(await readEscolas(alheia!.id)).toEqual(alheiaAntes);
    await anonymous.dispose();
  });
});

// (Imports of the Alunos block below; ES imports are hoisted.)

test.describe("hostile payloads to the Alunos actions", () => {
  test("are refused in Portuguese, never with a 5xx, and write nothing; idEmpresa, matricula and other extra fields are ignored", async ({ page, inShell, playwright }) => {
    test.setTimeout(90_000);
    const { user, empresas } = await inShell({ papel: "administrador" });
    const propria = empresas[0]!.id;
    const [alheia] = await createEmpresas(["Empresa Alheia dos Alunos"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia" }]);
    const [alunoAlheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio", idEscola: escolaAlheia!, cpf: "111.444.777-35" }]);
    const ids = await learnAlunoActionIds(page, propria);
    const [base] = await seedAlunos(propria, [{ nome: "Aluno Base", idEscola: ids.idEscola, cpf: "123.456.789-09", turma: "1º ano" }]);
    const antes = (await readAluno(base!.id))!;
    const alheiosAntes = await readAlunos(alheia!.id);
    const proximaAntes = (await readProximaMatricula(propria))!;

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const signed = page.context().request;
    const huge = "x".repeat(200_000);
    const tooBig = "x".repeat(1_100_000);
    const novo = "/alunos/novo";
    const url = `/alunos/${base!.id}`;
    const valido = (fields: Record<string, string> = {}) => formActionForm({ nome: "Aluno Hostil", dataNascimento: "2014-01-01", idEscola: ids.idEscola, token: tokenDeCriacao(), ...fields });
    const edit = (fields: Record<string, string> = {}) =>
      formActionForm({ id: base!.id, versao: "1", nome: "Aluno Base", dataNascimento: "2015-03-10", idEscola: ids.idEscola, turma: "1º ano", cpf: "***.456.789-**", situacao: "ativo", ...fields });
    const fileAsName = formActionForm({ dataNascimento: "2014-01-01", idEscola: ids.idEscola });
    fileAsName.append("_1_nome", new Blob(["Aluno em Arquivo"], { type: "text/plain" }), "nome.txt");
    const SESSAO = "Sua sessão expirou. Entre novamente.";
    const FORMULARIO = "Não foi possível ler o formulário.";
    const NAO_ENCONTRADO = "Aluno não encontrado.";
    const OUTRA_PESSOA = "Este aluno foi alterado por outra pessoa. Recarregue a página.";

    type Case = { name: string; ctx: APIRequestContext; url: string; id: string; body: { form?: Record<string, string> | FormData; raw?: string }; says?: string };
    const cases: Case[] = [
      { name: "criar: no session", ctx: anonymous, url: novo, id: ids.criar, body: { form: valido() }, says: SESSAO },
      { name: "atualizar: no session", ctx: anonymous, url, id: ids.atualizar, body: { form: edit({ nome: "Sem Sessão" }) }, says: SESSAO },
      { name: "excluir: no session", ctx: anonymous, url, id: ids.excluir, body: { form: formActionForm({ id: base!.id }) }, says: SESSAO },
      { name: "criar: huge name", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ nome: huge }) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "criar: name of 121", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ nome: "n".repeat(121) }) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "criar: blank name", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ nome: " \t\n " }) }, says: "Informe o nome do aluno." },
      { name: "criar: a file for the name", ctx: signed, url: novo, id: ids.criar, body: { form: fileAsName }, says: "Informe o nome do aluno." },
      { name: "criar: huge birth date", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ dataNascimento: huge }) }, says: "Data de nascimento inválida." },
      { name: "criar: a day that does not exist", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ dataNascimento: "2014-02-30" }) }, says: "Data de nascimento inválida." },
      { name: "criar: a date in the future", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ dataNascimento: "2999-01-01" }) }, says: "Data de nascimento inválida." },
      { name: "criar: huge CPF", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ cpf: "1".repeat(50_000) }) }, says: "CPF inválido." },
      { name: "criar: CPF with a wrong check digit", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ cpf: "123.456.789-00" }) }, says: "CPF inválido." },
      { name: "criar: a mask for a CPF", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ cpf: "***.456.789-**" }) }, says: "CPF inválido." },
      { name: "criar: another student's CPF", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ cpf: "12345678909" }) }, says: "Já existe um aluno com este CPF." },
      { name: "criar: class of 41", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ turma: "t".repeat(41) }) }, says: "A turma deve ter até 40 caracteres." },
      { name: "criar: huge class", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ turma: huge }) }, says: "A turma deve ter até 40 caracteres." },
      { name: "criar: guardian's name of 121", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ responsavelNome: "r".repeat(121) }) }, says: "O nome do responsável deve ter até 120 caracteres." },
      { name: "criar: huge phone", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ responsavelTelefone: "9".repeat(50_000) }) }, says: "Telefone inválido." },
      { name: "criar: huge e-mail", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ responsavelEmail: `${huge}@x.com` }) }, says: "E-mail inválido." },
      { name: "criar: another company's school", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ idEscola: escolaAlheia! }) }, says: "Escolha a escola." },
      { name: "criar: a path for the school", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ idEscola: `../empresas/doc-${alheia!.id}` }) }, says: "Escolha a escola." },
      { name: "criar: huge school id", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ idEscola: huge }) }, says: "Escolha a escola." },
      { name: "criar: over the size limit", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ nome: tooBig }) } },
      { name: "criar: not a form", ctx: signed, url: novo, id: ids.criar, body: { raw: '[null, {"nome": "Aluno JSON", "dataNascimento": "2014-01-01"}]' }, says: FORMULARIO },
      { name: "criar: wrong types", ctx: signed, url: novo, id: ids.criar, body: { raw: '["x", 42]' }, says: FORMULARIO },
      { name: "criar: no arguments", ctx: signed, url: novo, id: ids.criar, body: { raw: "[]" }, says: FORMULARIO },
      { name: "criar: broken JSON", ctx: signed, url: novo, id: ids.criar, body: { raw: "}{" } },
      { name: "atualizar: another company's student", ctx: signed, url, id: ids.atualizar, body: { form: edit({ id: alunoAlheio!.id, cpf: "", nome: "Tomado" }) }, says: NAO_ENCONTRADO },
      { name: "atualizar: a path for an id", ctx: signed, url, id: ids.atualizar, body: { form: edit({ id: `../alunos/${alunoAlheio!.id}` }) }, says: NAO_ENCONTRADO },
      { name: "atualizar: huge id", ctx: signed, url, id: ids.atualizar, body: { form: edit({ id: huge }) }, says: NAO_ENCONTRADO },
      { name: "atualizar: no id", ctx: signed, url, id: ids.atualizar, body: { form: formActionForm({ versao: "1", nome: "Sem Id", dataNascimento: "2015-03-10", idEscola: ids.idEscola, situacao: "ativo" }) }, says: NAO_ENCONTRADO },
      { name: "atualizar: a version that is no number", ctx: signed, url, id: ids.atualizar, body: { form: edit({ versao: "abc", nome: "Versão Torta" }) }, says: OUTRA_PESSOA },
      { name: "atualizar: an old version", ctx: signed, url, id: ids.atualizar, body: { form: edit({ versao: "0", nome: "Versão Velha" }) }, says: OUTRA_PESSOA },
      { name: "atualizar: an unknown situation", ctx: signed, url, id: ids.atualizar, body: { form: edit({ situacao: "expulso" }) }, says: "Situação inválida." },
      { name: "atualizar: the mask of another CPF", ctx: signed, url, id: ids.atualizar, body: { form: edit({ cpf: "***.444.777-**" }) }, says: "CPF inválido." },
      { name: "atualizar: another company's school", ctx: signed, url, id: ids.atualizar, body: { form: edit({ idEscola: escolaAlheia! }) }, says: "Escolha a escola." },
      { name: "atualizar: huge name", ctx: signed, url, id: ids.atualizar, body: { form: edit({ nome: huge }) }, says: "O nome deve ter entre 3 e 120 caracteres." },
      { name: "atualizar: wrong types", ctx: signed, url, id: ids.atualizar, body: { raw: `[null, ["${base!.id}"]]` }, says: FORMULARIO },
      { name: "excluir: another company's student", ctx: signed, url, id: ids.excluir, body: { form: formActionForm({ id: alunoAlheio!.id }) }, says: NAO_ENCONTRADO },
      { name: "excluir: a path for an id", ctx: signed, url, id: ids.excluir, body: { form: formActionForm({ id: `x/../${base!.id}` }) }, says: NAO_ENCONTRADO },
      { name: "excluir: huge id", ctx: signed, url, id: ids.excluir, body: { form: formActionForm({ id: huge }) }, says: NAO_ENCONTRADO },
      { name: "excluir: wrong types", ctx: signed, url, id: ids.excluir, body: { raw: "[1, 2]" }, says: FORMULARIO },
    ];
    for (const c of cases) {
      const result = await hostile(c.ctx, c.url, c.id, c.body);
      expect(result.status, c.name).toBeLessThan(500);
      expect(result.text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      if (c.says) expect(result.text, c.name).toContain(c.says);
    }
    expect(await readAluno(base!.id), "the company's student is untouched").toEqual(antes);
    expect((await readAlunos(propria)).map((a) => a.nome)).toEqual(["Aluno Base"]);
    expect(await readAlunos(alheia!.id), "the other company's students are untouched").toEqual(alheiosAntes);
    expect(await readProximaMatricula(propria), "no number spent on a refusal").toBe(proximaAntes);
    expect(await readEscola(ids.idEscola)).toMatchObject({ alunosAtivos: 1 });
    expect(await readEscola(escolaAlheia!)).toMatchObject({ alunosAtivos: 1 });

    // Extra fields are ignored: the company is the session's, the number the server's.
    const forged = { idEmpresa: alheia!.id, matricula: "1999-999999", versao: "99", criadoPor: "intrusa", busca: "x", nomeOrdem: "a", alunosAtivos: "1000" };
    const created = await hostile(signed, novo, ids.criar, { form: valido({ nome: "Aluno Com Campos Extras", situacao: "inativo", ...forged }) });
    expect(created.status).toBeLessThan(500);
    expect(created.text).not.toContain("1999-999999");
    const updated = await hostile(signed, url, ids.atualizar, { form: edit({ turma: "Turma Nova", ...forged, versao: "1", matricula: "1999-000001" }) });
    expect(updated.status).toBeLessThan(500);
    const propriaDepois = await readAlunos(propria);
    expect(propriaDepois.map((a) => a.nome).sort()).toEqual(["Aluno Base", "Aluno Com Campos Extras"]);
    expect(propriaDepois.find((a) => a.nome === "Aluno Com Campos Extras")).toMatchObject({
      idEmpresa: propria,
      matricula: matriculaDoAno(proximaAntes),
      situacao: "ativo",
      versao: 1,
      criadoPor: user.uid,
    });
    expect(propriaDepois.find((a) => a.id === base!.id)).toMatchObject({ idEmpresa: propria, matricula: antes.matricula, turma: "Turma Nova", cpf: "12345678909", versao: 2, criadoPor: "seed" });
    expect(await readAlunos(alheia!.id)).toEqual(alheiosAntes);
    await anonymous.dispose();
  });
});

// Issue 20: one spreadsheet held the server for a minute. 5 MB files of tiny rows posted straight
// to "Verificar", as a hostile client would, while /robots.txt is asked again and again.
test.describe("hostile spreadsheets to Verificar", () => {
  test("are refused in seconds with the file's problem, the server answers meanwhile, and one person verifies one file at a time", async ({ page, inShell, playwright }) => {
    test.setTimeout(120_000);
    const { planilhaDoAtaque, semCabecalho, linhasVazias } = await import("../test/fixtures/planilhas/ataque");
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola Central" }]);
    await page.goto("/alunos/importar");
    await page.getByLabel("Arquivo CSV", { exact: true }).setInputFiles({ name: "pequeno.csv", mimeType: "text/csv", buffer: Buffer.from("Nome completo\r\nX\r\n") });
    const id = await actionIdOf(page, () => page.getByRole("button", { name: "Verificar", exact: true }).click());
    const signed = page.context().request;
    const robots = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

    /** Verificar with a file, the FormData's root last (as browsers send it). */
    const verificar = async (nome: string, bytes: Buffer) => {
      const form = new FormData();
      form.append("_1_arquivo", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), nome);
      form.append("0", '[null,"$K1"]');
      const response = await signed.post("/alunos/importar", { headers: { "next-action": id }, multipart: form, timeout: 60_000 });
      return { status: response.status(), text: await response.text(), fim: performance.now() };
    };

    const cases = [
      { name: "the issue's file: a header, then 'a\\n' to 5 MB", bytes: planilhaDoAtaque(), says: ["A planilha tem mais de 5.000 linhas."] },
      { name: "'a\\n' to 5 MB without a header", bytes: semCabecalho(), says: ["A planilha não tem a coluna Nome completo.", "A planilha não tem a coluna Escola."] },
      { name: "one student, then rows of ';' to 5 MB", bytes: linhasVazias(), says: ["A planilha tem mais de 5.000 linhas."] },
    ];
    for (const c of cases) {
      expect(c.bytes.byteLength, c.name).toBe(5 * 1024 * 1024);
      const inicio = performance.now();
      const resposta = verificar(`${c.name}.csv`, c.bytes);
      const pedidos = await robotsAte(robots, resposta);
      const { status, text, fim } = await resposta;
      expect(status, c.name).toBeLessThan(500);
      for (const frase of c.says) expect(text, c.name).toContain(frase);
      expect(text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      // /robots.txt was answered while the file was verified, and never waited for it.
      expect(pedidos.some((p) => p.respondido < fim), c.name).toBe(true);
      expect(Math.max(...pedidos.map((p) => p.respondido - p.enviado)), c.name).toBeLessThan(1000);
      expect(fim - inicio, c.name).toBeLessThan(10_000);
    }

    // The same person sends three at once: each is verified or told to wait, none fails.
    const juntas = await Promise.all([1, 2, 3].map((i) => verificar(`junta-${i}.csv`, planilhaDoAtaque())));
    for (const { status, text } of juntas) {
      expect(status).toBeLessThan(500);
      expect(text.includes("A planilha tem mais de 5.000 linhas.") || text.includes("Uma verificação já está em andamento. Aguarde o resultado.")).toBe(true);
    }
    expect(juntas.some((j) => j.text.includes("A planilha tem mais de 5.000 linhas."))).toBe(true);
    await robots.dispose();
  });
});

test.describe("hostile payloads: repeated attempts (issue 20)", () => {
  // Each client here sends an address of its own (X-Forwarded-For, last hop): the rest of the
  // suite signs in from 127.0.0.1 and must not be counted with these.
  test("a burst against one account, a sweep across accounts, a flood of password e-mails: each stops at its limit", async ({ page, loginPage, playwright }) => {
    test.setTimeout(90_000);
    const RECUSA = "Erro ao fazer login com email e senha.";
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": enderecoProprio() });
    await loginPage.goto();
    await loginPage.email.fill("x@y.z");
    const resetId = await actionIdOf(page, () => loginPage.forgot.click());
    await loginPage.password.fill("errada");
    const loginId = await actionIdOf(page, () => loginPage.submit.click());

    const clientes: APIRequestContext[] = [];
    const cliente = async () => {
      const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() } });
      clientes.push(ctx);
      return ctx;
    };
    const post = async (ctx: APIRequestContext, id: string, fields: Record<string, string>) => {
      const r = await ctx.post("/login", { headers: { "next-action": id }, multipart: formActionForm(fields), maxRedirects: 0 });
      return { status: r.status(), text: await r.text(), cookies: r.headers()["set-cookie"] ?? "" };
    };

    // 30 wrong passwords at once for one account: at most 10 reach the identity provider.
    const vitima = await createUser();
    const a = await cliente();
    const rajada = await Promise.all(Array.from({ length: 30 }, (_, i) => post(a, loginId, { email: vitima.email, password: `errada-${i}` })));
    for (const r of rajada) expect(r.status).toBeLessThan(500);
    const julgadas = rajada.filter((r) => r.text.includes(RECUSA)).length;
    expect(julgadas).toBeGreaterThan(0);
    expect(julgadas).toBeLessThanOrEqual(10);
    expect(rajada.filter((r) => r.text.includes(MUITAS_TENTATIVAS))).toHaveLength(30 - julgadas);
    const certa = await post(a, loginId, { email: vitima.email, password: vitima.password });
    expect(certa.text).toContain(MUITAS_TENTATIVAS);
    expect(certa.cookies).not.toContain("gestao_sessao=Fe26");

    // 50 failures across accounts from one address: every account waits there, and only there.
    const b = await cliente();
    for (let lote = 0; lote < 5; lote++) {
      const respostas = await Promise.all(Array.from({ length: 10 }, (_, i) => post(b, loginId, { email: `varredura-${lote}-${i}-${Date.now()}@teste.escola`, password: "errada" })));
      for (const r of respostas) expect(r.text).toContain(RECUSA);
    }
    const outra = await createUser();
    expect((await post(b, loginId, { email: outra.email, password: outra.password })).text).toContain(MUITAS_TENTATIVAS);
    expect((await post(await cliente(), loginId, { email: outra.email, password: outra.password })).cookies).toContain("gestao_sessao=Fe26");

    // 30 password e-mails at once for one address: 3 leave.
    const alvo = await createUser();
    const pedidos = await Promise.all(Array.from({ length: 30 }, () => post(b, resetId, { email: alvo.email })));
    for (const r of pedidos) expect(r.status).toBeLessThan(500);
    expect(pedidos.filter((r) => r.text.includes(MUITAS_TENTATIVAS))).toHaveLength(27);
    const codes = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`);
    const enviados = ((await codes.json()) as { oobCodes: { email: string; requestType: string }[] }).oobCodes.filter((c) => c.email === alvo.email && c.requestType === "PASSWORD_RESET");
    expect(enviados).toHaveLength(3);
    for (const ctx of clientes) await ctx.dispose();
  });
});
