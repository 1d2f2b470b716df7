// The Escolas tab: the list (search, filter, order, pages), the form (create, edit, errors, stale
// edits), Desativar/Reativar, unknown schools and the narrow screen. Every test has its own user
// and company; schools are created through the screens where the flow is about creating them, and
// seeded straight into Firestore where a test needs many.
import { FieldValue } from "firebase-admin/firestore";
import { test, expect, EscolaFichaPage, EscolaFormPage } from "./fixtures";
import { expectNoPageOverflow, idFromUrl } from "./support/tela";
import { createEmpresas, readEscola, readEscolas, seedEscolas, testDb, uniqueInep } from "../test/support/firebase";

const WELCOME = "Bem-vindo à tela de Escolas!";

test.describe("creating a school", () => {
  test("through the screens: saved for the session's company, then listed with 'Escola cadastrada.'", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { user, empresas } = await inShell();
    const inep = uniqueInep();
    await escolas.goto();
    await expect(page.getByRole("heading").first()).toHaveText(WELCOME); // still the tab's first heading
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await expect(escolas.empty).toBeVisible();

    await escolas.nova.click();
    await expect(page).toHaveURL(/\/escolas\/nova$/);
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await expect(escolaForm.cancelar).toBeVisible();
    await escolaForm.fill({ nome: "  Escola   Municipal  Aurora ", codigoInep: inep, municipio: "Campinas", uf: "SP", telefone: "11 93456 7890" });
    await escolaForm.salvar.click();

    await expect(page).toHaveURL(/\/escolas$/);
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();
    await expect(escolas.table.getByRole("columnheader")).toHaveText(["Nome", "Código INEP", "Município/UF", "Situação"]);
    await expect(escolas.row("Escola Municipal Aurora").getByRole("cell")).toHaveText(["Escola Municipal Aurora", inep, "Campinas/SP", "Ativa"]);

    const stored = await readEscolas(empresas[0]!.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      idEmpresa: empresas[0]!.id,
      nome: "Escola Municipal Aurora",
      codigoInep: inep,
      municipio: "Campinas",
      uf: "SP",
      telefone: "11934567890",
      ativa: true,
      criadoPor: user.uid,
      atualizadoPor: user.uid,
    });
    expect(stored[0]!.criadoEm).toBeTruthy();
    expect(stored[0]!.atualizadoEm).toBeTruthy();

    // The name links to the school's sheet, which shows the phone formatted; no field there.
    await escolas.link("Escola Municipal Aurora").click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${stored[0]!.id}$`));
    await expect(escolaFicha.heading).toHaveText("Escola Municipal Aurora");
    await expect(escolaFicha.situacao).toHaveText("Ativa");
    await expect(escolaFicha.campos).toHaveCount(0);
    await expect(escolaFicha.rotulos(escolaFicha.secao)).toHaveText(["Nome", "Código INEP", "Telefone", "Município", "UF"]);
    await expect(escolaFicha.valor("Nome", escolaFicha.secao)).toHaveText("Escola Municipal Aurora");
    await expect(escolaFicha.valor("Código INEP", escolaFicha.secao)).toHaveText(inep);
    await expect(escolaFicha.valor("Município", escolaFicha.secao)).toHaveText("Campinas");
    await expect(escolaFicha.valor("UF", escolaFicha.secao)).toHaveText("SP");
    await expect(escolaFicha.valor("Telefone", escolaFicha.secao)).toHaveText("(11) 93456-7890");
    await expect(page.getByRole("navigation")).toHaveCount(1);

    // Its form (`Editar`) holds the same values.
    await escolaFicha.abrirEditar();
    await expect(page).toHaveURL(new RegExp(`/escolas/${stored[0]!.id}/editar$`));
    await expect(escolaForm.heading).toHaveText("Escola Municipal Aurora");
    await expect(escolaForm.nome).toHaveValue("Escola Municipal Aurora");
    await expect(escolaForm.codigoInep).toHaveValue(inep);
    await expect(escolaForm.municipio).toHaveValue("Campinas");
    await expect(escolaForm.uf).toHaveValue("SP");
    await expect(escolaForm.telefone).toHaveValue("(11) 93456-7890");
    await expect(page.getByRole("navigation")).toHaveCount(1);
  });

  test("each wrong field gets its message next to it, what was typed stays, and nothing is saved", async ({ page, escolas, escolaForm, inShell }) => {
    const { empresas } = await inShell();
    await escolaForm.gotoNova();

    // Nothing typed: the name is required, the optional fields are not.
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "Informe o nome da escola.");
    for (const field of [escolaForm.codigoInep, escolaForm.municipio, escolaForm.uf, escolaForm.telefone]) await escolaForm.expectNoError(field);

    // Every field wrong at once. (The UF select offers only valid codes: a forged option stands in
    // for a tampered request.)
    await escolaForm.fill({ nome: "ab", codigoInep: "01234567", municipio: "Campinas", telefone: "123" });
    await escolaForm.uf.evaluate((select: HTMLSelectElement) => select.add(new Option("XX", "XX")));
    await escolaForm.uf.selectOption("XX");
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "O nome deve ter entre 3 e 120 caracteres.");
    await escolaForm.expectError(escolaForm.codigoInep, "O código INEP tem 8 dígitos.");
    await escolaForm.expectError(escolaForm.uf, "UF inválida.");
    await escolaForm.expectError(escolaForm.telefone, "Telefone inválido.");
    await escolaForm.expectNoError(escolaForm.municipio);
    await expect(escolaForm.nome).toHaveValue("ab");
    await expect(escolaForm.codigoInep).toHaveValue("01234567");
    await expect(escolaForm.municipio).toHaveValue("Campinas");
    await expect(escolaForm.telefone).toHaveValue("123");
    await expect(page).toHaveURL(/\/escolas\/nova$/);

    // Too long a name, too short a code.
    const longo = `Escola ${"x".repeat(114)}`; // 121 characters
    await escolaForm.fill({ nome: longo, codigoInep: "1234567", uf: "RJ", telefone: "" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "O nome deve ter entre 3 e 120 caracteres.");
    await escolaForm.expectError(escolaForm.codigoInep, "O código INEP tem 8 dígitos.");
    await escolaForm.expectNoError(escolaForm.uf);
    await escolaForm.expectNoError(escolaForm.telefone);
    await expect(escolaForm.nome).toHaveValue(longo);
    await expect(escolaForm.uf).toHaveValue("RJ");

    expect(await readEscolas(empresas[0]!.id)).toEqual([]);
    await escolaForm.cancelar.click();
    await expect(page).toHaveURL(/\/escolas$/);
    await expect(escolas.empty).toBeVisible();
  });

  test("a duplicate INEP code in the company is refused next to the field; another company's code is not a duplicate", async ({ page, escolas, escolaForm, inShell }) => {
    const { empresas } = await inShell();
    const [outra] = await createEmpresas(["Empresa Vizinha"]);
    const inep = uniqueInep();
    await seedEscolas(outra!.id, [{ nome: "Escola da Vizinha", codigoInep: inep }]);

    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola Primeira", codigoInep: inep });
    await escolaForm.salvar.click();
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();

    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola Segunda", codigoInep: inep, municipio: "Osasco" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.codigoInep, "Já existe uma escola com este código INEP.");
    await expect(escolaForm.nome).toHaveValue("Escola Segunda");
    await expect(escolaForm.codigoInep).toHaveValue(inep);
    await expect(escolaForm.municipio).toHaveValue("Osasco");
    await expect(page).toHaveURL(/\/escolas\/nova$/);
    expect((await readEscolas(empresas[0]!.id)).map((e) => e.nome)).toEqual(["Escola Primeira"]);
  });
});

test.describe("one name per municipality", () => {
  test("the same name in the same municipality (accents and case aside) is refused next to Nome; another municipality is fine", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola São Lucas", municipio: "Ribeirão Preto", uf: "SP" });
    await escolaForm.salvar.click();
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();

    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "ESCOLA SAO LUCAS", municipio: "ribeirao preto" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "Já existe uma escola com este nome neste município.");
    await escolaForm.expectNoError(escolaForm.municipio);
    await expect(escolaForm.nome).toHaveValue("ESCOLA SAO LUCAS");
    await expect(escolaForm.municipio).toHaveValue("ribeirao preto");
    await expect(page).toHaveURL(/\/escolas\/nova$/);

    await escolaForm.fill({ municipio: "Franca" });
    await escolaForm.salvar.click();
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();
    expect((await readEscolas(empresas[0]!.id)).map((e) => `${e.nome}/${e.municipio}`).sort()).toEqual(["ESCOLA SAO LUCAS/Franca", "Escola São Lucas/Ribeirão Preto"]);

    // An edit into the clash is refused the same way.
    await escolas.link("ESCOLA SAO LUCAS").click();
    await escolaFicha.abrirEditar();
    await expect(escolaForm.nome).toHaveValue("ESCOLA SAO LUCAS");
    await escolaForm.fill({ municipio: "RIBEIRÃO PRETO" });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.nome, "Já existe uma escola com este nome neste município.");
  });
});

test.describe("editing a school", () => {
  test("Editar on the sheet saves the changes, back on the sheet with 'Escola atualizada.' (it stays until its ×), and in the list; Cancelar saves nothing", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { user, empresas } = await inShell();
    const inep = uniqueInep();
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Antiga", codigoInep: inep, municipio: "Santos", uf: "SP", telefone: "11934567890" }]);

    await escolas.goto();
    await escolas.link("Escola Antiga").click();
    await escolaFicha.abrirEditar();
    await expect(escolaForm.heading).toHaveText("Escola Antiga");
    await expect(escolaForm.nome).toHaveValue("Escola Antiga");
    await expect(escolaForm.telefone).toHaveValue("(11) 93456-7890");

    // Cancelar goes back to the sheet, saving nothing.
    await escolaForm.fill({ nome: "Escola Que Não Fica" });
    await escolaForm.cancelar.click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${id}$`));
    await expect(escolaFicha.heading).toHaveText("Escola Antiga");
    expect(await readEscola(id!)).toMatchObject({ nome: "Escola Antiga", versao: 1 });

    // The code is kept: a school is no duplicate of itself.
    await escolaFicha.abrirEditar();
    await escolaForm.fill({ nome: "Escola Renovada", municipio: "Campinas", uf: "MG", telefone: "1134567890" });
    await escolaForm.salvar.click();

    await expect(page).toHaveURL(new RegExp(`/escolas/${id}$`));
    await expect(escolaFicha.status("Escola atualizada.")).toBeVisible();
    await expect(escolaFicha.heading).toHaveText("Escola Renovada");
    await expect(escolaFicha.valor("Município", escolaFicha.secao)).toHaveText("Campinas");
    await expect(escolaFicha.valor("UF", escolaFicha.secao)).toHaveText("MG");
    await expect(escolaFicha.valor("Telefone", escolaFicha.secao)).toHaveText("(11) 3456-7890");
    // The message stays until its ×.
    await escolaFicha.fecharMensagem.click();
    await expect(escolaFicha.status("Escola atualizada.")).toHaveCount(0);

    const stored = await readEscola(id!);
    expect(stored).toMatchObject({ nome: "Escola Renovada", codigoInep: inep, municipio: "Campinas", uf: "MG", telefone: "1134567890", versao: 2, atualizadoPor: user.uid, criadoPor: "seed" });
    await escolaForm.gotoEditar(id!);
    await expect(escolaForm.telefone).toHaveValue("(11) 3456-7890");

    await escolas.goto();
    await expect(escolas.row("Escola Renovada").getByRole("cell")).toHaveText(["Escola Renovada", inep, "Campinas/MG", "Ativa"]);
    await expect(escolas.link("Escola Antiga")).toHaveCount(0);
  });

  test("a changed INEP code must be free in the company, and frees the old one", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    const [x, y, z] = [uniqueInep(), uniqueInep(), uniqueInep()];
    const [, b] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola A", codigoInep: x }, { nome: "Escola B", codigoInep: y }]);

    await escolaForm.gotoEditar(b!);
    await escolaForm.fill({ codigoInep: x });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.codigoInep, "Já existe uma escola com este código INEP.");
    await expect(escolaForm.codigoInep).toHaveValue(x);
    expect(await readEscola(b!)).toMatchObject({ codigoInep: y, versao: 1 });

    await escolaForm.fill({ codigoInep: z });
    await escolaForm.salvar.click();
    await expect(escolaFicha.status("Escola atualizada.")).toBeVisible();
    await expect(escolaFicha.valor("Código INEP", escolaFicha.secao)).toHaveText(z);
    await escolas.goto();
    await expect(escolas.row("Escola B").getByRole("cell").nth(1)).toHaveText(z);

    // Y is free again; Z is taken.
    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola C", codigoInep: y });
    await escolaForm.salvar.click();
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();
    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola D", codigoInep: z });
    await escolaForm.salvar.click();
    await escolaForm.expectError(escolaForm.codigoInep, "Já existe uma escola com este código INEP.");
    await expect(page).toHaveURL(/\/escolas\/nova$/);
    expect((await readEscolas(empresas[0]!.id)).map((e) => `${e.nome}:${e.codigoInep}`).sort()).toEqual([`Escola A:${x}`, `Escola B:${z}`, `Escola C:${y}`]);
  });

  test("a form opened before someone changed the school (in Firestore) is refused and overwrites nothing", async ({ page, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Disputada", municipio: "Santos" }]);
    await escolaForm.gotoEditar(id!);
    await testDb().doc(`escolas/${id}`).update({ nome: "Escola Mudada por Outra", municipio: "Guarujá", versao: FieldValue.increment(1) });

    await escolaForm.fill({ nome: "Minha Versão" });
    await escolaForm.salvar.click();
    await expect(escolaForm.alert("Esta escola foi alterada por outra pessoa. Recarregue a página.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/escolas/${id}/editar$`));
    await expect(escolaForm.nome).toHaveValue("Minha Versão"); // what was typed is not lost
    expect(await readEscola(id!)).toMatchObject({ nome: "Escola Mudada por Outra", municipio: "Guarujá", versao: 2 });

    // After a reload the form has the new version and saves.
    await page.reload();
    await expect(escolaForm.nome).toHaveValue("Escola Mudada por Outra");
    await escolaForm.fill({ nome: "Minha Versão" });
    await escolaForm.salvar.click();
    await expect(escolaFicha.status("Escola atualizada.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/escolas/${id}$`));
    await expect(escolaFicha.heading).toHaveText("Minha Versão");
    expect(await readEscola(id!)).toMatchObject({ nome: "Minha Versão", municipio: "Guarujá", versao: 3 });
  });

  test("of two pages editing the school, the second to save is refused", async ({ page, escolaForm, inShell }) => {
    const { empresas } = await inShell();
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola em Duas Abas" }]);
    await escolaForm.gotoEditar(id!);
    const other = new EscolaFormPage(await page.context().newPage());
    await other.gotoEditar(id!);

    await other.fill({ nome: "Salva Primeiro" });
    await other.salvar.click();
    await expect(new EscolaFichaPage(other.page).status("Escola atualizada.")).toBeVisible();

    await escolaForm.fill({ nome: "Salva Depois" });
    await escolaForm.salvar.click();
    await expect(escolaForm.alert("Esta escola foi alterada por outra pessoa. Recarregue a página.")).toBeVisible();
    expect(await readEscola(id!)).toMatchObject({ nome: "Salva Primeiro", versao: 2 });
  });
});

test.describe("Desativar / Reativar", () => {
  test("Desativar asks first (Desativar a escola <nome>?): Cancelar leaves the school active, Desativar deactivates it; Reativar does not ask", async ({ page, escolas, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    const [id] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Perguntada", municipio: "Campinas" }]);
    await escolaFicha.goto(id!);
    await expect(escolaFicha.dialogoDesativar).toBeHidden();

    await escolaFicha.desativar.click();
    await expect(escolaFicha.dialogoDesativar).toBeVisible();
    await expect(escolaFicha.dialogoDesativar.getByText("Desativar a escola Escola Perguntada?", { exact: true })).toBeVisible();
    await expect(escolaFicha.dialogoDesativar.getByRole("button")).toHaveText(["Cancelar", "Desativar"]);

    // Cancelar (and Esc) close it; nothing is sent, the school stays active.
    await escolaFicha.cancelarDesativar.click();
    await expect(escolaFicha.dialogoDesativar).toBeHidden();
    await escolaFicha.desativar.click();
    await expect(escolaFicha.dialogoDesativar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(escolaFicha.dialogoDesativar).toBeHidden();
    await expect(escolaFicha.situacao).toHaveText("Ativa");
    await expect(escolas.status("Escola desativada.")).toHaveCount(0);
    expect(await readEscola(id!)).toMatchObject({ ativa: true, versao: 1 });

    // Desativar in the dialog deactivates.
    await escolaFicha.desativar.click();
    await escolaFicha.confirmarDesativar.click();
    await expect(escolaFicha.situacao).toHaveText("Inativa");
    await expect(escolas.status("Escola desativada.")).toBeVisible();
    await expect(escolaFicha.dialogoDesativar).toBeHidden();
    expect(await readEscola(id!)).toMatchObject({ ativa: false, versao: 2 });

    // Reativar is sent at once.
    await escolaFicha.reativar.click();
    await expect(escolaFicha.situacao).toHaveText("Ativa");
    await expect(escolas.status("Escola reativada.")).toBeVisible();
    expect(await readEscola(id!)).toMatchObject({ ativa: true, versao: 3 });
  });

  test("deactivate and reactivate a school, with the Situação filter following", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola Sempre Ativa" }]);
    await escolaForm.gotoNova();
    await escolaForm.fill({ nome: "Escola Vai e Volta" });
    await escolaForm.salvar.click();
    await expect(escolas.status("Escola cadastrada.")).toBeVisible();
    await expect(escolas.situacao).toHaveValue("ativas");
    await expect(escolas.situacao.getByRole("option")).toHaveText(["Ativas", "Inativas", "Todas"]);
    await expect(escolas.names).toHaveText(["Escola Sempre Ativa", "Escola Vai e Volta"]);

    await escolas.link("Escola Vai e Volta").click();
    await expect(escolaFicha.heading).toHaveText("Escola Vai e Volta");
    const id = idFromUrl(page);
    await escolaFicha.desativarEConfirmar();
    await expect(escolaFicha.situacao).toHaveText("Inativa");
    await expect(escolas.status("Escola desativada.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/escolas/${id}$`));
    await expect(escolaFicha.reativar).toBeVisible();
    await expect(escolaFicha.desativar).toHaveCount(0);
    expect(await readEscola(id)).toMatchObject({ ativa: false });

    // The list shows active schools by default; Inativas and Todas show it, kept in the address.
    await escolas.goto();
    await expect(escolas.names).toHaveText(["Escola Sempre Ativa"]);
    await escolas.situacao.selectOption("Inativas");
    await expect(page).toHaveURL(/\/escolas\?situacao=inativas$/);
    await expect(escolas.names).toHaveText(["Escola Vai e Volta"]);
    await expect(escolas.row("Escola Vai e Volta").getByRole("cell").last()).toHaveText("Inativa");
    await escolas.situacao.selectOption("Todas");
    await expect(page).toHaveURL(/\/escolas\?situacao=todas$/);
    await expect(escolas.names).toHaveText(["Escola Sempre Ativa", "Escola Vai e Volta"]);
    await page.reload();
    await expect(escolas.situacao).toHaveValue("todas");
    await expect(escolas.names).toHaveText(["Escola Sempre Ativa", "Escola Vai e Volta"]);

    await escolas.link("Escola Vai e Volta").click();
    await escolaFicha.reativar.click();
    await expect(escolaFicha.situacao).toHaveText("Ativa");
    await expect(escolas.status("Escola reativada.")).toBeVisible();
    await expect(escolaFicha.desativar).toBeVisible();
    expect(await readEscola(id)).toMatchObject({ ativa: true });
    await escolas.goto();
    await expect(escolas.names).toHaveText(["Escola Sempre Ativa", "Escola Vai e Volta"]);
  });
});

test.describe("searching the list", () => {
  const NOMES = [
    { nome: "Escola Estadual São Bento" },
    { nome: "Escola Municipal Bento Gonçalves", ativa: false },
    { nome: "Colégio Santo Antônio" },
    { nome: "Centro Educacional Aurora" },
  ];

  test("finds by any word's beginning, ignoring accents and case, with the Situação filter, keeping q in the address", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, NOMES);
    await escolas.goto();
    await expect(escolas.names).toHaveText(["Centro Educacional Aurora", "Colégio Santo Antônio", "Escola Estadual São Bento"]);

    // No button: the list follows the typing.
    await escolas.search.pressSequentially("sao");
    await expect(escolas.names).toHaveText(["Escola Estadual São Bento"]);
    await expect(page).toHaveURL(/\/escolas\?q=sao$/);

    await escolas.search.fill("BENTO");
    await expect(escolas.names).toHaveText(["Escola Estadual São Bento"]); // the other Bento is inactive
    await escolas.situacao.selectOption("Todas");
    await expect(escolas.names).toHaveText(["Escola Estadual São Bento", "Escola Municipal Bento Gonçalves"]);
    await expect(page).toHaveURL(/\/escolas\?q=BENTO&situacao=todas$/);
    await escolas.situacao.selectOption("Inativas");
    await expect(escolas.names).toHaveText(["Escola Municipal Bento Gonçalves"]);
    await expect(escolas.search).toHaveValue("BENTO");

    // Several words: each must begin some word of the name.
    await escolas.situacao.selectOption("Todas");
    await expect(escolas.names).toHaveText(["Escola Estadual São Bento", "Escola Municipal Bento Gonçalves"]);
    await escolas.search.fill("colegio ANTO");
    await expect(escolas.names).toHaveText(["Colégio Santo Antônio"]);
    await expect(page).toHaveURL(/\/escolas\?q=colegio\+ANTO&situacao=todas$/);

    // A word's middle is no beginning.
    await escolas.search.fill("ento");
    await expect(escolas.nothingFound).toBeVisible();
    await expect(escolas.table).toHaveCount(0);
    await expect(page).toHaveURL(/\/escolas\?q=ento&situacao=todas$/);

    // Reload keeps the search; clearing it shows everything again.
    await escolas.search.fill("gonçalves");
    await expect(escolas.names).toHaveText(["Escola Municipal Bento Gonçalves"]);
    await page.reload();
    await expect(escolas.search).toHaveValue("gonçalves");
    await expect(escolas.situacao).toHaveValue("todas");
    await expect(escolas.names).toHaveText(["Escola Municipal Bento Gonçalves"]);
    await escolas.search.fill("");
    await expect(escolas.names).toHaveCount(4);
    await expect(page).toHaveURL(/\/escolas\?situacao=todas$/);
  });

  test("typing with pauses keeps the focus and every letter", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, NOMES);
    await escolas.goto();
    await escolas.search.pressSequentially("escola");
    await expect(page).toHaveURL(/\/escolas\?q=escola$/); // the list followed the first pause
    await expect(escolas.names).toHaveText(["Escola Estadual São Bento"]);
    // The person goes on typing in the same field, as one does.
    await page.keyboard.type(" est");
    await expect(escolas.search).toHaveValue("escola est", { timeout: 3_000 });
    await expect(escolas.search).toBeFocused();
    await expect(page).toHaveURL(/\/escolas\?q=escola\+est$/);
  });

  test("an empty company says 'Nenhuma escola cadastrada.'; a search or filter with no match says 'Nenhuma escola encontrada.'", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    await escolas.goto();
    await expect(escolas.empty).toBeVisible();
    await expect(escolas.nothingFound).toHaveCount(0);
    await expect(escolas.table).toHaveCount(0);

    await seedEscolas(empresas[0]!.id, [{ nome: "Escola Adormecida", ativa: false }]);
    await page.reload();
    // The company has a school, just none active.
    await expect(escolas.nothingFound).toBeVisible();
    await expect(escolas.empty).toHaveCount(0);
    await escolas.goto("?situacao=todas&q=zzz");
    await expect(escolas.nothingFound).toBeVisible();
    await escolas.search.fill("adorm");
    await expect(escolas.names).toHaveText(["Escola Adormecida"]);
  });
});

test.describe("order and pages", () => {
  test("sorted by name in pt-BR order: accents and case do not matter", async ({ escolas, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(
      empresas[0]!.id,
      ["Zênite Escola", "beta Escola", "Ágata Escola", "Escola Central", "Águia Escola", "alfa escola", "Éden Escola", "ébano escola"].map((nome) => ({ nome })),
    );
    await escolas.goto();
    await expect(escolas.names).toHaveText(["Ágata Escola", "Águia Escola", "alfa escola", "beta Escola", "ébano escola", "Éden Escola", "Escola Central", "Zênite Escola"]);
  });

  test("30 schools: pages of 25 with Próxima/Anterior, the page in the address (reload, back and forward keep it)", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    const nomes = Array.from({ length: 30 }, (_, i) => `Escola Paginada ${String(i + 1).padStart(2, "0")}`);
    await seedEscolas(empresas[0]!.id, nomes.map((nome) => ({ nome })));

    await escolas.goto();
    await expect(escolas.rows).toHaveCount(25);
    await expect(escolas.names).toHaveText(nomes.slice(0, 25));
    await expect(escolas.paging.getByText("Página 1", { exact: true })).toBeVisible();
    await expect(escolas.anterior).toHaveCount(0);

    await escolas.proxima.click();
    await expect(escolas.names).toHaveText(nomes.slice(25));
    await expect(escolas.rows).toHaveCount(5);
    await expect(escolas.paging.getByText("Página 2", { exact: true })).toBeVisible();
    await expect(escolas.proxima).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/escolas$/);
    const page2 = page.url();

    await page.reload();
    await expect(escolas.names).toHaveText(nomes.slice(25));
    await expect(escolas.paging.getByText("Página 2", { exact: true })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/escolas$/);
    await expect(escolas.names).toHaveText(nomes.slice(0, 25));
    await page.goForward();
    await expect(page).toHaveURL(page2);
    await expect(escolas.names).toHaveText(nomes.slice(25));

    await escolas.anterior.click();
    await expect(escolas.names).toHaveText(nomes.slice(0, 25));
    await expect(escolas.paging.getByText("Página 1", { exact: true })).toBeVisible();
  });

  test("55 schools: Anterior from the third page goes back to the second by cursor", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell();
    const nomes = Array.from({ length: 55 }, (_, i) => `Escola Longa ${String(i + 1).padStart(2, "0")}`);
    await seedEscolas(empresas[0]!.id, nomes.map((nome) => ({ nome })));
    await escolas.goto();
    await escolas.proxima.click();
    await expect(escolas.names).toHaveText(nomes.slice(25, 50));
    await escolas.proxima.click();
    await expect(escolas.names).toHaveText(nomes.slice(50));
    await expect(escolas.paging.getByText("Página 3", { exact: true })).toBeVisible();

    await escolas.anterior.click();
    await expect(escolas.names).toHaveText(nomes.slice(25, 50));
    await expect(escolas.paging.getByText("Página 2", { exact: true })).toBeVisible();
    await expect(escolas.proxima).toBeVisible();
    await page.reload();
    await expect(escolas.names).toHaveText(nomes.slice(25, 50));
    await escolas.anterior.click();
    await expect(escolas.names).toHaveText(nomes.slice(0, 25));
    await expect(page).toHaveURL(/\/escolas$/);

    // The same pages under a two-word search (one word filtered by the query, one checked on the rows).
    await escolas.goto("?q=longa+escola");
    await expect(escolas.names).toHaveText(nomes.slice(0, 25));
    await escolas.proxima.click();
    await expect(escolas.names).toHaveText(nomes.slice(25, 50));
    await expect(page).toHaveURL(/[?&]q=longa\+escola(&|$)/);
    await escolas.proxima.click();
    await expect(escolas.names).toHaveText(nomes.slice(50));
    await escolas.anterior.click();
    await expect(escolas.names).toHaveText(nomes.slice(25, 50));
    await expect(escolas.search).toHaveValue("longa escola");
  });
});

