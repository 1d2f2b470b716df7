// Records you read, not forms you fall into (issue "A product, not a prototype"): a student's and a
// school's page is a sheet (`Ficha do aluno`, `Dados da escola`) with `Editar` for those who write;
// a new student lands on its own sheet with its matrícula; every sheet has a way back to the list as
// it was left; the shell's messages stay until their × or the next navigation, errors until
// corrected; and the sheets fit a 360 px phone.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { hojeNaTela, seedAlunos, seedAnoComTurmas, seedEscolas } from "../test/support/firebase";

const main = (page: Page) => page.getByRole("main");
const heading = (page: Page, name: string, level?: number) => main(page).getByRole("heading", { name, exact: true, level });
/** A fact of a sheet: the value (dd) that follows its label (dt). */
const fato = (page: Page, rotulo: string) => main(page).locator("dt", { hasText: new RegExp(`^${rotulo}$`) }).locator("xpath=following-sibling::dd[1]");
// The main section's (the first): a student's sheet also has one per section (issue 43).
const editar = (page: Page) => main(page).getByRole("link", { name: "Editar", exact: true }).first();
const salvar = (page: Page) => main(page).getByRole("button", { name: "Salvar", exact: true });
const cancelar = (page: Page) => main(page).getByRole("button", { name: "Cancelar", exact: true });
const fechar = (page: Page) => page.getByRole("button", { name: "Fechar mensagem", exact: true });
const ALUNO_PATH = /\/alunos\/[^/?]+$/;

