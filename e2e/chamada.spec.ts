// The daily roll call (issue 24, "Chamada" and "Nothing lost"): a turma's roll on a day at 360 px,
// three large choices per student, the save and who made it; the marks kept on the device from the
// first tap until the server confirms (recovered after a reload, sent by themselves when the
// connection is back, from the roll-call page or any other page); the stale save; sign-out clears
// the device. Every roll call here is on a weekday of the first bimestre (seedAnoComTurmas) of the
// last year that has reached it, so the day has class and is past whatever today is.
import type { Page } from "@playwright/test";
import { test, expect, type Scenario } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { seedAlunos, seedAnoComTurmas, seedEscolas, type TestPapel } from "../test/support/firebase";
import { anoAtual, hoje } from "../lib/infra/relogio";

const main = (page: Page) => page.getByRole("main");
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const alerta = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const grupo = (page: Page, nome: string) => main(page).getByRole("radiogroup", { name: nome, exact: true });
const escolha = (page: Page, nome: string, marca: "Presente" | "Falta" | "Falta justificada") => grupo(page, nome).getByRole("radio", { name: marca, exact: true });
const salvar = (page: Page) => main(page).getByRole("button", { name: "Salvar chamada", exact: true });

/** A day moved to the next weekday (0: Sunday, 6: Saturday) or to the next Saturday. */
function proximo(dia: string, quer: "util" | "sabado"): string {
  const d = new Date(`${dia}T00:00:00Z`);
  const ok = () => (quer === "sabado" ? d.getUTCDay() === 6 : d.getUTCDay() !== 0 && d.getUTCDay() !== 6);
  while (!ok()) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A weekday in a year's first bimestre (02/02 to 17/04). */
const diaDoPrimeiroBimestre = (ano: number) => proximo(`${ano}-03-10`, "util");
/** The year of the roll calls: this one once its day is past, else (January to March) the last one, still in progress. */
const ANO = diaDoPrimeiroBimestre(anoAtual()) <= hoje() ? anoAtual() : anoAtual() - 1;
/** The roll calls' day, and the Saturday after it. */
const DIA = diaDoPrimeiroBimestre(ANO);
const SABADO = proximo(DIA, "sabado");

// In order of name, as the page lists them.
const ALUNOS = ["Ana Beatriz Lima", "Bruno Costa Reis", "Carla Mendes", "Daniel Souza", "Eduarda Nunes"];
const FALTAS = ["Bruno Costa Reis", "Carla Mendes", "Eduarda Nunes"];

type Turma = { url: (dia?: string) => string; ids: string[]; scenario: Scenario };

/** A signed-in writer's company with a school, ANO in progress and `5º ano A` with ALUNOS since February. */
async function turmaComAlunos(inShell: (o?: { papel?: TestPapel }) => Promise<Scenario>, papel: TestPapel = "secretaria"): Promise<Turma> {
  const scenario = await inShell({ papel });
  const { empresas } = scenario;
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Monteiro Lobato" }]);
  const { turmas } = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });
  const alunos = await seedAlunos(
    idEmpresa,
    ALUNOS.map((nome) => ({ nome, idEscola: idEscola!, turma: turmas[0]!, desde: `${ANO}-02-02` })),
  );
  return { url: (dia = DIA) => `/escolas/${idEscola}/turmas/${turmas[0]!.id}/chamada?data=${dia}`, ids: alunos.map((a) => a.id), scenario };
}

/** What this browser keeps for roll calls: key → stored text. */
const guardadas = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("chamada:")).map((k) => [k, localStorage.getItem(k)])));

async function marcarFaltas(page: Page) {
  for (const nome of FALTAS) await escolha(page, nome, "Falta").check();
}

