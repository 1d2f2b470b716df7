// What every record form of the app has (the list-and-form kit's FormularioDeRegistro): its heading,
// "Salvar" and "Cancelar", the way back to its list, errors next to their fields and the form's own
// alert. Each record's page object adds its fields.
import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp } from "../support/texto";

export class FormularioPage {
  readonly heading;
  readonly main;
  readonly salvar;
  readonly cancelar;
  readonly voltar;

  /**
   * `voltar`: the link back to the list. `descricaoComDica`: a field's description may hold a hint
   * after its error (the CPF of a stored student), so an error is matched at its start.
   */
  constructor(
    readonly page: Page,
    voltar: string,
    private readonly descricaoComDica = false,
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.main = page.getByRole("main");
    this.salvar = this.main.getByRole("button", { name: "Salvar", exact: true });
    this.cancelar = this.main.getByRole("button", { name: "Cancelar", exact: true });
    this.voltar = this.main.getByRole("link", { name: voltar, exact: true });
  }

  /** The field labelled so, in the page's main region. */
  protected campo(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  /** The field's error, next to it: aria-invalid, and aria-describedby pointing at the message. */
  async expectError(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /\S/);
    await expect(field).toHaveAccessibleDescription(this.descricaoComDica ? new RegExp(`^${escapeRegExp(message)}( |$)`) : message);
    const ids = (await field.getAttribute("aria-describedby"))!.split(/\s+/);
    await expect(this.page.locator(ids.map((id) => `[id="${id}"]`).join(",")).filter({ hasText: message })).toBeVisible();
  }

  async expectNoError(field: Locator) {
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  }

  /** An error of the whole form (role=alert). */
  alert(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text });
  }
}
