// The school year (issue "The school year"): on a school's page, `Anos letivos` and `Novo ano
// letivo`; the year's page with its etapas, its dias letivos against the law's 200, its special
// days and `Iniciar ano letivo`; its turmas (`Nova turma`, the turma's page with its carga
// horária). Each role, 360 px and axe.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { abrirAcoes, abrirSecao } from "./paginas/turma";
import { createUser, link as vincular, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { anoAtual } from "../lib/infra/relogio";

const main = (page: Page) => page.getByRole("main");
const campo = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const botao = (page: Page, name: string) => main(page).getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true });
const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * 2026 in bimestres: 55 + 55 + 53 + 57 = 220 weekdays in the etapas (the July recess between them is
 * in none). `Novo ano letivo` ticks the national holidays: 6 of them fall on weekdays inside the
 * etapas (21/04 and 01/05 in the 2nd, 07/09 in the 3rd, 12/10, 02/11 and 20/11 in the 4th): 214.
 */
const BIMESTRES = [
  ["2026-02-02", "2026-04-17"],
  ["2026-04-20", "2026-07-03"],
  ["2026-07-20", "2026-09-30"],
  ["2026-10-01", "2026-12-18"],
] as const;

async function preencherBimestres(page: Page, datas: readonly (readonly [string, string])[] = BIMESTRES) {
  for (const [i, [inicio, fim]] of datas.entries()) {
    await campo(page, `Início do ${i + 1}º bimestre`).fill(inicio);
    await campo(page, `Fim do ${i + 1}º bimestre`).fill(fim);
  }
}

type Turma = { nome: string; etapa: string; turno: string; vagas: string; inicio: string; fim: string };

/** Fills `Nova turma`'s form (not sent). */
async function preencherTurma(page: Page, t: Turma) {
  await campo(page, "Nome da turma").fill(t.nome);
  await campo(page, "Etapa de ensino").selectOption({ label: t.etapa });
  await campo(page, "Turno").selectOption({ label: t.turno });
  await campo(page, "Vagas").fill(t.vagas);
  await campo(page, "Início das aulas").fill(t.inicio);
  await campo(page, "Fim das aulas").fill(t.fim);
}

/** `Novo ano letivo` of the school: this year by default; the year typed is 2026, the calendar above. */
async function novoAno(page: Page, idEscola: string) {
  await page.goto(`/escolas/${idEscola}`);
  await link(page, "Novo ano letivo").click();
  await expect(campo(page, "Ano")).toHaveValue(String(anoAtual()));
  await expect(campo(page, "Etapas")).toHaveValue("bimestres");
  await campo(page, "Ano").fill("2026");
}

