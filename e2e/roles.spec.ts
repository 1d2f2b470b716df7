// Roles per company (usuarios_empresas.papel) on the Escolas tab, and the tenant boundary: what
// each role sees, and what a forged request gets (action ids learnt from a real request in another
// browser context, then posted with the other user's cookies).
import { test, expect, forgeAction, learnEscolaActionIds, type Scenario } from "./fixtures";
import {
  createEmpresas,
  createUser,
  link,
  readEscola,
  readEscolas,
  seedEscolas,
  setPapel,
  testDb,
  uniqueInep,
  type TestPapel,
} from "../test/support/firebase";

const SEM_PERMISSAO = "Você não tem permissão para esta ação.";

/** Users of one company (its current one), one per role; undefined: a link without `papel`. */
async function colleagues(papeis: (TestPapel | undefined)[]): Promise<{ empresa: { id: string }; users: Scenario[] }> {
  const [empresa] = await createEmpresas([`Escola Compartilhada ${Math.random().toString(36).slice(2, 7)}`]);
  const users = await Promise.all(
    papeis.map(async (papel) => {
      const user = await createUser({ idEmpresaAtual: empresa!.id });
      await link(user, [empresa!.id], { papel });
      return { user, empresas: [empresa!] };
    }),
  );
  return { empresa: empresa!, users };
}

test.describe("roles that write", () => {
  for (const papel of ["administrador", "secretaria", undefined] as const) {
    const label = papel ?? "a link without papel (counts as secretaria)";
    test(`${label}: sees 'Nova escola', saves, and gets a school sheet with 'Editar' and an editable form`, async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
      const { user, empresas } = await inShell({ papel });
      const [row] = (await testDb().collection("usuarios_empresas").where("idUsuario", "==", user.uid).get()).docs.filter((d) => d.get("idEmpresa") === empresas[0]!.id);
      expect(row!.get("papel")).toBe(papel); // undefined: no field at all

      await escolas.goto();
      await escolas.nova.click();
      const nome = `Escola de papel ${papel ?? "ausente"}`;
      await escolaForm.fill({ nome, municipio: "Sorocaba", uf: "SP" });
      await escolaForm.salvar.click();
      await expect(escolas.status("Escola cadastrada.")).toBeVisible();
      await escolas.link(nome).click();
      await expect(escolaFicha.editar).toBeVisible();
      await expect(escolaFicha.desativar).toBeVisible();
      await expect(page.getByText("Você pode consultar esta escola, mas não alterá-la.")).toHaveCount(0);
      await escolaFicha.abrirEditar();
      await expect(escolaForm.nome).toBeEditable();
      await expect(escolaForm.uf).toBeEnabled();
      await expect(escolaForm.salvar).toBeVisible();
      await expect(escolaForm.cancelar).toBeVisible();
      await escolaForm.fill({ municipio: "Itu" });
      await escolaForm.salvar.click();
      await expect(escolaFicha.status("Escola atualizada.")).toBeVisible();
      await expect(escolaFicha.valor("Município", escolaFicha.secao)).toHaveText("Itu");
      expect((await readEscolas(empresas[0]!.id)).map((e) => [e.nome, e.municipio])).toEqual([[nome, "Itu"]]);
    });
  }
});

