// A professor's morning (issue 24), on a 360 px phone: signs in, finds `Minhas turmas` with today's
// roll call `pendente`, opens `Fazer chamada`, marks 3 absences, saves, and Home says `feita`. The
// professor reaches only the turma they teach: another turma's page and roll call are not found,
// a forged save for it is refused, a day past the 7 days is closed to them. The administrador adds
// and removes the turma's professors on its page (`Professores`).
//
// The year is the school year around today (e2e/support/datas.ts: this one, or in January the last
// one) with etapas covering every day of its calendar and today a `Letivo extra` day, so "today"
// has class, and ten days ago was in the year, whenever the test runs.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { actionIdOf } from "./support/actions";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { abrirSecao } from "./paginas/turma";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueId } from "../test/support/firebase";
import { anoLetivo } from "./support/datas";
import { hoje } from "../lib/infra/relogio";

const main = (page: Page) => page.getByRole("main");
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const ANO = anoLetivo();
const HOJE = hoje();

/** The latest Monday-to-Friday at least `dias` (up to 27) days before today: a day of ANO. */
function diaUtilAntes(dias: number): string {
  const d = new Date(`${HOJE}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

test.use({ viewport: { width: 360, height: 740 } });

test("a professor's morning: Minhas turmas, Fazer chamada with 3 absences, Home says feita; nothing of another turma", async ({ page, pageOf, loginPage }) => {
  const [empresa] = await createEmpresas(["Rede Escola do Professor"]);
  const idEmpresa = empresa!.id;
  const professora = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Ana Souza" });
  await link(professora, [idEmpresa], { papel: "professor" });
  const admin = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Paula Diretora" });
  await link(admin, [idEmpresa], { papel: "administrador" });
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Estadual São Bento" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  await testDb()
    .doc(`anos_letivos/${ano.id}`)
    .update({
      etapas: [
        { inicio: `${ANO}-01-01`, fim: `${ANO}-03-31` },
        { inicio: `${ANO}-04-01`, fim: `${ANO}-06-30` },
        { inicio: `${ANO}-07-01`, fim: `${ANO}-09-30` },
        { inicio: `${ANO}-10-01`, fim: `${ANO + 1}-01-31` },
      ],
      especiais: [{ id: "hoje", de: HOJE, ate: HOJE, tipo: "letivoExtra", motivo: "Aula de hoje" }],
    });
  const [turmaA, turmaB] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const nomes = ["Alice Moreira", "Bento Carvalho", "Caio Fernandes", "Duda Ribeiro", "Enzo Prado"];
  await seedAlunos(idEmpresa, nomes.map((nome) => ({ nome, idEscola: idEscola!, turma: turmaA, desde: `${ANO}-01-01`, cpf: null })));
  await seedAlunos(idEmpresa, [{ nome: "Zeca Da Outra Turma", idEscola: idEscola!, turma: turmaB, desde: `${ANO}-01-01` }]);
  const urlA = `/escolas/${idEscola}/turmas/${turmaA.id}`;
  const urlB = `/escolas/${idEscola}/turmas/${turmaB.id}`;

  // The administrador makes Ana Souza the professor of 5º ano A, on the turma's page.
  const diretora = await pageOf({ user: admin, empresas: [empresa!] });
  await diretora.goto(urlA);
  // (On a phone the section starts closed: issue 41.)
  await abrirSecao(diretora, "Professores");
  const professores = diretora.getByRole("main").getByRole("region", { name: "Professores" });
  await expect(professores.getByText("Nenhum professor nesta turma.")).toBeVisible();
  await professores.getByLabel("Professor", { exact: true }).selectOption({ label: "Ana Souza" });
  await professores.getByRole("button", { name: "Adicionar professor", exact: true }).click();
  await expect(diretora.getByRole("status").filter({ hasText: "Professor adicionado." })).toBeVisible();
  await expect(professores.getByRole("list", { name: "Professores da turma" })).toContainText("Ana Souza");

  // Her morning.
  await loginPage.goto();
  await loginPage.signIn(professora);
  await page.waitForURL((url) => url.pathname === "/home");
  const minhas = main(page).getByRole("region", { name: "Minhas turmas" });
  const card = minhas.getByRole("listitem").filter({ hasText: "5º ano A" });
  await expect(card).toContainText("Escola Estadual São Bento");
  await expect(card).toContainText("Chamada de hoje: pendente");
  await expect(minhas.getByRole("listitem")).toHaveCount(1);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  await card.getByRole("link", { name: "Fazer chamada", exact: true }).click();
  await expect(main(page).getByRole("heading", { level: 1, name: "Chamada — 5º ano A" })).toBeVisible();
  await expect(main(page).getByLabel("Data", { exact: true })).toHaveValue(HOJE);
  for (const nome of ["Alice Moreira", "Caio Fernandes", "Enzo Prado"]) {
    await main(page).getByRole("radiogroup", { name: nome, exact: true }).getByRole("radio", { name: "Falta", exact: true }).check();
  }
  const salvar = await actionIdOf(page, () => main(page).getByRole("button", { name: "Salvar chamada", exact: true }).click());
  await expect(status(page, "Chamada salva: 2 presentes, 3 faltas.")).toBeVisible();
  await expect(main(page).getByTestId("chamada-salva")).toHaveText(/^Salva por Ana Souza às \d{2}:\d{2}$/);
  await expectNoSeriousViolations(page);
  await page.goto("/home");
  await expect(main(page).getByRole("listitem").filter({ hasText: "5º ano A" })).toContainText("Chamada de hoje: feita");

  // Her turma's page: names, matrículas, situations; nothing personal.
  await page.goto(urlA);
  await expect(main(page).getByRole("heading", { level: 1, name: "5º ano A" })).toBeVisible();
  await expect(main(page)).toContainText("Alice Moreira");
  const html = await page.content();
  expect(html).not.toContain("2015-03-10");
  expect(html).not.toContain("10/03/2015");
  await expect(main(page).getByRole("link", { name: "Editar" })).toHaveCount(0);
  await expect(main(page).getByRole("link", { name: "Enturmar alunos" })).toHaveCount(0);
  await expect(main(page).getByRole("button", { name: "Adicionar professor" })).toHaveCount(0);
  await expectFitsAPhone(page);

  // Another turma: not found, its roll call too; a forged save is refused; nothing written.
  for (const url of [urlB, `${urlB}/chamada`, `${urlA}/editar`, `${urlA}/enturmar`, `/escolas/${idEscola}/anos/${ANO}`]) {
    const resposta = await page.goto(url);
    expect(resposta?.status(), url).toBe(404);
  }
  const forjar = (idTurma: string, dia: string, marcas: { id: string; marca: string }[] = []) =>
    page.context().request.post(`${urlA}/chamada`, {
      headers: { "next-action": salvar, "content-type": "text/plain;charset=UTF-8" },
      data: JSON.stringify([{ idTurma, dia, versao: 0, marcas }]),
    });
  const outra = await forjar(turmaB.id, HOJE);
  expect(outra.status()).toBeLessThan(500);
  expect(await outra.text()).toContain("Você não tem permissão para esta ação.");
  expect((await testDb().collection("chamadas").where("idTurma", "==", turmaB.id).get()).size).toBe(0);

  // Past the 7 days: closed to her (the page says so, a forged save is refused).
  const antigo = diaUtilAntes(10);
  await page.goto(`${urlA}/chamada?data=${antigo}`);
  await expect(main(page).getByText("Prazo para alterar esta chamada encerrado.")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Salvar chamada" })).toHaveCount(0);
  const velha = await forjar(turmaA.id, antigo);
  expect(await velha.text()).toContain("Prazo para alterar esta chamada encerrado.");

  // The administrador removes her: the turma leaves her Home.
  await diretora.reload();
  await abrirSecao(diretora, "Professores");
  await diretora.getByRole("main").getByRole("region", { name: "Professores" }).getByRole("button", { name: "Remover", exact: true }).click();
  await expect(diretora.getByRole("status").filter({ hasText: "Professor removido." })).toBeVisible();
  await page.goto("/home");
  await expect(main(page).getByText("Você ainda não está em nenhuma turma em andamento.", { exact: false })).toBeVisible();
  expect((await page.goto(urlA))?.status()).toBe(404);
});

test("a company with more professors than the turma's page lists: `Professor` reads them when reached for", async ({ pageOf }) => {
  const [empresa] = await createEmpresas(["Rede dos Muitos Professores"]);
  const idEmpresa = empresa!.id;
  const admin = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Paula Diretora" });
  await link(admin, [idEmpresa], { papel: "administrador" });
  const zelia = await createUser({ displayName: "Zélia Lima" });
  await link(zelia, [idEmpresa], { papel: "professor" });
  // 50 more professor links (accounts the identity provider does not know: shown by e-mail).
  const lote = testDb().batch();
  for (let i = 0; i < 50; i++) {
    lote.set(testDb().collection("usuarios_empresas").doc(uniqueId("ue")), { idUsuario: uniqueId("u"), emailUsuario: `prof-${String(i).padStart(2, "0")}@muitos.escola`, idEmpresa, papel: "professor" });
  }
  await lote.commit();
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola dos Muitos" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });

  const diretora = await pageOf({ user: admin, empresas: [empresa!] });
  await diretora.goto(`/escolas/${idEscola}/turmas/${ano.turmas[0]!.id}`);
  await abrirSecao(diretora, "Professores");
  const professores = main(diretora).getByRole("region", { name: "Professores" });
  const campo = professores.getByLabel("Professor", { exact: true });
  // The page came without the 51 professors (nor their names), and the year has no other turma: no Remanejar.
  await expect(campo.getByRole("option")).toHaveText(["Selecione o professor"]);
  expect(await diretora.content()).not.toContain("Zélia Lima");
  await campo.focus();
  await expect(campo.getByRole("option")).toHaveCount(52);
  await campo.selectOption({ label: "Zélia Lima" });
  await professores.getByRole("button", { name: "Adicionar professor", exact: true }).click();
  await expect(diretora.getByRole("status").filter({ hasText: "Professor adicionado." })).toBeVisible();
  await expect(professores.getByRole("list", { name: "Professores da turma" })).toContainText("Zélia Lima");
  await expectNoSeriousViolations(diretora);
});
