// Issue 43, paper and the family's access request, on a 360 px phone: the administrador issues the
// `Ficha de matrícula (PDF)` from the student's Documentos (the PDF carries the record's sections,
// the civil name with the nome social, the signature lines and the verification code; the list
// shows it) and downloads `Dados pessoais (LGPD)` as PDF and as JSON (the history then says so);
// axe passes and everything fits. A secretaria issues the ficha but sees no `Dados pessoais`;
// consulta sees neither; forged and cross-site exports are refused.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { documentosEmitidos, expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedEscolas, testDb } from "../test/support/firebase";
import { textoDoPdf } from "../test/support/texto-do-pdf";

const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;
const dadosPessoais = (page: Page) => page.getByRole("main").getByRole("region", { name: "Dados pessoais (LGPD)", exact: true });

async function cenario() {
  const [empresa] = await createEmpresas(["Rede da Ficha"]);
  const idEmpresa = empresa!.id;
  const usuario = async (nome: string, papel: "administrador" | "secretaria" | "consulta") => {
    const u = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
    await link(u, [idEmpresa], { papel });
    return u;
  };
  const [administradora, secretaria, consulta] = await Promise.all([usuario("Ana Administradora", "administrador"), usuario("Sara Secretária", "secretaria"), usuario("Cora Consulta", "consulta")]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Cecília Meireles", codigoInep: "35987654", municipio: "Campinas", uf: "SP" }]);
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Lúcia Gonçalves", idEscola: idEscola!, dataNascimento: "2015-03-10", responsavelNome: "Rosa Gonçalves" }]);
  await testDb().doc(`alunos/${aluno!.id}`).update({ nomeSocial: "Lucas Gonçalves", corRaca: "3" });
  return { empresa: empresa!, aluno: aluno!, administradora, secretaria, consulta };
}

test("on a 360 px phone, the administrador issues the Ficha de matrícula and downloads the Dados pessoais (LGPD) as PDF and JSON", async ({ pageOf }) => {
  const c = await cenario();
  const ana = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ana.setViewportSize({ width: 360, height: 740 });
  await ana.goto(`/alunos/${c.aluno.id}`);
  const documentos = documentosEmitidos(ana);
  const ficha = documentos.getByRole("button", { name: "Ficha de matrícula (PDF)", exact: true });
  const lgpd = dadosPessoais(ana);
  await expect(ficha).toBeVisible();
  await expect(lgpd.getByRole("button", { name: "Baixar em PDF os dados pessoais (LGPD)", exact: true })).toBeVisible();
  await expect(lgpd.getByRole("button", { name: "Baixar em JSON os dados pessoais (LGPD)", exact: true })).toBeVisible();
  await expectNoSeriousViolations(ana);
  await expectFitsAPhone(ana);

  // The ficha: its PDF has the record's sections, both names, the signature lines and the code.
  const [download] = await Promise.all([ana.waitForEvent("download"), ficha.click()]);
  expect(download.suggestedFilename()).toBe("ficha-de-matricula-lucia-goncalves.pdf");
  const texto = textoDoPdf(fs.readFileSync((await download.path())!)).paginas.join(" ").replace(/\s+/g, " ");
  for (const trecho of ["FICHA DE MATRÍCULA", "Escola Municipal Cecília Meireles", "Identificação", "Nome completo: Lúcia Gonçalves", "Nome social: Lucas Gonçalves", "Cor/raça: Parda", "Filiação e responsáveis", "Endereço", "Assinatura do(a) responsável legal", "Assinatura da secretaria escolar"]) {
    expect(texto).toContain(trecho);
  }
  const codigo = /Código de verificação: (\S+)/.exec(texto)?.[1] ?? "";
  expect(codigo).toMatch(CODIGO);
  await expect(documentos.getByRole("status")).toContainText(`Ficha de matrícula emitida. Código ${codigo}`);
  await expect(documentos.getByRole("row").filter({ hasText: codigo })).toContainText("Ficha de matrícula");

  // Dados pessoais (LGPD): the PDF, then the JSON.
  const [pdf] = await Promise.all([ana.waitForEvent("download"), lgpd.getByRole("button", { name: "Baixar em PDF os dados pessoais (LGPD)", exact: true }).click()]);
  expect(pdf.suggestedFilename()).toBe(`dados-pessoais-${c.aluno.matricula}.pdf`);
  const textoLgpd = textoDoPdf(fs.readFileSync((await pdf.path())!)).paginas.join(" ").replace(/\s+/g, " ");
  for (const trecho of ["DADOS PESSOAIS DO ALUNO (LGPD)", "Nome completo: Lúcia Gonçalves", "Cor/raça: Parda", "Documentos emitidos", "Ficha de matrícula", codigo, "Histórico"]) {
    expect(textoLgpd).toContain(trecho);
  }
  const [json] = await Promise.all([ana.waitForEvent("download"), lgpd.getByRole("button", { name: "Baixar em JSON os dados pessoais (LGPD)", exact: true }).click()]);
  expect(json.suggestedFilename()).toBe(`dados-pessoais-${c.aluno.matricula}.json`);
  const dados = JSON.parse(fs.readFileSync((await json.path())!, "utf8")) as { registro: { matricula: string; campos: Record<string, unknown> }; documentos: { tipo: string }[] };
  expect(dados.registro.matricula).toBe(c.aluno.matricula);
  expect(dados.registro.campos).toMatchObject({ nome: "Lúcia Gonçalves", nomeSocial: "Lucas Gonçalves", corRaca: "3" });
  expect(dados.documentos.map((d) => d.tipo)).toContain("Ficha de matrícula");

  // The history says each export.
  await ana.reload();
  await expect(ana.getByRole("main").getByText("Dados pessoais (LGPD) exportados em JSON")).toBeVisible();
  await expect(ana.getByRole("main").getByText("Dados pessoais (LGPD) exportados em PDF")).toBeVisible();
});

test("a secretaria issues the ficha but exports no personal data; consulta neither; forged and cross-site exports are refused", async ({ pageOf }) => {
  const c = await cenario();
  const pagina = `/alunos/${c.aluno.id}`;
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(pagina);
  await expect(documentosEmitidos(sara).getByRole("button", { name: "Ficha de matrícula (PDF)", exact: true })).toBeVisible();
  await expect(dadosPessoais(sara)).toHaveCount(0);
  const origem = { origin: new URL(sara.url()).origin };
  const forjado = await sara.context().request.post(`${pagina}/dados-pessoais/json`, { headers: origem, form: {} });
  expect(forjado.status()).toBe(403);

  const cora = await pageOf({ user: c.consulta, empresas: [c.empresa] });
  await cora.goto(pagina);
  await expect(documentosEmitidos(cora).getByRole("button", { name: "Ficha de matrícula (PDF)", exact: true })).toHaveCount(0);
  await expect(dadosPessoais(cora)).toHaveCount(0);
  const daConsulta = await cora.context().request.post(`${pagina}/documentos/fichaDeMatricula`, { headers: { origin: new URL(cora.url()).origin }, form: {} });
  expect(daConsulta.status()).toBe(403);

  const ana = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ana.goto(pagina);
  const cruzado = await ana.context().request.post(`${pagina}/dados-pessoais/json`, { headers: { origin: "https://outro-site.example" }, form: {} });
  expect(cruzado.status()).toBe(403);
  const alheio = await ana.context().request.post(`/alunos/outro-aluno/dados-pessoais/json`, { headers: { origin: new URL(ana.url()).origin }, form: {} });
  expect(alheio.status()).toBe(404);
  expect(await alheio.text()).toBe("Aluno não encontrado.");
  // Nothing was exported: no entry in the student's history.
  const registros = await testDb().collection("atividades").where("alvo.id", "==", c.aluno.id).where("tipo", "==", "aluno.dadosPessoaisExportados").get();
  expect(registros.size).toBe(0);
});
