// Page objects and data helpers for the end-to-end flows.
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createEmpresas, createUser, link, seedEscolas, type TestEmpresa, type TestPapel, type TestUser } from "../test/support/firebase";
import { actionIdOf, formActionForm, tokenDeCriacao } from "./support/actions";

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

/** What both lists of the tabs share: search, table, pages, empty states, the shell's status. */
class ListaPage {
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

  /** A one-shot status message of the shell (role=status). */
  status(text: string): Locator {
    return this.page.getByRole("status").filter({ hasText: text });
  }
}

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

/** The school form: /escolas/nova and /escolas/{id}. */
export type EscolaValores = { nome?: string; codigoInep?: string; municipio?: string; uf?: string; telefone?: string };

export class EscolaFormPage {
  readonly heading;
  readonly nome;
  readonly codigoInep;
  readonly municipio;
  readonly uf;
  readonly telefone;
  readonly salvar;
  readonly cancelar;
  readonly voltar;
  readonly desativar;
  readonly reativar;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    const form = page.getByRole("main");
    this.nome = form.getByLabel("Nome", { exact: true });
    this.codigoInep = form.getByLabel("Código INEP", { exact: true });
    this.municipio = form.getByLabel("Município", { exact: true });
    this.uf = form.getByLabel("UF", { exact: true });
    this.telefone = form.getByLabel("Telefone", { exact: true });
    this.salvar = form.getByRole("button", { name: "Salvar", exact: true });
    this.cancelar = form.getByRole("button", { name: "Cancelar", exact: true });
    this.voltar = form.getByRole("link", { name: "Voltar para a lista de escolas", exact: true });
    this.desativar = form.getByRole("button", { name: "Desativar", exact: true });
    this.reativar = form.getByRole("button", { name: "Reativar", exact: true });
  }

  async gotoNova() {
    await this.page.goto("/escolas/nova");
    await expect(this.heading).toHaveText("Nova escola");
  }

  async gotoEscola(id: string) {
    const response = await this.page.goto(`/escolas/${id}`);
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

  /** The field's error, next to it: aria-invalid, and aria-describedby pointing at the message. */
  async expectError(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /\S/);
    await expect(field).toHaveAccessibleDescription(message);
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

  /** The "Ativa" / "Inativa" badge next to the school's name. */
  get situacao(): Locator {
    return this.page.getByRole("main").getByText(/^(Ativa|Inativa)$/);
  }
}

/** The ids of the Escolas actions, learnt from a real request, and the school that was used. */
export type EscolaActionIds = { criar: string; atualizar: string; desativar: string; reativar: string; idEscola: string };

/**
 * On a page signed in as someone who may write schools: creates a school through the screens, saves
 * it, deactivates and reactivates it, and returns the action id each step called.
 */
export async function learnEscolaActionIds(page: Page, nome: string): Promise<EscolaActionIds> {
  const lista = new EscolasPage(page);
  const form = new EscolaFormPage(page);
  await form.gotoNova();
  await form.fill({ nome });
  const criar = await actionIdOf(page, () => form.salvar.click());
  await expect(lista.status("Escola cadastrada.")).toBeVisible();
  await lista.link(nome).click();
  await expect(form.desativar).toBeVisible();
  const idEscola = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
  const atualizar = await actionIdOf(page, () => form.salvar.click());
  await page.waitForURL((url) => url.pathname === "/escolas");
  await form.gotoEscola(idEscola);
  const desativar = await actionIdOf(page, () => form.desativar.click());
  await expect(form.reativar).toBeVisible();
  const reativar = await actionIdOf(page, () => form.reativar.click());
  await expect(form.desativar).toBeVisible();
  return { criar, atualizar, desativar, reativar, idEscola };
}

/** The Alunos tab's list: /alunos. */
export class AlunosPage extends ListaPage {
  readonly novo;
  readonly escola;
  /** "1 aluno", "215 alunos". */
  readonly encontrados;

