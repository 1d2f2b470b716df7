import { criarAluno } from "@/lib/alunos/escrita";
import { alterarSituacao, criarEscola } from "@/lib/escolas/escrita";
import { lerEscola } from "@/lib/escolas/dados";
import { planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import {
  continuarImportacao,
  FalhaDaImportacao,
  iniciarImportacao,
  Interrupcao,
  lerImportacao,
  LOTE,
  PARADA_MS,
  prepararImportacao,
  retomarImportacao,
  retomarImportacoesParadas,
  type Passo,
} from "@/lib/alunos/planilha/importacao";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { BOM, CABECALHO_DA_EXPORTACAO } from "@/lib/alunos/planilha/escrever";
import {
  closeTestApp,
  cpfDeTeste,
  matriculaDoAno,
  readAlunos,
  readAtividades,
  readCpfKey,
  readProximaMatricula,
  testDb,
} from "@/test/support/firebase";

// The import's all-or-nothing rule against the local Firestore: whole imports, failures before and
// after the commit point, a server that stops halfway (taken over later), a CPF taken by someone
// else meanwhile; and the export, streamed, imported back unchanged.

import { arquivo, contexto, empresaComEscolas, escola, textoDe, TITULOS } from "./preparo";
import { conferirContadores } from "@/test/support/contadores";
import { silabas } from "@/test/support/nomes";

afterAll(closeTestApp);

const erros = planilhaTexts.erros;

/** `n` valid rows alternating the two schools (by INEP code and by name), every other with a CPF. */
function linhasValidas(n: number, base = Math.floor(Math.random() * 1e8)): string[][] {
  return Array.from({ length: n }, (_, i) => [
    `Aluno Importado ${silabas(i + 1)}`,
    "10/03/2015",
    i % 2 === 0 ? "12345678" : "escola sul",
    "",
    i % 2 === 0 ? cpfDeTeste(base + i) : "",
    "Responsável Teste",
    "(11) 98765-4321",
    "",
  ]);
}

/** Verifies and stores a file; the stored verification's id. */
async function verificada(ctx: ShellContext, bytes: Uint8Array, nome = "turma.csv"): Promise<string> {
  const v = await verificarPlanilha(ctx, bytes);
  expect(v.problemas).toEqual([]);
  return prepararImportacao(ctx, nome, v.validas);
}

async function importar(ctx: ShellContext, id: string, antesDoPasso?: (p: Passo) => void | Promise<void>) {
  const token = await iniciarImportacao(ctx, id);
  await continuarImportacao(id, token, { antesDoPasso });
  return lerImportacao(ctx, id);
}

async function cpfKeysOf(idImportacao: string) {
  return (await testDb().collection("alunos_cpf").where("importacao", "==", idImportacao).get()).size;
}

async function linhasGuardadas(idImportacao: string) {
  return (await testDb().collection(`importacoes/${idImportacao}/linhas`).get()).size;
}

describe("verificar", () => {
  it("checks every row with the form's rules and the company's schools, numbering lines as the spreadsheet does", async () => {
    const { ctx, norte } = await empresaComEscolas();
    await alterarSituacao(ctx, await criarEscola(ctx, escola("Escola Fechada")), false);
    await criarEscola(ctx, escola("Escola Gêmea"));
    await criarEscola(ctx, escola("Escola Gemea"));
    const cpf = cpfDeTeste(11_111);
    await criarAluno(ctx, { nome: "Já Cadastrada", dataNascimento: "2014-05-06", idEscola: norte, cpf: cpfDeTeste(22_222), responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const v = await verificarPlanilha(
      ctx,
      arquivo([
        ["Ana Clara", "01/02/2015", "Escola Norte", "", cpf, "", "", ""], // 2: fine
        ["Bruno", "2015-02-30", "12345678", "", "123.456.789-00", "", "", ""], // 3: date and CPF
        ["Carla Souza", "01/02/2015", "Escola Inexistente", "", "", "", "", ""], // 4: school
        ["Davi Lima", "01/02/2015", "Escola Fechada", "", "", "", "", ""], // 5: inactive
        ["Eva Rocha", "01/02/2015", "escola gemea", "", "", "", "", ""], // 6: two schools by that name
        ["Fábio Dias", "01/02/2015", "Escola Sul", "", cpf, "", "", ""], // 7: CPF of line 2
        ["Gil Ramos", "01/02/2015", "Escola Sul", "", cpfDeTeste(22_222), "", "", ""], // 8: CPF in the company
        ["já cadastrada", "06/05/2014", "Escola Sul", "", "", "", "", ""], // 9: warning only
        ["Ana  Clara", "01/02/2015", "Escola Sul", "", "", "", "", ""], // 10: warning (line 2)
      ]),
    );
    expect(v.problemas).toEqual([
      "Linha 3: Data de nascimento inválida.",
      "Linha 3: CPF inválido.",
      "Linha 4: Escola não encontrada: Escola Inexistente.",
      "Linha 5: A escola Escola Fechada está inativa.",
      "Linha 6: Há mais de uma escola chamada escola gemea; use o Código INEP.",
      "Linha 7: O CPF já aparece na linha 2.",
      `Linha 8: CPF já cadastrado para Já Cadastrada (${matriculaDoAno(1)}).`,
    ]);
    expect(v.avisos).toEqual([]);
    expect(v.duplicados).toEqual([
      { linha: 9, texto: `Possível aluno já cadastrado: Já Cadastrada (matrícula ${matriculaDoAno(1)}).`, href: expect.stringMatching(/^\/alunos\/[\w-]+$/) },
      { linha: 10, texto: "mesmo nome e data de nascimento da linha 2.", href: null },
    ]);
    expect(v.validas.map((l) => l.linha)).toEqual([2, 9, 10]);
    expect(v.total).toBe(9);
  });

  it("states missing columns one per line and checks nothing else", async () => {
    const { ctx } = await empresaComEscolas();
    const v = await verificarPlanilha(ctx, arquivo([["x", "y"]], ["Turma", "CPF", "Observações"]));
    expect(v.problemas).toEqual(["A planilha não tem a coluna Nome completo.", "A planilha não tem a coluna Data de nascimento.", "A planilha não tem a coluna Escola."]);
    expect(v.validas).toEqual([]);
  });
});

describe("import, all or nothing", () => {
  it("creates every row with a matrícula of one reserved block, its CPF key, its history, and the schools' counters", async () => {
    const { ctx, norte, sul } = await empresaComEscolas();
    await criarAluno(ctx, { nome: "Aluno Anterior", dataNascimento: "2014-01-01", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const n = LOTE * 2 + 15;
    const id = await verificada(ctx, arquivo(linhasValidas(n)), "turmas 2026.csv");
    const fim = await importar(ctx, id);

    expect(fim).toMatchObject({ estado: "concluida", total: n, gravadas: n, mensagem: null });
    const alunos = (await readAlunos(ctx.empresa.id)).filter((a) => a.importacao === id);
    expect(alunos).toHaveLength(n);
    const matriculas = alunos.map((a) => String(a.matricula)).sort();
    expect(matriculas).toEqual(Array.from({ length: n }, (_, i) => matriculaDoAno(i + 2)));
    expect(await readProximaMatricula(ctx.empresa.id)).toBe(n + 2);
    const primeiro = alunos.find((a) => a.nome === `Aluno Importado ${silabas(1)}`)!;
    expect(primeiro).toMatchObject({ matricula: matriculaDoAno(2), idEscola: norte, situacao: "ativo", dataNascimento: "2015-03-10", responsaveis: [expect.objectContaining({ telefone: "11987654321" })] });
    expect(await readCpfKey(ctx.empresa.id, String(primeiro.cpf))).toMatchObject({ idAluno: primeiro.id, importacao: id });
    expect(await readAtividades(primeiro.id)).toEqual([expect.objectContaining({ tipo: "aluno.importado", detalhe: "importado da planilha turmas 2026.csv" })]);
    expect((await lerEscola(ctx, norte))?.alunosAtivos).toBe(1 + Math.ceil(n / 2));
    expect((await lerEscola(ctx, sul))?.alunosAtivos).toBe(Math.floor(n / 2));
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 2, alunosAtivos: n + 1 });
    // Its rows were personal data: gone with the import. Commits: store, start, 3 + 3 lots, commit point, end.
    expect(await linhasGuardadas(id)).toBe(0);
    expect(fim?.commits).toBe(1 + 1 + 3 + 1 + 3 + 1);
  }, 60_000);

  it("leaves nothing of the file when a step fails halfway before the commit point", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const id = await verificada(ctx, arquivo(linhasValidas(LOTE + 10)));
    const fim = await importar(ctx, id, (p) => {
      if (p.fase === "reserva" && p.lote === 1) throw new Error("o banco caiu");
    });
    expect(fim).toMatchObject({ estado: "falhou", mensagem: erros.falhou("O serviço não respondeu a tempo. Tente novamente em instantes.") });
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
    expect(await cpfKeysOf(id)).toBe(0);
    expect(await linhasGuardadas(id)).toBe(0);
    expect((await lerEscola(ctx, norte))?.alunosAtivos).toBe(0);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(0);
  }, 60_000);

  it("fails whole when someone else takes a CPF of the file between Verificar and Importar", async () => {
    const { ctx, sul } = await empresaComEscolas();
    const linhas = linhasValidas(LOTE + 30);
    const id = await verificada(ctx, arquivo(linhas));
    const cpfTomado = linhas[LOTE + 20]![4]!; // in the second lot: the first lot's keys are undone
    await criarAluno(contexto("secretaria", ctx.empresa.id), { nome: "Outra Pessoa", dataNascimento: "2014-01-01", idEscola: sul, cpf: cpfTomado, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const fim = await importar(ctx, id);
    expect(fim).toMatchObject({ estado: "falhou", mensagem: erros.falhou(`Linha ${LOTE + 22}: Já existe um aluno com este CPF.`) });
    expect((await readAlunos(ctx.empresa.id)).map((a) => a.nome)).toEqual(["Outra Pessoa"]);
    expect(await cpfKeysOf(id)).toBe(0);
    expect(await readCpfKey(ctx.empresa.id, cpfTomado)).toMatchObject({ idAluno: expect.any(String) });
  }, 60_000);

  it("fails whole when a school is deactivated before the commit point", async () => {
    const { ctx, sul } = await empresaComEscolas();
    const id = await verificada(ctx, arquivo(linhasValidas(20)));
    const fim = await importar(ctx, id, async (p) => {
      if (p.fase === "confirmacao") await alterarSituacao(ctx, sul, false);
    });
    expect(fim).toMatchObject({ estado: "falhou", mensagem: erros.falhou(erros.escolaMudou("Escola Sul")) });
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
  });

  it("is started once: a second start, a start by another company, an expired one are refused", async () => {
    const { ctx } = await empresaComEscolas();
    const id = await verificada(ctx, arquivo(linhasValidas(3)));
    await expect(iniciarImportacao(contexto(), id)).rejects.toThrow(erros.naoEncontrada);
    expect(await lerImportacao(contexto(), id)).toBeNull();
    const results = await Promise.allSettled([iniciarImportacao(ctx, id), iniciarImportacao(ctx, id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusa = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(recusa.reason).toBeInstanceOf(FalhaDaImportacao);
    expect((recusa.reason as Error).message).toBe(erros.jaImportada);

    const vencida = await verificada(ctx, arquivo(linhasValidas(2)));
    await testDb().doc(`importacoes/${vencida}`).update({ expiraEm: new Date(Date.now() - 1000) });
    await expect(iniciarImportacao(ctx, vencida)).rejects.toThrow(erros.expirada);
  });
});

describe("a server that stops halfway", () => {
  const depois = () => Date.now() + PARADA_MS + 1000;

  it("before the commit point: the next look undoes it", async () => {
    const { ctx } = await empresaComEscolas();
    const id = await verificada(ctx, arquivo(linhasValidas(LOTE + 10)));
    const parada = await importar(ctx, id, (p) => {
      if (p.fase === "reserva" && p.lote === 1) throw new Interrupcao();
    });
    expect(parada).toMatchObject({ estado: "gravando", reservadas: LOTE });
    expect(await cpfKeysOf(id)).toBe(LOTE / 2);
    await retomarImportacao(id); // not stopped long enough yet: nothing happens
    expect((await lerImportacao(ctx, id))?.estado).toBe("gravando");

    expect((await lerImportacao(ctx, id, depois()))?.parada).toBe(true);
    // What the Alunos pages do after their answer: the company's stopped imports are taken over.
    await retomarImportacoesParadas(ctx.empresa.id, { agora: depois() });
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.interrompida });
    expect(await cpfKeysOf(id)).toBe(0);
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
  }, 60_000);

  it("after the commit point: the next look finishes it, each student once", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const n = LOTE * 2 + 5;
    const id = await verificada(ctx, arquivo(linhasValidas(n)));
    const parada = await importar(ctx, id, (p) => {
      if (p.fase === "publicacao" && p.lote === 1) throw new Interrupcao();
    });
    expect(parada).toMatchObject({ estado: "confirmada", gravadas: LOTE });
    // Home counts the students written, not the ones the file will bring.
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(LOTE);
    // The stopped owner's lot is published again by the takeover: no student twice.
    await testDb().doc(`importacoes/${id}`).update({ gravadas: 0 });
    await retomarImportacao(id, { agora: depois() });
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "concluida", gravadas: n });
    const alunos = await readAlunos(ctx.empresa.id);
    expect(alunos).toHaveLength(n);
    expect(new Set(alunos.map((a) => a.matricula)).size).toBe(n);
    expect((await lerEscola(ctx, norte))?.alunosAtivos).toBe(Math.ceil(n / 2));
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(n);
  }, 60_000);

  it("a stopped owner that wakes up after a takeover changes nothing", async () => {
    const { ctx } = await empresaComEscolas();
    const id = await verificada(ctx, arquivo(linhasValidas(10)));
    const token = await iniciarImportacao(ctx, id);
    await testDb().doc(`importacoes/${id}`).update({ batimento: 0 });
    await retomarImportacao(id);
    expect((await lerImportacao(ctx, id))?.estado).toBe("falhou");
    await continuarImportacao(id, token); // the old owner: its token is no longer the record's
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.interrompida });
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
  });
});

