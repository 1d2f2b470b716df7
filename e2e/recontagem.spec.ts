// Issue 42: a new `Frequência mínima` is applied to the flags already stored. An administrador
// changes it in Configurações: `Recalculando a frequência dos alunos…` until the recount ends, then
// Home counts the students below the new minimum. A recount whose server stopped is shown on Home
// and taken over by Home itself.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { comResposta } from "./paginas/configuracoes";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";

const RECALCULANDO = "Recalculando a frequência dos alunos…";
const recalculando = (page: Page) => page.getByRole("main").getByRole("status").filter({ hasText: RECALCULANDO });

/** A school with this year in progress, its 5º ano A with Ana at 78% and Bruno at 76% of 50 days (neither below the law's 75%). */
async function setentaEOitoESetentaESeis(idEmpresa: string) {
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola da Recontagem" }]);
  const { turmas } = await seedAnoComTurmas(idEmpresa, idEscola!, { turmas: [{ nome: "5º ano A" }] });
  const alunos = await seedAlunos(idEmpresa, ["Ana Beatriz Lima", "Bruno Costa Reis"].map((nome) => ({ nome, idEscola: idEscola!, turma: turmas[0]! })));
  for (const [aluno, faltas] of [[alunos[0]!, 11], [alunos[1]!, 12]] as const) {
    const [entrada] = (await testDb().collection("enturmacoes").where("idAluno", "==", aluno.id).get()).docs;
    await entrada!.ref.update({ frequencia: { "0": { dias: 50, faltas, justificadas: 0 } }, abaixoDoMinimo: false });
  }
}

test("a new Frequência mínima: Configurações says it is recalculating until it ends, then Home counts the students below it", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "administrador" });
  const idEmpresa = empresas[0]!.id;
  await setentaEOitoESetentaESeis(idEmpresa);
  await page.goto("/home");
  await expect(page.getByTestId("painel-abaixo-do-minimo")).toHaveText("0 alunos");

  await page.goto("/configuracoes");
  const regras = page.getByRole("main").getByRole("region", { name: "Regras de avaliação", exact: true });
  await regras.getByLabel("Frequência mínima", { exact: true }).fill("80");
  await comResposta(page, () => regras.getByRole("button", { name: "Salvar regras", exact: true }).click());
  await expect(recalculando(page)).toHaveText(RECALCULANDO);
  // The page asks again by itself: the text goes when the recount ends.
  await expect(recalculando(page)).toHaveCount(0, { timeout: 15_000 });

  await page.goto("/home");
  await expect(page.getByTestId("painel-abaixo-do-minimo")).toHaveText("2 alunos");
});

test("Home says it is recalculating while a recount runs, and takes over one whose server stopped", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "administrador" });
  const idEmpresa = empresas[0]!.id;
  await setentaEOitoESetentaESeis(idEmpresa);
  // The minimum changed to 80% and its recount started, with a live heartbeat (its server at work).
  await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).set({ idEmpresa, mediaParaAprovacao: 60, frequenciaMinima: 80, recuperacaoFinal: true });
  const recontagem = testDb().doc(`recontagens/${idEmpresa}`);
  await recontagem.set({ idEmpresa, estado: "recalculando", dono: "outro-servidor", batimento: Date.now(), minimo: 80, cursor: null, revisadas: 0, mudadas: 0, commits: 1 });
  await page.goto("/home");
  await expect(recalculando(page)).toHaveText(RECALCULANDO);
  await expect(page.getByTestId("painel-abaixo-do-minimo")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // Configurações says so too, also on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/configuracoes");
  await expect(recalculando(page)).toHaveText(RECALCULANDO);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  // Its server stopped a minute ago: Home takes it over after its answer, and shows the count when it ends.
  await recontagem.update({ batimento: Date.now() - 120_000 });
  await page.goto("/home");
  await expect(page.getByTestId("painel-abaixo-do-minimo")).toHaveText("2 alunos", { timeout: 15_000 });
  await expect(recalculando(page)).toHaveCount(0);
  expect((await recontagem.get()).get("estado")).toBe("concluida");
});

test("a company that saved 80% before issue 42 (its flags stored at the law's 75%, no recount record): Home recounts them by itself", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  await setentaEOitoESetentaESeis(idEmpresa);
  await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).set({ idEmpresa, mediaParaAprovacao: 60, frequenciaMinima: 80, recuperacaoFinal: true });
  await page.goto("/home");
  // Not the stale count: the page says it is recalculating, starts the recount after its answer and asks again by itself.
  await expect(recalculando(page)).toHaveText(RECALCULANDO);
  await expect(page.getByTestId("painel-abaixo-do-minimo")).toHaveText("2 alunos", { timeout: 15_000 });
  await expect(recalculando(page)).toHaveCount(0);
  expect((await testDb().doc(`recontagens/${idEmpresa}`).get()).data()).toMatchObject({ estado: "concluida", minimo: 80 });
});
