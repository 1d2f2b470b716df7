// The company picker: /listar-empresas.
import type { Page } from "@playwright/test";

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
