// A turma of 30 students on a 360 px phone (issue 41): measured at 20,650 px tall before (each row's
// `Remanejar` and `Tirar da turma` as full-width buttons, every section open, the frequência a
// second list of 30 cards). Now per-student actions live in one menu per row (`Ações: <aluno>`),
// the sections other than `Alunos da turma` are closed on a phone (their headings, and the regions
// they name, still there), and `Professor` (`Adicionar professor`) and `Nome do componente` take
// the screen's width. On a desktop the sections are open and have no disclosure button.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";

const LARGURA = 360;
/** The page's height at 360 px with 30 students, at most (20,650 px before: well under a third). */
const ALTURA_MAXIMA = 6_000;
const NOMES = Array.from({ length: 30 }, (_, i) => `Aluna ${String(i + 1).padStart(2, "0")} Albuquerque de Vasconcelos`);
const PROFESSORA = "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti";

/** A secretaria's turma of 30 students `Cursando`, another turma in the year (so `Remanejar`), a professor in it and another to add. */
async function turmaDe30(page: Page, loginPage: { goto: () => Promise<void>; signIn: (u: Awaited<ReturnType<typeof createUser>>) => Promise<void> }) {
  const [empresa] = await createEmpresas(["Rede da Turma Cheia"]);
  const idEmpresa = empresa!.id;
  const secretaria = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Sônia Secretária" });
  await link(secretaria, [idEmpresa], { papel: "secretaria" });
  const [ana, outra] = [await createUser({ displayName: "Ana Souza" }), await createUser({ displayName: PROFESSORA })];
  await link(ana, [idEmpresa], { papel: "professor" });
  await link(outra, [idEmpresa], { papel: "professor" });
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal da Turma Cheia" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { turmas: [{ nome: "5º ano A", vagas: 35 }, { nome: "5º ano B" }] });
  const turma = ano.turmas[0]!;
  await testDb().doc(`turmas/${turma.id}`).update({ professores: [ana.uid], nomesDosProfessores: { [ana.uid]: "Ana Souza" } });
  await seedAlunos(idEmpresa, NOMES.map((nome) => ({ nome, idEscola: idEscola!, turma })));
  await loginPage.goto();
  await loginPage.signIn(secretaria);
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto(`/escolas/${idEscola}/turmas/${turma.id}`);
  return { main: page.getByRole("main") };
}

const altura = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const SECOES = ["Dados da turma", "Alunos da turma", "Professores", "Componentes curriculares", "Frequência", "Histórico da turma"];