test("a secretary creates the year, sees its dias letivos, marks the recess and a Saturday, and starts it", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Estadual São Bento", municipio: "Campinas", uf: "SP" }]);
  await page.goto(`/escolas/${idEscola}`);
  const anos = main(page).getByRole("region", { name: "Anos letivos da escola", exact: true });
  await expect(main(page).getByRole("heading", { name: "Anos letivos" })).toBeVisible();
  await expect(main(page).getByText("Nenhum ano letivo cadastrado.")).toBeVisible();

  await novoAno(page, idEscola!);
  // Semestres asks for two etapas; back to bimestres, four.
  await campo(page, "Etapas").selectOption({ label: "Semestres (2)" });
  await expect(campo(page, "Início do 2º semestre")).toBeVisible();
  await expect(campo(page, "Início do 3º bimestre")).toHaveCount(0);
  await campo(page, "Etapas").selectOption({ label: "Bimestres (4)" });
  // The year's national holidays, ticked; Carnaval and Corpus Christi (pontos facultativos) offered unticked.
  const feriados = main(page).getByRole("group", { name: "Feriados nacionais", exact: true });
  const feriado = (nome: string) => feriados.getByRole("checkbox", { name: nome, exact: true });
  await expect(feriados.getByRole("checkbox")).toHaveCount(11);
  for (const nome of [
    "Confraternização Universal — 01/01/2026",
    "Tiradentes — 21/04/2026",
    "Dia do Trabalho — 01/05/2026",
    "Independência do Brasil — 07/09/2026",
    "Nossa Senhora Aparecida — 12/10/2026",
    "Finados — 02/11/2026",
    "Proclamação da República — 15/11/2026",
    "Dia Nacional de Zumbi e da Consciência Negra — 20/11/2026",
    "Natal — 25/12/2026",
  ]) {
    await expect(feriado(nome)).toBeChecked();
  }
  await expect(feriado("Carnaval (Ponto facultativo) — 16/02/2026 a 17/02/2026")).not.toBeChecked();
  await expect(feriado("Corpus Christi (Ponto facultativo) — 04/06/2026")).not.toBeChecked();
  // Another year, its own dates (Easter moves Carnaval); back to 2026.
  await campo(page, "Ano").fill("2027");
  await expect(feriado("Carnaval (Ponto facultativo) — 08/02/2027 a 09/02/2027")).toBeVisible();
  await campo(page, "Ano").fill("2026");
  await preencherBimestres(page);
  // A gap in the dates: said next to the field.
  await campo(page, "Fim do 3º bimestre").fill("");
  await botao(page, "Salvar").click();
  await expect(campo(page, "Fim do 3º bimestre")).toHaveAccessibleDescription("Informe as datas de todas as etapas.");
  await campo(page, "Fim do 3º bimestre").fill("2026-10-05");
  await botao(page, "Salvar").click();
  await expect(campo(page, "Início do 4º bimestre")).toHaveAccessibleDescription("As etapas devem estar em ordem e sem sobreposição.");
  await campo(page, "Fim do 3º bimestre").fill("2026-09-30");
  await botao(page, "Salvar").click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ano letivo 2026 — Escola Estadual São Bento");
  await expect(status(page, "Ano letivo cadastrado.")).toBeVisible();
  await expect(page.getByTestId("situacao-do-ano")).toHaveText("Em planejamento");
  const etapas = main(page).getByRole("region", { name: "Etapas do ano letivo" });
  await expect(etapas.getByRole("row")).toHaveCount(5);
  await expect(etapas.getByRole("row").nth(1)).toContainText("02/02/2026");
  await expect(etapas.getByRole("row").nth(4)).toContainText("54");
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 214 de 200");
  await expect(main(page).getByText("Menos de 200 dias letivos (LDB, art. 24).")).toHaveCount(0);
  const especiais = main(page).getByRole("region", { name: "Dias não letivos e extras do ano letivo" });
  await expect(especiais).toContainText("Tiradentes");
  await expect(especiais).not.toContainText("Carnaval");

  // The July recess (between etapas: it changes nothing), Carnaval, and a Saturday made letivo.
  for (const [de, ate, tipo, motivo] of [
    ["2026-07-06", "2026-07-17", "Não letivo", "Recesso escolar"],
    ["2026-02-16", "2026-02-17", "Não letivo", "Carnaval"],
    ["2026-03-07", "2026-03-07", "Letivo extra", "Reposição de aula"],
  ] as const) {
    await campo(page, "De").fill(de);
    await campo(page, "Até").fill(ate);
    await campo(page, "Tipo").selectOption({ label: tipo });
    await campo(page, "Motivo").fill(motivo);
    await botao(page, "Adicionar").click();
    await expect(especiais).toContainText(motivo);
  }
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 213 de 200");
  await expect(etapas.getByRole("row").nth(1)).toContainText("54");
  // A period already listed is refused.
  await campo(page, "De").fill("2026-07-10");
  await campo(page, "Até").fill("2026-07-10");
  await campo(page, "Motivo").fill("Outro");
  await botao(page, "Adicionar").click();
  await expect(campo(page, "De")).toHaveAccessibleDescription("Estes dias já estão na lista.");
  // The secretaria may remove a holiday: Tiradentes is a school day again.
  await especiais.getByRole("button", { name: /^Remover .*Tiradentes/ }).click();
  await expect(especiais).not.toContainText("Tiradentes");
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 214 de 200");

  await botao(page, "Iniciar ano letivo").click();
  await page.getByRole("dialog").getByRole("button", { name: "Iniciar ano letivo" }).click();
  await expect(status(page, "Ano letivo iniciado.")).toBeVisible();
  await expect(page.getByTestId("situacao-do-ano")).toHaveText("Em andamento");
  await expect(botao(page, "Iniciar ano letivo")).toHaveCount(0);

  await link(page, "Voltar para a escola").click();
  await expect(anos.getByRole("link", { name: "Ano letivo 2026" })).toBeVisible();
  await expect(anos).toContainText("Em andamento");

  // The same year again: refused next to `Ano`.
  await novoAno(page, idEscola!);
  await preencherBimestres(page);
  await botao(page, "Salvar").click();
  await expect(campo(page, "Ano")).toHaveAccessibleDescription("Este ano letivo já existe nesta escola.");
});

