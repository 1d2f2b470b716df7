// Seen on a 360 px phone (issue "A product, not a prototype"): the lists of the kit (Alunos,
// Escolas, the members of Configurações) are stacked cards, the record's name on top as its link;
// nothing is wider than the screen, nothing scrolls sideways; every button, link, select and summary
// is at least 44 px high; Home's chart writes its schools' names whole. Long names and e-mails on
// purpose, and more students than a page, so the pages' links are there too.
import type { Page } from "@playwright/test";
import { test, expect, ConfiguracoesPage } from "./fixtures";
import { expectFitsAPhone, expectNoPageOverflow, expectNoSeriousViolations } from "./support/tela";
import { abrirAcoes } from "./paginas/turma";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, type TestUser } from "../test/support/firebase";

const LARGURA = 360;
const ALTURA_MINIMA = 44;
const NOME_LONGO = "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes";
const ESCOLA_LONGA = "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos";
const EMPRESA_LONGA = "Secretaria Municipal de Educação de São José dos Campos";
const EMAIL_LONGO = "responsavel.com.um.email.bem.comprido.demais.para.um.telefone@exemplo.com.br";

test.use({ viewport: { width: LARGURA, height: 740 } });

/** The cards of a list: one per record, its first line the record's name as a link. */
async function expectCards(page: Page, nomes: string[]) {
  const cards = page.getByRole("table").locator("tbody").getByRole("row");
  for (const nome of nomes) {
    const card = cards.filter({ has: page.getByRole("link", { name: nome, exact: true }) });
    await expect(card).toHaveCount(1);
    // A card: the rows are blocks stacked one under another, none wider than the page.
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe("block");
    const link = card.getByRole("link", { name: nome, exact: true });
    await expect(link).toBeVisible();
    const [caixaDoCartao, caixaDoLink] = [await card.boundingBox(), await link.boundingBox()];
    // The name is the card's first line, across its width.
    expect(caixaDoLink!.y - caixaDoCartao!.y).toBeLessThan(24);
    expect(caixaDoLink!.width).toBeGreaterThan(caixaDoCartao!.width / 2);
  }
}

test("Alunos at 360 px: cards with the student's name as the link, nothing wider than the screen, 44 px targets, pages too", async ({ page, alunos, inShell }) => {
  const { empresas } = await inShell({ nomes: [EMPRESA_LONGA, "Outra Empresa"] });
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: ESCOLA_LONGA, municipio: "São José dos Campos", uf: "SP" }]);
  const { turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "9º ano do Ensino Fundamental — tarde" }] });
  await seedAlunos(idEmpresa, [
    { nome: NOME_LONGO, idEscola: escola!, turma: turmas[0]!, responsavelEmail: EMAIL_LONGO },
    ...Array.from({ length: 26 }, (_, i) => ({ nome: `Zuleica ${String(i + 1).padStart(2, "0")} Silva`, idEscola: escola! })),
  ]);

  await alunos.goto();
  await expect(alunos.rows).toHaveCount(25);
  await expectCards(page, [NOME_LONGO, "Zuleica 01 Silva"]);
  // Its key facts under the name: the school, whole, and the situation, not cut off.
  const card = alunos.row(NOME_LONGO);
  await expect(card).toContainText(ESCOLA_LONGA);
  await expect(card.getByText("Ativo", { exact: true })).toBeVisible();
  await expect(alunos.proxima).toBeVisible();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  await alunos.proxima.click();
  await expect(alunos.pagina(2)).toBeVisible();
  await expect(alunos.anterior).toBeVisible();
  await expectFitsAPhone(page);
});

