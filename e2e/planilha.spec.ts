// Alunos from and to spreadsheets (issue #12): the model, "Verificar" with its problems, warnings
// and preview, the all-or-nothing import with its progress, the export (file name, BOM, ";",
// CRLF, dates, the CPF by role), the files the import refuses, roles, tenant isolation, axe and
// the narrow screen. Every test has its own user and company; CSV files are built in the test.
import { readFile } from "node:fs/promises";
import type { Page, Request } from "@playwright/test";
import { test, expect, forgeAction, ImportarPage, type Scenario } from "./fixtures";
import { actionIdOf } from "./support/actions";
import { robotsAte } from "./support/robots";
import { expectNoPageOverflow, expectNoSeriousViolations } from "./support/tela";
import {
  createEmpresas,
  createUser,
  hojeNaTela,
  link,
  matriculaDoAno,
  readAlunos,
  readAtividades,
  readCpfKey,
  readEnturmacoes,
  readEscola,
  readTurma,
  seedAlunos,
  seedAnoComTurmas,
  seedEscolas,
  testDb,
  uniqueInep,
  type TestPapel,
} from "../test/support/firebase";
import { planilhaDoAtaque } from "../test/fixtures/planilhas/ataque";
import { hoje } from "../lib/infra/relogio";

const SEM_PERMISSAO = "Você não tem permissão para esta ação.";
/** Today's columns, then issue 43's record (each field a column, in the descriptor's order). */
const TITULOS_DO_MODELO = [
  "Nome completo",
  "Nome social",
  "Data de nascimento",
  "Sexo",
  "Cor/raça",
  "Povo indígena",
  "Nacionalidade",
  "País de nacionalidade",
  "UF de nascimento",
  "Município de nascimento",
  "Escola",
  "Turma",
  "CPF",
  // The responsáveis, two of them (the former guardian's columns read as Responsável 1's).
  "Nome do responsável",
  "Responsável 1 Parentesco",
  "Responsável 1 CPF",
  "Telefone do responsável",
  "E-mail do responsável",
  "Responsável 1 Responsável legal",
  "Responsável 1 Autorizado a buscar o aluno",
  "Responsável 1 Mora com o aluno",
  "Responsável 2 Nome",
  "Responsável 2 Parentesco",
  "Responsável 2 CPF",
  "Responsável 2 Telefone",
  "Responsável 2 E-mail",
  "Responsável 2 Responsável legal",
  "Responsável 2 Autorizado a buscar o aluno",
  "Responsável 2 Mora com o aluno",
  "Filiação",
  "Filiação 1",
  "Filiação 2",
  "NIS",
  "Cartão Nacional de Saúde (CNS)",
  "Certidão de nascimento",
  "Número do RG",
  "Órgão emissor do RG",
  "UF do RG",
  "Data de expedição do RG",
  "CEP",
  "Logradouro",
  "Número do endereço",
  "Complemento",
  "Bairro",
  "UF do endereço",
  "Município do endereço",
  "Zona",
  "Localização diferenciada",
  "Deficiência, transtorno do espectro autista ou altas habilidades/superdotação",
  "Deficiências, transtornos e altas habilidades/superdotação",
  "Recursos para provas do INEP",
  "Utiliza transporte escolar público",
  "Poder público responsável",
  "Tipos de veículo",
  "Alergias",
  "Medicamentos de uso contínuo",
  "Plano de saúde",
  "Observações de saúde",
];
const CABECALHO_MODELO = TITULOS_DO_MODELO.join(";");
const TITULOS_DA_EXPORTACAO = ["Matrícula", ...TITULOS_DO_MODELO, "Situação"];
const CABECALHO_EXPORTACAO = TITULOS_DA_EXPORTACAO.join(";");
/** Today's columns of an exported row, in today's order (the new ones are empty in these flows). */
const DE_HOJE = ["Matrícula", "Nome completo", "Data de nascimento", "Escola", "Turma", "CPF", "Nome do responsável", "Telefone do responsável", "E-mail do responsável", "Situação"];
/** The cells of an exported row under these headers. */
const celulas = (linha: readonly string[], titulos: readonly string[] = DE_HOJE) => titulos.map((t) => linha[TITULOS_DA_EXPORTACAO.indexOf(t)]);
/** The model's example row's cell under a header. */
const doModelo = (linha: readonly string[], titulo: string) => linha[TITULOS_DO_MODELO.indexOf(titulo)];
const BOM = [0xef, 0xbb, 0xbf];

