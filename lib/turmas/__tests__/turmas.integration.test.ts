import { criarEscola } from "@/lib/escolas/escrita";
import { criarAnoLetivo } from "@/lib/anos-letivos/escrita";
import { anoLetivoCriacao } from "@/lib/anos-letivos/schema";
import { atualizarTurma, criarTurma } from "@/lib/turmas/escrita";
import { haOutraTurmaNoAno, lerTurma, turmasCollection, turmasDoAno } from "@/lib/turmas/dados";
import { turmaCriacao, turmaInput, type TurmaInput } from "@/lib/turmas/schema";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { closeTestApp, testDb } from "@/test/support/firebase";
import { contextoDeTeste as contexto, errosDoFormulario, recusa as refusal } from "@/test/support/contexto";

// Turmas on the local database: a name unique in its year (compared without accents or case, also
// when two are sent at once), places never below the students in it, tenancy, and the form's
// refusals next to their fields.

afterAll(closeTestApp);

const erros = turmaTexts.erros;



async function anoDe(ctx: ShellContext): Promise<string> {
  const idEscola = await criarEscola(ctx, { nome: "Escola das Turmas", telefone: undefined });
  const input = anoLetivoCriacao.parse({ idEscola, ano: "2026", tipoEtapas: "semestres", inicio1: "2026-02-02", fim1: "2026-07-03", inicio2: "2026-07-20", fim2: "2026-12-18" });
  return (await criarAnoLetivo(ctx, input)).id;
}

const turma = (nome: string, extra: Partial<Record<string, string>> = {}): TurmaInput =>
  turmaInput.parse({ nome, etapaDeEnsino: "ef-5", turno: "matutino", vagas: "30", inicioAulas: "07:00", fimAulas: "11:30", ...extra });

describe("creating and listing", () => {
  it("stores the turma in its year, lists the year's turmas in name order, with an activity", async () => {
    const ctx = contexto();
    const idAno = await anoDe(ctx);
    const b = await criarTurma(ctx, idAno, turma("5º ano B"), novoTokenDeCriacao());
    const a = await criarTurma(ctx, idAno, turma("5º ano A", { codigoInep: "123" }), novoTokenDeCriacao());
    expect((await turmasDoAno(ctx, idAno)).map((x) => x.nome)).toEqual(["5º ano A", "5º ano B"]);
    expect(await lerTurma(ctx, a.idEscola, a.id)).toMatchObject({ nome: "5º ano A", etapaDeEnsino: "ef-5", turno: "matutino", vagas: 30, cursando: 0, codigoInep: "123", ano: 2026 });
    expect(await lerTurma(ctx, "outra-escola", a.id)).toBeNull();
    const atividades = await testDb().collection("atividades").where("alvo.id", "==", b.id).get();
    expect(atividades.docs.map((d) => d.get("tipo"))).toEqual(["turma.criada"]);
  });

  it("refuses a second turma of the same name in the year, without accents or case, also at once", async () => {
    const ctx = contexto();
    const idAno = await anoDe(ctx);
    const results = await Promise.allSettled([criarTurma(ctx, idAno, turma("5º ano A"), novoTokenDeCriacao()), criarTurma(ctx, idAno, turma("5º ANO a"), novoTokenDeCriacao())]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ message: erros.nomeDuplicado, field: "nome" });
    expect((await refusal(criarTurma(ctx, idAno, turma(" 5º  Ano A "), novoTokenDeCriacao()))).message).toBe(erros.nomeDuplicado);
    // Another year of the same school may have it.
    expect(await turmasDoAno(ctx, idAno)).toHaveLength(1);
  });

  it("answers a retried form with the turma it made", async () => {
    const ctx = contexto();
    const idAno = await anoDe(ctx);
    const token = novoTokenDeCriacao();
    const first = await criarTurma(ctx, idAno, turma("3º ano C"), token);
    await expect(criarTurma(ctx, idAno, turma("3º ano C"), token)).resolves.toEqual(first);
    expect(await turmasDoAno(ctx, idAno)).toHaveLength(1);
  });

  it("haOutraTurmaNoAno: whether the turma's page offers Remanejar (another turma of the year, of the same company)", async () => {
    const ctx = contexto();
    const idAno = await anoDe(ctx);
    const a = await criarTurma(ctx, idAno, turma("5º ano A"), novoTokenDeCriacao());
    expect(await haOutraTurmaNoAno(ctx, idAno, a.id)).toBe(false);
    const b = await criarTurma(ctx, idAno, turma("5º ano B"), novoTokenDeCriacao());
    await criarTurma(ctx, idAno, turma("5º ano C"), novoTokenDeCriacao());
    // The turma itself first or not in the first two read: either way the answer is yes.
    expect(await haOutraTurmaNoAno(ctx, idAno, a.id)).toBe(true);
    expect(await haOutraTurmaNoAno(ctx, idAno, b.id)).toBe(true);
    // Another company reads nothing of that year.
    expect(await haOutraTurmaNoAno(contexto(), idAno, "x")).toBe(false);
    expect(await haOutraTurmaNoAno(ctx, "../x", a.id)).toBe(false);
  });

  it("another company's year is 'not found'", async () => {
    const idAno = await anoDe(contexto());
    expect((await refusal(criarTurma(contexto(), idAno, turma("1º ano A"), novoTokenDeCriacao()))).message).toBe(turmaTexts.naoEncontrada);
  });
});