test("a script in a name is stored and shown as text, and never runs", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
  const { empresas } = await inShell();
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const nome = "<img src=x onerror=alert(1)>Escola";
  await escolaForm.gotoNova();
  await escolaForm.fill({ nome, municipio: "<script>alert(2)</script>" });
  await escolaForm.salvar.click();
  await expect(escolas.status("Escola cadastrada.")).toBeVisible();
  await expect(escolas.link(nome)).toBeVisible();
  await expect(escolas.row(nome).getByRole("cell").nth(2)).toHaveText("<script>alert(2)</script>");
  await expect(page.getByRole("main").locator("img")).toHaveCount(0);
  const [stored] = await readEscolas(empresas[0]!.id);
  expect(stored).toMatchObject({ nome, municipio: "<script>alert(2)</script>" });

  await escolas.link(nome).click();
  await expect(escolaFicha.heading).toHaveText(nome);
  await expect(escolaFicha.valor("Nome", escolaFicha.secao)).toHaveText(nome);
  await expect(escolaFicha.valor("Município", escolaFicha.secao)).toHaveText("<script>alert(2)</script>");
  await expect(page.getByRole("main").locator("img")).toHaveCount(0);
  await escolaFicha.abrirEditar();
  await expect(escolaForm.heading).toHaveText(nome);
  await expect(escolaForm.nome).toHaveValue(nome);
  await expect(page.getByRole("main").locator("img")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe("a school that is not there", () => {
  test("/escolas/xyz: 'Escola não encontrada.' inside the shell, with HTTP 404 and a way back", async ({ page, inShell }) => {
    await inShell();
    const response = await page.goto("/escolas/xyz");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escola não encontrada.");
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await expect(page.getByRole("navigation").getByRole("link", { name: "Escolas", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a lista de escolas" }).click();
    await expect(page).toHaveURL(/\/escolas$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WELCOME);
  });

  test("another company's school id is the same 404", async ({ page, inShell }) => {
    await inShell();
    const [alheia] = await createEmpresas(["Empresa Alheia"]);
    const [id] = await seedEscolas(alheia!.id, [{ nome: "Escola Alheia Secreta", municipio: "Sigilo" }]);
    const response = await page.goto(`/escolas/${id}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escola não encontrada.");
    await expect(page.getByRole("link", { name: "Voltar para a lista de escolas" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText("Escola Alheia Secreta");
    await expect(page).not.toHaveTitle(/Alheia/);
  });

  test("/escolas/x/y keeps the route table: it redirects", async ({ page, inShell }) => {
    await inShell();
    const response = await page.request.get("/escolas/x/y", { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe("/login");
  });
});

test("at 360 px: no page overflow on the list, the forms, a school's sheet and Home; the table scrolls in its box; the company name is whole", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
  const nomeEmpresa = "Secretaria Municipal de Educação de São José dos Campos";
  const { empresas } = await inShell({ nomes: [nomeEmpresa, "Outra Empresa"] });
  const [id] = await seedEscolas(empresas[0]!.id, [
    { nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos", codigoInep: uniqueInep(), municipio: "São José dos Campos", uf: "SP" },
    { nome: "Escola Curta", municipio: "Taubaté", uf: "SP" },
  ]);
  await page.setViewportSize({ width: 360, height: 740 });

  const empresa = page.getByTestId("empresa-atual");
  const expectWholeCompanyName = async () => {
    await expect(empresa).toHaveText(nomeEmpresa);
    await expect(empresa).toBeVisible();
    expect(await empresa.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  };

  await escolas.goto();
  await expect(escolas.rows).toHaveCount(2);
  await expectNoPageOverflow(page);
  await expectWholeCompanyName();
  // The table's own box scrolls (sideways), not the page.
  const box = escolas.table.locator("xpath=..");
  expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
  expect(await box.evaluate((el) => el.clientWidth)).toBeLessThanOrEqual(360);

  await escolaForm.gotoNova();
  await expectNoPageOverflow(page);
  await expectWholeCompanyName();
  await escolaForm.salvar.click(); // with its errors shown, too
  await escolaForm.expectError(escolaForm.nome, "Informe o nome da escola.");
  await expectNoPageOverflow(page);

  await escolaFicha.goto(id!);
  await expectNoPageOverflow(page);
  await expectWholeCompanyName();

  await escolaFicha.abrirEditar();
  await expectNoPageOverflow(page);
  await expectWholeCompanyName();

  await page.goto("/home");
  await expect(page.getByTestId("indicador-escolas")).toHaveText("2");
  await expectNoPageOverflow(page);
  await expectWholeCompanyName();
});