describe("export", () => {
  it("sends its header before reading any student", async () => {
    const { ctx } = await empresaComEscolas();
    const reader = exportarAlunos(ctx, { busca: "", idEscola: null, situacao: "todos" }, "a.csv").getReader();
    const primeiro = new TextDecoder("utf-8", { ignoreBOM: true }).decode((await reader.read()).value);
    expect(primeiro).toBe(`${BOM}${CABECALHO_DA_EXPORTACAO.join(";")}\r\n`);
    expect(primeiro).toMatch(/^\uFEFFMatrícula;Nome completo;Nome social;Data de nascimento;.*;Escola;Turma;CPF;Nome do responsável;.*;Situação\r\n$/);
    await reader.cancel();
  });

  it("writes every page of the filter, protects formula cells, and gives the CPF to administrador and secretaria only", async () => {
    const { ctx } = await empresaComEscolas();
    const linhas = linhasValidas(LOTE * 3 - 7);
    await importar(ctx, await verificada(ctx, arquivo(linhas)));
    // Names a save now refuses (the Censo's rule), stored before it: they still read, and export protected.
    const importados = await readAlunos(ctx.empresa.id);
    for (const [i, nome] of ["=HIPERLINK Teste", "+Ana Teste"].entries()) {
      await testDb().doc(`alunos/${importados.find((a) => a.nome === linhas[i]![0])!.id}`).update({ nome });
    }
    const texto = await textoDe(exportarAlunos(ctx, { busca: "", idEscola: null, situacao: "ativos" }, "a.csv"));
    const registros = texto.split("\r\n").filter(Boolean);
    expect(registros).toHaveLength(linhas.length + 1);
    const celulas = (registro: string, titulos: string[]) => titulos.map((t) => registro.split(";")[CABECALHO_DA_EXPORTACAO.indexOf(t)]);
    const hiperlink = registros.find((r) => r.includes("HIPERLINK"))!;
    expect(celulas(hiperlink, ["Nome completo", "Data de nascimento", "Escola", "Turma", "CPF"])).toEqual([
      "'=HIPERLINK Teste",
      "10/03/2015",
      "Escola Norte",
      "",
      linhas[0]![4]!.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4"),
    ]);
    expect(texto).toContain(";'+Ana Teste;");
    const consulta = await textoDe(exportarAlunos({ ...ctx, papel: "consulta" }, { busca: "", idEscola: null, situacao: "ativos" }, "a.csv"));
    expect(consulta).not.toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    expect(consulta.split("\r\n").filter(Boolean)).toHaveLength(linhas.length + 1);
  }, 90_000);

  it("imports back unchanged (round trip into another company with the same schools)", async () => {
    const origem = await empresaComEscolas();
    const linhas = linhasValidas(40);
    // A name keeps what the Censo allows (apostrophe, hyphen, accents); the separator and quotes go
    // in a free-text cell (Complemento), where they still cross the file's quoting both ways.
    linhas[3] = ["Maria D'Ávila-Conceição", "05/03/2016", "Escola Sul", "", cpfDeTeste(987_654), "José Simões", "(21) 3456-7890", "jose@exemplo.com.br"];
    const comComplemento = linhas.map((l, i) => [...l, i === 3 ? 'Bl; "B" fundos' : ""]);
    await importar(origem.ctx, await verificada(origem.ctx, arquivo(comComplemento, [...TITULOS, "Complemento"])));
    const exportado = await textoDe(exportarAlunos(origem.ctx, { busca: "", idEscola: null, situacao: "todos" }, "a.csv"));

    const destino = await empresaComEscolas();
    const v = await verificarPlanilha(destino.ctx, new TextEncoder().encode(BOM + exportado));
    expect(v.problemas).toEqual([]);
    expect(v.ignoradas).toEqual(["Matrícula", "Situação"]);
    await importar(destino.ctx, await prepararImportacao(destino.ctx, "volta.csv", v.validas));
    const campos = (a: Record<string, unknown>) => [a.nome, a.dataNascimento, a.cpf, JSON.stringify(a.responsaveis), a.complemento, a.situacao].join("|");
    const ordenar = (xs: string[]) => xs.sort();
    expect(ordenar((await readAlunos(destino.ctx.empresa.id)).map(campos))).toEqual(ordenar((await readAlunos(origem.ctx.empresa.id)).map(campos)));
  }, 60_000);
});
