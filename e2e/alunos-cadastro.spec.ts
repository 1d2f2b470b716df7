// The Alunos tab's form: creating (the server's matrícula), the form's errors, duplicate CPFs,
// edits with their history, and stale edits. (The list's filters, search and pages are
// e2e/alunos-lista.spec.ts; the CPF, deleting, roles and the rest, e2e/alunos.spec.ts.) Every test
// has its own user and company; students are created through the screens where a flow is about
// creating or changing them, and seeded straight into Firestore where a test needs many.
import { FieldValue } from "firebase-admin/firestore";
import { test, expect } from "./fixtures";
import { idFromUrl } from "./support/tela";
import {
  createEmpresas,
  hojeNaTela,
  matriculaDoAno,
  readAluno,
  readAlunos,
  readCpfKey,
  readEscola,
  readEnturmacoes,
  readProximaMatricula,
  readTurma,
  seedAlunos,
  seedAnoComTurmas,
  seedEscolas,
  testDb,
} from "../test/support/firebase";

test.describe("creating a student", () => {
  test("through the screens: the server's matrícula in the message and on the new student's sheet, then in the list", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
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
    // No Turma on the form: a student is put in a turma on the turma's page (Enturmar alunos).
    await expect(alunoForm.main.getByLabel("Turma", { exact: true })).toHaveCount(0);
    await alunoForm.fill({
      nome: "  João   Pedro  Souza ",
      dataNascimento: "2014-05-20",
      escola: "Escola Aurora",
      cpf: "529.982.247-25",
      responsavelNome: "Maria Souza",
      responsavelTelefone: "(11) 93456-7890",
      responsavelEmail: "maria@exemplo.com.br",
    });
    await alunoForm.salvar.click();

    // Saved, it lands on the new student's sheet, with the matrícula said and shown.
    const matricula = matriculaDoAno(1);
    await expect(page).toHaveURL(/\/alunos\/[^/?]+$/);
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matricula}.`)).toBeVisible();
    await expect(alunoFicha.heading).toHaveText("João Pedro Souza");
    await expect(alunoFicha.matricula).toHaveText(matricula);

    const stored = await readAlunos(idEmpresa);
    expect(stored).toHaveLength(1);
    const id = stored[0]!.id;
    expect(idFromUrl(page)).toBe(id);
    expect(stored[0]).toMatchObject({
      idEmpresa,
      idEscola: aurora,
      nome: "João Pedro Souza",
      dataNascimento: "2014-05-20",
      matricula,
      cpf: "52998224725",
      // The former single guardian's fields, typed on `Novo aluno`, are the first responsável (issue 43).
      responsaveis: [{ nome: "Maria Souza", parentesco: null, cpf: null, telefone: "11934567890", email: "maria@exemplo.com.br", legal: true, buscar: false, moraJunto: false }],
      situacao: "ativo",
      versao: 1,
      criadoPor: user.uid,
      atualizadoPor: user.uid,
    });
    expect(stored[0]).not.toHaveProperty("turma");
    expect(stored[0]).not.toHaveProperty("cursandoPorAno");
    expect(await readCpfKey(idEmpresa, "52998224725")).toEqual({ idEmpresa, idAluno: id, cpf: "52998224725" });
    expect(await readProximaMatricula(idEmpresa)).toBe(2);
    expect(await readEscola(aurora!)).toMatchObject({ alunosAtivos: 1 });

    // In the list, with the same number (and no turma yet).
    await alunos.goto();
    await expect(alunos.table.getByRole("columnheader")).toHaveText(["Nome", "Matrícula", "Escola", "Turma", "Situação"]);
    await expect(alunos.row("João Pedro Souza").getByRole("cell")).toHaveText(["João Pedro Souza", matricula, "Escola Aurora", "—", "Ativo"]);
    await expect(alunos.encontrados).toHaveText("1 aluno");

    // The name links to the student's sheet: everything read, no field; the matrícula shown, never an input.
    await alunos.open("João Pedro Souza");
    await expect(page).toHaveURL(new RegExp(`/alunos/${id}$`));
    await expect(alunoFicha.heading).toHaveText("João Pedro Souza");
    await expect(alunoFicha.matricula).toHaveText(matricula);
    await expect(alunoFicha.campos).toHaveCount(0);
    await expect(alunoFicha.valor("Nome completo", alunoFicha.dados)).toHaveText("João Pedro Souza");
    await expect(alunoFicha.valor("Data de nascimento", alunoFicha.dados)).toHaveText("20/05/2014");
    await expect(alunoFicha.valor("Escola", alunoFicha.dados)).toHaveText("Escola Aurora");
    await expect(alunoFicha.valor("Turma", alunoFicha.dados)).toHaveCount(0);
    await expect(alunoFicha.turmas).toContainText("O aluno ainda não foi enturmado.");
    await expect(alunoFicha.linhasDeTurma).toHaveCount(0);
    await expect(alunoFicha.cpf).toHaveText("***.982.247-**");
    await expect(alunoFicha.valor("Situação", alunoFicha.dados)).toHaveText("Ativo");
    await expect(alunoFicha.valor("Nome do responsável", alunoFicha.responsavel)).toHaveText("Maria Souza");
    await expect(alunoFicha.valor("Telefone do responsável", alunoFicha.responsavel)).toHaveText("(11) 93456-7890");
    await expect(alunoFicha.valor("E-mail do responsável", alunoFicha.responsavel)).toHaveText("maria@exemplo.com.br");
    await expect(alunoFicha.historico.getByRole("heading", { level: 2 })).toHaveText("Histórico");
    await expect(alunoFicha.entradas).toHaveCount(1);
    await expect(alunoFicha.entradas.first()).toContainText("Cadastro");

    // Its form (`Editar`) holds the same values; the matrícula is shown there too, never an input.
    await alunoFicha.abrirEditar();
    await expect(page).toHaveURL(new RegExp(`/alunos/${id}/editar$`));
    await expect(alunoForm.heading).toHaveText("João Pedro Souza");
    await expect(alunoForm.matricula).toHaveText(matricula);
    await expect(page.getByRole("main").getByRole("textbox", { name: /Matrícula/ })).toHaveCount(0);
    await expect(page.getByRole("main").locator(`input[value="${matricula}"]`)).toHaveCount(0);
    await expect(alunoForm.nome).toHaveValue("João Pedro Souza");
    await expect(alunoForm.dataNascimento).toHaveValue("2014-05-20");
    await expect(alunoForm.escola).toHaveValue(aurora!);
    await expect(alunoForm.main.getByLabel("Turma", { exact: true })).toHaveCount(0);
    await expect(alunoForm.cpf).toHaveValue("***.982.247-**");
    await expect(alunoForm.responsavelNome).toHaveValue("Maria Souza");
    await expect(alunoForm.responsavelTelefone).toHaveValue("(11) 93456-7890");
    await expect(alunoForm.responsavelEmail).toHaveValue("maria@exemplo.com.br");
    await expect(alunoForm.situacao).toHaveValue("ativo");
    await expect(alunoForm.situacao.getByRole("option")).toHaveText(["Ativo", "Transferido", "Inativo"]);
    await expect(alunoForm.cancelar).toBeVisible();

    // The next student gets the next number.
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Ana Beatriz Lima", dataNascimento: "2015-01-31", escola: "Escola Boreal" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
    await expect(alunoFicha.heading).toHaveText("Ana Beatriz Lima");
    await alunos.goto();
    await expect(alunos.names).toHaveText(["Ana Beatriz Lima", "João Pedro Souza"]);
    await expect(alunos.row("Ana Beatriz Lima").getByRole("cell")).toHaveText(["Ana Beatriz Lima", matriculaDoAno(2), "Escola Boreal", "—", "Ativo"]);
  });

  test("each wrong field gets its message next to it, what was typed stays, and nothing is saved", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [aurora] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
    await alunoForm.gotoNovo();

    // Nothing typed: name, birth date and school are required; the rest is not.
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.nome, "Informe o nome do aluno.");
    await alunoForm.expectError(alunoForm.dataNascimento, "Data de nascimento inválida.");
    await alunoForm.expectError(alunoForm.escola, "Escolha a escola.");
    for (const field of [alunoForm.cpf, alunoForm.responsavelNome, alunoForm.responsavelTelefone, alunoForm.responsavelEmail]) {
      await alunoForm.expectNoError(field);
    }
    await expect(alunoForm.nome).toBeFocused();

    // Everything wrong at once; the school and the guardian's name are right.
    await alunoForm.fill({
      nome: "Jo",
      dataNascimento: "2099-01-01",
      escola: "Escola Aurora",
      responsavelNome: "Rosa Campos",
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
    await alunoForm.expectNoError(alunoForm.responsavelNome);
    await expect(alunoForm.nome).toHaveValue("Jo");
    await expect(alunoForm.dataNascimento).toHaveValue("2099-01-01");
    await expect(alunoForm.escola).toHaveValue(aurora!);
    await expect(alunoForm.responsavelNome).toHaveValue("Rosa Campos");
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
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(1)}.`)).toBeVisible();
    await alunos.goto();
    await expect(alunos.row("Lia Campos").getByRole("cell")).toHaveText(["Lia Campos", matriculaDoAno(1), "Escola Aurora", "—", "Ativo"]);
    expect(await readAlunos(idEmpresa)).toEqual([expect.objectContaining({ nome: "Lia Campos", responsaveis: [expect.objectContaining({ nome: "Rosa Campos", telefone: "1134567890" })], cpf: null })]);
  });

  test("a CPF already in the company is refused next to the field, on a new student and on an edit; another company's is not a duplicate", async ({ page, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [unica] = await seedEscolas(idEmpresa, [{ nome: "Escola Única" }]);
    const [vizinha] = await createEmpresas(["Empresa Vizinha"]);
    const [escolaVizinha] = await seedEscolas(vizinha!.id, [{ nome: "Escola Vizinha" }]);
    const [dono] = await seedAlunos(idEmpresa, [{ nome: "Primeiro Dono", idEscola: unica!, cpf: "529.982.247-25" }]);
    await seedAlunos(vizinha!.id, [{ nome: "Aluno Vizinho", idEscola: escolaVizinha!, cpf: "111.444.777-35" }]);

    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Segundo Dono", dataNascimento: "2012-10-12", escola: "Escola Única", responsavelNome: "Célia Dono", cpf: "52998224725" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.cpf, `Já existe um aluno com este número de CPF (matrícula ${dono!.matricula}).`);
    await alunoForm.expectNoError(alunoForm.nome);
    await expect(alunoForm.nome).toHaveValue("Segundo Dono");
    await expect(alunoForm.responsavelNome).toHaveValue("Célia Dono");
    await expect(alunoForm.cpf).toHaveValue("52998224725");
    await expect(page).toHaveURL(/\/alunos\/novo$/);
    expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Primeiro Dono"]);

    // The neighbour company's CPF is free here; the refusal spent no number.
    await alunoForm.fill({ cpf: "111.444.777-35" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
    await expect(alunoFicha.heading).toHaveText("Segundo Dono");

    // On an edit, the first student's CPF is taken too.
    const segundo = idFromUrl(page);
    await alunoFicha.abrirEditar();
    await expect(alunoForm.cpf).toHaveValue("***.444.777-**");
    await alunoForm.fill({ cpf: "529.982.247-25", responsavelNome: "Célia Dono Segunda" });
    await alunoForm.salvar.click();
    await alunoForm.expectError(alunoForm.cpf, `Já existe um aluno com este número de CPF (matrícula ${dono!.matricula}).`);
    await expect(alunoForm.responsavelNome).toHaveValue("Célia Dono Segunda");
    expect(await readAluno(segundo)).toMatchObject({ cpf: "11144477735", responsaveis: [expect.objectContaining({ nome: "Célia Dono" })], versao: 1 });
    expect(await readCpfKey(idEmpresa, "52998224725")).toMatchObject({ idAluno: dono!.id });
  });
});

test.describe("editing a student", () => {
  test("Editar on the sheet saves the changes, back on the sheet with 'Aluno atualizado.', and the history lists them newest first", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
    const { user, empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [norte, sul] = await seedEscolas(idEmpresa, [{ nome: "Escola Norte" }, { nome: "Escola Sul" }]);
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Carla Dias Nunes", dataNascimento: "2013-11-02", escola: "Escola Norte" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno cadastrado.")).toBeVisible();

    await alunos.goto();
    await alunos.open("Carla Dias Nunes");
    const id = idFromUrl(page);
    const matricula = (await alunoFicha.matricula.textContent())!;
    await alunoFicha.abrirEditar();
    await expect(alunoForm.heading).toHaveText("Carla Dias Nunes");
    await expect(alunoForm.matricula).toHaveText(matricula);
    await expect(alunoForm.cancelar).toBeVisible();
    await expect(alunoForm.mostrarCpf).toHaveCount(0); // no CPF to show
    await alunoForm.fill({
      nome: "Carla Dias Nunes Rocha",
      dataNascimento: "2013-11-03",
      escola: "Escola Sul",
      cpf: "123.456.789-09",
      responsavelTelefone: "11 3456-7890",
    });
    await alunoForm.salvar.click();

    await expect(page).toHaveURL(new RegExp(`/alunos/${id}$`));
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.heading).toHaveText("Carla Dias Nunes Rocha");
    await expect(alunoFicha.matricula).toHaveText(matricula);
    await expect(alunoFicha.valor("Escola", alunoFicha.dados)).toHaveText("Escola Sul");
    await expect(alunoFicha.valor("Telefone do responsável", alunoFicha.responsavel)).toHaveText("(11) 3456-7890");
    expect(await readAluno(id)).toMatchObject({
      nome: "Carla Dias Nunes Rocha",
      dataNascimento: "2013-11-03",
      idEscola: sul,
      cpf: "12345678909",
      responsaveis: [expect.objectContaining({ nome: "", telefone: "1134567890", legal: true })],
      matricula,
      versao: 2,
      atualizadoPor: user.uid,
    });
    expect(await readEscola(norte!)).toMatchObject({ alunosAtivos: 0 });
    expect(await readEscola(sul!)).toMatchObject({ alunosAtivos: 1 });

    // The history on the same sheet.
    await expect(alunoFicha.entradas).toHaveCount(2);
    const [alteracao, cadastro] = [alunoFicha.entradas.nth(0), alunoFicha.entradas.nth(1)];
    await expect(alteracao).toContainText("Alteração");
    await expect(alteracao).toContainText(user.displayName);
    await expect(alunoFicha.linhas(alteracao)).toHaveText([
      "Nome completo: Carla Dias Nunes → Carla Dias Nunes Rocha",
      "Data de nascimento: 02/11/2013 → 03/11/2013",
      "Escola: Escola Norte → Escola Sul",
      "Telefone do responsável: (vazio) → (11) 3456-7890",
      "CPF alterado",
    ]);
    await expect(cadastro).toContainText("Cadastro");
    // The CPF is recorded as changed, without its numbers.
    for (const part of ["123.456.789", "12345678909", "456.789"]) await expect(alunoFicha.historico).not.toContainText(part);

    // And in the list (the message stays on the sheet until the next navigation: not here).
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await alunos.goto();
    await expect(alunos.status("Aluno atualizado.")).toHaveCount(0);
    await expect(alunos.row("Carla Dias Nunes Rocha").getByRole("cell")).toHaveText(["Carla Dias Nunes Rocha", matricula, "Escola Sul", "—", "Ativo"]);
  });

  test("a form opened before someone changed the student (in Firestore) is refused and overwrites nothing", async ({ page, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Disputada" }]);
    const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Aluno Disputado", idEscola: escola!, responsavelNome: "Ana Primeira" }]);
    await alunoForm.gotoEditar(aluno!.id);
    await testDb().doc(`alunos/${aluno!.id}`).update({ responsaveis: [{ nome: "Bia da Outra", parentesco: null, cpf: null, telefone: null, email: null, legal: true, buscar: false, moraJunto: false }], versao: FieldValue.increment(1) });

    await alunoForm.fill({ responsavelNome: "Carla Minha" });
    await alunoForm.salvar.click();
    await expect(alunoForm.alert("Este aluno foi alterado por outra pessoa. Recarregue a página.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}/editar$`));
    await expect(alunoForm.responsavelNome).toHaveValue("Carla Minha"); // what was typed is not lost
    expect(await readAluno(aluno!.id)).toMatchObject({ responsaveis: [expect.objectContaining({ nome: "Bia da Outra" })], versao: 2 });

    await page.reload();
    await expect(alunoForm.responsavelNome).toHaveValue("Bia da Outra");
    await alunoForm.fill({ responsavelNome: "Carla Minha" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(alunoFicha.valor("Nome do responsável", alunoFicha.responsavel)).toHaveText("Carla Minha");
    expect(await readAluno(aluno!.id)).toMatchObject({ responsaveis: [expect.objectContaining({ nome: "Carla Minha" })], versao: 3 });
  });

  test("a student in a turma: the list and the sheet show it; renamed, it stays; Transferido, its entry ends the same day and the turma's count follows", async ({ alunos, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Turmas" }]);
    const { ano, turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "5º ano A", vagas: 25 }] });
    const [aluno] = await seedAlunos(idEmpresa, [
      { nome: "Gabriel Matos", idEscola: escola!, turma: turmas[0] },
      { nome: "Helena Sem Turma", idEscola: escola! },
    ]);
    expect(await readTurma(turmas[0]!.id)).toMatchObject({ cursando: 1, vagas: 25 });

    await alunos.goto();
    await expect(alunos.row("Gabriel Matos").getByRole("cell")).toHaveText(["Gabriel Matos", aluno!.matricula, "Escola das Turmas", "5º ano A", "Ativo"]);
    await expect(alunos.row("Helena Sem Turma").getByRole("cell").nth(3)).toHaveText("—");
    await alunos.open("Gabriel Matos");
    await expect(alunoFicha.linhasDeTurma).toHaveText([`${ano} · 5º ano A · Escola das Turmas · Cursando · desde ${hojeNaTela()}`]);

    // Renamed: still in the turma, under its new name.
    await alunoFicha.abrirEditar();
    await alunoForm.fill({ nome: "Gabriel Matos Filho" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.linhasDeTurma).toHaveText([`${ano} · 5º ano A · Escola das Turmas · Cursando · desde ${hojeNaTela()}`]);
    expect(await readEnturmacoes(aluno!.id)).toEqual([expect.objectContaining({ nomeAluno: "Gabriel Matos Filho", situacao: "cursando", ate: null })]);

    // Transferido: the entry ends that day, in the same save; the turma has its place back.
    await alunoFicha.abrirEditar();
    await alunoForm.fill({ situacao: "Transferido" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.linhasDeTurma).toHaveText([`${ano} · 5º ano A · Escola das Turmas · Transferido · desde ${hojeNaTela()}`]);
    expect(await readTurma(turmas[0]!.id)).toMatchObject({ cursando: 0 });
    expect(await readAluno(aluno!.id)).toMatchObject({ situacao: "transferido", turmasCursando: [] });
    await alunos.goto("?situacao=todos");
    await expect(alunos.row("Gabriel Matos Filho").getByRole("cell")).toHaveText(["Gabriel Matos Filho", aluno!.matricula, "Escola das Turmas", "—", "Transferido"]);
  });
});
