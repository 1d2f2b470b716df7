// Documents a school issues (issue 26), on a student's page: the secretary issues a declaração de
// matrícula (the download's text has the code, the list shows it `Válido`); anyone, with no
// session, checks that code at /verificar/<code> (`Documento autêntico`) and the very file with
// `Conferir arquivo` (identical; one byte changed: not); an administrador revokes it with a
// `Motivo` and the check says so; consulta sees the list without any button, and a forged issue
// (and a cross-site one) is refused with nothing written.
import fs from "node:fs";
import { createHash } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { documentosEmitidos, expectNoSeriousViolations } from "./support/tela";
import { enderecoProprio } from "./support/limites";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { anoAtual } from "../lib/infra/relogio";
import { textoDoPdf } from "../test/support/texto-do-pdf";

const main = (page: Page) => page.getByRole("main");
const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

async function cenario() {
  const [empresa] = await createEmpresas(["Rede dos Documentos"]);
  const idEmpresa = empresa!.id;
  const usuario = async (nome: string, papel: "administrador" | "secretaria" | "consulta") => {
    const u = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
    await link(u, [idEmpresa], { papel });
    return u;
  };
  const [administradora, secretaria, consulta] = await Promise.all([usuario("Ana Administradora", "administrador"), usuario("Sara Secretária", "secretaria"), usuario("Cora Consulta", "consulta")]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Cecília Meireles", codigoInep: "35987654", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano B" }] });
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Lúcia Gonçalves", idEscola: idEscola!, turma: ano.turmas[0]! }]);
  return { empresa: empresa!, aluno: aluno!, administradora, secretaria, consulta };
}

/** The QR code's address opened by whoever received the paper: a browser with no session, from an address of its own. */
async function verificar(browser: Browser, codigo: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": enderecoProprio() }, locale: "pt-BR" });
  const page = await context.newPage();
  const response = await page.goto(`/verificar/${codigo}`);
  expect(response!.status()).toBe(200);
  return { page, fechar: () => context.close() };
}

const documentosDo = async (idAluno: string) => (await testDb().collection("documentos").where("idAluno", "==", idAluno).get()).docs;

