// A turma's `Componentes curriculares` (issue 25), on a 360 px phone: the secretaria finds the 5º
// ano's default list, adds `Robótica`, renames it, names one of the turma's professors for it and
// removes it; the screen fits the phone and passes axe at each step. A consulta member sees the
// list only.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { abrirSecao } from "./paginas/turma";
import { createEmpresas, createUser, link, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { anoAtual } from "../lib/infra/relogio";

const ANO = anoAtual();
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.use({ viewport: { width: 360, height: 740 } });

test("the secretaria adds Robótica, renames it, names its professor and removes it; a consulta member only reads", async ({ page, loginPage, pageOf }) => {
  const [empresa] = await createEmpresas(["Rede dos Componentes"]);
  const idEmpresa = empresa!.id;
  const secretaria = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Sônia Secretária" });
  await link(secretaria, [idEmpresa], { papel: "secretaria" });
  const consulta = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Carla Consulta" });
  await link(consulta, [idEmpresa], { papel: "consulta" });
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Estadual dos Componentes" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });
  const turma = ano.turmas[0]!;
  // The turma's professor (as `Adicionar professor` leaves it).
  await testDb().doc(`turmas/${turma.id}`).update({ professores: ["prof-ana"], nomesDosProfessores: { "prof-ana": "Ana Souza" } });
  const url = `/escolas/${idEscola}/turmas/${turma.id}`;

  await loginPage.goto();
  await loginPage.signIn(secretaria);
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.goto(url);
  // (On a phone the section starts closed: issue 41.)
  await abrirSecao(page, "Componentes curriculares");
  const secao = page.getByRole("main").getByRole("region", { name: "Componentes curriculares" });
  const lista = secao.getByRole("list", { name: "Componentes curriculares da turma" });
  await expect(lista.getByRole("listitem")).toHaveCount(7);
  await expect(lista.getByRole("listitem").first()).toContainText("Língua Portuguesa");
  await expect(lista.getByRole("listitem").first()).toContainText("Professor: Nenhum");

  // Adicionar componente.
  await secao.getByLabel("Nome do componente", { exact: true }).fill("  Robótica ");
  await secao.getByRole("button", { name: "Adicionar componente", exact: true }).click();
  await expect(status(page, "Componente adicionado.")).toBeVisible();
  const linha = (nome: string) => lista.getByRole("listitem").filter({ has: page.getByText(nome, { exact: true }) });
  await expect(linha("Robótica")).toHaveCount(1);
  await expect(lista.getByRole("listitem")).toHaveCount(8);
  await expect(secao.getByLabel("Nome do componente", { exact: true })).toHaveValue("");
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // The same name again: refused next to the field.
  await secao.getByLabel("Nome do componente", { exact: true }).fill("robotica");
  await secao.getByRole("button", { name: "Adicionar componente", exact: true }).click();
  await expect(secao.getByText("Já existe um componente com este nome nesta turma.")).toBeVisible();
  await expect(lista.getByRole("listitem")).toHaveCount(8);

  // Renomear.
  await secao.getByRole("button", { name: "Renomear Robótica", exact: true }).click();
  const novoNome = secao.getByLabel("Novo nome de Robótica", { exact: true });
  await expect(novoNome).toBeFocused();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  await novoNome.fill("Robótica Educacional");
  await secao.getByRole("button", { name: "Salvar o novo nome de Robótica", exact: true }).click();
  await expect(status(page, "Componente renomeado.")).toBeVisible();
  await expect(linha("Robótica Educacional")).toHaveCount(1);
  await expect(secao.getByLabel("Novo nome de Robótica", { exact: true })).toHaveCount(0);

  // Professor do componente.
  await secao.getByLabel("Professor do componente Robótica Educacional", { exact: true }).selectOption({ label: "Ana Souza" });
  await secao.getByRole("button", { name: "Salvar o professor de Robótica Educacional", exact: true }).click();
  await expect(status(page, "Professor do componente salvo.")).toBeVisible();
  await expect(linha("Robótica Educacional")).toContainText("Professor: Ana Souza");
  await expect(secao.getByLabel("Professor do componente Robótica Educacional", { exact: true })).toHaveValue("prof-ana");
  await expectFitsAPhone(page);

  // Remover, confirmed.
  await secao.getByRole("button", { name: "Remover Robótica Educacional", exact: true }).click();
  const dialogo = page.getByRole("dialog", { name: "Remover Robótica Educacional" });
  await expect(dialogo).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialogo.getByRole("button", { name: "Remover", exact: true }).click();
  await expect(status(page, "Componente removido.")).toBeVisible();
  await expect(linha("Robótica Educacional")).toHaveCount(0);
  await expect(lista.getByRole("listitem")).toHaveCount(7);
  const guardados = (await testDb().doc(`turmas/${turma.id}`).get()).get("componentes") as { nome: string }[];
  expect(guardados.map((c) => c.nome)).not.toContain("Robótica Educacional");
  expect(guardados).toHaveLength(7);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // A consulta member: the list, nothing to change.
  const leitora = await pageOf({ user: consulta, empresas: [empresa!] });
  await leitora.goto(url);
  await abrirSecao(leitora, "Componentes curriculares");
  const secaoDaLeitora = leitora.getByRole("main").getByRole("region", { name: "Componentes curriculares" });
  await expect(secaoDaLeitora.getByRole("listitem")).toHaveCount(7);
  // No button but the heading's, which opens the section on a phone.
  await expect(secaoDaLeitora.getByRole("button")).toHaveText(["Componentes curriculares"]);
  await expect(secaoDaLeitora.getByRole("textbox")).toHaveCount(0);
  await expect(secaoDaLeitora.getByRole("combobox")).toHaveCount(0);
});