/** A valid CPF (with its punctuation) from nine digits. */
function cpf(nove: string): string {
  const d = nove.split("").map(Number);
  const digito = (ds: number[]) => {
    const soma = ds.reduce((s, n, i) => s + n * (ds.length + 1 - i), 0);
    const r = (soma * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digito(d);
  const d2 = digito([...d, d1]);
  return `${nove.slice(0, 3)}.${nove.slice(3, 6)}.${nove.slice(6, 9)}-${d1}${d2}`;
}

/** CSV text: cells quoted when they hold the separator, a quote or a line break. */
function csv(linhas: string[][], separador = ";", fimDeLinha = "\r\n"): string {
  const celula = (v: string) => (v.includes(separador) || /["\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return linhas.map((l) => l.map(celula).join(separador)).join(fimDeLinha) + fimDeLinha;
}

/** A file the browser downloads on `click`: its suggested name and bytes. */
async function baixar(page: Page, click: () => Promise<unknown>): Promise<{ nome: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  expect(await download.failure()).toBeNull();
  return { nome: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** A downloaded CSV as Excel pt-BR wants it: UTF-8 with BOM, CRLF rows; returns its rows as cells. */
function lerCsvBaixado(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  const texto = bytes.subarray(3).toString("utf8");
  expect(texto.endsWith("\r\n")).toBe(true);
  expect(texto.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // CRLF only (no quoted line breaks here)
  return texto
    .slice(0, -2)
    .split("\r\n")
    .map((l) => l.split(";"));
}

/**
 * Posts a form action with a file, like a client outside the browser (see e2e/support/actions.ts:
 * the FormData fields prefixed "_1_", the root "0" last), with the page's cookies.
 */
async function forgeFileAction(page: Page, url: string, id: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const form = new FormData();
  form.append("_1_arquivo", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  form.append("0", '[null,"$K1"]');
  const response = await page.context().request.post(url, { headers: { "next-action": id }, multipart: form, maxRedirects: 0 });
  return { status: response.status(), text: await response.text() };
}

/** Users of one new company (their current one), one per role. */
async function colleagues(papeis: TestPapel[], nome = `Empresa Planilha ${Math.random().toString(36).slice(2, 7)}`) {
  const [empresa] = await createEmpresas([nome]);
  const users = await Promise.all(
    papeis.map(async (papel) => {
      const user = await createUser({ idEmpresaAtual: empresa!.id });
      await link(user, [empresa!.id], { papel });
      return { user, empresas: [empresa!] } as Scenario;
    }),
  );
  return { idEmpresa: empresa!.id, users };
}

const importacaoDoc = async (id: string) => (await testDb().collection("importacoes").doc(id).get()).data();

test.describe("import and export", () => {
  test("the issue's flow: download the model, fill it, verify, fix a line, import with progress, see the list, export", async ({ page, alunos, alunoFicha, makeUser, signedIn }) => {
    test.setTimeout(60_000);
    const rand = Math.random().toString(36).slice(2, 7);
    const scenario = await makeUser([`Secretaria de Educação ${rand}`, "Outra Empresa"], { idEmpresaAtualIndex: 0, papel: "secretaria" });
    const idEmpresa = scenario.empresas[0]!.id;
    const inep = uniqueInep();
    await seedEscolas(idEmpresa, [{ nome: "Escola Municipal Aurora" }, { nome: "EMEF Boreal", codigoInep: inep }, { nome: "Escola Fechada", ativa: false }]);
    await signedIn(scenario);
    await page.waitForURL(/\/home$/);

    await alunos.goto();
    await page.getByRole("link", { name: "Importar planilha", exact: true }).click();
    await expect(page).toHaveURL(/\/alunos\/importar$/);
    const importar = new ImportarPage(page);
    await expect(importar.heading).toHaveText("Importar planilha");
    await expect(importar.verificar).toBeVisible();
    await expect(importar.importar).toHaveCount(0);

    // The model: the header row and one example row naming one of the company's active schools.
    const modelo = await baixar(page, () => importar.baixarModelo.click());
    expect(modelo.nome).toMatch(/\.csv$/);
    const [cabecalho, exemplo, ...resto] = lerCsvBaixado(modelo.bytes);
    expect(cabecalho!.join(";")).toBe(CABECALHO_MODELO);
    expect(resto).toEqual([]);
    expect(exemplo).toHaveLength(TITULOS_DO_MODELO.length);
    expect(["Escola Municipal Aurora", "EMEF Boreal"]).toContain(doModelo(exemplo!, "Escola"));
    expect(doModelo(exemplo!, "Data de nascimento")).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(doModelo(exemplo!, "Turma")).toBe(""); // no turma to name: the schools have no year in progress

    // Filled in: four students (one school by its INEP code, one in capitals), line 3's CPF wrong;
    // no Turma (the schools have no year in progress: the turmas' flow is its own test below).
    const cpfAna = cpf("529982247");
    const cpfBruno = cpf("111444777");
    const cpfDavi = cpf("123456789");
    // Today's columns only (the new ones are optional).
    const linhas = (cpfDaLinha3: string) => [
      ["Nome completo", "Data de nascimento", "Escola", "Turma", "CPF", "Nome do responsável", "Telefone do responsável", "E-mail do responsável"],
      ["Ana Clara Souza", "05/04/2015", "Escola Municipal Aurora", "", cpfAna, "Marta Souza", "(11) 98888-7777", "marta@exemplo.com.br"],
      ["Bruno Henrique Lima", "2014-11-20", inep, "", cpfDaLinha3, "", "", ""],
      ["Cecília Araújo", "31/12/2016", "ESCOLA MUNICIPAL AURORA", "", "", "Jorge Araújo", "", ""],
      ["Davi Nascimento", "01/02/2013", "EMEF Boreal", "", cpfDavi, "", "11 3456-7890", ""],
    ];
    await importar.verificarArquivo("alunos-2026.csv", csv(linhas("123.456.789-00")));
    await expect(importar.problemas).toHaveText(["Linha 3: CPF inválido."]);
    await expect(importar.prontos).toHaveText("3 alunos prontos para importar");
    await expect(page.getByText("Corrija a planilha e verifique de novo: nenhum aluno foi importado.")).toBeVisible();
    await expect(importar.importar).toHaveCount(0);
    // The preview shows the rows as understood (the school by its name, the date as DD/MM/AAAA).
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell")).toHaveText(["2", "Ana Clara Souza", "05/04/2015", "Escola Municipal Aurora", ""]);
    expect(await readAlunos(idEmpresa)).toEqual([]);

    // Fixed and verified again.
    await importar.verificarArquivo("alunos-2026-corrigido.csv", csv(linhas(cpfBruno)));
    await expect(importar.prontos).toHaveText("4 alunos prontos para importar");
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.previa.getByRole("row").nth(2).getByRole("cell")).toHaveText(["3", "Bruno Henrique Lima", "20/11/2014", "EMEF Boreal", ""]);
    await expect(importar.importar).toHaveText("Importar 4 alunos");
    expect(await readAlunos(idEmpresa)).toEqual([]); // nothing written by Verificar

    await importar.importar.click();
    // The import's progress (rows done / total), then its result.
    await expect(page).toHaveURL(/\/alunos\/importar\?importacao=[^&]+$/);
    await expect(importar.progresso).toBeVisible();
    await expect(page.getByText("4 alunos importados.", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(importar.progresso).toHaveCount(0);
    const idImportacao = new URL(page.url()).searchParams.get("importacao")!;
    expect(await importacaoDoc(idImportacao)).toMatchObject({ idEmpresa, estado: "concluida", total: 4, gravadas: 4 });

    await importar.verLista.click();
    await expect(page).toHaveURL(/\/alunos$/);
    await expect(alunos.names).toHaveText(["Ana Clara Souza", "Bruno Henrique Lima", "Cecília Araújo", "Davi Nascimento"]);
    await expect(alunos.encontrados).toHaveText("4 alunos");
    // Each with its matrícula, in the file's order.
    await expect(alunos.row("Bruno Henrique Lima").getByRole("cell")).toHaveText(["Bruno Henrique Lima", matriculaDoAno(2), "EMEF Boreal", "—", "Ativo"]);
    await alunos.open("Cecília Araújo");
    await expect(alunoFicha.matricula).toHaveText(matriculaDoAno(3));
    await expect(alunoFicha.entradas).toHaveCount(1);
    await expect(alunoFicha.entradas.first()).toContainText("importado da planilha alunos-2026-corrigido.csv");

    // The export: every student, as Excel pt-BR opens it, with the CPF for this role.
    await alunos.goto();
    const exportado = await baixar(page, () => page.getByRole("link", { name: "Exportar CSV", exact: true }).click());
    expect(exportado.nome).toBe(`alunos-secretaria-de-educacao-${rand}-${hoje()}.csv`);
    expect(exportado.nome).toMatch(/^alunos-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const [cabecalhoExportado, ...exportados] = lerCsvBaixado(exportado.bytes);
    expect(cabecalhoExportado!.join(";")).toBe(CABECALHO_EXPORTACAO);
    expect(exportados.map((r) => r.length)).toEqual(exportados.map(() => TITULOS_DA_EXPORTACAO.length));
    expect(exportados.map((r) => celulas(r))).toEqual([
      [matriculaDoAno(1), "Ana Clara Souza", "05/04/2015", "Escola Municipal Aurora", "", cpfAna, "Marta Souza", "(11) 98888-7777", "marta@exemplo.com.br", "Ativo"],
      [matriculaDoAno(2), "Bruno Henrique Lima", "20/11/2014", "EMEF Boreal", "", cpfBruno, "", "", "", "Ativo"],
      [matriculaDoAno(3), "Cecília Araújo", "31/12/2016", "Escola Municipal Aurora", "", "", "Jorge Araújo", "", "", "Ativo"],
      [matriculaDoAno(4), "Davi Nascimento", "01/02/2013", "EMEF Boreal", "", cpfDavi, "", "(11) 3456-7890", "", "Ativo"],
    ]);
    for (const row of exportados) expect(celulas(row, ["CPF"])[0]).toMatch(/^(\d{3}\.\d{3}\.\d{3}-\d{2})?$/);

    // Round trip: the exported file reads back with the same columns (the two server-owned ones
    // ignored); the same file again is stopped by its CPFs, and the others are warned about.
    await importar.goto();
    await importar.verificarArquivo(exportado.nome, exportado.bytes);
    await expect(importar.ignoradas).toHaveText("Colunas ignoradas: Matrícula, Situação.");
    // (Each CPF names its student: "A product, not a prototype".)
    await expect(importar.problemas).toHaveText([
      `Linha 2: CPF já cadastrado para Ana Clara Souza (${matriculaDoAno(1)}).`,
      `Linha 3: CPF já cadastrado para Bruno Henrique Lima (${matriculaDoAno(2)}).`,
      `Linha 5: CPF já cadastrado para Davi Nascimento (${matriculaDoAno(4)}).`,
    ]);
    await expect(importar.duplicados).toContainText([`Linha 4: Possível aluno já cadastrado: Cecília Araújo (matrícula ${matriculaDoAno(3)}).`]);
    await expect(importar.importar).toHaveCount(0);
    expect(await readAlunos(idEmpresa)).toHaveLength(4);
  });

  test("a Windows-1252 file separated by ',' (Excel on Windows) imports with its accents right", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [saoTome] = await seedEscolas(idEmpresa, [{ nome: "Escola São Tomé" }]);
    // Its turmas, named with accents (and a comma) in the file's one-byte encoding.
    const { ano, turmas } = await seedAnoComTurmas(idEmpresa, saoTome!, { turmas: [{ nome: "3º ano, manhã", etapaDeEnsino: "ef-3" }, { nome: "2º ano", etapaDeEnsino: "ef-2" }] });
    const texto = csv(
      [
        ["Nome completo", "Data de nascimento", "Escola", "Turma", "Nome do responsável"],
        ["João Conceição Brandão", "07/09/2015", "Escola São Tomé", "3º ano, manhã", "Inês Gonçalves"],
        ["Lúcia Ávila Müller", "2016-01-15", "ESCOLA SAO TOME", "2º ano", ""],
      ],
      ",",
    );
    const bytes = Buffer.from(texto, "latin1");
    expect(bytes.includes(Buffer.from([0xe3]))).toBe(true); // "ã" as one byte: not UTF-8
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();

    const importar = new ImportarPage(page);
    await importar.goto();
    await importar.verificarArquivo("alunos-windows.csv", bytes, "text/csv");
    await expect(importar.prontos).toHaveText("2 alunos prontos para importar");
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell")).toHaveText(["2", "João Conceição Brandão", "07/09/2015", "Escola São Tomé", "3º ano, manhã"]);
    await importar.importarEEsperar(2, "2 alunos importados.");

    await alunos.goto();
    await expect(alunos.names).toHaveText(["João Conceição Brandão", "Lúcia Ávila Müller"]);
    await expect(alunos.row("João Conceição Brandão").getByRole("cell").nth(3)).toHaveText("3º ano, manhã");
    const stored = (await readAlunos(idEmpresa)).sort((a, b) => String(a.nome).localeCompare(String(b.nome)));
    expect(stored).toEqual([
      expect.objectContaining({
        nome: "João Conceição Brandão",
        dataNascimento: "2015-09-07",
        responsaveis: [expect.objectContaining({ nome: "Inês Gonçalves" })],
        cursandoPorAno: { [String(ano)]: expect.objectContaining({ idTurma: turmas[0]!.id, nome: "3º ano, manhã" }) },
      }),
      expect.objectContaining({ nome: "Lúcia Ávila Müller", dataNascimento: "2016-01-15", cursandoPorAno: { [String(ano)]: expect.objectContaining({ idTurma: turmas[1]!.id, nome: "2º ano" }) } }),
    ]);
    for (const s of stored) expect(s).not.toHaveProperty("turma");
  });

  test("turmas: the Turma column names a turma of the school's year in progress, the import enrols in it, and the export names it", async ({ page, alunos, alunoFicha, inShell }) => {
    test.setTimeout(60_000);
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const ESCOLA = "Escola Estadual São Bento";
    const [saoBento] = await seedEscolas(idEmpresa, [{ nome: ESCOLA }, { nome: "Escola Sem Ano" }]);
    // The year in progress (this year in São Paulo, as the app counts it) and its turmas.
    const { ano, turmas } = await seedAnoComTurmas(idEmpresa, saoBento!, { turmas: [{ nome: "5º ano A", vagas: 30 }, { nome: "5º ano C", vagas: 1 }] });
    const [quintoA, quintoC] = turmas as [(typeof turmas)[0], (typeof turmas)[0]];
    const importar = new ImportarPage(page);
    await importar.goto();

    // The model's example names the first school and the first turma of its year, in name order.
    const [, exemplo] = lerCsvBaixado((await baixar(page, () => importar.baixarModelo.click())).bytes);
    expect([doModelo(exemplo!, "Escola"), doModelo(exemplo!, "Turma")]).toEqual([ESCOLA, "5º ano A"]);

    // A turma the school does not have, a school with no year in progress, a turma without room for the file's rows.
    await importar.verificarArquivo(
      "turmas-com-problemas.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola", "Turma"],
        ["Ana Sem Turma Certa", "05/04/2015", ESCOLA, "5º ano B"],
        ["Bia Sem Ano", "06/04/2015", "Escola Sem Ano", "1º ano A"],
        ["Caio Primeiro", "07/04/2015", ESCOLA, "5º ano C"],
        ["Duda Segunda", "08/04/2015", ESCOLA, "5º ANO c"],
        ["Eva Sem Turma", "09/04/2015", "Escola Sem Ano", ""],
      ]),
    );
    await expect(importar.problemas).toHaveText([
      `Linha 2: a turma "5º ano B" não existe na ${ESCOLA} em ${ano}.`,
      "Linha 3: a Escola Sem Ano não tem ano letivo em andamento; deixe a Turma vazia ou inicie o ano letivo da escola.",
      "Linha 5: a turma 5º ano C não tem vagas para todos os alunos da planilha.",
    ]);
    await expect(importar.importar).toHaveCount(0);
    expect(await readAlunos(idEmpresa)).toEqual([]);

    // The turma named in capitals and with spaces: found; a row without Turma is imported without one.
    await importar.verificarArquivo(
      "turmas.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola", "Turma"],
        ["Fábio Turma Certa", "05/04/2015", ESCOLA, "5º ANO a"],
        ["Gabi Turma Certa", "06/04/2015", "escola estadual sao bento", "  5º  ano   A "],
        ["Hugo Sem Turma", "07/04/2015", ESCOLA, ""],
        ["Íris Sem Ano", "08/04/2015", "Escola Sem Ano", ""],
      ]),
    );
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.prontos).toHaveText("4 alunos prontos para importar");
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell")).toHaveText(["2", "Fábio Turma Certa", "05/04/2015", ESCOLA, "5º ano A"]);
    await expect(importar.previa.getByRole("row").nth(3).getByRole("cell")).toHaveText(["4", "Hugo Sem Turma", "07/04/2015", ESCOLA, ""]);
    await importar.importarEEsperar(4, "4 alunos importados.");
    expect(await readTurma(quintoA.id)).toMatchObject({ cursando: 2 });
    expect(await readTurma(quintoC.id)).toMatchObject({ cursando: 0 });

    // The list's Turma: the turma the student is Cursando in, in the school's year in progress.
    await alunos.goto();
    await expect(alunos.names).toHaveText(["Fábio Turma Certa", "Gabi Turma Certa", "Hugo Sem Turma", "Íris Sem Ano"]);
    await expect(alunos.row("Fábio Turma Certa").getByRole("cell")).toHaveText(["Fábio Turma Certa", matriculaDoAno(1), ESCOLA, "5º ano A", "Ativo"]);
    await expect(alunos.row("Gabi Turma Certa").getByRole("cell").nth(3)).toHaveText("5º ano A");
    await expect(alunos.row("Hugo Sem Turma").getByRole("cell").nth(3)).toHaveText("—");
    await expect(alunos.row("Íris Sem Ano").getByRole("cell").nth(3)).toHaveText("—");

    // The student's sheet: its Turmas, and the import in its history.
    await alunos.open("Fábio Turma Certa");
    const idFabio = new URL(page.url()).pathname.split("/").pop()!;
    await expect(alunoFicha.linhasDeTurma).toHaveText([`${ano} · 5º ano A · ${ESCOLA} · Cursando · desde ${hojeNaTela()}`]);
    await expect(alunoFicha.entradas).toHaveCount(1);
    await expect(alunoFicha.entradas.first()).toContainText(`importado da planilha turmas.csv e enturmado na turma 5º ano A (${ano})`);
    expect(await readEnturmacoes(idFabio)).toEqual([
      expect.objectContaining({ idEmpresa, idTurma: quintoA.id, idEscola: saoBento, ano, nomeTurma: "5º ano A", nomeAluno: "Fábio Turma Certa", matricula: matriculaDoAno(1), situacao: "cursando", ate: null }),
    ]);

    // The export's Turma: the current turma's name, so the file imports back.
    await alunos.goto();
    const exportado = await baixar(page, () => page.getByRole("link", { name: "Exportar CSV", exact: true }).click());
    const [cabecalho, ...linhas] = lerCsvBaixado(exportado.bytes);
    expect(cabecalho!.join(";")).toBe(CABECALHO_EXPORTACAO);
    expect(linhas.map((r) => celulas(r, ["Nome completo", "Escola", "Turma"]))).toEqual([
      ["Fábio Turma Certa", ESCOLA, "5º ano A"],
      ["Gabi Turma Certa", ESCOLA, "5º ano A"],
      ["Hugo Sem Turma", ESCOLA, ""],
      ["Íris Sem Ano", "Escola Sem Ano", ""],
    ]);
    // Read back: the turma is found again (the rows are warned about, as students already there).
    await importar.goto();
    await importar.verificarArquivo(exportado.nome, exportado.bytes);
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell").last()).toHaveText("5º ano A");
  });

  test("files the import refuses, row problems, a warning that does not block, and the 5 MB limit checked before sending", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Central" }]);
    const cpfExistente = cpf("987654321");
    const [pedro, comCpf] = await seedAlunos(idEmpresa, [
      { nome: "Pedro Álvares Cabral", idEscola: escola!, dataNascimento: "2015-03-10" },
      { nome: "Aluno Com CPF", idEscola: escola!, cpf: cpfExistente },
    ]);
    const antes = (await readAlunos(idEmpresa)).length;
    const importar = new ImportarPage(page);
    await importar.goto();

    // No file chosen.
    await importar.verificar.click();
    await expect(importar.arquivo).toHaveAttribute("aria-invalid", "true");
    await expect(importar.arquivo).toHaveAccessibleDescription(/^Escolha o arquivo CSV\./);

    // Not a CSV: an .xlsx (a zip).
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("[Content_Types].xml".padEnd(200, "\u0000"), "latin1")]);
    await importar.verificarArquivo("alunos.xlsx", xlsx, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    await expect(importar.problemas).toHaveText(["O arquivo não é um CSV."]);
    await expect(importar.importar).toHaveCount(0);

    // A required column missing: only that is said.
    await importar.verificarArquivo(
      "sem-escola.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Turma"],
        ["Maria Sem Escola", "01/01/2015", "1º ano"],
      ]),
    );
    await expect(importar.problemas).toHaveText(["A planilha não tem a coluna Escola."]);
    await expect(importar.importar).toHaveCount(0);

    // Row problems: an unknown school, the same CPF twice in the file, a CPF of the company's.
    const cpfRepetido = cpf("246813579");
    await importar.verificarArquivo(
      "com-problemas.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola", "CPF"],
        ["Ana Primeira", "01/02/2015", "Escola Central", cpfRepetido],
        ["Bia Fantasma", "02/02/2015", "Escola Fantasma", ""],
        ["Caio Repetido", "03/02/2015", "Escola Central", cpfRepetido.replace(/\D/g, "")],
        ["Duda Tardia", "04/02/2015", "escola central", cpfExistente],
      ]),
    );
    await expect(importar.problemas).toHaveText([
      "Linha 3: Escola não encontrada: Escola Fantasma.",
      "Linha 4: O CPF já aparece na linha 2.",
      `Linha 5: CPF já cadastrado para Aluno Com CPF (${comCpf!.matricula}).`,
    ]);
    await expect(importar.prontos).toHaveText("1 aluno pronto para importar");
    await expect(importar.importar).toHaveCount(0);

    // More than 5,000 rows.
    const muitas = [["Nome completo", "Data de nascimento", "Escola"], ...Array.from({ length: 5001 }, (_, i) => [`Aluno ${i}`, "01/01/2015", "Escola Central"])];
    await importar.verificarArquivo("muitas-linhas.csv", csv(muitas));
    await expect(importar.problemas).toHaveText(["A planilha tem mais de 5.000 linhas."]);
    await expect(importar.importar).toHaveCount(0);

    // A student who seems to be there already: named with a link, and the import is still offered (once confirmed).
    await importar.verificarArquivo(
      "com-aviso.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola"],
        ["Pedro Álvares Cabral", "10/03/2015", "Escola Central"],
        ["Rita Nova", "11/03/2015", "Escola Central"],
      ]),
    );
    await expect(importar.duplicados).toHaveText([`Linha 2: Possível aluno já cadastrado: Pedro Álvares Cabral (matrícula ${pedro!.matricula}).`]);
    await expect(importar.duplicados.getByRole("link")).toHaveAttribute("href", `/alunos/${pedro!.id}`);
    await expect(importar.cadastrarMesmoAssim).not.toBeChecked();
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.prontos).toHaveText("2 alunos prontos para importar");
    await expect(importar.importar).toHaveText("Importar 2 alunos");

    // Over 5 MB: refused in the browser, nothing sent.
    const enviados: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.headers()["next-action"]) enviados.push(r.url());
    });
    await importar.arquivo.setInputFiles({ name: "grande.csv", mimeType: "text/csv", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a") });
    await importar.verificar.click();
    await expect(importar.arquivo).toHaveAttribute("aria-invalid", "true");
    await expect(importar.arquivo).toHaveAccessibleDescription(/^O arquivo tem mais de 5 MB\./);
    await expect(page.getByText("O arquivo tem mais de 5 MB.", { exact: true })).toBeVisible();
    await expect(importar.importar).toHaveCount(0); // the previous result is gone with it
    await page.waitForTimeout(300);
    expect(enviados).toEqual([]);

    // The server checks the size again: the same file posted without the page's check.
    await importar.arquivo.setInputFiles({ name: "pequeno.csv", mimeType: "text/csv", buffer: Buffer.from(csv([["Nome completo"], ["X"]])) });
    const verificar = await actionIdOf(page, () => importar.verificar.click());
    await expect(importar.problemas).toHaveText(["A planilha não tem a coluna Data de nascimento.", "A planilha não tem a coluna Escola."]);
    // (Refused by the action's own message, or before it by the size gate of server actions.)
    const grande = await forgeFileAction(page, "/alunos/importar", verificar, { name: "grande.csv", mimeType: "text/csv", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a") });
    expect(grande.status).toBeLessThan(500);
    expect(grande.status === 413 || grande.text.includes("O arquivo tem mais de 5 MB.")).toBe(true);
    expect(grande.text).not.toContain("prontos para importar");

    expect(await readAlunos(idEmpresa)).toHaveLength(antes);
  });

  test("a CPF taken between Verificar and Importar: nothing of the file stays, and the page says what happened", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Central" }]);
    const disputado = cpf("135792468");
    const importar = new ImportarPage(page);
    await importar.goto();
    await importar.verificarArquivo(
      "disputa.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola", "CPF"],
        ["Ana Sem CPF", "01/01/2015", "Escola Central", ""],
        ["Bia Com CPF", "02/01/2015", "Escola Central", disputado],
      ]),
    );
    await expect(importar.importar).toHaveText("Importar 2 alunos");

    // Someone else registers the CPF meanwhile.
    const [outro] = await seedAlunos(idEmpresa, [{ nome: "Quem Chegou Antes", idEscola: escola!, cpf: disputado }]);
    await importar.importar.click();
    await expect(page).toHaveURL(/\/alunos\/importar\?importacao=/);
    await expect(page.getByRole("alert")).toHaveText("Nenhum aluno da planilha foi cadastrado. Linha 3: Já existe um aluno com este CPF.", { timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Importar outra planilha", exact: true })).toBeVisible();
    await expect(page.getByText(/alunos? importados?\./)).toHaveCount(0);
    expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Quem Chegou Antes"]);
    expect(await readCpfKey(idEmpresa, disputado)).toMatchObject({ idAluno: outro!.id });
    expect(await readEscola(escola!)).toMatchObject({ alunosAtivos: 1 });
  });

  test("'Importar só as linhas novas': a re-imported list with headers of another system skips the students already registered, and says how many", async ({ page, alunos, inShell }) => {
    test.setTimeout(60_000);
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Central" }]);
    const [cpfAna, cpfBia, cpfCaio] = [cpf("321654987"), cpf("654987321"), cpf("987321654")];
    const [ana, bia] = await seedAlunos(idEmpresa, [
      { nome: "Ana Já Cadastrada", idEscola: escola!, cpf: cpfAna },
      { nome: "Bia Já Cadastrada", idEscola: escola!, cpf: cpfBia },
    ]);
    const importar = new ImportarPage(page);
    await importar.goto();
    // The help lists every header variant the import accepts.
    await expect(importar.variantes).toHaveText(
      "Também são aceitos estes nomes de coluna: Nome, Aluno ou Nome do aluno (para Nome completo); Nome social do aluno (para Nome social); Nascimento, Data nasc. ou Dt. nascimento (para Data de nascimento); Sexo do aluno ou Gênero (para Sexo); Cor ou raça ou Raça/cor (para Cor/raça); Etnia ou Povo (para Povo indígena); Nacionalidade do aluno (para Nacionalidade); País ou País de origem (para País de nacionalidade); UF de naturalidade ou Estado de nascimento (para UF de nascimento); Naturalidade, Município de naturalidade ou Cidade de nascimento (para Município de nascimento); CPF do aluno ou Número do CPF (para CPF); Responsável 1 Nome ou Responsável (para Nome do responsável); Responsável 1 Telefone (para Telefone do responsável); Responsável 1 E-mail (para E-mail do responsável); Número de Identificação Social (NIS), Número do NIS ou NIS/PIS (para NIS); CNS, Cartão SUS, Cartão do SUS ou Número do CNS (para Cartão Nacional de Saúde (CNS)); Matrícula da certidão de nascimento, Número da certidão de nascimento ou Certidão (para Certidão de nascimento); RG, Identidade ou Número da identidade (para Número do RG); Órgão emissor, Órgão expedidor ou Órgão expedidor do RG (para Órgão emissor do RG); UF da identidade ou UF do órgão emissor (para UF do RG); Data de emissão do RG ou Data de expedição da identidade (para Data de expedição do RG); CEP do endereço ou CEP de residência (para CEP); Endereço ou Rua (para Logradouro); Número da casa ou Nº (para Número do endereço); Complemento do endereço (para Complemento); Bairro do endereço (para Bairro); UF de residência ou Estado (para UF do endereço); Município de residência ou Cidade (para Município do endereço); Zona de residência ou Localização/Zona de residência (para Zona); Localização diferenciada de residência (para Localização diferenciada); Deficiência (para Deficiência, transtorno do espectro autista ou altas habilidades/superdotação); Tipos de deficiência (para Deficiências, transtornos e altas habilidades/superdotação); Recursos para provas (para Recursos para provas do INEP); Transporte escolar (para Utiliza transporte escolar público); Tipo de veículo (para Tipos de veículo). Maiúsculas, acentos, pontos e espaços a mais não fazem diferença.",
    );
    await expect(importar.soNovas).not.toBeChecked();
    await expect(importar.soNovas).toHaveAccessibleDescription("Os alunos que já estão cadastrados com o mesmo CPF são ignorados, em vez de impedir a importação.");

    // Another system's list: its own headers, the two students already here and one new.
    const texto = csv([
      ["Aluno", "Dt. nascimento", "Escola", "CPF", "Responsável"],
      ["Ana Já Cadastrada", "10/03/2015", "Escola Central", cpfAna, "Marta"],
      ["Caio Novo", "11/04/2015", "Escola Central", cpfCaio, "Jorge Lima"],
      ["Bia Já Cadastrada", "10/03/2015", "Escola Central", cpfBia, ""],
    ]);
    await importar.verificarArquivo("lista-do-outro-sistema.csv", texto);
    await expect(importar.problemas).toHaveText([
      `Linha 2: CPF já cadastrado para Ana Já Cadastrada (${ana!.matricula}).`,
      `Linha 4: CPF já cadastrado para Bia Já Cadastrada (${bia!.matricula}).`,
    ]);
    await expect(importar.ignoradas).toHaveCount(0);
    await expect(importar.importar).toHaveCount(0);

    // The option changes the verification: the result shown no longer applies until verified again.
    await importar.soNovas.check();
    await expect(page.getByText("A opção mudou depois da verificação: clique em Verificar de novo.", { exact: true })).toBeVisible();
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.prontos).toHaveCount(0);
    await importar.verificarArquivo("lista-do-outro-sistema.csv", texto);
    await expect(importar.soNovas).toBeChecked();
    await expect(importar.prontos).toHaveText("1 aluno pronto para importar");
    await expect(importar.jaCadastrados).toHaveText("2 alunos já cadastrados (mesmo CPF) serão ignorados.");
    await expect(importar.problemas).toHaveCount(0);
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell")).toHaveText(["3", "Caio Novo", "11/04/2015", "Escola Central", ""]);

    const id = await importar.importarEEsperar(1, "1 aluno importado.");
    await expect(importar.jaCadastrados).toHaveText("2 alunos já cadastrados (mesmo CPF) foram ignorados.");
    expect(await importacaoDoc(id)).toMatchObject({ estado: "concluida", total: 1, jaCadastrados: 2 });
    await alunos.goto();
    await expect(alunos.names).toHaveText(["Ana Já Cadastrada", "Bia Já Cadastrada", "Caio Novo"]);
    expect((await readAlunos(idEmpresa)).find((a) => a.nome === "Caio Novo")).toMatchObject({ responsaveis: [expect.objectContaining({ nome: "Jorge Lima" })], dataNascimento: "2015-04-11" });
  });

  // The middleware's gate on action bodies once refused anything over 1 MB here (Next's default).
  test("a file of 2 MB, under the 5 MB limit, is verified like any other", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola Central" }]);
    // Three students, and a long column the import does not read: about 2.4 MB.
    const observacao = "Observação longa. ".repeat(45_000);
    const texto = csv([
      ["Nome completo", "Data de nascimento", "Escola", "Observações"],
      ["Ana Grande", "01/01/2015", "Escola Central", observacao],
      ["Bia Grande", "02/01/2015", "Escola Central", observacao],
      ["Caio Grande", "03/01/2015", "Escola Central", observacao],
    ]);
    const bytes = Buffer.from(texto, "utf8");
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);

    const importar = new ImportarPage(page);
    await importar.goto();
    await importar.verificarArquivo("planilha-grande.csv", bytes);
    await expect(importar.prontos).toHaveText("3 alunos prontos para importar");
    await expect(importar.ignoradas).toHaveText("Colunas ignoradas: Observações.");
    await expect(importar.importar).toHaveText("Importar 3 alunos");
  });
});

