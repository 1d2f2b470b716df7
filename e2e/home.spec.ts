// Home: the welcome sentence, the company at a glance (active schools, active students) and a link
// to every other tab.
import { test, expect } from "./fixtures";
import { createEmpresas, seedEscolas } from "../test/support/firebase";

const indicador = (page: import("@playwright/test").Page, id: "escolas" | "alunos") => page.getByTestId(`indicador-${id}`);

test("counts the company's active schools only, and 0 students", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const [alheia] = await createEmpresas(["Empresa Sem Vínculo"]);
  await seedEscolas(empresas[0]!.id, [{ nome: "Ativa Um" }, { nome: "Ativa Dois" }, { nome: "Ativa Três" }, { nome: "Parada Um", ativa: false }, { nome: "Parada Dois", ativa: false }]);
  // Schools of the user's other company, and of a company the user has nothing to do with.
  await seedEscolas(empresas[1]!.id, [{ nome: "Da Outra Um" }, { nome: "Da Outra Dois" }]);
  await seedEscolas(alheia!.id, [{ nome: "Alheia Um" }, { nome: "Alheia Dois" }, { nome: "Alheia Três" }, { nome: "Alheia Quatro" }]);

  await page.goto("/home");
  await expect(page.getByRole("heading").first()).toHaveText("Bem-vindo à tela Home!");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo à tela Home!");
  await expect(indicador(page, "escolas")).toHaveText("3");
  await expect(indicador(page, "escolas").locator("..")).toContainText("Escolas ativas");
  await expect(indicador(page, "alunos")).toHaveText("0");
  await expect(indicador(page, "alunos").locator("..")).toContainText("Alunos ativos");
  await expect(page.getByRole("navigation")).toHaveCount(1);
});

test("the count follows a school created and deactivated through the screens", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
  await inShell();
  await page.goto("/home");
  await expect(indicador(page, "escolas")).toHaveText("0");

  await escolaForm.gotoNova();
  await escolaForm.fill({ nome: "Escola Contada" });
  await escolaForm.salvar.click();
  await expect(escolas.status("Escola cadastrada.")).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Home", exact: true }).click();
  await expect(indicador(page, "escolas")).toHaveText("1");

  await page.getByRole("link", { name: "Ver as escolas" }).click();
  await escolas.link("Escola Contada").click();
  await escolaFicha.desativarEConfirmar();
  await expect(escolaFicha.reativar).toBeVisible();
  await page.goto("/home");
  await expect(indicador(page, "escolas")).toHaveText("0");
});

test("the links lead to their tabs", async ({ page, inShell }) => {
  await inShell();
  const links = [
    { name: "Ver os alunos", path: "/alunos", tab: "Alunos", welcome: "Bem-vindo à tela de Alunos!" },
    { name: "Ver as escolas", path: "/escolas", tab: "Escolas", welcome: "Bem-vindo à tela de Escolas!" },
    { name: "Abrir as configurações", path: "/configuracoes", tab: "Configurações", welcome: "Bem-vindo à tela de Configurações!" },
  ];
  for (const l of links) {
    await page.goto("/home");
    const link = page.getByRole("main").getByRole("link", { name: l.name, exact: true });
    await expect(link).toHaveAttribute("href", l.path);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${l.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.welcome);
    await expect(page.getByRole("navigation").getByRole("link", { name: l.tab, exact: true })).toHaveAttribute("aria-current", "page");
  }
});
