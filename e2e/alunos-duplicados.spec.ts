// Issue 43: a new student that may already be registered (same name and birth date) is named with
// a link before anything is saved; `Cadastrar mesmo assim` saves it and the history says so. At
// 360 px, with axe.
import { test, expect } from "./fixtures";
import { idFromUrl, expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { matriculaDoAno, readAlunos, seedAlunos, seedEscolas } from "../test/support/firebase";

test("Novo aluno names a possible duplicate with a link; Cadastrar mesmo assim saves it and the history records it", async ({ page, alunoForm, alunoFicha, inShell }) => {
  const { empresas } = await inShell();
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
  const [maria] = await seedAlunos(idEmpresa, [{ nome: "Maria José da Conceição", idEscola: escola!, dataNascimento: "2014-05-20" }]);
  await page.setViewportSize({ width: 360, height: 740 });

  await alunoForm.gotoNovo();
  await alunoForm.fill({ nome: "maria jose  da CONCEICAO", dataNascimento: "2014-05-20", escola: "Escola Aurora" });
  await alunoForm.salvar.click();
  const link = alunoForm.possivelDuplicado("Maria José da Conceição", maria!.matricula);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `/alunos/${maria!.id}`);
  await expect(page.getByRole("alert")).toHaveText("Confira se não é o mesmo aluno antes de cadastrar.");
  // Nothing saved; what was typed is kept.
  await expect(page).toHaveURL(/\/alunos\/novo$/);
  await expect(alunoForm.nome).toHaveValue("maria jose  da CONCEICAO");
  expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Maria José da Conceição"]);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // Enter in a field is Salvar again (asks again), never the confirmation.
  await alunoForm.nome.press("Enter");
  await expect(link).toBeVisible();
  expect(await readAlunos(idEmpresa)).toHaveLength(1);

  await alunoForm.cadastrarMesmoAssim.click();
  await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
  expect(idFromUrl(page)).not.toBe(maria!.id);
  await expect(alunoFicha.entradas.first()).toContainText(`cadastrado mesmo assim; possível aluno já cadastrado: matrícula ${maria!.matricula}`);
  expect(await readAlunos(idEmpresa)).toHaveLength(2);
});

test("another birth date is not a possible duplicate: Salvar saves at once", async ({ alunoForm, alunoFicha, inShell }) => {
  const { empresas } = await inShell();
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
  await seedAlunos(idEmpresa, [{ nome: "Pedro Alves", idEscola: escola!, dataNascimento: "2014-05-20" }]);
  await alunoForm.gotoNovo();
  await alunoForm.fill({ nome: "Pedro Alves", dataNascimento: "2015-05-20", escola: "Escola Aurora" });
  await alunoForm.salvar.click();
  await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
});
