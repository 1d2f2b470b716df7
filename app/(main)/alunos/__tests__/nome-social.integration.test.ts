// Issue 43: the nome social is shown instead of the name wherever the student is named (one
// function, lib/alunos/nome.ts), kept beside the civil name on the entries in turmas (written where
// the name is written, rewritten by the save that changes either name), and a student is found by
// either name. And the Censo's rule on the student's name: a save of the Identificação refuses a
// name it breaks (a stored one still reads, and another section's save keeps it).
import { atualizarSecaoDoAlunoAction } from "@/app/(main)/alunos/actions";
import { criarEscola } from "@/lib/escolas/escrita";
import { contarAlunos, listarAlunos } from "@/lib/alunos/dados";
import { alunosDaTurma, candidatosDaTurma } from "@/lib/enturmacoes/dados";
import { nomeDeExibicao, nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";
import { nomeDoCensoTexts } from "@/lib/messages";
import type { PageRequest } from "@/lib/infra/paginacao";
import { seedAlunos, seedAnoComTurmas, testDb } from "@/test/support/firebase";
import { form, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

const first: PageRequest = { kind: "first" };
const busca = (q: string) => ({ busca: q, idEscola: null, situacao: "todos" as const });

/** A secretaria's company with one school, a turma of the year and two students in it (one left out). */
async function turmaComAlunos() {
  const { ctx } = await membroConectado("Empresa do Nome Social", "secretaria");
  const idEscola = await criarEscola(ctx, { nome: "Escola do Nome Social", telefone: undefined });
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola, { turmas: [{ nome: "5º ano A" }, { nome: "5º ano B" }] });
  const turma = ano.turmas[0]!;
  const [roberto, ana, zelia] = await seedAlunos(ctx.empresa.id, [
    { nome: "Roberto Carlos Lima", idEscola, turma },
    { nome: "Ana Beatriz Souza", idEscola, turma },
    { nome: "Zélia Moura Prado", idEscola },
  ]);
  return { ctx, idEscola, turma, outra: ano.turmas[1]!, roberto: roberto!, ana: ana!, zelia: zelia! };
}

const salvarIdentificacao = async (id: string, valores: Record<string, string>) => {
  const doc = await testDb().doc(`alunos/${id}`).get();
  return run(atualizarSecaoDoAlunoAction, form({
      id,
      versao: String(doc.get("versao")),
      secao: "identificacao",
      nome: String(doc.get("nome")),
      dataNascimento: String(doc.get("dataNascimento")),
      idEscola: String(doc.get("idEscola")),
      situacao: String(doc.get("situacao")),
      ...valores,
    }),);
};

describe("the nome social, wherever the student is named", () => {
  it("is kept on the student's entries, shown by the turma, the list and the candidates, and found by either name", async () => {
    const { ctx, turma, outra, roberto, zelia } = await turmaComAlunos();
    expect((await salvarIdentificacao(roberto.id, { nomeSocial: "Bianca Lima" })).redirect).toBe(`/alunos/${roberto.id}`);
    expect((await salvarIdentificacao(zelia.id, { nomeSocial: "Lia Prado" })).redirect).toBe(`/alunos/${zelia.id}`);

    // The entry keeps both names; the turma's list shows the nome social, in its order (Ana, Bianca).
    const entradas = await alunosDaTurma(ctx, turma.id);
    expect(entradas.map((e) => [e.nomeAluno, e.nomeSocialAluno])).toEqual([
      ["Ana Beatriz Souza", null],
      ["Roberto Carlos Lima", "Bianca Lima"],
    ]);
    expect(entradas.map(nomeDeExibicaoDaEntrada)).toEqual(["Ana Beatriz Souza", "Bianca Lima"]);

    // The Alunos list: in the order of the names it shows (Ana, Bianca, Lia), both names kept apart.
    const todos = await listarAlunos(ctx, busca(""), first);
    expect(todos.items.map(nomeDeExibicao)).toEqual(["Ana Beatriz Souza", "Bianca Lima", "Lia Prado"]);
    // Found by either name, one word or two, and counted alike.
    for (const q of ["bianca", "bianca lima", "roberto", "roberto carlos", "roberto carlos lima", "bia li"]) {
      expect((await listarAlunos(ctx, busca(q), first)).items.map(nomeDeExibicao)).toEqual(["Bianca Lima"]);
      expect(await contarAlunos(ctx, busca(q))).toEqual({ total: 1, aoMenos: false });
    }
    // A pair never mixes the two names: "Bianca Carlos" is nobody's.
    expect((await listarAlunos(ctx, busca("bianca carlos"), first)).items).toEqual([]);
    // `Enturmar alunos`: the candidate is shown by its nome social, and found by either name.
    const candidatos = await candidatosDaTurma(ctx, outra.idEscola, outra.ano, "zelia", first);
    expect(candidatos.items.map((c) => c.nome)).toEqual(["Lia Prado"]);
    expect((await candidatosDaTurma(ctx, outra.idEscola, outra.ano, "lia prado", first)).items.map((c) => c.nome)).toEqual(["Lia Prado"]);
  });

  it("follows a change of either name onto the entries, and back to the civil name when emptied", async () => {
    const { ctx, turma, roberto } = await turmaComAlunos();
    await salvarIdentificacao(roberto.id, { nomeSocial: "Bianca Lima" });
    await salvarIdentificacao(roberto.id, { nome: "Roberto Carlos de Lima", nomeSocial: "Bianca Lima" });
    let [, entrada] = await alunosDaTurma(ctx, turma.id);
    expect([entrada!.nomeAluno, entrada!.nomeSocialAluno]).toEqual(["Roberto Carlos de Lima", "Bianca Lima"]);
    await salvarIdentificacao(roberto.id, { nome: "Roberto Carlos de Lima", nomeSocial: "" });
    const entradas = await alunosDaTurma(ctx, turma.id);
    // In the civil name's order again (Ana, Roberto).
    expect(entradas.map(nomeDeExibicaoDaEntrada)).toEqual(["Ana Beatriz Souza", "Roberto Carlos de Lima"]);
    entrada = entradas[1];
    expect(entrada!.nomeSocialAluno).toBeNull();
    expect((await listarAlunos(ctx, busca("bianca"), first)).items).toEqual([]);
  });
});

describe("the Censo's rule on the student's name (issue 43)", () => {
  it("refuses a new save of a name it breaks, with its message next to the field, and writes nothing", async () => {
    const { roberto } = await turmaComAlunos();
    const antes = (await testDb().doc(`alunos/${roberto.id}`).get()).data();
    for (const [nome, mensagem] of [
      ["Aluno 7", nomeDoCensoTexts.caracteres],
      ["Maria S. Souza", nomeDoCensoTexts.caracteres],
      ["Marcos Liiiima", nomeDoCensoTexts.letraRepetida],
      [`Ana ${"Silva ".repeat(17)}`.trim(), nomeDoCensoTexts.tamanho(100)],
    ] as const) {
      const r = await salvarIdentificacao(roberto.id, { nome });
      expect(r.state?.fieldErrors.nome).toBe(mensagem);
    }
    expect((await testDb().doc(`alunos/${roberto.id}`).get()).data()).toEqual(antes);
  });

  it("a stored name that breaks it still reads; another section's save keeps it; the Identificação's save asks it fixed", async () => {
    const { ctx, roberto } = await turmaComAlunos();
    await testDb().doc(`alunos/${roberto.id}`).update({ nome: "Aluno 7 (antigo)" });
    expect((await listarAlunos(ctx, busca(""), first)).items.map((a) => a.nome)).toContain("Aluno 7 (antigo)");
    const doc = await testDb().doc(`alunos/${roberto.id}`).get();
    const documentos = await run(atualizarSecaoDoAlunoAction, form({ id: roberto.id, versao: String(doc.get("versao")), secao: "documentos", cpf: "", cns: "" }));
    expect(documentos.redirect).toBe(`/alunos/${roberto.id}`);
    expect((await testDb().doc(`alunos/${roberto.id}`).get()).get("nome")).toBe("Aluno 7 (antigo)");
    expect((await salvarIdentificacao(roberto.id, {})).state?.fieldErrors.nome).toBe(nomeDoCensoTexts.caracteres);
    expect((await salvarIdentificacao(roberto.id, { nome: "Roberto Sete Lima" })).redirect).toBe(`/alunos/${roberto.id}`);
  });
});
