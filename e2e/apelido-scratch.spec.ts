// SCRATCH (reverted): the README's worked example, `apelido` added to lib/alunos/campos.ts and its
// label to lib/messages, seen on every surface in the browser.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { test, expect, ImportarPage } from "./fixtures";
import { seedEscolas } from "../test/support/firebase";

const main = (page: Page) => page.getByRole("main");
const fato = (page: Page, rotulo: string) => main(page).locator("dt", { hasText: new RegExp(`^${rotulo}$`) }).locator("xpath=following-sibling::dd[1]");

async function baixar(page: Page, click: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return (await readFile((await download.path())!)).toString("utf8").replace(/^\uFEFF/, "");
}

test("Apelido: form, sheet, history, export, model, import", async ({ page, inShell, alunoFicha }) => {
  const { empresas } = await inShell();
  await seedEscolas(empresas[0]!.id, [{ nome: "Escola do Apelido" }]);

  // The form (new student).
  await page.goto("/alunos/novo");
  await main(page).getByLabel("Nome completo", { exact: true }).fill("Beatriz Apelidada");
  await main(page).getByLabel("Data de nascimento", { exact: true }).fill("2015-04-09");
  await main(page).getByLabel("Escola", { exact: true }).selectOption({ label: "Escola do Apelido" });
  await main(page).getByLabel("Apelido", { exact: true }).fill("a".repeat(61));
  await page.evaluate(() => document.querySelector<HTMLInputElement>("#aluno-apelido")!.removeAttribute("maxlength"));
  await main(page).getByLabel("Apelido", { exact: true }).fill("a".repeat(61));
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(main(page).getByText("Apelido: até 60 caracteres.", { exact: true })).toBeVisible();
  await main(page).getByLabel("Apelido", { exact: true }).fill("Bia");
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();

  // The sheet.
  await expect(page).toHaveURL(/\/alunos\/[^/?]+$/);
  await expect(fato(page, "Apelido")).toHaveText("Bia");
  await page.screenshot({ path: "/tmp/wtc-apelido-ficha.png", fullPage: true });

  // Editar, and the history.
  await alunoFicha.abrirEditar();
  await expect(main(page).getByLabel("Apelido", { exact: true })).toHaveValue("Bia");
  await page.screenshot({ path: "/tmp/wtc-apelido-form.png", fullPage: true });
  await main(page).getByLabel("Apelido", { exact: true }).fill("Biazinha");
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(fato(page, "Apelido")).toHaveText("Biazinha");
  await expect(alunoFicha.linhas(alunoFicha.entradas.first())).toHaveText(["Apelido: Bia → Biazinha"]);

  // The export.
  await page.goto("/alunos");
  const csv = await baixar(page, () => page.getByRole("link", { name: "Exportar CSV", exact: true }).click());
  const [cabecalho, linha] = csv.trim().split("\r\n");
  expect(cabecalho!.split(";")).toEqual(["Matrícula", "Nome completo", "Data de nascimento", "Escola", "Turma", "CPF", "Nome do responsável", "Telefone do responsável", "E-mail do responsável", "Apelido", "Situação"]);
  expect(linha!.split(";")[9]).toBe("Biazinha");

  // The model and the import.
  const importar = new ImportarPage(page);
  await page.goto("/alunos/importar");
  await expect(main(page).getByText(/E-mail do responsável e Apelido são opcionais\.$/)).toBeVisible();
  const modelo = await baixar(page, () => importar.baixarModelo.click());
  expect(modelo.split("\r\n")[0]!.split(";").at(-1)).toBe("Apelido");
  await importar.arquivo.setInputFiles({ name: "apelidos.csv", mimeType: "text/csv", buffer: Buffer.from("Nome completo;Data de nascimento;Escola;apelido\r\nCarla Importada;01/02/2015;Escola do Apelido;Cacau\r\n") });
  await importar.verificar.click();
  await expect(importar.prontos).toContainText("1 aluno pronto para importar");
  await expect(importar.ignoradas).toHaveCount(0);
  await importar.importar.click();
  await expect(importar.verLista).toBeVisible({ timeout: 30_000 });
  await page.goto("/alunos?q=Carla");
  await page.getByRole("link", { name: "Carla Importada", exact: true }).click();
  await expect(fato(page, "Apelido")).toHaveText("Cacau");
});
