// Issue 43: the nome social is shown instead of the name wherever the student is named — the
// Alunos list and its search (by either name), the sheet's heading (the civil name beside it,
// `Nome civil: …`), the turma's list — on a 360 px phone, axe passing.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { seedAlunos, seedAnoComTurmas, seedEscolas } from "../test/support/firebase";
import { AlunoFichaPage, AlunosPage } from "./paginas/alunos";

const main = (page: Page) => page.getByRole("main");

test("the nome social in the list, its search, the sheet and the turma, on a 360 px phone", async ({ page, inShell }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Nome Social" }]);
  const { turmas } = await seedAnoComTurmas(idEmpresa, idEscola!, { turmas: [{ nome: "5º ano A" }] });
  const [bianca] = await seedAlunos(idEmpresa, [
    { nome: "Roberto Carlos Lima", nomeSocial: "Bianca Lima", idEscola: idEscola!, turma: turmas[0] },
    { nome: "Ana Beatriz Souza", idEscola: idEscola!, turma: turmas[0] },
  ]);

  // The list: the nome social, in its order; the civil name is nowhere in it.
  const lista = new AlunosPage(page);
  await lista.goto();
  await expect(lista.names).toHaveText(["Ana Beatriz Souza", "Bianca Lima"]);
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);
  // Found by the civil name too, shown by the nome social.
  await lista.goto("?q=roberto%20carlos");
  await expect(lista.names).toHaveText(["Bianca Lima"]);

  // The sheet: its heading is the nome social, the civil name beside it.
  await lista.open("Bianca Lima");
  const ficha = new AlunoFichaPage(page);
  await expect(page).toHaveTitle(/Bianca Lima/);
  await expect(main(page).getByText("Nome civil:", { exact: true })).toBeVisible();
  await expect(main(page).getByTestId("nome-civil")).toHaveText("Roberto Carlos Lima");
  await expect(ficha.valor("Nome social", ficha.dados)).toHaveText("Bianca Lima");
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);

  // A student without one: no `Nome civil`.
  await lista.goto();
  await lista.open("Ana Beatriz Souza");
  await expect(main(page).getByTestId("nome-civil")).toHaveCount(0);

  // The turma's list names the student by the nome social.
  await page.goto(`/escolas/${idEscola}/turmas/${turmas[0]!.id}`);
  const daTurma = main(page).getByRole("region", { name: "Alunos da turma", exact: true });
  await expect(daTurma.getByRole("link", { name: "Bianca Lima", exact: true })).toHaveAttribute("href", `/alunos/${bianca!.id}`);
  await expect(daTurma.getByText("Roberto Carlos Lima")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);
});
