import { atualizarAluno, criarAluno, excluirAluno } from "@/lib/alunos/escrita";
import { alunosCollection, contarAlunos, lerAluno, listarAlunos } from "@/lib/alunos/dados";
import { type FiltroAlunos } from "@/lib/alunos/schema";
import { historico } from "@/lib/atividades/dados";
import { alterarSituacao, criarEscola } from "@/lib/escolas/escrita";
import { lerEscola } from "@/lib/escolas/dados";
import { anoAtual } from "@/lib/infra/relogio";
import { mascararCpf } from "@/lib/campos/cpf";
import { decodeCursor, PAGE_SIZE, type PageRequest } from "@/lib/infra/paginacao";
import { alunoTexts, escolaTexts } from "@/lib/messages";
import type { AlunoInput } from "@/lib/alunos/schema";
import { closeTestApp, readCpfKey, testDb } from "@/test/support/firebase";
import { contextoDeTeste as contexto, recusa as refusal } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";

afterAll(closeTestApp);


/** A company with one active school; returns the context and the school's id. Home's kept counts start with the company (checked with `conferirContadores`). */
async function empresaComEscola() {
  const ctx = contexto();
  await conferirContadores(ctx);
  const idEscola = await criarEscola(ctx, { nome: "Escola Base", telefone: undefined });
  return { ctx, idEscola };
}

const aluno = (idEscola: string, nome: string, extra: Partial<AlunoInput> = {}): AlunoInput => ({
  nome,
  dataNascimento: "2015-03-10",
  idEscola,
  cpf: null,
  responsavelNome: undefined,
  responsavelTelefone: undefined,
  responsavelEmail: null,
  ...extra,
});

const first: PageRequest = { kind: "first" };
const filtro = (busca = "", extra: Partial<FiltroAlunos> = {}): FiltroAlunos => ({ busca, idEscola: null, situacao: "todos", ...extra });
const nomes = (page: { items: { nome: string }[] }) => page.items.map((a) => a.nome);


describe("matrícula", () => {
  it("gives 50 students created at the same moment 50 different numbers of the year's sequence", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => criarAluno(ctx, aluno(idEscola, `Aluno Concorrente ${i}`))));
    const numeros = created.map((c) => c.matricula).sort();
    const ano = anoAtual();
    expect(numeros).toEqual(Array.from({ length: 50 }, (_, i) => `${ano}-${String(i + 1).padStart(6, "0")}`));
    expect((await lerEscola(ctx, idEscola))?.alunosAtivos).toBe(50);
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 1, alunosAtivos: 50 });
  }, 60_000);

  it("never reuses a number, even after a deletion; each company has its own sequence", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const a = await criarAluno(ctx, aluno(idEscola, "Primeiro Aluno"));
    await excluirAluno(ctx, a.id);
    const b = await criarAluno(ctx, aluno(idEscola, "Segundo Aluno"));
    expect(b.matricula).toBe(`${anoAtual()}-000002`);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(1);
    const outra = await empresaComEscola();
    expect((await criarAluno(outra.ctx, aluno(outra.idEscola, "Aluno de Outra"))).matricula).toBe(`${anoAtual()}-000001`);
  });
});

