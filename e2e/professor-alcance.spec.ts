// A professor's reach (issue 24) outside their turmas' pages, on a 360 px phone: the Escolas tab
// lists only the schools of the turmas they teach (read-only, their turmas as links), the Alunos tab
// only the students `Cursando` in them with name, matrícula and situation (no CPF, no guardian, no
// birth date anywhere in the page), a student's page the same three fields; another school, another
// turma's student and every page of the company's register (new, edit, import, the years) are not
// found, the export is refused, the import's model names none of the company's schools, and
// Configurações has only `Minha conta`.
import type { Page } from "@playwright/test";
import { test, expect, EscolasPage, AlunosPage } from "./fixtures";
import { expectNoPageOverflow, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueInep } from "../test/support/firebase";
import { anoAtual } from "../lib/infra/relogio";

const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
const ANO = anoAtual();

test.use({ viewport: { width: 360, height: 740 } });

/** A company with three schools; the professor teaches 5º ano A of the first only. */
async function cenario() {
  const [empresa] = await createEmpresas([`Rede do Alcance ${Math.random().toString(36).slice(2, 7)}`]);
  const idEmpresa = empresa!.id;
  const professor = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Rita Professora" });
  await link(professor, [idEmpresa], { papel: "professor" });
  const [idEscola, idOutraEscola, idEscolaSemTurma] = await seedEscolas(idEmpresa, [
    { nome: "Escola Estadual do Alcance", codigoInep: uniqueInep(), municipio: "Campinas", uf: "SP", telefone: "1932345678" },
    { nome: "Escola Vizinha Fechada", municipio: "Jundiaí", uf: "SP" },
    { nome: "Escola Sem Turma Nenhuma" },
  ]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  const outroAno = await seedAnoComTurmas(idEmpresa, idOutraEscola!, { ano: ANO, turmas: [{ nome: "1º ano C" }] });
  const [turmaA, turmaB] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  await testDb()
    .doc(`turmas/${turmaA.id}`)
    .update({ professores: [professor.uid], nomesDosProfessores: { [professor.uid]: "Rita Professora" } });
  const pessoais = (i: number) => ({
    cpf: ["529.982.247-25", "111.444.777-35", "123.456.789-09"][i]!,
    dataNascimento: "2015-07-19",
    responsavelNome: `Responsável Secreto ${i}`,
    responsavelTelefone: `1198765432${i}`,
    responsavelEmail: `responsavel${i}@segredo.com.br`,
  });
  const daTurma = await seedAlunos(idEmpresa, [
    { nome: "Yara Nogueira", idEscola: idEscola!, turma: turmaA, ...pessoais(0) },
    { nome: "Álvaro Bastos", idEscola: idEscola!, turma: turmaA, ...pessoais(1) },
    { nome: "Marina Couto", idEscola: idEscola!, turma: turmaA, ...pessoais(2) },
  ]);
  const [deB, daOutraEscola, semTurma] = await seedAlunos(idEmpresa, [
    { nome: "Bruno Da Turma B", idEscola: idEscola!, turma: turmaB },
    { nome: "Carla Da Outra Escola", idEscola: idOutraEscola!, turma: outroAno.turmas[0] },
    { nome: "Davi Sem Turma", idEscola: idEscola! },
  ]);
  return { empresa: empresa!, professor, idEscola: idEscola!, idOutraEscola: idOutraEscola!, idEscolaSemTurma: idEscolaSemTurma!, turmaA, daTurma, deB: deB!, daOutraEscola: daOutraEscola!, semTurma: semTurma! };
}

/** The page's HTML holds none of the personal data the professor must not see. */
async function semDadosPessoais(page: Page) {
  const html = await page.content();
  for (const segredo of ["529.982.247-25", "52998224725", "***.982.247-**", "111.444.777-35", "Responsável Secreto", "98765432", "segredo.com.br", "19/07/2015", "2015-07-19"]) {
    expect(html, segredo).not.toContain(segredo);
  }
  for (const rotulo of ["CPF", "Data de nascimento", "Nome do responsável", "Telefone do responsável", "E-mail do responsável"]) {
    await expect(page.getByText(rotulo, { exact: true }), rotulo).toHaveCount(0);
  }
}

async function naoEncontrada(page: Page, url: string, segredo?: string) {
  const response = await page.goto(url);
  expect(response!.status(), url).toBe(404);
  if (segredo) {
    expect(await page.title(), url).not.toContain(segredo);
    expect(await page.content(), url).not.toContain(segredo);
  }
}

test("a professor sees only their turmas' schools and students, three fields each, and nothing of the register", async ({ page, signedIn }) => {
  const c = await cenario();
  await signedIn({ user: c.professor, empresas: [c.empresa] });
  await page.waitForURL(/\/home$/);

  // Escolas: only the school of their turma, read-only.
  const escolas = new EscolasPage(page);
  await escolas.goto();
  await expect(escolas.names).toHaveText(["Escola Estadual do Alcance"]);
  await expect(escolas.nova).toHaveCount(0);
  await expect(escolas.search).toHaveCount(0);
  await expectNoPageOverflow(page);
  await expectNoSeriousViolations(page);

  // The school's sheet: read-only data, their turmas there as links, no years.
  await escolas.link("Escola Estadual do Alcance").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escola Estadual do Alcance");
  const dados = page.getByRole("region", { name: "Dados da escola" });
  await expect(dados.getByText("Campinas", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Desativar" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Anos letivos" })).toHaveCount(0);
  await expect(page.getByText("Ver os alunos desta escola")).toHaveCount(0);
  const turmas = page.getByRole("region", { name: "Suas turmas nesta escola" });
  await expect(turmas.getByRole("link")).toHaveText([`5º ano A (${ANO})`]);
  await expect(turmas.getByRole("link")).toHaveAttribute("href", `/escolas/${c.idEscola}/turmas/${c.turmaA.id}`);
  await expectNoPageOverflow(page);

  // Another school (one with a turma they do not teach, one with none): not found, its name unread.
  await naoEncontrada(page, `/escolas/${c.idOutraEscola}`, "Escola Vizinha Fechada");
  await naoEncontrada(page, `/escolas/${c.idEscolaSemTurma}`, "Escola Sem Turma Nenhuma");

  // Alunos: the three students of 5º ano A, in name order, name, matrícula and situation only.
  const alunos = new AlunosPage(page);
  await alunos.goto();
  await expect(alunos.names).toHaveText(["Álvaro Bastos", "Marina Couto", "Yara Nogueira"]);
  await expect(alunos.table.locator("thead th")).toHaveText(["Nome", "Matrícula", "Situação"]);
  const [yara, alvaro] = c.daTurma as [(typeof c.daTurma)[number], (typeof c.daTurma)[number]];
  await expect(alunos.row("Álvaro Bastos")).toContainText(alvaro.matricula);
  await expect(alunos.row("Álvaro Bastos")).toContainText(`Cursando — 5º ano A (${ANO})`);
  await expect(alunos.novo).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Importar planilha" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Exportar CSV" })).toHaveCount(0);
  await expect(alunos.search).toHaveCount(0);
  await expect(alunos.escola).toHaveCount(0);
  await semDadosPessoais(page);
  // A forged filter changes nothing: still their turma's students only.
  await alunos.goto(`?escola=${c.idOutraEscola}&situacao=todos&q=carla`);
  await expect(alunos.names).toHaveText(["Álvaro Bastos", "Marina Couto", "Yara Nogueira"]);
  await expectNoPageOverflow(page);
  await expectNoSeriousViolations(page);

  // A student's page: name, matrícula and situation, nothing to change, no history.
  await alunos.link("Yara Nogueira").click();
  await expect(page).toHaveURL(new RegExp(`/alunos/${yara.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yara Nogueira");
  expect(await page.title()).toContain("Yara Nogueira");
  await expect(page.getByTestId("matricula")).toHaveText(yara.matricula);
  await expect(page.getByRole("link", { name: `Cursando — 5º ano A (${ANO})` })).toHaveAttribute("href", `/escolas/${c.idEscola}/turmas/${c.turmaA.id}`);
  await expect(page.getByRole("link", { name: "Editar", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Excluir aluno" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mostrar CPF" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Histórico" })).toHaveCount(0);
  await semDadosPessoais(page);
  await expectNoPageOverflow(page);
  await expectNoSeriousViolations(page);

  // Another turma's student, another school's, one without a turma: not found, their names unread.
  await naoEncontrada(page, `/alunos/${c.deB.id}`, "Bruno Da Turma B");
  await naoEncontrada(page, `/alunos/${c.daOutraEscola.id}`, "Carla Da Outra Escola");
  await naoEncontrada(page, `/alunos/${c.semTurma.id}`, "Davi Sem Turma");

  // Every page of the company's register: not found, whatever the address names.
  for (const url of [
    "/escolas/nova",
    `/escolas/${c.idEscola}/editar`,
    `/escolas/${c.idEscola}/anos/novo`,
    `/escolas/${c.idEscola}/anos/${ANO}`,
    `/escolas/${c.idEscola}/anos/${ANO}/editar`,
    `/escolas/${c.idEscola}/anos/${ANO}/turmas/nova`,
    "/alunos/novo",
    "/alunos/importar",
  ]) {
    await naoEncontrada(page, url);
  }
  await naoEncontrada(page, `/alunos/${yara.id}/editar`, "529.982.247-25");
  await naoEncontrada(page, `/alunos/${c.deB.id}/editar`, "Bruno Da Turma B");

  // The routes: the export refused, the import's progress refused, the model names no school of the company.
  const request = page.context().request;
  const exportar = await request.get(`/alunos/exportar?escola=${c.idEscola}`);
  expect(exportar.status()).toBe(403);
  expect(await exportar.text()).toBe(SEM_PERMISSAO);
  const estado = await request.get("/alunos/importar/estado?importacao=qualquer");
  expect(estado.status()).toBe(403);
  expect(await estado.json()).toEqual({ erro: SEM_PERMISSAO });
  const modelo = await request.get("/alunos/importar/modelo");
  expect(modelo.status()).toBe(200);
  const csv = await modelo.text();
  expect(csv).toContain("Escola Municipal Exemplo");
  expect(csv).not.toContain("Escola Estadual do Alcance");
  expect(csv).not.toContain("5º ano");

  // Configurações: only Minha conta.
  await page.goto("/configuracoes");
  await expect(page.getByRole("region", { name: "Minha conta" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Minha conta" })).toContainText("Professor");
  await expect(page.getByRole("region", { name: "Empresa" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Membros" })).toHaveCount(0);
});

test("a professor with no turma, or removed from theirs, sees no school and no student", async ({ page, signedIn }) => {
  const c = await cenario();
  await signedIn({ user: c.professor, empresas: [c.empresa] });
  await page.waitForURL(/\/home$/);
  const alunos = new AlunosPage(page);
  await alunos.goto();
  await expect(alunos.names).toHaveCount(3);

  await testDb().doc(`turmas/${c.turmaA.id}`).update({ professores: [], nomesDosProfessores: {} });
  await alunos.goto();
  await expect(alunos.names).toHaveCount(0);
  await expect(page.getByText("Nenhum aluno cursando nas suas turmas.")).toBeVisible();
  const escolas = new EscolasPage(page);
  await escolas.goto();
  await expect(escolas.names).toHaveCount(0);
  await expect(page.getByText("Você ainda não é professor de nenhuma turma.")).toBeVisible();
  await naoEncontrada(page, `/escolas/${c.idEscola}`, "Escola Estadual do Alcance");
  await naoEncontrada(page, `/alunos/${c.daTurma[0]!.id}`, "Yara Nogueira");
});
