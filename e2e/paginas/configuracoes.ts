// The Configurações tab: /configuracoes (my account, the company, its members and invitations, the
// recent activity).
import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp } from "../support/texto";

/** Runs a step that calls a server action and waits until the action's answer has arrived. */
export async function comResposta(page: Page, step: () => Promise<unknown>): Promise<void> {
  const resposta = page.waitForResponse((r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
  await step();
  // (Its headers leave once the action has run: cookies and revalidation are decided by then.)
  await resposta;
}

/**
 * Submits a form whose button is disabled while its action runs, and waits until the answer is on
 * the screen: the response's headers come before React renders the answer and resets the form, and
 * a field filled in between would be reset under the next step (a second "already a member" then
 * stood where "E-mail inválido." was expected).
 */
async function enviarEEsperar(page: Page, botao: Locator): Promise<void> {
  await comResposta(page, () => botao.click());
  await expect(botao).toBeEnabled();
}

/** /configuracoes. */
export class ConfiguracoesPage {
  readonly heading;
  readonly conta;
  readonly empresa;
  readonly membros;
  readonly atividade;
  /** Minha conta. */
  readonly senhaAtual;
  readonly novaSenha;
  readonly confirmacao;
  readonly alterarSenha;
  readonly sairDeTodos;
  /** Empresa (administrators). */
  readonly nomeDaEmpresa;
  readonly salvarEmpresa;
  /** Membros. */
  readonly tabela;
  readonly linhas;
  readonly conviteEmail;
  readonly convitePapel;
  readonly enviarConvite;
  /** Atividade recente, newest first. */
  readonly entradas;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    const main = page.getByRole("main");
    this.conta = main.getByRole("region", { name: "Minha conta", exact: true });
    this.empresa = main.getByRole("region", { name: "Empresa", exact: true });
    this.membros = main.getByRole("region", { name: "Membros", exact: true });
    this.atividade = main.getByRole("region", { name: "Atividade recente", exact: true });
    this.senhaAtual = this.conta.getByLabel("Senha atual", { exact: true });
    this.novaSenha = this.conta.getByLabel("Nova senha", { exact: true });
    this.confirmacao = this.conta.getByLabel("Confirmar nova senha", { exact: true });
    this.alterarSenha = this.conta.getByRole("button", { name: "Alterar senha", exact: true });
    this.sairDeTodos = this.conta.getByRole("button", { name: "Sair de todos os dispositivos", exact: true });
    this.nomeDaEmpresa = this.empresa.getByLabel("Nome da empresa", { exact: true });
    this.salvarEmpresa = this.empresa.getByRole("button", { name: "Salvar", exact: true });
    this.tabela = this.membros.getByRole("table");
    this.linhas = this.tabela.locator("tbody").getByRole("row");
    this.conviteEmail = this.membros.getByLabel("E-mail", { exact: true });
    this.convitePapel = this.membros.getByLabel("Papel", { exact: true });
    this.enviarConvite = this.membros.getByRole("button", { name: "Enviar convite", exact: true });
    this.entradas = this.atividade.getByRole("listitem");
  }

  async goto() {
    await this.page.goto("/configuracoes");
    await expect(this.heading).toHaveText("Bem-vindo à tela de Configurações!");
    await expect(this.conta).toBeVisible();
  }

  /** A member's row, by any text of it (name or e-mail). */
  linha(texto: string): Locator {
    return this.linhas.filter({ hasText: texto });
  }

  papelDe(quem: string): Locator {
    return this.membros.getByLabel(`Papel de ${quem}`, { exact: true });
  }

  salvarPapel(quem: string): Locator {
    return this.membros.getByRole("button", { name: `Salvar papel (${quem})`, exact: true });
  }

  remover(quem: string): Locator {
    return this.membros.getByRole("button", { name: `Remover ${quem}`, exact: true });
  }

  dialogo(quem: string): Locator {
    return this.page.getByRole("dialog", { name: `Remover ${quem}`, exact: true });
  }

  async convidar(email: string, papel?: string) {
    await this.conviteEmail.fill(email);
    if (papel) await this.convitePapel.selectOption({ label: papel });
    await enviarEEsperar(this.page, this.enviarConvite);
  }

  async mudarPapel(quem: string, papel: string) {
    await this.papelDe(quem).selectOption({ label: papel });
    await enviarEEsperar(this.page, this.salvarPapel(quem));
  }

  async removerMembro(quem: string) {
    await this.remover(quem).click();
    const dialogo = this.dialogo(quem);
    await expect(dialogo).toBeVisible();
    await comResposta(this.page, () => dialogo.getByRole("button", { name: "Remover", exact: true }).click());
  }

  async trocarSenha(atual: string, nova: string, confirmacao = nova) {
    await this.senhaAtual.fill(atual);
    await this.novaSenha.fill(nova);
    await this.confirmacao.fill(confirmacao);
    await comResposta(this.page, () => this.alterarSenha.click());
  }

  status(texto: string): Locator {
    return this.page.getByRole("status").filter({ hasText: texto });
  }

  alert(texto: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: texto });
  }

  /** The field's error, next to it (aria-invalid, aria-describedby). */
  async expectError(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}( |$)`));
  }
}