describe("CPF", () => {
  it("is unique in the company under concurrent saves, and free across companies", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => criarAluno(ctx, aluno(idEscola, `Aluno ${i}`, { cpf: "52998224725" }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const vencedor = (await alunosCollection().where("idEmpresa", "==", ctx.empresa.id).get()).docs[0]!;
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(r.reason).toMatchObject({ message: `Já existe um aluno com este número de CPF (matrícula ${vencedor.get("matricula")}).`, field: "cpf" });
    }
    expect(await readCpfKey(ctx.empresa.id, "52998224725")).toMatchObject({ idAluno: vencedor.id });
    const outra = await empresaComEscola();
    await expect(criarAluno(outra.ctx, aluno(outra.idEscola, "Mesmo CPF Outra Empresa", { cpf: "52998224725" }))).resolves.toBeDefined();
  });

  it("lets only one of two concurrent edits give the same CPF to two students; the loser keeps its own", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const a = await criarAluno(ctx, aluno(idEscola, "Aluna Um", { cpf: "11144477735" }));
    const b = await criarAluno(ctx, aluno(idEscola, "Aluno Dois"));
    const results = await Promise.allSettled([
      atualizarAluno(ctx, a.id, 1, { ...aluno(idEscola, "Aluna Um", { cpf: "52998224725" }), situacao: "ativo" }),
      atualizarAluno(ctx, b.id, 1, { ...aluno(idEscola, "Aluno Dois", { cpf: "52998224725" }), situacao: "ativo" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const ganhou = results[0].status === "fulfilled" ? a : b;
    const perdeu = ganhou === a ? b : a;
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ field: "cpf", message: alunoTexts.erros.unicoRepetido("CPF", ganhou.matricula) });
    expect((await lerAluno(ctx, ganhou.id))?.cpf).toBe("52998224725");
    expect((await lerAluno(ctx, perdeu.id))?.cpf).toBe(perdeu === a ? "11144477735" : null);
    expect(await readCpfKey(ctx.empresa.id, "52998224725")).toMatchObject({ idAluno: ganhou.id });
    // The winner's old CPF (if it was Aluna Um's) is free; the loser's is still hers.
    expect(await readCpfKey(ctx.empresa.id, "11144477735")).toEqual(ganhou === a ? undefined : expect.objectContaining({ idAluno: a.id }));
  });

  it("frees a deleted student's CPF", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const a = await criarAluno(ctx, aluno(idEscola, "Aluna Excluida", { cpf: "52998224725" }));
    await excluirAluno(ctx, a.id);
    expect(await readCpfKey(ctx.empresa.id, "52998224725")).toBeUndefined();
    await expect(criarAluno(ctx, aluno(idEscola, "Nova Dona do CPF", { cpf: "52998224725" }))).resolves.toBeDefined();
  });

  it("keeps the stored CPF when the form sends its mask back, removes it when empty, frees the old one on change", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluna com CPF", { cpf: "52998224725" }));
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluna com CPF", { cpf: mascararCpf("52998224725") }), situacao: "ativo" });
    expect((await lerAluno(ctx, id))?.cpf).toBe("52998224725");
    expect((await refusal(atualizarAluno(ctx, id, 2, { ...aluno(idEscola, "Aluna com CPF", { cpf: "***.111.222-**" }), situacao: "ativo" }))).field).toBe("cpf");
    await atualizarAluno(ctx, id, 2, { ...aluno(idEscola, "Aluna com CPF", { cpf: "11144477735" }), situacao: "ativo" });
    await expect(criarAluno(ctx, aluno(idEscola, "Pega o CPF Antigo", { cpf: "52998224725" }))).resolves.toBeDefined();
    await atualizarAluno(ctx, id, 3, { ...aluno(idEscola, "Aluna com CPF", { cpf: null }), situacao: "ativo" });
    expect((await lerAluno(ctx, id))?.cpf).toBeNull();
    await expect(criarAluno(ctx, aluno(idEscola, "Pega o CPF Liberado", { cpf: "11144477735" }))).resolves.toBeDefined();
  });
});