test.describe("roles", () => {
  test("consulta: 'Exportar CSV' without the CPF, no 'Importar planilha', and /alunos/importar refuses", async ({ page, alunos, inShell }) => {
    const { empresas } = await inShell({ papel: "consulta" });
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: "Escola Só de Olhar" }]);
    // A turma whose name a spreadsheet would run as a formula.
    const { turmas } = await seedAnoComTurmas(idEmpresa, escola!, { turmas: [{ nome: "=1+1" }] });
    await seedAlunos(idEmpresa, [
      {
        nome: "Aluna Com CPF",
        idEscola: escola!,
        cpf: cpf("529982247"),
        dataNascimento: "2014-06-07",
        turma: turmas[0],
        responsavelNome: "Marta Souza",
        responsavelTelefone: "11988887777",
        responsavelEmail: "marta@exemplo.com.br",
      },
      { nome: "Aluno Também Com CPF", idEscola: escola!, cpf: cpf("111444777") },
    ]);

    await alunos.goto();
    await expect(alunos.rows).toHaveCount(2);
    const exportar = page.getByRole("link", { name: "Exportar CSV", exact: true });
    await expect(exportar).toBeVisible();
    await expect(page.getByRole("link", { name: "Importar planilha" })).toHaveCount(0);

    const baixado = await baixar(page, () => exportar.click());
    const todos = lerCsvBaixado(baixado.bytes);
    expect(todos[0]!.join(";")).toBe(CABECALHO_EXPORTACAO);
    expect(todos.slice(1).map((r) => celulas(r, ["Nome completo", "Data de nascimento", "CPF"]))).toEqual([
      ["Aluna Com CPF", "07/06/2014", ""],
      ["Aluno Também Com CPF", "10/03/2015", ""],
    ]);
    // Nor the guardian's phone and e-mail, as the lists (LGPD): the columns stay, empty; the name stays.
    expect(todos.slice(1).map((r) => celulas(r, ["Nome do responsável", "Telefone do responsável", "E-mail do responsável"]))).toEqual([
      ["Marta Souza", "", ""],
      ["", "", ""],
    ]);
    expect(baixado.bytes.toString("utf8")).not.toMatch(/marta@|98888|8887777/);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(celulas(todos[1]!, ["Turma"])).toEqual(["'=1+1"]);
    expect(celulas(todos[2]!, ["Turma"])).toEqual([""]);
    expect(todos.slice(1).every((r) => r.length === TITULOS_DA_EXPORTACAO.length)).toBe(true);

    // The export follows the list's search.
    await alunos.goto("?q=aluna");
    await expect(alunos.names).toHaveText(["Aluna Com CPF"]);
    const filtrados = lerCsvBaixado((await baixar(page, () => page.getByRole("link", { name: "Exportar CSV", exact: true }).click())).bytes);
    expect(filtrados.slice(1).map((r) => r[1])).toEqual(["Aluna Com CPF"]);

    const importar = new ImportarPage(page);
    await importar.goto();
    await expect(page.getByRole("alert")).toHaveText(SEM_PERMISSAO);
    await expect(importar.arquivo).toHaveCount(0);
    await expect(importar.verificar).toHaveCount(0);
    await expect(importar.baixarModelo).toHaveCount(0);
    const estado = await page.request.get("/alunos/importar/estado?importacao=qualquer");
    expect(estado.status()).toBe(403);
  });

  test("a forged Verificar and a forged Importar by consulta are refused, and the verification stays importable", async ({ page, signedIn, pageOf }) => {
    test.setTimeout(60_000);
    const { idEmpresa, users } = await colleagues(["secretaria", "consulta"]);
    const [secretaria, consulta] = users as [Scenario, Scenario];
    await seedEscolas(idEmpresa, [{ nome: "Escola Compartilhada" }]);
    const arquivo = (nome: string) => csv([["Nome completo", "Data de nascimento", "Escola"], [nome, "01/01/2015", "Escola Compartilhada"]]);

    // The secretary, in a browser of their own, reveals both action ids.
    const dela = new ImportarPage(await pageOf(secretaria));
    await dela.goto();
    await dela.arquivo.setInputFiles({ name: "primeira.csv", mimeType: "text/csv", buffer: Buffer.from(arquivo("Aluno Primeiro")) });
    const verificar = await actionIdOf(dela.page, () => dela.verificar.click());
    await expect(dela.importar).toHaveText("Importar 1 aluno");
    const importarId = await actionIdOf(dela.page, () => dela.importar.click());
    await expect(dela.page.getByText("1 aluno importado.", { exact: true })).toBeVisible({ timeout: 20_000 });
    // A second verification, waiting for its "Importar".
    await dela.goto();
    await dela.verificarArquivo("segunda.csv", arquivo("Aluno Segundo"));
    const pendente = await dela.idDaVerificacao();

    await signedIn(consulta);
    await page.waitForURL(/\/home$/);
    const request = page.context().request;
    const forjadaVerificacao = await forgeAction(request, "/alunos/importar", verificar, { arquivo: arquivo("Aluno Forjado") });
    expect(forjadaVerificacao.status).toBeLessThan(500);
    expect(forjadaVerificacao.text).toContain(SEM_PERMISSAO);
    expect(forjadaVerificacao.text).not.toContain("prontos para importar");
    const forjadaImportacao = await forgeAction(request, "/alunos/importar", importarId, { importacao: pendente });
    expect(forjadaImportacao.status).toBeLessThan(500);
    expect(forjadaImportacao.text).toContain(SEM_PERMISSAO);

    expect(await importacaoDoc(pendente)).toMatchObject({ estado: "verificada", idEmpresa });
    expect((await readAlunos(idEmpresa)).map((a) => a.nome)).toEqual(["Aluno Primeiro"]);
    const importacoes = await testDb().collection("importacoes").where("idEmpresa", "==", idEmpresa).get();
    expect(importacoes.size).toBe(2); // no verification stored for the forged one

    // The secretary's verification was not consumed.
    await dela.importarEEsperar(1, "1 aluno importado.");
    expect((await readAlunos(idEmpresa)).map((a) => a.nome).sort()).toEqual(["Aluno Primeiro", "Aluno Segundo"]);
  });
});

