// Page objects and data helpers for the end-to-end flows.
import { test as base, expect, type Page } from "@playwright/test";
import { createEmpresas, createUser, link, type TestEmpresa, type TestUser } from "../test/support/firebase";

export class LoginPage {
  readonly email;
  readonly password;
  readonly submit;
  readonly forgot;
  readonly showPassword;
  readonly hidePassword;
  readonly alert;
  readonly status;

  constructor(readonly page: Page) {
    this.email = page.getByLabel("Email", { exact: true });
    this.password = page.getByLabel("Senha", { exact: true });
    this.submit = page.getByRole("button", { name: "Entrar", exact: true });
    this.forgot = page.getByRole("button", { name: "Esqueceu a senha?" });
    this.showPassword = page.getByRole("button", { name: "Mostrar senha" });
    this.hidePassword = page.getByRole("button", { name: "Ocultar senha" });
    this.alert = page.getByRole("alert");
    this.status = page.getByRole("status").filter({ hasText: /\S/ });
  }

  async goto() {
    await this.page.goto("/login");
    await expect(this.submit).toBeVisible();
  }

  async signIn(user: { email: string; password: string }) {
    await this.email.fill(user.email);
    await this.password.fill(user.password);
    await this.submit.click();
  }
}

export class PickerPage {
  readonly heading;
  readonly search;
  readonly logout;
  readonly rows;
  readonly alert;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Listar Empresas" });
    this.search = page.getByLabel("Buscar empresa");
    this.logout = page.getByRole("button", { name: "Sair" });
    this.rows = page.getByRole("listitem").getByRole("button");
    this.alert = page.getByRole("alert");
  }

  row(name: string) {
    return this.page.getByRole("button", { name });
  }
}

/** A user with companies, ready to sign in. */
export type Scenario = { user: TestUser; empresas: TestEmpresa[] };

type Fixtures = {
  loginPage: LoginPage;
  picker: PickerPage;
  /** Creates a user linked to companies with these names (null: no name). */
  makeUser: (nomes?: (string | null)[], options?: { idEmpresaAtualIndex?: number; withDoc?: boolean }) => Promise<Scenario>;
  /** Signs a fresh user in through the login form and waits for the picker or the shell. */
  signedIn: (scenario: Scenario) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  picker: async ({ page }, use) => use(new PickerPage(page)),
  makeUser: async ({}, use) => {
    await use(async (nomes = ["Escola Teste"], options = {}) => {
      const empresas = await createEmpresas(nomes);
      const current = options.idEmpresaAtualIndex !== undefined ? empresas[options.idEmpresaAtualIndex]?.id : undefined;
      const user = await createUser({ withDoc: options.withDoc, idEmpresaAtual: current });
      await link(user, empresas.map((e) => e.id));
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
});

export { expect };
