// The Alunos tab: creating (the server's matrícula), the form's errors, duplicate CPFs, edits with
// their history, stale edits, situations and the list's filters, search, pages, the CPF kept
// masked, deleting, roles, tenant isolation, the school page's and Home's counts, and the narrow
// screen. Every test has its own user and company; students are created through the screens where
// a flow is about creating or changing them, and seeded straight into Firestore where a test needs
// many.
import { FieldValue } from "firebase-admin/firestore";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, forgeAction, learnAlunoActionIds, AlunoFormPage, AlunosPage, type Scenario } from "./fixtures";
import { actionIdOf } from "./support/actions";
import {
  createEmpresas,
  createUser,
  link,
  matriculaDoAno,
  readAluno,
  readAlunos,
  readAtividades,
  readCpfKey,
  readEscola,
  readProximaMatricula,
  seedAlunos,
  seedEscolas,
  testDb,
  type TestPapel,
} from "../test/support/firebase";

const WELCOME = "Bem-vindo à tela de Alunos!";
const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
const NAO_ENCONTRADO = "Aluno não encontrado.";
const idFromUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);

async function expectNoPageOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Users of one new company (their current one), one per role. */
async function colleagues(papeis: TestPapel[]): Promise<{ idEmpresa: string; users: Scenario[] }> {
  const [empresa] = await createEmpresas([`Empresa Compartilhada ${Math.random().toString(36).slice(2, 7)}`]);
  const users = await Promise.all(
    papeis.map(async (papel) => {
      const user = await createUser({ idEmpresaAtual: empresa!.id });
      await link(user, [empresa!.id], { papel });
      return { user, empresas: [empresa!] };
    }),
  );
  return { idEmpresa: empresa!.id, users };
}

