// The Alunos tab's list: situations and the list's filters, search, and pages. (The form is
// e2e/alunos-cadastro.spec.ts; the CPF, deleting, roles and the rest, e2e/alunos.spec.ts.) Every
// test has its own user and company; students are created through the screens where a flow is about
// creating or changing them, and seeded straight into Firestore where a test needs many.
import { test, expect } from "./fixtures";
import { readEscola, seedAlunos, seedEscolas } from "../test/support/firebase";

test.describe("situations and the list's filters", () => {
  test("a transferred student leaves the default list; Escola and Situação filter it, kept in the address", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [norte, sul] = await seedEscolas(idEmpresa, [{ nome: "Escola Norte" }, { nome: "Escola Sul" }, { nome: "Escola Fechada", ativa: false }]);
    await seedAlunos(idEmpresa, [
      { nome: "Bruno Alves", idEscola: norte! },
      { nome: "Clara Bento", idEscola: norte! },
      { nome: "Davi Costa", idEscola: sul! },
      { nome: "Eva Dantas", idEscola: sul!, situacao: "transferido" },
      { nome: "Fábio Reis", idEscola: norte!, situacao: "inativo" },
    ]);

    await alunos.goto();
    await expect(alunos.situacao).toHaveValue("ativos");
    await expect(alunos.situacao.getByRole("option")).toHaveText(["Ativos", "Transferidos", "Inativos", "Todos"]);
    await expect(alunos.escola).toHaveValue("");
    await expect(alunos.escola.getByRole("option")).toHaveText(["Todas", "Escola Fechada", "Escola Norte", "Escola Sul"]);
    await expect(alunos.names).toHaveText(["Bruno Alves", "Clara Bento", "Davi Costa"]);
    await expect(alunos.encontrados).toHaveText("3 alunos");

    await alunos.open("Clara Bento");
    await alunoFicha.abrirEditar();
    await alunoForm.fill({ situacao: "Transferido" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.valor("Situação", alunoFicha.dados)).toHaveText("Transferido");
    // Back to the list as it was left.
    await alunoFicha.voltar.click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.names).toHaveText(["Bruno Alves", "Davi Costa"]);
    await expect(alunos.encontrados).toHaveText("2 alunos");
    expect(await readEscola(norte!)).toMatchObject({ alunosAtivos: 1 });

    await alunos.situacao.selectOption("Transferidos");
    await expect(page).toHaveURL(/\/alunos\?situacao=transferidos$/);
    await alunos.open("Clara Bento");
    await expect(alunoFicha.valor("Situação", alunoFicha.dados)).toHaveText("Transferido");
    await expect(alunoFicha.linhas(alunoFicha.entradas.first())).toHaveText(["Situação: Ativo → Transferido"]);
    await page.goBack();

    await expect(page).toHaveURL(/\/alunos\?situacao=transferidos$/);
    await expect(alunos.names).toHaveText(["Clara Bento", "Eva Dantas"]);
    await expect(alunos.row("Clara Bento").getByRole("cell").last()).toHaveText("Transferido");

    await alunos.escola.selectOption("Escola Norte");
    await expect(page).toHaveURL(new RegExp(`/alunos\\?escola=${norte}&situacao=transferidos$`));
    await expect(alunos.names).toHaveText(["Clara Bento"]);
    await expect(alunos.encontrados).toHaveText("1 aluno");

    await alunos.situacao.selectOption("Todos");
    await expect(page).toHaveURL(new RegExp(`/alunos\\?escola=${norte}&situacao=todos$`));
    await expect(alunos.names).toHaveText(["Bruno Alves", "Clara Bento", "Fábio Reis"]);
    await expect(alunos.row("Fábio Reis").getByRole("cell")).toHaveText(["Fábio Reis", /^\d{4}-\d{6}$/, "Escola Norte", "—", "Inativo"]);
    await page.reload();
    await expect(alunos.escola).toHaveValue(norte!);
    await expect(alunos.situacao).toHaveValue("todos");
    await expect(alunos.names).toHaveText(["Bruno Alves", "Clara Bento", "Fábio Reis"]);
    await expect(alunos.encontrados).toHaveText("3 alunos");

    await alunos.situacao.selectOption("Inativos");
    await expect(alunos.names).toHaveText(["Fábio Reis"]);
    await alunos.escola.selectOption("Todas");
    await expect(page).toHaveURL(/\/alunos\?situacao=inativos$/);
    await expect(alunos.names).toHaveText(["Fábio Reis"]);
    await alunos.escola.selectOption("Escola Sul");
    await expect(alunos.nothingFound).toBeVisible();
    await expect(alunos.encontrados).toHaveText("0 alunos");

    // Back to active, in another school: the counters follow.
    await alunos.goto("?situacao=inativos");
    await alunos.open("Fábio Reis");
    await alunoFicha.abrirEditar();
    await alunoForm.fill({ situacao: "Ativo", escola: "Escola Sul" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.valor("Situação", alunoFicha.dados)).toHaveText("Ativo");
    // The list it came from (inactive students) has no one left; the active list has him.
    await alunoFicha.voltar.click();
    await expect(page).toHaveURL(/\/alunos\?situacao=inativos$/);
    await expect(alunos.nothingFound).toBeVisible();
    await alunos.goto();
    await expect(alunos.names).toHaveText(["Bruno Alves", "Davi Costa", "Fábio Reis"]);
    expect(await readEscola(norte!)).toMatchObject({ alunosAtivos: 1 });
    expect(await readEscola(sul!)).toMatchObject({ alunosAtivos: 2 });
  });
});

