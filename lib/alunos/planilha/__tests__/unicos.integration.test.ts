import { criarAluno } from "@/lib/alunos/escrita";
import { silabas } from "@/test/support/nomes";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import { nisComDigito } from "@/lib/campos/nis";
import { cnsDefinitivo } from "@/lib/campos/cns";
import { certidaoComDigitos } from "@/lib/campos/certidao";
import type { ShellContext } from "@/lib/shell/contexto";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { continuarImportacao, iniciarImportacao, Interrupcao, lerImportacao, LOTE, PARADA_MS, prepararImportacao, retomarImportacao, type Passo } from "@/lib/alunos/planilha/importacao";
import { closeTestApp, cpfDeTeste, matriculaDoAno, readAlunos, testDb } from "@/test/support/firebase";
import { arquivo, contexto, empresaComEscolas } from "./preparo";

// Issue 43: NIS, CNS and certidão are unique like the CPF, in the spreadsheet's check and in the
// import's run: a value twice in the file, a value another student holds (its matrícula named), the
// reservations written lot by lot with the import's id and undone with it.

afterAll(closeTestApp);

const erros = planilhaTexts.erros;
const TITULOS = ["Nome completo", "Data de nascimento", "Escola", "CPF", "NIS", "Cartão Nacional de Saúde (CNS)", "Certidão de nascimento"];

/** A certidão of a birth registered in 2015 (the rows are born in 2015), its sequence `n`. */
const certidao = (n: number) => certidaoComDigitos(`10453901552015100012034${String(n).padStart(7, "0")}`);

/** `n` rows with every unique number (distinct per row, from `base`). */
function linhas(n: number, base = Math.floor(Math.random() * 1e6)): string[][] {
  return Array.from({ length: n }, (_, i) => [
    `Aluno Unico ${silabas(i + 1)}`,
    "10/03/2015",
    "Escola Norte",
    cpfDeTeste(base + i),
    nisComDigito(base * 10 + i),
    cnsDefinitivo(`1${String(base * 10 + i).padStart(10, "0")}`),
    certidao(base + i),
  ]);
}

async function reservasDa(idImportacao: string) {
  const colecoes = ["alunos_cpf", "alunos_nis", "alunos_cns", "alunos_certidao_nascimento"];
  const tamanhos = await Promise.all(colecoes.map(async (c) => (await testDb().collection(c).where("importacao", "==", idImportacao).get()).size));
  return Object.fromEntries(colecoes.map((c, i) => [c, tamanhos[i]]));
}

async function importar(ctx: ShellContext, id: string, antesDoPasso?: (p: Passo) => void | Promise<void>) {
  const token = await iniciarImportacao(ctx, id);
  await continuarImportacao(id, token, { antesDoPasso });
  return lerImportacao(ctx, id);
}

