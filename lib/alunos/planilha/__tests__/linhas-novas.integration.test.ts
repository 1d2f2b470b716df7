import { criarAluno } from "@/lib/alunos/escrita";
import { alterarSituacao, criarEscola } from "@/lib/escolas/escrita";
import { lerEscola } from "@/lib/escolas/dados";
import { db } from "@/lib/infra/firebase/admin";
import { planilhaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import type { Papel } from "@/lib/empresas/papeis";
import { verificarPlanilha, type OpcoesDaVerificacao } from "@/lib/alunos/planilha/verificar";
import {
  continuarImportacao,
  iniciarImportacao,
  Interrupcao,
  lerImportacao,
  PARADA_MS,
  prepararImportacao,
  progressoDe,
  retomarImportacao,
  type Passo,
} from "@/lib/alunos/planilha/importacao";
import { exportarAlunos } from "@/lib/alunos/planilha/exportar";
import { BOM } from "@/lib/alunos/planilha/escrever";
import { COLUNAS, campoDaColuna } from "@/lib/alunos/planilha/colunas";
import { chaveDoUnico } from "@/lib/alunos/documento";
import { closeTestApp, cpfDeTeste, readAlunos, readCpfKey, seedAlunos, testDb } from "@/test/support/firebase";

// The issue "A product, not a prototype", against the local Firestore: a CPF already in the company
// names the student it belongs to (read in batches, only for the roles that may see CPFs, and
// recorded as a search by CPF); "Importar só as linhas novas" leaves out the rows already
// registered (same CPF), decided at Verificar and kept with the import, while a CPF taken after
// Verificar still fails it whole; the export leaves the guardians' phone and e-mail out for consulta.

import { TITULOS, TODOS_OS_TITULOS, arquivo, contexto, empresaComEscolas, escola } from "./preparo";
import { silabas } from "@/test/support/nomes";

afterAll(closeTestApp);

const erros = planilhaTexts.erros;

/** A row of the file: name, birth date, school, CPF (the other columns empty). */
const linha = (nome: string, cpf = "", nomeDaEscola = "Escola Norte", data = "10/03/2015") => [nome, data, nomeDaEscola, "", cpf, "", "", ""];

const formatado = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4");

/** The company's records of searches by CPF (a verification that named students is one). */
async function buscasPorCpf(idEmpresa: string) {
  const snapshot = await testDb().collection("atividades").where("idEmpresa", "==", idEmpresa).where("tipo", "==", "alunos.buscaPorCpf").get();
  return snapshot.docs.map((d) => d.data());
}

/** Verifies, stores (with the count of rows left out) and imports; the import as its page sees it. */
async function verificarEImportar(ctx: ShellContext, bytes: Uint8Array, opcoes: OpcoesDaVerificacao, antesDoPasso?: (p: Passo) => void | Promise<void>) {
  const v = await verificarPlanilha(ctx, bytes, opcoes);
  expect(v.problemas).toEqual([]);
  const id = await prepararImportacao(ctx, "turma.csv", v.validas, { jaCadastrados: v.jaCadastrados });
  const token = await iniciarImportacao(ctx, id);
  await continuarImportacao(id, token, { antesDoPasso });
  return { id, v, fim: await lerImportacao(ctx, id) };
}

const semCampos = { responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null } as const;

describe("a CPF already in the company names the student it belongs to", () => {
  it("says 'Linha 7: CPF já cadastrado para Maria Souza (matrícula).' and records the search, without the CPF", async () => {
    const { ctx, norte } = await empresaComEscolas();
    await criarAluno(ctx, { nome: "Aluno Anterior", dataNascimento: "2014-01-01", idEscola: norte, cpf: null, ...semCampos });
    const cpf = cpfDeTeste(31_415_926);
    const { matricula } = await criarAluno(ctx, { nome: "Maria Souza", dataNascimento: "2014-05-06", idEscola: norte, cpf, ...semCampos });
    const v = await verificarPlanilha(
      ctx,
      arquivo([linha("Ana Um"), linha("Bia Dois"), linha("Caio Tres"), linha("Duda Quatro"), linha("Eva Cinco"), linha("Maria S Souza", formatado(cpf))]),
      { arquivo: "turma 2026.csv" },
    );
    expect(v.problemas).toEqual([`Linha 7: CPF já cadastrado para Maria Souza (${matricula}).`]);
    expect(planilhaTexts.linha(7, planilhaTexts.cpfCadastradoPara("Maria Souza", "2026-000045"))).toBe("Linha 7: CPF já cadastrado para Maria Souza (2026-000045).");
    expect(v.validas.map((l) => l.linha)).toEqual([2, 3, 4, 5, 6]);

    // The verification showed who owns a CPF: one entry in the company's activity, as a search by CPF.
    const registros = await buscasPorCpf(ctx.empresa.id);
    expect(registros).toEqual([
      expect.objectContaining({ por: ctx.session.uid, porNome: "Secretaria Teste", detalhe: "1 aluno identificado na verificação da planilha turma 2026.csv", painel: true }),
    ]);
    expect(JSON.stringify(registros)).not.toContain(cpf);
    expect(JSON.stringify(registros)).not.toContain(cpf.slice(3, 9));
  });

  it("names each row's student, an administrador's verification too", async () => {
    const { ctx, sul } = await empresaComEscolas("administrador");
    const [a, b] = [cpfDeTeste(27_182_818), cpfDeTeste(16_180_339)];
    const [primeira, segunda] = await seedAlunos(ctx.empresa.id, [
      { nome: "Laura Mendes", idEscola: sul, cpf: a },
      { nome: "Pedro Álvares", idEscola: sul, cpf: b },
    ]);
    const v = await verificarPlanilha(ctx, arquivo([linha("Pedro A", b), linha("Nova Aluna"), linha("Laura M", a), linha("Pedro Outra Vez", b)]));
    expect(v.problemas).toEqual([
      `Linha 2: CPF já cadastrado para Pedro Álvares (${segunda!.matricula}).`,
      `Linha 4: CPF já cadastrado para Laura Mendes (${primeira!.matricula}).`,
      "Linha 5: O CPF já aparece na linha 2.",
      `Linha 5: CPF já cadastrado para Pedro Álvares (${segunda!.matricula}).`,
    ]);
    expect(await buscasPorCpf(ctx.empresa.id)).toEqual([expect.objectContaining({ detalhe: "2 alunos identificados na verificação da planilha planilha.csv" })]);
  });

  it("reads the owners in one batch, not one read per row", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const cpfs = Array.from({ length: 40 }, (_, i) => cpfDeTeste(55_000_000 + i));
    const alunos = await seedAlunos(
      ctx.empresa.id,
      cpfs.map((cpf, i) => ({ nome: `Aluno Antigo ${silabas(i + 1)}`, idEscola: norte, cpf })),
    );
    const getAll = jest.spyOn(db(), "getAll");
    try {
      const v = await verificarPlanilha(ctx, arquivo(cpfs.map((cpf, i) => linha(`Aluno Antigo ${silabas(i + 1)}`, cpf))));
      expect(v.problemas).toHaveLength(40);
      expect(v.problemas[39]).toBe(`Linha 41: CPF já cadastrado para Aluno Antigo ${silabas(40)} (${alunos[39]!.matricula}).`);
      // One read of the 40 CPF keys, one of their 40 students.
      expect(getAll).toHaveBeenCalledTimes(2);
      expect(getAll.mock.calls.map((c) => c.filter((r) => typeof r === "object" && r !== null && "path" in r).length)).toEqual([40, 40]);
    } finally {
      getAll.mockRestore();
    }
  });

  it("says only that the CPF is taken when its student is not there to name (an import still writing it, or odd data)", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const [emCurso, deOutraEmpresa, semDono] = [cpfDeTeste(11_223_344), cpfDeTeste(22_334_455), cpfDeTeste(33_445_566)];
    // A key an import has reserved: its student does not exist yet.
    await testDb().doc(`alunos_cpf/${chaveDoUnico(ctx.empresa.id, emCurso)}`).set({ idEmpresa: ctx.empresa.id, idAluno: "aluno-ainda-nao-gravado", cpf: emCurso, importacao: "x" });
    // A key pointing at another company's student, and one with no student at all.
    const outra = await empresaComEscolas();
    const [estranho] = await seedAlunos(outra.ctx.empresa.id, [{ nome: "Aluno de Outra Empresa", idEscola: outra.norte, cpf: deOutraEmpresa }]);
    await testDb().doc(`alunos_cpf/${chaveDoUnico(ctx.empresa.id, deOutraEmpresa)}`).set({ idEmpresa: ctx.empresa.id, idAluno: estranho!.id, cpf: deOutraEmpresa });
    await testDb().doc(`alunos_cpf/${chaveDoUnico(ctx.empresa.id, semDono)}`).set({ idEmpresa: ctx.empresa.id, cpf: semDono });
    await criarAluno(ctx, { nome: "Aluno Qualquer", dataNascimento: "2014-01-01", idEscola: norte, cpf: null, ...semCampos });

    const v = await verificarPlanilha(ctx, arquivo([linha("Primeiro", emCurso), linha("Segundo", deOutraEmpresa), linha("Terceiro", semDono)]));
    expect(v.problemas).toEqual(["Linha 2: Já existe um aluno com este CPF.", "Linha 3: Já existe um aluno com este CPF.", "Linha 4: Já existe um aluno com este CPF."]);
    expect(JSON.stringify(v)).not.toContain("Aluno de Outra Empresa");
    expect(await buscasPorCpf(ctx.empresa.id)).toEqual([]);
  });

  it("names no one for a role that may not see CPFs (consulta cannot verify; the rule holds here too)", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const cpf = cpfDeTeste(44_556_677);
    await criarAluno(ctx, { nome: "Maria Souza", dataNascimento: "2014-05-06", idEscola: norte, cpf, ...semCampos });
    const consulta = { ...ctx, papel: "consulta" as const };
    const getAll = jest.spyOn(db(), "getAll");
    try {
      const v = await verificarPlanilha(consulta, arquivo([linha("Maria", cpf)]));
      expect(v.problemas).toEqual([`Linha 2: ${erros.cpfDeOutro}`]);
      expect(getAll).toHaveBeenCalledTimes(1); // the keys only: no student read
    } finally {
      getAll.mockRestore();
    }
    expect(await buscasPorCpf(ctx.empresa.id)).toEqual([]);
  });
});

