import { test, expect } from "./fixtures";
import { expectNoSeriousViolations } from "./support/tela";
import { createUser, seedEscolas, seedAlunos, seedAnoComTurmas } from "../test/support/firebase";

test.describe("accessibility (axe)", () => {
  test("the login page, empty and with an error shown", async ({ page, loginPage }) => {
    await loginPage.goto();
    await expectNoSeriousViolations(page);
    const user = await createUser();
    await loginPage.signIn({ email: user.email, password: "senha-errada" });
    await expect(loginPage.alert).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker with a list, and with its search", async ({ page, picker, makeUser, signedIn }) => {
    await signedIn(await makeUser(["A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", null]));
    await expect(picker.search).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker with no company", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser([]));
    await expect(page.getByText("Nenhuma empresa vinculada a este usuário.")).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the picker's error state", async ({ page, picker, makeUser, signedIn }) => {
    test.setTimeout(60_000);
    await signedIn(await makeUser(["A", "B"]));
    await page.goto(`${process.env.DB_DOWN_APP_URL}/listar-empresas`);
    await expect(picker.alert).toContainText("Não foi possível carregar as empresas.", { timeout: 15_000 });
    await expectNoSeriousViolations(page);
  });

  test("the 503 page of a signed-in page with the database down, on a desktop and a 360 px phone", async ({ page, makeUser, signedIn }) => {
    test.setTimeout(60_000);
    await signedIn(await makeUser(["Escola Fora do Ar", "Outra"], { idEmpresaAtualIndex: 0 }));
    await page.goto(`${process.env.DB_DOWN_APP_URL}/home`);
    await expect(page.getByRole("alert")).toContainText("Não foi possível carregar esta página agora.", { timeout: 15_000 });
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    for (const alvo of await page.getByRole("alert").locator("a, button").all()) expect((await alvo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test("every tab of the shell", async ({ page, makeUser, signedIn }) => {
    await signedIn(await makeUser(["Escola Acessível", "Outra"], { idEmpresaAtualIndex: 0 }));
    for (const path of ["/home", "/alunos", "/escolas", "/configuracoes"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
});

test.describe("accessibility (axe) of the Escolas tab and Home", () => {
  test("Home, and the school list with rows and with none", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    await page.goto("/home");
    await expect(page.getByTestId("indicador-escolas")).toHaveText("0");
    await expectNoSeriousViolations(page);

    await escolas.goto();
    await expect(escolas.empty).toBeVisible();
    await expectNoSeriousViolations(page);

    await seedEscolas(
      empresas[0]!.id,
      Array.from({ length: 27 }, (_, i) => ({ nome: `Escola Acessível ${String(i + 1).padStart(2, "0")}`, municipio: "Recife", uf: "PE", ativa: i !== 3 })),
    );
    await escolas.goto("?situacao=todas");
    await expect(escolas.rows).toHaveCount(25);
    await expect(escolas.proxima).toBeVisible();
    await expectNoSeriousViolations(page);
    await escolas.search.fill("zzz");
    await expect(escolas.nothingFound).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the new-school form with its errors shown, a school's sheet, and its edit form with an error", async ({ page, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    await escolaForm.gotoNova();
    await expectNoSeriousViolations(page);
    await escolaForm.fill({ nome: "ab", codigoInep: "1", telefone: "2" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.telefone, "Telefone inválido.");
    await expectNoSeriousViolations(page);

    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Editável", codigoInep: "41234567", municipio: "Londrina", uf: "PR", telefone: "43987654321" }]);
    await escolaFicha.goto(id!);
    await expect(escolaFicha.desativar).toBeVisible();
    await expect(escolaFicha.editar).toBeVisible();
    await expectNoSeriousViolations(page);
    await escolaFicha.abrirEditar();
    await expectNoSeriousViolations(page);
    await escolaForm.fill({ nome: "" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "Informe o nome da escola.");
    await expectNoSeriousViolations(page);
  });

  test("a school's sheet (consulta), the refusal of its /editar and of /escolas/nova", async ({ page, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Só de Olhar", municipio: "Olinda", uf: "PE" }]);
    await escolaFicha.goto(id!);
    await expect(escolaFicha.voltar).toBeVisible();
    await expect(escolaFicha.editar).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.goto(`/escolas/${id}/editar`);
    await expect(escolaForm.alert("Você não tem permissão para esta ação.")).toBeVisible();
    await expect(escolaForm.voltarParaFicha).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/escolas/nova");
    await expect(page.getByText("Você não tem permissão para esta ação.")).toBeVisible();
    await expectNoSeriousViolations(page);
    const response = await page.goto("/escolas/nao-existe");
    expect(response!.status()).toBe(404);
    await expectNoSeriousViolations(page);
  });
});

// (Imports of the Alunos block below; ES imports are hoisted.)

test.describe("accessibility (axe) of the Alunos tab", () => {
  test("the list with rows and pages, and the new-student form with its errors shown", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell();
    const [escola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Acessível" }]);
    const { turmas } = await seedAnoComTurmas(empresas[0]!.id, escola!, { turmas: [{ nome: "3º ano A", etapaDeEnsino: "ef-3" }] });
    await seedAlunos(
      empresas[0]!.id,
      Array.from({ length: 27 }, (_, i) =>
        i === 3
          ? { nome: `Aluno Acessível ${String(i + 1).padStart(2, "0")}`, idEscola: escola!, situacao: "transferido" as const }
          : { nome: `Aluno Acessível ${String(i + 1).padStart(2, "0")}`, idEscola: escola!, turma: turmas[0] },
      ),
    );
    await alunos.goto("?situacao=todos");
    await expect(alunos.rows).toHaveCount(25);
    await expect(alunos.row("Aluno Acessível 01").getByRole("cell").nth(3)).toHaveText("3º ano A");
    await expect(alunos.proxima).toBeVisible();
    await expectNoSeriousViolations(page);

    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "ab", dataNascimento: "2099-01-01", cpf: "123.456.789-00", responsavelTelefone: "1", responsavelEmail: "x" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.escola, "Escolha a escola.");
    await alunoForm.expectError(alunoForm.cpf, "CPF inválido.");
    await expectNoSeriousViolations(page);
  });

  test("a student's sheet with its history, its edit form with an error, and the delete dialog open (administrador)", async ({ page, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const [escola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola com Histórico" }]);
    const { turmas } = await seedAnoComTurmas(empresas[0]!.id, escola!, { turmas: [{ nome: "4º ano C", etapaDeEnsino: "ef-4" }] });
    const [aluno] = await seedAlunos(empresas[0]!.id, [{ nome: "Aluno com Histórico", idEscola: escola!, cpf: "529.982.247-25", responsavelTelefone: "81987654321", turma: turmas[0] }]);
    await alunoForm.gotoEditar(aluno!.id);
    await alunoForm.fill({ responsavelNome: "Responsável Acessível" });
    await alunoForm.salvar.click();
    // Back on the sheet, with the flash (and its ×) shown.
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.entradas).toHaveCount(1);
    await expect(alunoFicha.mostrarCpf).toBeVisible();
    await expect(alunoFicha.linhasDeTurma).toHaveCount(1);
    await expect(alunoFicha.fecharMensagem).toBeVisible();
    await expectNoSeriousViolations(page);

    await alunoFicha.abrirEditar();
    await expect(alunoForm.mostrarCpf).toBeVisible();
    await expectNoSeriousViolations(page);
    await alunoForm.fill({ nome: "" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "Informe o nome do aluno.");
    await expectNoSeriousViolations(page);

    await alunoFicha.goto(aluno!.id);
    await alunoFicha.excluir.click();
    await expect(alunoFicha.dialog).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("a student's sheet (consulta), the refusal of its /editar and of /alunos/novo, and an unknown student", async ({ page, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const [escola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Só de Olhar" }]);
    const [aluno] = await seedAlunos(empresas[0]!.id, [{ nome: "Aluno Só de Olhar", idEscola: escola!, cpf: "111.444.777-35" }]);
    await alunoFicha.goto(aluno!.id);
    await expect(alunoFicha.voltar).toBeVisible();
    await expect(alunoFicha.editar).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.goto(`/alunos/${aluno!.id}/editar`);
    await expect(alunoForm.alert("Você não tem permissão para esta ação.")).toBeVisible();
    await expect(alunoForm.voltarParaFicha).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto("/alunos/novo");
    await expect(page.getByText("Você não tem permissão para esta ação.")).toBeVisible();
    await expectNoSeriousViolations(page);
    const response = await page.goto("/alunos/nao-existe");
    expect(response!.status()).toBe(404);
    await expectNoSeriousViolations(page);
  });
});