async function esperarFaltas(page: Page) {
  for (const nome of ALUNOS) await expect(escolha(page, nome, FALTAS.includes(nome) ? "Falta" : "Presente")).toBeChecked();
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a secretary takes the roll: 3 absences, saved, who saved it; reopened with its marks; a second save from the same page", async ({ page, inShell }) => {
    const turma = await turmaComAlunos(inShell);
    await page.goto(turma.url());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chamada — 5º ano A");
    await expect(main(page).getByLabel("Data", { exact: true })).toHaveValue(DIA);
    await expect(main(page).getByRole("link", { name: "Voltar para a turma", exact: true })).toBeVisible();
    await expect(page.getByTestId("chamada-salva")).toHaveText("Chamada ainda não feita nesta data.");
    await expect(main(page).getByRole("radiogroup")).toHaveCount(ALUNOS.length);
    for (const nome of ALUNOS) await expect(escolha(page, nome, "Presente")).toBeChecked();

    // Every choice is a finger's target, and the page fits a phone and passes axe.
    for (const nome of ALUNOS) {
      for (const marca of ["Presente", "Falta", "Falta justificada"] as const) {
        const caixa = await escolha(page, nome, marca).boundingBox();
        expect(caixa, `${nome}: ${marca}`).not.toBeNull();
        expect(caixa!.width, `${nome}: ${marca}`).toBeGreaterThanOrEqual(44);
        expect(caixa!.height, `${nome}: ${marca}`).toBeGreaterThanOrEqual(44);
      }
    }
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);

    // From the first tap the marks are kept on the device: ids and marks, never a name.
    await marcarFaltas(page);
    const antes = await guardadas(page);
    expect(Object.keys(antes)).toHaveLength(1);
    const texto = Object.values(antes)[0]!;
    for (const nome of ALUNOS) expect(texto).not.toContain(nome.split(" ")[0]);
    for (const id of turma.ids) expect(texto).toContain(id);

    await salvar(page).click();
    await expect(status(page, "Chamada salva: 2 presentes, 3 faltas.")).toBeVisible();
    await expect(page.getByTestId("chamada-salva")).toHaveText(/^Salva por Usuária u.+ às \d{2}:\d{2}$/);
    await expect(salvar(page)).toHaveText("Salvar chamada");
    // Confirmed by the server: nothing kept any more.
    expect(await guardadas(page)).toEqual({});
    await expectNoSeriousViolations(page);

    // A second save from the same page (the version it got back): one absence justified.
    await escolha(page, "Carla Mendes", "Falta justificada").check();
    await salvar(page).click();
    await expect(status(page, "Chamada salva: 2 presentes, 3 faltas (1 justificada).")).toBeVisible();

    // Reopened: the day's marks and who saved it; nothing said about the device.
    await page.reload();
    await expect(page.getByTestId("chamada-salva")).toHaveText(/^Salva por Usuária u.+ às \d{2}:\d{2}$/);
    await expect(escolha(page, "Carla Mendes", "Falta justificada")).toBeChecked();
    for (const nome of ["Bruno Costa Reis", "Eduarda Nunes"]) await expect(escolha(page, nome, "Falta")).toBeChecked();
    for (const nome of ["Ana Beatriz Lima", "Daniel Souza"]) await expect(escolha(page, nome, "Presente")).toBeChecked();
    await expect(page.getByText("Chamada não enviada recuperada deste aparelho.")).toHaveCount(0);

    // Another day through the Data field: a Saturday has no class, and no form.
    await main(page).getByLabel("Data", { exact: true }).fill(SABADO);
    await main(page).getByRole("button", { name: "Abrir data", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`data=${SABADO}`));
    await expect(main(page).getByText("Não há aula nesta data.", { exact: true })).toBeVisible();
    await expect(main(page).getByRole("radiogroup")).toHaveCount(0);
    await expect(salvar(page)).toHaveCount(0);
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
  });

  test("offline: the save waits on the device, and goes by itself when the connection is back", async ({ page, inShell }) => {
    const turma = await turmaComAlunos(inShell, "administrador");
    await page.goto(turma.url());
    await marcarFaltas(page);
    await page.context().setOffline(true);
    await salvar(page).click();
    await expect(status(page, "Sem conexão. A chamada ficou guardada neste aparelho e será enviada quando a conexão voltar.")).toBeVisible();
    await esperarFaltas(page);
    expect(Object.keys(await guardadas(page))).toHaveLength(1);
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);

    await page.context().setOffline(false);
    await expect(status(page, "Chamada enviada.")).toBeVisible();
    await expect(page.getByTestId("chamada-salva")).toHaveText(/^Salva por /);
    expect(await guardadas(page)).toEqual({});

    // The server has it.
    await page.reload();
    await esperarFaltas(page);
    await expect(page.getByTestId("chamada-salva")).toHaveText(/^Salva por /);
    await expect(page.getByText("Chamada não enviada recuperada deste aparelho.")).toHaveCount(0);
  });

  test("offline, then the page closed: the next signed-in page sends it", async ({ page, inShell }) => {
    const turma = await turmaComAlunos(inShell);
    await page.goto(turma.url());
    await marcarFaltas(page);
    await page.context().setOffline(true);
    await salvar(page).click();
    await expect(status(page, "Sem conexão.")).toBeVisible();
    const outra = await page.context().newPage();
    await page.close();
    await outra.context().setOffline(false);
    await outra.goto("/home");
    await expect.poll(() => guardadas(outra)).toEqual({});
    await outra.goto(turma.url());
    await esperarFaltas(outra);
    await expect(outra.getByTestId("chamada-salva")).toHaveText(/^Salva por /);
  });

  test("marks tapped and the page reloaded without saving: recovered from the device, not sent", async ({ page, inShell }) => {
    const turma = await turmaComAlunos(inShell);
    await page.goto(turma.url());
    await marcarFaltas(page);
    await page.reload();
    await expect(main(page).getByText("Chamada não enviada recuperada deste aparelho.")).toBeVisible();
    await esperarFaltas(page);
    await expect(page.getByTestId("chamada-salva")).toHaveText("Chamada ainda não feita nesta data.");
    await expectNoSeriousViolations(page);
    // A slow network: while the save is in flight the button says so, and the marks stay usable.
    await page.route(/\/chamada\?/, async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await salvar(page).click();
    await expect(main(page).getByRole("button", { name: "Salvando…", exact: true })).toBeDisabled();
    await expect(escolha(page, "Ana Beatriz Lima", "Falta")).toBeEnabled();
    await expect(status(page, "Chamada salva: 2 presentes, 3 faltas.")).toBeVisible();
    await expect(main(page).getByText("Chamada não enviada recuperada deste aparelho.")).toHaveCount(0);
    expect(await guardadas(page)).toEqual({});
  });
});