/** The control is whole on the screen (scrolled to) and at least 44 px high. */
async function expectAlvoInteiro(controle: Locator) {
  await controle.scrollIntoViewIfNeeded();
  await expect(controle).toBeInViewport({ ratio: 1 });
  const caixa = (await controle.boundingBox())!;
  expect(caixa.x).toBeGreaterThanOrEqual(0);
  expect(caixa.x + caixa.width).toBeLessThanOrEqual(LARGURA);
  expect(caixa.height).toBeGreaterThanOrEqual(44);
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: LARGURA, height: 740 } });

  test("a turma of 30 students is short: one menu per row, sections closed but for the students, full-width fields, axe", async ({ page, loginPage }, testInfo) => {
    test.setTimeout(120_000);
    const { main } = await turmaDe30(page, loginPage);
    const lista = main.getByRole("region", { name: "Alunos da turma", exact: true });
    await expect(lista.getByRole("row").filter({ hasText: NOMES[29]! })).toContainText("Cursando");
    const medida = await altura(page);
    testInfo.annotations.push({ type: "altura a 360 px", description: `${medida} px` });
    expect(medida).toBeLessThanOrEqual(ALTURA_MAXIMA);
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);

    // Every section keeps its h2 and its region; all but the students' start closed, their heading a disclosure button.
    for (const nome of SECOES) {
      await expect(main.getByRole("heading", { name: nome, level: 2, exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: nome, exact: true })).toHaveCount(1);
      await expect(main.getByRole("button", { name: nome, exact: true })).toHaveAttribute("aria-expanded", nome === "Alunos da turma" ? "true" : "false");
    }
    const frequencia = main.getByRole("region", { name: "Frequência", exact: true });
    await expect(frequencia.getByLabel("Etapa", { exact: true })).toBeHidden();

    // One menu per row: `Ações` (named for the student), a short card, the actions inside it.
    const linha = lista.getByRole("row").filter({ hasText: NOMES[0]! });
    expect((await linha.boundingBox())!.height).toBeLessThanOrEqual(140);
    await expect(lista.getByRole("button", { name: /^Ações: / })).toHaveCount(30);
    await expect(lista.getByRole("button", { name: /^(Remanejar|Tirar da turma)/ })).toHaveCount(0);
    const acoes = lista.getByRole("button", { name: `Ações: ${NOMES[0]}`, exact: true });
    await expect(acoes).toHaveText("Ações");
    await expect(acoes).toHaveAttribute("aria-expanded", "false");
    await expectAlvoInteiro(acoes);
    // By keyboard: Enter opens it, Tab reaches its actions, Escape closes it and the focus is back on it.
    await acoes.focus();
    await page.keyboard.press("Enter");
    await expect(acoes).toHaveAttribute("aria-expanded", "true");
    const remanejar = lista.getByRole("button", { name: `Remanejar (${NOMES[0]})`, exact: true });
    const tirar = lista.getByRole("button", { name: `Tirar da turma: ${NOMES[0]}`, exact: true });
    await expect(tirar).toHaveText("Tirar da turma");
    for (const controle of [remanejar, tirar]) await expectAlvoInteiro(controle);
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Tab");
    await expect(remanejar).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(acoes).toHaveAttribute("aria-expanded", "false");
    await expect(acoes).toBeFocused();
    await expect(tirar).toBeHidden();
    // An action opens its dialog as before; closed, the focus is back on the row's menu.
    await acoes.click();
    await tirar.click();
    const dialogo = page.getByRole("dialog", { name: `Tirar da turma: ${NOMES[0]}` });
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(dialogo).toBeHidden();
    await expect(acoes).toBeFocused();
    await expect(tirar).toBeHidden();
    // A click elsewhere closes it.
    await acoes.click();
    await expect(remanejar).toBeVisible();
    await main.getByRole("heading", { level: 1 }).click();
    await expect(remanejar).toBeHidden();

    // The sections open; `Professor` and `Nome do componente` across the screen, their labels whole.
    for (const nome of SECOES.filter((n) => n !== "Alunos da turma")) {
      const botao = main.getByRole("button", { name: nome, exact: true });
      await botao.click();
      await expect(botao).toHaveAttribute("aria-expanded", "true");
    }
    await expect(frequencia.getByLabel("Etapa", { exact: true })).toBeVisible();
    const campos = [
      main.getByRole("region", { name: "Professores", exact: true }).getByLabel("Professor", { exact: true }),
      main.getByRole("region", { name: "Componentes curriculares", exact: true }).getByLabel("Nome do componente", { exact: true }),
    ];
    for (const campo of campos) {
      await expectAlvoInteiro(campo);
      expect((await campo.boundingBox())!.width).toBeGreaterThanOrEqual(LARGURA - 40);
      const rotulo = page.locator(`label[for="${await campo.getAttribute("id")}"]`);
      await expect(rotulo).toBeInViewport({ ratio: 1 });
    }
    for (const nome of ["Adicionar professor", "Adicionar componente"]) {
      expect((await main.getByRole("button", { name: nome, exact: true }).boundingBox())!.width).toBeGreaterThanOrEqual(LARGURA - 40);
    }
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    // Closed again, on the heading's button.
    await main.getByRole("button", { name: "Frequência", exact: true }).click();
    await expect(frequencia.getByLabel("Etapa", { exact: true })).toBeHidden();
  });
});

test("on a desktop the turma's sections are open, with plain headings, and each row's actions in its menu", async ({ page, loginPage }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { main } = await turmaDe30(page, loginPage);
  for (const nome of SECOES) {
    await expect(main.getByRole("heading", { name: nome, level: 2, exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: nome, exact: true })).toHaveCount(0);
  }
  await expect(main.getByRole("region", { name: "Frequência", exact: true }).getByLabel("Etapa", { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Professores", exact: true }).getByLabel("Professor", { exact: true })).toBeVisible();
  await expect(main.getByRole("region", { name: "Componentes curriculares", exact: true }).getByLabel("Nome do componente", { exact: true })).toBeVisible();
  const lista = main.getByRole("region", { name: "Alunos da turma", exact: true });
  const acoes = lista.getByRole("button", { name: `Ações: ${NOMES[4]}`, exact: true });
  await acoes.click();
  await expect(lista.getByRole("button", { name: `Remanejar (${NOMES[4]})`, exact: true })).toBeVisible();
  await expect(lista.getByRole("button", { name: `Tirar da turma: ${NOMES[4]}`, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
});