test("issue a declaração de matrícula, see it valid, revoke it; consulta only reads, and forged issues are refused", async ({ pageOf, browser }) => {
  const c = await cenario();
  const pagina = `/alunos/${c.aluno.id}`;

  // The secretary issues it: a download whose text carries the code in groups.
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(pagina);
  const secao = documentosEmitidos(sara);
  await expect(secao.getByText("Nenhum documento emitido.")).toBeVisible();
  const [download] = await Promise.all([sara.waitForEvent("download"), secao.getByRole("button", { name: "Emitir declaração de matrícula", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe("declaracao-de-matricula-lucia-goncalves.pdf");
  const pdf = fs.readFileSync((await download.path())!);
  const { paginas } = textoDoPdf(pdf);
  expect(paginas).toHaveLength(1);
  const texto = paginas[0]!.replace(/\s+/g, " ");
  expect(texto).toContain("DECLARAÇÃO DE MATRÍCULA");
  expect(texto).toContain("Lúcia Gonçalves");
  expect(texto).toContain("Emitido por Sara Secretária em");
  const codigo = /Código de verificação: (\S+)/.exec(texto)?.[1] ?? "";
  expect(codigo).toMatch(CODIGO);
  expect(texto).toContain(`/verificar/${codigo.replace(/-/g, "")}`);
  await expect(secao.getByRole("status")).toContainText(`Código ${codigo}`);

  // The list: the document, `Válido`.
  const linha = secao.getByRole("row").filter({ hasText: codigo });
  await expect(linha).toContainText("Declaração de matrícula");
  await expect(linha).toContainText("Sara Secretária");
  await expect(linha).toContainText("Válido");
  await expect(linha.getByText("Revogar", { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(sara);
  const [guardado] = await documentosDo(c.aluno.id);
  expect(guardado?.id).toBe(codigo.replace(/-/g, ""));

  // Whoever received the paper: the code read from the PDF's text opens `Documento autêntico`, with
  // what the paper said; the very file is identical, the file with one byte changed is not.
  const quemRecebeu = await verificar(browser, codigo.replace(/-/g, ""));
  await expect(quemRecebeu.page.getByRole("heading", { level: 1 })).toHaveText("Documento autêntico");
  await expect(quemRecebeu.page.getByText("Declaração de matrícula")).toBeVisible();
  await expect(quemRecebeu.page.getByText("Lúcia Gonçalves")).toBeVisible();
  await expect(quemRecebeu.page.getByText("Escola Municipal Cecília Meireles")).toBeVisible();
  await expect(quemRecebeu.page.getByTestId("fato").filter({ hasText: "5º ano B" })).toHaveCount(1);
  await expect(quemRecebeu.page.getByTestId("emitido")).toContainText("Emitido por Sara Secretária em");
  const conferir = async (bytes: Buffer, resposta: string) => {
    await quemRecebeu.page.getByLabel("Arquivo PDF do documento").setInputFiles({ name: "declaracao.pdf", mimeType: "application/pdf", buffer: bytes });
    await quemRecebeu.page.getByRole("button", { name: "Conferir arquivo" }).click();
    await expect(quemRecebeu.page.getByText(resposta)).toBeVisible();
  };
  await conferir(pdf, "O arquivo é idêntico ao documento emitido.");
  const alterado = Buffer.from(pdf);
  alterado[Math.floor(pdf.length / 2)] = alterado[Math.floor(pdf.length / 2)]! ^ 1;
  await conferir(alterado, "O arquivo não corresponde ao documento emitido (foi alterado ou é outro).");
  expect((await quemRecebeu.page.context().cookies()).length).toBe(0);

  // A POST from another site, with the secretary's cookies: refused before anything is read.
  const cruzado = await sara.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: "https://outro-site.example" }, form: {} });
  expect(cruzado.status()).toBe(403);
  expect(await cruzado.text()).toBe("Requisição recusada: ela não partiu desta aplicação.");

  // Consulta: the list, no button; a forged issue is refused.
  const cora = await pageOf({ user: c.consulta, empresas: [c.empresa] });
  await cora.goto(pagina);
  const secaoDaConsulta = documentosEmitidos(cora);
  await expect(secaoDaConsulta.getByRole("row").filter({ hasText: codigo })).toContainText("Válido");
  await expect(secaoDaConsulta.getByRole("button")).toHaveCount(0);
  await expect(secaoDaConsulta.getByText("Revogar", { exact: true })).toHaveCount(0);
  const forjado = await cora.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: new URL(cora.url()).origin }, form: {} });
  expect(forjado.status()).toBe(403);
  expect(await forjado.text()).toBe("Você não tem permissão para esta ação.");
  expect(await documentosDo(c.aluno.id)).toHaveLength(1);

  // The administrador revokes it: the Motivo is required.
  const ana = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ana.goto(pagina);
  const linhaDaAna = documentosEmitidos(ana).getByRole("row").filter({ hasText: codigo });
  await linhaDaAna.getByText("Revogar", { exact: true }).click();
  // The form says which field is public.
  await expect(linhaDaAna.getByLabel("Motivo", { exact: true })).toHaveAccessibleDescription(/Público: aparece na verificação/);
  await expect(linhaDaAna.getByLabel("Observação interna", { exact: true })).toHaveAccessibleDescription(/não aparece na verificação pública/);
  await linhaDaAna.getByRole("button", { name: "Confirmar revogação", exact: true }).click();
  await expect(linhaDaAna.getByText("Escolha o motivo da revogação.").first()).toBeVisible();
  expect((await documentosDo(c.aluno.id))[0]!.get("revogadoEm")).toBeNull();
  // A period that is no period, a huge body, a type that is no declaration (the rest of the bad
  // input, another company's ids and forged roles: security.spec.ts).
  const emitir = (caminho: string, form: Record<string, string>) => sara.context().request.post(caminho, { headers: { origin: new URL(sara.url()).origin }, form });
  for (const [caminho, form, status, resposta] of [
    [`${pagina}/documentos/frequencia`, { de: "x".repeat(10_000), ate: "" }, 422, "Informe um período válido: datas De e Até no formato DD/MM/AAAA."],
    [`${pagina}/documentos/frequencia`, { de: "1900-01-01", ate: "9999-12-31" }, 422, "O período deve estar dentro do ano letivo"],
    [`${pagina}/documentos/frequencia`, { de: "x".repeat(50_000) }, 413, "Requisição grande demais."],
    [`${pagina}/documentos/boletim`, {}, 404, "Documento não encontrado."],
  ] as const) {
    const r = await emitir(caminho, form);
    expect(r.status()).toBe(status);
    expect(await r.text()).toContain(resposta);
  }
  expect(await documentosDo(c.aluno.id)).toHaveLength(1);

  await linhaDaAna.getByLabel("Motivo", { exact: true }).selectOption({ label: "Dados incorretos" });
  await linhaDaAna.getByLabel("Observação interna", { exact: true }).fill("Aluna em acolhimento institucional, dados sigilosos");
  await linhaDaAna.getByRole("button", { name: "Confirmar revogação", exact: true }).click();
  await expect(linhaDaAna).toContainText("Revogado");
  await expect(linhaDaAna).toContainText("Motivo: Dados incorretos.");
  await expect(linhaDaAna).toContainText("Observação interna: Aluna em acolhimento institucional, dados sigilosos");
  await expect(linhaDaAna.getByText("Revogar", { exact: true })).toHaveCount(0);
  const [revogado] = await documentosDo(c.aluno.id);
  expect(revogado!.get("motivoPublico")).toBe("dadosIncorretos");
  expect(revogado!.get("observacaoInterna")).toBe("Aluna em acolhimento institucional, dados sigilosos");
  expect(revogado!.get("revogadoPorNome")).toBe("Ana Administradora");
  // The history says both.
  const historico = main(ana).getByRole("region", { name: "Histórico", exact: true });
  await expect(historico).toContainText("Documento emitido");
  await expect(historico).toContainText("Documento revogado");
  await expectNoSeriousViolations(ana);

  // The check now says it was revoked, when and why, and still shows what the paper said.
  await quemRecebeu.page.reload();
  await expect(quemRecebeu.page.getByRole("heading", { level: 1 })).toHaveText(/^Documento revogado em \d{2}\/\d{2}\/\d{4}\. Motivo: Dados incorretos\.$/);
  await expect(quemRecebeu.page.getByText("Lúcia Gonçalves")).toBeVisible();
  expect(await quemRecebeu.page.content()).not.toMatch(/acolhimento|sigilosos/);
  await quemRecebeu.fechar();

  // Consulta now sees it revoked.
  await cora.reload();
  await expect(documentosEmitidos(cora).getByRole("row").filter({ hasText: codigo })).toContainText("Revogado");

  // Issue 41, ghost documents: the form carries a one-time token; the same form sent again (a retry
  // after `O serviço demorou…`, a double click) answers with the same document, its very bytes.
  await sara.reload();
  const token = await secao.locator('form[action$="/documentos/matricula"] input[name="token"]').inputValue();
  expect(token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  const reenviar = () => sara.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: new URL(sara.url()).origin }, form: { token } });
  const envios = [await reenviar(), await reenviar(), await reenviar()];
  for (const r of envios) expect(r.status()).toBe(200);
  expect(new Set(envios.map((r) => r.headers()["x-codigo-do-documento"])).size).toBe(1);
  const corpos = await Promise.all(envios.map((r) => r.body()));
  for (const corpo of corpos) expect(corpo.equals(corpos[0]!)).toBe(true);
  expect(await documentosDo(c.aluno.id)).toHaveLength(2);
  // Sent again for another declaration, the used form is refused; without a token, nothing is issued.
  const outraVez = await sara.context().request.post(`${pagina}/documentos/frequencia`, { headers: { origin: new URL(sara.url()).origin }, form: { token, de: "", ate: "" } });
  expect(outraVez.status()).toBe(409);
  expect(await outraVez.text()).toBe("Este formulário já emitiu um documento. Para emitir outro, recarregue a página.");
  const semToken = await sara.context().request.post(`${pagina}/documentos/matricula`, { headers: { origin: new URL(sara.url()).origin }, form: {} });
  expect(semToken.status()).toBe(400);
  expect(await documentosDo(c.aluno.id)).toHaveLength(2);
});