  constructor(page: Page) {
    super(page, {
      path: "/alunos",
      welcome: "Bem-vindo à tela de Alunos!",
      buscar: "Buscar aluno",
      paginas: "Páginas da lista de alunos",
      vazio: "Nenhum aluno cadastrado.",
      nadaEncontrado: "Nenhum aluno encontrado.",
    });
    this.novo = page.getByRole("link", { name: "Novo aluno", exact: true });
    this.escola = page.getByLabel("Escola", { exact: true });
    this.encontrados = page.getByTestId("alunos-encontrados");
  }

  /** Follows a student's name link and waits for the student's page. */
  async open(nome: string) {
    await this.link(nome).click();
    await expect(this.page).toHaveURL(/\/alunos\/[^/?]+$/);
    await expect(this.heading).toHaveText(nome);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The student form: /alunos/novo and /alunos/{id} (with its history and "Excluir aluno"). */
export type AlunoValores = {
  nome?: string;
  dataNascimento?: string;
  /** The school's option label. */
  escola?: string;
  turma?: string;
  cpf?: string;
  responsavelNome?: string;
  responsavelTelefone?: string;
  responsavelEmail?: string;
  /** "Ativo", "Transferido" or "Inativo" (edit page only). */
  situacao?: string;
};

export class AlunoFormPage {
  readonly heading;
  readonly nome;
  readonly dataNascimento;
  readonly escola;
  readonly turma;
  readonly cpf;
  readonly responsavelNome;
  readonly responsavelTelefone;
  readonly responsavelEmail;
  readonly situacao;
  readonly salvar;
  readonly cancelar;
  readonly voltar;
  readonly mostrarCpf;
  readonly matricula;
  readonly historico;
  /** The history's entries, newest first. */
  readonly entradas;
  readonly excluir;
  readonly dialog;
  readonly confirmarExclusao;
  readonly cancelarExclusao;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    const main = page.getByRole("main");
    this.nome = main.getByLabel("Nome completo", { exact: true });
    this.dataNascimento = main.getByLabel("Data de nascimento", { exact: true });
    this.escola = main.getByLabel("Escola", { exact: true });
    this.turma = main.getByLabel("Turma", { exact: true });
    this.cpf = main.getByLabel("CPF", { exact: true });
    this.responsavelNome = main.getByLabel("Nome do responsável", { exact: true });
    this.responsavelTelefone = main.getByLabel("Telefone do responsável", { exact: true });
    this.responsavelEmail = main.getByLabel("E-mail do responsável", { exact: true });
    this.situacao = main.getByLabel("Situação", { exact: true });
    this.salvar = main.getByRole("button", { name: "Salvar", exact: true });
    this.cancelar = main.getByRole("button", { name: "Cancelar", exact: true });
    this.voltar = main.getByRole("link", { name: "Voltar para a lista de alunos", exact: true });
    this.mostrarCpf = main.getByRole("button", { name: "Mostrar CPF", exact: true });
    this.matricula = main.getByTestId("matricula");
    this.historico = main.getByRole("region", { name: "Histórico", exact: true });
    this.entradas = this.historico.locator(":scope > ol > li");
    this.excluir = main.getByRole("button", { name: "Excluir aluno", exact: true });
    this.dialog = page.getByRole("dialog", { name: "Excluir aluno", exact: true });
    this.confirmarExclusao = this.dialog.getByRole("button", { name: "Excluir", exact: true });
    this.cancelarExclusao = this.dialog.getByRole("button", { name: "Cancelar", exact: true });
  }

  async gotoNovo() {
    await this.page.goto("/alunos/novo");
    await expect(this.heading).toHaveText("Novo aluno");
    await expect(this.nome).toBeVisible();
  }

  async gotoAluno(id: string) {
    const response = await this.page.goto(`/alunos/${id}`);
    await expect(this.nome).toBeVisible();
    return response;
  }

  /** Fills the given fields (the others are left as they are). */
  async fill(values: AlunoValores) {
    if (values.nome !== undefined) await this.nome.fill(values.nome);
    if (values.dataNascimento !== undefined) await this.dataNascimento.fill(values.dataNascimento);
    if (values.escola !== undefined) await this.escola.selectOption({ label: values.escola });
    if (values.turma !== undefined) await this.turma.fill(values.turma);
    if (values.cpf !== undefined) await this.cpf.fill(values.cpf);
    if (values.responsavelNome !== undefined) await this.responsavelNome.fill(values.responsavelNome);
    if (values.responsavelTelefone !== undefined) await this.responsavelTelefone.fill(values.responsavelTelefone);
    if (values.responsavelEmail !== undefined) await this.responsavelEmail.fill(values.responsavelEmail);
    if (values.situacao !== undefined) await this.situacao.selectOption({ label: values.situacao });
  }

  /** The field's error, next to it: aria-invalid, and aria-describedby pointing at the message. */
  async expectError(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAttribute("aria-describedby", /\S/);
    // (The CPF of a stored student also has a hint in its description.)
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}( |$)`));
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

  /** The change lines of one history entry. */
  linhas(entrada: Locator): Locator {
    return entrada.locator(":scope > ul > li");
  }
}

/** The ids of the Alunos actions, learnt from real requests. */
export type AlunoActionIds = { criar: string; atualizar: string; excluir: string; idEscola: string };

/**
 * On a page signed in as an administrator: creates a student through the screens (in a new school
 * of the session's company, seeded), saves it, deletes it, and returns the action id each step
 * called, with the school (which is left without students).
 */
export async function learnAlunoActionIds(page: Page, idEmpresa: string, nome = "Aluno Para Aprender"): Promise<AlunoActionIds> {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: `Escola de ${nome}` }]);
  const lista = new AlunosPage(page);
  const form = new AlunoFormPage(page);
  await form.gotoNovo();
  await form.fill({ nome, dataNascimento: "2014-02-03", escola: `Escola de ${nome}` });
  const criar = await actionIdOf(page, () => form.salvar.click());
  await expect(lista.status("Aluno cadastrado.")).toBeVisible();
  await lista.open(nome);
  const atualizar = await actionIdOf(page, () => form.salvar.click());
  await expect(lista.status("Aluno atualizado.")).toBeVisible();
  await lista.open(nome);
  await form.excluir.click();
  const excluir = await actionIdOf(page, () => form.confirmarExclusao.click());
  await expect(lista.status("Aluno excluído.")).toBeVisible();
  return { criar, atualizar, excluir, idEscola: idEscola! };
}

/**
 * Posts a form action like a client outside the browser would; never follows a redirect. A create
 * form's one-time token goes along (other actions ignore it), as a form read off a page would have.
 */
export async function forgeAction(request: APIRequestContext, url: string, id: string, fields: Record<string, string>) {
  const response = await request.post(url, { headers: { "next-action": id }, multipart: formActionForm({ token: tokenDeCriacao(), ...fields }), maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

/** A user with companies, ready to sign in. */
export type Scenario = { user: TestUser; empresas: TestEmpresa[] };

type MakeUserOptions = { idEmpresaAtualIndex?: number; withDoc?: boolean; papel?: TestPapel };

type Fixtures = {
  loginPage: LoginPage;
  picker: PickerPage;
  escolas: EscolasPage;
  escolaForm: EscolaFormPage;
  alunos: AlunosPage;
  alunoForm: AlunoFormPage;
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
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  picker: async ({ page }, use) => use(new PickerPage(page)),
  escolas: async ({ page }, use) => use(new EscolasPage(page)),
  escolaForm: async ({ page }, use) => use(new EscolaFormPage(page)),
  alunos: async ({ page }, use) => use(new AlunosPage(page)),
  alunoForm: async ({ page }, use) => use(new AlunoFormPage(page)),
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
