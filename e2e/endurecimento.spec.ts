import http from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect, learnAlunoActionIds } from "./fixtures";
import { formActionForm, tokenDeCriacao } from "./support/actions";
import { readAlunos, readEscolas, seedAlunos, seedEscolas, setPapel } from "../test/support/firebase";
import { ACOES_COM_ARQUIVO, ACTION_BODY_LIMIT_BYTES, limiteDaAcao } from "../lib/infra/security/server-action-request";

// Issue 20 ("Hardening the register"), as a hostile member of the company would try it: a CPF
// oracle, replays of a create, hostile cursors and names, and refusals that were answered as 500.

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

test.describe("a whole-CPF search", () => {
  test("finds nothing for consulta (list and export), exactly as for a CPF no one has; secretaria still finds it; both are recorded for administrators", async ({ page, inShell, alunos }) => {
    test.setTimeout(90_000);
    const { user, empresas } = await inShell({ papel: "secretaria" });
    const idEmpresa = empresas[0]!.id;
    const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Oráculo" }]);
    await seedAlunos(idEmpresa, [{ nome: "Aluna do Oráculo", idEscola: idEscola!, cpf: "123.456.003-81" }, { nome: "Aluno Sem CPF", idEscola: idEscola! }]);

    // Secretaria: the CPF finds the student, in the list and in the export.
    await alunos.goto("?q=123.456.003-81");
    await expect(alunos.names).toHaveText(["Aluna do Oráculo"]);
    expect(await (await page.request.get("/alunos/exportar?q=12345600381")).text()).toContain("Aluna do Oráculo");

    // Consulta: the same CPF, and one no student has, give the same answer.
    await setPapel(user, idEmpresa, "consulta");
    const respostas: string[] = [];
    for (const cpf of ["123.456.003-81", "12345600381", "111.444.777-35"]) {
      await alunos.goto(`?q=${encodeURIComponent(cpf)}`);
      await expect(alunos.nothingFound).toBeVisible();
      await expect(alunos.encontrados).toHaveText("0 alunos");
      await expect(alunos.table).toHaveCount(0);
      respostas.push(await (await page.request.get(`/alunos/exportar?q=${encodeURIComponent(cpf)}`)).text());
    }
    expect(new Set(respostas).size).toBe(1);
    expect(respostas[0]).not.toContain("Oráculo");

    // The administrator reads who searched, and whom it found, never the number.
    await setPapel(user, idEmpresa, "administrador");
    await page.goto("/configuracoes");
    const atividade = page.getByRole("region", { name: "Atividade recente" });
    await expect(atividade.getByText("buscou um aluno pelo CPF: Aluna do Oráculo").first()).toBeVisible();
    await expect(atividade.getByText(/nenhum aluno mostrado: este papel não busca por CPF/).first()).toBeVisible();
    await expect(atividade).not.toContainText(/123\.456|456\.003|12345600381/);
  });
});

test.describe("a create sent again", () => {
  test("three replays of one submission give one student, each answered as the first; a new form makes another", async ({ page, inShell, alunoForm, alunoFicha }) => {
    test.setTimeout(90_000);
    const { empresas } = await inShell({ papel: "administrador" });
    const idEmpresa = empresas[0]!.id;
    const ids = await learnAlunoActionIds(page, idEmpresa);
    const request = page.context().request;
    const envio = { nome: "Aluno Reenviado", dataNascimento: "2014-02-03", idEscola: ids.idEscola, token: tokenDeCriacao() };
    const respostas = [];
    for (let i = 0; i < 3; i++) {
      const r = await request.post("/alunos/novo", { headers: { "next-action": ids.criar }, multipart: formActionForm(envio), maxRedirects: 0 });
      expect(r.status()).toBeLessThan(400);
      respostas.push(decodeURIComponent(r.headers()["set-cookie"]?.match(/gestao_aviso=([^;]*)/)?.[1] ?? ""));
    }
    expect(new Set(respostas).size).toBe(1);
    expect(respostas[0]).toMatch(/^alunoCadastrado:\d{4}-\d{6}$/);
    expect((await readAlunos(idEmpresa)).filter((a) => a.nome === "Aluno Reenviado")).toHaveLength(1);
    // The replays' answers left their status message in the browser's cookies (the request context
    // shares them): gone, so the next "Aluno cadastrado." is the forms' own.
    await page.context().clearCookies({ name: "gestao_aviso" });

    // The form a person opens carries its own token: two forms, two students (each on its own sheet).
    const fichas = new Set<string>();
    for (let i = 0; i < 2; i++) {
      await alunoForm.gotoNovo();
      await alunoForm.fill({ nome: "Aluno Gêmeo", dataNascimento: "2014-02-03", escola: "Escola de Aluno Para Aprender" });
      await alunoForm.salvar.click();
      // The second has the first's name and birth date: a possible duplicate (issue 43), saved anyway.
      if (i === 1) await alunoForm.cadastrarMesmoAssim.click();
      await expect(page).toHaveURL(/\/alunos\/[^/?]+$/);
      await expect(alunoFicha.status("Aluno cadastrado.")).toBeVisible();
      await expect(alunoFicha.heading).toHaveText("Aluno Gêmeo");
      fichas.add(new URL(page.url()).pathname);
    }
    expect(fichas.size).toBe(2);
    expect((await readAlunos(idEmpresa)).filter((a) => a.nome === "Aluno Gêmeo")).toHaveLength(2);
  });
});

