// Issue 43: `Necessidades específicas`, `Transporte escolar` and `Saúde`, and who sees them (LGPD
// art. 11). On a 360 px phone a secretaria fills each section through its own `Editar` (the kinds
// and the recursos as checkboxes that appear with `Sim`, Deficiência múltipla said, never typed, a
// combination the Censo refuses said next to its group with nothing saved), axe passing; a
// professor reads Necessidades específicas and Saúde of a student of their turma, never Cor/raça,
// documents or address; consulta sees none of the three sensitive sections.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { AlunoFichaPage } from "./paginas/alunos";
import { anoAtual } from "../lib/infra/relogio";

test.use({ viewport: { width: 360, height: 740 } });

const main = (page: Page) => page.getByRole("main");
const campo = (page: Page, rotulo: string) => main(page).getByLabel(rotulo, { exact: true });
const grupo = (page: Page, nome: string) => main(page).getByRole("group", { name: nome, exact: true });
const salvar = (page: Page) => main(page).getByRole("button", { name: "Salvar", exact: true }).click();

const DEFICIENCIAS = "Deficiências, transtornos e altas habilidades/superdotação";
const RECURSOS = "Recursos para provas do INEP";

/** What the seeded student holds in every sensitive section (and in the ones a professor never sees). */
const REGISTRO = {
  corRaca: "3",
  cpf: "52998224725",
  nis: "12345678900",
  cep: "01310100",
  logradouro: "Rua Secreta do Endereço",
  necessidadeEspecial: "1",
  deficiencias: ["baixaVisao", "surdez"],
  recursosProvas: ["provaAmpliada", "leituraLabial"],
  transporteEscolar: "1",
  transportePoderPublico: "2",
  transporteVeiculos: ["onibus"],
  alergias: "Alergia a amendoim",
  medicamentos: "Remédio contínuo X",
};

test("the three sections' Editar on a 360 px phone: checkboxes with Sim, Deficiência múltipla derived, a refusal of the Censo next to its group", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "secretaria" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola das Necessidades" }]);
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Lia Necessidades", idEscola: idEscola! }]);
  const ficha = new AlunoFichaPage(page);
  await ficha.goto(aluno!.id);
  for (const [secao, titulo] of [[ficha.necessidades, "Necessidades específicas"], [ficha.transporte, "Transporte escolar"], [ficha.saude, "Saúde"]] as const) await expect(ficha.editarSecao(secao, titulo)).toBeVisible();

  // Necessidades específicas: the kinds and recursos only once Sim is chosen.
  await ficha.editarSecao(ficha.necessidades, "Necessidades específicas").click();
  await expect(page).toHaveURL(new RegExp(`/alunos/${aluno!.id}/editar\\?secao=necessidades$`));
  await expect(campo(page, "Nome completo")).toHaveCount(0);
  await expect(grupo(page, DEFICIENCIAS)).toHaveCount(0);
  await campo(page, "Deficiência, transtorno do espectro autista ou altas habilidades/superdotação").selectOption({ label: "Sim" });
  await expect(grupo(page, DEFICIENCIAS)).toBeVisible();
  await expect(grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Deficiência múltipla" })).toHaveCount(0); // derived, never typed
  await grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Cegueira", exact: true }).check();
  await grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Baixa visão", exact: true }).check();
  await expect(main(page).getByText("Deficiência múltipla (calculada", { exact: false })).toBeVisible();
  await grupo(page, RECURSOS).getByRole("checkbox", { name: "Prova em braille", exact: true }).check();
  const alvo = (await grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Cegueira", exact: true }).locator("xpath=..").boundingBox())!;
  expect(alvo.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);

  // Cegueira with Baixa visão: refused next to the group, the focus on its first checkbox, what was marked kept.
  await salvar(page);
  await expect(grupo(page, DEFICIENCIAS)).toHaveAccessibleDescription(/Não é possível marcar Cegueira com Baixa visão\./);
  await expect(grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Cegueira", exact: true })).toBeFocused();
  await expect(grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Baixa visão", exact: true })).toBeChecked();
  await expect(grupo(page, RECURSOS).getByRole("checkbox", { name: "Prova em braille", exact: true })).toBeChecked();
  await expectNoSeriousViolations(page);

  await grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Cegueira", exact: true }).uncheck();
  await grupo(page, DEFICIENCIAS).getByRole("checkbox", { name: "Surdez", exact: true }).check();
  await grupo(page, RECURSOS).getByRole("checkbox", { name: "Prova em braille", exact: true }).uncheck();
  await grupo(page, RECURSOS).getByRole("checkbox", { name: "Prova ampliada (fonte 18)", exact: true }).check();
  await grupo(page, RECURSOS).getByRole("checkbox", { name: "Leitura labial", exact: true }).check();
  await salvar(page);
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.valor(DEFICIENCIAS, ficha.necessidades)).toHaveText("Baixa visão, Surdez, Deficiência múltipla");
  await expect(ficha.valor(RECURSOS, ficha.necessidades)).toHaveText("Leitura labial, Prova ampliada (fonte 18)");

  // Transporte escolar: Poder público and the vehicles with Sim.
  await ficha.editarSecao(ficha.transporte, "Transporte escolar").click();
  await campo(page, "Utiliza transporte escolar público").selectOption({ label: "Sim" });
  await campo(page, "Poder público responsável").selectOption({ label: "Municipal" });
  await expect(grupo(page, "Aquaviário")).toBeVisible();
  await grupo(page, "Tipos de veículo").getByRole("checkbox", { name: "Ônibus", exact: true }).check();
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);
  await salvar(page);
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.valor("Tipos de veículo", ficha.transporte)).toHaveText("Ônibus");
  await expect(ficha.valor("Poder público responsável", ficha.transporte)).toHaveText("Municipal");

  // Saúde: free text.
  await ficha.editarSecao(ficha.saude, "Saúde").click();
  await campo(page, "Alergias").fill("Amendoim");
  await campo(page, "Medicamentos de uso contínuo").fill("Nenhum");
  await expectNoSeriousViolations(page);
  await expectFitsAPhone(page);
  await salvar(page);
  await expect(ficha.status("Aluno atualizado.")).toBeVisible();
  await expect(ficha.valor("Alergias", ficha.saude)).toHaveText("Amendoim");
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});