test("a short year warns under 200 dias letivos, and its etapas can be edited", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Curta" }]);
  await novoAno(page, idEscola!);
  await preencherBimestres(page, [...BIMESTRES.slice(0, 3), ["2026-10-01", "2026-10-30"]]);
  await botao(page, "Salvar").click();
  // 55 + 53 + 52 + the 22 weekdays of October less 12/10: 181.
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 181 de 200");
  await expect(main(page).getByText("Menos de 200 dias letivos (LDB, art. 24).")).toBeVisible();

  await link(page, "Editar").click();
  await expect(campo(page, "Ano")).toHaveAttribute("readonly", "");
  await campo(page, "Fim do 4º bimestre").fill("2026-12-18");
  await botao(page, "Salvar").click();
  await expect(status(page, "Ano letivo atualizado.")).toBeVisible();
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 214 de 200");
  await expect(main(page).getByText("Menos de 200 dias letivos (LDB, art. 24).")).toHaveCount(0);
});

test("turmas: Nova turma with its messages, the year's table, the turma's page and its carga horária", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola das Turmas" }]);
  await novoAno(page, idEscola!);
  await preencherBimestres(page);
  await botao(page, "Salvar").click();
  await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 214 de 200");
  const turmas = main(page).getByRole("region", { name: "Turmas do ano letivo" });
  await expect(main(page).getByText("Nenhuma turma cadastrada neste ano.")).toBeVisible();

  await link(page, "Nova turma").click();
  await botao(page, "Salvar").click();
  await expect(campo(page, "Nome da turma")).toHaveAccessibleDescription("Informe o nome da turma.");
  await expect(campo(page, "Etapa de ensino")).toHaveAccessibleDescription("Informe a etapa de ensino.");
  await preencherTurma(page, { nome: "5º ano A", etapa: "Ensino Fundamental — 5º ano", turno: "Matutino", vagas: "81", inicio: "07:00", fim: "06:30" });
  await botao(page, "Salvar").click();
  await expect(campo(page, "Vagas")).toHaveAccessibleDescription("Vagas deve ser um número entre 1 e 80.");
  await expect(campo(page, "Fim das aulas")).toHaveAccessibleDescription("O fim das aulas deve ser depois do início.");
  await campo(page, "Vagas").fill("30");
  // 3 h a day × 214 days = 642 h: under the 800 h of the LDB.
  await campo(page, "Fim das aulas").fill("10:00");
  await botao(page, "Salvar").click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("5º ano A");
  await expect(status(page, "Turma cadastrada.")).toBeVisible();
  await expect(page.getByTestId("vagas-da-turma")).toHaveText("0 de 30");
  await expect(page.getByTestId("carga-horaria")).toHaveText("Carga horária: 642 h");
  await expect(main(page).getByText("Abaixo de 800 horas (LDB, art. 24).")).toBeVisible();
  await link(page, "Editar").click();
  await campo(page, "Fim das aulas").fill("11:30");
  await botao(page, "Salvar").click();
  await expect(status(page, "Turma atualizada.")).toBeVisible();
  // 4 h 30 a day × 214 days = 963 h.
  await expect(page.getByTestId("carga-horaria")).toHaveText("Carga horária: 963 h");
  await expect(main(page).getByText("Abaixo de 800 horas (LDB, art. 24).")).toHaveCount(0);

  await link(page, "Voltar para o ano letivo").click();
  await expect(turmas.getByRole("link", { name: "5º ano A" })).toBeVisible();
  await expect(turmas).toContainText("Ensino Fundamental — 5º ano");
  await expect(turmas).toContainText("Matutino");
  await expect(turmas).toContainText("0 de 30");

  // The same name, another case: refused.
  await link(page, "Nova turma").click();
  await preencherTurma(page, { nome: "5º ANO a", etapa: "Ensino Fundamental — 5º ano", turno: "Vespertino", vagas: "25", inicio: "13:00", fim: "17:30" });
  await botao(page, "Salvar").click();
  await expect(campo(page, "Nome da turma")).toHaveAccessibleDescription("Já existe uma turma com este nome neste ano.");
});

