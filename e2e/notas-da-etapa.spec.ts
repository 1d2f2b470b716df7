// `Lançar notas` of a whole etapa (issue 41): the turma's students in rows and its componentes in
// columns, each cell named by student and componente; Enter and Tab move down the column; one save
// per componente (a stale column is refused alone, the others saved); `Sem nota (ingressou em …)`
// for a student who came later; at 360 px, the one-componente list.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { anoLetivo, brasileira, dia, diaNoAnoLetivo } from "./support/datas";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { idDaFolha } from "../lib/notas/documento";

const main = (page: Page) => page.getByRole("main");


/**
 * Two semestres of the school year around today: the 1st from 100 days ago (or the year's first
 * day) to 20 days ago, the 2nd to 30 days ahead (or the calendar's last day); Nina came 10 days ago.
 */
async function cenario() {
  const [empresa] = await createEmpresas(["Rede da Grade"]);
  const idEmpresa = empresa!.id;
  const secretaria = await createUser({ idEmpresaAtual: idEmpresa, displayName: "Sara Secretária" });
  await link(secretaria, [idEmpresa], { papel: "secretaria" });
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola da Grade" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: anoLetivo(), turmas: [{ nome: "5º ano A" }] });
  await testDb()
    .doc(`anos_letivos/${ano.id}`)
    .update({ tipoEtapas: "semestres", etapas: [{ inicio: diaNoAnoLetivo(-100), fim: dia(-20) }, { inicio: dia(-19), fim: diaNoAnoLetivo(30) }] });
  const turma = ano.turmas[0]!;
  const alunos = await seedAlunos(idEmpresa, [
    { nome: "Alice Moreira", idEscola: idEscola!, turma, desde: diaNoAnoLetivo(-100) },
    { nome: "Bento Carvalho", idEscola: idEscola!, turma, desde: diaNoAnoLetivo(-100) },
    { nome: "Nina Novata", idEscola: idEscola!, turma, desde: dia(-10) },
  ]);
  return { empresa: empresa!, idEmpresa, idEscola: idEscola!, ano, turma, alunos: alunos.map((a) => a.id), secretaria };
}

test("a secretary types a whole etapa: cells named by student and componente, Enter down the column, a stale column refused alone, Sem nota for a late student", async ({ pageOf }) => {
  const c = await cenario();
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(`/escolas/${c.idEscola}/turmas/${c.turma.id}/notas?etapa=0`);
  const grade = main(sara).getByRole("table", { name: "Notas — 1º semestre", exact: true });
  await expect(grade.getByRole("columnheader")).toHaveText(["Aluno", "Língua Portuguesa", "Matemática", "Ciências", "História", "Geografia", "Arte", "Educação Física"]);
  const celula = (aluno: string, componente: string) => grade.getByRole("textbox", { name: `${aluno} — ${componente}`, exact: true });

  // Enter and Tab go down the column; at its foot, Tab goes to the next column's top.
  await celula("Alice Moreira", "Matemática").fill("7,5");
  await celula("Alice Moreira", "Matemática").press("Enter");
  await expect(celula("Bento Carvalho", "Matemática")).toBeFocused();
  await sara.keyboard.type("4");
  await sara.keyboard.press("Tab");
  await expect(celula("Nina Novata", "Matemática")).toBeFocused();
  await sara.keyboard.press("Tab");
  await expect(celula("Alice Moreira", "Ciências")).toBeFocused();
  await sara.keyboard.press("Shift+Tab");
  await expect(celula("Nina Novata", "Matemática")).toBeFocused();

  // Nina came 10 days ago: no grade from a former school for the 1st semestre.
  const semNota = grade.getByRole("checkbox", { name: `Sem nota (ingressou em ${brasileira(dia(-10))}): Nina Novata`, exact: true });
  await expect(grade.getByRole("checkbox")).toHaveCount(1);
  await semNota.check();
  await expect(celula("Nina Novata", "Matemática")).toHaveAttribute("readonly", "");

  // Arte is saved by someone else meanwhile: only that column is refused.
  await celula("Alice Moreira", "Arte").fill("9");
  await testDb()
    .doc(`notas/${idDaFolha(c.turma.id, "arte", "0")}`)
    .set({ idEmpresa: c.idEmpresa, idTurma: c.turma.id, idEscola: c.idEscola, idAnoLetivo: c.ano.id, ano: c.ano.ano, idComponente: "arte", etapa: "0", valores: { [c.alunos[1]!]: 80 }, versao: 1 });
  await expectNoSeriousViolations(sara);
  await main(sara).getByRole("button", { name: "Salvar notas", exact: true }).click();
  await expect(main(sara).getByText("Arte: Estas notas foram alteradas por outra pessoa. Recarregue a página.")).toBeVisible();
  await expect
    .poll(async () => (await testDb().doc(`notas/${idDaFolha(c.turma.id, "matematica", "0")}`).get()).get("valores"))
    .toEqual({ [c.alunos[0]!]: 75, [c.alunos[1]!]: 40 });
  expect((await testDb().doc(`notas/${idDaFolha(c.turma.id, "arte", "0")}`).get()).get("valores")).toEqual({ [c.alunos[1]!]: 80 });
  const nina = (await testDb().collection("enturmacoes").where("idAluno", "==", c.alunos[2]).get()).docs[0]!;
  expect(nina.get("etapasSemNota")).toEqual(["0"]);

  // Reopened: what was saved is there, and Nina's mark.
  await sara.reload();
  await expect(celula("Alice Moreira", "Matemática")).toHaveValue("7,5");
  await expect(celula("Alice Moreira", "Arte")).toHaveValue("");
  await expect(semNota).toBeChecked();

  // On a phone: the one-componente list instead of the grid.
  await sara.setViewportSize({ width: 360, height: 740 });
  await expect(grade).toHaveCount(0);
  await expect(main(sara).getByRole("list", { name: "Notas de Língua Portuguesa — 1º semestre", exact: true })).toBeVisible();
  await expect(main(sara).getByLabel("Alice Moreira", { exact: true })).toBeVisible();
  await expectFitsAPhone(sara);
  await expectNoSeriousViolations(sara);
});
