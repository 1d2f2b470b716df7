// The Alunos tab: the CPF kept masked, deleting, roles, tenant isolation, the school page's and
// Home's counts, and the narrow screen. (Creating and editing are e2e/alunos-cadastro.spec.ts; the
// list's filters, search and pages, e2e/alunos-lista.spec.ts.) Every test has its own user and
// company; students are created through the screens where a flow is about creating or changing
// them, and seeded straight into Firestore where a test needs many.
import type { APIRequestContext } from "@playwright/test";
import { test, expect, forgeAction, learnAlunoActionIds, AlunoFichaPage, AlunoFormPage, type Scenario } from "./fixtures";
import { actionIdOf } from "./support/actions";
import { expectNoPageOverflow, idFromUrl } from "./support/tela";
import {
  createEmpresas,
  createUser,
  hojeNaTela,
  link,
  matriculaDoAno,
  readAluno,
  readAlunos,
  readAtividades,
  readCpfKey,
  readEscola,
  readTurma,
  seedAlunos,
  seedAnoComTurmas,
  seedEscolas,
  type TestPapel,
} from "../test/support/firebase";

const WELCOME = "Bem-vindo à tela de Alunos!";
const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
const NAO_ENCONTRADO = "Aluno não encontrado.";

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

test.describe("the CPF", () => {
  test("shown masked; 'Mostrar CPF' for administrador and secretaria only; the mask kept saves the CPF, clearing removes it; never in the list's HTML", async ({ page, alunos, alunoForm, alunoFicha, signedIn, pageOf }) => {
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

    // The sheet: masked, 'Mostrar CPF' shows it, 'Ocultar CPF' masks it again.
    await alunoFicha.goto(comCpf!.id);
    await expect(alunoFicha.cpf).toHaveText("***.456.789-**");
    expect(await page.content()).not.toContain("12345678909");
    expect(await page.content()).not.toContain("123.456.789-09");
    const revelar = await actionIdOf(page, () => alunoFicha.mostrarCpf.click());
    await expect(alunoFicha.cpf).toHaveText("123.456.789-09");
    await alunoFicha.ocultarCpf.click();
    await expect(alunoFicha.cpf).toHaveText("***.456.789-**");
    await expect(alunoFicha.mostrarCpf).toBeVisible();

    // The form (`Editar`): masked, and its own 'Mostrar CPF'.
    await alunoFicha.abrirEditar();
    await expect(alunoForm.cpf).toHaveValue("***.456.789-**");
    expect(await page.content()).not.toContain("12345678909");
    expect(await page.content()).not.toContain("123.456.789-09");
    await alunoForm.mostrarCpf.click();
    await expect(alunoForm.cpf).toHaveValue("123.456.789-09");
    await alunoForm.fill({ responsavelNome: "Rosa Lima" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(alunoFicha.cpf).toHaveText("***.456.789-**");
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: "12345678909", responsaveis: [expect.objectContaining({ nome: "Rosa Lima" })] });
    await alunoFicha.goto(semCpf!.id);
    await expect(alunoFicha.valor("CPF", alunoFicha.documentosPessoais)).toHaveText("Não informado");
    await expect(alunoFicha.mostrarCpf).toHaveCount(0);
    await alunoFicha.abrirEditar();
    await expect(alunoForm.cpf).toHaveValue("");
    await expect(alunoForm.mostrarCpf).toHaveCount(0);

    // Secretaria: the same buttons; saving with the mask untouched keeps the CPF.
    const secPage = await pageOf(secretaria);
    const [secFicha, sec] = [new AlunoFichaPage(secPage), new AlunoFormPage(secPage)];
    await secFicha.goto(comCpf!.id);
    await expect(secFicha.cpf).toHaveText("***.456.789-**");
    await secFicha.mostrarCpf.click();
    await expect(secFicha.cpf).toHaveText("123.456.789-09");
    await secFicha.goto(comCpf!.id);
    await secFicha.abrirEditar();
    await expect(sec.cpf).toHaveValue("***.456.789-**");
    await sec.mostrarCpf.click();
    await expect(sec.cpf).toHaveValue("123.456.789-09");
    await sec.page.reload();
    await expect(sec.cpf).toHaveValue("***.456.789-**");
    await sec.fill({ responsavelNome: "Rosa Maria Lima" });
    await sec.salvar.click();
    await expect(secFicha.status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: "12345678909", responsaveis: [expect.objectContaining({ nome: "Rosa Maria Lima" })] });
    expect(await readCpfKey(idEmpresa, "12345678909")).toMatchObject({ idAluno: comCpf!.id });

    // Clearing the field removes the CPF (and frees it).
    await secFicha.abrirEditar();
    await sec.fill({ cpf: "" });
    await sec.salvar.click();
    await expect(secFicha.status("Aluno atualizado.")).toBeVisible();
    await expect(secFicha.valor("CPF", secFicha.documentosPessoais)).toHaveText("Não informado");
    await expect(secFicha.mostrarCpf).toHaveCount(0);
    expect(await readAluno(comCpf!.id)).toMatchObject({ cpf: null, responsaveis: [expect.objectContaining({ nome: "Rosa Maria Lima" })] });
    expect(await readCpfKey(idEmpresa, "12345678909")).toBeUndefined();

    // Only the last change touched the CPF.
    await alunoFicha.goto(comCpf!.id);
    await expect(alunoFicha.entradas).toHaveCount(3);
    await expect(alunoFicha.linhas(alunoFicha.entradas.nth(0))).toHaveText(["CPF alterado"]);
    await expect(alunoFicha.linhas(alunoFicha.entradas.nth(1))).toHaveText(["Nome do responsável: Rosa Lima → Rosa Maria Lima"]);
    await expect(alunoFicha.linhas(alunoFicha.entradas.nth(2))).toHaveText(["Nome do responsável: (vazio) → Rosa Lima"]);

    // Consulta sees the mask, no button and no field.
    const leitor = new AlunoFichaPage(await pageOf(consulta));
    await leitor.goto(outroCpf!.id);
    await expect(leitor.cpf).toHaveText("***.982.247-**");
    await expect(leitor.campos).toHaveCount(0);
    await expect(leitor.mostrarCpf).toHaveCount(0);
    await expect(leitor.ocultarCpf).toHaveCount(0);
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
  test("an administrator deletes through the dialog (Cancelar keeps it); the history keeps no personal data; the number is not reused", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Memória" }]);
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Rui Barbosa Neto", dataNascimento: "2011-07-07", escola: "Escola Memória", responsavelNome: "Rosa Barbosa", cpf: "529.982.247-25" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(1)}.`)).toBeVisible();
    const id = idFromUrl(page);
    await alunoFicha.abrirEditar();
    await alunoForm.fill({ responsavelNome: "Ruth Barbosa" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();

    // On the sheet.
    await alunos.goto();
    await alunos.open("Rui Barbosa Neto");
    await expect(alunoFicha.dialog).toHaveCount(0);
    await alunoFicha.excluir.click();
    await expect(alunoFicha.dialog).toBeVisible();
    await expect(alunoFicha.dialog).toContainText("Esta ação não pode ser desfeita.");
    await expect(alunoFicha.confirmarExclusao).toBeVisible();
    await alunoFicha.cancelarExclusao.click();
    await expect(alunoFicha.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/alunos/${id}$`));
    expect(await readAluno(id)).toBeTruthy();

    await alunoFicha.excluir.click();
    await expect(alunoFicha.dialog).toBeVisible();
    await alunoFicha.confirmarExclusao.click();
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
    for (const personal of ["Rui", "Barbosa", "Rosa", "Ruth", "52998224725", "2011-07-07"]) expect(text, personal).not.toContain(personal);

    const response = await page.goto(`/alunos/${id}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(NAO_ENCONTRADO);

    // The CPF is free again; the deleted student's number is never given again.
    await alunoForm.gotoNovo();
    await alunoForm.fill({ nome: "Outro Aluno", dataNascimento: "2011-07-08", escola: "Escola Memória", cpf: "52998224725" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status(`Aluno cadastrado. Matrícula ${matriculaDoAno(2)}.`)).toBeVisible();
    await expect(alunoFicha.matricula).toHaveText(matriculaDoAno(2));
  });

  test("secretaria and consulta see no 'Excluir aluno', and a forged delete by them is refused", async ({ page, alunoFicha, signedIn, pageOf }) => {
    const { idEmpresa, users } = await colleagues(["administrador", "secretaria", "consulta"]);
    const [admin, secretaria, consulta] = users as [Scenario, Scenario, Scenario];
    const ids = await learnAlunoActionIds(await pageOf(admin), idEmpresa);
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Protegida" }]);
    const { turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "8º ano A", etapaDeEnsino: "ef-8" }] });
    const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Aluno Protegido", idEscola: escola!, turma: turmas[0] }]);
    const before = await readAluno(aluno!.id);

    await signedIn(secretaria);
    await alunoFicha.goto(aluno!.id);
    await expect(alunoFicha.editar).toBeVisible();
    await expect(alunoFicha.excluir).toHaveCount(0);
    const bySecretaria = await forgeAction(page.context().request, `/alunos/${aluno!.id}`, ids.excluir, { id: aluno!.id });
    expect(bySecretaria.status).toBeLessThan(500);
    expect(bySecretaria.text).toContain(`"message":"${SEM_PERMISSAO}"`);

    const leitor = new AlunoFichaPage(await pageOf(consulta));
    await leitor.goto(aluno!.id);
    await expect(leitor.voltar).toBeVisible();
    await expect(leitor.editar).toHaveCount(0);
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
    expect(await readTurma(turmas[0]!.id)).toMatchObject({ cursando: 1 }); // the forged Inativo ended nothing
  });
});

test.describe("consulta", () => {
  test("reads only: no 'Novo aluno', the student's sheet without 'Editar' and with a way back, and /editar and /alunos/novo refuse", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Só Leitura" }]);
    const { ano, turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "9º ano A", etapaDeEnsino: "ef-9" }] });
    const [aluno] = await seedAlunos(idEmpresa, [
      { nome: "Aluno Só Leitura", idEscola: escola!, turma: turmas[0], responsavelNome: "Mãe Leitora", responsavelTelefone: "21987654321", responsavelEmail: "mae@exemplo.com" },
    ]);

    await alunos.goto();
    await expect(alunos.names).toHaveText(["Aluno Só Leitura"]);
    await expect(alunos.novo).toHaveCount(0);
    await alunos.open("Aluno Só Leitura");
    await expect(alunoFicha.heading).toHaveText("Aluno Só Leitura");
    await expect(alunoFicha.matricula).toHaveText(aluno!.matricula);
    await expect(page.getByText("Você pode consultar este aluno, mas não alterá-lo.")).toBeVisible();
    await expect(alunoFicha.valor("Escola", alunoFicha.dados)).toHaveText("Escola Só Leitura");
    await expect(alunoFicha.linhasDeTurma).toHaveText([`${ano} · 9º ano A · Escola Só Leitura · Cursando · desde ${hojeNaTela()}`]);
    await expect(alunoFicha.valor("Situação", alunoFicha.dados)).toHaveText("Ativo");
    await expect(alunoFicha.valor("CPF", alunoFicha.documentosPessoais)).toHaveText("Não informado");
    await expect(alunoFicha.valor("Nome do responsável", alunoFicha.responsavel)).toHaveText("Mãe Leitora");
    await expect(alunoFicha.valor("Telefone do responsável", alunoFicha.responsavel)).toHaveText("(21) 98765-4321");
    await expect(alunoFicha.valor("E-mail do responsável", alunoFicha.responsavel)).toHaveText("mae@exemplo.com");
    // No field, no Editar, Salvar, Cancelar nor Excluir.
    await expect(alunoFicha.campos).toHaveCount(0);
    await expect(alunoFicha.editar).toHaveCount(0);
    await expect(alunoForm.salvar).toHaveCount(0);
    await expect(alunoForm.cancelar).toHaveCount(0);
    await expect(alunoFicha.excluir).toHaveCount(0);
    await alunoFicha.voltar.click();
    await expect(page).toHaveURL(/\/alunos$/);

    // The form's address refuses, with a way back to the sheet.
    await page.goto(`/alunos/${aluno!.id}/editar`);
    await expect(alunoForm.alert(SEM_PERMISSAO)).toBeVisible();
    await expect(alunoForm.nome).toHaveCount(0);
    await expect(alunoForm.salvar).toHaveCount(0);
    await expect(alunoForm.voltarParaFicha).toHaveAttribute("href", `/alunos/${aluno!.id}`);
    await alunoForm.voltarParaFicha.click();
    await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}$`));
    await expect(alunoFicha.heading).toHaveText("Aluno Só Leitura");

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
  test("a school's page counts its active students, links to them, and cannot be deactivated while it has any", async ({ page, alunos, alunoForm, alunoFicha, escolaFicha, inShell }) => {
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

    await escolaFicha.goto(norte!);
    await expect(escolaFicha.alunosAtivos).toHaveText("2 alunos ativos");
    await escolaFicha.desativarEConfirmar();
    await expect(page.getByRole("alert").filter({ hasText: "Esta escola tem alunos ativos." })).toBeVisible();
    await expect(escolaFicha.situacao).toHaveText("Ativa");
    expect(await readEscola(norte!)).toMatchObject({ ativa: true, alunosAtivos: 2 });

    await page.getByRole("link", { name: "Ver os alunos desta escola" }).click();
    await expect(page).toHaveURL(new RegExp(`/alunos\\?escola=${norte}$`));
    await expect(alunos.escola).toHaveValue(norte!);
    await expect(alunos.names).toHaveText(["Aluno Norte Dois", "Aluno Norte Um"]);
    await expect(alunos.encontrados).toHaveText("2 alunos");

    await escolaFicha.goto(sul!);
    await expect(escolaFicha.alunosAtivos).toHaveText("1 aluno ativo");

    // A school whose students are all inactive can be deactivated; their page keeps it, marked.
    await escolaFicha.goto(leste!);
    await expect(escolaFicha.alunosAtivos).toHaveText("0 alunos ativos");
    await escolaFicha.desativarEConfirmar();
    await expect(escolaFicha.situacao).toHaveText("Inativa");
    await alunoFicha.goto(ex!.id);
    await expect(alunoFicha.valor("Escola", alunoFicha.dados)).toHaveText("Escola Leste (inativa)");
    await alunoFicha.abrirEditar();
    await expect(alunoForm.escola).toHaveValue(leste!);
    await expect(alunoForm.escola.getByRole("option", { selected: true })).toHaveText("Escola Leste (inativa)");
    await expect(alunoForm.escola.getByRole("option")).toHaveText(["Selecione a escola", "Escola Leste (inativa)", "Escola Norte", "Escola Sul"]);
    await alunoForm.fill({ responsavelNome: "Responsável Arquivado" });
    await alunoForm.salvar.click();
    await expect(alunoFicha.status("Aluno atualizado.")).toBeVisible();
    expect(await readAluno(ex!.id)).toMatchObject({ idEscola: leste, responsaveis: [expect.objectContaining({ nome: "Responsável Arquivado" })] });
    // New students cannot go there.
    await alunoForm.gotoNovo();
    await expect(alunoForm.escola.getByRole("option")).toHaveText(["Selecione a escola", "Escola Norte", "Escola Sul"]);
  });

  test("Home counts the active students and charts them per active school, with the numbers in a table", async ({ page, alunoForm, alunoFicha, inShell }) => {
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
    await expect(alunoFicha.status("Aluno cadastrado.")).toBeVisible();
    await page.goto("/home");
    await expect(page.getByTestId("indicador-alunos")).toHaveText("4");
    await expect(tabela.getByRole("rowheader")).toHaveCount(3);
    expect(await linhas()).toEqual([["Escola Alfa", "2"], ["Escola Beta", "1"], ["Escola Gama", "1"]]);
  });
});

test("at 360 px: no page overflow on the list, the forms (with errors), a student's sheet and Home; the table scrolls in its box", async ({ page, alunos, alunoForm, alunoFicha, inShell }) => {
  const { empresas } = await inShell({ nomes: ["Secretaria Municipal de Educação de São José dos Campos", "Outra Empresa"] });
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos" }]);
  // A turma's longest name (40 characters), in the list's column and the sheet's Turmas.
  const { turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "9º ano do Ensino Fundamental — tarde B12", etapaDeEnsino: "ef-9" }] });
  const [aluno] = await seedAlunos(idEmpresa, [
    { nome: "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes", idEscola: escola!, turma: turmas[0], cpf: "529.982.247-25", responsavelEmail: "responsavel.com.um.email.bem.comprido@exemplo.com.br" },
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

  await alunoFicha.goto(aluno!.id);
  await expect(alunoFicha.historico).toBeVisible();
  await expect(alunoFicha.linhasDeTurma).toContainText(["9º ano do Ensino Fundamental — tarde B12"]);
  await expect(alunoFicha.mostrarCpf).toBeVisible();
  await expectNoPageOverflow(page);

  await alunoFicha.abrirEditar();
  await expectNoPageOverflow(page);

  // Home, with a school name too long for one line (app bug: the chart's visually hidden table
  // grows to its unwrapped text and widens the page; see the report).
  await page.goto("/home");
  await expect(page.getByTestId("indicador-alunos")).toHaveText("2");
  await expect(page.getByTestId("grafico-alunos")).toBeVisible();
  await expectNoPageOverflow(page);
});
