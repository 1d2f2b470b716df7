import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, learnEscolaActionIds, learnAlunoActionIds } from "./fixtures";
import canaries from "./support/build-canaries.json";
import { robotsAte } from "./support/robots";
import { actionIdOf, forgeAction, formActionForm, tokenDeCriacao } from "./support/actions";
import { documentosEmitidos, idFromUrl } from "./support/tela";
import { abrirAcoes } from "./paginas/turma";
import { enderecoProprio, MUITAS_TENTATIVAS } from "./support/limites";
import { createEmpresas, createUser, readEscola, readEscolas, readIdEmpresaAtual, seedEscolas, uniqueInep, readAluno, readAlunos, readProximaMatricula, seedAlunos, seedAnoComTurmas, matriculaDoAno, link, testDb } from "../test/support/firebase";
import { linhasVazias, planilhaDoAtaque, semCabecalho } from "../test/fixtures/planilhas/ataque";
import { anoAtual, hoje } from "../lib/infra/relogio";
import { DIFERENTE, NAO_ENCONTRADO, semearDocumento } from "./support/documentos";
import { seedAnoEncerrado } from "../test/support/rematricula";
import { CAMPOS } from "../lib/alunos/descritor";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "../lib/alunos/campos";

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

/** A form with a field its action does not know (issue 41). */
const FORMULARIO_INVALIDO = "O formulário enviado não é válido. Recarregue a página.";

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
      { name: "login: unknown fields", ctx: anonymous, url: "/login", id: loginId, body: { form: formActionForm({ email: "ana@demo.escola", password: "errada", uid: "demo-ana", admin: "true" }) }, says: FORMULARIO_INVALIDO },
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
  test("are refused in Portuguese, never with a 5xx, and write nothing; an idEmpresa in the form refuses it", async ({ page, inShell, playwright }) => {
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

    // Fields the actions do not know, an idEmpresa among them (issue 41): the form is refused, nothing
    // is written; the same forms without them save in the session's company.
    const forged = { idEmpresa: alheia!.id, ativa: "false", versao: "99", criadoPor: "intrusa", busca: "x", nomeOrdem: "a" };
    const created = await hostile(signed, nova, ids.criar, { form: formActionForm({ nome: "Escola Com Campos Extras", ...forged, token: tokenDeCriacao() }) });
    expect(created.status).toBeLessThan(500);
    expect(created.text).toContain(FORMULARIO_INVALIDO);
    const updated = await hostile(signed, escola, ids.atualizar, { form: formActionForm({ ...edit({ nome: "Escola Base Renomeada" }), idEmpresa: alheia!.id, ativa: "false", criadoPor: "intrusa" }) });
    expect(updated.status).toBeLessThan(500);
    expect(updated.text).toContain(FORMULARIO_INVALIDO);
    expect(await readEscola(ids.idEscola)).toEqual(base);
    expect((await readEscolas(propria)).map((e) => e.nome)).toEqual(["Escola Base"]);
    expect((await hostile(signed, nova, ids.criar, { form: formActionForm({ nome: "Escola Sem Campos Extras", token: tokenDeCriacao() }) })).status).toBeLessThan(500);
    expect((await hostile(signed, escola, ids.atualizar, { form: formActionForm(edit({ nome: "Escola Base Renomeada" })) })).status).toBeLessThan(500);
    const propriaDepois = await readEscolas(propria);
    expect(propriaDepois.map((e) => e.nome).sort()).toEqual(["Escola Base Renomeada", "Escola Sem Campos Extras"]);
    expect(propriaDepois.find((e) => e.nome === "Escola Sem Campos Extras")).toMatchObject({ idEmpresa: propria, ativa: true, versao: 1, criadoPor: user.uid });
    expect(propriaDepois.find((e) => e.id === ids.idEscola)).toMatchObject({ idEmpresa: propria, ativa: true, criadoPor: user.uid, versao: base.versao as number + 1 });
    expect(await readEscolas(alheia!.id)).toEqual(alheiaAntes);
    await anonymous.dispose();
  });
});

// (Imports of the Alunos block below; ES imports are hoisted.)