test.describe("creating a student", () => {
  test("through the screens: the server's matrícula in the message, in the list and on the student's page", async ({ page, alunos, alunoForm, inShell }) => {
    const { user, empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [aurora] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }, { nome: "Escola Fechada", ativa: false }, { nome: "Escola Boreal" }]);

    await alunos.goto();
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await expect(alunos.empty).toBeVisible();
    await expect(alunos.encontrados).toHaveText("0 alunos");
    await alunos.novo.click();
    await expect(page).toHaveURL(/\/alunos\/novo$/);
    await expect(alunoForm.heading).toHaveText("Novo aluno");
    // Only active schools are offered; the situation is not asked (a new student is active).
    await expect(alunoForm.escola.getByRole("option")).toHaveText(["Selecione a escola", "Escola Aurora", "Escola Boreal"]);
    await expect(alunoForm.situacao).toHaveCount(0);
    await expect(alunoForm.dataNascimento).toHaveAttribute("type", "date");
    await expect(alunoForm.cancelar).toBeVisible();
    await alunoForm.fill({
      nome: "  João   Pedro  Souza ",
      dataNascimento: "2014-05-20",
      escola: "Escola Aurora",
      turma: "4º ano B",
      cpf: "529.982.247-25",
      responsavelNome: "Maria Souza",
      responsavelTelefone: "(11) 93456-7890",
      responsavelEmail: "maria@exemplo.com.br",
    });
    await alunoForm.salvar.click();

    const matricula = matriculaDoAno(1);
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matricula}.`)).toBeVisible();
    await expect(alunos.table.getByRole("columnheader")).toHaveText(["Nome", "Matrícula", "Escola", "Turma", "Situação"]);
    await expect(alunos.row("João Pedro Souza").getByRole("cell")).toHaveText(["João Pedro Souza", matricula, "Escola Aurora", "4º ano B", "Ativo"]);
    await expect(alunos.encontrados).toHaveText("1 aluno");

    const stored = await readAlunos(idEmpresa);
    expect(stored).toHaveLength(1);
    const id = stored[0]!.id;
    expect(stored[0]).toMatchObject({
      idEmpresa,
      idEscola: aurora,
      nome: "João Pedro Souza",
      dataNascimento: "2014-05-20",
      matricula,
      cpf: "52998224725",
      turma: "4º ano B",
      responsavelNome: "Maria Souza",
      responsavelTelefone: "11934567890",
      responsavelEmail: "maria@exemplo.com.br",
      situacao: "ativo",
      versao: 1,
      criadoPor: user.uid,
      atualizadoPor: user.uid,
    });
    expect(await readCpfKey(idEmpresa, "52998224725")).toEqual({ idEmpresa, idAluno: id, cpf: "52998224725" });
    expect(await readProximaMatricula(idEmpresa)).toBe(2);
    expect(await readEscola(aurora!)).toMatchObject({ alunosAtivos: 1 });

    // The name links to the student's page: the matrícula is shown, never an input.
    await alunos.open("João Pedro Souza");
    await expect(page).toHaveURL(new RegExp(`/alunos/${id}$`));
    await expect(alunoForm.heading).toHaveText("João Pedro Souza");
    await expect(alunoForm.matricula).toHaveText(matricula);
    await expect(page.getByRole("main").getByRole("textbox", { name: /Matrícula/ })).toHaveCount(0);
    await expect(page.getByRole("main").locator(`input[value="${matricula}"]`)).toHaveCount(0);
    await expect(alunoForm.nome).toHaveValue("João Pedro Souza");
    await expect(alunoForm.dataNascimento).toHaveValue("2014-05-20");
    await expect(alunoForm.escola).toHaveValue(aurora!);
    await expect(alunoForm.turma).toHaveValue("4º ano B");
    await expect(alunoForm.cpf).toHaveValue("***.982.247-**");
    await expect(alunoForm.responsavelNome).toHaveValue("Maria Souza");
    await expect(alunoForm.responsavelTelefone).toHaveValue("(11) 93456-7890");
    await expect(alunoForm.responsavelEmail).toHaveValue("maria@exemplo.com.br");
    await expect(alunoForm.situacao).toHaveValue("ativo");
    await expect(alunoForm.situacao.getByRole("option")).toHaveText(["Ativo", "Transferido", "Inativo"]);
    await expect(alunoForm.historico.getByRole("heading", { level: 2 })).toHaveText("Histórico");
    await expect(alunoForm.entradas).toHaveCount(1);
    await expect(alunoForm.entradas.first()).toContainText("Cadastro");

    // The next student gets the next number.
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Ana Beatriz Lima", dataNascimento: "2015-01-31", escola: "Escola Boreal" });
    await alunoForm.salvar.click();
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
    await expect(alunos.names).toHaveText(["Ana Beatriz Lima", "João Pedro Souza"]);
    await expect(alunos.row("Ana Beatriz Lima").getByRole("cell")).toHaveText(["Ana Beatriz Lima", matriculaDoAno(2), "Escola Boreal", "—", "Ativo"]);
  });

  test("each wrong field gets its message next to it, what was typed stays, and nothing is saved", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [aurora] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
    await alunoForm.gotoNovo();

    // Nothing typed: name, birth date and school are required; the rest is not.
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "Informe o nome do aluno.");
    await alunoForm.expectError(alunoForm.dataNascimento, "Data de nascimento inválida.");
    await alunoForm.expectError(alunoForm.escola, "Escolha a escola.");
    for (const field of [alunoForm.turma, alunoForm.cpf, alunoForm.responsavelNome, alunoForm.responsavelTelefone, alunoForm.responsavelEmail]) {
      await alunoForm.expectNoError(field);
    }
    await expect(alunoForm.nome).toBeFocused();

    // Everything wrong at once; the school and the class are right.
    await alunoForm.fill({
      nome: "Jo",
      dataNascimento: "2099-01-01",
      escola: "Escola Aurora",
      turma: "5º ano",
      cpf: "123.456.789-00",
      responsavelTelefone: "123",
      responsavelEmail: "sem-arroba",
    });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "O nome deve ter entre 3 e 120 caracteres.");
    await alunoForm.expectError(alunoForm.dataNascimento, "Data de nascimento inválida.");
    await alunoForm.expectError(alunoForm.cpf, "CPF inválido.");
    await alunoForm.expectError(alunoForm.responsavelTelefone, "Telefone inválido.");
    await alunoForm.expectError(alunoForm.responsavelEmail, "E-mail inválido.");
    await alunoForm.expectNoError(alunoForm.escola);
    await alunoForm.expectNoError(alunoForm.turma);
    await expect(alunoForm.nome).toHaveValue("Jo");
    await expect(alunoForm.dataNascimento).toHaveValue("2099-01-01");
    await expect(alunoForm.escola).toHaveValue(aurora!);
    await expect(alunoForm.turma).toHaveValue("5º ano");
    await expect(alunoForm.cpf).toHaveValue("123.456.789-00");
    await expect(alunoForm.responsavelTelefone).toHaveValue("123");
    await expect(alunoForm.responsavelEmail).toHaveValue("sem-arroba");
    await expect(page).toHaveURL(/\/alunos\/novo$/);

    // Too long a name, a birth date before 1900; the contacts now right.
    const longo = `Aluno ${"x".repeat(115)}`; // 121 characters
    await alunoForm.fill({ nome: longo, dataNascimento: "1899-12-31", cpf: "", responsavelTelefone: "(11) 3456-7890", responsavelEmail: "pai@exemplo.com" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "O nome deve ter entre 3 e 120 caracteres.");
    await alunoForm.expectError(alunoForm.dataNascimento, "Data de nascimento inválida.");
    for (const field of [alunoForm.cpf, alunoForm.responsavelTelefone, alunoForm.responsavelEmail]) await alunoForm.expectNoError(field);
    await expect(alunoForm.nome).toHaveValue(longo);
    await expect(alunoForm.dataNascimento).toHaveValue("1899-12-31");

    expect(await readAlunos(idEmpresa)).toEqual([]);
    expect(await readProximaMatricula(idEmpresa)).toBeUndefined(); // no number was spent on a refusal

    // Corrected, it saves with the first number.
    await alunoForm.fill({ nome: "Lia Campos", dataNascimento: "2016-08-09" });
    await alunoForm.salvar.click();
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(1)}.`)).toBeVisible();
    await expect(alunos.row("Lia Campos").getByRole("cell")).toHaveText(["Lia Campos", matriculaDoAno(1), "Escola Aurora", "5º ano", "Ativo"]);
    expect(await readAlunos(idEmpresa)).toEqual([expect.objectContaining({ nome: "Lia Campos", responsavelTelefone: "1134567890", cpf: null })]);
  });

  test("a CPF already in the company is refused next to the field, on a new student and on an edit; another company's is not a duplicate", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [unica] = await seedEscolas(idEmpresa, [{ nome: "Escola Única" }]);
    const [vizinha] = await createEmpresas(["Empresa Vizinha"]);
    const [escolaVizinha] = await seedEscolas(vizinha!.id, [{ nome: "Escola Vizinha" }]);
    const [dono] = await seedAlunos(idEmpresa, [{ nome: "Primeiro Dono", idEscola: unica!, cpf: "529.982.247-25" }]);
    await seedAlunos(vizinha!.id, [{ nome: "Aluno Vizinho", idEscola: escolaVizinha!, cpf: "111.444.777-35" }]);

    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Segundo Dono", dataNascimento: "2012-10-12", escola: "Escola Única", turma: "3º ano", cpf: "52998224725" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.cpf, "Já existe um aluno com este CPF.");
    await alunoForm.expectNoError(alunoForm.nome);
    await expect(alunoForm.nome).toHaveValue("Segundo Dono");
    await expect(alunoForm.turma).toHaveValue("3º ano");
    await expect(alunoForm.cpf).toHaveValue("52998224725");
    await expect(page).toHaveURL(/\/alunos\/novo$/);
    expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Primeiro Dono"]);

    // The neighbour company's CPF is free here; the refusal spent no number.
    await alunoForm.fill({ cpf: "111.444.777-35" });
    await alunoForm.salvar.click();
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();

    // On an edit, the first student's CPF is taken too.
    await alunos.open("Segundo Dono");
    await expect(alunoForm.cpf).toHaveValue("***.444.777-**");
    const segundo = idFromUrl(page);
    await alunoForm.fill({ cpf: "529.982.247-25", turma: "4º ano" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.cpf, "Já existe um aluno com este CPF.");
    await expect(alunoForm.turma).toHaveValue("4º ano");
    expect(await readAluno(segundo)).toMatchObject({ cpf: "11144477735", turma: "3º ano", versao: 1 });
    expect(await readCpfKey(idEmpresa, "52998224725")).toMatchObject({ idAluno: dono!.id });
  });
});