test("issue 41: `Baixar boletim (PDF)` twice gives one boletim, the same code; `Baixar novamente` gives the very file issued; the list says which boletim is current", async ({ pageOf }) => {
  const c = await cenario();
  const pagina = `/alunos/${c.aluno.id}`;
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(pagina);
  const boletim = main(sara).getByTestId(`boletim-${anoAtual()}`);
  const baixar = async () => {
    const [download] = await Promise.all([sara.waitForEvent("download"), boletim.getByRole("button", { name: "Baixar boletim (PDF)", exact: true }).click()]);
    await expect(boletim.getByRole("status")).toContainText("Boletim baixado. Código");
    return fs.readFileSync((await download.path())!);
  };
  const primeiro = await baixar();
  const segundo = await baixar();
  expect(segundo.equals(primeiro)).toBe(true);
  const boletins = (await documentosDo(c.aluno.id)).filter((d) => d.get("tipo") === "boletim");
  expect(boletins).toHaveLength(1);
  expect(createHash("sha256").update(primeiro).digest("hex")).toBe(boletins[0]!.get("sha256"));
  const codigo = boletins[0]!.id.match(/.{4}/g)!.join("-");

  // The list: the boletim, `Atual`; `Baixar novamente` gives the very bytes.
  await sara.reload();
  const secao = documentosEmitidos(sara);
  const linha = secao.getByRole("row").filter({ hasText: codigo });
  await expect(linha).toContainText("Atual");
  const [denovo] = await Promise.all([sara.waitForEvent("download"), linha.getByRole("link", { name: `Baixar novamente boletim ${codigo}`, exact: true }).click()]);
  expect(denovo.suggestedFilename()).toBe(`boletim-${anoAtual()}-lucia-goncalves.pdf`);
  expect(fs.readFileSync((await denovo.path())!).equals(primeiro)).toBe(true);
  await expectNoSeriousViolations(sara);

  // The content changes (the student's name): a new boletim, now the current one; the first is replaced.
  await testDb().doc(`alunos/${c.aluno.id}`).update({ nome: "Lúcia Gonçalves Lima" });
  await sara.reload();
  const terceiro = await baixar();
  expect(terceiro.equals(primeiro)).toBe(false);
  await sara.reload();
  await expect(secao.getByRole("row").filter({ hasText: codigo })).toContainText("Substituído por um mais recente");
  expect((await documentosDo(c.aluno.id)).filter((d) => d.get("tipo") === "boletim")).toHaveLength(2);

  // Consulta downloads the same file again too (a GET that writes nothing); another student's address does not give it.
  const cora = await pageOf({ user: c.consulta, empresas: [c.empresa] });
  const daConsulta = await cora.context().request.get(`${pagina}/documentos/arquivo/${codigo.replace(/-/g, "")}`);
  expect(daConsulta.status()).toBe(200);
  expect((await daConsulta.body()).equals(primeiro)).toBe(true);
  const alheio = await cora.context().request.get(`/alunos/outro-aluno/documentos/arquivo/${codigo.replace(/-/g, "")}`);
  expect(alheio.status()).toBe(404);
});