test("Escolas at 360 px: cards with the school's name as the link, nothing wider than the screen, 44 px targets", async ({ page, escolas, inShell }) => {
  const { empresas } = await inShell({ nomes: [EMPRESA_LONGA, "Outra Empresa"] });
  await seedEscolas(empresas[0]!.id, [
    { nome: ESCOLA_LONGA, municipio: "São José dos Campos", uf: "SP" },
    { nome: "Escola Curta", municipio: "Taubaté", uf: "SP" },
  ]);

  await escolas.goto();
  await expect(escolas.rows).toHaveCount(2);
  await expectCards(page, [ESCOLA_LONGA, "Escola Curta"]);
  await expect(escolas.row(ESCOLA_LONGA).getByText("Ativa", { exact: true })).toBeVisible();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

test("Configurações at 360 px: each member a card, its role and 'Remover' across the card, nothing wider than the screen", async ({ page, signedIn }) => {
  const empresa = (await createEmpresas([EMPRESA_LONGA]))[0]!.id;
  const admin = await createUser({ idEmpresaAtual: empresa, displayName: NOME_LONGO });
  await link(admin, [empresa], { papel: "administrador" });
  const colega = await createUser({ idEmpresaAtual: empresa, displayName: "Ana Secretária" });
  await link(colega, [empresa], { papel: "secretaria" });
  // An invitation (by e-mail only) with a long address: a pending member without a name.
  await link({ uid: "", email: EMAIL_LONGO, password: "", displayName: "" } as TestUser, [empresa], { byEmailOnly: true, papel: "consulta" });

  await signedIn({ user: admin, empresas: [{ id: empresa, nome: EMPRESA_LONGA }] });
  await page.waitForURL(/\/home$/);
  const config = new ConfiguracoesPage(page);
  await config.goto();
  await expect(config.linhas).toHaveCount(3);
  for (const texto of [NOME_LONGO, "Ana Secretária", EMAIL_LONGO]) {
    expect(await config.linha(texto).evaluate((el) => getComputedStyle(el).display)).toBe("block");
  }
  // The role and "Remover" take the card's width.
  const cartao = await config.linha("Ana Secretária").boundingBox();
  for (const controle of [config.papelDe("Ana Secretária"), config.salvarPapel("Ana Secretária"), config.remover("Ana Secretária")]) {
    await expect(controle).toBeVisible();
    expect((await controle.boundingBox())!.width).toBeGreaterThan(cartao!.width * 0.8);
  }
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  await config.remover("Ana Secretária").click();
  await expect(config.dialogo("Ana Secretária")).toBeVisible();
  await expectNoPageOverflow(page);
  for (const botao of await config.dialogo("Ana Secretária").getByRole("button").all()) {
    expect((await botao.boundingBox())!.height).toBeGreaterThanOrEqual(ALTURA_MINIMA);
  }
});

test("Home at 360 px: the chart's school names wrap whole, nothing wider than the screen, 44 px targets", async ({ page, inShell }) => {
  const { empresas } = await inShell({ nomes: [EMPRESA_LONGA, "Outra Empresa"] });
  const idEmpresa = empresas[0]!.id;
  const [longa, curta] = await seedEscolas(idEmpresa, [{ nome: ESCOLA_LONGA }, { nome: "Escola Curta" }]);
  await seedAlunos(idEmpresa, [
    { nome: "Caio Lima", idEscola: longa! },
    { nome: "Bia Souza", idEscola: longa! },
    { nome: "Davi Reis", idEscola: curta! },
  ]);

  await page.goto("/home");
  await expect(page.getByTestId("indicador-alunos")).toHaveText("3");
  const nome = page.getByTestId("grafico-alunos").getByRole("rowheader", { name: ESCOLA_LONGA, exact: true });
  await expect(nome).toBeVisible();
  // Whole: not cut with an ellipsis, wrapped over lines instead, and readable (not shrunk).
  expect(await nome.evaluate((el) => ({ cortado: el.scrollWidth > el.clientWidth, reticencias: getComputedStyle(el).textOverflow }))).toEqual({ cortado: false, reticencias: "clip" });
  expect((await nome.boundingBox())!.height).toBeGreaterThan(30);
  expect(await nome.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(14);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

// The school year (issue 23): a turma's page with a student `Cursando`, whose row carries `Remanejar`
// and `Tirar da turma` (in its menu `Ações: <aluno>` since issue 41; each opening its dialog;
// `Turma de destino` in Remanejar's), all inside the screen, 44 px high, usable.
test("a turma at 360 px: a student Cursando with Remanejar and Tirar da turma inside the screen, usable, and axe", async ({ page, inShell }) => {
  test.setTimeout(90_000);
  const { empresas } = await inShell({ nomes: [EMPRESA_LONGA, "Outra Empresa"] });
  const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: ESCOLA_LONGA }]);
  await seedAlunos(empresas[0]!.id, [{ nome: NOME_LONGO, idEscola: idEscola! }]);
  const main = page.getByRole("main");
  const campo = (label: string) => main.getByLabel(label, { exact: true });
  const botao = (name: string) => main.getByRole("button", { name, exact: true });

  // The year (bimestres of 2026) and two turmas, through the screens.
  await page.goto(`/escolas/${idEscola}/anos/novo`);
  for (const [n, [inicio, fim]] of [["02-02", "04-17"], ["04-20", "07-03"], ["07-20", "09-30"], ["10-01", "12-18"]].entries()) {
    await campo(`Início do ${n + 1}º bimestre`).fill(`2026-${inicio}`);
    await campo(`Fim do ${n + 1}º bimestre`).fill(`2026-${fim}`);
  }
  await botao("Salvar").click();
  await expect(page.getByTestId("dias-letivos")).toBeVisible();
  const ano = new URL(page.url()).pathname;
  const DESTINO = "9º ano B — Vespertino, turma de reforço";
  for (const nome of [DESTINO, "9º ano A — Matutino, turma integral"]) {
    await page.goto(`${ano}/turmas/nova`);
    await campo("Nome da turma").fill(nome);
    await campo("Etapa de ensino").selectOption({ label: "Ensino Fundamental — 9º ano" });
    await campo("Turno").selectOption({ label: "Matutino" });
    await campo("Vagas").fill("30");
    await campo("Início das aulas").fill("07:00");
    await campo("Fim das aulas").fill("11:30");
    await botao("Salvar").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nome);
  }
  await main.getByRole("link", { name: "Enturmar alunos", exact: true }).click();
  await main.getByRole("checkbox", { name: NOME_LONGO }).check();
  await botao("Enturmar selecionados").click();
  await expect(page.getByRole("status").filter({ hasText: "1 aluno enturmado." })).toBeVisible();

  const lista = main.getByRole("region", { name: "Alunos da turma", exact: true });
  const linha = lista.getByRole("row").filter({ hasText: NOME_LONGO });
  await expect(linha).toContainText("Cursando");
  const acoes = lista.getByRole("button", { name: `Ações: ${NOME_LONGO}` });
  const remanejar = lista.getByRole("button", { name: `Remanejar (${NOME_LONGO})` });
  const tirar = lista.getByRole("button", { name: `Tirar da turma: ${NOME_LONGO}` });
  await abrirAcoes(lista, NOME_LONGO);
  await expect(remanejar).toContainText("Remanejar");
  await expect(tirar).toHaveText("Tirar da turma");
  for (const controle of [acoes, remanejar, tirar]) {
    await expect(controle).toBeVisible();
    // Scrolled to (the page is taller than the screen), it is whole on the screen.
    await controle.scrollIntoViewIfNeeded();
    await expect(controle).toBeInViewport({ ratio: 1 });
    const caixa = (await controle.boundingBox())!;
    expect(caixa.x).toBeGreaterThanOrEqual(0);
    expect(caixa.x + caixa.width).toBeLessThanOrEqual(LARGURA);
    expect(caixa.height).toBeGreaterThanOrEqual(ALTURA_MINIMA);
  }
  // Nothing scrolls sideways: not the page, and the row is not cut by its table's box.
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(LARGURA);
  expect(await lista.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // Usable: the confirmation opens inside the screen and can be cancelled; then the move is made.
  await tirar.click();
  const dialogo = page.getByRole("dialog");
  await expect(dialogo).toBeVisible();
  await expectNoPageOverflow(page);
  for (const b of await dialogo.getByRole("button").all()) {
    await expect(b).toBeInViewport({ ratio: 1 });
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(ALTURA_MINIMA);
  }
  await expectNoSeriousViolations(page);
  await dialogo.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialogo).toBeHidden();
  // Remanejar: one dialog, its Turma de destino and buttons whole on the screen.
  await abrirAcoes(lista, NOME_LONGO);
  await remanejar.click();
  const remanejamento = page.getByRole("dialog", { name: `Remanejar ${NOME_LONGO}` });
  const destino = remanejamento.getByLabel("Turma de destino", { exact: true });
  for (const controle of [destino, ...(await remanejamento.getByRole("button").all())]) {
    await expect(controle).toBeInViewport({ ratio: 1 });
    expect((await controle.boundingBox())!.height).toBeGreaterThanOrEqual(ALTURA_MINIMA);
  }
  await expectNoSeriousViolations(page);
  // (Each destination says its etapa de ensino and free places: issue 41.)
  await destino.selectOption({ label: `${DESTINO} — Ensino Fundamental — 9º ano — 30 vagas livres` });
  await remanejamento.getByRole("button", { name: "Remanejar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Aluno remanejado." })).toBeVisible();
  await expect(linha).toContainText("Remanejado");
  await expectFitsAPhone(page);
});