test.describe("consulta", () => {
  test("reads only: no 'Nova escola', the school's sheet without 'Editar', and /editar and /escolas/nova refuse", async ({ page, escolas, escolaForm, escolaFicha, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const inep = uniqueInep();
    const [ativa, inativa] = await seedEscolas(empresas[0]!.id, [
      { nome: "Escola Só Leitura", codigoInep: inep, municipio: "Bauru", uf: "SP", telefone: "1434567890" },
      { nome: "Escola Inativa Só Leitura", ativa: false },
    ]);

    await escolas.goto();
    await expect(escolas.names).toHaveText(["Escola Só Leitura"]);
    await expect(escolas.nova).toHaveCount(0);

    await escolas.link("Escola Só Leitura").click();
    await expect(escolaFicha.heading).toHaveText("Escola Só Leitura");
    await expect(page.getByText("Você pode consultar esta escola, mas não alterá-la.")).toBeVisible();
    await expect(escolaFicha.valor("Nome", escolaFicha.secao)).toHaveText("Escola Só Leitura");
    await expect(escolaFicha.valor("Código INEP", escolaFicha.secao)).toHaveText(inep);
    await expect(escolaFicha.valor("Município", escolaFicha.secao)).toHaveText("Bauru");
    await expect(escolaFicha.valor("UF", escolaFicha.secao)).toHaveText("SP");
    await expect(escolaFicha.valor("Telefone", escolaFicha.secao)).toHaveText("(14) 3456-7890");
    // No field, no Editar, Salvar, Cancelar, Desativar nor Reativar.
    await expect(escolaFicha.campos).toHaveCount(0);
    await expect(escolaFicha.editar).toHaveCount(0);
    await expect(escolaForm.salvar).toHaveCount(0);
    await expect(escolaFicha.desativar).toHaveCount(0);
    await expect(escolaFicha.reativar).toHaveCount(0);
    await expect(escolaForm.cancelar).toHaveCount(0);
    await escolaFicha.voltar.click();
    await expect(page).toHaveURL(/\/escolas$/);

    await escolaFicha.goto(inativa!);
    await expect(escolaFicha.situacao).toHaveText("Inativa");
    await expect(escolaFicha.reativar).toHaveCount(0);
    await expect(escolaFicha.editar).toHaveCount(0);

    // The form's address refuses, with a way back to the sheet.
    await page.goto(`/escolas/${ativa}/editar`);
    await expect(escolaForm.alert(SEM_PERMISSAO)).toBeVisible();
    await expect(escolaForm.nome).toHaveCount(0);
    await expect(escolaForm.salvar).toHaveCount(0);
    await expect(escolaForm.voltarParaFicha).toHaveAttribute("href", `/escolas/${ativa}`);
    await escolaForm.voltarParaFicha.click();
    await expect(page).toHaveURL(new RegExp(`/escolas/${ativa}$`));
    await expect(escolaFicha.heading).toHaveText("Escola Só Leitura");

    await page.goto("/escolas/nova");
    await expect(page.getByText(SEM_PERMISSAO)).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar para a lista de escolas" })).toHaveAttribute("href", "/escolas");
    await expect(escolaForm.nome).toHaveCount(0);
    await expect(escolaForm.salvar).toHaveCount(0);
    expect(await readEscola(ativa!)).toMatchObject({ nome: "Escola Só Leitura", versao: 1, ativa: true });
  });

  test("forging the create, update, Desativar and Reativar requests gets the refusal and writes nothing", async ({ page, signedIn, pageOf }) => {
    const { empresa, users } = await colleagues(["administrador", "consulta"]);
    const [admin, consulta] = users as [Scenario, Scenario];
    // The administrator, in a browser of their own, reveals the action ids.
    const ids = await learnEscolaActionIds(await pageOf(admin), "Escola do Administrador");
    const before = await readEscola(ids.idEscola);
    const [inativa] = await seedEscolas(empresa.id, [{ nome: "Escola Parada", ativa: false }]);

    await signedIn(consulta);
    await page.waitForURL(/\/home$/);
    const request = page.context().request;
    const url = `/escolas/${ids.idEscola}`;
    const attempts: { name: string; url: string; id: string; fields: Record<string, string> }[] = [
      { name: "criar", url: "/escolas/nova", id: ids.criar, fields: { nome: "Escola Forjada", municipio: "Lugar Nenhum" } },
      { name: "atualizar", url, id: ids.atualizar, fields: { id: ids.idEscola, versao: String(before!.versao), nome: "Nome Forjado" } },
      { name: "desativar", url, id: ids.desativar, fields: { id: ids.idEscola, ativa: "false" } },
      { name: "reativar", url: `/escolas/${inativa}`, id: ids.reativar, fields: { id: inativa!, ativa: "true" } },
    ];
    for (const a of attempts) {
      const result = await forgeAction(request, a.url, a.id, a.fields);
      expect(result.status, a.name).toBeLessThan(500);
      expect(result.text, a.name).toContain(`"message":"${SEM_PERMISSAO}"`);
    }

    expect(await readEscola(ids.idEscola)).toEqual(before);
    expect(await readEscola(inativa!)).toMatchObject({ ativa: false, versao: 1 });
    expect((await readEscolas(empresa.id)).map((e) => e.nome).sort()).toEqual(["Escola Parada", "Escola do Administrador"]);
  });

  test("a demoted user loses 'Nova escola' at the next request, and a form opened before is refused", async ({ escolas, escolaForm, inShell }) => {
    const { user, empresas } = await inShell({ papel: "administrador" });
    await escolas.goto();
    await expect(escolas.nova).toBeVisible();
    await escolaForm.gotoNova();

    await setPapel(user, empresas[0]!.id, "consulta");
    await escolaForm.fill({ nome: "Escola Depois do Rebaixamento" });
    await escolaForm.salvar.click();
    await expect(escolaForm.alert(SEM_PERMISSAO)).toBeVisible();
    await expect(escolaForm.nome).toHaveValue("Escola Depois do Rebaixamento");
    expect(await readEscolas(empresas[0]!.id)).toEqual([]);

    await escolas.goto();
    await expect(escolas.empty).toBeVisible();
    await expect(escolas.nova).toHaveCount(0);
  });
});

test.describe("tenant isolation", () => {
  test("another company's school is not listed, opens as 404, and forged writes to it say 'Escola não encontrada.'", async ({ page, escolas, inShell }) => {
    const { empresas } = await inShell({ papel: "administrador" });
    // The user's other company: linked, but not the current one.
    const outra = empresas[1]!;
    const [alheia, alheiaInativa] = await seedEscolas(outra.id, [
      { nome: "Escola Vizinha Reservada", codigoInep: uniqueInep(), municipio: "Outra Cidade" },
      { nome: "Escola Vizinha Parada", ativa: false },
    ]);
    const beforeAlheia = await readEscola(alheia!);
    const beforeInativa = await readEscola(alheiaInativa!);

    const ids = await learnEscolaActionIds(page, "Escola Própria");
    await escolas.goto("?situacao=todas");
    await expect(escolas.names).toHaveText(["Escola Própria"]);
    await escolas.search.fill("vizinha");
    await expect(escolas.nothingFound).toBeVisible();

    const response = await page.goto(`/escolas/${alheia}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escola não encontrada.");

    const request = page.context().request;
    const attempts: { name: string; id: string; target: string; fields: Record<string, string> }[] = [
      { name: "atualizar", id: ids.atualizar, target: alheia!, fields: { id: alheia!, versao: "1", nome: "Tomada" } },
      { name: "desativar", id: ids.desativar, target: alheia!, fields: { id: alheia!, ativa: "false" } },
      { name: "reativar", id: ids.reativar, target: alheiaInativa!, fields: { id: alheiaInativa!, ativa: "true" } },
    ];
    for (const a of attempts) {
      const result = await forgeAction(request, `/escolas/${ids.idEscola}`, a.id, a.fields);
      expect(result.status, a.name).toBeLessThan(500);
      expect(result.text, a.name).toContain('"message":"Escola não encontrada."');
      expect(result.text, a.name).not.toContain(SEM_PERMISSAO);
    }
    expect(await readEscola(alheia!)).toEqual(beforeAlheia);
    expect(await readEscola(alheiaInativa!)).toEqual(beforeInativa);
  });
});