test("Nova turma sent with a field added in the browser is refused in Portuguese, and writes nothing (issue 41)", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Campo Extra" }]);
  await novoAno(page, idEscola!);
  await preencherBimestres(page);
  await botao(page, "Salvar").click();
  await expect(page.getByTestId("dias-letivos")).toBeVisible();
  await link(page, "Nova turma").click();
  const turma = { nome: "5º ano A", etapa: "Ensino Fundamental — 5º ano", turno: "Matutino", vagas: "30", inicio: "07:00", fim: "11:30" };
  await preencherTurma(page, turma);
  // One more field, as anyone can add with the browser's tools.
  await campo(page, "Nome da turma").evaluate((input: HTMLInputElement) => {
    const extra = document.createElement("input");
    extra.type = "hidden";
    extra.name = "campoExtra";
    extra.value = "x";
    input.form!.append(extra);
  });
  await botao(page, "Salvar").click();
  await expect(main(page).getByText("O formulário enviado não é válido. Recarregue a página.", { exact: true })).toBeVisible();
  await expect(status(page, "Turma cadastrada.")).toHaveCount(0);
  await expect(campo(page, "Nome da turma")).toHaveValue("5º ano A");
  expect((await testDb().collection("turmas").where("idEmpresa", "==", idEmpresa).get()).size).toBe(0);

  // Reloaded, the page's own form saves.
  await page.reload();
  await preencherTurma(page, turma);
  await botao(page, "Salvar").click();
  await expect(status(page, "Turma cadastrada.")).toBeVisible();
  expect((await testDb().collection("turmas").where("idEmpresa", "==", idEmpresa).get()).size).toBe(1);
});

