// Issue 26, the public check of an issued document, in a browser with no session: /verificar/<code>
// (the QR code's address) says `Documento autêntico` with what the paper printed, or that it was
// revoked, or that no document has that code (404); /verificar's field takes a code as typed;
// `Conferir arquivo` compares the file's SHA-256; 30 look-ups a minute per client address, then 429.
// No Set-Cookie, noindex, its own CSP; axe and a 360 px phone (its hostile input: security.spec.ts). Each test comes from a client
// address of its own (X-Forwarded-For), so the limit of one never counts another's look-ups.
import { randomBytes } from "node:crypto";
import type { Browser, Page, Response } from "@playwright/test";
import { test as base, expect } from "./fixtures";
import { codigoEmGrupos } from "../lib/documentos/codigo";
import { enderecoProprio, MUITAS_TENTATIVAS } from "./support/limites";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { AUTENTICO, DIFERENTE, FATOS, IDENTICO, NAO_ENCONTRADO, novoCodigo, semearDocumento as semear } from "./support/documentos";

/** A page of a browser context with no session, coming from an address of its own. */
async function visitante(browser: Browser, opcoes: { largura?: number } = {}) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() },
    locale: "pt-BR",
    ...(opcoes.largura ? { viewport: { width: opcoes.largura, height: 800 } } : {}),
  });
  return { context, page: await context.newPage() };
}

const test = base.extend<{ page: Page }>({
  page: async ({ browser }, use) => {
    const { context, page } = await visitante(browser);
    await use(page);
    await context.close();
  },
});

