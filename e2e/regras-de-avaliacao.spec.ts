// `Regras de avaliação` in Configurações (issue 25): an administrador changes the média para
// aprovação, the frequência mínima and the recuperação final, bad values are answered next to their
// field; secretaria and consulta read them, a professor sees nothing of them; axe and a 360 px phone.
import type { Page } from "@playwright/test";
import { test, expect, type Scenario } from "./fixtures";
import { comResposta } from "./paginas/configuracoes";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { escapeRegExp } from "./support/texto";
import { createEmpresas, createUser, link, testDb, type TestPapel } from "../test/support/firebase";

const rand = () => Math.random().toString(36).slice(2, 8);

/** Users of one new company (their current one), one per role. */
async function colegas(papeis: TestPapel[]) {
  const [empresa] = await createEmpresas([`Empresa Regras ${rand()}`]);
  const users = await Promise.all(
    papeis.map(async (papel) => {
      const user = await createUser({ idEmpresaAtual: empresa!.id });
      await link(user, [empresa!.id], { papel });
      return { user, empresas: [empresa!] } as Scenario;
    }),
  );
  return { idEmpresa: empresa!.id, users };
}

const regrasGuardadas = async (idEmpresa: string) => (await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).get()).data();

/** The section and its controls. */
function regras(page: Page) {
  const secao = page.getByRole("main").getByRole("region", { name: "Regras de avaliação", exact: true });
  const recuperacao = secao.getByRole("radiogroup", { name: "Recuperação final", exact: true });
  return {
    secao,
    media: secao.getByLabel("Média para aprovação", { exact: true }),
    frequencia: secao.getByLabel("Frequência mínima", { exact: true }),
    recuperacao,
    com: recuperacao.getByRole("radio", { name: "A nota da recuperação substitui a média anual quando for maior", exact: true }),
    sem: recuperacao.getByRole("radio", { name: "Sem recuperação final", exact: true }),
    // Issue 41: EF 1º–3º ano by grades (the default) or by `Parecer descritivo`.
    porParecer: secao.getByRole("radiogroup", { name: "Avaliação do 1º ao 3º ano", exact: true }).getByRole("radio", { name: "Parecer descritivo, como na Educação Infantil", exact: true }),
    porNotas: secao.getByRole("radiogroup", { name: "Avaliação do 1º ao 3º ano", exact: true }).getByRole("radio", { name: "Notas, como nos demais anos", exact: true }),
    salvar: secao.getByRole("button", { name: "Salvar regras", exact: true }),
  };
}

async function abrirConfiguracoes(page: Page) {
  await page.goto("/configuracoes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo à tela de Configurações!");
}

async function entrar(page: Page, signedIn: (s: Scenario) => Promise<void>, quem: Scenario) {
  await signedIn(quem);
  await page.waitForURL((url) => url.pathname === "/home");
}