test.describe("hostile payloads to the Alunos actions", () => {
  test("are refused in Portuguese, never with a 5xx, and write nothing; idEmpresa, matricula and other extra fields refuse the form", async ({ page, inShell, playwright }) => {
    test.setTimeout(90_000);
    const { user, empresas } = await inShell({ papel: "administrador" });
    const propria = empresas[0]!.id;
    const [alheia] = await createEmpresas(["Empresa Alheia dos Alunos"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia" }]);
    const [alunoAlheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio", idEscola: escolaAlheia!, cpf: "111.444.777-35" }]);
    const ids = await learnAlunoActionIds(page, propria);
    const [base] = await seedAlunos(propria, [{ nome: "Aluno Base", idEscola: ids.idEscola, cpf: "123.456.789-09" }]);
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
      formActionForm({ id: base!.id, versao: "1", nome: "Aluno Base", dataNascimento: "2015-03-10", idEscola: ids.idEscola, cpf: "***.456.789-**", situacao: "ativo", ...fields });
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
      { name: "criar: another student's CPF", ctx: signed, url: novo, id: ids.criar, body: { form: valido({ cpf: "12345678909" }) }, says: "Já existe um aluno com este número de CPF (matrícula " },
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

    // Fields the actions do not know refuse the form (issue 41), nothing written: the company is the
    // session's, the number the server's; a turma is an enrolment (the old free-text field, or an
    // enrolment forged on the student, write nothing).
    const forged = {
      idEmpresa: alheia!.id,
      matricula: "1999-999999",
      versao: "99",
      criadoPor: "intrusa",
      busca: "x",
      nomeOrdem: "a",
      alunosAtivos: "1000",
      turma: huge,
      turmasCursando: "turma-forjada",
      "cursandoPorAno.2026": "turma-forjada",
    };
    const created = await hostile(signed, novo, ids.criar, { form: valido({ nome: "Aluno Com Campos Extras", situacao: "inativo", ...forged }) });
    expect(created.status).toBeLessThan(500);
    expect(created.text).not.toContain("1999-999999");
    expect(created.text).toContain(FORMULARIO_INVALIDO);
    const updated = await hostile(signed, url, ids.atualizar, { form: edit({ responsavelNome: "Responsável Novo", ...forged, versao: "1", matricula: "1999-000001" }) });
    expect(updated.status).toBeLessThan(500);
    expect(updated.text).toContain(FORMULARIO_INVALIDO);
    expect(await readAluno(base!.id)).toEqual(antes);
    expect((await readAlunos(propria)).map((a) => a.nome)).toEqual(["Aluno Base"]);
    expect(await readProximaMatricula(propria), "no number spent on a refused form").toBe(proximaAntes);
    // Without them, the same forms save.
    expect((await hostile(signed, novo, ids.criar, { form: valido({ nome: "Aluno Sem Campos Extras" }) })).status).toBeLessThan(500);
    expect((await hostile(signed, url, ids.atualizar, { form: edit({ responsavelNome: "Responsável Novo" }) })).status).toBeLessThan(500);
    const propriaDepois = await readAlunos(propria);
    expect(propriaDepois.map((a) => a.nome).sort()).toEqual(["Aluno Base", "Aluno Sem Campos Extras"]);
    expect(propriaDepois.find((a) => a.nome === "Aluno Sem Campos Extras")).toMatchObject({
      idEmpresa: propria,
      matricula: matriculaDoAno(proximaAntes),
      situacao: "ativo",
      versao: 1,
      criadoPor: user.uid,
    });
    expect(propriaDepois.find((a) => a.id === base!.id)).toMatchObject({ idEmpresa: propria, matricula: antes.matricula, responsaveis: [expect.objectContaining({ nome: "Responsável Novo" })], cpf: "12345678909", versao: 2, criadoPor: "seed" });
    for (const aluno of propriaDepois) expect([aluno.turma, aluno.turmasCursando, aluno.cursandoPorAno]).toEqual([undefined, undefined, undefined]);
    expect(await readAlunos(alheia!.id)).toEqual(alheiosAntes);
    await anonymous.dispose();
  });
});

// Issue 43: hostile strings in every field of the record, posted to each section's `Editar` as a
// hostile client would (the loop is over the descriptor: a field added later is covered), forged
// list codes, and another company's student in `Unificar alunos`: never a 5xx, a Portuguese
// message, nothing written. (Field by field messages: app/(main)/alunos/__tests__/hostil.integration.test.ts.)
test.describe("hostile payloads to the record's sections and to Unificar alunos (issue 43)", () => {
  test("are refused in Portuguese, never with a 5xx, and write nothing", async ({ page, inShell }) => {
    test.setTimeout(120_000);
    const { empresas } = await inShell({ papel: "administrador" });
    const propria = empresas[0]!.id;
    const [alheia] = await createEmpresas(["Empresa Alheia do Registro"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia do Registro" }]);
    const [alheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio Registro", idEscola: escolaAlheia! }]);
    const [idEscola] = await seedEscolas(propria, [{ nome: "Escola do Registro" }]);
    const [base, outro] = await seedAlunos(propria, [
      { nome: "Aluno Base Registro", idEscola: idEscola! },
      { nome: "Aluno Outro Registro", idEscola: idEscola! },
    ]);
    // The ids, as a curious client learns them: a real section save, and Unificar's request stopped before it reaches the server.
    await page.goto(`/alunos/${base!.id}/editar?secao=documentos`);
    const secao = await actionIdOf(page, () => page.getByRole("main").getByRole("button", { name: "Salvar", exact: true }).click());
    await page.waitForURL(new RegExp(`/alunos/${base!.id}$`));
    await page.route("**/alunos/unificar**", (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()));
    await page.goto(`/alunos/unificar?fica=${base!.matricula}&sai=${outro!.matricula}`);
    const unificar = await actionIdOf(page, () => page.getByRole("button", { name: "Unificar alunos", exact: true }).click());
    await page.unroute("**/alunos/unificar**");

    const antes = (await readAluno(base!.id))!;
    const alheiosAntes = await readAlunos(alheia!.id);
    const signed = page.context().request;
    const url = `/alunos/${base!.id}/editar`;
    const dezMil = "x".repeat(10_000);
    const identificacao = { nome: "Aluno Base Registro", dataNascimento: "2015-03-10", idEscola: idEscola!, situacao: "ativo" };
    const secaoForm = (nome: SecaoDoAluno, campos: Record<string, string>) =>
      formActionForm({ id: base!.id, versao: String(antes.versao), secao: nome, ...(nome === "identificacao" ? identificacao : {}), ...campos });

    type Case = { name: string; form: FormData; id: string; url: string; says?: string };
    const cases: Case[] = [];
    for (const c of CAMPOS.filter((x) => x.secao in SECOES_DO_ALUNO)) {
      for (const valor of [dezMil, "Ana\u0000Souza\u202E", ...(c.tipo.tipo === "opcao" ? ["999999", "__proto__"] : [])]) {
        cases.push({ name: `${c.secao}.${c.chave} = ${valor.slice(0, 12)}`, form: secaoForm(c.secao, { [c.chave]: valor }), id: secao, url });
      }
    }
    cases.push(
      { name: "a section that is no section", form: formActionForm({ id: base!.id, versao: String(antes.versao), secao: "historico" }), id: secao, url, says: "Aluno não encontrado." },
      { name: "another company's student's section", form: formActionForm({ id: alheio!.id, versao: "1", secao: "documentos", nis: "" }), id: secao, url, says: "Aluno não encontrado." },
      { name: "unificar: another company's student that goes", form: formActionForm({ fica: base!.id, sai: alheio!.id }), id: unificar, url: "/alunos/unificar", says: "Aluno não encontrado." },
      { name: "unificar: another company's student that stays", form: formActionForm({ fica: alheio!.id, sai: base!.id }), id: unificar, url: "/alunos/unificar", says: "Aluno não encontrado." },
      { name: "unificar: 10,000 characters", form: formActionForm({ fica: dezMil, sai: base!.id }), id: unificar, url: "/alunos/unificar", says: "Aluno não encontrado." },
    );
    for (const c of cases) {
      const result = await hostile(signed, c.url, c.id, { form: c.form });
      expect(result.status, c.name).toBeLessThan(500);
      expect(result.text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      if (c.says) expect(result.text, c.name).toContain(c.says);
    }
    expect(await readAluno(base!.id), "the record is untouched").toEqual(antes);
    expect((await readAlunos(propria)).map((a) => a.nome).sort()).toEqual(["Aluno Base Registro", "Aluno Outro Registro"]);
    expect(await readAlunos(alheia!.id), "the other company's students are untouched").toEqual(alheiosAntes);
  });
});

// Issue 20: one spreadsheet held the server for a minute. 5 MB files of tiny rows posted straight
// to "Verificar", as a hostile client would, while /robots.txt is asked again and again.
test.describe("hostile spreadsheets to Verificar", () => {
  test("are refused in seconds with the file's problem, the server answers meanwhile, and one person verifies one file at a time", async ({ page, inShell, playwright }) => {
    test.setTimeout(120_000);
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

// Issue 23 ("Roles, bad input, tenancy"): the school year's actions. consulta writes nothing; ids of
// another company's school, year, turma, student or enrolment are not found; impossible dates,
// reversed ranges, a year of 5 digits, 10,000-character names, bad places and hours, a list of
// 10,000 ids: Portuguese messages, never a 5xx, nothing written. Extra fields are ignored.
test.describe("hostile payloads to the school-year actions", () => {
  /** The etapas' dates of a year in bimestres (as the form sends them). */
  const bimestresDe = (ano: number) => ({
    tipoEtapas: "bimestres",
    ...Object.fromEntries(
      [["02-02", "04-17"], ["04-20", "07-03"], ["07-20", "09-30"], ["10-01", "12-18"]].flatMap(([inicio, fim], i) => [
        [`inicio${i + 1}`, `${ano}-${inicio}`],
        [`fim${i + 1}`, `${ano}-${fim}`],
      ]),
    ),
  });
  const COLECOES = ["escolas", "anos_letivos", "turmas", "turmas_nome", "enturmacoes", "alunos", "atividades"] as const;
  /** Everything a company has in the collections these actions write, sorted by id. */
  const retrato = async (idEmpresa: string) => {
    const partes = await Promise.all(
      COLECOES.map(async (c) => [c, (await testDb().collection(c).where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) => a.id.localeCompare(b.id))] as const),
    );
    return Object.fromEntries(partes);
  };
  const lerDoc = async (caminho: string) => (await testDb().doc(caminho).get()).data() as Record<string, unknown> & { versao: number };
  /** A form action's body with repeated fields (`alunos[]`), the root last. */
  const comLista = (campos: Record<string, string>, alunos: string[]) => {
    const form = new FormData();
    for (const [nome, valor] of Object.entries(campos)) form.append(`_1_${nome}`, valor);
    for (const id of alunos) form.append("_1_alunos[]", id);
    form.append("0", '[null,"$K1"]');
    return form;
  };

  test("are refused in Portuguese, never with a 5xx, and write nothing; idEmpresa, cursando and situacao refuse the form", async ({ page, inShell, pageOf, playwright }) => {
    test.setTimeout(180_000);
    const { user, empresas } = await inShell({ papel: "administrador" });
    const propria = empresas[0]!.id;
    const [idEscola, idVizinha] = await seedEscolas(propria, [{ nome: "Escola do Ano Hostil" }, { nome: "Escola Vizinha do Ano" }]);
    const [ana, , carla, davi, eva, inativo] = await seedAlunos(propria, [
      { nome: "Ana Beatriz Lima", idEscola: idEscola! },
      { nome: "Bruno Costa Reis", idEscola: idEscola! },
      { nome: "Carla Dias Nunes", idEscola: idEscola! },
      { nome: "Davi Souza Melo", idEscola: idEscola! },
      { nome: "Eva Rocha Prado", idEscola: idEscola! },
      { nome: "Ícaro Inativo Silva", idEscola: idEscola!, situacao: "inativo" },
    ]);
    const [daVizinha] = await seedAlunos(propria, [{ nome: "Fábio da Vizinha", idEscola: idVizinha! }]);
    const main = page.getByRole("main");
    const campo = (label: string) => main.getByLabel(label, { exact: true });
    const botao = (name: string) => main.getByRole("button", { name, exact: true });
    const status = (texto: string) => page.getByRole("status").filter({ hasText: texto });

    // Learn every action's id from the real screens, as a curious client would.
    const anoUrl = `/escolas/${idEscola}/anos/2026`;
    const idAno = `${idEscola}__2026`;
    await page.goto(`/escolas/${idEscola}/anos/novo`);
    const datas2026 = bimestresDe(2026) as Record<string, string>;
    for (const n of [1, 2, 3, 4]) {
      await campo(`Início do ${n}º bimestre`).fill(datas2026[`inicio${n}`]!);
      await campo(`Fim do ${n}º bimestre`).fill(datas2026[`fim${n}`]!);
    }
    const criarAno = await actionIdOf(page, () => botao("Salvar").click());
    await expect(page.getByTestId("dias-letivos")).toBeVisible();
    const especiais = main.getByRole("region", { name: "Dias não letivos e extras do ano letivo" });
    const adicionarDia = async (de: string, ate: string, motivo: string) => {
      await campo("De").fill(de);
      await campo("Até").fill(ate);
      await campo("Motivo").fill(motivo);
      await botao("Adicionar").click();
      await expect(especiais).toContainText(motivo);
    };
    const adicionar = await actionIdOf(page, () => adicionarDia("2026-02-16", "2026-02-17", "Carnaval"));
    await adicionarDia("2026-07-06", "2026-07-17", "Recesso escolar");
    const remover = await actionIdOf(page, () => especiais.getByRole("button", { name: /^Remover .*Carnaval/ }).click());
    await expect(especiais).not.toContainText("Carnaval");
    await main.getByRole("link", { name: "Editar", exact: true }).click();
    const etapas = await actionIdOf(page, () => botao("Salvar").click());
    await expect(status("Ano letivo atualizado.")).toBeVisible();

    const novaTurma = async (nome: string, vagas: string) => {
      await page.goto(`${anoUrl}/turmas/nova`);
      await campo("Nome da turma").fill(nome);
      await campo("Etapa de ensino").selectOption({ label: "Ensino Fundamental — 5º ano" });
      await campo("Turno").selectOption({ label: "Matutino" });
      await campo("Vagas").fill(vagas);
      await campo("Início das aulas").fill("07:00");
      await campo("Fim das aulas").fill("11:30");
    };
    await novaTurma("5º ano B", "30");
    await botao("Salvar").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("5º ano B");
    const idTurmaB = idFromUrl(page);
    await novaTurma("5º ano A", "30");
    const criarTurma = await actionIdOf(page, () => botao("Salvar").click());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("5º ano A");
    const idTurmaA = idFromUrl(page);
    const turmaUrl = `/escolas/${idEscola}/turmas/${idTurmaA}`;
    await main.getByRole("link", { name: "Editar", exact: true }).click();
    const atualizarTurma = await actionIdOf(page, () => botao("Salvar").click());
    await expect(status("Turma atualizada.")).toBeVisible();
    await page.goto(`${turmaUrl}/enturmar`);
    for (const nome of ["Ana Beatriz Lima", "Bruno Costa Reis", "Carla Dias Nunes", "Davi Souza Melo"]) await main.getByRole("checkbox", { name: nome }).check();
    const enturmar = await actionIdOf(page, () => botao("Enturmar selecionados").click());
    await expect(status("4 alunos enturmados.")).toBeVisible();
    const lista = main.getByRole("region", { name: "Alunos da turma", exact: true });
    await abrirAcoes(lista, "Davi Souza Melo");
    await lista.getByRole("button", { name: "Remanejar (Davi Souza Melo)" }).click();
    await page.getByRole("dialog").getByLabel("Turma de destino", { exact: true }).selectOption({ label: "5º ano B — Ensino Fundamental — 5º ano — 30 vagas livres" });
    const remanejar = await actionIdOf(page, () => page.getByRole("dialog").getByRole("button", { name: "Remanejar", exact: true }).click());
    await expect(status("Aluno remanejado.")).toBeVisible();
    await abrirAcoes(lista, "Carla Dias Nunes");
    const tirar = await actionIdOf(page, async () => {
      await lista.getByRole("button", { name: "Tirar da turma: Carla Dias Nunes" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Tirar da turma" }).click();
    });
    await expect(status("Aluno tirado da turma.")).toBeVisible();
    await page.goto(anoUrl);
    const iniciar = await actionIdOf(page, async () => {
      await botao("Iniciar ano letivo").click();
      await page.getByRole("dialog").getByRole("button", { name: "Iniciar ano letivo" }).click();
    });
    await expect(page.getByTestId("situacao-do-ano")).toHaveText("Em andamento");

    const signed = page.context().request;
    // A year 2027 in planning, with a turma (made through the actions themselves).
    const semestres2027 = { tipoEtapas: "semestres", inicio1: "2027-02-01", fim1: "2027-06-30", inicio2: "2027-08-02", fim2: "2027-12-17" };
    const idAno2027 = `${idEscola}__2027`;
    expect((await forgeAction(signed, `/escolas/${idEscola}/anos/novo`, criarAno, { idEscola: idEscola!, ano: "2027", ...semestres2027 })).status).toBeLessThan(400);
    const turma = { etapaDeEnsino: "ef-5", turno: "matutino", vagas: "30", inicioAulas: "07:00", fimAulas: "11:30", codigoInep: "" };
    expect((await forgeAction(signed, `/escolas/${idEscola}/anos/2027/turmas/nova`, criarTurma, { idAnoLetivo: idAno2027, nome: "5º ano de 2027", ...turma })).status).toBeLessThan(400);
    const idTurma2027 = (await testDb().collection("turmas").where("idAnoLetivo", "==", idAno2027).get()).docs[0]!.id;

    // What the actions work on: the year (its Recesso), turma A (Ana and Bruno Cursando, Davi's entry Remanejado).
    const entradas = (await testDb().collection("enturmacoes").where("idEmpresa", "==", propria).get()).docs.map((d) => ({ id: d.id, ...(d.data() as { idAluno: string; situacao: string }) }));
    const entradaDe = (idAluno: string, situacao: string) => entradas.find((e) => e.idAluno === idAluno && e.situacao === situacao)!.id;
    const entradaAna = entradaDe(ana!.id, "cursando");
    const entradaRemanejada = entradaDe(davi!.id, "remanejado");
    const anoDoc = await lerDoc(`anos_letivos/${idAno}`);
    const recesso = (anoDoc.especiais as { id: string }[])[0]!.id;
    const turmaDoc = await lerDoc(`turmas/${idTurmaA}`);
    expect(turmaDoc).toMatchObject({ cursando: 2 });
    expect(entradas.filter((e) => e.idAluno === carla!.id)).toEqual([]);

    // Another company's school, year (in planning), turma, student and enrolment, like ours.
    const [alheia] = await createEmpresas(["Empresa Alheia do Ano"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia do Ano" }]);
    const [alunoAlheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio da Turma", idEscola: escolaAlheia! }]);
    const idAnoAlheio = `${escolaAlheia}__2026`;
    await testDb().doc(`anos_letivos/${idAnoAlheio}`).set({ ...anoDoc, idEmpresa: alheia!.id, idEscola: escolaAlheia, situacao: "planejamento", versao: 1 });
    const turmaAlheia = testDb().collection("turmas").doc();
    await turmaAlheia.set({ ...turmaDoc, idEmpresa: alheia!.id, idEscola: escolaAlheia, idAnoLetivo: idAnoAlheio, nome: "Turma Alheia", versao: 1, cursando: 1 });
    const entradaAlheia = testDb().collection("enturmacoes").doc();
    await entradaAlheia.set({
      ...(await lerDoc(`enturmacoes/${entradaAna}`)),
      idEmpresa: alheia!.id,
      idAluno: alunoAlheio!.id,
      idTurma: turmaAlheia.id,
      idEscola: escolaAlheia,
      idAnoLetivo: idAnoAlheio,
      nomeTurma: "Turma Alheia",
      nomeAluno: "Aluno Alheio da Turma",
    });

    // A consulta of the same company, signed in on a browser of its own.
    const consulta = await createUser({ idEmpresaAtual: propria });
    await link(consulta, [propria], { papel: "consulta" });
    const leitor = (await pageOf({ user: consulta, empresas })).context().request;
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

    const propriaAntes = await retrato(propria);
    const alheiaAntes = await retrato(alheia!.id);

    const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
    const SESSAO = "Sua sessão expirou. Entre novamente.";
    const FORMULARIO = "Não foi possível ler o formulário.";
    const ANO_NAO_ENCONTRADO = "Ano letivo não encontrado.";
    const TURMA_NAO_ENCONTRADA = "Turma não encontrada.";
    const ENTRADA_NAO_ENCONTRADA = "Enturmação não encontrada.";
    const VAGAS = "Vagas deve ser um número entre 1 e 80.";
    const DATAS = "Informe as datas de todas as etapas.";
    const ORDEM = "As etapas devem estar em ordem e sem sobreposição.";
    const FORA_DO_ANO = "As datas devem estar entre 01/01 do ano e 31/01 do ano seguinte.";
    const NOME_DA_TURMA = "O nome da turma deve ter até 40 caracteres.";
    const MOTIVO = "Informe o motivo (até 120 caracteres).";
    const DATA_DO_DIA = "Informe uma data válida.";
    const DESTINO = "Escolha a turma de destino.";
    const dezMil = "x".repeat(10_000);
    const huge = "x".repeat(200_000);

    const novoAno = `/escolas/${idEscola}/anos/novo`;
    const editarAno = `${anoUrl}/editar`;
    const novaTurmaUrl = `${anoUrl}/turmas/nova`;
    const editarTurma = `${turmaUrl}/editar`;
    const enturmarUrl = `${turmaUrl}/enturmar`;
    /** A valid new year (the neighbouring school's 2026) but for `f`. */
    const ano = (f: Record<string, string> = {}) => formActionForm({ idEscola: idVizinha!, ano: "2026", ...bimestresDe(2026), token: tokenDeCriacao(), ...f });
    const edicao = (f: Record<string, string> = {}) => formActionForm({ id: idAno, versao: String(anoDoc.versao), ano: "2026", ...bimestresDe(2026), ...f });
    const dia = (f: Record<string, string> = {}) => formActionForm({ id: idAno, de: "2026-03-02", ate: "2026-03-03", tipo: "naoLetivo", motivo: "Reunião pedagógica", ...f });
    const novaT = (f: Record<string, string> = {}) => formActionForm({ idAnoLetivo: idAno, nome: "5º ano Hostil", ...turma, token: tokenDeCriacao(), ...f });
    const editT = (f: Record<string, string> = {}) => formActionForm({ id: idTurmaA, versao: String(turmaDoc.versao), nome: "5º ano A", ...turma, ...f });
    const dezMilIds = Array.from({ length: 10_000 }, (_, i) => `aluno-inexistente-${i}`);

    type Case = { name: string; ctx: APIRequestContext; url: string; id: string; body: { form?: Record<string, string> | FormData; raw?: string }; says?: string };
    const cases: Case[] = [
      // consulta forging each write.
      { name: "consulta: criar ano", ctx: leitor, url: novoAno, id: criarAno, body: { form: ano() }, says: SEM_PERMISSAO },
      { name: "consulta: etapas", ctx: leitor, url: editarAno, id: etapas, body: { form: edicao({ fim4: "2026-12-11" }) }, says: SEM_PERMISSAO },
      { name: "consulta: iniciar", ctx: leitor, url: anoUrl, id: iniciar, body: { form: formActionForm({ id: idAno2027 }) }, says: SEM_PERMISSAO },
      { name: "consulta: adicionar dia", ctx: leitor, url: anoUrl, id: adicionar, body: { form: dia() }, says: SEM_PERMISSAO },
      { name: "consulta: remover dia", ctx: leitor, url: anoUrl, id: remover, body: { form: formActionForm({ id: idAno, dia: recesso }) }, says: SEM_PERMISSAO },
      { name: "consulta: criar turma", ctx: leitor, url: novaTurmaUrl, id: criarTurma, body: { form: novaT() }, says: SEM_PERMISSAO },
      { name: "consulta: atualizar turma", ctx: leitor, url: editarTurma, id: atualizarTurma, body: { form: editT({ nome: "5º ano A Renomeada" }) }, says: SEM_PERMISSAO },
      { name: "consulta: enturmar", ctx: leitor, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [eva!.id]) }, says: SEM_PERMISSAO },
      { name: "consulta: remanejar", ctx: leitor, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAna, idTurmaDestino: idTurmaB }) }, says: SEM_PERMISSAO },
      { name: "consulta: tirar", ctx: leitor, url: turmaUrl, id: tirar, body: { form: formActionForm({ id: entradaAna }) }, says: SEM_PERMISSAO },
      // No session.
      { name: "no session: criar ano", ctx: anonymous, url: novoAno, id: criarAno, body: { form: ano() }, says: SESSAO },
      { name: "no session: enturmar", ctx: anonymous, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [eva!.id]) }, says: SESSAO },
      // Another company's school, year, turma, student, enrolment.
      { name: "criar ano: another company's school", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ idEscola: escolaAlheia! }) }, says: ANO_NAO_ENCONTRADO },
      { name: "criar ano: a path for the school", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ idEscola: `../escolas/${escolaAlheia}` }) }, says: ANO_NAO_ENCONTRADO },
      { name: "criar ano: a huge school id", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ idEscola: huge }) }, says: ANO_NAO_ENCONTRADO },
      { name: "etapas: another company's year", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ id: idAnoAlheio, versao: "1" }) }, says: ANO_NAO_ENCONTRADO },
      { name: "iniciar: another company's year", ctx: signed, url: anoUrl, id: iniciar, body: { form: formActionForm({ id: idAnoAlheio }) }, says: ANO_NAO_ENCONTRADO },
      { name: "adicionar dia: another company's year", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ id: idAnoAlheio }) }, says: ANO_NAO_ENCONTRADO },
      { name: "remover dia: another company's year", ctx: signed, url: anoUrl, id: remover, body: { form: formActionForm({ id: idAnoAlheio, dia: recesso }) }, says: ANO_NAO_ENCONTRADO },
      { name: "criar turma: another company's year", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ idAnoLetivo: idAnoAlheio }) }, says: TURMA_NAO_ENCONTRADA },
      { name: "atualizar turma: another company's turma", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ id: turmaAlheia.id, versao: "1", nome: "Tomada" }) }, says: TURMA_NAO_ENCONTRADA },
      { name: "enturmar: into another company's turma", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: turmaAlheia.id }, [eva!.id]) }, says: TURMA_NAO_ENCONTRADA },
      { name: "enturmar: another company's student", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [eva!.id, alunoAlheio!.id]) }, says: "Aluno não encontrado." },
      { name: "enturmar: a path for a student", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [`../alunos/${alunoAlheio!.id}`]) }, says: "Aluno não encontrado." },
      { name: "remanejar: another company's enrolment", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAlheia.id, idTurmaDestino: idTurmaB }) }, says: ENTRADA_NAO_ENCONTRADA },
      { name: "remanejar: into another company's turma", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAna, idTurmaDestino: turmaAlheia.id }) }, says: DESTINO },
      { name: "tirar: another company's enrolment", ctx: signed, url: turmaUrl, id: tirar, body: { form: formActionForm({ id: entradaAlheia.id }) }, says: ENTRADA_NAO_ENCONTRADA },
      // The year: impossible dates, reversed ranges, a year of 5 digits, unknown kinds.
      { name: "criar ano: 2026-02-30", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ inicio1: "2026-02-30" }) }, says: DATAS },
      { name: "criar ano: a year of 5 digits", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ ano: "20261" }) }, says: "Informe um ano entre 2000 e 2100." },
      { name: "criar ano: a date of a 5-digit year", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ fim4: "20261-12-18" }) }, says: DATAS },
      { name: "criar ano: an etapa ending before it starts", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ inicio1: "2026-04-17", fim1: "2026-02-02" }) }, says: ORDEM },
      { name: "criar ano: overlapping etapas", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ inicio2: "2026-04-10" }) }, says: ORDEM },
      { name: "criar ano: dates of another year", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ fim4: "2027-03-01" }) }, says: FORA_DO_ANO },
      { name: "criar ano: a huge date", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ inicio1: dezMil }) }, says: DATAS },
      { name: "criar ano: an unknown kind of etapas", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ tipoEtapas: "quinzenas" }) }, says: "Escolha as etapas." },
      { name: "criar ano: a year that exists", ctx: signed, url: novoAno, id: criarAno, body: { form: ano({ idEscola: idEscola! }) }, says: "Este ano letivo já existe nesta escola." },
      { name: "criar ano: not a form", ctx: signed, url: novoAno, id: criarAno, body: { raw: `[null, {"idEscola": "${idVizinha}", "ano": "2026"}]` }, says: FORMULARIO },
      { name: "etapas: 2026-02-30", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ fim1: "2026-02-30" }) }, says: DATAS },
      { name: "etapas: an etapa ending before it starts", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ inicio4: "2026-12-18", fim4: "2026-10-01" }) }, says: ORDEM },
      { name: "etapas: a year of 5 digits", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ ano: "20261" }) }, says: "Informe um ano entre 2000 e 2100." },
      { name: "etapas: another year's number and dates", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ ano: "2027", ...bimestresDe(2027) }) }, says: FORA_DO_ANO },
      { name: "etapas: an old version", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ versao: "1", fim4: "2026-12-11" }) }, says: "Este ano letivo foi alterado por outra pessoa. Recarregue a página." },
      { name: "etapas: a version that is no number", ctx: signed, url: editarAno, id: etapas, body: { form: edicao({ versao: "abc" }) }, says: "Este ano letivo foi alterado por outra pessoa. Recarregue a página." },
      { name: "iniciar: a second year in progress", ctx: signed, url: anoUrl, id: iniciar, body: { form: formActionForm({ id: idAno2027 }) }, says: "Já há um ano letivo em andamento nesta escola." },
      { name: "iniciar: a year already in progress", ctx: signed, url: anoUrl, id: iniciar, body: { form: formActionForm({ id: idAno }) }, says: "Este ano letivo não está em planejamento." },
      { name: "iniciar: a huge id", ctx: signed, url: anoUrl, id: iniciar, body: { form: formActionForm({ id: huge }) }, says: ANO_NAO_ENCONTRADO },
      { name: "adicionar dia: 2026-02-30", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ de: "2026-02-30" }) }, says: DATA_DO_DIA },
      { name: "adicionar dia: De after Até", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ de: "2026-03-10", ate: "2026-03-09" }) }, says: "A data final deve ser igual ou posterior à inicial." },
      { name: "adicionar dia: a 5-digit year", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ ate: "20261-03-03" }) }, says: DATA_DO_DIA },
      { name: "adicionar dia: days of another year", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ de: "2028-03-02", ate: "2028-03-03" }) }, says: "Os dias devem estar entre 01/01 do ano e 31/01 do ano seguinte." },
      { name: "adicionar dia: a Motivo of 10,000", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ motivo: dezMil }) }, says: MOTIVO },
      { name: "adicionar dia: a huge Motivo", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ motivo: huge }) }, says: MOTIVO },
      { name: "adicionar dia: an unknown Tipo", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ tipo: "feriado" }) }, says: "Escolha o tipo." },
      { name: "adicionar dia: days already listed", ctx: signed, url: anoUrl, id: adicionar, body: { form: dia({ de: "2026-07-10", ate: "2026-07-20" }) }, says: "Estes dias já estão na lista." },
      { name: "remover dia: an unknown day", ctx: signed, url: anoUrl, id: remover, body: { form: formActionForm({ id: idAno, dia: "nao-existe" }) }, says: "Este dia não está mais na lista." },
      { name: "remover dia: a huge day id", ctx: signed, url: anoUrl, id: remover, body: { form: formActionForm({ id: idAno, dia: huge }) }, says: "Este dia não está mais na lista." },
      // The turma: names, places, hours, kinds.
      { name: "criar turma: a name of 10,000", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ nome: dezMil }) }, says: NOME_DA_TURMA },
      { name: "criar turma: a huge name", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ nome: huge }) }, says: NOME_DA_TURMA },
      { name: "criar turma: a name of 41", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ nome: "n".repeat(41) }) }, says: NOME_DA_TURMA },
      { name: "criar turma: a blank name", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ nome: " \t\n " }) }, says: "Informe o nome da turma." },
      { name: "criar turma: the same name, another case", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ nome: "5º ANO a" }) }, says: "Já existe uma turma com este nome neste ano." },
      ...["abc", "0", "81", "1e3", "-1", "30.5", " ", "9".repeat(10_000)].map((vagas): Case => ({ name: `criar turma: vagas ${vagas.slice(0, 10)}`, ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ vagas }) }, says: VAGAS })),
      { name: "criar turma: Início das aulas 25:99", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ inicioAulas: "25:99" }) }, says: "Informe a hora no formato HH:MM." },
      { name: "criar turma: the end before the start", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ inicioAulas: "11:30", fimAulas: "07:00" }) }, says: "O fim das aulas deve ser depois do início." },
      { name: "criar turma: an unknown etapa", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ etapaDeEnsino: "ef-10" }) }, says: "Informe a etapa de ensino." },
      { name: "criar turma: an unknown turno", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ turno: "madrugada" }) }, says: "Informe o turno." },
      { name: "criar turma: an INEP of 11 digits", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: novaT({ codigoInep: "12345678901" }) }, says: "O código INEP da turma tem até 10 dígitos." },
      { name: "criar turma: no token", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { form: formActionForm({ idAnoLetivo: idAno, nome: "Sem Token", ...turma }) }, says: FORMULARIO },
      { name: "criar turma: wrong types", ctx: signed, url: novaTurmaUrl, id: criarTurma, body: { raw: '["x", 42]' }, says: FORMULARIO },
      { name: "atualizar turma: a name of 10,000", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ nome: dezMil }) }, says: NOME_DA_TURMA },
      { name: "atualizar turma: vagas 1e3", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ vagas: "1e3" }) }, says: VAGAS },
      { name: "atualizar turma: fewer places than students", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ vagas: "1" }) }, says: "A turma já tem 2 alunos; as vagas não podem ser menos que isso." },
      { name: "atualizar turma: Fim das aulas 25:99", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ fimAulas: "25:99" }) }, says: "Informe a hora no formato HH:MM." },
      { name: "atualizar turma: an old version", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ versao: "0", nome: "Versão Velha" }) }, says: "Esta turma foi alterada por outra pessoa. Recarregue a página." },
      { name: "atualizar turma: a huge id", ctx: signed, url: editarTurma, id: atualizarTurma, body: { form: editT({ id: huge }) }, says: TURMA_NAO_ENCONTRADA },
      // Enrolment: lists, students that cannot be enrolled, entries that are not there.
      // 10,000 short ids fit the 1 MB of an action's body (the list is cut at 1,001, then refused); long ones do not.
      { name: "enturmar: 10,000 short ids", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, dezMilIds.map((_, i) => String(i))) }, says: "Selecione no máximo 80 alunos de uma vez." },
      { name: "enturmar: 10,000 long ids", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, dezMilIds) }, says: "Requisição grande demais." },
      { name: "enturmar: 81 ids", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, dezMilIds.slice(0, 81)) }, says: "Selecione no máximo 80 alunos de uma vez." },
      { name: "enturmar: nobody", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, []) }, says: "Selecione ao menos um aluno." },
      { name: "enturmar: a student already in a turma", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaB }, [eva!.id, ana!.id]) }, says: "Este aluno já está na turma 5º ano A em 2026." },
      { name: "enturmar: an inactive student", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [inativo!.id]) }, says: "Só alunos ativos podem ser enturmados." },
      { name: "enturmar: another school's student", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [daVizinha!.id]) }, says: "O aluno é de outra escola." },
      { name: "enturmar: a huge id", ctx: signed, url: enturmarUrl, id: enturmar, body: { form: comLista({ idTurma: idTurmaA }, [huge]) }, says: "Aluno não encontrado." },
      { name: "enturmar: not a form", ctx: signed, url: enturmarUrl, id: enturmar, body: { raw: `[null, {"idTurma": "${idTurmaA}", "alunos": ["${eva!.id}"]}]` }, says: FORMULARIO },
      { name: "remanejar: into the same turma", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAna, idTurmaDestino: idTurmaA }) }, says: "Escolha outra turma." },
      { name: "remanejar: into another year's turma", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAna, idTurmaDestino: idTurma2027 }) }, says: DESTINO },
      { name: "remanejar: no destination", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaAna, idTurmaDestino: "" }) }, says: DESTINO },
      { name: "remanejar: an entry already ended", ctx: signed, url: turmaUrl, id: remanejar, body: { form: formActionForm({ id: entradaRemanejada, idTurmaDestino: idTurmaB }) }, says: "O aluno não está mais cursando esta turma." },
      { name: "tirar: an entry already ended", ctx: signed, url: turmaUrl, id: tirar, body: { form: formActionForm({ id: entradaRemanejada }) }, says: "O aluno não está mais cursando esta turma." },
      { name: "tirar: a path for an id", ctx: signed, url: turmaUrl, id: tirar, body: { form: formActionForm({ id: `../enturmacoes/${entradaAlheia.id}` }) }, says: ENTRADA_NAO_ENCONTRADA },
      { name: "tirar: a huge id", ctx: signed, url: turmaUrl, id: tirar, body: { form: formActionForm({ id: huge }) }, says: ENTRADA_NAO_ENCONTRADA },
      { name: "tirar: wrong types", ctx: signed, url: turmaUrl, id: tirar, body: { raw: "[1, 2]" }, says: FORMULARIO },
    ];
    for (const c of cases) {
      const result = await hostile(c.ctx, c.url, c.id, c.body);
      expect(result.status, c.name).toBeLessThan(500);
      expect(result.text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      // No raw (English) message of the schemas.
      expect(result.text, c.name).not.toMatch(/Invalid (input|option|string|type)|Expected [a-z]+, received|Too (big|small)|Required/);
      if (c.says) expect(result.text, c.name).toContain(c.says);
    }
    expect(await retrato(propria), "the company's years, turmas, entries, students and activity are untouched").toEqual(propriaAntes);
    expect(await retrato(alheia!.id), "the other company's are untouched").toEqual(alheiaAntes);

    // Fields the actions do not know refuse the form (issue 41), nothing written; without them the
    // forms save: the company is the session's, the counts and situations the server's.
    const extras = { idEmpresa: alheia!.id, cursando: "50", situacao: "encerrado", versao: "99", criadoPor: "intrusa", ano: "1999", idEscola: escolaAlheia! };
    for (const [nome, resposta] of [
      ["criar ano", await hostile(signed, novoAno, criarAno, { form: ano({ ...extras, ano: "2026", idEscola: idVizinha!, especiais: "[]" }) })],
      ["criar turma", await hostile(signed, novaTurmaUrl, criarTurma, { form: novaT({ ...extras, nome: "5º ano C" }) })],
      ["enturmar", await hostile(signed, enturmarUrl, enturmar, { form: comLista({ idTurma: idTurmaB, ...extras, desde: "2020-01-01" }, [eva!.id]) })],
    ] as const) {
      expect(resposta.status, nome).toBeLessThan(500);
      expect(resposta.text, nome).toContain(FORMULARIO_INVALIDO);
    }
    expect(await retrato(propria), "nothing written by a form with fields it does not know").toEqual(propriaAntes);
    expect((await hostile(signed, novoAno, criarAno, { form: ano({ ano: "2026", idEscola: idVizinha! }) })).status).toBeLessThan(500);
    expect((await hostile(signed, novaTurmaUrl, criarTurma, { form: novaT({ nome: "5º ano C" }) })).status).toBeLessThan(500);
    expect((await hostile(signed, enturmarUrl, enturmar, { form: comLista({ idTurma: idTurmaB }, [eva!.id]) })).status).toBeLessThan(500);
    expect(await lerDoc(`anos_letivos/${idVizinha}__2026`)).toMatchObject({ idEmpresa: propria, idEscola: idVizinha, ano: 2026, situacao: "planejamento", especiais: [], criadoPor: user.uid });
    const turmaC = (await testDb().collection("turmas").where("idEmpresa", "==", propria).where("nome", "==", "5º ano C").get()).docs.map((d) => d.data());
    expect(turmaC).toEqual([expect.objectContaining({ idEscola, idAnoLetivo: idAno, ano: 2026, cursando: 0, versao: 1, criadoPor: user.uid })]);
    expect(await lerDoc(`turmas/${idTurmaB}`)).toMatchObject({ idEmpresa: propria, cursando: 2 });
    const daEva = (await testDb().collection("enturmacoes").where("idAluno", "==", eva!.id).get()).docs.map((d) => d.data());
    expect(daEva).toEqual([expect.objectContaining({ idEmpresa: propria, idTurma: idTurmaB, idEscola, situacao: "cursando", ate: null })]);
    expect(await retrato(alheia!.id)).toEqual(alheiaAntes);
    await anonymous.dispose();
  });
});