test("the stale save: saved meanwhile on another device, refused; the marks stay on screen and on the device", async ({ page, inShell, pageOf }) => {
  const turma = await turmaComAlunos(inShell);
  // Another device (a browser context of its own: its own storage), the same day open on both.
  const outra = await pageOf(turma.scenario);
  await page.goto(turma.url());
  await outra.goto(turma.url());

  await escolha(page, "Ana Beatriz Lima", "Falta").check();
  await salvar(page).click();
  await expect(status(page, "Chamada salva: 4 presentes, 1 falta.")).toBeVisible();

  await escolha(outra, "Daniel Souza", "Falta").check();
  await salvar(outra).click();
  await expect(alerta(outra, "Esta chamada foi alterada por outra pessoa. Recarregue a página.")).toBeVisible();
  await expect(escolha(outra, "Daniel Souza", "Falta")).toBeChecked();
  await expect(escolha(outra, "Ana Beatriz Lima", "Presente")).toBeChecked();
  await expect(salvar(outra)).toBeEnabled();
  expect(Object.values(await guardadas(outra))[0]).toContain(turma.ids[3]!);

  // Nothing was overwritten.
  await page.reload();
  await expect(escolha(page, "Ana Beatriz Lima", "Falta")).toBeChecked();
  await expect(escolha(page, "Daniel Souza", "Presente")).toBeChecked();

  // Reloaded, as the message asks: the other save is named and its marks shown; the marks typed
  // here are offered, and using them, then saving, is the person's deliberate choice (it goes through).
  await outra.reload();
  await expect(outra.getByTestId("chamada-salva")).toHaveText(/^Salva por /);
  await expect(main(outra).getByText("Outra pessoa salvou esta chamada depois que você marcou neste aparelho.", { exact: false })).toBeVisible();
  await expect(escolha(outra, "Ana Beatriz Lima", "Falta")).toBeChecked();
  await expect(escolha(outra, "Daniel Souza", "Presente")).toBeChecked();
  await main(outra).getByRole("button", { name: "Usar as marcas deste aparelho", exact: true }).click();
  await expect(main(outra).getByText("Chamada não enviada recuperada deste aparelho.")).toBeVisible();
  await expect(escolha(outra, "Daniel Souza", "Falta")).toBeChecked();
  await expect(escolha(outra, "Ana Beatriz Lima", "Presente")).toBeChecked();
  await salvar(outra).click();
  await expect(status(outra, "Chamada salva: 4 presentes, 1 falta.")).toBeVisible();
  expect(await guardadas(outra)).toEqual({});
});

test("signing out clears the roll calls kept on the device", async ({ page, inShell }) => {
  const turma = await turmaComAlunos(inShell);
  await page.goto(turma.url());
  await marcarFaltas(page);
  await page.evaluate(() => localStorage.setItem("outra-coisa", "fica"));
  expect(Object.keys(await guardadas(page))).toHaveLength(1);
  await sair(page);
  // Online too, marks not yet sent are not dropped without a word (issue 41).
  await perguntaDeSaida(page).getByRole("button", { name: "Sair mesmo assim", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await guardadas(page)).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem("outra-coisa"))).toBe("fica");
});

