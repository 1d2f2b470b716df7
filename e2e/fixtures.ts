// The fixtures of the end-to-end flows: a page object of each screen, and users made, signed in and
// in the shell; every browser context on the tests' day (e2e/support/relogio.ts). The page objects
// live in e2e/paginas/ (one file a tab), the helpers in e2e/support/; both are re-exported here, so
// that a spec imports from one place.
import { test as base, expect, type Page } from "@playwright/test";
import { createEmpresas, createUser, link, type TestEmpresa, type TestPapel, type TestUser } from "../test/support/firebase";
import { AlunoFichaPage, AlunoFormPage, AlunosPage } from "./paginas/alunos";
import { EscolaFichaPage, EscolaFormPage, EscolasPage } from "./paginas/escolas";
import { LoginPage } from "./paginas/login";
import { PickerPage } from "./paginas/seletor";
import { abrirNoDiaDosTestes } from "./support/relogio";

export { AlunoFichaPage, AlunoFormPage, AlunosPage, learnAlunoActionIds, type AlunoActionIds, type AlunoValores } from "./paginas/alunos";
export { ConfiguracoesPage } from "./paginas/configuracoes";
export { EscolaFichaPage, EscolaFormPage, EscolasPage, learnEscolaActionIds, type EscolaActionIds, type EscolaValores } from "./paginas/escolas";
export { ImportarPage } from "./paginas/importar";
export { LoginPage } from "./paginas/login";
export { PickerPage } from "./paginas/seletor";
export { forgeAction } from "./support/actions";

/** A user with companies, ready to sign in. */
export type Scenario = { user: TestUser; empresas: TestEmpresa[] };

type MakeUserOptions = { idEmpresaAtualIndex?: number; withDoc?: boolean; papel?: TestPapel };

type Fixtures = {
  loginPage: LoginPage;
  picker: PickerPage;
  escolas: EscolasPage;
  escolaForm: EscolaFormPage;
  escolaFicha: EscolaFichaPage;
  alunos: AlunosPage;
  alunoForm: AlunoFormPage;
  alunoFicha: AlunoFichaPage;
  /**
   * Creates a user linked to companies with these names (null: no name); with `papel`, every link
   * carries that role (without it, the links have no `papel`: "secretaria").
   */
  makeUser: (nomes?: (string | null)[], options?: MakeUserOptions) => Promise<Scenario>;
  /** Signs a fresh user in through the login form and waits for the picker or the shell. */
  signedIn: (scenario: Scenario) => Promise<void>;
  /**
   * A new user whose current company is the first of `nomes` (default: a unique "Escola …" and
   * one more), signed in on `page` and in the shell (/home).
   */
  inShell: (options?: { nomes?: string[]; papel?: TestPapel }) => Promise<Scenario>;
  /** The user signed in on a page of a browser context of its own (closed after the test). */
  pageOf: (scenario: Scenario) => Promise<Page>;
};

export const test = base.extend<Fixtures>({
  // The browser's clock on the servers' today, in every context: the test's own page and any other.
  browser: [
    async ({ browser }, use) => {
      abrirNoDiaDosTestes(browser);
      await use(browser);
    },
    { scope: "worker" },
  ],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  picker: async ({ page }, use) => use(new PickerPage(page)),
  escolas: async ({ page }, use) => use(new EscolasPage(page)),
  escolaForm: async ({ page }, use) => use(new EscolaFormPage(page)),
  escolaFicha: async ({ page }, use) => use(new EscolaFichaPage(page)),
  alunos: async ({ page }, use) => use(new AlunosPage(page)),
  alunoForm: async ({ page }, use) => use(new AlunoFormPage(page)),
  alunoFicha: async ({ page }, use) => use(new AlunoFichaPage(page)),
  makeUser: async ({}, use) => {
    await use(async (nomes = ["Escola Teste"], options = {}) => {
      const empresas = await createEmpresas(nomes);
      const current = options.idEmpresaAtualIndex !== undefined ? empresas[options.idEmpresaAtualIndex]?.id : undefined;
      const user = await createUser({ withDoc: options.withDoc, idEmpresaAtual: current });
      await link(user, empresas.map((e) => e.id), { papel: options.papel });
      return { user, empresas };
    });
  },
  signedIn: async ({ page, loginPage }, use) => {
    await use(async ({ user }) => {
      await loginPage.goto();
      await loginPage.signIn(user);
      await page.waitForURL((url) => url.pathname !== "/login");
    });
  },
  inShell: async ({ page, makeUser, signedIn }, use) => {
    await use(async (options = {}) => {
      const nomes = options.nomes ?? [`Escola ${Math.random().toString(36).slice(2, 8)}`, "Outra Empresa"];
      const scenario = await makeUser(nomes, { idEmpresaAtualIndex: 0, papel: options.papel });
      await signedIn(scenario);
      await page.waitForURL((url) => url.pathname === "/home");
      return scenario;
    });
  },
  pageOf: async ({ browser }, use, testInfo) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async ({ user }) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: "pt-BR" });
      contexts.push(context);
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(user);
      await page.waitForURL((url) => url.pathname !== "/login");
      return page;
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export { expect };