test("another company's import is not found: on its page, on the progress endpoint, and for a forged Importar", async ({ makeUser, pageOf, request }) => {
  test.setTimeout(60_000);
  const dona = await makeUser([`Empresa Dona ${Math.random().toString(36).slice(2, 7)}`], { idEmpresaAtualIndex: 0, papel: "administrador" });
  const idDona = dona.empresas[0]!.id;
  await seedEscolas(idDona, [{ nome: "Escola da Dona" }]);
  const arquivo = (nome: string) => csv([["Nome completo", "Data de nascimento", "Escola"], [nome, "01/01/2015", "Escola da Dona"]]);

  const dela = new ImportarPage(await pageOf(dona));
  await dela.goto();
  await dela.verificarArquivo("dona.csv", arquivo("Aluno da Dona"));
  await expect(dela.importar).toHaveText("Importar 1 aluno");
  const importarId = await actionIdOf(dela.page, () => dela.importar.click());
  await expect(dela.page.getByText("1 aluno importado.", { exact: true })).toBeVisible({ timeout: 20_000 });
  const concluida = new URL(dela.page.url()).searchParams.get("importacao")!;
  await dela.goto();
  await dela.verificarArquivo("dona-2.csv", arquivo("Outro Aluno da Dona"));
  const pendente = await dela.idDaVerificacao();
  // The owner's company sees its own import.
  const propria = await dela.page.request.get(`/alunos/importar/estado?importacao=${concluida}`);
  expect(propria.status()).toBe(200);
  expect(await propria.json()).toMatchObject({ id: concluida, estado: "concluida", total: 1 });

  // An administrator of another company.
  const vizinha = await makeUser([`Empresa Vizinha ${Math.random().toString(36).slice(2, 7)}`], { idEmpresaAtualIndex: 0, papel: "administrador" });
  const outra = new ImportarPage(await pageOf(vizinha));
  for (const id of [concluida, pendente]) {
    await outra.goto(`?importacao=${id}`);
    await expect(outra.page.getByRole("alert")).toHaveText("Importação não encontrada.");
    await expect(outra.progresso).toHaveCount(0);
    await expect(outra.page.getByText("1 aluno importado.")).toHaveCount(0);
    const estado = await outra.page.request.get(`/alunos/importar/estado?importacao=${id}`);
    expect(estado.status()).toBe(404);
    expect(await estado.text()).not.toContain("dona");
  }
  const forjada = await forgeAction(outra.page.context().request, "/alunos/importar", importarId, { importacao: pendente });
  expect(forjada.status).toBeLessThan(500);
  expect(forjada.text).toContain("Importação não encontrada.");
  expect(await importacaoDoc(pendente)).toMatchObject({ estado: "verificada", idEmpresa: idDona });
  expect((await readAlunos(idDona)).map((a) => a.nome)).toEqual(["Aluno da Dona"]);

  // Without a session: nothing.
  for (const path of [`/alunos/importar/estado?importacao=${concluida}`, "/alunos/exportar", "/alunos/importar/modelo"]) {
    const anonimo = await request.get(path, { maxRedirects: 0 });
    expect(anonimo.status(), path).toBe(307);
    expect(new URL(anonimo.headers()["location"]!, "http://localhost").pathname, path).toBe("/login");
    expect(await anonimo.text(), path).not.toContain("Dona");
  }
});