/** Opens the user's menu and presses `Sair`. */
async function sair(page: Page) {
  const menu = page.getByRole("button", { name: /^Usuária / });
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await page.getByRole("button", { name: "Sair", exact: true }).click();
}
const perguntaDeSaida = (page: Page) => page.getByRole("dialog", { name: "Sair deste aparelho?", exact: true });
const sessaoDe = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "gestao_sessao");

// Issue 41, "Sair while offline": the session cookie is httpOnly, so no script can remove it while
// the server cannot be reached. `Sair` marks the device as signed out (a cookie scripts may write,
// sent with every request: the server refuses the session while it is there), hides the account,
// and asks the server to end the session as soon as the connection is back.
test.describe("Sair without a connection", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("warns of the unsent roll calls; confirmed, the device is signed out at once, and the server when the connection returns", async ({ page, inShell }) => {
    const turma = await turmaComAlunos(inShell);
    await page.goto(turma.url());
    await marcarFaltas(page);
    await page.context().setOffline(true);
    await salvar(page).click();
    await expect(status(page, "Sem conexão.")).toBeVisible();
    const copia = (await sessaoDe(page))!;

    // Cancelar: nothing is lost.
    await sair(page);
    await expect(perguntaDeSaida(page)).toContainText("Há chamadas não enviadas neste aparelho. Sair mesmo assim?");
    await perguntaDeSaida(page).getByRole("button", { name: "Cancelar", exact: true }).click();
    await expect(perguntaDeSaida(page)).toBeHidden();
    expect(Object.keys(await guardadas(page))).toHaveLength(1);
    await esperarFaltas(page);

    await sair(page);
    await perguntaDeSaida(page).getByRole("button", { name: "Sair mesmo assim", exact: true }).click();
    const saiu = page.getByRole("heading", { name: "Você saiu deste aparelho.", exact: true });
    await expect(saiu).toBeVisible();
    await expect(page.getByText("Sem conexão agora: a saída termina no servidor quando a conexão voltar.", { exact: false })).toBeVisible();
    // Nothing of the account stays on screen nor on the device, and no error page.
    await expect(main(page)).toBeHidden();
    await expect(page.getByText(/Algo deu errado/)).toHaveCount(0);
    await expect(page.getByText("Usuária", { exact: false })).toBeHidden();
    expect(await guardadas(page)).toEqual({});
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);

    // Back online: the sign-out completes by itself; the session's record is gone, so even a copy
    // of the cookie taken before is refused.
    await page.context().setOffline(false);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Logout bem-sucedido!" })).toBeVisible();
    expect(await sessaoDe(page)).toBeUndefined();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("gestao_saida");
    await page.context().addCookies([copia]);
    await page.goto("/home");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the tab closed while offline: the next page opened on the phone is the login, never the account", async ({ page, inShell }) => {
    await inShell();
    await page.context().setOffline(true);
    await sair(page);
    await expect(perguntaDeSaida(page)).toHaveCount(0); // nothing kept: no question
    await expect(page.getByRole("heading", { name: "Você saiu deste aparelho.", exact: true })).toBeVisible();
    expect(await sessaoDe(page)).toBeDefined(); // no script can remove it...
    const proxima = await page.context().newPage();
    await page.close();
    await proxima.context().setOffline(false);
    await proxima.goto("/home"); // ...but the server refuses it and ends the session
    await expect(proxima).toHaveURL(/\/login$/);
    await expect(proxima.getByRole("status").filter({ hasText: "Logout bem-sucedido!" })).toBeVisible();
    expect(await sessaoDe(proxima)).toBeUndefined();
  });

  test("the connection looks up but the request fails: no error page, the device stays signed out and retries", async ({ page, inShell }) => {
    await inShell();
    let falhar = true;
    await page.route(/\/home/, (route) => (falhar && route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await sair(page);
    await expect(page.getByRole("heading", { name: "Você saiu deste aparelho.", exact: true })).toBeVisible();
    await expect(page.getByText(/Algo deu errado/)).toHaveCount(0);
    falhar = false;
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessaoDe(page)).toBeUndefined();
  });
});

test("consulta gets the refusal, no roll call", async ({ page, inShell }) => {
  const turma = await turmaComAlunos(inShell, "consulta");
  await page.goto(turma.url());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chamada — 5º ano A");
  await expect(alerta(page, "Você não tem permissão para esta ação.")).toBeVisible();
  await expect(main(page).getByRole("radiogroup")).toHaveCount(0);
});
