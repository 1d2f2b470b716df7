// The invitation's page: /definir-senha?oobCode=... (public: the invited person has no session yet).
import { expect, type Page } from "@playwright/test";

type OobCode = { email: string; requestType: string; oobLink: string; oobCode: string };

/** The password-reset codes the Auth emulator recorded for an address (what the e-mails would carry). */
export async function codigosDeSenha(email: string): Promise<string[]> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.FIREBASE_PROJECT_ID}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === "PASSWORD_RESET").map((c) => c.oobCode);
}

/** The last code sent to an address (waits for it). */
export async function ultimoCodigo(email: string): Promise<string> {
  let codigo: string | undefined;
  await expect.poll(async () => (codigo = (await codigosDeSenha(email)).at(-1))).toBeTruthy();
  return codigo!;
}

/** The invitation's link, as the server prints it on the emulators: the app's page with the code. */
export const linkDoConvite = (codigo: string) => `/definir-senha?oobCode=${encodeURIComponent(codigo)}`;

/** /definir-senha. */
export class DefinirSenhaPage {
  readonly heading;
  readonly card;
  readonly nome;
  readonly novaSenha;
  readonly confirmacao;
  readonly definir;
  readonly expirado;
  readonly irParaLogin;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.card = page.getByRole("region", { name: "Definir senha", exact: true });
    this.nome = page.getByLabel("Seu nome", { exact: true });
    this.novaSenha = page.getByLabel("Nova senha", { exact: true });
    this.confirmacao = page.getByLabel("Confirmar senha", { exact: true });
    this.definir = page.getByRole("button", { name: "Definir senha", exact: true });
    this.expirado = page.getByRole("alert").filter({ hasText: "Este convite expirou ou já foi usado. Peça um novo convite ao administrador." });
    this.irParaLogin = page.getByRole("link", { name: "Ir para a página de login", exact: true });
  }

  async goto(codigo: string) {
    await this.page.goto(linkDoConvite(codigo));
    await expect(this.heading).toHaveText("Definir senha");
  }

  async preencher(nome: string, senha: string, confirmacao = senha) {
    await this.nome.fill(nome);
    await this.novaSenha.fill(senha);
    await this.confirmacao.fill(confirmacao);
  }
}