/** What every response of /verificar must be: no cookie set, kept out of search engines, its own CSP. */
async function expectRespostaPublica(response: Response | null) {
  expect(response).not.toBeNull();
  const headers = await response!.allHeaders();
  expect(headers["set-cookie"]).toBeUndefined();
  expect(headers["x-robots-tag"]).toContain("noindex");
  const csp = headers["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp).toContain("frame-src 'none'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toContain("googleapis");
}

test.describe("the public check of a document", () => {
  test("a genuine document: `Documento autêntico`, the type, the school, the student, the facts in order, who issued it and when; nothing else", async ({ page }) => {
    const { codigo, dados } = await semear();
    const response = await page.goto(`/verificar/${codigo}`);
    expect(response!.status()).toBe(200);
    await expectRespostaPublica(response);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AUTENTICO);
    await expect(page.getByText("Declaração de matrícula")).toBeVisible();
    await expect(page.getByText("EMEF Monteiro Lobato")).toBeVisible();
    await expect(page.getByText("35012345")).toBeVisible();
    await expect(page.getByText("Campinas/SP")).toBeVisible();
    await expect(page.getByText(dados.nomeAluno)).toBeVisible();
    await expect(page.getByTestId("fato")).toHaveText(FATOS.map((f) => f.valor));
    await expect(page.getByTestId("emitido")).toHaveText("Emitido por Sofia Secretária em 23/11/2026 às 10:42");
    await expect(page.getByTestId("codigo")).toHaveText(codigoEmGrupos(codigo));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const html = await page.content();
    for (const segredo of [dados.idEmpresa, dados.idEscola, dados.idAluno, dados.emitidoPor, dados.sha256]) expect(html).not.toContain(segredo);
    expect((await page.context().cookies()).length).toBe(0);

    await expectNoSeriousViolations(page);
  });

  test("/verificar: a code typed in lower case, with spaces, opens its document", async ({ page }) => {
    const { codigo } = await semear();
    const response = await page.goto("/verificar");
    expect(response!.status()).toBe(200);
    await expectRespostaPublica(response);
    await expectNoSeriousViolations(page);
    await page.getByLabel("Código do documento").fill(` ${codigoEmGrupos(codigo).toLowerCase().replace(/-/g, " ")} `);
    await page.getByRole("button", { name: "Verificar" }).click();
    await page.waitForURL(`**/verificar/${codigo}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AUTENTICO);
  });

  test("issue 41: the code in spaced groups at its address (spaces percent-encoded) opens its document, as the dashed and lower-case forms do", async ({ page }) => {
    const { codigo } = await semear();
    const grupos = codigoEmGrupos(codigo);
    for (const forma of [encodeURIComponent(grupos.replace(/-/g, " ")), grupos.replace(/-/g, "%20").toLowerCase(), grupos, grupos.toLowerCase()]) {
      const response = await page.goto(`/verificar/${forma}`);
      expect(response!.status(), forma).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(AUTENTICO);
      await expect(page.getByTestId("codigo")).toHaveText(grupos);
    }
    // An escape that decodes to no code is still "not found".
    expect((await page.goto(`/verificar/${grupos.replace(/-/g, "%2F")}`))!.status()).toBe(404);
  });

  test("an unknown code: 404 and `Nenhum documento encontrado com este código.`, with the field to try again", async ({ page }) => {
    const response = await page.goto(`/verificar/${novoCodigo()}`);
    expect(response!.status()).toBe(404);
    await expectRespostaPublica(response);
    await expect(page.getByText(NAO_ENCONTRADO)).toBeVisible();
    await expect(page.getByLabel("Código do documento")).toBeVisible();
    await expectNoSeriousViolations(page);

    // A text that is no code, typed in the form.
    await page.getByLabel("Código do documento").fill("' OR 1=1 --");
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.getByText(NAO_ENCONTRADO)).toBeVisible();
  });

  test("a revoked document says when and why (a reason of the fixed list, never the company's note), and still shows what it said", async ({ page }) => {
    const { codigo } = await semear({ revogado: true });
    const response = await page.goto(`/verificar/${codigo}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documento revogado em 24/11/2026. Motivo: Dados incorretos.");
    await expect(page.getByText(AUTENTICO)).toHaveCount(0);
    expect(await page.content()).not.toContain("Aluna em acolhimento institucional");
    await expect(page.getByTestId("fato")).toHaveText(FATOS.map((f) => f.valor));
    await expectNoSeriousViolations(page);
  });

  test("issue 41: a document revoked with a free-text reason before the fixed list shows `Outro motivo`, never that text", async ({ page }) => {
    const { codigo } = await semear({ revogado: true, motivoAntigo: "Aluna em acolhimento institucional, dados sigilosos" });
    await page.goto(`/verificar/${codigo}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documento revogado em 24/11/2026. Motivo: Outro motivo.");
    expect(await page.content()).not.toMatch(/acolhimento|sigilosos/);
  });

  test("`Conferir arquivo`: the same bytes are identical, one byte changed is not, a file that is not a PDF is not; over 5 MB is refused before it is sent", async ({ page }) => {
    const { codigo, bytes } = await semear();
    await page.goto(`/verificar/${codigo}`);
    const arquivo = page.getByLabel("Arquivo PDF do documento");
    const conferir = page.getByRole("button", { name: "Conferir arquivo" });

    /** Chooses a file (the answer shown before goes away), sends it, and waits for the answer. */
    async function conferirCom(nome: string, mimeType: string, buffer: Buffer, resposta: string) {
      await arquivo.setInputFiles({ name: nome, mimeType, buffer });
      await expect(page.getByText(IDENTICO)).toHaveCount(0);
      await expect(page.getByText(DIFERENTE)).toHaveCount(0);
      await conferir.click();
      await expect(page.getByText(resposta)).toBeVisible();
      await expect(conferir).toBeEnabled();
    }

    await conferirCom("declaracao.pdf", "application/pdf", bytes, IDENTICO);
    const alterado = Buffer.from(bytes);
    alterado[200] = alterado[200]! ^ 1;
    await conferirCom("declaracao.pdf", "application/pdf", alterado, DIFERENTE);
    await conferirCom("foto.png", "image/png", randomBytes(500), DIFERENTE);
    await conferirCom("grande.pdf", "application/pdf", Buffer.alloc(5 * 1024 * 1024 + 1), "O arquivo tem mais de 5 MB: não é um documento emitido por aqui.");
    expect((await page.context().cookies()).length).toBe(0);
  });

  test("issue 41: `Conferir arquivo` with a revoked document's very file says it is identical but revoked on its day, not in green", async ({ page }) => {
    const { codigo, bytes } = await semear({ revogado: true });
    await page.goto(`/verificar/${codigo}`);
    await page.getByLabel("Arquivo PDF do documento").setInputFiles({ name: "declaracao.pdf", mimeType: "application/pdf", buffer: bytes });
    await page.getByRole("button", { name: "Conferir arquivo" }).click();
    const resposta = page.getByRole("alert").filter({ hasText: "O arquivo é idêntico" });
    await expect(resposta).toHaveText("O arquivo é idêntico ao documento emitido, mas este documento foi revogado em 24/11/2026.");
    await expect(page.getByRole("status").filter({ hasText: IDENTICO })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("a session cookie is neither read, refreshed nor dropped on /verificar", async ({ browser }) => {
    const { context, page } = await visitante(browser);
    const url = new URL(test.info().project.use.baseURL!);
    await context.addCookies([{ name: "gestao_sessao", value: "nao-e-um-selo", domain: url.hostname, path: "/" }]);
    const { codigo } = await semear();
    for (const caminho of ["/verificar", `/verificar/${codigo}`, `/verificar/${novoCodigo()}`]) {
      const response = await page.goto(caminho);
      expect((await response!.allHeaders())["set-cookie"]).toBeUndefined();
    }
    // Elsewhere the middleware drops a cookie that does not unseal.
    const login = await page.goto("/login");
    expect((await login!.allHeaders())["set-cookie"]).toContain("gestao_sessao=;");
    await context.close();
  });

  test("while the database does not answer: 503 with /verificar's own words and the code to try again, never the sign-in", async ({ page }) => {
    test.setTimeout(90_000);
    const codigo = novoCodigo();
    const response = await page.goto(`${process.env.DB_DOWN_APP_URL}/verificar/${codigo}`);
    expect(response!.status()).toBe(503);
    expect(response!.headers()["retry-after"]).toBe("30");
    expect(new URL(page.url()).pathname).toBe("/verificar/indisponivel");
    await expect(page.getByRole("alert")).toContainText("Não foi possível verificar o documento agora. Tente novamente em alguns instantes.");
    await expect(page.locator("form")).toHaveAttribute("action", `/verificar/${codigo}`);
    expect((await page.context().cookies()).length).toBe(0);
    await expectNoSeriousViolations(page);
  });

  test("on a phone (360 px): the form, a document, an unknown code", async ({ browser }) => {
    const { context, page } = await visitante(browser, { largura: 360 });
    const { codigo } = await semear();
    for (const caminho of ["/verificar", `/verificar/${codigo}`, `/verificar/${novoCodigo()}`]) {
      await page.goto(caminho);
      await expectFitsAPhone(page);
    }
    await context.close();
  });
});

test.describe("the limit: 30 look-ups a minute per client address", () => {
  test("the 31st look-up answers 429 with `Muitas tentativas...`; another address still looks up", async ({ playwright, baseURL, browser }) => {
    const endereco = enderecoProprio();
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": endereco } });
    const { codigo } = await semear();
    for (let i = 0; i < 30; i++) {
      const response = await request.get(i % 2 === 0 ? `/verificar/${codigo}` : `/verificar/${novoCodigo()}`);
      expect(response.status()).toBe(i % 2 === 0 ? 200 : 404);
    }
    const recusada = await request.get(`/verificar/${codigo}`);
    expect(recusada.status()).toBe(429);
    expect(recusada.headers()["retry-after"]).toBe("60");
    expect(recusada.headers()["set-cookie"]).toBeUndefined();
    const texto = await recusada.text();
    expect(texto).toContain(MUITAS_TENTATIVAS);
    expect(texto).not.toContain("EMEF Monteiro Lobato");
    await request.dispose();

    // In a browser, from that address: the message; from another one, the document.
    const bloqueado = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": endereco } });
    const pagina = await bloqueado.newPage();
    const response = await pagina.goto(`/verificar/${codigo}`);
    expect(response!.status()).toBe(429);
    await expect(pagina.getByText(MUITAS_TENTATIVAS)).toBeVisible();
    await bloqueado.close();

    const { context, page } = await visitante(browser);
    await page.goto(`/verificar/${codigo}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(AUTENTICO);
    await context.close();
  });
});