test("issue 41: the documents' header names the school first, then the company's `Nome nos documentos` set in Configurações", async ({ pageOf }) => {
  const c = await cenario();
  const prefeitura = "Prefeitura Municipal de Maceió — Secretaria Municipal de Educação";
  const ana = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ana.goto("/configuracoes");
  const empresa = main(ana).getByRole("region", { name: "Empresa", exact: true });
  await expect(empresa.getByLabel("Nome nos documentos", { exact: true })).toHaveAccessibleDescription(/cabeçalho de declarações e boletins/);
  await empresa.getByLabel("Nome nos documentos", { exact: true }).fill(prefeitura);
  await empresa.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(empresa.getByText("Empresa atualizada.")).toBeVisible();
  await expectNoSeriousViolations(ana);

  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(`/alunos/${c.aluno.id}`);
  const secao = documentosEmitidos(sara);
  const [download] = await Promise.all([sara.waitForEvent("download"), secao.getByRole("button", { name: "Emitir declaração de matrícula", exact: true }).click()]);
  const texto = textoDoPdf(fs.readFileSync((await download.path())!)).paginas[0]!.replace(/\s+/g, " ");
  const posicoes = ["Escola Municipal Cecília Meireles", "Campinas/SP", prefeitura, "DECLARAÇÃO DE MATRÍCULA"].map((t) => texto.indexOf(t));
  expect(posicoes.every((p) => p >= 0)).toBe(true);
  expect(posicoes).toEqual([...posicoes].sort((a, b) => a - b));
  expect(texto).not.toContain("Rede dos Documentos");
  // The declaração's sentence, with its article and the série with its etapa de ensino.
  expect(texto).toContain("matriculado(a) na Escola Municipal Cecília Meireles, no 5º ano (Ensino Fundamental), turno");
});
