// Issue 43: `Unificar alunos` (administrador): the two matrículas, the preview field by field (a
// choice where both records differ) and what moves, then one step; the record that goes leaves
// the lists and its matrícula is listed on the one that stays. Two students of one turma cannot
// be unified. At 360 px, with axe.
import { test, expect } from "./fixtures";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { readAluno, readEnturmacoes, seedAlunos, seedAnoComTurmas, seedEscolas } from "../test/support/firebase";

test("an administrador unifies two records: the preview, a choice per field, and the one that goes listed on the one that stays", async ({ page, alunos, alunoFicha, inShell }) => {
  const { empresas } = await inShell({ papel: "administrador" });
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
  const ano = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "5º ano A" }] });
  const [fica, sai] = await seedAlunos(idEmpresa, [
    { nome: "Ana Lima", idEscola: escola!, responsavelNome: "Rita Lima" },
    { nome: "Ana Lima Souza", idEscola: escola!, cpf: "529.982.247-25", turma: ano.turmas[0] },
  ]);
  await page.setViewportSize({ width: 360, height: 740 });

  await alunos.goto();
  await page.getByRole("link", { name: "Unificar alunos", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unificar alunos");
  await page.getByLabel("Matrícula do aluno que fica", { exact: true }).fill(fica!.matricula);
  await page.getByLabel("Matrícula do aluno que sai", { exact: true }).fill(sai!.matricula);
  await page.getByRole("button", { name: "Ver prévia", exact: true }).click();

  // Field by field: a choice where both differ, the other's value where the staying one has none.
  const nome = page.getByRole("group", { name: "Nome completo", exact: true });
  await expect(nome.getByRole("radio", { name: "Ana Lima (aluno que fica)", exact: true })).toBeChecked();
  await expect(page.getByText("Rita Lima (aluno que fica)", { exact: true })).toBeVisible();
  await expect(page.getByText("Enturmações (com a frequência): 1", { exact: true })).toBeVisible();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);

  await nome.getByRole("radio", { name: "Ana Lima Souza (aluno que sai)", exact: true }).check();
  await page.getByRole("button", { name: "Unificar alunos", exact: true }).click();
  await expect(alunoFicha.status("Alunos unificados.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/alunos/${fica!.id}$`));
  await expect(alunoFicha.heading).toHaveText("Ana Lima Souza");
  await expect(page.getByTestId("matriculas-unificadas")).toHaveText(sai!.matricula);
  expect(await readAluno(sai!.id)).toBeUndefined();
  expect((await readEnturmacoes(fica!.id)).map((e) => e.idAluno)).toEqual([fica!.id]);

  // The record that went is gone from the list.
  await alunos.goto();
  await expect(alunos.rows).toHaveCount(1);
});

test("two students of the same turma cannot be unified; another company's matrícula is not found", async ({ page, inShell }) => {
  const { empresas } = await inShell({ papel: "administrador" });
  const idEmpresa = empresas[0]!.id;
  const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Aurora" }]);
  const ano = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "5º ano A" }] });
  const [a, b] = await seedAlunos(idEmpresa, [
    { nome: "Caio Reis", idEscola: escola!, turma: ano.turmas[0] },
    { nome: "Caio Reis Filho", idEscola: escola!, turma: ano.turmas[0] },
  ]);
  const [escolaAlheia] = await seedEscolas(empresas[1]!.id, [{ nome: "Escola Alheia" }]);
  // Each company has its own sequence: the other company's third student has a matrícula no student here has.
  const alheios = await seedAlunos(empresas[1]!.id, ["Aluno Alheio Um", "Aluno Alheio Dois", "Aluno Alheio Três"].map((nome) => ({ nome, idEscola: escolaAlheia! })));
  const alheio = alheios[2];

  await page.goto(`/alunos/unificar?fica=${a!.matricula}&sai=${b!.matricula}`);
  await expect(page.getByRole("alert")).toHaveText("Estes alunos estão na mesma turma.");
  await expect(page.getByRole("button", { name: "Unificar alunos", exact: true })).toHaveCount(0);

  await page.goto(`/alunos/unificar?fica=${a!.matricula}&sai=${alheio!.matricula}`);
  await expect(page.getByLabel("Matrícula do aluno que sai", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Nenhum aluno com esta matrícula.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unificar alunos", exact: true })).toHaveCount(0);
});

test("a secretaria gets no Unificar alunos", async ({ page, alunos, inShell }) => {
  await inShell({ papel: "secretaria" });
  await alunos.goto();
  await expect(page.getByRole("link", { name: "Unificar alunos", exact: true })).toHaveCount(0);
  await page.goto("/alunos/unificar");
  await expect(page.getByLabel("Matrícula do aluno que fica", { exact: true })).toHaveCount(0);
});