test.describe("searching the list", () => {
  test("by any word's beginning, accents and case aside, by a whole matrícula or CPF, combined with the filters, q in the address", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [centro, bairro] = await seedEscolas(idEmpresa, [{ nome: "Escola Centro" }, { nome: "Escola Bairro" }]);
    const [, , , pedro, ana] = await seedAlunos(idEmpresa, [
      { nome: "João Pedro Souza", idEscola: centro!, cpf: "111.444.777-35" },
      { nome: "Joana Prado", idEscola: centro! },
      { nome: "Maria Souza Lima", idEscola: bairro! },
      { nome: "Pedro Álvares Cabral", idEscola: bairro!, cpf: "123.456.789-09" },
      { nome: "Ana Sousa Reis", idEscola: centro!, situacao: "transferido" },
      { nome: "Ágata Ramos", idEscola: centro! },
      { nome: "agnes Pires", idEscola: centro! },
      { nome: "Éder Sousa", idEscola: bairro! },
    ]);

    // pt-BR order: accents and case do not separate names.
    await alunos.goto();
    await expect(alunos.names).toHaveText(["Ágata Ramos", "agnes Pires", "Éder Sousa", "Joana Prado", "João Pedro Souza", "Maria Souza Lima", "Pedro Álvares Cabral"]);
    await expect(alunos.encontrados).toHaveText("7 alunos");

    // No button: the list follows the typing.
    await alunos.search.pressSequentially("joao");
    await expect(page).toHaveURL(/\/alunos\?q=joao$/);
    await expect(alunos.names).toHaveText(["João Pedro Souza"]);
    await expect(alunos.encontrados).toHaveText("1 aluno");

    const cases: [string, string[]][] = [
      ["sou", ["Éder Sousa", "João Pedro Souza", "Maria Souza Lima"]],
      ["JOAO SOU", ["João Pedro Souza"]],
      ["joão pedro sou", ["João Pedro Souza"]],
      ["souza maria", ["Maria Souza Lima"]],
      ["pedro", ["João Pedro Souza", "Pedro Álvares Cabral"]],
      ["álvares", ["Pedro Álvares Cabral"]],
      ["AGA", ["Ágata Ramos"]],
      [pedro!.matricula, ["Pedro Álvares Cabral"]],
      ["111.444.777-35", ["João Pedro Souza"]],
      ["11144477735", ["João Pedro Souza"]],
      ["123.456.789-09", ["Pedro Álvares Cabral"]],
    ];
    for (const [q, nomes] of cases) {
      await alunos.search.fill(q);
      await expect(alunos.names, q).toHaveText(nomes);
      await expect(alunos.encontrados, q).toHaveText(nomes.length === 1 ? "1 aluno" : `${nomes.length} alunos`);
    }
    await expect(page).toHaveURL(/\/alunos\?q=123\.456\.789-09$/);

    // A word's middle is no beginning; a piece of a CPF or matrícula is no CPF or matrícula.
    for (const q of ["ouza", "111.444", pedro!.matricula.slice(0, 8)]) {
      await alunos.search.fill(q);
      await expect(alunos.nothingFound, q).toBeVisible();
      await expect(alunos.table, q).toHaveCount(0);
      await expect(alunos.encontrados, q).toHaveText("0 alunos");
    }

    // Combined with the filters.
    await alunos.search.fill("sou");
    await expect(alunos.names).toHaveText(["Éder Sousa", "João Pedro Souza", "Maria Souza Lima"]);
    await alunos.situacao.selectOption("Todos");
    await expect(page).toHaveURL(/\/alunos\?q=sou&situacao=todos$/);
    await expect(alunos.names).toHaveText(["Ana Sousa Reis", "Éder Sousa", "João Pedro Souza", "Maria Souza Lima"]);
    await expect(alunos.encontrados).toHaveText("4 alunos");
    await alunos.escola.selectOption("Escola Centro");
    await expect(page).toHaveURL(new RegExp(`/alunos\\?q=sou&escola=${centro}&situacao=todos$`));
    await expect(alunos.names).toHaveText(["Ana Sousa Reis", "João Pedro Souza"]);
    await expect(alunos.search).toHaveValue("sou");
    await alunos.search.fill(ana!.matricula);
    await expect(alunos.names).toHaveText(["Ana Sousa Reis"]);
    await alunos.situacao.selectOption("Ativos");
    await expect(alunos.nothingFound).toBeVisible(); // her matrícula, but she is not active
    await alunos.search.fill("11144477735");
    await expect(alunos.names).toHaveText(["João Pedro Souza"]);
    await alunos.escola.selectOption("Escola Bairro");
    await expect(alunos.nothingFound).toBeVisible(); // his CPF, but another school

    // Reload keeps the search and the filters; clearing the search shows them all again.
    await page.reload();
    await expect(alunos.search).toHaveValue("11144477735");
    await expect(alunos.escola).toHaveValue(bairro!);
    await expect(alunos.nothingFound).toBeVisible();
    await alunos.search.fill("");
    await expect(page).toHaveURL(new RegExp(`/alunos\\?escola=${bairro}$`));
    await expect(alunos.names).toHaveText(["Éder Sousa", "Maria Souza Lima", "Pedro Álvares Cabral"]);
  });

  test("an empty company says 'Nenhum aluno cadastrado.'; a filter or search with no match says 'Nenhum aluno encontrado.'", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    await alunos.goto();
    await expect(alunos.empty).toBeVisible();
    await expect(alunos.nothingFound).toHaveCount(0);
    await expect(alunos.table).toHaveCount(0);
    await alunos.goto("?q=zzz&situacao=todos");
    await expect(alunos.empty).toBeVisible(); // still nothing at all in the company

    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Calma" }]);
    await seedAlunos(idEmpresa, [{ nome: "Aluno Transferido Único", idEscola: escola!, situacao: "transferido" }]);
    await alunos.goto();
    // The company has a student, just none active.
    await expect(alunos.nothingFound).toBeVisible();
    await expect(alunos.empty).toHaveCount(0);
    await expect(alunos.encontrados).toHaveText("0 alunos");
    await alunos.goto("?q=zzz&situacao=todos");
    await expect(alunos.nothingFound).toBeVisible();
    await alunos.search.fill("unico");
    await expect(alunos.names).toHaveText(["Aluno Transferido Único"]);
    await expect(page).toHaveURL(/\/alunos\?q=unico&situacao=todos$/);
  });
});