describe("Importar só as linhas novas", () => {
  /** A company with three students imported before (CPFs), and a re-import of that list with two new rows. */
  async function listaReimportada() {
    const { ctx, norte, sul } = await empresaComEscolas();
    const base = Math.floor(Math.random() * 1e6);
    // The third CPF begins with a zero: Excel saves it without it (1234567890 is 012.345.678-90).
    const cpfs = [cpfDeTeste(100_000_000 + base), cpfDeTeste(200_000_000 + base), cpfDeTeste(10_000_000 + base)];
    const antigos = await seedAlunos(ctx.empresa.id, [
      { nome: "Ana Antiga", idEscola: norte, cpf: cpfs[0] },
      { nome: "Bia Antiga", idEscola: sul, cpf: cpfs[1] },
      { nome: "Caio Antigo", idEscola: norte, cpf: cpfs[2] },
    ]);
    const novo = cpfDeTeste(300_000_000 + base);
    const bytes = arquivo([
      linha("Ana Antiga", formatado(cpfs[0]!)),
      linha("Duda Nova", novo, "Escola Sul"),
      linha("Bia Antiga", cpfs[1]!, "Escola Sul"),
      linha("Eva Nova Sem CPF"),
      linha("Caio Antigo", cpfs[2]!.replace(/^0+/, "")),
    ]);
    return { ctx, norte, sul, cpfs, antigos, novo, bytes };
  }

  it("without it, the registered rows are problems; with it, they are left out and counted, and nothing is named", async () => {
    const { ctx, antigos, bytes } = await listaReimportada();
    const sem = await verificarPlanilha(ctx, bytes);
    expect(sem.problemas).toEqual([
      `Linha 2: CPF já cadastrado para Ana Antiga (${antigos[0]!.matricula}).`,
      `Linha 4: CPF já cadastrado para Bia Antiga (${antigos[1]!.matricula}).`,
      `Linha 6: CPF já cadastrado para Caio Antigo (${antigos[2]!.matricula}).`,
    ]);
    expect(sem.jaCadastrados).toBe(0);
    expect(await buscasPorCpf(ctx.empresa.id)).toHaveLength(1);

    const com = await verificarPlanilha(ctx, bytes, { soNovas: true });
    expect(com.problemas).toEqual([]);
    expect(com.duplicados).toEqual([]); // no "already there" warning for the rows left out
    expect(com.jaCadastrados).toBe(3);
    expect(com.total).toBe(5);
    expect(com.validas.map((l) => [l.linha, l.nome])).toEqual([
      [3, "Duda Nova"],
      [5, "Eva Nova Sem CPF"],
    ]);
    expect(await buscasPorCpf(ctx.empresa.id)).toHaveLength(1); // only the first verification's
    expect(planilhaTexts.seraoIgnorados(com.jaCadastrados)).toBe("3 alunos já cadastrados (mesmo CPF) serão ignorados.");
    expect(planilhaTexts.seraoIgnorados(1)).toBe("1 aluno já cadastrado (mesmo CPF) será ignorado.");
  });

  it("imports the new rows all or nothing, and the import keeps how many were left out", async () => {
    const { ctx, norte, sul, novo, bytes } = await listaReimportada();
    const { id, fim } = await verificarEImportar(ctx, bytes, { soNovas: true });
    expect(fim).toMatchObject({ estado: "concluida", total: 2, gravadas: 2, jaCadastrados: 3, mensagem: null });
    expect(progressoDe(fim!)).toMatchObject({ estado: "concluida", total: 2, jaCadastrados: 3 });
    expect(planilhaTexts.foramIgnorados(fim!.jaCadastrados)).toBe("3 alunos já cadastrados (mesmo CPF) foram ignorados.");
    const alunos = await readAlunos(ctx.empresa.id);
    expect(alunos.map((a) => a.nome).sort()).toEqual(["Ana Antiga", "Bia Antiga", "Caio Antigo", "Duda Nova", "Eva Nova Sem CPF"]);
    expect(alunos.filter((a) => a.importacao === id).map((a) => a.nome).sort()).toEqual(["Duda Nova", "Eva Nova Sem CPF"]);
    expect(await readCpfKey(ctx.empresa.id, novo)).toMatchObject({ importacao: id });
    expect((await lerEscola(ctx, norte))?.alunosAtivos).toBe(2 + 1);
    expect((await lerEscola(ctx, sul))?.alunosAtivos).toBe(1 + 1);
    // The same list once more: nothing new, nothing to import.
    const deNovo = await verificarPlanilha(ctx, bytes, { soNovas: true });
    expect(deNovo).toMatchObject({ problemas: [], jaCadastrados: 4, validas: [{ nome: "Eva Nova Sem CPF" }] });
  });

  it("leaves out a registered row whatever else it has (a school since closed, a date Excel mangled), and a CPF twice when registered", async () => {
    const { ctx } = await empresaComEscolas();
    const fechada = await criarEscola(ctx, escola("Escola Fechada"));
    const base = 400_000_000 + Math.floor(Math.random() * 1e6);
    const [antigo, novo] = [cpfDeTeste(base), cpfDeTeste(base + 1)];
    await seedAlunos(ctx.empresa.id, [{ nome: "Aluno da Escola Fechada", idEscola: fechada, cpf: antigo, situacao: "transferido" }]);
    await alterarSituacao(ctx, fechada, false);
    const bytes = arquivo([
      linha("Aluno da Escola Fechada", antigo, "Escola Fechada"),
      linha("Aluno da Escola Fechada", antigo, "Escola Fechada", "31/02/2015"),
      linha("Novo Com Problema", novo, "Escola Fechada"),
      linha("Novo Certo", "", "Escola Norte"),
    ]);
    const v = await verificarPlanilha(ctx, bytes, { soNovas: true });
    expect(v.jaCadastrados).toBe(2);
    expect(v.problemas).toEqual(["Linha 4: A escola Escola Fechada está inativa."]);
    expect(v.validas.map((l) => l.linha)).toEqual([5]);
  });

  it("a CPF of a new row taken between Verificar and Importar still fails the import whole", async () => {
    const { ctx, sul, novo, bytes } = await listaReimportada();
    const v = await verificarPlanilha(ctx, bytes, { soNovas: true });
    const id = await prepararImportacao(ctx, "turma.csv", v.validas, { jaCadastrados: v.jaCadastrados });
    await criarAluno(contexto("secretaria", ctx.empresa.id), { nome: "Quem Chegou Antes", dataNascimento: "2014-01-01", idEscola: sul, cpf: novo, ...semCampos });
    const token = await iniciarImportacao(ctx, id);
    await continuarImportacao(id, token);
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.falhou("Linha 3: Já existe um aluno com este CPF."), jaCadastrados: 3 });
    expect((await readAlunos(ctx.empresa.id)).map((a) => a.nome).sort()).toEqual(["Ana Antiga", "Bia Antiga", "Caio Antigo", "Quem Chegou Antes"]);
    expect((await testDb().collection("alunos_cpf").where("importacao", "==", id).get()).size).toBe(0);
  });

  it("a takeover after the commit point finishes it with the count intact", async () => {
    const { ctx, bytes } = await listaReimportada();
    const { id, fim } = await verificarEImportar(ctx, bytes, { soNovas: true }, (p) => {
      if (p.fase === "publicacao") throw new Interrupcao();
    });
    expect(fim).toMatchObject({ estado: "confirmada", jaCadastrados: 3 });
    await retomarImportacao(id, { agora: Date.now() + PARADA_MS + 1000 });
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "concluida", total: 2, gravadas: 2, jaCadastrados: 3 });
    expect(await readAlunos(ctx.empresa.id)).toHaveLength(5);
  });
});