describe("scoping, schools and versions", () => {
  it("reads, lists and changes only the company's students; another company's is not found", async () => {
    const mine = await empresaComEscola();
    const other = await empresaComEscola();
    const alheio = await criarAluno(other.ctx, aluno(other.idEscola, "Aluno Alheio"));
    await criarAluno(mine.ctx, aluno(mine.idEscola, "Aluno Meu"));
    expect(await lerAluno(mine.ctx, alheio.id)).toBeNull();
    expect(nomes(await listarAlunos(mine.ctx, filtro(), first))).toEqual(["Aluno Meu"]);
    expect((await refusal(atualizarAluno(mine.ctx, alheio.id, 1, { ...aluno(mine.idEscola, "Tomado"), situacao: "ativo" }))).message).toBe(alunoTexts.naoEncontrado);
    expect((await refusal(excluirAluno(mine.ctx, alheio.id))).message).toBe(alunoTexts.naoEncontrado);
    expect((await refusal(criarAluno(mine.ctx, aluno(other.idEscola, "Na Escola Alheia")))).field).toBe("idEscola");
  });

  it("takes new students only in active schools; a student keeps an inactive current school", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluno da Escola"));
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluno da Escola"), situacao: "transferido" });
    await alterarSituacao(ctx, idEscola, false);
    expect((await refusal(criarAluno(ctx, aluno(idEscola, "Aluno Novo")))).field).toBe("idEscola");
    await expect(atualizarAluno(ctx, id, 2, { ...aluno(idEscola, "Aluno da Escola Renomeado"), situacao: "transferido" })).resolves.toBeUndefined();
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 0, alunosAtivos: 0 });
  });

  it("refuses to deactivate a school with active students, and allows it once none is", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluno Ativo"));
    expect((await refusal(alterarSituacao(ctx, idEscola, false))).message).toBe(escolaTexts.erros.temAlunosAtivos);
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluno Ativo"), situacao: "inativo" });
    expect((await lerEscola(ctx, idEscola))?.alunosAtivos).toBe(0);
    await expect(alterarSituacao(ctx, idEscola, false)).resolves.toBeUndefined();
  });

  it("moves a student's count between schools", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const outra = await criarEscola(ctx, { nome: "Escola Nova", telefone: undefined });
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluno Mudando"));
    await atualizarAluno(ctx, id, 1, { ...aluno(outra, "Aluno Mudando"), situacao: "ativo" });
    expect((await lerEscola(ctx, idEscola))?.alunosAtivos).toBe(0);
    expect((await lerEscola(ctx, outra))?.alunosAtivos).toBe(1);
    expect(await conferirContadores(ctx)).toMatchObject({ escolasAtivas: 2, alunosAtivos: 1 });
    await atualizarAluno(ctx, id, 2, { ...aluno(idEscola, "Aluno Mudando"), situacao: "inativo" });
    await atualizarAluno(ctx, id, 3, { ...aluno(idEscola, "Aluno Mudando"), situacao: "ativo" });
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(1);
  });

  it("refuses a stale edit", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluno Versionado"));
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluno Primeiro"), situacao: "ativo" });
    expect((await refusal(atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluno Segundo"), situacao: "ativo" }))).message).toBe(
      alunoTexts.erros.alteradoPorOutro,
    );
    expect((await lerAluno(ctx, id))?.nome).toBe("Aluno Primeiro");
  });
});

describe("search", () => {
  it("finds by word beginnings (accents and case aside), several words narrowing, the tokens following every rename", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const joao = await criarAluno(ctx, aluno(idEscola, "João Pedro Souza"));
    await criarAluno(ctx, aluno(idEscola, "Joana Souto"));
    await criarAluno(ctx, aluno(idEscola, "Pedro Álvares"));
    const busca = async (q: string) => nomes(await listarAlunos(ctx, filtro(q), first));
    expect(await busca("joao")).toEqual(["João Pedro Souza"]);
    expect(await busca("sou")).toEqual(["Joana Souto", "João Pedro Souza"]);
    expect(await busca("joao sou")).toEqual(["João Pedro Souza"]);
    expect(await busca("SOU JO")).toEqual(["Joana Souto", "João Pedro Souza"]);
    expect(await busca("pedro alv")).toEqual(["Pedro Álvares"]);
    expect(await busca("jo pe sou")).toEqual(["João Pedro Souza"]); // a third word is checked on the rows
    await atualizarAluno(ctx, joao.id, 1, { ...aluno(idEscola, "Marcos Vinícius"), situacao: "ativo" });
    expect(await busca("joao")).toEqual([]);
    expect(await busca("vinicius marc")).toEqual(["Marcos Vinícius"]);
  });

  it("finds exactly one student by a whole matrícula or CPF (punctuated or not)", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const a = await criarAluno(ctx, aluno(idEscola, "Aluno Um", { cpf: "52998224725" }));
    await criarAluno(ctx, aluno(idEscola, "Aluno Dois"));
    expect(nomes(await listarAlunos(ctx, filtro(a.matricula), first))).toEqual(["Aluno Um"]);
    expect(nomes(await listarAlunos(ctx, filtro("529.982.247-25"), first))).toEqual(["Aluno Um"]);
    expect(nomes(await listarAlunos(ctx, filtro("52998224725"), first))).toEqual(["Aluno Um"]);
    expect(await contarAlunos(ctx, filtro(a.matricula))).toEqual({ total: 1, aoMenos: false });
  });

  it("combines with the school and situation filters, and counts what it finds", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const outra = await criarEscola(ctx, { nome: "Escola Dois", telefone: undefined });
    await criarAluno(ctx, aluno(idEscola, "Ana Lima"));
    await criarAluno(ctx, aluno(outra, "Ana Costa"));
    const t = await criarAluno(ctx, aluno(outra, "Ana Transferida"));
    await atualizarAluno(ctx, t.id, 1, { ...aluno(outra, "Ana Transferida"), situacao: "transferido" });
    const ativosNaOutra = filtro("ana", { idEscola: outra, situacao: "ativos" });
    expect(nomes(await listarAlunos(ctx, ativosNaOutra, first))).toEqual(["Ana Costa"]);
    expect(await contarAlunos(ctx, ativosNaOutra)).toEqual({ total: 1, aoMenos: false });
    expect(await contarAlunos(ctx, filtro("ana"))).toEqual({ total: 3, aoMenos: false });
    expect(await contarAlunos(ctx, filtro("ana l x"))).toEqual({ total: 0, aoMenos: false });
    expect(nomes(await listarAlunos(ctx, filtro("", { situacao: "transferidos" }), first))).toEqual(["Ana Transferida"]);
  });

  it("pages by cursors in pt-BR order", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    for (let i = 0; i < 28; i += 7) {
      await Promise.all(Array.from({ length: 7 }, (_, j) => criarAluno(ctx, aluno(idEscola, `Aluno ${String(i + j).padStart(2, "0")}`))));
    }
    const page1 = await listarAlunos(ctx, filtro(), first);
    expect(page1.items).toHaveLength(PAGE_SIZE);
    const page2 = await listarAlunos(ctx, filtro(), { kind: "after", cursor: decodeCursor(page1.proxima)! });
    expect(nomes(page2)).toEqual(["Aluno 25", "Aluno 26", "Aluno 27"]);
    expect(nomes(await listarAlunos(ctx, filtro(), { kind: "before", cursor: decodeCursor(page2.anterior)! }))).toEqual(nomes(page1));
  }, 30_000);
});