test.describe("the student's sheet", () => {
  test("Novo aluno → Salvar lands on the new student's sheet with its matrícula; the message stays until its ×", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola da Ficha", municipio: "Campinas", uf: "SP" }]);
    await page.goto("/alunos/novo");
    await main(page).getByLabel("Nome completo", { exact: true }).fill("Bianca Ferreira Lopes");
    await main(page).getByLabel("Data de nascimento", { exact: true }).fill("2015-04-09");
    await main(page).getByLabel("Escola", { exact: true }).selectOption({ label: "Escola da Ficha" });
    await main(page).getByLabel("Nome do responsável", { exact: true }).fill("Rita Ferreira");
    await salvar(page).click();

    await expect(page).toHaveURL(ALUNO_PATH);
    const mensagem = page.getByRole("status").filter({ hasText: /^Aluno cadastrado\. Matrícula \d{4}-\d{6}\.$/ });
    await expect(mensagem).toBeVisible();
    const matricula = (await mensagem.textContent())!.match(/\d{4}-\d{6}/)![0];
    // The matrícula is on the sheet itself, not only in the message.
    await expect(page.getByTestId("matricula")).toHaveText(matricula);
    await expect(fato(page, "Matrícula")).toHaveText(matricula);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bianca Ferreira Lopes");
    await expect(heading(page, "Ficha do aluno")).toBeVisible();
    // Issue 43's sections, in its order.
    await expect(heading(page, "Identificação")).toBeVisible();
    await expect(heading(page, "Filiação e responsáveis")).toBeVisible();
    await expect(heading(page, "Histórico")).toBeVisible();
    await expect(fato(page, "Data de nascimento")).toHaveText("09/04/2015");
    await expect(fato(page, "Escola")).toHaveText("Escola da Ficha");
    await expect(fato(page, "Nome do responsável")).toHaveText("Rita Ferreira");
    await expect(fato(page, "Telefone do responsável")).toHaveText("Não informado");
    // A record read, not a form: no field on the sheet (the page's `Documentos` has its own issuing form).
    await expect(main(page).getByRole("region", { name: "Ficha do aluno", exact: true }).getByRole("textbox")).toHaveCount(0);

    // It stays past the login card's 3 seconds...
    await page.waitForTimeout(3_500);
    await expect(mensagem).toBeVisible();
    // ...shown as a success (green, with an icon beside the text), until its 44 px ×.
    const caixa = mensagem.locator("xpath=..");
    await expect(caixa.locator("[aria-hidden=true]")).toHaveText("✓");
    expect(await caixa.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    const x = (await fechar(page).boundingBox())!;
    expect(x.width).toBeGreaterThanOrEqual(44);
    expect(x.height).toBeGreaterThanOrEqual(44);
    await fechar(page).click();
    await expect(mensagem).toHaveCount(0);
  });

  test("Editar opens the form with the same labels; Cancelar returns to the sheet; Salvar returns to it with the change and the message, gone at the next navigation", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Edita" }]);
    const { ano, turmas } = await seedAnoComTurmas(empresas[0]!.id, idEscola!, { turmas: [{ nome: "4º ano A", etapaDeEnsino: "ef-4" }] });
    const [aluno] = await seedAlunos(empresas[0]!.id, [{ nome: "Caio Mendes Rocha", idEscola: idEscola!, turma: turmas[0], responsavelNome: "Lia Mendes" }]);
    const turmasDoAluno = main(page).getByRole("region", { name: "Turmas", exact: true });
    const linhaDaTurma = `${ano} · 4º ano A · Escola Edita · Cursando · desde ${hojeNaTela()}`;
    await page.goto(`/alunos/${aluno!.id}`);
    await expect(fato(page, "Nome do responsável")).toHaveText("Lia Mendes");
    await expect(turmasDoAluno.getByRole("listitem")).toHaveText([linhaDaTurma]);

    await editar(page).click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}/editar$`));
    for (const label of ["Nome completo", "Data de nascimento", "Escola", "CPF", "Nome do responsável", "Telefone do responsável", "E-mail do responsável", "Situação"]) {
      await expect(main(page).getByLabel(label, { exact: true })).toBeVisible();
    }
    // The turma is not a field of the student's: it is the enrolment's (the turma's page).
    await expect(main(page).getByLabel("Turma", { exact: true })).toHaveCount(0);
    await main(page).getByLabel("Nome do responsável", { exact: true }).fill("Lia Mendes Rocha");
    await cancelar(page).click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(fato(page, "Nome do responsável")).toHaveText("Lia Mendes");

    await editar(page).click();
    await main(page).getByLabel("Nome do responsável", { exact: true }).fill("Lia Mendes Rocha");
    await salvar(page).click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(page.getByRole("status").filter({ hasText: "Aluno atualizado." })).toBeVisible();
    await expect(fato(page, "Nome do responsável")).toHaveText("Lia Mendes Rocha");
    await expect(main(page).getByRole("region", { name: "Histórico" })).toContainText("Nome do responsável: Lia Mendes → Lia Mendes Rocha");
    await expect(turmasDoAluno.getByRole("listitem")).toHaveText([linhaDaTurma]);

    // The next navigation takes the message away.
    await main(page).getByRole("link", { name: "Voltar para a lista de alunos", exact: true }).click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(page.getByText("Aluno atualizado.")).toHaveCount(0);
  });

  test("an error stays until corrected", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Erro" }]);
    const [aluno] = await seedAlunos(empresas[0]!.id, [{ nome: "Davi Prado Lima", idEscola: idEscola! }]);
    await page.goto(`/alunos/${aluno!.id}/editar`);
    const nome = main(page).getByLabel("Nome completo", { exact: true });
    await nome.fill("");
    await salvar(page).click();
    await expect(nome).toHaveAttribute("aria-invalid", "true");
    await expect(main(page).getByText("Informe o nome do aluno.")).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(main(page).getByText("Informe o nome do aluno.")).toBeVisible();
    await nome.fill("Davi Prado Lima Neto");
    await salvar(page).click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(page.getByText("Informe o nome do aluno.")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Davi Prado Lima Neto");
  });

  test("the way back keeps the list's search and page, through Editar and Salvar too", async ({ page, inShell, alunos }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Volta" }]);
    await seedAlunos(empresas[0]!.id, [
      // Names within the Censo's rule (no digits: Editar saves the name), in the list's order: Aa … Az, Ba … Bd.
      ...Array.from({ length: 30 }, (_, i) => ({ nome: `Heloísa ${String.fromCharCode(65 + Math.floor(i / 26), 97 + (i % 26))} Souza`, idEscola: idEscola! })),
      { nome: "Outro Nome Qualquer", idEscola: idEscola! },
    ]);
    await alunos.goto("?q=Souza");
    await alunos.proxima.click();
    await expect(alunos.pagina(2)).toBeVisible();
    const lista = page.url();
    await alunos.link("Heloísa Ba Souza").click();
    await expect(page).toHaveURL(ALUNO_PATH);

    const voltar = main(page).getByRole("link", { name: "Voltar para a lista de alunos", exact: true });
    await expect(voltar).toHaveAttribute("href", new URL(lista).pathname + new URL(lista).search);
    await editar(page).click();
    await salvar(page).click();
    await expect(page.getByRole("status").filter({ hasText: "Aluno atualizado." })).toBeVisible();
    await voltar.click();
    await expect(alunos.pagina(2)).toBeVisible();
    await expect(alunos.search).toHaveValue("Souza");
    expect(page.url()).toBe(lista);
  });

  test("consulta sees only the sheet: no Editar, no field, and the form's address refuses", async ({ page, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Consulta" }]);
    const [aluno] = await seedAlunos(empresas[0]!.id, [{ nome: "Elisa Castro Dias", idEscola: idEscola!, cpf: "529.982.247-25" }]);
    await page.goto(`/alunos/${aluno!.id}`);
    await expect(heading(page, "Ficha do aluno")).toBeVisible();
    await expect(editar(page)).toHaveCount(0);
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Mostrar CPF" })).toHaveCount(0);
    await expect(page.getByTestId("cpf")).toHaveText("***.982.247-**");
    await page.goto(`/alunos/${aluno!.id}/editar`);
    await expect(page.getByRole("alert")).toHaveText("Você não tem permissão para esta ação.");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);
    await main(page).getByRole("link", { name: "Voltar para a ficha do aluno", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));

    await page.goto(`/escolas/${idEscola}`);
    await expect(heading(page, "Dados da escola")).toBeVisible();
    await expect(editar(page)).toHaveCount(0);
    await expect(main(page).getByRole("button", { name: "Desativar" })).toHaveCount(0);
  });
});

test.describe("the school's sheet", () => {
  test("Dados da escola, Editar → Salvar back on the sheet with the message; Cancelar too; the way back to the list", async ({ page, inShell, escolas }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Municipal Ipê", codigoInep: "35012345", municipio: "Sorocaba", uf: "SP" }]);
    await escolas.goto("?q=Ipê");
    const lista = page.url();
    await escolas.link("Escola Municipal Ipê").click();
    await expect(heading(page, "Dados da escola")).toBeVisible();
    await expect(fato(page, "Código INEP")).toHaveText("35012345");
    await expect(fato(page, "Município")).toHaveText("Sorocaba");
    await expect(fato(page, "Telefone")).toHaveText("Não informado");
    await expect(main(page).getByRole("textbox")).toHaveCount(0);

    await editar(page).click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${idEscola}/editar$`));
    await cancelar(page).click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${idEscola}$`));
    await editar(page).click();
    await main(page).getByLabel("Telefone", { exact: true }).fill("(15) 3222-1234");
    await salvar(page).click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${idEscola}$`));
    await expect(page.getByRole("status").filter({ hasText: "Escola atualizada." })).toBeVisible();
    await expect(fato(page, "Telefone")).toHaveText("(15) 3222-1234");
    await main(page).getByRole("link", { name: "Voltar para a lista de escolas", exact: true }).click();
    await expect(page).toHaveURL(lista);
    await expect(page.getByText("Escola atualizada.")).toHaveCount(0);
  });
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the student's sheet and its form fit a phone and pass axe", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos" }]);
    const [aluno] = await seedAlunos(empresas[0]!.id, [
      {
        nome: "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes",
        idEscola: idEscola!,
        cpf: "529.982.247-25",
        responsavelEmail: "responsavel.com.um.email.bem.comprido.demais.para.um.telefone@exemplo.com.br",
      },
    ]);
    await page.goto(`/alunos/${aluno!.id}`);
    await expect(heading(page, "Ficha do aluno")).toBeVisible();
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    await main(page).getByRole("button", { name: "Mostrar CPF", exact: true }).click();
    await expect(page.getByTestId("cpf")).toHaveText("529.982.247-25");
    await expectFitsAPhone(page);
    await editar(page).click();
    await expect(main(page).getByLabel("Nome completo", { exact: true })).toBeVisible();
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
  });

  test("the school's sheet and its Desativar dialog fit a phone and pass axe", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos", municipio: "São José dos Campos", uf: "SP" }]);
    await page.goto(`/escolas/${idEscola}`);
    await expect(heading(page, "Dados da escola")).toBeVisible();
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    await main(page).getByRole("button", { name: "Desativar", exact: true }).click();
    const dialogo = page.getByRole("dialog", { name: "Desativar escola" });
    await expect(dialogo).toBeVisible();
    await expect(dialogo).toContainText("Desativar a escola Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos?");
    await expectNoSeriousViolations(page);
    await dialogo.getByRole("button", { name: "Desativar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Escola desativada." })).toBeVisible();
    await expectFitsAPhone(page);
  });
});