describe("verificar: the unique numbers", () => {
  it("refuses a NIS, CNS or certidão repeated in the file, naming the first line, and keeps the CPF's words", async () => {
    const { ctx } = await empresaComEscolas();
    const [a, b] = linhas(2);
    const repetida = [...b!];
    repetida[3] = a![3]!;
    repetida[4] = a![4]!;
    repetida[5] = a![5]!;
    repetida[6] = a![6]!;
    const v = await verificarPlanilha(ctx, arquivo([a!, repetida], TITULOS));
    expect(v.problemas).toEqual([
      "Linha 3: O CPF já aparece na linha 2.",
      "Linha 3: Número de NIS repetido na linha 2.",
      "Linha 3: Número de Cartão Nacional de Saúde (CNS) repetido na linha 2.",
      "Linha 3: Número de Certidão de nascimento repetido na linha 2.",
    ]);
  });

  it("refuses a NIS another student holds, naming its matrícula", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const [linha] = linhas(1);
    await criarAluno(ctx, { nome: "Dona Do Nis", dataNascimento: "2014-01-01", idEscola: norte, cpf: null, nis: linha![4]!, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const v = await verificarPlanilha(ctx, arquivo([linha!], TITULOS));
    expect(v.problemas).toEqual([`Linha 2: ${alunoTexts.erros.unicoRepetido("NIS", matriculaDoAno(1))}`]);
    expect(v.validas).toEqual([]);
  });
});

describe("import: the reservations of the unique numbers", () => {
  it("reserves every number of every row with the import's id, two commits for a lot of rows with all four", async () => {
    const { ctx } = await empresaComEscolas();
    const n = LOTE + 5;
    const v = await verificarPlanilha(ctx, arquivo(linhas(n), TITULOS));
    expect(v.problemas).toEqual([]);
    const id = await prepararImportacao(ctx, "unicos.csv", v.validas);
    const fim = await importar(ctx, id);
    expect(fim).toMatchObject({ estado: "concluida", gravadas: n });
    expect(await reservasDa(id)).toEqual({ alunos_cpf: n, alunos_nis: n, alunos_cns: n, alunos_certidao_nascimento: n });
    const aluno = (await readAlunos(ctx.empresa.id)).find((a) => a.nome === `Aluno Unico ${silabas(1)}`)!;
    const nis = await testDb().collection("alunos_nis").doc(`${ctx.empresa.id}__${String(aluno.nis)}`).get();
    expect(nis.data()).toMatchObject({ idEmpresa: ctx.empresa.id, idAluno: aluno.id, nis: aluno.nis, importacao: id });
    // store, start, reservations (150 rows x 4 = 600: two steps, then 5 rows), commit point, 2 lots, end
    expect(fim?.commits).toBe(1 + 1 + 3 + 1 + 2 + 1);
  }, 60_000);

  it("fails whole when another student takes a NIS of the file after Verificar: its reservations undone", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const rows = linhas(LOTE + 10);
    const v = await verificarPlanilha(ctx, arquivo(rows, TITULOS));
    const id = await prepararImportacao(ctx, "unicos.csv", v.validas);
    await criarAluno(contexto("secretaria", ctx.empresa.id), { nome: "Outra Pessoa", dataNascimento: "2014-01-01", idEscola: norte, cpf: null, nis: rows[LOTE + 5]![4]!, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const fim = await importar(ctx, id);
    expect(fim).toMatchObject({ estado: "falhou", mensagem: erros.falhou(`Linha ${LOTE + 7}: ${alunoTexts.erros.unicoRepetido("NIS", null)}`) });
    expect(await reservasDa(id)).toEqual({ alunos_cpf: 0, alunos_nis: 0, alunos_cns: 0, alunos_certidao_nascimento: 0 });
    expect((await readAlunos(ctx.empresa.id)).map((a) => a.nome)).toEqual(["Outra Pessoa"]);
  }, 60_000);

  it("a server stopped between lots of reservations: the takeover undoes every reservation", async () => {
    const { ctx } = await empresaComEscolas();
    const v = await verificarPlanilha(ctx, arquivo(linhas(LOTE + 10), TITULOS));
    const id = await prepararImportacao(ctx, "unicos.csv", v.validas);
    const parada = await importar(ctx, id, (p) => {
      if (p.fase === "reserva" && p.lote === 2) throw new Interrupcao();
    });
    // Two steps done: the first lot's rows, 112 and 38 (450 and 150 reservations of each number's kind).
    expect(parada).toMatchObject({ estado: "gravando", reservadas: LOTE });
    expect(await reservasDa(id)).toEqual({ alunos_cpf: LOTE, alunos_nis: LOTE, alunos_cns: LOTE, alunos_certidao_nascimento: LOTE });
    await retomarImportacao(id, { agora: Date.now() + PARADA_MS + 1000 });
    expect(await lerImportacao(ctx, id)).toMatchObject({ estado: "falhou", mensagem: erros.interrompida });
    expect(await reservasDa(id)).toEqual({ alunos_cpf: 0, alunos_nis: 0, alunos_cns: 0, alunos_certidao_nascimento: 0 });
    expect(await readAlunos(ctx.empresa.id)).toEqual([]);
  }, 60_000);
});
