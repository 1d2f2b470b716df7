// `Parecer descritivo` (issue 41): a company that evaluates EF 1º–3º ano by parecer; the turma's
// professor writes, at 360 px, one etapa's pareceres (a text area per child labelled with their
// name, a visible counter, 5,001 characters refused next to the field with nothing saved and
// nothing lost); consulta reads them; the boletim on the child's page and its PDF print the
// `Relatório de desenvolvimento` instead of grades.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { anoLetivo, dia, diaNoAnoLetivo } from "./support/datas";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { idDoParecer } from "../lib/pareceres/documento";
import { textoDoPdf } from "../test/support/texto-do-pdf";

/** The school year around today (this one, or in the first days of January the last one). */
const ANO = anoLetivo();
const main = (page: Page) => page.getByRole("main");

const ALUNOS = ["Lívia Andrade", "Mateus Brito"];

async function cenario() {
  const [empresa] = await createEmpresas(["Rede dos Pareceres"]);
  const idEmpresa = empresa!.id;
  await testDb().doc(`regras_de_avaliacao/${idEmpresa}`).set({ idEmpresa, mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: true });
  const usuario = async (nome: string, papel: "professor" | "consulta") => {
    const u = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
    await link(u, [idEmpresa], { papel });
    return u;
  };
  const [professora, consulta] = await Promise.all([usuario("Paula Professora", "professor"), usuario("Cora Consulta", "consulta")]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Cecília Meireles", codigoInep: "35123457" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "2º ano A", etapaDeEnsino: "ef-2" }] });
  // The 1st semestre ended 3 days ago (it began 60 days ago, or on the year's first day); the 2nd,
  // today's, ends in 30 days (or on the last day the year's calendar may reach).
  await testDb()
    .doc(`anos_letivos/${ano.id}`)
    .update({ tipoEtapas: "semestres", etapas: [{ inicio: diaNoAnoLetivo(-60), fim: dia(-3) }, { inicio: dia(-2), fim: diaNoAnoLetivo(30) }] });
  const [turma] = ano.turmas as [(typeof ano.turmas)[number]];
  await testDb().doc(`turmas/${turma.id}`).update({ professores: [professora.uid], nomesDosProfessores: { [professora.uid]: "Paula Professora" } });
  const alunos = await seedAlunos(idEmpresa, ALUNOS.map((nome) => ({ nome, idEscola: idEscola!, turma, desde: diaNoAnoLetivo(-60) })));
  return { empresa: empresa!, idEscola: idEscola!, turma, alunos: alunos.map((a) => a.id) as [string, string], professora, consulta };
}

const guardado = async (idTurma: string, idAluno: string, etapa: number) => (await testDb().doc(`pareceres/${idDoParecer(idTurma, etapa, idAluno)}`).get()).data();

const PARECER = "Lívia lê pequenos textos com autonomia.\nParticipa das rodas de conversa e ajuda os colegas.";

test("the professor writes pareceres at 360 px; 5,001 characters are refused and kept; consulta reads; the boletim and its PDF print the Relatório de desenvolvimento", async ({ page, loginPage, pageOf }) => {
  test.setTimeout(60_000);
  const c = await cenario();
  const turmaUrl = `/escolas/${c.idEscola}/turmas/${c.turma.id}`;

  await page.setViewportSize({ width: 360, height: 740 });
  await loginPage.goto();
  await loginPage.signIn(c.professora);
  await page.waitForURL("**/home");
  await page.goto(turmaUrl);
  await expect(main(page).getByRole("link", { name: "Lançar notas", exact: true })).toHaveCount(0);
  await main(page).getByRole("link", { name: "Pareceres descritivos", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pareceres descritivos — 2º ano A");
  // Today's etapa by default.
  await expect(main(page).getByLabel("Etapa", { exact: true })).toHaveValue("1");
  const lista = main(page).getByRole("list", { name: "Pareceres do 2º semestre", exact: true });
  const livia = lista.getByRole("textbox", { name: "Lívia Andrade", exact: true });
  const mateus = lista.getByRole("textbox", { name: "Mateus Brito", exact: true });
  await expect(livia).toHaveAccessibleDescription("0 de 5.000 caracteres");

  await livia.fill(PARECER);
  await expect(livia).toHaveAccessibleDescription(`${PARECER.length} de 5.000 caracteres`);
  // 5,001 characters: said next to the field as typed, refused on `Salvar pareceres`, nothing sent, nothing lost.
  const longo = "Mateus conta histórias. ".repeat(209).slice(0, 5001);
  expect(longo).toHaveLength(5001);
  await mateus.fill(longo);
  await expect(mateus).toHaveAttribute("aria-invalid", "true");
  await expect(lista.getByText("O parecer tem 5.001 caracteres; o máximo é 5.000. Resuma o texto antes de salvar.")).toBeVisible();
  await expect(lista.getByText("5.001 de 5.000 caracteres")).toBeVisible();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  await main(page).getByRole("button", { name: "Salvar pareceres", exact: true }).click();
  await expect(main(page).getByText("Não foi possível salvar os pareceres: confira os campos indicados. Nada foi salvo.")).toBeVisible();
  await expect(mateus).toBeFocused();
  await expect(mateus).toHaveValue(longo);
  await expect(livia).toHaveValue(PARECER);
  expect(await guardado(c.turma.id, c.alunos[0], 1)).toBeUndefined();

  // Shortened: both saved in one go.
  await mateus.fill(longo.slice(0, 4990));
  await expect(mateus).toHaveAttribute("aria-invalid", "false");
  await main(page).getByRole("button", { name: "Salvar pareceres", exact: true }).click();
  await expect(main(page).getByText("Pareceres salvos.", { exact: true })).toBeVisible();
  expect(await guardado(c.turma.id, c.alunos[0], 1)).toMatchObject({ texto: PARECER, versao: 1, salvoPorNome: "Paula Professora" });
  expect((await guardado(c.turma.id, c.alunos[1], 1))?.texto).toHaveLength(4990);
  // Targets of 44 px: the text areas and the button.
  for (const alvo of [livia, mateus, main(page).getByRole("button", { name: "Salvar pareceres", exact: true })]) {
    expect((await alvo.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // Consulta reads, and cannot write.
  const cora = await pageOf({ user: c.consulta, empresas: [c.empresa] });
  await cora.goto(`${turmaUrl}/pareceres?etapa=1`);
  await expect(main(cora).getByRole("textbox", { name: "Lívia Andrade", exact: true })).toHaveValue(PARECER);
  await expect(main(cora).getByRole("textbox", { name: "Lívia Andrade", exact: true })).toHaveAttribute("readonly", "");
  await expect(main(cora).getByRole("button", { name: "Salvar pareceres" })).toHaveCount(0);

  // Lívia's boletim: the relatório instead of grades, on her page and in its PDF.
  await cora.goto(`/alunos/${c.alunos[0]}`);
  const relatorio = main(cora).getByTestId(`relatorio-${ANO}`);
  await expect(relatorio.getByRole("heading", { name: "Relatório de desenvolvimento", exact: true })).toBeVisible();
  await expect(relatorio).toContainText("1º semestre");
  await expect(relatorio).toContainText("Sem parecer registrado nesta etapa.");
  await expect(relatorio).toContainText("Lívia lê pequenos textos com autonomia.");
  await expect(main(cora).getByTestId(`boletim-${ANO}`).getByRole("table")).toHaveCount(0);
  await expectNoSeriousViolations(cora);
  const pdf = await cora.request.get(`/alunos/${c.alunos[0]}/boletim/${ANO}`);
  expect(pdf.status()).toBe(200);
  const { paginas } = textoDoPdf(await pdf.body());
  expect(paginas).toHaveLength(1);
  const texto = paginas[0]!.replace(/\s+/g, " ");
  for (const trecho of ["Lívia Andrade", "2º ano A", "Relatório de desenvolvimento", "1º semestre", "Sem parecer registrado nesta etapa.", "2º semestre", "Lívia lê pequenos textos com autonomia.", "Participa das rodas de conversa e ajuda os colegas.", "Frequência no ano"]) {
    expect(texto).toContain(trecho);
  }
  expect(texto).not.toContain("Média");
});