test("consulta reads the years and turmas and writes nothing; another company's are not found", async ({ page, inShell, makeUser, pageOf }) => {
  // A secretary of the company makes the year and a turma.
  const dono = await makeUser(["Empresa Ano Consulta"], { idEmpresaAtualIndex: 0 });
  const secretaria = await pageOf(dono);
  const [idEscola] = await seedEscolas(dono.empresas[0]!.id, [{ nome: "Escola Consultada" }]);
  await novoAno(secretaria, idEscola!);
  await preencherBimestres(secretaria);
  await botao(secretaria, "Salvar").click();
  await expect(secretaria.getByTestId("dias-letivos")).toBeVisible();
  const pagina = new URL(secretaria.url()).pathname;
  await link(secretaria, "Nova turma").click();
  await preencherTurma(secretaria, { nome: "1º ano A", etapa: "Ensino Fundamental — 1º ano", turno: "Integral", vagas: "20", inicio: "07:30", fim: "15:30" });
  await botao(secretaria, "Salvar").click();
  await expect(secretaria.getByRole("heading", { level: 1 })).toHaveText("1º ano A");
  const turma = new URL(secretaria.url()).pathname;

  // Consulta of the same company.
  const usuario = await createUser({ idEmpresaAtual: dono.empresas[0]!.id });
  await vincular(usuario, [dono.empresas[0]!.id], { papel: "consulta" });
  const leitor = await pageOf({ user: usuario, empresas: dono.empresas });
  await leitor.goto(`/escolas/${idEscola}`);
  await expect(leitor.getByRole("link", { name: "Ano letivo 2026" })).toBeVisible();
  await expect(leitor.getByRole("link", { name: "Novo ano letivo" })).toHaveCount(0);
  await leitor.goto(pagina);
  await expect(leitor.getByTestId("dias-letivos")).toHaveText("Dias letivos: 214 de 200");
  await expect(leitor.getByRole("button", { name: "Iniciar ano letivo" })).toHaveCount(0);
  await expect(leitor.getByRole("button", { name: "Adicionar" })).toHaveCount(0);
  await expect(leitor.getByRole("link", { name: "Nova turma" })).toHaveCount(0);
  await expect(leitor.getByRole("link", { name: "Editar" })).toHaveCount(0);
  await leitor.goto(turma);
  await expect(leitor.getByRole("heading", { level: 1 })).toHaveText("1º ano A");
  await expect(leitor.getByRole("link", { name: "Editar" })).toHaveCount(0);
  await leitor.goto(`${turma}/editar`);
  await expect(leitor.getByRole("alert")).toHaveText("Você não tem permissão para esta ação.");

  // Another company's user: not found, with a 404.
  await inShell();
  for (const endereco of [pagina, turma, `${pagina}/turmas/nova`, `${turma}/editar`]) {
    const resposta = await page.goto(endereco);
    expect(resposta!.status()).toBe(404);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turma não encontrada.");
  // A turma under another school's address: not found.
  const [outraEscola] = await seedEscolas(dono.empresas[0]!.id, [{ nome: "Escola Vizinha" }]);
  const resposta = await secretaria.goto(turma.replace(idEscola!, outraEscola!));
  expect(resposta!.status()).toBe(404);
});

test("enturmação: Enturmar alunos within the free places, the turma's list, the student's Turmas, Remanejar and Tirar da turma", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Estadual São Bento" }]);
  await seedAlunos(empresas[0]!.id, [
    { nome: "Ana Beatriz Lima", idEscola: idEscola! },
    { nome: "Bruno Costa Reis", idEscola: idEscola! },
    { nome: "Carla Dias Nunes", idEscola: idEscola! },
  ]);
  await novoAno(page, idEscola!);
  await preencherBimestres(page);
  await botao(page, "Salvar").click();
  await expect(page.getByTestId("dias-letivos")).toBeVisible();
  const ano = new URL(page.url()).pathname;
  for (const [nome, vagas] of [["5º ano B", "5"], ["5º ano A", "2"]] as const) {
    await page.goto(`${ano}/turmas/nova`);
    await preencherTurma(page, { nome, etapa: "Ensino Fundamental — 5º ano", turno: "Matutino", vagas, inicio: "07:00", fim: "11:30" });
    await botao(page, "Salvar").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nome);
  }
  const turma = new URL(page.url()).pathname;
  await expect(main(page).getByText("Nenhum aluno nesta turma.")).toBeVisible();

  await link(page, "Enturmar alunos").click();
  await expect(page.getByTestId("vagas-livres")).toHaveText("2 vagas livres.");
  for (const nome of ["Ana Beatriz Lima", "Bruno Costa Reis", "Carla Dias Nunes"]) await main(page).getByRole("checkbox", { name: nome }).check();
  await botao(page, "Enturmar selecionados").click();
  await expect(page.getByRole("alert").filter({ hasText: "A turma tem 2 vagas; selecione no máximo 2." })).toBeVisible();
  await main(page).getByRole("checkbox", { name: "Carla Dias Nunes" }).uncheck();
  await botao(page, "Enturmar selecionados").click();
  await expect(status(page, "2 alunos enturmados.")).toBeVisible();
  await expect(page).toHaveURL(turma);
  await expect(page.getByTestId("vagas-da-turma")).toHaveText("2 de 2");
  const lista = main(page).getByRole("region", { name: "Alunos da turma", exact: true });
  await expect(lista.getByRole("row")).toHaveCount(3);
  await expect(lista.getByRole("row").nth(1)).toContainText("Ana Beatriz Lima");
  await expect(lista.getByRole("row").nth(1)).toContainText("Cursando");
  // Only Carla is left to enrol, and the turma is full.
  await link(page, "Enturmar alunos").click();
  await expect(page.getByTestId("vagas-livres")).toHaveText("A turma não tem vagas livres.");
  await expect(main(page).getByRole("checkbox")).toHaveCount(1);
  await main(page).getByRole("checkbox", { name: "Carla Dias Nunes" }).check();
  await botao(page, "Enturmar selecionados").click();
  await expect(page.getByRole("alert").filter({ hasText: "Não há mais vagas nesta turma." })).toBeVisible();

  // Once the year is in progress, the Alunos list's Turma is the turma the student is in.
  await page.goto(ano);
  await botao(page, "Iniciar ano letivo").click();
  await page.getByRole("dialog").getByRole("button", { name: "Iniciar ano letivo" }).click();
  await expect(page.getByTestId("situacao-do-ano")).toHaveText("Em andamento");
  // The turmas' `Vagas` stay `2 de 2`, and the table says what the numbers mean.
  const turmasDoAno = main(page).getByRole("region", { name: "Turmas do ano letivo", exact: true });
  await expect(turmasDoAno.getByRole("row").filter({ hasText: "5º ano A" })).toContainText("2 de 2");
  await expect(turmasDoAno.locator("caption")).toHaveText("Turmas do ano letivo. Vagas: alunos cursando de vagas da turma (23 de 30 são 23 alunos em 30 vagas, 7 livres).");
  await expect(turmasDoAno.getByText("Vagas: alunos cursando de vagas da turma", { exact: false })).toBeVisible();
  await page.goto("/alunos?q=Ana");
  await expect(main(page).getByRole("row").filter({ hasText: "Ana Beatriz Lima" })).toContainText("5º ano A");
  // Its Turma filter: the chosen school's turmas of that year, back to Todas when the school changes.
  await page.goto("/alunos");
  await campo(page, "Escola").selectOption({ label: "Escola Estadual São Bento" });
  await expect(campo(page, "Turma").getByRole("option")).toHaveText(["Todas", "5º ano A", "5º ano B"]);
  await campo(page, "Turma").selectOption({ label: "5º ano A" });
  await expect(page).toHaveURL(/turma=/);
  await expect(page.getByTestId("alunos-encontrados")).toHaveText("2 alunos");
  await expect(main(page).getByRole("row").filter({ hasText: "Carla Dias Nunes" })).toHaveCount(0);
  await campo(page, "Buscar aluno").fill("bru");
  await expect(page.getByTestId("alunos-encontrados")).toHaveText("1 aluno");
  await expect(main(page).getByRole("row").filter({ hasText: "Bruno Costa Reis" })).toContainText("5º ano A");
  await campo(page, "Escola").selectOption({ label: "Todas" });
  await expect(page).not.toHaveURL(/turma=/);
  await expect(campo(page, "Turma")).toHaveValue("");

  // The student's sheet has its Turmas.
  await page.goto(turma);
  await lista.getByRole("link", { name: "Ana Beatriz Lima" }).click();
  await expect(main(page).getByRole("heading", { name: "Turmas", exact: true })).toBeVisible();
  await expect(main(page).getByText(/^2026 · 5º ano A · Escola Estadual São Bento · Cursando · desde \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

  // Remanejar Ana to 5º ano B; take Bruno out (enrolled today: a mistake, so his entry goes).
  await page.goto(turma);
  await abrirAcoes(lista, "Ana Beatriz Lima");
  await lista.getByRole("button", { name: "Remanejar (Ana Beatriz Lima)" }).click();
  const remanejamento = page.getByRole("dialog", { name: "Remanejar Ana Beatriz Lima" });
  // Each destination says its etapa de ensino and free places (issue 41).
  const destinoB = "5º ano B — Ensino Fundamental — 5º ano — 5 vagas livres";
  await expect(remanejamento.getByLabel("Turma de destino", { exact: true }).getByRole("option")).toHaveText(["Escolha a turma", destinoB]);
  await remanejamento.getByLabel("Turma de destino", { exact: true }).selectOption({ label: destinoB });
  await remanejamento.getByRole("button", { name: "Remanejar", exact: true }).click();
  await expect(status(page, "Aluno remanejado.")).toBeVisible();
  await expect(lista.getByRole("row").nth(1)).toContainText("Remanejado");
  await expect(page.getByTestId("vagas-da-turma")).toHaveText("1 de 2");
  // Its name starts with what it shows (WCAG 2.5.3, issue 41): a voice user says "Tirar da turma".
  await abrirAcoes(lista, "Bruno Costa Reis");
  const tirarBruno = lista.getByRole("button", { name: "Tirar da turma: Bruno Costa Reis", exact: true });
  await expect(tirarBruno).toHaveText("Tirar da turma");
  await tirarBruno.click();
  await page.getByRole("dialog").getByRole("button", { name: "Tirar da turma" }).click();
  await expect(status(page, "Aluno tirado da turma.")).toBeVisible();
  await expect(lista).not.toContainText("Bruno Costa Reis");
  await expect(page.getByTestId("vagas-da-turma")).toHaveText("0 de 2");

  // On a phone: the turma with its students, and Enturmar alunos.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(lista.getByRole("button", { name: "Ações: Ana Beatriz Lima" })).toHaveCount(0);
  await expect(lista.getByRole("button", { name: "Remanejar (Ana Beatriz Lima)" })).toHaveCount(0);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  await link(page, "Enturmar alunos").click();
  await expect(main(page).getByRole("checkbox", { name: "Bruno Costa Reis" })).toBeVisible();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

test("a Não letivo day over roll calls names the turmas and days, and confirmed, takes those roll calls out", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const idEmpresa = empresas[0]!.id;
  // Last year, still in progress: every day of it is past, whatever the day the test runs.
  const ANTERIOR = anoAtual() - 1;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Chamadas" }]);
  const { turmas } = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANTERIOR, turmas: [{ nome: "5º ano A" }] });
  const turma = turmas[0]!;
  await seedAlunos(idEmpresa, [{ nome: "Ana Lima Chamada", idEscola: idEscola!, turma, desde: `${ANTERIOR}-02-02` }]);
  const data = new Date(Date.UTC(ANTERIOR, 2, 10));
  while (data.getUTCDay() === 0 || data.getUTCDay() === 6) data.setUTCDate(data.getUTCDate() + 1);
  const dia = data.toISOString().slice(0, 10);
  const diaBr = dia.split("-").reverse().join("/");

  await page.goto(`/escolas/${idEscola}/turmas/${turma.id}/chamada?data=${dia}`);
  await main(page).getByRole("radiogroup", { name: "Ana Lima Chamada", exact: true }).getByRole("radio", { name: "Falta", exact: true }).check();
  await botao(page, "Salvar chamada").click();
  await expect(status(page, "Chamada salva: 0 presentes, 1 falta.")).toBeVisible();

  await page.goto(`/escolas/${idEscola}/anos/${ANTERIOR}`);
  await campo(page, "De").fill(dia);
  await campo(page, "Até").fill(dia);
  await campo(page, "Motivo").fill("Paralisação");
  await botao(page, "Adicionar").click();
  await expect(campo(page, "De")).toHaveAccessibleDescription("Há chamadas registradas nestes dias.");
  const aChamada = link(page, `5º ano A — ${diaBr}`);
  await expect(aChamada).toHaveAttribute("href", `/escolas/${idEscola}/turmas/${turma.id}/chamada?data=${dia}`);
  await expectNoSeriousViolations(page);
  await botao(page, "Marcar como não letivo e desconsiderar as chamadas desses dias").click();
  await expect(status(page, "Dia adicionado.")).toBeVisible();
  await expect(main(page).getByRole("region", { name: "Dias não letivos e extras do ano letivo" })).toContainText("Paralisação");
  expect((await testDb().doc(`chamadas/${turma.id}__${dia}`).get()).exists).toBe(false);

  // The turma's history says which roll call went, and why.
  await page.goto(`/escolas/${idEscola}/turmas/${turma.id}`);
  await expect(main(page).getByRole("region", { name: "Histórico da turma" })).toContainText(`Chamadas desconsideradas: chamada de ${diaBr} (Paralisação)`);
});

