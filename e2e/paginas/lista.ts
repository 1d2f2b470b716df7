// The list screens of the tabs (Escolas, Alunos): what they share.
import { expect, type Locator, type Page } from "@playwright/test";

/** What both lists of the tabs share: search, table, pages, empty states, the shell's status. */
export class ListaPage {
  readonly heading;
  readonly search;
  readonly situacao;
  readonly table;
  /** The body rows of the table (the header row left out). */
  readonly rows;
  /** The names of the table, as links, in order. */
  readonly names;
  readonly paging;
  readonly anterior;
  readonly proxima;
  readonly empty;
  readonly nothingFound;
  /** The × of the shell's message. */
  readonly fecharMensagem;

  constructor(
    readonly page: Page,
    private readonly spec: { path: string; welcome: string; buscar: string; paginas: string; vazio: string; nadaEncontrado: string },
  ) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.search = page.getByLabel(spec.buscar);
    this.situacao = page.getByLabel("Situação", { exact: true });
    this.table = page.getByRole("table");
    this.rows = this.table.locator("tbody").getByRole("row");
    this.names = this.rows.getByRole("link");
    this.paging = page.getByRole("group", { name: spec.paginas });
    this.anterior = this.paging.getByRole("link", { name: "Anterior", exact: true });
    this.proxima = this.paging.getByRole("link", { name: "Próxima", exact: true });
    this.empty = page.getByText(spec.vazio, { exact: true });
    this.nothingFound = page.getByText(spec.nadaEncontrado, { exact: true });
    this.fecharMensagem = page.getByRole("button", { name: "Fechar mensagem", exact: true });
  }

  async goto(query = "") {
    const response = await this.page.goto(`${this.spec.path}${query}`);
    await expect(this.heading).toHaveText(this.spec.welcome);
    return response;
  }

  /** The table row of a record, found by its name link. */
  row(nome: string): Locator {
    return this.rows.filter({ has: this.page.getByRole("link", { name: nome, exact: true }) });
  }

  link(nome: string): Locator {
    return this.rows.getByRole("link", { name: nome, exact: true });
  }

  /** The "Página N" text of the pages' group. */
  pagina(n: number): Locator {
    return this.paging.getByText(`Página ${n}`, { exact: true });
  }

  /** A status message of the shell (role=status): it stays until its × or the next navigation. */
  status(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }
}