async function expectErro(campo: ReturnType<typeof regras>["media"], mensagem: string) {
  await expect(campo).toHaveAttribute("aria-invalid", "true");
  await expect(campo).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(mensagem)}( |$)`));
}

test("an administrador changes the rules to 7,0 / 80 / Sem recuperação final; bad values are refused next to their field", async ({ page, signedIn }) => {
  const { idEmpresa, users } = await colegas(["administrador"]);
  await entrar(page, signedIn, users[0]!);
  await abrirConfiguracoes(page);
  const r = regras(page);

  // The defaults, after the company's section.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(["Minha conta", "Empresa", "Regras de avaliação"]);
  await expect(r.media).toHaveValue("6,0");
  await expect(r.media).toHaveAttribute("inputmode", "decimal");
  await expect(r.frequencia).toHaveValue("75");
  await expect(r.frequencia).toHaveAttribute("inputmode", "numeric");
  await expect(r.com).toBeChecked();
  await expect(r.sem).not.toBeChecked();

  const MEDIA = "Informe a média de 0 a 10, com até uma casa decimal.";
  const FREQUENCIA = "Informe a frequência mínima de 0 a 100%.";
  for (const [media, frequencia, campo, mensagem] of [
    ["10,01", "80", r.media, MEDIA],
    ["-1", "80", r.media, MEDIA],
    ["7.55", "80", r.media, MEDIA],
    ["abc", "80", r.media, MEDIA],
    ["7,0", "101", r.frequencia, FREQUENCIA],
    ["7,0", "abc", r.frequencia, FREQUENCIA],
    // Issue 42: the law's floor.
    ["7,0", "74", r.frequencia, "A frequência mínima não pode ser menor que 75%."],
  ] as const) {
    await r.media.fill(media);
    await r.frequencia.fill(frequencia);
    await comResposta(page, () => r.salvar.click());
    await expectErro(campo, mensagem);
    // What was typed stays, and the focus is on the wrong field.
    await expect(r.media).toHaveValue(media);
    await expect(r.frequencia).toHaveValue(frequencia);
    await expect(campo).toBeFocused();
  }
  expect(await regrasGuardadas(idEmpresa)).toBeUndefined();

  await r.media.fill("7,0");
  await r.frequencia.fill("80");
  await r.sem.check();
  await expect(r.porNotas).toBeChecked();
  await r.porParecer.check();
  await comResposta(page, () => r.salvar.click());
  await expect(r.secao.getByRole("status").filter({ hasText: "Regras de avaliação salvas." })).toBeVisible();
  await expect(r.media).not.toHaveAttribute("aria-invalid", "true");
  expect(await regrasGuardadas(idEmpresa)).toMatchObject({ idEmpresa, mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false, anosIniciaisPorParecer: true });

  await page.reload();
  await expect(r.media).toHaveValue("7,0");
  await expect(r.frequencia).toHaveValue("80");
  await expect(r.sem).toBeChecked();
  await expect(r.com).not.toBeChecked();
  await expect(r.porParecer).toBeChecked();
  await expectNoSeriousViolations(page);
});

test("secretaria and consulta read the rules; a professor sees nothing of them", async ({ page, signedIn }) => {
  const { idEmpresa, users } = await colegas(["secretaria", "consulta", "professor"]);
  await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).set({ idEmpresa, mediaParaAprovacao: 70, frequenciaMinima: 80, recuperacaoFinal: false });
  const [secretaria, consulta, professor] = users as [Scenario, Scenario, Scenario];

  for (const quem of [secretaria, consulta]) {
    await page.context().clearCookies();
    await entrar(page, signedIn, quem);
    await abrirConfiguracoes(page);
    const r = regras(page);
    await expect(r.secao).toBeVisible();
    await expect(r.secao.getByRole("term")).toHaveText(["Média para aprovação", "Frequência mínima", "Recuperação final", "Avaliação do 1º ao 3º ano"]);
    await expect(r.secao.getByRole("definition")).toHaveText(["7,0", "80%", "Sem recuperação final", "Notas, como nos demais anos"]);
    await expect(r.secao.getByRole("textbox")).toHaveCount(0);
    await expect(r.secao.getByRole("radio")).toHaveCount(0);
    await expect(r.secao.getByRole("button")).toHaveCount(0);
    if (quem === secretaria) await expectNoSeriousViolations(page);
  }

  await page.context().clearCookies();
  await entrar(page, signedIn, professor);
  await abrirConfiguracoes(page);
  await expect(page.getByRole("heading", { name: "Minha conta" })).toBeVisible();
  await expect(regras(page).secao).toHaveCount(0);
  await expect(page.getByText("Média para aprovação")).toHaveCount(0);
});

test("at 360 px the form fits the phone, with an error shown too", async ({ page, signedIn }) => {
  const { users } = await colegas(["administrador"]);
  await entrar(page, signedIn, users[0]!);
  await page.setViewportSize({ width: 360, height: 740 });
  await abrirConfiguracoes(page);
  const r = regras(page);
  await expect(r.media).toHaveValue("6,0");
  await expectFitsAPhone(page);

  await r.media.fill("10,01");
  await comResposta(page, () => r.salvar.click());
  await expectErro(r.media, "Informe a média de 0 a 10, com até uma casa decimal.");
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});
