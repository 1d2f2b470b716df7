// Issue 43: the student's record by section. Each section of `Ficha do aluno` has its own `Editar`
// that opens that section's form only; on a 360 px phone a secretaria fills the address (the
// municipality's combobox by keyboard, searching without accents), a refusal is said next to its
// field and nothing is saved, axe passes, and the sheet then shows what was saved.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { seedAlunos, seedEscolas } from "../test/support/firebase";
import { AlunoFichaPage } from "./paginas/alunos";

const main = (page: Page) => page.getByRole("main");
const campo = (page: Page, rotulo: string) => main(page).getByLabel(rotulo, { exact: true });

test("a section's Editar on a 360 px phone: the address with the municipality chosen by keyboard, a refusal next to its field", async ({ page, inShell }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Seções" }]);
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Luana Seções", idEscola: idEscola! }]);
  const ficha = new AlunoFichaPage(page);
  await ficha.goto(aluno!.id);

  // The sections in the order, each with its own Editar.
  await expect(ficha.secao.getByRole("heading", { level: 3 })).toHaveText([
    "Identificação",
    "Filiação e responsáveis",
    "Documentos",
    "Endereço",
    "Necessidades específicas",
    "Transporte escolar",
    "Saúde",
    "Turmas",
  ]);
  // Each section's Editar is named by its section (its text `Editar`); the sheet's own stays exactly `Editar`.
  const secoes = [
    [ficha.dados, "Identificação"],
    [ficha.responsavel, "Filiação e responsáveis"],
    [ficha.documentosPessoais, "Documentos"],
    [ficha.endereco, "Endereço"],
    [ficha.necessidades, "Necessidades específicas"],
    [ficha.transporte, "Transporte escolar"],
    [ficha.saude, "Saúde"],
  ] as const;
  for (const [secao, titulo] of secoes) {
    await expect(ficha.editarSecao(secao, titulo)).toBeVisible();
    await expect(ficha.editarSecao(secao, titulo)).toHaveText("Editar");
  }
  await expect(ficha.editar).toHaveAccessibleName("Editar");
  await expect(ficha.secao.getByRole("link", { name: "Editar", exact: true })).toHaveCount(1);
  await expect(ficha.valor("CEP", ficha.endereco)).toHaveText("Não informado");
  await ficha.editarSecao(ficha.endereco, "Endereço").click();
  await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}/editar\\?secao=endereco$`));

  // Only the section's fields.
  await expect(campo(page, "CEP")).toBeVisible();
  await expect(campo(page, "Nome completo")).toHaveCount(0);
  await expect(campo(page, "CPF")).toHaveCount(0);

  await campo(page, "CEP").fill("0131-100");
  await campo(page, "Logradouro").fill("Avenida Paulista");
  await campo(page, "Número").fill("1578");
  await campo(page, "Bairro").fill("Bela Vista");
  await campo(page, "UF").selectOption({ label: "São Paulo" });
  // The combobox, by keyboard only: typed without accents, ↓ to the first option, Enter.
  const municipio = main(page).getByRole("combobox", { name: "Município", exact: true });
  await municipio.focus();
  await page.keyboard.type("sao paulo");
  const opcoes = main(page).getByRole("listbox", { name: "Município" }).getByRole("option");
  await expect(opcoes.first()).toHaveText("São Paulo");
  await expect(municipio).toHaveAttribute("aria-expanded", "true");
  const alvo = (await opcoes.first().boundingBox())!;
  expect(alvo.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("ArrowDown");
  await expect(opcoes.first()).toHaveAttribute("aria-selected", "true");
  await expect(municipio).toHaveAttribute("aria-activedescendant", (await opcoes.first().getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(municipio).toHaveValue("São Paulo");
  await expect(municipio).toHaveAttribute("aria-expanded", "false");
  await campo(page, "Zona").selectOption({ label: "Urbana" });
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);

  // A wrong CEP: said next to it, the focus on it, nothing saved, what was typed kept.
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  const cep = campo(page, "CEP");
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  await expect(cep).toHaveAccessibleDescription("CEP inválido: informe os 8 dígitos.");
  await expect(cep).toBeFocused();
  await expect(campo(page, "Logradouro")).toHaveValue("Avenida Paulista");
  await expect(municipio).toHaveValue("São Paulo");
  await expectNoSeriousViolations(page);

  await cep.fill("01310-100");
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.valor("CEP", ficha.endereco)).toHaveText("01310-100");
  await expect(ficha.valor("Município do endereço", ficha.endereco)).toHaveText("São Paulo");
  await expect(ficha.valor("UF do endereço", ficha.endereco)).toHaveText("São Paulo");
  await expect(ficha.valor("Zona", ficha.endereco)).toHaveText("Urbana");
  // The other sections kept what they had.
  await expect(ficha.valor("Nome completo", ficha.dados)).toHaveText("Luana Seções");
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

test("Identificação: Povo indígena appears only with Indígena, and is required then", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Seções" }]);
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Raoni Seções", idEscola: idEscola! }]);
  await page.goto(`/alunos/${aluno!.id}/editar?secao=identificacao`);
  await expect(campo(page, "Cor/raça")).toBeVisible();
  await expect(campo(page, "Povo indígena")).toHaveCount(0);
  await campo(page, "Cor/raça").selectOption({ label: "Indígena" });
  await expect(campo(page, "Povo indígena")).toBeVisible();
  // Required once shown: refused next to it.
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(campo(page, "Povo indígena")).toHaveAccessibleDescription("Informe Povo indígena.");
  await campo(page, "Cor/raça").selectOption({ label: "Parda" });
  await expect(campo(page, "Povo indígena")).toHaveCount(0);
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  const ficha = new AlunoFichaPage(page);
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.valor("Cor/raça", ficha.dados)).toHaveText("Parda");
});