test("Enturmar alunos shows each candidate's last turma and age, and filters by them (issue 41)", async ({ page, inShell }) => {
  const { empresas } = await inShell();
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Idades" }]);
  const ano = anoAtual();
  const antes = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ano - 1, emAndamento: false, turmas: [{ nome: "4º ano A", etapaDeEnsino: "ef-4" }, { nome: "4º ano B", etapaDeEnsino: "ef-4" }] });
  const agora = await seedAnoComTurmas(idEmpresa, idEscola!, { ano, turmas: [{ nome: "5º ano A" }] });
  await seedAlunos(idEmpresa, [
    { nome: "Ana do Quarto A", idEscola: idEscola!, turma: antes.turmas[0]!, dataNascimento: `${ano - 10}-03-10`, desde: `${ano - 1}-02-02` },
    { nome: "Bia do Quarto B", idEscola: idEscola!, turma: antes.turmas[1]!, dataNascimento: `${ano - 9}-04-01`, desde: `${ano - 1}-02-02` },
    { nome: "Caio Novato", idEscola: idEscola!, dataNascimento: `${ano - 10}-01-05` },
  ]);
  await page.goto(`/escolas/${idEscola}/turmas/${agora.turmas[0]!.id}/enturmar`);
  const linha = (nome: string) => main(page).getByRole("row").filter({ hasText: nome });
  await expect(main(page).getByRole("columnheader")).toHaveText(["Nome", "Matrícula", "Última turma", `Idade em 31/03/${ano}`]);
  await expect(linha("Ana do Quarto A")).toContainText(`4º ano A (${ano - 1})`);
  await expect(linha("Ana do Quarto A")).toContainText("10 anos");
  await expect(linha("Bia do Quarto B")).toContainText(`4º ano B (${ano - 1})`);
  await expect(linha("Bia do Quarto B")).toContainText("8 anos"); // 9 only on 01/04
  await expect(linha("Caio Novato")).toContainText("—");
  await expect(linha("Caio Novato")).toContainText("10 anos");

  const marcados = () => main(page).getByRole("checkbox");
  await campo(page, `Turma de ${ano - 1}`).selectOption({ label: "4º ano B" });
  await expect(page).toHaveURL(/ultima=/);
  await expect(marcados()).toHaveCount(1);
  await expect(marcados().first()).toHaveAccessibleName("Bia do Quarto B");
  await campo(page, `Turma de ${ano - 1}`).selectOption({ label: "Sem turma anterior" });
  await expect(marcados()).toHaveCount(1);
  await expect(marcados().first()).toHaveAccessibleName("Caio Novato");
  await campo(page, `Turma de ${ano - 1}`).selectOption({ label: "Todas" });
  await campo(page, `Idade em 31/03/${ano}`).selectOption({ label: "10 anos" });
  await expect(page).toHaveURL(/idade=10/);
  await expect(marcados()).toHaveCount(2);
  await expect(linha("Bia do Quarto B")).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the year's page, its form and a turma fit a phone and pass axe", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [idEscola] = await seedEscolas(empresas[0]!.id, [{ nome: "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos" }]);
    await novoAno(page, idEscola!);
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    await preencherBimestres(page);
    await botao(page, "Salvar").click();
    await expect(page.getByTestId("dias-letivos")).toBeVisible();
    await campo(page, "De").fill("2026-02-16");
    await campo(page, "Até").fill("2026-02-17");
    await campo(page, "Motivo").fill("Carnaval");
    await botao(page, "Adicionar").click();
    await expect(page.getByTestId("dias-letivos")).toHaveText("Dias letivos: 212 de 200");
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
    await link(page, "Nova turma").click();
    await expectFitsAPhone(page);
    await preencherTurma(page, { nome: "9º ano B", etapa: "Ensino Fundamental — 9º ano", turno: "Vespertino", vagas: "35", inicio: "13:00", fim: "17:30" });
    await botao(page, "Salvar").click();
    await expectFitsAPhone(page);
    await abrirSecao(page, "Dados da turma");
    await expect(page.getByTestId("carga-horaria")).toBeVisible();
    await expectFitsAPhone(page);
    await expectNoSeriousViolations(page);
  });
});