test.describe("hostile cursors and names", () => {
  test("a cursor whose id holds a slash (or . or ..) is ignored: the first page, never a 500", async ({ page, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola do Cursor" }]);
    await seedAlunos(empresas[0]!.id, [{ nome: "Aluno do Cursor", idEscola: idEscola! }]);
    for (const id of ["a/b", "/x", "..", ".", "__x__"]) {
      for (const lista of ["/alunos", "/escolas"]) {
        for (const param of ["apos", "antes"]) {
          const response = await page.goto(`${lista}?${param}=${cursor(["x", id])}&pagina=2`);
          expect(response!.status(), `${lista} ${param} ${id}`).toBe(200);
          await expect(page.getByRole("table").getByRole("link").first()).toBeVisible();
        }
      }
    }
  });

  test("control, bidi and zero-width characters are refused in names, which are kept in NFC", async ({ page, inShell, escolaForm, alunoForm }) => {
    test.setTimeout(60_000);
    const { empresas } = await inShell({ papel: "administrador" });
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola dos Nomes" }]);
    for (const nome of ["\u200b\u200b\u200b\u200b", "Escola \u202eanihcarg", "Escola\u0000Nula", "Escola \u2066Isolada\u2069"]) {
      await escolaForm.gotoNova();
      await escolaForm.nome.fill(nome);
      await escolaForm.salvar.click();
      await escolaForm.expectError(escolaForm.nome, "O nome contém caracteres inválidos.");
    }
    await escolaForm.nome.fill("1 2");
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "O nome deve ter pelo menos 3 letras.");

    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Ana\u200dLima", dataNascimento: "2014-02-03", escola: "Escola dos Nomes", responsavelNome: "Rita \u202eatiR" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "O nome contém caracteres inválidos.");
    await alunoForm.expectError(alunoForm.responsavelNome, "O nome contém caracteres inválidos.");
    await alunoForm.fill({ nome: "Jose\u0301 Decomposto", responsavelNome: "" });
    await alunoForm.salvar.click();
    await expect(page.getByRole("status").filter({ hasText: "Aluno cadastrado." })).toBeVisible();
    expect((await readAlunos(empresas[0]!.id)).map((a) => a.nome)).toEqual(["José Decomposto".normalize("NFC")]);
    expect((await readEscolas(empresas[0]!.id)).map((e) => e.nome)).toEqual(["Escola dos Nomes"]);
  });
});

test.describe("refusals that were 500s", () => {
  test("a cross-origin action is a 403 in Portuguese; an unknown action id a 409; a malformed one a 400", async ({ page, inShell, playwright }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const ids = await learnAlunoActionIds(page, empresas[0]!.id);
    const request = page.context().request;
    const form = formActionForm({ nome: "Aluno de Fora", dataNascimento: "2014-02-03", idEscola: ids.idEscola, token: tokenDeCriacao() });
    for (const origin of ["https://evil.example", "null"]) {
      const r = await request.post("/alunos/novo", { headers: { "next-action": ids.criar, origin }, multipart: form, maxRedirects: 0 });
      expect(r.status(), origin).toBe(403);
      expect(await r.text()).toBe("Requisição recusada: ela não partiu desta aplicação.");
    }
    expect((await readAlunos(empresas[0]!.id)).map((a) => a.nome)).not.toContain("Aluno de Fora");

    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const unknown = await anonymous.post("/login", { headers: { "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
    expect(unknown.status()).toBe(409);
    expect(unknown.headers()["content-type"]).toContain("charset=utf-8");
    expect(await unknown.text()).toBe("Esta ação não existe nesta versão da aplicação. Recarregue a página e tente de novo.");
    const malformed = await anonymous.post("/login", { headers: { "next-action": "toString", "content-type": "text/plain;charset=UTF-8" }, data: "[]" });
    expect(malformed.status()).toBe(400);
    expect(await malformed.text()).toBe("Requisição inválida.");
    await anonymous.dispose();
  });

  test("a chunked body over the limit is a 413, as one with a Content-Length", async ({ page, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const ids = await learnAlunoActionIds(page, empresas[0]!.id);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const url = new URL("/alunos/novo", test.info().project.use.baseURL);
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(url, { method: "POST", headers: { "next-action": ids.criar, "content-type": "text/plain;charset=UTF-8", cookie, "transfer-encoding": "chunked" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      const write = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return req.once("drain", write);
        }
        req.end();
      };
      write();
    });
    expect(status).toEqual({ status: 413, body: "Requisição grande demais." });
  });

  test("a signed-in page with the database down is a 503 page in Portuguese, with a way to try again", async ({ page, inShell }) => {
    test.setTimeout(90_000);
    await inShell({ papel: "administrador" });
    const response = await page.goto(`${process.env.DB_DOWN_APP_URL}/alunos?q=ana`);
    expect(response!.status()).toBe(503);
    expect(response!.headers()["retry-after"]).toBe("30");
    const alerta = page.getByRole("alert");
    await expect(alerta).toContainText("Não foi possível carregar esta página agora.");
    await expect(page.locator("body")).not.toContainText(/Error:|at .*\.js|digest/);
    // "Tentar novamente" opens the page asked for again (still down: the same answer).
    const again = page.waitForResponse((r) => r.url().includes("/alunos?q=ana"));
    await alerta.getByRole("button", { name: "Tentar novamente" }).click();
    expect((await again).url()).toContain("/alunos?q=ana");
    await expect(page.getByRole("alert")).toContainText("Não foi possível carregar esta página agora.");
    await expect(alerta.getByRole("link", { name: "Escolher empresa" })).toHaveAttribute("href", "/listar-empresas");
  });
});

test("a forged create without its form's token is refused and writes nothing", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "administrador" });
  const ids = await learnAlunoActionIds(page, empresas[0]!.id);
  const antes = (await readAlunos(empresas[0]!.id)).length;
  const r = await page.context().request.post("/alunos/novo", {
    headers: { "next-action": ids.criar },
    multipart: formActionForm({ nome: "Aluno Sem Token", dataNascimento: "2014-02-03", idEscola: ids.idEscola }),
    maxRedirects: 0,
  });
  expect(r.status()).toBeLessThan(500);
  expect(await r.text()).toContain("Não foi possível ler o formulário.");
  expect(await readAlunos(empresas[0]!.id)).toHaveLength(antes);
});