describe("editing", () => {
  it("renames (freeing the old name), and never lowers the places below the students in it", async () => {
    const ctx = contexto();
    const idAno = await anoDe(ctx);
    const { id } = await criarTurma(ctx, idAno, turma("4º ano A"), novoTokenDeCriacao());
    await atualizarTurma(ctx, id, 1, turma("4º ano B"));
    await criarTurma(ctx, idAno, turma("4º ano A"), novoTokenDeCriacao());
    await turmasCollection().doc(id).update({ cursando: 25 });
    const recusa = await refusal(atualizarTurma(ctx, id, 2, turma("4º ano B", { vagas: "24" })));
    expect(recusa).toMatchObject({ message: "A turma já tem 25 alunos; as vagas não podem ser menos que isso.", field: "vagas" });
    await atualizarTurma(ctx, id, 2, turma("4º ano B", { vagas: "25" }));
    expect((await refusal(atualizarTurma(ctx, id, 2, turma("4º ano B")))).message).toBe(erros.alteradaPorOutro);
    expect((await refusal(atualizarTurma(ctx, id, 3, turma("4º ano A")))).message).toBe(erros.nomeDuplicado);
  });
});

describe("the form's refusals", () => {
  const base = { idAnoLetivo: "x", nome: "5º ano A", etapaDeEnsino: "ef-5", turno: "matutino", vagas: "30", inicioAulas: "07:00", fimAulas: "11:30" };
  const errosDe = (valores: Record<string, unknown>) => errosDoFormulario(turmaCriacao, valores);
  it.each([
    ["no name", { nome: "  " }, "nome", erros.nome],
    ["a 10,000-character name", { nome: "x".repeat(10_000) }, "nome", erros.nomeTamanho],
    ["no etapa", { etapaDeEnsino: "" }, "etapaDeEnsino", erros.etapaDeEnsino],
    ["an unknown etapa", { etapaDeEnsino: "ef-10" }, "etapaDeEnsino", erros.etapaDeEnsino],
    ["0 places", { vagas: "0" }, "vagas", erros.vagas],
    ["81 places", { vagas: "81" }, "vagas", erros.vagas],
    ["places that are not a number", { vagas: "trinta" }, "vagas", erros.vagas],
    ["an end before the start", { fimAulas: "06:00" }, "fimAulas", erros.fimAntesDoInicio],
    ["a time that does not exist", { inicioAulas: "25:00" }, "inicioAulas", erros.hora],
    ["an INEP code with letters", { codigoInep: "12a" }, "codigoInep", erros.codigoInep],
    ["an INEP code of 11 digits", { codigoInep: "12345678901" }, "codigoInep", erros.codigoInep],
  ])("%s", (_, extra, campo, mensagem) => {
    expect(errosDe({ ...base, ...extra })[campo]).toBe(mensagem);
  });
});