test.describe("hostile payloads to the roll call (issue 24)", () => {
  const COLECOES = ["chamadas", "turmas", "enturmacoes", "atividades"] as const;
  const retrato = async (idEmpresa: string) =>
    Object.fromEntries(
      await Promise.all(
        COLECOES.map(async (c) => [c, (await testDb().collection(c).where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) => a.id.localeCompare(b.id))] as const),
      ),
    );
  // Last year's calendar, in progress: every day of it is in the past.
  const ANO = anoAtual() - 1;
  /** The first Monday-to-Friday (or, `sabado`, Saturday) on or after MM-DD of ANO. */
  const diaUtil = (mmdd: string, { sabado = false } = {}) => {
    const d = new Date(`${ANO}-${mmdd}T00:00:00Z`);
    while (sabado ? d.getUTCDay() !== 6 : d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };

  test("are refused in Portuguese, never with a 5xx, and write nothing", async ({ page, inShell, pageOf, playwright }) => {
    test.setTimeout(120_000);
    const { empresas } = await inShell({ papel: "secretaria" });
    const propria = empresas[0]!.id;
    const [idEscola] = await seedEscolas(propria, [{ nome: "Escola da Chamada Hostil" }]);
    const ano = await seedAnoComTurmas(propria, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
    const [turmaA, turmaB] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
    const desde = `${ANO}-02-01`;
    const [ana, bruno] = await seedAlunos(propria, [
      { nome: "Ana Chamada Hostil", idEscola: idEscola!, turma: turmaA, desde },
      { nome: "Bruno Chamada Hostil", idEscola: idEscola!, turma: turmaA, desde },
    ]);
    const [daOutraTurma] = await seedAlunos(propria, [{ nome: "Caio Da Turma B", idEscola: idEscola!, turma: turmaB, desde }]);
    const [alheia] = await createEmpresas(["Empresa Alheia da Chamada"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia da Chamada" }]);
    const anoAlheio = await seedAnoComTurmas(alheia!.id, escolaAlheia!, { ano: ANO, turmas: [{ nome: "Turma Alheia" }] });
    const [alunoAlheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio da Chamada", idEscola: escolaAlheia!, turma: anoAlheio.turmas[0]!, desde }]);

    // Learn the action's id from the real screen: the first day's roll call, all present.
    const D1 = diaUtil("03-02");
    const sabado = diaUtil("03-02", { sabado: true });
    const url = `/escolas/${idEscola}/turmas/${turmaA.id}/chamada`;
    await page.goto(`${url}?data=${D1}`);
    const salvar = await actionIdOf(page, () => page.getByRole("button", { name: "Salvar chamada" }).click());
    await expect(page.getByRole("status").filter({ hasText: "Chamada salva: 2 presentes, 0 faltas." })).toBeVisible();
    const signed = page.context().request;

    // The turma's professors: learn `Adicionar professor` and `Remover` from the turma's page (Paulo
    // added, then removed); Rita teaches 5º ano B only and forges against 5º ano A.
    const paulo = await createUser({ idEmpresaAtual: propria, displayName: "Paulo Professor" });
    await link(paulo, [propria], { papel: "professor" });
    const rita = await createUser({ idEmpresaAtual: propria, displayName: "Rita Professora" });
    await link(rita, [propria], { papel: "professor" });
    await testDb().doc(`turmas/${turmaB.id}`).update({ professores: [rita.uid], nomesDosProfessores: { [rita.uid]: "Rita Professora" } });
    const turmaUrl = `/escolas/${idEscola}/turmas/${turmaA.id}`;
    await page.goto(turmaUrl);
    const professores = page.getByRole("main").getByRole("region", { name: "Professores" });
    await professores.getByLabel("Professor", { exact: true }).selectOption({ label: "Paulo Professor" });
    const adicionar = await actionIdOf(page, () => professores.getByRole("button", { name: "Adicionar professor", exact: true }).click());
    await expect(page.getByRole("status").filter({ hasText: "Professor adicionado." })).toBeVisible();
    const remover = await actionIdOf(page, () => professores.getByRole("button", { name: "Remover", exact: true }).click());
    await expect(page.getByRole("status").filter({ hasText: "Professor removido." })).toBeVisible();

    const consulta = await createUser({ idEmpresaAtual: propria });
    await link(consulta, [propria], { papel: "consulta" });
    const leitor = (await pageOf({ user: consulta, empresas })).context().request;
    const professoraDeOutraTurma = (await pageOf({ user: rita, empresas })).context().request;
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

    const propriaAntes = await retrato(propria);
    const alheiaAntes = await retrato(alheia!.id);
    const pedido = (f: Record<string, unknown> = {}) => JSON.stringify([{ idTurma: turmaA.id, dia: diaUtil("03-09"), versao: 0, marcas: [{ id: ana!.id, marca: "falta" }], ...f }]);
    const marcas = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `aluno-${i}`, marca: "falta" }));
    const huge = "x".repeat(200_000);
    const SEM_AULA = "Não há aula nesta data.";
    const MARCA = "Marque cada aluno como Presente, Falta ou Falta justificada.";
    const cases: { name: string; ctx: APIRequestContext; raw: string; says?: string }[] = [
      { name: "consulta saving a roll call", ctx: leitor, raw: pedido(), says: "Você não tem permissão para esta ação." },
      { name: "no session", ctx: anonymous, raw: pedido(), says: "Sua sessão expirou. Entre novamente." },
      { name: "another company's turma", ctx: signed, raw: pedido({ idTurma: anoAlheio.turmas[0]!.id, marcas: [{ id: alunoAlheio!.id, marca: "falta" }] }), says: "Turma não encontrada." },
      { name: "a path for the turma", ctx: signed, raw: pedido({ idTurma: `../turmas/${anoAlheio.turmas[0]!.id}` }), says: "Turma não encontrada." },
      { name: "another company's student", ctx: signed, raw: pedido({ marcas: [{ id: alunoAlheio!.id, marca: "falta" }] }), says: "A chamada tem um aluno que não está nesta turma nesta data." },
      { name: "a student of another turma", ctx: signed, raw: pedido({ marcas: [{ id: daOutraTurma!.id, marca: "falta" }] }), says: "A chamada tem um aluno que não está nesta turma nesta data." },
      { name: "a date of another year", ctx: signed, raw: pedido({ dia: `${ANO - 1}-03-02` }), says: SEM_AULA },
      { name: "a Saturday", ctx: signed, raw: pedido({ dia: sabado }), says: SEM_AULA },
      { name: "a day ahead", ctx: signed, raw: pedido({ dia: `${ANO + 2}-03-02` }), says: SEM_AULA },
      { name: "a day that is not a day", ctx: signed, raw: pedido({ dia: `${ANO}-02-30` }), says: "Informe uma data válida." },
      { name: "500 marks", ctx: signed, raw: pedido({ marcas: marcas(500) }), says: MARCA },
      { name: "a mark other than the three", ctx: signed, raw: pedido({ marcas: [{ id: ana!.id, marca: "atrasado" }] }), says: MARCA },
      { name: "two marks for one student", ctx: signed, raw: pedido({ marcas: [{ id: ana!.id, marca: "falta" }, { id: ana!.id, marca: "presente" }] }), says: MARCA },
      { name: "an idEmpresa of its own", ctx: signed, raw: pedido({ idEmpresa: alheia!.id }), says: MARCA },
      { name: "a version from before someone else's save", ctx: signed, raw: pedido({ dia: D1, marcas: [{ id: bruno!.id, marca: "falta" }] }), says: "Esta chamada foi alterada por outra pessoa. Recarregue a página." },
      { name: "a negative version", ctx: signed, raw: pedido({ versao: -1 }), says: MARCA },
      { name: "a huge turma id", ctx: signed, raw: pedido({ idTurma: huge }) },
      { name: "wrong types", ctx: signed, raw: "[1, 2]", says: MARCA },
      { name: "no arguments", ctx: signed, raw: "[]", says: MARCA },
      { name: "broken JSON", ctx: signed, raw: "}{" },
    ];
    cases.push(
      // A day inside the 7 days (today in São Paulo: the UTC date is tomorrow there after 21:00), so the turma is what refuses it.
      { name: "a professor of another turma saving this one's roll call", ctx: professoraDeOutraTurma, raw: pedido({ dia: hoje() }), says: "Você não tem permissão para esta ação." },
      { name: "a professor of another turma, a day past the 7 days", ctx: professoraDeOutraTurma, raw: pedido({ dia: `${ANO}-03-02` }), says: "Prazo para alterar esta chamada encerrado." },
    );
    for (const c of cases) {
      const response = await c.ctx.post(url, { headers: { "next-action": salvar, "content-type": "text/plain;charset=UTF-8" }, data: c.raw });
      const text = await response.text();
      expect(response.status(), c.name).toBeLessThan(500);
      expect(text, c.name).not.toMatch(/\bat .+\.js:\d+|TypeError|digest/);
      expect(text, c.name).not.toMatch(/Invalid (input|option|string|type)|Expected [a-z]+, received|Too (big|small)|Required/);
      if (c.says) expect(text, c.name).toContain(c.says);
    }
    // The professors of a turma: only administrador and secretaria, only the company's professors.
    const professorDe = (f: Record<string, string>) => formActionForm({ id: turmaA.id, professor: paulo.uid, ...f });
    const turmaAlheia = anoAlheio.turmas[0]!.id;
    const casosDeProfessor: { name: string; ctx: APIRequestContext; id: string; form: FormData; says: string }[] = [
      { name: "consulta adding a professor", ctx: leitor, id: adicionar, form: professorDe({}), says: "Você não tem permissão para esta ação." },
      { name: "a professor adding themself", ctx: professoraDeOutraTurma, id: adicionar, form: professorDe({ professor: rita.uid }), says: "Você não tem permissão para esta ação." },
      { name: "a professor removing another", ctx: professoraDeOutraTurma, id: remover, form: formActionForm({ id: turmaB.id, professor: rita.uid }), says: "Você não tem permissão para esta ação." },
      { name: "no session", ctx: anonymous, id: adicionar, form: professorDe({}), says: "Sua sessão expirou. Entre novamente." },
      { name: "a member who is no professor", ctx: signed, id: adicionar, form: professorDe({ professor: (await testDb().collection("usuarios_empresas").where("idEmpresa", "==", propria).where("papel", "==", "consulta").get()).docs[0]!.get("idUsuario") }), says: "Escolha um professor da empresa." },
      { name: "an account that does not exist", ctx: signed, id: adicionar, form: professorDe({ professor: "conta-inexistente" }), says: "Escolha um professor da empresa." },
      { name: "a huge professor id", ctx: signed, id: adicionar, form: professorDe({ professor: huge }), says: "Escolha um professor da empresa." },
      { name: "another company's turma", ctx: signed, id: adicionar, form: professorDe({ id: turmaAlheia }), says: "Turma não encontrada." },
      { name: "removing from another company's turma", ctx: signed, id: remover, form: formActionForm({ id: turmaAlheia, professor: paulo.uid }), says: "Turma não encontrada." },
      { name: "removing one who is not there", ctx: signed, id: remover, form: professorDe({}), says: "Este professor não está nesta turma." },
    ];
    for (const c of casosDeProfessor) {
      const response = await c.ctx.post(turmaUrl, { headers: { "next-action": c.id }, multipart: c.form });
      const text = await response.text();
      expect(response.status(), c.name).toBeLessThan(500);
      expect(text, c.name).toContain(c.says);
    }
    expect(await retrato(propria), "the company's roll calls, turmas, entries and activity are untouched").toEqual(propriaAntes);
    expect(await retrato(alheia!.id), "the other company's are untouched").toEqual(alheiaAntes);
    await anonymous.dispose();
  });
});

// Issue 26's bad input: codes of 2,000 characters, unicode look-alikes, SQL-shaped strings, a PDF of
// 50 MB, a file that is not a PDF, another company's ids in the issue and revoke actions, roles
// forging what they are not offered. A Portuguese message, no 5xx, nothing written or revealed.
test.describe("hostile payloads to the documents (issue 26)", () => {
  test("codes of 2,000 characters, look-alikes, SQL, paths: 404 in Portuguese, no 5xx, nothing revealed", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() } });
    const { codigo } = await semearDocumento();
    const hostis = [
      "K7QM".repeat(500),
      "ＫＷＱＭ４ＸＰＡ９ＲＴＢ２ＷＣＥ",
      `А${codigo.slice(1)}`, // a Cyrillic А in place of the first symbol
      "' OR 1=1 --",
      "1; DROP TABLE documentos",
      "../../usuarios",
      "__name__",
      "\u0000",
      `${codigo}\r\nSet-Cookie: x=1`,
    ];
    // The same texts as a path segment (encoded), as the form's field, and a few paths as sent raw.
    const caminhos = [
      ...hostis.map((texto) => `/verificar/${encodeURIComponent(texto)}`),
      ...hostis.map((texto) => `/verificar?codigo=${encodeURIComponent(texto)}`),
      "/verificar/..%2F..%2Fusuarios",
      "/verificar/%2E%2E%2F%2E%2E%2Fempresas",
      "/verificar/%00",
      `/verificar/${codigo}%0d%0aSet-Cookie:%20x=1`,
    ];
    for (const caminho of caminhos) {
      const response = await request.get(caminho, { maxRedirects: 0 });
      const texto = await response.text();
      expect(response.status(), caminho).toBeLessThan(500);
      if (response.status() === 404) expect(texto, caminho).toContain(NAO_ENCONTRADO);
      expect(response.headers()["set-cookie"], caminho).toBeUndefined();
      expect(texto, caminho).not.toContain("EMEF Monteiro Lobato");
    }
    await request.dispose();
  });

  test("an upload of 50 MB is refused by the middleware with 413 in Portuguese, before it is read", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() } });
    const { codigo } = await semearDocumento();
    const response = await request.post(`/verificar/${codigo}`, {
      headers: { "next-action": "0".repeat(42), origin: baseURL! },
      multipart: { codigo, arquivo: { name: "grande.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(50 * 1024 * 1024) } },
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toBe("Requisição grande demais.");
    await request.dispose();
  });

  test("issue, revoke, check and the boletim: another company's ids, codes that are no code, forged roles, a file that is no PDF", async ({ pageOf, browser, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const [propria, alheia] = await createEmpresas(["Rede dos Documentos Hostis", "Rede Alheia dos Documentos"]);
    const usuario = async (papel: "administrador" | "secretaria" | "consulta") => {
      const u = await createUser({ idEmpresaAtual: propria!.id, displayName: `Pessoa ${papel}` });
      await link(u, [propria!.id], { papel });
      return pageOf({ user: u, empresas: [propria!] });
    };
    const [admin, sara, cora] = [await usuario("administrador"), await usuario("secretaria"), await usuario("consulta")];
    const [idEscola] = await seedEscolas(propria!.id, [{ nome: "Escola dos Documentos Hostis" }]);
    const ano = await seedAnoComTurmas(propria!.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "4º ano A" }] });
    const [aluno] = await seedAlunos(propria!.id, [{ nome: "Davi Documentado", idEscola: idEscola!, turma: ano.turmas[0]! }]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia dos Documentos" }]);
    const anoAlheio = await seedAnoComTurmas(alheia!.id, escolaAlheia!, { ano: anoAtual(), turmas: [{ nome: "4º ano A" }] });
    const [alunoAlheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio Documentado", idEscola: escolaAlheia!, turma: anoAlheio.turmas[0]! }]);
    const { codigo: codigoAlheio } = await semearDocumento({ idEmpresa: alheia!.id });

    // The secretary issues one (as its page's form does); the administrador's page reveals `Revogar`'s id.
    const pagina = `/alunos/${aluno!.id}`;
    const origem = new URL(baseURL!).origin;
    // With its form's one-time token, as the page sends it (issue 41).
    const emitir = (ctx: APIRequestContext, caminho: string, headers: Record<string, string> = { origin: origem }) => ctx.post(caminho, { headers, form: { token: tokenDeCriacao() } });
    const emitido = await emitir(sara.context().request, `${pagina}/documentos/matricula`);
    expect(emitido.status()).toBe(200);
    const codigo = emitido.headers()["x-codigo-do-documento"]!;
    await admin.goto(pagina);
    const linha = documentosEmitidos(admin).getByRole("row").filter({ hasText: codigo.slice(-4) });
    await linha.getByText("Revogar", { exact: true }).click();
    const revogar = await actionIdOf(admin, () => linha.getByRole("button", { name: "Confirmar revogação", exact: true }).click());
    // Whoever received it: `Conferir arquivo`'s id, from a browser with no session.
    const visitante = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() } });
    const publica = await visitante.newPage();
    await publica.goto(`/verificar/${codigo}`);
    await publica.getByLabel("Arquivo PDF do documento").setInputFiles({ name: "d.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n") });
    const conferir = await actionIdOf(publica, () => publica.getByRole("button", { name: "Conferir arquivo" }).click());
    await expect(publica.getByText(DIFERENTE)).toBeVisible();

    const COLECOES = ["documentos", "atividades"] as const;
    const retrato = async (idEmpresa: string) =>
      Object.fromEntries(await Promise.all(COLECOES.map(async (c) => [c, (await testDb().collection(c).where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => ({ id: d.id, ...d.data() })).sort((x, y) => x.id.localeCompare(y.id))] as const)));
    const propriaAntes = await retrato(propria!.id);
    const alheiaAntes = await retrato(alheia!.id);
    const anonimo = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() } });
    const semResto = (texto: string, nome: string) => {
      expect(texto, nome).not.toMatch(/\bat .+\.js:\d+|TypeError|digest|Invalid (input|option|string|type)|Expected [a-z]+, received|Too (big|small)/);
      for (const segredo of ["Aluno Alheio Documentado", alunoAlheio!.id, alheia!.id]) expect(texto, nome).not.toContain(segredo);
    };
    const longo = "K7QM".repeat(500);
    const parecido = [...codigo].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join(""); // full-width look-alikes
    const NAO_ENCONTRADO_DOC = "Documento não encontrado.";

    // Issuing (the route): a Portuguese sentence with its status, nothing written.
    for (const [nome, ctx, caminho, headers, status, diz] of [
      ["another company's student", sara.context().request, `/alunos/${alunoAlheio!.id}/documentos/matricula`, { origin: origem }, 404, "Aluno não encontrado."],
      ["a path as the student", sara.context().request, `/alunos/${encodeURIComponent("../empresas/x")}/documentos/matricula`, { origin: origem }, 404, "Aluno não encontrado."],
      ["a 2,000-character id", sara.context().request, `/alunos/${"a".repeat(2000)}/documentos/matricula`, { origin: origem }, 404, "Aluno não encontrado."],
      ["an SQL-shaped type", sara.context().request, `${pagina}/documentos/${encodeURIComponent("matricula' OR 1=1 --")}`, { origin: origem }, 404, NAO_ENCONTRADO_DOC],
      ["consulta forging an issue", cora.context().request, `${pagina}/documentos/matricula`, { origin: origem }, 403, "Você não tem permissão para esta ação."],
      ["another site's form", sara.context().request, `${pagina}/documentos/frequencia`, { origin: "https://outro-site.example" }, 403, "Requisição recusada: ela não partiu desta aplicação."],
    ] as const) {
      const r = await emitir(ctx, caminho, headers);
      const texto = await r.text();
      expect(r.status(), nome).toBe(status);
      expect(texto, nome).toContain(diz);
      semResto(texto, nome);
    }

    // With no session the middleware sends the POST to the sign-in before the route runs.
    const semSessao = await anonimo.post(`${pagina}/documentos/matricula`, { headers: { origin: origem }, form: {}, maxRedirects: 0 });
    expect(semSessao.status()).toBe(307);
    expect(new URL(semSessao.headers()["location"]!, origem).pathname).toBe("/login");

    // Revoking (the action): another company's code is as unknown as a code that is no code.
    for (const [nome, ctx, campos, diz] of [
      ["another company's code", admin.context().request, { codigo: codigoAlheio, motivo: "outro" }, NAO_ENCONTRADO_DOC],
      ["a 2,000-character code", admin.context().request, { codigo: longo, motivo: "outro" }, NAO_ENCONTRADO_DOC],
      ["full-width look-alikes of the code", admin.context().request, { codigo: parecido, motivo: "outro" }, NAO_ENCONTRADO_DOC],
      ["an SQL-shaped code", admin.context().request, { codigo: "' OR 1=1 --", motivo: "outro" }, NAO_ENCONTRADO_DOC],
      ["a 10,000-character motivo", admin.context().request, { codigo, motivo: "x".repeat(10_000) }, "Escolha o motivo da revogação."],
      ["a free-text motivo (it would be public)", admin.context().request, { codigo, motivo: "Aluna em acolhimento institucional" }, "Escolha o motivo da revogação."],
      ["a 10,000-character observação", admin.context().request, { codigo, motivo: "outro", observacao: "x".repeat(10_000) }, "A observação interna pode ter até 200 caracteres, sem caracteres invisíveis."],
      ["the secretary forging a revocation", sara.context().request, { codigo, motivo: "outro" }, "Você não tem permissão para esta ação."],
      ["consulta forging a revocation", cora.context().request, { codigo, motivo: "outro" }, "Você não tem permissão para esta ação."],
      ["no session", anonimo, { codigo, motivo: "outro" }, "Sua sessão expirou. Entre novamente."],
    ] as const) {
      const r = await forgeAction(ctx, pagina, revogar, campos);
      expect(r.status, nome).toBeLessThan(500);
      expect(r.text, nome).toContain(diz);
      semResto(r.text, nome);
    }

    // Checking a file (the public action): no file, a file that is no PDF, codes that are no code. A
    // mismatch is the state the page words as DIFERENTE.
    const naoCorresponde = '"resultado":"diferente"';
    const comArquivo = (campos: Record<string, string>, arquivo?: { name: string; mimeType: string; buffer: Buffer }) => {
      // The root ("0") goes last, as browsers send it: fields after it are not read.
      const form = new FormData();
      for (const [nome, valor] of formActionForm(campos).entries()) if (nome !== "0") form.append(nome, valor);
      if (arquivo) form.append("_1_arquivo", new Blob([new Uint8Array(arquivo.buffer)], { type: arquivo.mimeType }), arquivo.name);
      form.append("0", '[null,"$K1"]');
      return form;
    };
    for (const [nome, form, diz] of [
      ["a file that is no PDF", comArquivo({ codigo }, { name: "foto.png", mimeType: "image/png", buffer: Buffer.from("\x89PNG\r\n") }), naoCorresponde],
      ["no file", comArquivo({ codigo }), "Escolha o arquivo PDF do documento."],
      ["a 2,000-character code", comArquivo({ codigo: longo }, { name: "d.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") }), NAO_ENCONTRADO],
      ["full-width look-alikes", comArquivo({ codigo: parecido }, { name: "d.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") }), NAO_ENCONTRADO],
      ["another company's code, whose file it is not", comArquivo({ codigo: codigoAlheio }, { name: "d.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") }), naoCorresponde],
    ] as const) {
      const r = await hostile(anonimo, `/verificar/${codigo}`, conferir, { form });
      expect(r.status, nome).toBeLessThan(500);
      expect(r.text, nome).toContain(diz);
      expect(r.cookies, nome).toBe("");
      semResto(r.text, nome);
    }

    // The boletim: consulta downloads it without a code (a read-only role issues nothing); a link
    // followed from another site does not issue one for the secretary either.
    const doConsulta = await cora.context().request.get(`${pagina}/boletim/${anoAtual()}`);
    expect(doConsulta.status()).toBe(200);
    expect(doConsulta.headers()["content-type"]).toBe("application/pdf");
    const deOutroSite = await sara.context().request.get(`${pagina}/boletim/${anoAtual()}`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(deOutroSite.status()).toBe(403);
    expect(await deOutroSite.text()).toBe("Requisição recusada: ela não partiu desta aplicação.");
    // Issue 41: an old browser sends no Sec-Fetch-Site; a GET issues nothing whatever it sends, and
    // the issue (a POST) from another site is refused.
    const semCabecalho = await sara.context().request.get(`${pagina}/boletim/${anoAtual()}`);
    expect(semCabecalho.status()).toBe(405);
    expect(await semCabecalho.text()).toBe("Para emitir o boletim, use o botão Baixar boletim (PDF) na página do aluno.");
    for (const origin of ["https://outro-site.example", "null"]) {
      const postCruzado = await sara.context().request.post(`${pagina}/boletim/${anoAtual()}`, { headers: { origin }, form: {} });
      expect(postCruzado.status()).toBe(403);
    }
    const postDaConsulta = await cora.context().request.post(`${pagina}/boletim/${anoAtual()}`, { headers: { origin: origem }, form: {} });
    expect(postDaConsulta.status()).toBe(403);

    expect(await retrato(propria!.id), "the company's documents and activity are untouched").toEqual(propriaAntes);
    expect(await retrato(alheia!.id), "the other company's are untouched").toEqual(alheiaAntes);
    await anonimo.dispose();
    await visitante.close();
  });
});