// Issue 41: the 6 MB of the import went to any action posted to /alunos/importar. The middleware
// now knows each action by its id, made as this very build made them (the build's key, which Next
// gives the middleware, and the action's file and export, as its manifest names them).
test.describe("the action body limit, per action", () => {
  const servidor = path.join(__dirname, "..", ".next", "server");
  const lerJson = (arquivo: string) => JSON.parse(readFileSync(path.join(servidor, arquivo), "utf8"));
  type Entrada = { filename: string; exportedName: string };
  const acoes = () => Object.entries(lerJson("server-reference-manifest.json").node as Record<string, Entrada>);
  const chaveDoMiddleware = () => Object.values(lerJson("middleware-manifest.json").middleware as Record<string, { env: Record<string, string> }>)[0]!.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;

  test("gives the actions that take a file their limit, and every other action of the build 1 MB", async () => {
    const chave = chaveDoMiddleware();
    expect(chave).toBeTruthy();
    const todas = acoes();
    expect(todas.length).toBeGreaterThan(20);
    for (const a of ACOES_COM_ARQUIVO) {
      expect(todas.filter(([, e]) => e.filename === a.arquivo && e.exportedName === a.exportacao), `${a.exportacao} is in the build`).toHaveLength(1);
    }
    for (const [id, e] of todas) {
      const esperado = ACOES_COM_ARQUIVO.find((a) => a.arquivo === e.filename && a.exportacao === e.exportedName)?.limite ?? ACTION_BODY_LIMIT_BYTES;
      expect(await limiteDaAcao(id, chave), `${e.filename} ${e.exportedName}`).toBe(esperado);
    }
  });

  test("refuses 2 MB to any other action posted to the import's page, and lets Verificar take them posted elsewhere", async ({ page, inShell, playwright }) => {
    await inShell({ papel: "secretaria" });
    const idDe = (exportacao: string) => acoes().find(([, e]) => e.exportedName === exportacao)![0];
    const dois = (nome: string) => {
      const form = new FormData();
      form.append(`_1_${nome}`, new Blob([new Uint8Array(2 * 1024 * 1024).fill(97)], { type: "text/csv" }), "grande.csv");
      form.append("0", '[null,"$K1"]');
      return form;
    };
    const anonimo = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    for (const [nome, id] of [
      ["sign-in", idDe("signInWithEmail")],
      ["the import's Importar", idDe("importarPlanilhaAction")],
    ] as const) {
      const r = await anonimo.post("/alunos/importar", { headers: { "next-action": id }, multipart: dois("arquivo"), maxRedirects: 0 });
      expect(r.status(), nome).toBe(413);
      expect(await r.text(), nome).toBe("Requisição grande demais.");
    }
    await anonimo.dispose();
    const verificar = await page.context().request.post("/alunos/novo", { headers: { "next-action": idDe("verificarPlanilhaAction") }, multipart: dois("arquivo"), maxRedirects: 0 });
    expect(verificar.status()).toBeLessThan(400);
    expect(await verificar.text()).toContain("A planilha não tem a coluna Nome completo.");
  });
});
