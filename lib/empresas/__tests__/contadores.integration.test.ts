import { contadoresDaEmpresa, contarDeNovo, lerContadores } from "@/lib/empresas/contadores";
import { alterarSituacao, criarEscola } from "@/lib/escolas/escrita";
import { criarAluno, excluirAluno } from "@/lib/alunos/escrita";
import { FieldValue } from "firebase-admin/firestore";
import { closeTestApp, seedAlunos, seedEscolas, testDb } from "@/test/support/firebase";
import { contextoDeTeste as contexto } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";

// Home's kept counts (lib/empresas/contadores.ts) on the local database: a company's base is kept
// from its data as it is, also while writes come in; a company id no path can hold is counted
// without keeping; a count gone wrong is counted again instead of shown. Each writing flow checks
// its own counts in its domain's tests (test/support/contadores.ts).

jest.setTimeout(60_000);
afterAll(closeTestApp);

const aluno = (idEscola: string, nome: string) => ({ nome, dataNascimento: "2015-03-10", idEscola, cpf: null, responsavelNome: undefined, responsavelTelefone: undefined, responsavelEmail: null });

describe("a company's base", () => {
  it("does not exist until Home counts; then it is the data as it was, kept once", async () => {
    const ctx = contexto();
    const [escola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Antiga" }, { nome: "Escola Fechada", ativa: false }]);
    await seedAlunos(ctx.empresa.id, [{ nome: "Aluno Antigo", idEscola: escola! }, { nome: "Aluno Saído", idEscola: escola!, situacao: "transferido" }]);
    expect(await lerContadores(ctx.empresa.id)).toBeNull();
    expect(await contadoresDaEmpresa(ctx)).toEqual({ escolasAtivas: 1, alunosAtivos: 1, abaixoDoMinimo: 0 });
    expect(await lerContadores(ctx.empresa.id)).toEqual({ escolasAtivas: 1, alunosAtivos: 1, abaixoDoMinimo: 0 });
    const base = await testDb().doc(`contadores/${ctx.empresa.id}`).get();
    // A second count keeps the first base (the shards already hold the seed's changes: base = count − shards).
    await contarDeNovo(ctx.empresa.id);
    expect((await testDb().doc(`contadores/${ctx.empresa.id}`).get()).updateTime).toEqual(base.updateTime);
    expect(base.get("base")).toEqual({ escolasAtivas: 0, alunosAtivos: 0, abaixoDoMinimo: 0 });
  });

  it("kept while students are created at the same moment stays equal to the count", async () => {
    const ctx = contexto();
    const idEscola = await criarEscola(ctx, { nome: "Escola Movimentada", telefone: undefined });
    await Promise.all(Array.from({ length: 10 }, (_, i) => criarAluno(ctx, aluno(idEscola, `Aluno Antes ${i}`))));
    // Three first views of Home and 20 creations, all at once: whichever base is kept, it holds.
    await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => criarAluno(ctx, aluno(idEscola, `Aluno Durante ${i}`))),
      contarDeNovo(ctx.empresa.id),
      contarDeNovo(ctx.empresa.id),
      contadoresDaEmpresa(ctx),
    ]);
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 1, alunosAtivos: 30 });
    await Promise.all(Array.from({ length: 5 }, (_, i) => criarAluno(ctx, aluno(idEscola, `Aluno Depois ${i}`))));
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(35);
  });

  it("is another company's: a base or a shard of the path that names another company counts nothing", async () => {
    const ctx = contexto();
    await testDb().doc(`contadores/${ctx.empresa.id}`).set({ idEmpresa: "outra", base: { escolasAtivas: 9, alunosAtivos: 9, abaixoDoMinimo: 9 } });
    expect(await lerContadores(ctx.empresa.id)).toBeNull();
    await testDb().doc(`contadores/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, base: { escolasAtivas: 0, alunosAtivos: 0, abaixoDoMinimo: 0 } });
    await testDb().doc(`contadores/${ctx.empresa.id}/fatias/1`).set({ idEmpresa: "outra", escolasAtivas: 7 });
    expect(await lerContadores(ctx.empresa.id)).toEqual({ escolasAtivas: 0, alunosAtivos: 0, abaixoDoMinimo: 0 });
  });
});

describe("what Home shows is never a wrong count it could tell", () => {
  it("a kept count below zero, or a malformed base, is counted again and its base replaced", async () => {
    const ctx = contexto();
    await seedEscolas(ctx.empresa.id, [{ nome: "Escola Real" }]);
    const erro = jest.spyOn(console, "error").mockImplementation(() => {});
    for (const base of [{ escolasAtivas: -3, alunosAtivos: 0, abaixoDoMinimo: 0 }, { escolasAtivas: "7", alunosAtivos: 0, abaixoDoMinimo: 0 }]) {
      await testDb().doc(`contadores/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, base });
      expect((await contadoresDaEmpresa(ctx)).escolasAtivas).toBe(1);
      expect(await lerContadores(ctx.empresa.id)).toMatchObject({ escolasAtivas: 1 }); // kept again: the next view reads it
    }
    expect(erro).toHaveBeenCalledWith(expect.stringContaining("below zero"));
    expect(erro).toHaveBeenCalledWith(expect.stringContaining("malformed base"));
    erro.mockRestore();
  });

  it("counts by the stored field: a school or student whose field reads as active but is not stored so is not counted out", async () => {
    const ctx = contexto();
    const [certa, semCampo] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Certa" }, { nome: "Escola Sem Campo" }]);
    const [aluno, torto] = await seedAlunos(ctx.empresa.id, [{ nome: "Aluno Certo", idEscola: certa! }, { nome: "Aluno Torto", idEscola: certa! }]);
    // Written outside the app before Home's first count: no `ativa`; a `situacao` no form writes.
    await testDb().doc(`escolas/${semCampo}`).update({ ativa: FieldValue.delete() });
    await testDb().doc(`alunos/${torto!.id}`).update({ situacao: "desconhecida" });
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 1, alunosAtivos: 1 });
    await alterarSituacao(ctx, semCampo!, false);
    await excluirAluno(ctx, torto!.id);
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 1, alunosAtivos: 1 });
    await alterarSituacao(ctx, semCampo!, true);
    await excluirAluno(ctx, aluno!.id);
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 2, alunosAtivos: 0 });
  });

  it("a company id no document path can hold is counted, not kept, and nothing fails", async () => {
    const ctx = contexto("emp/com/barras");
    expect(await contadoresDaEmpresa(ctx)).toEqual({ escolasAtivas: 0, alunosAtivos: 0, abaixoDoMinimo: 0 });
    expect(await lerContadores(ctx.empresa.id)).toBeNull();
  });
});
