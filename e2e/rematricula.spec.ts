// Issue 27, the rematrícula, as a secretary does it at the turn of the year: last year closed (seeded
// as the closing leaves it: the final situations per turma), `Preparar ano letivo` on its page, the
// next série's turma created, the retained students' turma offered by the preview and created, one
// destination changed, `Confirmar rematrícula de N alunos`, the turmas filled and the CSV of who
// went where; then the administrador undoes it with a `Motivo`. Axe and a 360 px phone on the way;
// a forged confirmation by consulta is refused with nothing written.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect, forgeAction } from "./fixtures";
import { actionIdOf } from "./support/actions";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, testDb } from "../test/support/firebase";
import { seedAnoEncerrado } from "../test/support/rematricula";
import { anoAtual } from "../lib/infra/relogio";

const ANO = anoAtual() - 1;
const PROXIMO = ANO + 1;
const main = (page: Page) => page.getByRole("main");

const entradasDoProximo = async (idEmpresa: string, idEscola: string) =>
  (await testDb().collection("enturmacoes").where("idEmpresa", "==", idEmpresa).where("idAnoLetivo", "==", `${idEscola}__${PROXIMO}`).get()).docs;

test("prepare the next year, change one destination, confirm, the turmas filled and the CSV; the administrador undoes it", async ({ pageOf }) => {
  test.setTimeout(150_000);
  const [empresa] = await createEmpresas(["Rede da Rematrícula"]);
  const usuario = async (nome: string, papel: "administrador" | "secretaria" | "consulta") => {
    const u = await createUser({ idEmpresaAtual: empresa!.id, displayName: nome });
    await link(u, [empresa!.id], { papel });
    return pageOf({ user: u, empresas: [empresa!] });
  };
  const sara = await usuario("Sara Secretária", "secretaria");
  const c = await seedAnoEncerrado(empresa!.id, ANO, [
    { nome: "Ana Aprovada", turma: "5A", situacao: "aprovado" },
    { nome: "Beto Aprovado", turma: "5A", situacao: "aprovado" },
    { nome: "Caio Reprovado", turma: "5A", situacao: "reprovado" },
    { nome: "Eva Concluinte", turma: "9B", situacao: "aprovado" },
    { nome: "Fábio Transferido", turma: "9B", situacao: null, sai: "transferido" },
  ]);

  // The closed year's page: `Preparar ano letivo` creates the next one and opens the rematrícula.
  await sara.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
  await main(sara).getByRole("button", { name: `Preparar ano letivo ${PROXIMO}`, exact: true }).click();
  await sara.waitForURL(`**/escolas/${c.idEscola}/anos/${ANO}/rematricula`);
  await expect(main(sara).getByRole("heading", { level: 1 })).toHaveText(`Rematrícula de ${ANO} para ${PROXIMO}`);
  expect((await testDb().doc(`anos_letivos/${c.idEscola}__${PROXIMO}`).get()).data()).toMatchObject({ situacao: "planejamento", etapas: [] });

  // Step 2: 5º ano A → 6º ano A (9º ano B is a final série: none).
  await expect(main(sara).getByText("9º ano B: série final, sem turma seguinte (os aprovados concluem).")).toBeVisible();
  const proposta = main(sara).getByTestId("turma-proposta");
  await expect(proposta).toHaveCount(1);
  await expect(proposta.getByLabel(`Turma de ${PROXIMO}`)).toHaveValue("6º ano A");
  await main(sara).getByRole("button", { name: `Criar turmas de ${PROXIMO}`, exact: true }).click();
  await expect(main(sara).getByRole("status").filter({ hasText: "1 turma criada." })).toBeVisible();

  // The preview: Caio (retained) has no 5º ano A next year; the preview offers it.
  const problemas = main(sara).getByTestId("problemas");
  await expect(problemas).toContainText(`A turma 5º ano A de ${PROXIMO} não existe: crie-a ou escolha outra turma de destino para Caio Reprovado.`);
  await expect(main(sara).getByRole("button", { name: /^Confirmar rematrícula/ })).toHaveCount(0);
  await main(sara).getByRole("button", { name: `Criar turma 5º ano A de ${PROXIMO}`, exact: true }).click();
  await expect(problemas).toHaveCount(0);
  const previa = main(sara).getByRole("region", { name: "Destino de cada aluno do ano encerrado", exact: true });
  const linha = (nome: string) => previa.getByRole("row").filter({ hasText: nome });
  await expect(linha("Ana Aprovada").getByLabel("Turma de destino")).toHaveValue("");
  await expect(linha("Ana Aprovada").getByLabel("Turma de destino").locator("option:checked")).toHaveText("6º ano A (proposta)");
  await expect(linha("Caio Reprovado").getByLabel("Turma de destino").locator("option:checked")).toHaveText("5º ano A (proposta)");
  await expect(linha("Eva Concluinte").getByLabel("Turma de destino").locator("option:checked")).toHaveText("Concluinte (proposta)");
  await expect(linha("Fábio Transferido")).toContainText("Não rematriculado (Transferido)");
  await expect(main(sara).getByText(`3 alunos serão enturmados em ${PROXIMO}; 1 concluinte deixará a escola.`, { exact: true })).toBeVisible();

  // One destination changed: Beto is not re-enrolled.
  await linha("Beto Aprovado").getByLabel("Turma de destino").selectOption({ label: "Não rematricular" });
  await expect(main(sara).getByText(`2 alunos serão enturmados em ${PROXIMO}; 1 concluinte deixará a escola.`, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(sara);

  // Confirmed (the dialog asks again): the progress, then the end.
  await main(sara).getByRole("button", { name: "Confirmar rematrícula de 2 alunos", exact: true }).click();
  const confirmar = await actionIdOf(sara, () => sara.getByRole("dialog").getByRole("button", { name: "Confirmar rematrícula de 2 alunos", exact: true }).click());
  await expect(main(sara).getByRole("heading", { name: `2 alunos rematriculados em ${PROXIMO}.`, exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await entradasDoProximo(empresa!.id, c.idEscola)).toHaveLength(2);

  // A forged confirmation by consulta: refused, nothing written.
  const cora = await usuario("Cora Consulta", "consulta");
  const url = `/escolas/${c.idEscola}/anos/${ANO}/rematricula`;
  const forjada = await forgeAction(cora.context().request, url, confirmar, { id: c.ano.id });
  expect(forjada.status).toBeLessThan(500);
  expect(forjada.text).toContain("Você não tem permissão para esta ação.");
  expect(await entradasDoProximo(empresa!.id, c.idEscola)).toHaveLength(2);

  const [download] = await Promise.all([sara.waitForEvent("download"), main(sara).getByRole("link", { name: "Baixar lista (CSV)", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(`rematricula-${PROXIMO}.csv`);
  const csv = fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(csv[0]).toBe("Aluno;Matrícula;De;Para");
  expect(csv.slice(1).sort().map((l) => l.split(";").filter((_, i) => i !== 1).join(";"))).toEqual([
    `Ana Aprovada;5º ano A (${ANO});6º ano A (${PROXIMO})`,
    `Caio Reprovado;5º ano A (${ANO});5º ano A (${PROXIMO})`,
    `Eva Concluinte;9º ano B (${ANO});Concluinte`,
  ]);

  // The next year's page: its turmas filled.
  await main(sara).getByRole("link", { name: `Abrir o ano letivo ${PROXIMO}`, exact: true }).click();
  const turmas = main(sara).getByRole("region", { name: "Turmas do ano letivo", exact: true });
  await expect(turmas.getByRole("row").filter({ hasText: "6º ano A" })).toContainText("1 de 30");
  await expect(turmas.getByRole("row").filter({ hasText: "5º ano A" })).toContainText("1 de 30");
  await expect(main(sara).getByRole("heading", { name: "Desfazer rematrícula" })).toHaveCount(0); // secretaria: no undo
  await expect(main(sara).getByText("As datas das etapas ainda não foram preenchidas: use Editar.")).toBeVisible();
  // Its turmas' grades wait for the dates (a page, not a 500).
  const sexto = (await testDb().collection("turmas").where("idAnoLetivo", "==", `${c.idEscola}__${PROXIMO}`).where("nome", "==", "6º ano A").get()).docs[0]!.id;
  const notas = await sara.goto(`/escolas/${c.idEscola}/turmas/${sexto}/notas`);
  expect(notas!.status()).toBe(200);
  await expect(main(sara).getByText("As datas das etapas ainda não foram preenchidas: use Editar.")).toBeVisible();

  // The administrador undoes it, with a reason.
  const ana = await usuario("Ana Administradora", "administrador");
  await ana.goto(`/escolas/${c.idEscola}/anos/${PROXIMO}`);
  const desfazer = main(ana).getByRole("region", { name: "Desfazer rematrícula", exact: true });
  await desfazer.getByRole("button", { name: "Desfazer rematrícula", exact: true }).click();
  await expect(desfazer.getByText("Informe o motivo (de 3 a 200 caracteres).").first()).toBeVisible();
  await desfazer.getByLabel("Motivo", { exact: true }).fill("Turmas erradas");
  await desfazer.getByRole("button", { name: "Desfazer rematrícula", exact: true }).click();
  // Asked first (issue 41); while it runs the page says so; it ends with how many went back.
  const pergunta = ana.getByRole("dialog", { name: "Desfazer rematrícula?", exact: true });
  await expect(pergunta).toContainText(`Desfazer a rematrícula de 3 alunos em ${PROXIMO}? Eles voltam para ${ANO}.`);
  await ana.route(new RegExp(`/anos/${PROXIMO}$`), async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await pergunta.getByRole("button", { name: "Desfazer rematrícula", exact: true }).click();
  await expect(main(ana).getByRole("status").filter({ hasText: "Desfazendo a rematrícula…" }).first()).toBeVisible();
  await expect(main(ana).getByRole("status").filter({ hasText: `Rematrícula desfeita: 3 alunos voltaram para ${ANO}.` })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await entradasDoProximo(empresa!.id, c.idEscola)).length, { timeout: 20_000 }).toBe(0);
  await ana.goto(url);
  await expect(main(ana).getByText(`A rematrícula de ${PROXIMO} foi desfeita. Confira a prévia e confirme de novo quando quiser.`)).toBeVisible({ timeout: 20_000 });
  expect((await testDb().doc(`alunos/${c.ids["Eva Concluinte"]}`).get()).get("situacao")).toBe("ativo");
});

test("before Criar turmas, the preview says the missing turmas are a step, not a problem per student", async ({ pageOf }) => {
  const [empresa] = await createEmpresas(["Rede da Prévia"]);
  const u = await createUser({ idEmpresaAtual: empresa!.id, displayName: "Sara Secretária" });
  await link(u, [empresa!.id], { papel: "secretaria" });
  const sara = await pageOf({ user: u, empresas: [empresa!] });
  const nomes = Array.from({ length: 12 }, (_, i) => `Aluno ${String(i + 1).padStart(2, "0")} Aprovado`);
  const c = await seedAnoEncerrado(empresa!.id, ANO, [...nomes.map((nome) => ({ nome, turma: "5A" as const, situacao: "aprovado" as const })), { nome: "Caio Reprovado", turma: "5A", situacao: "reprovado" }]);
  await sara.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
  await main(sara).getByRole("button", { name: `Preparar ano letivo ${PROXIMO}`, exact: true }).click();
  await sara.waitForURL(`**/anos/${ANO}/rematricula`);
  await expect(main(sara).getByText(`Primeiro crie as turmas de ${PROXIMO} (passo acima): 12 alunos aguardam essas turmas para entrar na prévia.`, { exact: true })).toBeVisible();
  // What remains a problem is what step 2 does not offer: the retained student's turma, once.
  await expect(main(sara).getByTestId("problemas").getByRole("listitem")).toHaveText([
    `A turma 5º ano A de ${PROXIMO} não existe: crie-a ou escolha outra turma de destino para Caio Reprovado.`,
  ]);
  await expectNoSeriousViolations(sara);
  await main(sara).getByRole("button", { name: `Criar turmas de ${PROXIMO}`, exact: true }).click();
  await expect(main(sara).getByRole("status").filter({ hasText: "1 turma criada." })).toBeVisible();
  await expect(main(sara).getByText(/^Primeiro crie as turmas/)).toHaveCount(0);
  await expect(main(sara).getByTestId("problemas").getByRole("listitem")).toHaveCount(1);
});

test("Reabrir ano letivo asks first, says so while it runs, and its answer stays on the reopened year", async ({ pageOf }) => {
  const [empresa] = await createEmpresas(["Rede da Reabertura"]);
  const u = await createUser({ idEmpresaAtual: empresa!.id, displayName: "Ana Administradora" });
  await link(u, [empresa!.id], { papel: "administrador" });
  const ana = await pageOf({ user: u, empresas: [empresa!] });
  const c = await seedAnoEncerrado(empresa!.id, ANO, [{ nome: "Ana Aprovada", turma: "5A", situacao: "aprovado" }]);
  await ana.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
  const reabrir = main(ana).getByRole("region", { name: "Reabrir ano letivo", exact: true });
  await reabrir.getByLabel("Motivo", { exact: true }).fill("Nota lançada errada");
  await reabrir.getByRole("button", { name: "Reabrir ano letivo", exact: true }).click();
  const pergunta = ana.getByRole("dialog", { name: "Reabrir ano letivo?", exact: true });
  await expect(pergunta).toContainText(`Reabrir o ano letivo de ${ANO}? As situações finais do encerramento deixam de valer até que ele seja encerrado de novo.`);
  await expectNoSeriousViolations(ana);
  await pergunta.getByRole("button", { name: "Cancelar", exact: true }).click();
  await expect(pergunta).toBeHidden();
  await expect(main(ana).getByTestId("situacao-do-ano")).toHaveText("Encerrado");

  await reabrir.getByRole("button", { name: "Reabrir ano letivo", exact: true }).click();
  await ana.route(new RegExp(`/anos/${ANO}$`), async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await pergunta.getByRole("button", { name: "Reabrir ano letivo", exact: true }).click();
  await expect(main(ana).getByRole("status").filter({ hasText: "Reabrindo o ano letivo…" })).toBeVisible();
  await expect(main(ana).getByRole("status").filter({ hasText: `Ano letivo ${ANO} reaberto.` })).toBeVisible({ timeout: 20_000 });
  await expect(main(ana).getByTestId("situacao-do-ano")).toHaveText("Em andamento");
  await expect(reabrir).toHaveCount(0);
});

test("the rematrícula page on a phone (360 px)", async ({ pageOf }) => {
  const [empresa] = await createEmpresas(["Rede da Rematrícula no Celular"]);
  const u = await createUser({ idEmpresaAtual: empresa!.id, displayName: "Sara Celular" });
  await link(u, [empresa!.id], { papel: "secretaria" });
  const page = await pageOf({ user: u, empresas: [empresa!] });
  await page.setViewportSize({ width: 360, height: 740 });
  const c = await seedAnoEncerrado(empresa!.id, ANO, [
    { nome: "Ana Celular", turma: "5A", situacao: "aprovado" },
    { nome: "Caio Celular", turma: "5A", situacao: "reprovado" },
  ]);
  await page.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
  await expectFitsAPhone(page);
  await main(page).getByRole("button", { name: `Preparar ano letivo ${PROXIMO}`, exact: true }).click();
  await page.waitForURL(`**/anos/${ANO}/rematricula`);
  await expect(main(page).getByTestId("turma-proposta")).toHaveCount(1);
  await expectFitsAPhone(page);
});