test.describe("accessibility and the narrow screen", () => {
  const NOME_LONGO = "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bezerra de Menezes";
  const ESCOLA = "Escola Estadual de Ensino Fundamental e Médio Professora Maria Aparecida dos Santos";
  const TURMA = "9º ano — turma da tarde";
  const arquivoLongo = (escola: string) =>
    csv([
      ["Nome completo", "Data de nascimento", "Escola", "Turma", "CPF"],
      [NOME_LONGO, "01/02/2015", escola, TURMA, ""],
      ["Caio Lima", "02/02/2015", escola, "1º ano", "123.456.789-00"],
      ["Bia Fantasma", "03/02/2015", "Escola Que Não Existe Com Um Nome Muito Comprido Que Não Cabe", "", ""],
    ]);

  test("axe: the empty page, a verification with problems and preview, one ready to import, and the finished import", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const [escola] = await seedEscolas(empresas[0]!.id, [{ nome: ESCOLA }]);
    await seedAnoComTurmas(empresas[0]!.id, escola!, { turmas: [{ nome: TURMA, etapaDeEnsino: "ef-9" }, { nome: "1º ano", etapaDeEnsino: "ef-1" }] });
    // Line 2 of the file seems to be there already (a possible duplicate).
    const [longo] = await seedAlunos(empresas[0]!.id, [{ nome: NOME_LONGO, idEscola: escola!, dataNascimento: "2015-02-01" }]);
    const importar = new ImportarPage(page);
    await importar.goto();
    await expectNoSeriousViolations(page);

    await importar.verificarArquivo("com-problemas.csv", arquivoLongo(ESCOLA));
    await expect(importar.problemas).toHaveText(["Linha 3: CPF inválido.", /^Linha 4: Escola não encontrada: /]);
    await expect(importar.duplicados).toHaveText([`Linha 2: Possível aluno já cadastrado: ${NOME_LONGO} (matrícula ${longo!.matricula}).`]);
    await expect(importar.previa).toBeVisible();
    await expect(importar.previa.getByRole("row").nth(1).getByRole("cell").last()).toHaveText(TURMA);
    await expectNoSeriousViolations(page);

    await importar.verificarArquivo(
      "pronta.csv",
      csv([["Nome completo", "Data de nascimento", "Escola"], ["Caio Lima", "02/02/2015", ESCOLA], ["Rita Nova", "11/03/2015", ESCOLA]]),
    );
    await expect(importar.importar).toBeVisible();
    await expectNoSeriousViolations(page);

    await importar.importarEEsperar(2, "2 alunos importados.");
    await expect(importar.verLista).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("at 360 px: no page overflow with a verification shown; the preview table scrolls in its box", async ({ page, inShell }) => {
    const { empresas } = await inShell({ nomes: ["Secretaria Municipal de Educação de São José dos Campos", "Outra Empresa"] });
    const [escola] = await seedEscolas(empresas[0]!.id, [{ nome: ESCOLA }]);
    await seedAnoComTurmas(empresas[0]!.id, escola!, { turmas: [{ nome: TURMA, etapaDeEnsino: "ef-9" }, { nome: "1º ano", etapaDeEnsino: "ef-1" }] });
    await page.setViewportSize({ width: 360, height: 740 });
    const importar = new ImportarPage(page);
    await importar.goto();
    await expectNoPageOverflow(page);

    await importar.verificarArquivo("alunos-com-nomes-bem-compridos-da-escola-estadual.csv", arquivoLongo(ESCOLA));
    await expect(importar.previa).toBeVisible();
    await expectNoPageOverflow(page);
    expect(await importar.previa.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/auto|scroll/);
    expect(await importar.previa.evaluate((el) => el.clientWidth)).toBeLessThanOrEqual(360);
    // The table is wider than its box: it scrolls there, not the page.
    expect(await importar.previa.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });

  test("at 360 px: possible duplicates are named with links, marked in the preview, and imported only with Cadastrar mesmo assim, which the history records", async ({ page, inShell }) => {
    const { empresas } = await inShell();
    const idEmpresa = empresas[0]!.id;
    const [escola] = await seedEscolas(idEmpresa, [{ nome: ESCOLA }]);
    const [longo] = await seedAlunos(idEmpresa, [{ nome: NOME_LONGO, idEscola: escola!, dataNascimento: "2015-02-01" }]);
    await page.setViewportSize({ width: 360, height: 740 });
    const importar = new ImportarPage(page);
    await importar.goto();
    await importar.verificarArquivo(
      "duplicados.csv",
      csv([
        ["Nome completo", "Data de nascimento", "Escola"],
        [NOME_LONGO.toUpperCase(), "01/02/2015", ESCOLA],
        ["Rita Nova", "11/03/2015", ESCOLA],
        ["Rita  Nova", "11/03/2015", ESCOLA],
      ]),
    );
    await expect(importar.duplicados).toHaveText([
      `Linha 2: Possível aluno já cadastrado: ${NOME_LONGO} (matrícula ${longo!.matricula}).`,
      "Linha 4: mesmo nome e data de nascimento da linha 3.",
    ]);
    await expect(importar.duplicados.getByRole("link")).toHaveAttribute("href", `/alunos/${longo!.id}`);
    // The preview marks the lines.
    await expect(importar.previa.getByText("Possível aluno já cadastrado", { exact: true })).toHaveCount(2);
    await expectNoPageOverflow(page);
    await expectNoSeriousViolations(page);

    // Without the confirmation: refused, nothing written.
    await importar.importar.click();
    await expect(page.getByRole("alert").filter({ hasText: "Há linhas com possível aluno já cadastrado" })).toHaveText(
      "Há linhas com possível aluno já cadastrado: confira-as e marque Cadastrar mesmo assim.",
    );
    expect(await readAlunos(idEmpresa)).toHaveLength(1);

    await importar.cadastrarMesmoAssim.check();
    await importar.importarEEsperar(3, "3 alunos importados.");
    const importados = (await readAlunos(idEmpresa)).filter((a) => a.id !== longo!.id);
    expect(importados).toHaveLength(3);
    const segundo = importados.find((a) => a.nome === NOME_LONGO.toUpperCase())!;
    expect((await readAtividades(segundo.id as string)).map((a) => a.detalhe)).toEqual([
      `importado da planilha duplicados.csv; cadastrado mesmo assim; possível aluno já cadastrado: matrícula ${longo!.matricula}`,
    ]);
  });
});

// Issue 20: a 5 MB file of 2.6 million one-cell rows held the server's event loop for a minute.
test.describe("a spreadsheet that stalled the server", () => {
  test("5 MB of 'a' rows: the 5,000-row message in seconds, and the server answers another request meanwhile", async ({ page, inShell, request }) => {
    test.setTimeout(60_000);
    const { empresas } = await inShell();
    await seedEscolas(empresas[0]!.id, [{ nome: "Escola Central" }]);
    const importar = new ImportarPage(page);
    await importar.goto();
    await importar.arquivo.setInputFiles({ name: "ataque.csv", mimeType: "text/csv", buffer: planilhaDoAtaque() });

    const daVerificacao = (r: Request) => r.method() === "POST" && Boolean(r.headers()["next-action"]);
    const enviada = page.waitForRequest(daVerificacao);
    // The answer's arrival (its headers follow the action's end). Chromium reports this request as
    // failed, after its response, rather than finished: "requestfinished" never comes for it.
    const respondida = page.waitForResponse((r) => daVerificacao(r.request()), { timeout: 30_000 }).then(() => performance.now());
    await importar.verificar.click();
    await enviada;
    const inicio = performance.now();
    const [robots, fim] = await Promise.all([robotsAte(request, respondida), respondida]);

    // /robots.txt was asked while the file was verified, and answered before the verification was.
    const durante = robots.filter((r) => r.enviado >= inicio && r.enviado < fim);
    expect(durante.length).toBeGreaterThan(0);
    expect(durante.every((r) => r.status === 200)).toBe(true);
    expect(durante[0]!.respondido).toBeLessThan(fim);
    // None waited for the verification: the event loop was never held for long.
    const maisLento = Math.max(...durante.map((r) => r.respondido - r.enviado));
    expect(maisLento).toBeLessThan(1000);
    test.info().annotations.push({ type: "tempos", description: `Verificar ${Math.round(fim - inicio)} ms; /robots.txt durante: ${durante.length}, o mais lento ${Math.round(maisLento)} ms` });

    await expect(importar.problemas).toHaveText(["A planilha tem mais de 5.000 linhas."]);
    await expect(importar.importar).toHaveCount(0);
    expect(fim - inicio).toBeLessThan(10_000);
  });
});