describe("history and deletion", () => {
  it("records creation and each change, newest first; a CPF change without the numbers", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluna Histórica"));
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluna Histórica", { responsavelNome: "Rosa Histórica", cpf: "52998224725" }), situacao: "ativo" });
    await atualizarAluno(ctx, id, 2, { ...aluno(idEscola, "Aluna Histórica", { responsavelNome: "Rosa Histórica", cpf: mascararCpf("52998224725") }), situacao: "transferido" });
    const entradas = await historico(ctx, id);
    expect(entradas.map((e) => e.tipo)).toEqual(["aluno.atualizado", "aluno.atualizado", "aluno.criado"]);
    expect(entradas[0]!.mudancas).toEqual([{ campo: "situacao", de: "ativo", para: "transferido" }]);
    expect(entradas[1]!.mudancas).toEqual([
      { campo: "responsavelNome", de: null, para: "Rosa Histórica" },
      { campo: "cpf", de: null, para: null },
    ]);
    expect(JSON.stringify(entradas)).not.toContain("52998224725");
    expect(entradas[0]!.porNome).toBe("Secretaria Teste");
  });

  it("deletes the student and the personal data in its history; the deletion itself stays, nameless", async () => {
    const { ctx, idEscola } = await empresaComEscola();
    const { id } = await criarAluno(ctx, aluno(idEscola, "Aluno Apagado", { cpf: "52998224725" }));
    await atualizarAluno(ctx, id, 1, { ...aluno(idEscola, "Aluno Apagado Silva", { cpf: mascararCpf("52998224725") }), situacao: "ativo" });
    await excluirAluno(ctx, id);
    expect((await alunosCollection().doc(id).get()).exists).toBe(false);
    expect((await lerEscola(ctx, idEscola))?.alunosAtivos).toBe(0);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(0);
    const entradas = (await testDb().collection("atividades").where("alvo.id", "==", id).get()).docs.map((d) => d.data());
    expect(entradas.map((e) => e.tipo).sort()).toEqual(["aluno.atualizado", "aluno.criado", "aluno.excluido"]);
    expect(JSON.stringify(entradas)).not.toMatch(/Apagado|Silva|52998224725/);
    expect(entradas.find((e) => e.tipo === "aluno.excluido")).toMatchObject({ por: ctx.session.uid, alvo: { nome: null } });
    await expect(criarAluno(ctx, aluno(idEscola, "Reusa o CPF", { cpf: "52998224725" }))).resolves.toBeDefined();
  });
});