// Issue 27's bad input: forged roles (consulta, professor; the secretary undoing), another company's
// year, turma and student, ids that are field paths, lists over their bounds, a confirmation of a
// preview that changed. A Portuguese message, no 5xx, nothing written.
test.describe("hostile payloads to the rematrícula (issue 27)", () => {
  test("are refused in Portuguese, never with a 5xx, and write nothing", async ({ pageOf, playwright, baseURL }) => {
    test.setTimeout(150_000);
    const ANO = anoAtual() - 1;
    const PROXIMO = ANO + 1;
    const [propria, alheia] = await createEmpresas(["Rede da Rematrícula Hostil", "Rede Alheia da Rematrícula"]);
    const usuario = async (papel: "administrador" | "secretaria" | "consulta" | "professor") => {
      const u = await createUser({ idEmpresaAtual: propria!.id, displayName: `Pessoa ${papel}` });
      await link(u, [propria!.id], { papel });
      return pageOf({ user: u, empresas: [propria!] });
    };
    const [admin, sara, cora, paulo] = [await usuario("administrador"), await usuario("secretaria"), await usuario("consulta"), await usuario("professor")];
    const c = await seedAnoEncerrado(propria!.id, ANO, [
      { nome: "Ana Hostil", turma: "5A", situacao: "aprovado" },
      { nome: "Caio Hostil", turma: "5A", situacao: "reprovado" },
    ]);
    const outra = await seedAnoEncerrado(alheia!.id, ANO, [{ nome: "Aluno Alheio da Rematrícula", turma: "5A", situacao: "aprovado" }], { escola: "Escola Alheia da Rematrícula" });
    const main = sara.getByRole("main");

    // Learn the actions' ids from the real screens.
    await sara.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
    const preparar = await actionIdOf(sara, () => main.getByRole("button", { name: `Preparar ano letivo ${PROXIMO}`, exact: true }).click());
    await sara.waitForURL(`**/anos/${ANO}/rematricula`);
    const url = `/escolas/${c.idEscola}/anos/${ANO}/rematricula`;
    const criarTurmas = await actionIdOf(sara, () => main.getByRole("button", { name: `Criar turmas de ${PROXIMO}`, exact: true }).click());
    await expect(main.getByRole("status").filter({ hasText: "1 turma criada." })).toBeVisible();
    const retidos = await actionIdOf(sara, () => main.getByRole("button", { name: `Criar turma 5º ano A de ${PROXIMO}`, exact: true }).click());
    const previa = main.getByRole("region", { name: "Destino de cada aluno do ano encerrado", exact: true });
    await expect(previa).toBeVisible();
    const destino = await actionIdOf(sara, () => previa.getByRole("row").filter({ hasText: "Ana Hostil" }).getByLabel("Turma de destino").selectOption({ label: "Não rematricular" }));
    await expect(main.getByText(`1 aluno será enturmado em ${PROXIMO}.`, { exact: true })).toBeVisible();
    await main.getByRole("button", { name: "Confirmar rematrícula de 1 aluno", exact: true }).click();
    const confirmar = await actionIdOf(sara, () => sara.getByRole("dialog").getByRole("button", { name: "Confirmar rematrícula de 1 aluno", exact: true }).click());
    await expect(main.getByRole("heading", { name: `1 aluno rematriculado em ${PROXIMO}.`, exact: true })).toBeVisible({ timeout: 30_000 });
    const proximo = `/escolas/${c.idEscola}/anos/${PROXIMO}`;
    await admin.goto(proximo);
    const desfazer = await actionIdOf(admin, () => admin.getByRole("main").getByRole("button", { name: "Desfazer rematrícula", exact: true }).click());
    await expect(admin.getByRole("main").getByText("Informe o motivo (de 3 a 200 caracteres).").first()).toBeVisible();
    const idTurmaAlheia = outra.t5a.id;

    const COLECOES = ["enturmacoes", "turmas", "rematriculas", "alunos", "anos_letivos", "atividades"] as const;
    const retrato = async (idEmpresa: string) =>
      Object.fromEntries(await Promise.all(COLECOES.map(async (col) => [col, (await testDb().collection(col).where("idEmpresa", "==", idEmpresa).get()).docs.map((d) => ({ id: d.id, ...d.data() })).sort((x, y) => x.id.localeCompare(y.id))] as const)));
    const propriaAntes = await retrato(propria!.id);
    const alheiaAntes = await retrato(alheia!.id);
    const anonimo = await playwright.request.newContext({ baseURL });
    const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
    const form = (campos: Record<string, string | string[]>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(campos)) for (const x of Array.isArray(v) ? v : [v]) f.append(`_1_${k}`, x);
      f.append("0", '[null,"$K1"]');
      return f;
    };
    const muitos = Array.from({ length: 1001 }, (_, i) => `t${i}`);
    const casos: { nome: string; ctx: APIRequestContext; id: string; campos: Record<string, string | string[]>; url?: string; diz: string }[] = [
      { nome: "consulta confirming", ctx: cora.context().request, id: confirmar, campos: { id: c.ano.id, versao: "0" }, diz: SEM_PERMISSAO },
      { nome: "a professor confirming", ctx: paulo.context().request, id: confirmar, campos: { id: c.ano.id, versao: "0" }, diz: SEM_PERMISSAO },
      { nome: "no session confirming", ctx: anonimo, id: confirmar, campos: { id: c.ano.id, versao: "0" }, diz: "Sua sessão expirou. Entre novamente." },
      { nome: "a confirmation of another company's year", ctx: sara.context().request, id: confirmar, campos: { id: outra.ano.id, versao: "0" }, diz: "Ano letivo não encontrado." },
      { nome: "a confirmation with a version that is no number", ctx: sara.context().request, id: confirmar, campos: { id: c.ano.id, versao: "abc" }, diz: "A prévia mudou desde que foi aberta: confira e confirme de novo." },
      { nome: "a second confirmation", ctx: sara.context().request, id: confirmar, campos: { id: c.ano.id, versao: "1" }, diz: `A rematrícula de ${PROXIMO} desta escola já foi feita.` },
      { nome: "consulta preparing", ctx: cora.context().request, id: preparar, campos: { id: c.ano.id }, diz: SEM_PERMISSAO, url: `/escolas/${c.idEscola}/anos/${ANO}` },
      { nome: "preparing another company's year", ctx: sara.context().request, id: preparar, campos: { id: outra.ano.id }, diz: "Ano letivo não encontrado.", url: `/escolas/${c.idEscola}/anos/${ANO}` },
      { nome: "a professor choosing a destination", ctx: paulo.context().request, id: destino, campos: { id: c.ano.id, aluno: c.ids["Caio Hostil"]!, destino: "nao" }, diz: SEM_PERMISSAO },
      { nome: "a destination after the run", ctx: sara.context().request, id: destino, campos: { id: c.ano.id, aluno: c.ids["Caio Hostil"]!, destino: "nao" }, diz: `A rematrícula de ${PROXIMO} desta escola já foi feita.` },
      { nome: "a turma list over its bound", ctx: sara.context().request, id: criarTurmas, campos: { id: c.ano.id, "marcadas[]": muitos, "origens[]": muitos, "nomes[]": muitos, "vagas[]": muitos }, diz: "Informe o nome e as vagas de cada turma marcada." },
      { nome: "lists of different lengths", ctx: sara.context().request, id: criarTurmas, campos: { id: c.ano.id, "marcadas[]": [c.t5a.id], "origens[]": [c.t5a.id], "nomes[]": [], "vagas[]": ["30"] }, diz: "Informe o nome e as vagas de cada turma marcada." },
      { nome: "consulta creating turmas", ctx: cora.context().request, id: criarTurmas, campos: { id: c.ano.id, "marcadas[]": [c.t5a.id], "origens[]": [c.t5a.id], "nomes[]": ["6º ano Z"], "vagas[]": ["30"] }, diz: SEM_PERMISSAO },
      { nome: "another company's turma for the retained", ctx: sara.context().request, id: retidos, campos: { id: c.ano.id, origem: idTurmaAlheia }, diz: `A rematrícula de ${PROXIMO} desta escola já foi feita.` },
      { nome: "the secretary undoing", ctx: sara.context().request, id: desfazer, campos: { id: `${c.idEscola}__${PROXIMO}`, motivo: "Motivo qualquer" }, diz: SEM_PERMISSAO, url: proximo },
      { nome: "undoing another company's year", ctx: admin.context().request, id: desfazer, campos: { id: `${outra.idEscola}__${PROXIMO}`, motivo: "Motivo qualquer" }, diz: "Ano letivo não encontrado.", url: proximo },
      { nome: "an undo with a 10,000-character motivo", ctx: admin.context().request, id: desfazer, campos: { id: `${c.idEscola}__${PROXIMO}`, motivo: "x".repeat(10_000) }, diz: "Informe o motivo (de 3 a 200 caracteres).", url: proximo },
    ];
    for (const caso of casos) {
      const r = await hostile(caso.ctx, caso.url ?? url, caso.id, { form: form(caso.campos) });
      expect(r.status, caso.nome).toBeLessThan(500);
      expect(r.text, caso.nome).toContain(caso.diz);
      expect(r.text, caso.nome).not.toMatch(/\bat .+\.js:\d+|TypeError|digest|Invalid (input|option|string|type)|Expected [a-z]+, received|Too (big|small)/);
      expect(r.text, caso.nome).not.toContain("Aluno Alheio da Rematrícula");
    }
    // The list of who went where: not for a professor, not for another company's school.
    expect((await paulo.context().request.get(`${url}/lista`)).status()).toBe(403);
    const alheiaLista = await sara.context().request.get(`/escolas/${outra.idEscola}/anos/${ANO}/rematricula/lista`);
    expect(alheiaLista.status()).toBe(404);
    expect(await alheiaLista.text()).not.toContain("Aluno Alheio");

    expect(await retrato(propria!.id), "the company's records are untouched").toEqual(propriaAntes);
    expect(await retrato(alheia!.id), "the other company's are untouched").toEqual(alheiaAntes);
    await anonimo.dispose();
  });
});