test.describe("pages", () => {
  test("60 students: pages of 25, 25 and 10 by Próxima and Anterior, the page in the address (reload, back and forward keep it)", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Cheia" }]);
    const nomes = Array.from({ length: 60 }, (_, i) => `Aluno Paginado ${String(i + 1).padStart(2, "0")}`);
    await seedAlunos(idEmpresa, nomes.map((nome) => ({ nome, idEscola: escola! })));

    await alunos.goto();
    await expect(alunos.rows).toHaveCount(25);
    await expect(alunos.names).toHaveText(nomes.slice(0, 25));
    await expect(alunos.encontrados).toHaveText("60 alunos");
    await expect(alunos.pagina(1)).toBeVisible();
    await expect(alunos.anterior).toHaveCount(0);

    await alunos.proxima.click();
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await expect(alunos.pagina(2)).toBeVisible();
    await expect(page).toHaveURL(/[?&]pagina=2(&|$)/);
    const page2 = page.url();
    await alunos.proxima.click();
    await expect(alunos.names).toHaveText(nomes.slice(50));
    await expect(alunos.rows).toHaveCount(10);
    await expect(alunos.pagina(3)).toBeVisible();
    await expect(alunos.proxima).toHaveCount(0);
    await expect(alunos.encontrados).toHaveText("60 alunos");
    const page3 = page.url();

    // Back to the second page by its cursor.
    await alunos.anterior.click();
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await expect(alunos.pagina(2)).toBeVisible();
    await expect(alunos.proxima).toBeVisible();
    await page.reload();
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await expect(alunos.pagina(2)).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(page3);
    await expect(alunos.names).toHaveText(nomes.slice(50));
    await page.goBack();
    await expect(page).toHaveURL(page2);
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await page.goBack();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.names).toHaveText(nomes.slice(0, 25));
    await page.goForward();
    await expect(page).toHaveURL(page2);
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await alunos.anterior.click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.names).toHaveText(nomes.slice(0, 25));

    // The same pages under a two-word search.
    await alunos.goto("?q=paginado+aluno");
    await expect(alunos.names).toHaveText(nomes.slice(0, 25));
    await alunos.proxima.click();
    await expect(alunos.names).toHaveText(nomes.slice(25, 50));
    await expect(page).toHaveURL(/[?&]q=paginado\+aluno(&|$)/);
    await expect(alunos.search).toHaveValue("paginado aluno");
  });
});
