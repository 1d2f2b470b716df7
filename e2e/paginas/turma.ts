// What a turma's page asks of a flow since issue 41: on a phone, a section other than `Alunos da
// turma` starts closed (its h2 a disclosure button); each student's `Remanejar` and `Tirar da
// turma` live in the row's menu, `Ações: <aluno>`.
import { expect, type Locator, type Page } from "@playwright/test";

/** Opens the section named `nome` where a phone closed it (its heading's button); on a desktop it is open already. */
export async function abrirSecao(page: Page, nome: string) {
  const titulo = page.getByRole("main").getByRole("heading", { name: nome, level: 2, exact: true });
  await expect(titulo).toBeVisible();
  const botao = titulo.getByRole("button");
  if ((await botao.count()) === 0) return;
  // (Pressed before the page's script is running, the button would do nothing: pressed until it opens.)
  await expect(async () => {
    if ((await botao.getAttribute("aria-expanded")) !== "true") await botao.click();
    await expect(botao).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}

/** Opens the menu of `aluno`'s row in `lista` (the `Alunos da turma` region), so its `Remanejar` and `Tirar da turma` show. */
export async function abrirAcoes(lista: Locator, aluno: string) {
  const botao = lista.getByRole("button", { name: `Ações: ${aluno}`, exact: true });
  await expect(async () => {
    if ((await botao.getAttribute("aria-expanded")) !== "true") await botao.click();
    await expect(botao).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
}
