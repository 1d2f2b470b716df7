// Issue 43: the student's record by section. Each section of `Ficha do aluno` has its own `Editar`
// that opens that section's form only; on a 360 px phone a secretaria fills the address (the
// municipality's combobox by keyboard, searching without accents), a refusal is said next to its
// field and nothing is saved, axe passes, and the sheet then shows what was saved.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { readAluno, seedAlunos, seedEscolas } from "../test/support/firebase";
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

test("Filiação e responsáveis on a 360 px phone: a filiação made a responsável in one click, a second one added, a minor without a responsável legal refused next to the list, the order changed", async ({ page, inShell }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Seções" }]);
  // Born 2015: a minor on the tests' day.
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Davi Seções", idEscola: idEscola!, dataNascimento: "2015-03-10" }]);
  const ficha = new AlunoFichaPage(page);
  await ficha.goto(aluno!.id);
  await expect(ficha.responsavel).toContainText("Nenhum responsável informado.");
  await ficha.editarSecao(ficha.responsavel, "Filiação e responsáveis").click();
  await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}/editar\\?secao=responsavel$`));

  await campo(page, "Filiação").selectOption({ label: "Filiação 1 e/ou Filiação 2" });
  await campo(page, "Filiação 1").fill("Rita Souza Lima");
  await campo(page, "Filiação 2").fill("Jorge Lima");
  // One click: a responsável of that name, its parentesco left to choose.
  await main(page).getByRole("button", { name: "Adicionar Rita Souza Lima como responsável", exact: true }).click();
  const item = (n: number) => main(page).getByRole("group", { name: `Responsável ${n}`, exact: true });
  const doItem = (n: number, rotulo: string) => item(n).getByLabel(rotulo, { exact: true });
  await expect(doItem(1, "Nome")).toHaveValue("Rita Souza Lima");
  await expect(doItem(1, "Parentesco")).toHaveValue("");
  await doItem(1, "Parentesco").selectOption({ label: "Mãe" });
  // A second one, typed.
  await main(page).getByRole("button", { name: "Adicionar responsável", exact: true }).click();
  await doItem(2, "Nome").fill("Jorge Lima");
  await doItem(2, "Parentesco").selectOption({ label: "Pai" });
  await doItem(2, "Telefone").fill("(11) 98765-4321");
  await doItem(2, "Autorizado a buscar o aluno").check();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // A wrong CPF on the second one: said next to the list, the focus on that CPF, nothing saved.
  await doItem(2, "CPF").fill("123.456.789-00");
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  const lista = main(page).getByRole("group", { name: "Responsáveis", exact: true });
  await expect(lista.getByText("Responsável 2: CPF inválido.", { exact: true })).toBeVisible();
  await expect(doItem(2, "CPF")).toBeFocused();
  await expect(doItem(2, "CPF")).toHaveAttribute("aria-invalid", "true");
  await expect(doItem(2, "CPF")).toHaveAccessibleDescription("Responsável 2: CPF inválido.");
  await expect(doItem(1, "Nome")).not.toHaveAttribute("aria-invalid", "true");
  await doItem(2, "CPF").fill("");

  // No responsável legal for a minor: refused, said next to the list, nothing saved.
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  const recusa = "Informe ao menos um responsável legal: o aluno é menor de 18 anos.";
  await expect(lista.getByText(recusa, { exact: true })).toBeVisible();
  await expect(lista).toHaveAccessibleDescription(recusa);
  await expect(doItem(1, "Responsável legal")).toBeFocused();
  await expect(doItem(1, "Nome")).toHaveValue("Rita Souza Lima"); // what was typed is kept
  await expect(doItem(2, "Nome")).toHaveValue("Jorge Lima");
  expect(await readAluno(aluno!.id)).toMatchObject({ responsaveis: [], versao: 1 });
  await expectNoSeriousViolations(page);

  // Jorge is the responsável legal, and the first to call: moved up.
  await doItem(2, "Responsável legal").check();
  await main(page).getByRole("button", { name: "Subir responsável 2", exact: true }).click();
  await expect(doItem(1, "Nome")).toHaveValue("Jorge Lima");
  await expect(doItem(2, "Nome")).toHaveValue("Rita Souza Lima");
  await main(page).getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();

  // The sheet: the filiação, the list in its order, the first one's facts by their labels.
  await expect(ficha.valor("Filiação 1", ficha.responsavel)).toHaveText("Rita Souza Lima");
  await expect(ficha.valor("Filiação 2", ficha.responsavel)).toHaveText("Jorge Lima");
  await expect(ficha.valor("Nome do responsável", ficha.responsavel)).toHaveText("Jorge Lima");
  await expect(ficha.valor("Telefone do responsável", ficha.responsavel)).toHaveText("(11) 98765-4321");
  const naFicha = (n: number) => ficha.responsavel.getByRole("listitem", { name: `Responsável ${n}`, exact: true });
  await expect(ficha.rotulos(naFicha(1))).toHaveText(["Nome", "Parentesco", "Telefone", "Responsável legal", "Autorizado a buscar o aluno", "Mora com o aluno"]);
  await expect(ficha.valor("Nome", naFicha(1))).toHaveText("Jorge Lima");
  await expect(ficha.valor("Responsável legal", naFicha(1))).toHaveText("Sim");
  await expect(ficha.valor("Nome", naFicha(2))).toHaveText("Rita Souza Lima");
  await expect(ficha.valor("Parentesco", naFicha(2))).toHaveText("Mãe");
  await expect(ficha.valor("Responsável legal", naFicha(2))).toHaveText("Não");
  expect(await readAluno(aluno!.id)).toMatchObject({
    filiacao1: "Rita Souza Lima",
    responsaveis: [
      { nome: "Jorge Lima", parentesco: "pai", cpf: null, telefone: "11987654321", email: null, legal: true, buscar: true, moraJunto: false },
      { nome: "Rita Souza Lima", parentesco: "mae", cpf: null, telefone: null, email: null, legal: false, buscar: false, moraJunto: false },
    ],
    versao: 2,
  });
  // The history says the list's change.
  await expect(ficha.linhas(ficha.entradas.first())).toContainText([
    "Responsáveis: (vazio) → 1. Jorge Lima, Pai, (11) 98765-4321, Responsável legal, Autorizado a buscar o aluno; 2. Rita Souza Lima, Mãe",
  ]);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});
