// Grades, closing the year and the boletim (issue 25): a professor records Matemática at 360 px
// (a field per student labelled with their name, a numeric keyboard, an invalid grade said next to
// its field and nothing saved); forged saves by consulta and by a professor of another turma are
// refused; the secretary sees what is missing, then closes the year; the boletim on the student's
// page matches the database, and its PDF downloads with the same numbers.
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { anoLetivo, brasileira, dia, diaNoAnoLetivo } from "./support/datas";
import { expectFitsAPhone, expectNoSeriousViolations } from "./support/tela";
import { actionIdOf } from "./support/actions";
import { createEmpresas, createUser, link, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "../test/support/firebase";
import { componentesPadrao } from "../lib/turmas/componentes";
import { idDaFolha } from "../lib/notas/documento";
import { textoDoPdf } from "../test/support/texto-do-pdf";

/** The school year around today (this one, or in the first days of January the last one). */
const ANO = anoLetivo();
const main = (page: Page) => page.getByRole("main");

/**
 * The 1st semestre ends 3 days ago (a professor still has 12 days for it); the 2nd ends in 30 days,
 * or on the last day ANO's calendar may reach (closing now is closing early).
 */
const FIM_DO_1 = dia(-3);
const FIM_DO_ANO = diaNoAnoLetivo(30);
const FIM_DO_ANO_BR = brasileira(FIM_DO_ANO);

const ALUNOS = ["Alice Moreira", "Bento Carvalho", "Caio Fernandes"];
const COMPONENTES = componentesPadrao("ef-5");

async function cenario() {
  const [empresa] = await createEmpresas(["Rede das Notas"]);
  const idEmpresa = empresa!.id;
  const usuario = async (nome: string, papel: "administrador" | "secretaria" | "consulta" | "professor") => {
    const u = await createUser({ idEmpresaAtual: idEmpresa, displayName: nome });
    await link(u, [idEmpresa], { papel });
    return u;
  };
  const [professora, outroProfessor, secretaria, consulta, administradora] = await Promise.all([
    usuario("Ana Souza", "professor"),
    usuario("Rui Lopes", "professor"),
    usuario("Sara Secretária", "secretaria"),
    usuario("Cora Consulta", "consulta"),
    usuario("Ada Administradora", "administrador"),
  ]);
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola Estadual Rui Barbosa", codigoInep: "35123456" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  await testDb()
    .doc(`anos_letivos/${ano.id}`)
    .update({ tipoEtapas: "semestres", etapas: [{ inicio: `${ANO}-01-02`, fim: FIM_DO_1 }, { inicio: dia(-2), fim: FIM_DO_ANO }] });
  const [turmaA, turmaB] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  await testDb().doc(`turmas/${turmaA.id}`).update({ professores: [professora.uid], nomesDosProfessores: { [professora.uid]: "Ana Souza" } });
  await testDb().doc(`turmas/${turmaB.id}`).update({ professores: [outroProfessor.uid], nomesDosProfessores: { [outroProfessor.uid]: "Rui Lopes" } });
  const alunos = await seedAlunos(idEmpresa, ALUNOS.map((nome) => ({ nome, idEscola: idEscola!, turma: turmaA, desde: `${ANO}-01-02` })));
  return { empresa: empresa!, idEmpresa, idEscola: idEscola!, ano, turmaA, turmaB, alunos: alunos.map((a) => a.id), professora, outroProfessor, secretaria, consulta, administradora };
}

const folha = async (idTurma: string, idComponente: string, etapa: "0" | "1" | "rec") => (await testDb().doc(`notas/${idDaFolha(idTurma, idComponente, etapa)}`).get()).data();

test("a professor records Matemática at 360 px; forged saves are refused; the secretary closes the year; the boletim matches", async ({ page, pageOf, loginPage }) => {
  test.setTimeout(90_000); // a whole year: grades, the closing, two PDFs (near 45 s on a loaded machine)
  const c = await cenario();
  const turmaUrl = `/escolas/${c.idEscola}/turmas/${c.turmaA.id}`;

  // The professor, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await loginPage.goto();
  await loginPage.signIn(c.professora);
  await page.waitForURL("**/home");
  await page.goto(turmaUrl);
  await main(page).getByRole("link", { name: "Lançar notas", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lançar notas — 5º ano A");
  await main(page).getByLabel("Componente", { exact: true }).selectOption({ label: "Matemática" });
  await main(page).getByLabel("Etapa", { exact: true }).selectOption({ label: "1º semestre" });
  await main(page).getByRole("button", { name: "Abrir", exact: true }).click();
  await expect(main(page).getByRole("heading", { name: "Notas de Matemática — 1º semestre" })).toBeVisible();
  const campo = (nome: string) => main(page).getByLabel(nome, { exact: true });
  for (const nome of ALUNOS) await expect(campo(nome)).toHaveAttribute("inputmode", "decimal");
  await campo("Alice Moreira").fill("7,5");
  await campo("Bento Carvalho").fill("10,01");
  await campo("Caio Fernandes").fill("");
  await main(page).getByRole("button", { name: "Salvar notas", exact: true }).click();
  await expect(main(page).getByText("Nota inválida: use um número de 0 a 10, com até uma casa decimal.")).toBeVisible();
  await expect(campo("Bento Carvalho")).toHaveAttribute("aria-invalid", "true");
  expect(await folha(c.turmaA.id, "matematica", "0")).toBeUndefined();
  await expectFitsAPhone(page);
  await expectNoSeriousViolations(page);
  await campo("Bento Carvalho").fill("4");
  const salvar = await actionIdOf(page, () => main(page).getByRole("button", { name: "Salvar notas", exact: true }).click());
  await expect(main(page).getByText("Notas salvas.")).toBeVisible();
  expect((await folha(c.turmaA.id, "matematica", "0"))?.valores).toEqual({ [c.alunos[0]!]: 75, [c.alunos[1]!]: 40 });
  // Reopened: the grades are there, the empty field stays empty.
  await page.reload();
  await expect(campo("Alice Moreira")).toHaveValue("7,5");
  await expect(campo("Caio Fernandes")).toHaveValue("");

  // Forged saves: consulta, and the professor of another turma. Nothing written.
  const forjar = (quem: Page) =>
    quem.context().request.post(`${turmaUrl}/notas`, {
      headers: { "next-action": salvar, "content-type": "text/plain;charset=UTF-8" },
      data: JSON.stringify([{ idTurma: c.turmaA.id, idComponente: "arte", etapa: "0", versao: 0, notas: [{ id: c.alunos[0], nota: "1" }] }]),
    });
  for (const quem of [await pageOf({ user: c.consulta, empresas: [c.empresa] }), await pageOf({ user: c.outroProfessor, empresas: [c.empresa] })]) {
    const resposta = await forjar(quem);
    expect(resposta.status()).toBeLessThan(500);
    expect(await resposta.text()).toContain("Você não tem permissão para esta ação.");
  }
  expect(await folha(c.turmaA.id, "arte", "0")).toBeUndefined();

  // Every other grade, as the turma's professors would have typed them: Alice 8 everywhere, Bento
  // 8 but Matemática (4 and 5: 4,5, then 5,0 in the recovery), Caio 9; Matemática's 2nd semestre missing.
  const valores = (idComponente: string, etapa: "0" | "1") =>
    idComponente === "matematica" ? { [c.alunos[0]!]: etapa === "0" ? 75 : 80, [c.alunos[1]!]: etapa === "0" ? 40 : 50, [c.alunos[2]!]: 90 } : { [c.alunos[0]!]: 80, [c.alunos[1]!]: 80, [c.alunos[2]!]: 90 };
  const escrever = async (idComponente: string, etapa: "0" | "1") =>
    testDb()
      .doc(`notas/${idDaFolha(c.turmaA.id, idComponente, etapa)}`)
      .set({ idEmpresa: c.idEmpresa, idTurma: c.turmaA.id, idEscola: c.idEscola, idAnoLetivo: c.ano.id, ano: ANO, idComponente, etapa, valores: valores(idComponente, etapa), versao: 1 });
  await Promise.all(COMPONENTES.flatMap((comp) => (["0", "1"] as const).filter((e) => !(comp.id === "matematica" && e === "1")).map((e) => (comp.id === "matematica" && e === "0" ? null : escrever(comp.id, e)))));
  await testDb().doc(`notas/${idDaFolha(c.turmaA.id, "matematica", "0")}`).update({ [`valores.${c.alunos[2]}`]: 90 });
  await testDb().doc(`enturmacoes/${(await testDb().collection("enturmacoes").where("idAluno", "==", c.alunos[2]).get()).docs[0]!.id}`).update({ frequencia: { "0": { dias: 20, faltas: 2, justificadas: 1 } } });

  // The secretary: the preview says what is missing.
  const sara = await pageOf({ user: c.secretaria, empresas: [c.empresa] });
  await sara.goto(`/escolas/${c.idEscola}/anos/${ANO}`);
  await main(sara).getByRole("link", { name: "Encerrar ano letivo", exact: true }).click();
  await expect(main(sara).getByText("Faltam notas: Matemática, 2º semestre, 3 alunos")).toBeVisible();
  await expect(main(sara).getByRole("button", { name: "Confirmar encerramento" })).toHaveCount(0);
  await escrever("matematica", "1");
  // Bento's recovery in Matemática: (4,0 + 5,0) ÷ 2 = 4,5, below 6,0. Not typed yet: a grade is
  // missing (he is not failed by omission), named, with the way to its grid.
  await sara.reload();
  await expect(main(sara).getByText("Falta a recuperação final: Matemática, 1 aluno: Bento Carvalho.")).toBeVisible();
  await expect(main(sara).getByRole("button", { name: "Confirmar encerramento" })).toHaveCount(0);
  await main(sara).getByRole("link", { name: "Lançar a recuperação final de Matemática", exact: true }).click();
  await expect(main(sara).getByRole("heading", { name: "Notas de Matemática — Recuperação final" })).toBeVisible();
  await expect(main(sara).getByLabel("Bento Carvalho", { exact: true })).toBeVisible();
  await expect(main(sara).getByRole("checkbox", { name: "Não compareceu à recuperação: Bento Carvalho", exact: true })).not.toBeChecked();
  await expect(main(sara).getByLabel("Alice Moreira", { exact: true })).toHaveCount(0);
  await main(sara).getByLabel("Bento Carvalho", { exact: true }).fill("5");
  await main(sara).getByRole("button", { name: "Salvar notas", exact: true }).click();
  await expect(main(sara).getByText("Notas salvas.")).toBeVisible();

  await sara.goto(`/escolas/${c.idEscola}/anos/${ANO}/encerrar`);
  await expect(main(sara).getByText("Todas as notas foram lançadas.")).toBeVisible();
  // Who fails and why, by name.
  await expect(main(sara).getByTestId("reprovacoes")).toHaveText("Reprovado: Bento Carvalho (Matemática 5,0)");
  // The year runs for 30 more days: before then only the administrador closes it, asked first.
  await expect(main(sara).getByText(`O ano letivo termina em ${FIM_DO_ANO_BR}. Só o administrador pode encerrá-lo antes.`)).toBeVisible();
  await expect(main(sara).getByRole("button", { name: "Confirmar encerramento" })).toHaveCount(0);
  await expectNoSeriousViolations(sara);
  const ada = await pageOf({ user: c.administradora, empresas: [c.empresa] });
  await ada.goto(`/escolas/${c.idEscola}/anos/${ANO}/encerrar`);
  await main(ada).getByRole("button", { name: "Confirmar encerramento", exact: true }).click();
  await expect(ada.getByRole("dialog")).toContainText(`O ano letivo termina em ${FIM_DO_ANO_BR}. Encerrar mesmo assim?`);
  await ada.getByRole("dialog").getByRole("button", { name: "Confirmar encerramento", exact: true }).click();
  await expect(main(ada).getByText(`Ano letivo ${ANO} encerrado: 3 alunos receberam a situação final.`)).toBeVisible();
  const resultado = (await testDb().doc(`resultados/${c.turmaA.id}`).get()).data();
  expect(resultado?.alunos).toEqual({ [c.alunos[0]!]: "aprovado", [c.alunos[1]!]: "reprovado", [c.alunos[2]!]: "aprovado" });

  // Bento's boletim on his page matches what is stored.
  await sara.goto(`/alunos/${c.alunos[1]}`);
  const boletim = main(sara).getByTestId(`boletim-${ANO}`);
  await expect(main(sara).getByRole("heading", { name: `Boletim ${ANO}`, exact: true })).toBeVisible();
  const tabela = boletim.getByRole("table");
  await expect(tabela.getByRole("columnheader")).toHaveText(["Componente", "1º sem.", "2º sem.", "Média", "Recuperação", "Final"]);
  await expect(tabela.getByRole("row").filter({ hasText: "Matemática" }).getByRole("cell")).toHaveText(["Matemática", "4,0", "5,0", "4,5", "5,0", "5,0"]);
  await expect(tabela.getByRole("row").filter({ hasText: "Arte" }).getByRole("cell")).toHaveText(["Arte", "8,0", "8,0", "8,0", "—", "8,0"]);
  await expect(boletim.getByTestId("situacao-no-boletim")).toHaveText("Reprovado");
  await expect(boletim.getByTestId("frequencia-no-ano")).toHaveText("—");
  // One answer everywhere: the page's `Turmas` says what the closing gave, not `Cursando`.
  const turmasDoAluno = main(sara).getByRole("region", { name: "Turmas", exact: true });
  await expect(turmasDoAluno.getByRole("listitem")).toHaveCount(1);
  await expect(turmasDoAluno.getByRole("listitem")).toContainText(`${ANO} · 5º ano A · Escola Estadual Rui Barbosa · Reprovado · desde`);
  // Its PDF: the file's name, one page, the same numbers (its text read back as a viewer would).
  const [download] = await Promise.all([sara.waitForEvent("download"), boletim.getByRole("button", { name: "Baixar boletim (PDF)", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(`boletim-${ANO}-bento-carvalho.pdf`);
  const arquivo = fs.readFileSync((await download.path())!);
  const { paginas } = textoDoPdf(arquivo);
  // Issued as a verifiable document: its code is printed, and documentos/{code} keeps the file's SHA-256.
  const emitidos = (await testDb().collection("documentos").where("idAluno", "==", c.alunos[1]).get()).docs;
  expect(emitidos.map((d) => [d.get("tipo"), d.get("sha256")])).toEqual([["boletim", createHash("sha256").update(arquivo).digest("hex")]]);
  expect(paginas[0]!.replace(/\s+/g, "")).toContain(emitidos[0]!.id.match(/.{4}/g)!.join("-"));
  expect(paginas).toHaveLength(1);
  const texto = paginas[0]!.replace(/\s+/g, " ");
  for (const trecho of ["Bento Carvalho", "Escola Estadual Rui Barbosa", "35123456", "5º ano A", "Matemática 4,0 5,0 4,5 5,0 5,0", "Educação Física 8,0 8,0 8,0 — 8,0", "Reprovado"]) expect(texto).toContain(trecho);
  // Caio: 20 days, 3 absences (1 justified): 17 ÷ 20 = 85,0%.
  await sara.goto(`/alunos/${c.alunos[2]}`);
  await expect(main(sara).getByTestId("faltas-no-ano")).toHaveText("3 (1 justificada)");
  await expect(main(sara).getByTestId("frequencia-no-ano")).toHaveText("85,0%");
  await expect(main(sara).getByTestId("situacao-no-boletim")).toHaveText("Aprovado");
  await expectNoSeriousViolations(sara);

  // The turma's page says each student's final situation; its boletins, one page per student in name order.
  await sara.goto(turmaUrl);
  const alunosDaTurma = main(sara).getByRole("region", { name: "Alunos da turma", exact: true });
  await expect(alunosDaTurma.getByRole("row").filter({ hasText: "Bento Carvalho" })).toContainText("Reprovado");
  await expect(alunosDaTurma.getByRole("row").filter({ hasText: "Alice Moreira" })).toContainText("Aprovado");
  const [daTurma] = await Promise.all([sara.waitForEvent("download"), main(sara).getByRole("link", { name: "Boletins da turma (PDF)", exact: true }).click()]);
  const turmaPdf = textoDoPdf(fs.readFileSync((await daTurma.path())!));
  expect(turmaPdf.paginas.map((p) => ALUNOS.find((nome) => p.includes(nome)))).toEqual(ALUNOS);
  // Issue 41: a working copy, every page says so (no verification code on it).
  for (const pagina of turmaPdf.paginas) expect(pagina.replace(/\s+/g, " ")).toContain("CÓPIA DE TRABALHO — SEM VALOR DE DOCUMENTO");
});