test("a professor reads Necessidades específicas and Saúde of a student of their turma, never Cor/raça, documents or address", async ({ page, signedIn }) => {
  const [empresa] = await createEmpresas([`Rede das Necessidades ${Math.random().toString(36).slice(2, 7)}`]);
  const idEmpresa = empresa!.id;
  const professor = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Rita Professora" });
  await link(professor, [idEmpresa], { papel: "professor" });
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola do Cuidado" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A" }] });
  const [turma] = ano.turmas;
  await testDb().doc(`turmas/${turma!.id}`).update({ professores: [professor.uid], nomesDosProfessores: { [professor.uid]: "Rita Professora" } });
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Yara Cuidado", idEscola: idEscola!, turma }]);
  await testDb().doc(`alunos/${aluno!.id}`).update(REGISTRO);
  await signedIn({ user: professor, empresas: [empresa!] });
  await page.waitForURL(/\/home$/);

  const ficha = new AlunoFichaPage(page);
  await ficha.goto(aluno!.id);
  await expect(ficha.secao.getByRole("heading", { level: 3 })).toHaveText(["Necessidades específicas", "Saúde"]);
  await expect(ficha.valor(DEFICIENCIAS, ficha.necessidades)).toHaveText("Baixa visão, Surdez, Deficiência múltipla");
  await expect(ficha.valor(RECURSOS, ficha.necessidades)).toHaveText("Leitura labial, Prova ampliada (fonte 18)");
  await expect(ficha.valor("Alergias", ficha.saude)).toHaveText("Alergia a amendoim");
  await expect(ficha.valor("Medicamentos de uso contínuo", ficha.saude)).toHaveText("Remédio contínuo X");
  await expect(main(page).getByRole("link", { name: "Editar", exact: true })).toHaveCount(0);
  for (const rotulo of ["Cor/raça", "CPF", "NIS", "CEP", "Logradouro", "Utiliza transporte escolar público"]) await expect(page.getByText(rotulo, { exact: true }), rotulo).toHaveCount(0);
  const html = await page.content();
  for (const segredo of ["Parda", "52998224725", "***.982.247-**", "12345678900", "01310-100", "Rua Secreta do Endereço"]) expect(html, segredo).not.toContain(segredo);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  // Its form is not theirs.
  expect((await page.goto(`/alunos/${aluno!.id}/editar?secao=saude`))!.status()).toBe(404);
});

test("consulta sees none of Cor/raça, Necessidades específicas and Saúde; Transporte escolar it does", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "consulta" });
  const idEmpresa = empresas[0]!.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola da Consulta" }]);
  const [aluno] = await seedAlunos(idEmpresa, [{ nome: "Caio Consulta", idEscola: idEscola! }]);
  await testDb().doc(`alunos/${aluno!.id}`).update(REGISTRO);
  const ficha = new AlunoFichaPage(page);
  await ficha.goto(aluno!.id);
  await expect(ficha.secao.getByRole("heading", { level: 3 })).toHaveText(["Identificação", "Filiação e responsáveis", "Documentos", "Endereço", "Transporte escolar", "Turmas"]);
  await expect(ficha.valor("Tipos de veículo", ficha.transporte)).toHaveText("Ônibus");
  for (const rotulo of ["Cor/raça", DEFICIENCIAS, RECURSOS, "Alergias"]) await expect(page.getByText(rotulo, { exact: true }), rotulo).toHaveCount(0);
  const html = await page.content();
  for (const segredo of ["Parda", "Baixa visão", "Alergia a amendoim", "Remédio contínuo X"]) expect(html, segredo).not.toContain(segredo);
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
});
