import { criarAluno } from "@/lib/alunos/escrita";
import { silabas } from "@/test/support/nomes";
import { alunoTexts, planilhaTexts } from "@/lib/messages";
import { verificarPlanilha } from "@/lib/alunos/planilha/verificar";
import { continuarImportacao, FalhaDaImportacao, iniciarImportacao, lerImportacao, prepararImportacao } from "@/lib/alunos/planilha/importacao";
import { closeTestApp, matriculaDoAno, readAlunos, readAtividades } from "@/test/support/firebase";
import { arquivo, empresaComEscolas } from "./preparo";

// Issue 43: a spreadsheet's rows that may be students already registered (the company's, by index,
// or an earlier line of the file) are named per line with a link, and imported only once the
// person confirms (`Cadastrar mesmo assim`), which each student's history records.

afterAll(closeTestApp);

const t = planilhaTexts.duplicados;
const linha = (nome: string, nascimento: string) => [nome, nascimento, "Escola Norte", "", "", "", "", ""];

describe("possible duplicates in a spreadsheet", () => {
  it("names the company's students by name and birth date (folded), and repeated lines, with links; the rows stay importable", async () => {
    const { ctx, norte } = await empresaComEscolas();
    const { id } = await criarAluno(ctx, { nome: "Cecília Araújo", dataNascimento: "2014-05-06", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    // 31 distinct pairs: two queries of the batch (30 per query), one of them with the match.
    const outras = Array.from({ length: 31 }, (_, i) => linha(`Outra Pessoa ${silabas(i)}`, "01/02/2015"));
    const v = await verificarPlanilha(ctx, arquivo([...outras, linha("cecilia  ARAUJO", "06/05/2014"), linha("Bruno Lima", "01/01/2015"), linha("Bruno  Lima", "01/01/2015")]));
    expect(v.problemas).toEqual([]);
    expect(v.duplicados).toEqual([
      { linha: 33, texto: `${alunoTexts.possivelDuplicado("Cecília Araújo", matriculaDoAno(1))}.`, href: `/alunos/${id}` },
      { linha: 35, texto: "mesmo nome e data de nascimento da linha 34.", href: null },
    ]);
    expect(v.validas).toHaveLength(34);
    expect(v.validas.find((l) => l.linha === 33)?.duplicadoDe).toEqual({ matriculas: [matriculaDoAno(1)], linha: null });
    expect(v.validas.find((l) => l.linha === 35)?.duplicadoDe).toEqual({ matriculas: [], linha: 34 });
  });

  it("starts the import only once confirmed (Cadastrar mesmo assim), and the history says so", async () => {
    const { ctx, norte } = await empresaComEscolas();
    await criarAluno(ctx, { nome: "Cecília Araújo", dataNascimento: "2014-05-06", idEscola: norte, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });
    const v = await verificarPlanilha(ctx, arquivo([linha("Cecília Araújo", "06/05/2014"), linha("Ana Nova", "01/01/2015"), linha("Ana Nova", "01/01/2015")]));
    const id = await prepararImportacao(ctx, "duplicados.csv", v.validas);
    expect((await lerImportacao(ctx, id))?.duplicados).toBe(2);

    const recusa = iniciarImportacao(ctx, id);
    await expect(recusa).rejects.toBeInstanceOf(FalhaDaImportacao);
    await expect(recusa).rejects.toThrow(t.confirme);
    expect((await lerImportacao(ctx, id))?.estado).toBe("verificada");

    const token = await iniciarImportacao(ctx, id, { confirmado: true });
    await continuarImportacao(id, token);
    expect((await lerImportacao(ctx, id))?.estado).toBe("concluida");
    const alunos = (await readAlunos(ctx.empresa.id)).filter((a) => a.importacao === id);
    const detalhes = Object.fromEntries(await Promise.all(alunos.map(async (a) => [`${a.nome}|${a.matricula}`, (await readAtividades(a.id))[0]?.detalhe])));
    expect(detalhes).toEqual({
      [`Cecília Araújo|${matriculaDoAno(2)}`]: `importado da planilha duplicados.csv; ${alunoTexts.cadastradoMesmoAssim([matriculaDoAno(1)])}`,
      [`Ana Nova|${matriculaDoAno(3)}`]: "importado da planilha duplicados.csv",
      [`Ana Nova|${matriculaDoAno(4)}`]: `importado da planilha duplicados.csv; ${t.historicoDaLinha(3)}`,
    });
  }, 60_000);

  it("a file without possible duplicates needs no confirmation", async () => {
    const { ctx } = await empresaComEscolas();
    const v = await verificarPlanilha(ctx, arquivo([linha("Ana Nova", "01/01/2015")]));
    expect(v.duplicados).toEqual([]);
    const id = await prepararImportacao(ctx, "a.csv", v.validas);
    await expect(iniciarImportacao(ctx, id)).resolves.toEqual(expect.any(String));
  });
});
