// The login page: /login.
import { expect, type Page } from "@playwright/test";

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