test.describe("editing a student", () => {
  test("saves the changes, back on the list with 'Aluno atualizado.', and the history lists them newest first", async ({ page, alunos, alunoForm, inShell }) => {
    const { user, empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [norte, sul] = await seedEscolas(idEmpresa, [{ nome: "Escola Norte" }, { nome: "Escola Sul" }]);
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Carla Dias Nunes", dataNascimento: "2013-11-02", escola: "Escola Norte" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno cadastrado.")).toBeVisible();

    await alunos.open("Carla Dias Nunes");
    await expect(alunoForm.heading).toHaveText("Carla Dias Nunes");
    const id = idFromUrl(page);
    const matricula = (await alunoForm.matricula.textContent())!;
    await expect(alunoForm.cancelar).toBeVisible();
    await expect(alunoForm.mostrarCpf).toHaveCount(0); // no CPF to show
    await alunoForm.fill({
      nome: "Carla Dias Nunes Rocha",
      dataNascimento: "2013-11-03",
      escola: "Escola Sul",
      turma: "5º ano A",
      cpf: "123.456.789-09",
      responsavelTelefone: "11 3456-7890",
    });
    await alunoForm.salvar.click();

    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
    await expect(alunos.row("Carla Dias Nunes Rocha").getByRole("cell")).toHaveText(["Carla Dias Nunes Rocha", matricula, "Escola Sul", "5º ano A", "Ativo"]);
    expect(await readAluno(id)).toMatchObject({
      nome: "Carla Dias Nunes Rocha",
      dataNascimento: "2013-11-03",
      idEscola: sul,
      turma: "5º ano A",
      cpf: "12345678909",
      responsavelTelefone: "1134567890",
      matricula,
      versao: 2,
      atualizadoPor: user.uid,
    });
    expect(await readEscola(norte!)).toMatchObject({ alunosAtivos: 0 });
    expect(await readEscola(sul!)).toMatchObject({ alunosAtivos: 1 });

    await alunos.open("Carla Dias Nunes Rocha");
    await expect(alunoForm.entradas).toHaveCount(2);
    const [alteracao, cadastro] = [alunoForm.entradas.nth(0), alunoForm.entradas.nth(1)];
    await expect(alteracao).toContainText("Alteração");
    await expect(alteracao).toContainText(user.displayName);
    await expect(alunoForm.linhas(alteracao)).toHaveText([
      "Nome completo: Carla Dias Nunes → Carla Dias Nunes Rocha",
      "Data de nascimento: 02/11/2013 → 03/11/2013",
      "Escola: Escola Norte → Escola Sul",
      "Turma: (vazio) → 5º ano A",
      "Telefone do responsável: (vazio) → (11) 3456-7890",
      "CPF alterado",
    ]);
    await expect(cadastro).toContainText("Cadastro");
    // The CPF is recorded as changed, without its numbers.
    for (const part of ["123.456.789", "12345678909", "456.789"]) await expect(alunoForm.historico).not.toContainText(part);
  });

  test("a form opened before someone changed the student (in Firestore) is refused and overwrites nothing", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Disputada" }]);
    const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Aluno Disputado", idEscola: escola!, turma: "1º ano" }]);
    await alunoForm.gotoAluno(aluno!.id);
    await testDb().doc(`alunos/${aluno!.id}`).update({ turma: "Turma da Outra", versao: FieldValue.increment(1) });

    await alunoForm.fill({ turma: "Minha Turma" });
    await alunoForm.salvar.click();
    await expect(alunoForm.alert("Este aluno foi alterado por outra pessoa. Recarregue a página.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(alunoForm.turma).toHaveValue("Minha Turma"); // what was typed is not lost
    expect(await readAluno(aluno!.id)).toMatchObject({ turma: "Turma da Outra", versao: 2 });

    await page.reload();
    await expect(alunoForm.turma).toHaveValue("Turma da Outra");
    await alunoForm.fill({ turma: "Minha Turma" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(aluno!.id)).toMatchObject({ turma: "Minha Turma", versao: 3 });
  });
});

test.describe("situations and the list's filters", () => {
  test("a transferred student leaves the default list; Escola and Situação filter it, kept in the address", async ({ page, alunos, alunoForm, inShell }) => {
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
    await alunoForm.fill({ situacao: "Transferido" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
    await expect(alunos.names).toHaveText(["Bruno Alves", "Davi Costa"]);
    await expect(alunos.encontrados).toHaveText("2 alunos");
    expect(await readEscola(norte!)).toMatchObject({ alunosAtivos: 1 });

    await alunos.situacao.selectOption("Transferidos");
    await expect(page).toHaveURL(/\/alunos\?situacao=transferidos$/);
    await alunos.open("Clara Bento");
    await expect(alunoForm.situacao).toHaveValue("transferido");
    await expect(alunoForm.linhas(alunoForm.entradas.first())).toHaveText(["Situação: Ativo → Transferido"]);
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
    await alunoForm.fill({ situacao: "Ativo", escola: "Escola Sul" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
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

test.describe("the CPF", () => {
  test("shown masked; 'Mostrar CPF' for administrador and secretaria only; the mask kept saves the CPF, clearing removes it; never in the list's HTML", async ({ page, alunos, alunoForm, signedIn, pageOf }) => {
    const { idEmpresa, users } = await colleagues(["administrador", "secretaria", "consulta"]);
    const [admin, secretaria, consulta] = users as [Scenario, Scenario, Scenario];
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Sigilosa" }]);
    const [comCpf, semCpf, outroCpf] = await seedAlunos(idEmpresa, [
      { nome: "Aluno Com CPF", idEscola: escola!, cpf: "123.456.789-09" },
      { nome: "Aluno Sem CPF", idEscola: escola! },
      { nome: "Outro Com CPF", idEscola: escola!, cpf: "52998224725" },
    ]);
    const leaks = ["12345678909", "123.456.789", "456.789", "45678909", "52998224725", "529.982.247", "982.247"];

    // Administrador.
    await signedIn(admin);
    await alunos.goto("?situacao=todos");
    await expect(alunos.names).toHaveText(["Aluno Com CPF", "Aluno Sem CPF", "Outro Com CPF"]);
    const listHtml = await page.content();
    for (const leak of leaks) expect(listHtml, leak).not.toContain(leak);

    await alunoForm.gotoAluno(comCpf!.id);
    await expect(alunoForm.cpf).toHaveValue("***.456.789-**");
    expect(await page.content()).not.toContain("12345678909");
    expect(await page.content()).not.toContain("123.456.789-09");
    const revelar = await actionIdOf(page, () => alunoForm.mostrarCpf.click());
    await expect(alunoForm.cpf).toHaveValue("123.456.789-09");
    await alunoForm.fill({ turma: "6º ano" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: "12345678909", turma: "6º ano" });
    await alunoForm.gotoAluno(semCpf!.id);
    await expect(alunoForm.cpf).toHaveValue("");
    await expect(alunoForm.mostrarCpf).toHaveCount(0);

    // Secretaria: the same button; saving with the mask untouched keeps the CPF.
    const sec = new AlunoFormPage(await pageOf(secretaria));
    await sec.gotoAluno(comCpf!.id);
    await expect(sec.cpf).toHaveValue("***.456.789-**");
    await sec.mostrarCpf.click();
    await expect(sec.cpf).toHaveValue("123.456.789-09");
    await sec.page.reload();
    await expect(sec.cpf).toHaveValue("***.456.789-**");
    await sec.fill({ turma: "7º ano" });
    await sec.salvar.click();
    await expect(new AlunosPage(sec.page).status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: "12345678909", turma: "7º ano" });
    expect(await readCpfKey(idEmpresa, "12345678909")).toMatchObject({ idAluno: comCpf!.id });

    // Clearing the field removes the CPF (and frees it).
    await sec.gotoAluno(comCpf!.id);
    await sec.fill({ cpf: "" });
    await sec.salvar.click();
    await expect(new AlunosPage(sec.page).status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: null, turma: "7º ano" });
    expect(await readCpfKey(idEmpresa, "12345678909")).toBeUndefined();

    // Only the last change touched the CPF.
    await alunoForm.gotoAluno(comCpf!.id);
    await expect(alunoForm.entradas).toHaveCount(3);
    await expect(alunoForm.linhas(alunoForm.entradas.nth(0))).toHaveText(["CPF alterado"]);
    await expect(alunoForm.linhas(alunoForm.entradas.nth(1))).toHaveText(["Turma: 6º ano → 7º ano"]);
    await expect(alunoForm.linhas(alunoForm.entradas.nth(2))).toHaveText(["Turma: (vazio) → 6º ano"]);

    // Consulta sees the mask and no button.
    const leitor = new AlunoFormPage(await pageOf(consulta));
    await leitor.gotoAluno(outroCpf!.id);
    await expect(leitor.cpf).toHaveValue("***.982.247-**");
    await expect(leitor.cpf).not.toBeEditable();
    await expect(leitor.mostrarCpf).toHaveCount(0);
    expect(await leitor.page.content()).not.toContain("52998224725");
    expect(await leitor.page.content()).not.toContain("529.982.247");

    // "Mostrar CPF" forged: refused to consulta; another company's student is not found.
    const mostrar = async (request: APIRequestContext, id: string) => {
      // (Posted to the list: a page of its own that says neither answer.)
      const response = await request.post("/alunos", { headers: { "next-action": revelar, "content-type": "text/plain;charset=UTF-8" }, data: JSON.stringify([id]) });
      return { status: response.status(), text: await response.text() };
    };
    const byConsulta = await mostrar(leitor.page.context().request, outroCpf!.id);
    expect(byConsulta.status).toBeLessThan(500);
    expect(byConsulta.text).toContain(SEM_PERMISSAO);
    for (const leak of leaks) expect(byConsulta.text, leak).not.toContain(leak);
    const [alheia] = await createEmpresas(["Empresa Alheia"]);
    const [escolaAlheia] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia" }]);
    const [alheio] = await seedAlunos(alheia!.id, [{ nome: "Aluno Alheio", idEscola: escolaAlheia!, cpf: "123.456.789-09" }]);
    const byAdmin = await mostrar(page.context().request, alheio!.id);
    expect(byAdmin.status).toBeLessThan(500);
    expect(byAdmin.text).toContain(NAO_ENCONTRADO);
    for (const leak of leaks) expect(byAdmin.text, leak).not.toContain(leak);
  });
});

test.describe("deleting a student", () => {
  test("an administrator deletes through the dialog (Cancelar keeps it); the history keeps no personal data; the number is not reused", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Memória" }]);
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Rui Barbosa Neto", dataNascimento: "2011-07-07", escola: "Escola Memória", turma: "1º ano", cpf: "529.982.247-25" });
    await alunoForm.salvar.click();
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(1)}.`)).toBeVisible();
    await alunos.open("Rui Barbosa Neto");
    const id = idFromUrl(page);
    await alunoForm.fill({ turma: "2º ano", responsavelNome: "Ruth Barbosa" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();

    await alunos.open("Rui Barbosa Neto");
    await expect(alunoForm.dialog).toHaveCount(0);
    await alunoForm.excluir.click();
    await expect(alunoForm.dialog).toBeVisible();
    await expect(alunoForm.dialog).toContainText("Esta ação não pode ser desfeita.");
    await expect(alunoForm.confirmarExclusao).toBeVisible();
    await alunoForm.cancelarExclusao.click();
    await expect(alunoForm.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/alunos/${id}$`));
    expect(await readAluno(id)).toBeTruthy();

    await alunoForm.excluir.click();
    await expect(alunoForm.dialog).toBeVisible();
    await alunoForm.confirmarExclusao.click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.status("Aluno excluído.")).toBeVisible();
    await expect(alunos.empty).toBeVisible();

    expect(await readAluno(id)).toBeUndefined();
    expect(await readCpfKey(idEmpresa, "52998224725")).toBeUndefined();
    expect(await readEscola(escola!)).toMatchObject({ alunosAtivos: 0 });
    const entradas = await readAtividades(id);
    expect(entradas.map((e) => e.tipo).sort()).toEqual(["aluno.atualizado", "aluno.criado", "aluno.excluido"]);
    for (const e of entradas) {
      expect(e).toMatchObject({ alvo: { nome: null }, redigido: true });
      for (const m of e.mudancas as { de: unknown; para: unknown }[]) expect(m).toMatchObject({ de: null, para: null });
    }
    const text = JSON.stringify(entradas);
    for (const personal of ["Rui", "Barbosa", "1º ano", "2º ano", "52998224725", "2011-07-07"]) expect(text, personal).not.toContain(personal);

    const response = await page.goto(`/alunos/${id}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAO_ENCONTRADO);

    // The CPF is free again; the deleted student's number is never given again.
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Outro Aluno", dataNascimento: "2011-07-08", escola: "Escola Memória", cpf: "52998224725" });
    await alunoForm.salvar.click();
    await expect(alunos.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
  });

  test("secretaria and consulta see no 'Excluir aluno', and a forged delete by them is refused", async ({ page, alunoForm, signedIn, pageOf }) => {
    const { idEmpresa, users } = await colleagues(["administrador", "secretaria", "consulta"]);
    const [admin, secretaria, consulta] = users as [Scenario, Scenario, Scenario];
    const ids = await learnAlunoActionIds(await pageOf(admin), idEmpresa);
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Protegida" }]);
    const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Aluno Protegido", idEscola: escola!, turma: "8º ano" }]);
    const before = await readAluno(aluno!.id);

    await signedIn(secretaria);
    await alunoForm.gotoAluno(aluno!.id);
    await expect(alunoForm.salvar).toBeVisible();
    await expect(alunoForm.excluir).toHaveCount(0);
    const bySecretaria = await forgeAction(page.context().request, `/alunos/${aluno!.id}`, ids.excluir, { id: aluno!.id });
    expect(bySecretaria.status).toBeLessThan(500);
    expect(bySecretaria.text).toContain(`"message":"${SEM_PERMISSAO}"`);

    const leitor = new AlunoFormPage(await pageOf(consulta));
    await leitor.gotoAluno(aluno!.id);
    await expect(leitor.voltar).toBeVisible();
    await expect(leitor.excluir).toHaveCount(0);
    const request = leitor.page.context().request;
    const byConsulta = [
      await forgeAction(request, `/alunos/${aluno!.id}`, ids.excluir, { id: aluno!.id }),
      await forgeAction(request, `/alunos/${aluno!.id}`, ids.atualizar, { id: aluno!.id, versao: "1", nome: "Nome Forjado", dataNascimento: "2010-01-01", idEscola: escola!, situacao: "inativo" }),
      await forgeAction(request, "/alunos/novo", ids.criar, { nome: "Aluno Forjado", dataNascimento: "2010-01-01", idEscola: escola! }),
    ];
    for (const result of byConsulta) {
      expect(result.status).toBeLessThan(500);
      expect(result.text).toContain(`"message":"${SEM_PERMISSAO}"`);
    }
    expect(await readAluno(aluno!.id)).toEqual(before);
    expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Aluno Protegido"]);
  });
});

test.describe("consulta", () => {
  test("reads only: no 'Novo aluno', a read-only student page with a way back, and /alunos/novo refuses", async ({ page, alunos, alunoForm, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Só Leitura" }]);
    const [aluno] = await seedAlunos(idEmpresa, [
      { nome: "Aluno Só Leitura", idEscola: escola!, turma: "9º ano", responsavelNome: "Mãe Leitora", responsavelTelefone: "21987654321", responsavelEmail: "mae@exemplo.com" },
    ]);

    await alunos.goto();
    await expect(alunos.names).toHaveText(["Aluno Só Leitura"]);
    await expect(alunos.novo).toHaveCount(0);
    await alunos.open("Aluno Só Leitura");
    await expect(alunoForm.heading).toHaveText("Aluno Só Leitura");
    await expect(alunoForm.matricula).toHaveText(aluno!.matricula);
    await expect(page.getByText("Você pode consultar este aluno, mas não alterá-lo.")).toBeVisible();
    await expect(alunoForm.responsavelTelefone).toHaveValue("(21) 98765-4321");
    for (const field of [alunoForm.nome, alunoForm.dataNascimento, alunoForm.turma, alunoForm.cpf, alunoForm.responsavelNome, alunoForm.responsavelTelefone, alunoForm.responsavelEmail]) {
      await expect(field).toHaveAttribute("readonly", "");
      await expect(field).not.toBeEditable();
    }
    await expect(alunoForm.escola).toBeDisabled();
    await expect(alunoForm.escola).toHaveValue(escola!);
    await expect(alunoForm.situacao).toBeDisabled();
    await expect(alunoForm.salvar).toHaveCount(0);
    await expect(alunoForm.cancelar).toHaveCount(0);
    await expect(alunoForm.excluir).toHaveCount(0);
    await alunoForm.voltar.click();
    await expect(page).toHaveURL(/\/alunos$/);

    await page.goto("/alunos/novo");
    await expect(page.getByText(SEM_PERMISSAO)).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para a lista de alunos" })).toHaveAttribute("href", "/alunos");
    await expect(alunoForm.nome).toHaveCount(0);
    await expect(alunoForm.salvar).toHaveCount(0);
  });
});

test.describe("tenant isolation", () => {
  test("another company's student is not listed nor found, opens as 404, and forged writes to it say 'Aluno não encontrado.'", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const [propria, outra] = [empresas[0]!.id, empresas[1]!.id]; // the other one is linked, just not current
    const [escolaOutra] = await seedEscolas(outra, [{ nome: "Escola da Outra" }]);
    const [alheio] = await seedAlunos(outra, [{ nome: "Aluno Vizinho Reservado", idEscola: escolaOutra!, cpf: "111.444.777-35" }]);
    const before = await readAluno(alheio!.id);
    const ids = await learnAlunoActionIds(page, propria);
    const [meu] = await seedAlunos(propria, [{ nome: "Aluno Meu", idEscola: ids.idEscola }]);

    await alunos.goto("?situacao=todos");
    await expect(alunos.names).toHaveText(["Aluno Meu"]);
    await expect(alunos.escola.getByRole("option", { name: "Escola da Outra" })).toHaveCount(0);
    for (const q of ["vizinho", "111.444.777-35", "11144477735"]) {
      await alunos.search.fill(q);
      await expect(alunos.nothingFound, q).toBeVisible();
    }
    await alunos.goto(`?escola=${escolaOutra}&situacao=todos`);
    await expect(alunos.nothingFound).toBeVisible();

    for (const id of [alheio!.id, "xyz"]) {
      const response = await page.goto(`/alunos/${id}`);
      expect(response!.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAO_ENCONTRADO);
      await expect(page.getByRole("navigation")).toHaveCount(1);
      await expect(page.locator("body")).not.toContainText("Vizinho");
    }
    await page.getByRole("link", { name: "Voltar para a lista de alunos" }).click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.heading).toHaveText(WELCOME);

    const request = page.context().request;
    const url = `/alunos/${meu!.id}`;
    const edit = { id: alheio!.id, versao: "1", nome: "Tomado", dataNascimento: "2015-01-01", idEscola: ids.idEscola, situacao: "ativo" };
    for (const [name, result] of [
      ["atualizar", await forgeAction(request, url, ids.atualizar, edit)],
      ["atualizar (its own school)", await forgeAction(request, url, ids.atualizar, { ...edit, idEscola: escolaOutra! })],
      ["excluir", await forgeAction(request, url, ids.excluir, { id: alheio!.id })],
    ] as const) {
      expect(result.status, name).toBeLessThan(500);
      expect(result.text, name).toContain(`"message":"${NAO_ENCONTRADO}"`);
      expect(result.text, name).not.toContain(SEM_PERMISSAO);
    }
    // Nor may a student of this company go to the other's school.
    const criar = await forgeAction(request, "/alunos/novo", ids.criar, { nome: "Aluno Infiltrado", dataNascimento: "2015-01-01", idEscola: escolaOutra! });
    expect(criar.status).toBeLessThan(500);
    expect(criar.text).toContain("Escolha a escola.");

    expect(await readAluno(alheio!.id)).toEqual(before);
    expect((await readAlunos(outra)).map((a) => a.nome)).toEqual(["Aluno Vizinho Reservado"]);
    expect((await readAlunos(propria)).map((a) => a.nome)).toEqual(["Aluno Meu"]);
    expect(await readEscola(escolaOutra!)).toMatchObject({ alunosAtivos: 1 });
  });
});

test.describe("schools and Home", () => {
  test("a school's page counts its active students, links to them, and cannot be deactivated while it has any", async ({ page, alunos, alunoForm, escolaForm, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [norte, sul, leste] = await seedEscolas(idEmpresa, [{ nome: "Escola Norte" }, { nome: "Escola Sul" }, { nome: "Escola Leste" }]);
    const [, , , , ex] = await seedAlunos(idEmpresa, [
      { nome: "Aluno Norte Um", idEscola: norte! },
      { nome: "Aluno Norte Dois", idEscola: norte! },
      { nome: "Aluno Norte Saído", idEscola: norte!, situacao: "transferido" },
      { nome: "Aluno Sul Único", idEscola: sul! },
      { nome: "Aluno Leste Antigo", idEscola: leste!, situacao: "inativo" },
    ]);

    await escolaForm.gotoEscola(norte!);
    await expect(page.getByTestId("escola-alunos-ativos")).toHaveText("2 alunos ativos");
    await escolaForm.desativar.click();
    await expect(escolaForm.alert("Esta escola tem alunos ativos.")).toBeVisible();
    await expect(escolaForm.situacao).toHaveText("Ativa");
    expect(await readEscola(norte!)).toMatchObject({ ativa: true, alunosAtivos: 2 });

    await page.getByRole("link", { name: "Ver os alunos desta escola" }).click();
    await expect(page).toHaveURL(new RegExp(`/alunos\\?escola=${norte}$`));
    await expect(alunos.escola).toHaveValue(norte!);
    await expect(alunos.names).toHaveText(["Aluno Norte Dois", "Aluno Norte Um"]);
    await expect(alunos.encontrados).toHaveText("2 alunos");

    await escolaForm.gotoEscola(sul!);
    await expect(page.getByTestId("escola-alunos-ativos")).toHaveText("1 aluno ativo");

    // A school whose students are all inactive can be deactivated; their page keeps it, marked.
    await escolaForm.gotoEscola(leste!);
    await expect(page.getByTestId("escola-alunos-ativos")).toHaveText("0 alunos ativos");
    await escolaForm.desativar.click();
    await expect(escolaForm.situacao).toHaveText("Inativa");
    await alunoForm.gotoAluno(ex!.id);
    await expect(alunoForm.escola).toHaveValue(leste!);
    await expect(alunoForm.escola.getByRole("option", { selected: true })).toHaveText("Escola Leste (inativa)");
    await expect(alunoForm.escola.getByRole("option")).toHaveText(["Selecione a escola", "Escola Leste (inativa)", "Escola Norte", "Escola Sul"]);
    await alunoForm.fill({ turma: "Turma Arquivada" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(ex!.id)).toMatchObject({ idEscola: leste, turma: "Turma Arquivada" });
    // New students cannot go there.
    await alunoForm.gotoNovo();
    await expect(alunoForm.escola.getByRole("option")).toHaveText(["Selecione a escola", "Escola Norte", "Escola Sul"]);
  });

  test("Home counts the active students and charts them per active school, with the numbers in a table", async ({ page, alunoForm, alunos, inShell }) => {
    const { empresas } = await inShell();
    const [idEmpresa, outra] = [empresas[0]!.id, empresas[1]!.id];
    const [alfa, beta] = await seedEscolas(idEmpresa, [{ nome: "Escola Alfa" }, { nome: "Escola Beta" }, { nome: "Escola Gama" }, { nome: "Escola Parada", ativa: false }]);
    await seedAlunos(idEmpresa, [
      { nome: "Aluno Alfa Um", idEscola: alfa! },
      { nome: "Aluno Alfa Dois", idEscola: alfa! },
      { nome: "Aluno Beta Um", idEscola: beta! },
      { nome: "Aluno Beta Saído", idEscola: beta!, situacao: "transferido" },
      { nome: "Aluno Beta Inativo", idEscola: beta!, situacao: "inativo" },
    ]);
    const [daOutra] = await seedEscolas(outra, [{ nome: "Escola da Outra Empresa" }]);
    await seedAlunos(outra, [{ nome: "Aluno de Fora", idEscola: daOutra! }]);

    await page.goto("/home");
    await expect(page.getByTestId("indicador-alunos")).toHaveText("3");
    const secao = page.getByRole("region", { name: "Alunos por escola" });
    await expect(secao.getByRole("heading", { level: 2 })).toHaveText("Alunos por escola");
    await expect(secao.getByTestId("grafico-alunos")).toBeVisible();
    await expect(secao.getByTestId("grafico-alunos").locator("tbody tr")).toHaveCount(3);
    const tabela = page.getByRole("table", { name: "Alunos por escola" });
    await expect(tabela.getByRole("columnheader")).toHaveText(["Escola", "Alunos ativos"]);
    await expect(tabela.getByRole("rowheader")).toHaveText(["Escola Alfa", "Escola Beta", "Escola Gama"]);
    const linhas = () => tabela.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent)).sort());
    expect(await linhas()).toEqual([["Escola Alfa", "2"], ["Escola Beta", "1"], ["Escola Gama", "0"]]);

    // A student created on the screens counts at once.
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Aluno Gama Novo", dataNascimento: "2017-04-04", escola: "Escola Gama" });
    await alunoForm.salvar.click();
    await expect(alunos.status("Aluno cadastrado.")).toBeVisible();
    await page.goto("/home");
    await expect(page.getByTestId("indicador-alunos")).toHaveText("4");
    await expect(tabela.getByRole("rowheader")).toHaveCount(3);
    expect(await linhas()).toEqual([["Escola Alfa", "2"], ["Escola Beta", "1"], ["Escola Gama", "1"]]);
  });
});

test("at 360 px: no page overflow on the list, the forms (with errors), a student's page and Home; the table scrolls in its box", async ({ page, alunos, alunoForm, inShell }) => {
  const { empresas } = await inShell({ nomes: ["Secretaria Municipal de Educação de São José dos Campos", "Outra Empresa"] });
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos" }]);
  const [aluno] = await seedAlunos(idEmpresa, [
    { nome: "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes", idEscola: escola!, turma: "9º ano do Ensino Fundamental II — turma da tarde", cpf: "529.982.247-25", responsavelEmail: "responsavel.com.um.email.bem.comprido@exemplo.com.br" },
    { nome: "Caio Lima", idEscola: escola! },
  ]);
  await page.setViewportSize({ width: 360, height: 740 });

  await alunos.goto();
  await expect(alunos.rows).toHaveCount(2);
  await expectNoPageOverflow(page);
  const box = alunos.table.locator("xpath=..");
  expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
  expect(await box.evaluate((el) => el.clientWidth)).toBeLessThanOrEqual(360);

  await alunoForm.gotoNovo();
  await expectNoPageOverflow(page);
  await alunoForm.salvar.click();
  await alunoForm.expectError(alunoForm.nome, "Informe o nome do aluno.");
  await expectNoPageOverflow(page);

  await alunoForm.gotoAluno(aluno!.id);
  await expect(alunoForm.historico).toBeVisible();
  await expectNoPageOverflow(page);

  // Home, with a school name too long for one line (app bug: the chart's visually hidden table
  // grows to its unwrapped text and widens the page; see the report).
  await page.goto("/home");
  await expect(page.getByTestId("indicador-alunos")).toHaveText("2");
  await expect(page.getByTestId("grafico-alunos")).toBeVisible();
  await expectNoPageOverflow(page);
});
