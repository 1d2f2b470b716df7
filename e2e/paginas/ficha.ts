// What every record's sheet of the app has (components/ficha.tsx): its heading (the record's name),
// the way back to its list, sections with their facts (a dt label over its dd value, "Não
// informado" when empty) and `Editar` where the reader may change the record. Each record's page
// object adds its own parts.
import { expect, type Locator, type Page } from "@playwright/test";

export class FichaPage {
  readonly heading;
  readonly main;
  /** "Voltar para a lista de …": to the list as it was left. */
  readonly voltar;
  /** The sheet's main section (h2 "Ficha do aluno", "Dados da escola"). */
  readonly secao;
  /** `Editar` of the main section (administrador and secretaria only): the one beside its heading, not its sub-sections'. */
  readonly editar;
  /** The form fields of the sheet's main section: a sheet has none (the page's other sections, e.g. `Documentos`, may have their own forms). */
  readonly campos;
  /** The × of the shell's message. */
  readonly fecharMensagem;

  constructor(
    readonly page: Page,
    private readonly spec: { path: string; voltar: string; secao: string },
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.main = page.getByRole("main");
    this.voltar = this.main.getByRole("link", { name: spec.voltar, exact: true });
    this.secao = this.main.getByRole("region", { name: spec.secao, exact: true });
    this.editar = this.secao.locator(":scope > div:first-child").getByRole("link", { name: "Editar", exact: true });
    this.campos = this.secao.locator("input:not([type=hidden]), select, textarea");
    this.fecharMensagem = page.getByRole("button", { name: "Fechar mensagem", exact: true });
  }

  /** The record's sheet: /{lista}/{id}; waits for its main section. */
  async goto(id: string) {
    const response = await this.page.goto(`${this.spec.path}/${encodeURIComponent(id)}`);
    await expect(this.secao).toBeVisible();
    return response;
  }

  /** The value (dd) of the fact labelled so (dt), in `dentro` (the page's main region by default). */
  valor(rotulo: string, dentro: Locator = this.main): Locator {
    return dentro.locator(`xpath=.//dt[normalize-space(.)=${JSON.stringify(rotulo)}]/following-sibling::dd[1]`);
  }

  /** The labels (dt) of the facts in `dentro`, in order. */
  rotulos(dentro: Locator = this.main): Locator {
    return dentro.locator("dt");
  }

  /** Follows `Editar` and waits for the record's form (/{lista}/{id}/editar). */
  async abrirEditar() {
    await this.editar.click();
    await expect(this.page).toHaveURL(/\/editar$/);
    await expect(this.page.getByRole("button", { name: "Salvar", exact: true })).toBeVisible();
  }

  /** A status message of the shell (role=status): it stays until its × or the next navigation. */
  status(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }
}