async function textoDe(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe("export: the guardians' phone and e-mail", () => {
  it("are written for administrador and secretaria, and left empty for consulta, like the CPF (same header, same columns)", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const cpf = cpfDeTeste(77_889_900);
    await seedAlunos(ctx.empresa.id, [
      { nome: "Aluna Com Contatos", idEscola: norte, cpf, responsavelNome: "Marta Souza", responsavelTelefone: "11987654321", responsavelEmail: "marta@exemplo.com.br" },
      { nome: "Aluno Sem Contatos", idEscola: norte },
    ]);
    const filtro = { busca: "", idEscola: null, situacao: "todos" } as const;
    const linhas = async (papel: Papel) =>
      (await textoDe(exportarAlunos({ ...ctx, papel }, filtro, "a.csv"))).replace(BOM, "").split("\r\n").filter(Boolean).map((l) => l.split(";"));

    const cabecalho = ["Matrícula", ...TODOS_OS_TITULOS, "Situação"];
    // Today's columns of a row, in today's order (the record's new ones are empty here).
    // (The guardian's former titles are the first responsável's columns: `Responsável 1 Nome`…)
    const titulo = (t: string) => COLUNAS.find((c) => c.campo === campoDaColuna(t))?.titulo ?? t;
    const deHoje = (l: string[]) => ["Matrícula", ...TITULOS, "Situação"].map((t) => l[cabecalho.indexOf(titulo(t))]).slice(1);
    for (const papel of ["administrador", "secretaria"] as const) {
      const [topo, primeira] = await linhas(papel);
      expect(topo).toEqual(cabecalho);
      expect(deHoje(primeira!)).toEqual(["Aluna Com Contatos", "10/03/2015", "Escola Norte", "", formatado(cpf), "Marta Souza", "(11) 98765-4321", "marta@exemplo.com.br", "Ativo"]);
    }
    const consulta = await linhas("consulta");
    expect(consulta[0]).toEqual(cabecalho);
    expect(deHoje(consulta[1]!)).toEqual(["Aluna Com Contatos", "10/03/2015", "Escola Norte", "", "", "Marta Souza", "", "", "Ativo"]);
    expect(consulta.every((l) => l.length === cabecalho.length)).toBe(true);
    const texto = consulta.flat().join(";");
    expect(texto).not.toContain("marta@");
    expect(texto).not.toMatch(/98765|4321/);
  });
});
