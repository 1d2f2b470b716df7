// The Escolas tab: its list, the school's sheet (with Desativar / Reativar), the school form (new
// and `Editar`), and the ids of its actions.
import { expect, type Locator, type Page } from "@playwright/test";
import { FichaPage } from "./ficha";
import { FormularioPage } from "./formulario";
import { actionIdOf } from "../support/actions";
import { ListaPage } from "./lista";

/** The Escolas tab's list: /escolas. */
export class EscolasPage extends ListaPage {
  readonly nova;

  constructor(page: Page) {
    super(page, {
      path: "/escolas",
      welcome: "Bem-vindo à tela de Escolas!",
      buscar: "Buscar escola",
      paginas: "Páginas da lista de escolas",
      vazio: "Nenhuma escola cadastrada.",
      nadaEncontrado: "Nenhuma escola encontrada.",
    });
    this.nova = page.getByRole("link", { name: "Nova escola", exact: true });
  }
}

/**
 * A school's sheet, /escolas/{id}: h1 the name with its Ativa / Inativa badge, its active students,
 * `Dados da escola` (with `Editar` for administrador and secretaria), then Desativar / Reativar.
 */
export class EscolaFichaPage extends FichaPage {
  /** "N alunos ativos". */
  readonly alunosAtivos;
  readonly verAlunos;
  /** The button that opens the "Desativar escola" dialog (use desativarEConfirmar() to deactivate). */
  readonly desativar;
  readonly dialogoDesativar;
  readonly confirmarDesativar;
  readonly cancelarDesativar;
  readonly reativar;

  constructor(page: Page) {
    super(page, { path: "/escolas", voltar: "Voltar para a lista de escolas", secao: "Dados da escola" });
    this.alunosAtivos = this.main.getByTestId("escola-alunos-ativos");
    this.verAlunos = this.main.getByRole("link", { name: "Ver os alunos desta escola", exact: true });
    this.desativar = this.main.getByRole("button", { name: "Desativar", exact: true });
    this.dialogoDesativar = page.getByRole("dialog", { name: "Desativar escola", exact: true });
    this.confirmarDesativar = this.dialogoDesativar.getByRole("button", { name: "Desativar", exact: true });
    this.cancelarDesativar = this.dialogoDesativar.getByRole("button", { name: "Cancelar", exact: true });
    this.reativar = this.main.getByRole("button", { name: "Reativar", exact: true });
  }

  /** Desativar, confirmed in its dialog (the request is sent by the confirmation). */
  async desativarEConfirmar() {
    await this.desativar.click();
    await expect(this.dialogoDesativar).toBeVisible();
    await this.confirmarDesativar.click();
  }

  /** The "Ativa" / "Inativa" badge next to the school's name. */
  get situacao(): Locator {
    return this.main.getByText(/^(Ativa|Inativa)$/);
  }
}

/** The school form: /escolas/nova and /escolas/{id}/editar. */
export type EscolaValores = { nome?: string; codigoInep?: string; municipio?: string; uf?: string; telefone?: string };

export class EscolaFormPage extends FormularioPage {
  readonly nome;
  readonly codigoInep;
  readonly municipio;
  readonly uf;
  readonly telefone;
  /** The refusal's way back to the sheet (consulta on /escolas/{id}/editar). */
  readonly voltarParaFicha;

  constructor(page: Page) {
    super(page, "Voltar para a lista de escolas");
    this.nome = this.campo("Nome");
    this.codigoInep = this.campo("Código INEP");
    this.municipio = this.campo("Município");
    this.uf = this.campo("UF");
    this.telefone = this.campo("Telefone");
    this.voltarParaFicha = this.main.getByRole("link", { name: "Voltar para a escola", exact: true });
  }

  async gotoNova() {
    await this.page.goto("/escolas/nova");
    await expect(this.heading).toHaveText("Nova escola");
  }

  /** `Editar` of a school's sheet, opened by its address (/escolas/{id}/editar). */
  async gotoEditar(id: string) {
    const response = await this.page.goto(`/escolas/${encodeURIComponent(id)}/editar`);
    await expect(this.nome).toBeVisible();
    return response;
  }

  /** Fills the given fields (the others are left as they are). */
  async fill(values: EscolaValores) {
    if (values.nome !== undefined) await this.nome.fill(values.nome);
    if (values.codigoInep !== undefined) await this.codigoInep.fill(values.codigoInep);
    if (values.municipio !== undefined) await this.municipio.fill(values.municipio);
    if (values.uf !== undefined) await this.uf.selectOption(values.uf);
    if (values.telefone !== undefined) await this.telefone.fill(values.telefone);
  }
}

/** The ids of the Escolas actions, learnt from a real request, and the school that was used. */
export type EscolaActionIds = { criar: string; atualizar: string; desativar: string; reativar: string; idEscola: string };

/**
 * On a page signed in as someone who may write schools: creates a school through the screens, saves
 * it through `Editar` on its sheet, deactivates (confirmed in its dialog) and reactivates it there,
 * and returns the action id each step called.
 */
export async function learnEscolaActionIds(page: Page, nome: string): Promise<EscolaActionIds> {
  const lista = new EscolasPage(page);
  const ficha = new EscolaFichaPage(page);
  const form = new EscolaFormPage(page);
  await form.gotoNova();
  await form.fill({ nome });
  const criar = await actionIdOf(page, () => form.salvar.click());
  await expect(lista.status("Escola cadastrada.")).toBeVisible();
  await lista.link(nome).click();
  await expect(ficha.desativar).toBeVisible();
  const idEscola = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  await ficha.abrirEditar();
  const atualizar = await actionIdOf(page, () => form.salvar.click());
  await expect(ficha.status("Escola atualizada.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/escolas/${idEscola}$`));
  const desativar = await actionIdOf(page, () => ficha.desativarEConfirmar());
  await expect(ficha.reativar).toBeVisible();
  const reativar = await actionIdOf(page, () => ficha.reativar.click());
  await expect(ficha.desativar).toBeVisible();
  return { criar, atualizar, desativar, reativar, idEscola };
}
