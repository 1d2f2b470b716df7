import { randomBytes } from "node:crypto";
import { criarTurma, adicionarProfessor, removerProfessor } from "@/lib/turmas/escrita";
import { adicionarComponente, definirProfessorDoComponente, removerComponente, renomearComponente } from "@/lib/turmas/componentes-escrita";
import { adicionarComponenteInput, professorDoComponenteInput, removerComponenteInput, renomearComponenteInput } from "@/lib/turmas/componentes-schema";
import { turmaInput } from "@/lib/turmas/schema";
import { lerTurmaPorId } from "@/lib/turmas/dados";
import { removerMembro } from "@/lib/membros/escrita";
import { historico } from "@/lib/atividades/dados";
import { idDaFolha } from "@/lib/notas/documento";
import { anoAtual } from "@/lib/infra/relogio";
import { actionTexts, nomeTexts, turmaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import {
  adicionarComponenteAction,
  professorDoComponenteAction,
  removerComponenteAction,
  renomearComponenteAction,
} from "@/app/(main)/escolas/_turmas/componentes-actions";
import { contextoDeTeste as contexto, errosDoFormulario, recusa } from "@/test/support/contexto";
import { createUser, link, readAtividades, readTurma, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { form, run } from "@/test/support/form-actions";
import { membroConectado, prepararTestesDeAcoes } from "@/test/support/acoes";

// A turma's `Componentes curriculares` on the local database: a new turma's defaults from its etapa
// de ensino; adding, renaming, removing (never one with grades) and naming its professor, each in
// the turma's history; a name unique in the turma even when sent twice at once; a closed year, another
// company's ids and a forged request by a reader change nothing.

jest.mock("next/headers", () => jest.requireActual("@/test/support/request-cookies").nextHeadersMock);

prepararTestesDeAcoes();

const t = turmaTexts.componentes;
const erros = t.erros;
const ANO = anoAtual();

/** A school's year in progress with a 5º ano turma (stored without components: the defaults, 7). */
async function cenario(secretaria: ShellContext = contexto()) {
  const idEmpresa = secretaria.empresa.id;
  const [idEscola] = await seedEscolas(idEmpresa, [{ nome: "Escola dos Componentes" }]);
  const ano = await seedAnoComTurmas(idEmpresa, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }, { nome: "Creche A", etapaDeEnsino: "ei-creche" }] });
  const [turma, creche] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  return { secretaria, idEmpresa, idEscola: idEscola!, ano, turma, creche };
}

const componentesDe = async (ctx: ShellContext, id: string) => (await lerTurmaPorId(ctx, id))!.componentes;
const nomesDe = async (ctx: ShellContext, id: string) => (await componentesDe(ctx, id)).map((c) => c.nome);
const guardados = async (id: string) => (await readTurma(id))?.componentes;

describe("a new turma's components", () => {
  it.each([
    ["ef-3", 7],
    ["ef-7", 8],
    ["em-1", 12],
    ["eja-ef", 7],
    ["ei-creche", 0],
  ])("%s starts with %i, stored", async (etapaDeEnsino, quantos) => {
    const { secretaria, ano } = await cenario();
    const input = turmaInput.parse({ nome: `Turma ${etapaDeEnsino}`, etapaDeEnsino, turno: "matutino", vagas: "30", inicioAulas: "07:30", fimAulas: "12:00" });
    const { id } = await criarTurma(secretaria, ano.id, input, randomBytes(18).toString("base64url"));
    const stored = (await guardados(id)) as { id: string; nome: string; professor: string | null }[];
    expect(stored).toHaveLength(quantos);
    expect(stored.every((c) => c.professor === null)).toBe(true);
    expect(await componentesDe(secretaria, id)).toEqual(stored);
    if (etapaDeEnsino === "em-1") expect(stored.map((c) => c.nome)).toContain("Filosofia");
    if (etapaDeEnsino === "ef-7") expect(stored.at(-1)).toEqual({ id: "lingua-inglesa", nome: "Língua Inglesa", professor: null });
  });
});

describe("the name of a component", () => {
  it("is NFC, its blanks collapsed; refuses empty, too long, 10,000 characters and control characters", () => {
    expect(adicionarComponenteInput.parse({ idTurma: "x", nome: "  Robo\u0301tica \t  Educacional " }).nome).toBe("Robótica Educacional");
    const erro = (nome: unknown) => errosDoFormulario(adicionarComponenteInput, { idTurma: "x", nome }).nome;
    expect(erro("")).toBe(erros.nome);
    expect(erro("   ")).toBe(erros.nome);
    expect(erro(undefined)).toBe(erros.nome);
    expect(erro("a".repeat(61))).toBe(erros.nomeTamanho);
    expect(erro("a".repeat(10_000))).toBe(erros.nomeTamanho);
    expect(erro("a".repeat(10_001))).toBe(erros.nomeTamanho);
    expect(erro("Robó\u0000tica")).toBe(nomeTexts.caracteresInvalidos);
    expect(erro("Robó\u202Etica")).toBe(nomeTexts.caracteresInvalidos);
    expect(erro("Robó\u200Btica")).toBe(nomeTexts.caracteresInvalidos);
    expect(adicionarComponenteInput.parse({ idTurma: "x", nome: "a".repeat(60) }).nome).toHaveLength(60);
    expect(errosDoFormulario(renomearComponenteInput, { idTurma: "x", nome: "Artes" }).idComponente).toBe(erros.naoEncontrado);
    expect(errosDoFormulario(removerComponenteInput, { idComponente: "x" }).idTurma).toBe(turmaTexts.naoEncontrada);
    expect(errosDoFormulario(professorDoComponenteInput, { idTurma: "x", idComponente: "y" }).professor).toBe(erros.professor);
  });
});

describe("a turma's components, changed", () => {
  it("adds, renames, names a professor, removes; each in the turma's history", async () => {
    const { secretaria, turma, idEmpresa } = await cenario();
    const professora = await createUser({ displayName: "Ana Souza" });
    await link(professora, [idEmpresa], { papel: "professor" });
    await adicionarProfessor(secretaria, turma.id, professora.uid);

    await adicionarComponente(secretaria, { idTurma: turma.id, nome: "Robótica" });
    // The defaults are stored with it: the turma's list is its own from now on.
    expect((await guardados(turma.id)) as unknown[]).toHaveLength(8);
    expect((await componentesDe(secretaria, turma.id)).at(-1)).toEqual({ id: "robotica", nome: "Robótica", professor: null });

    await renomearComponente(secretaria, { idTurma: turma.id, idComponente: "robotica", nome: "Robótica Educacional" });
    expect((await componentesDe(secretaria, turma.id)).at(-1)).toEqual({ id: "robotica", nome: "Robótica Educacional", professor: null });

    await definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "robotica", professor: professora.uid });
    expect((await componentesDe(secretaria, turma.id)).at(-1)?.professor).toBe(professora.uid);
    await definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "robotica", professor: "" });
    expect((await componentesDe(secretaria, turma.id)).at(-1)?.professor).toBeNull();

    await removerComponente(secretaria, { idTurma: turma.id, idComponente: "robotica" });
    expect(await nomesDe(secretaria, turma.id)).not.toContain("Robótica Educacional");
    expect(await nomesDe(secretaria, turma.id)).toHaveLength(7);

    const entradas = await historico(secretaria, turma.id);
    expect(entradas.filter((e) => e.tipo === "turma.atualizada").map((e) => e.detalhe)).toEqual([
      t.historico.removido("Robótica Educacional"),
      t.historico.professor("Robótica Educacional", null),
      t.historico.professor("Robótica Educacional", "Ana Souza"),
      t.historico.renomeado("Robótica", "Robótica Educacional"),
      t.historico.adicionado("Robótica"),
    ]);
  });

  it("keeps a name unique in the turma (accents and case aside), renaming a component to its own name too", async () => {
    const { secretaria, turma } = await cenario();
    const erro = await recusa(adicionarComponente(secretaria, { idTurma: turma.id, nome: "MATEMATICA" }));
    expect([erro.message, erro.field]).toEqual([erros.duplicado, "nome"]);
    expect((await recusa(renomearComponente(secretaria, { idTurma: turma.id, idComponente: "arte", nome: "Ciências" }))).message).toBe(erros.duplicado);
    await renomearComponente(secretaria, { idTurma: turma.id, idComponente: "arte", nome: "ARTE" });
    expect((await componentesDe(secretaria, turma.id)).find((c) => c.id === "arte")?.nome).toBe("ARTE");
    // A removed component's name is free again; a renamed one's id stays taken.
    await renomearComponente(secretaria, { idTurma: turma.id, idComponente: "arte", nome: "Artes Visuais" });
    await adicionarComponente(secretaria, { idTurma: turma.id, nome: "Arte" });
    expect((await componentesDe(secretaria, turma.id)).filter((c) => c.id.startsWith("arte")).map((c) => [c.id, c.nome])).toEqual([
      ["arte", "Artes Visuais"],
      ["arte-2", "Arte"],
    ]);
  });

  it("two additions of the same name sent at once: exactly one lands", async () => {
    const { secretaria, turma } = await cenario();
    const outra = contexto(secretaria.empresa.id);
    const resultados = await Promise.allSettled([adicionarComponente(secretaria, { idTurma: turma.id, nome: "Robótica" }), adicionarComponente(outra, { idTurma: turma.id, nome: "robotica" })]);
    expect(resultados.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const recusado = resultados.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((recusado.reason as Error).message).toBe(erros.duplicado);
    expect((await nomesDe(secretaria, turma.id)).filter((n) => n.toLowerCase().startsWith("rob"))).toHaveLength(1);
    expect((await readAtividades(turma.id)).filter((a) => a.tipo === "turma.atualizada")).toHaveLength(1);
  });

  it("two different additions sent at once both land", async () => {
    const { secretaria, turma } = await cenario();
    await Promise.all([adicionarComponente(secretaria, { idTurma: turma.id, nome: "Robótica" }), adicionarComponente(contexto(secretaria.empresa.id), { idTurma: turma.id, nome: "Xadrez" })]);
    expect((await nomesDe(secretaria, turma.id)).slice(-2).sort()).toEqual(["Robótica", "Xadrez"]);
  });

  it("a turma has at most 30 components", async () => {
    const { secretaria, turma } = await cenario();
    const componentes = Array.from({ length: 30 }, (_, i) => ({ id: `c-${i}`, nome: `Componente ${i}`, professor: null }));
    await testDb().doc(`turmas/${turma.id}`).update({ componentes });
    expect((await recusa(adicionarComponente(secretaria, { idTurma: turma.id, nome: "Mais um" }))).message).toBe(erros.demais);
    expect(await guardados(turma.id)).toEqual(componentes);
  });

  it("Educação Infantil takes no component", async () => {
    const { secretaria, creche } = await cenario();
    expect(await componentesDe(secretaria, creche.id)).toEqual([]);
    expect((await recusa(adicionarComponente(secretaria, { idTurma: creche.id, nome: "Música" }))).message).toBe(erros.educacaoInfantil);
    expect(await guardados(creche.id)).toBeUndefined();
  });

  it("refuses a component the turma does not have, and a professor who is not the turma's", async () => {
    const { secretaria, turma, idEmpresa } = await cenario();
    const deFora = await createUser({ displayName: "Bruno Lima" });
    await link(deFora, [idEmpresa], { papel: "professor" });
    for (const work of [
      () => renomearComponente(secretaria, { idTurma: turma.id, idComponente: "robotica", nome: "Xadrez" }),
      () => removerComponente(secretaria, { idTurma: turma.id, idComponente: "robotica" }),
      () => definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "robotica", professor: "" }),
    ]) {
      expect((await recusa(work())).message).toBe(erros.naoEncontrado);
    }
    const erro = await recusa(definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "matematica", professor: deFora.uid }));
    expect([erro.message, erro.field]).toEqual([erros.professor, "professor"]);
    expect(await guardados(turma.id)).toBeUndefined();
    expect(await readAtividades(turma.id)).toEqual([]);
  });
});

describe("a component with grades", () => {
  it("is not removed while any of its sheets holds a grade; an empty sheet does not count", async () => {
    const { secretaria, turma, idEmpresa, idEscola, ano } = await cenario();
    const folha = (etapa: string, valores: Record<string, number>) =>
      testDb()
        .doc(`notas/${idDaFolha(turma.id, "matematica", etapa as "0")}`)
        .set({ idEmpresa, idTurma: turma.id, idEscola, idAnoLetivo: ano.id, ano: ANO, idComponente: "matematica", etapa, valores, versao: 1, salvaPorNome: "Secretaria", salvaEm: new Date() });
    await folha("0", {});
    await folha("3", { "aluno-1": 75 });
    expect((await recusa(removerComponente(secretaria, { idTurma: turma.id, idComponente: "matematica" }))).message).toBe(erros.comNotas);
    expect(await guardados(turma.id)).toBeUndefined();
    await folha("3", {});
    await folha("rec", { "aluno-1": 60 });
    expect((await recusa(removerComponente(secretaria, { idTurma: turma.id, idComponente: "matematica" }))).message).toBe(erros.comNotas);
    await folha("rec", {});
    await removerComponente(secretaria, { idTurma: turma.id, idComponente: "matematica" });
    expect(await nomesDe(secretaria, turma.id)).not.toContain("Matemática");
  });
});

describe("what changes nothing", () => {
  it("a closed year", async () => {
    const { secretaria, turma, ano, idEmpresa } = await cenario();
    const professora = await createUser({ displayName: "Ana Souza" });
    await link(professora, [idEmpresa], { papel: "professor" });
    await adicionarProfessor(secretaria, turma.id, professora.uid);
    await testDb().doc(`anos_letivos/${ano.id}`).update({ situacao: "encerrado" });
    const antes = (await readAtividades(turma.id)).length;
    for (const work of [
      () => adicionarComponente(secretaria, { idTurma: turma.id, nome: "Robótica" }),
      () => renomearComponente(secretaria, { idTurma: turma.id, idComponente: "arte", nome: "Artes" }),
      () => removerComponente(secretaria, { idTurma: turma.id, idComponente: "arte" }),
      () => definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "arte", professor: professora.uid }),
    ]) {
      expect((await recusa(work())).message).toBe(turmaTexts.erros.anoEncerrado);
    }
    expect(await guardados(turma.id)).toBeUndefined();
    expect(await readAtividades(turma.id)).toHaveLength(antes);
  });

  it("another company's turma is not found", async () => {
    const { turma } = await cenario();
    const alheia = contexto();
    for (const work of [
      () => adicionarComponente(alheia, { idTurma: turma.id, nome: "Robótica" }),
      () => renomearComponente(alheia, { idTurma: turma.id, idComponente: "arte", nome: "Artes" }),
      () => removerComponente(alheia, { idTurma: turma.id, idComponente: "arte" }),
      () => definirProfessorDoComponente(alheia, { idTurma: turma.id, idComponente: "arte", professor: "" }),
      () => adicionarComponente(alheia, { idTurma: "nao/existe", nome: "Robótica" }),
    ]) {
      expect((await recusa(work())).message).toBe(turmaTexts.naoEncontrada);
    }
    expect(await guardados(turma.id)).toBeUndefined();
    expect(await readAtividades(turma.id)).toEqual([]);
  });

  it.each(["consulta", "professor"] as const)("a forged request by %s is refused, nothing written", async (papel) => {
    const { ctx } = await membroConectado("Empresa dos Componentes", papel);
    const { turma } = await cenario(ctx);
    const pedidos: [typeof adicionarComponenteAction, Record<string, string>][] = [
      [adicionarComponenteAction, { idTurma: turma.id, nome: "Robótica" }],
      [renomearComponenteAction, { idTurma: turma.id, idComponente: "arte", nome: "Artes" }],
      [removerComponenteAction, { idTurma: turma.id, idComponente: "arte" }],
      [professorDoComponenteAction, { idTurma: turma.id, idComponente: "arte", professor: "" }],
    ];
    for (const [acao, campos] of pedidos) {
      const { state } = await run(acao, form(campos));
      expect(state?.message).toBe(actionTexts.semPermissao);
    }
    expect(await guardados(turma.id)).toBeUndefined();
    expect(await readAtividades(turma.id)).toEqual([]);
  });

  it("a secretaria's bad input through the action: a Portuguese message next to the field", async () => {
    const { ctx } = await membroConectado("Empresa dos Componentes", "secretaria");
    const { turma } = await cenario(ctx);
    expect((await run(adicionarComponenteAction, form({ idTurma: turma.id, nome: "x".repeat(10_000) }))).state?.fieldErrors).toEqual({ nome: erros.nomeTamanho });
    expect((await run(adicionarComponenteAction, form({ idTurma: turma.id, nome: "Matemática" }))).state?.fieldErrors).toEqual({ nome: erros.duplicado });
    expect((await run(removerComponenteAction, form({ idTurma: turma.id, idComponente: "nao-existe" }))).state?.message).toBe(erros.naoEncontrado);
    expect(await guardados(turma.id)).toBeUndefined();
  });
});

describe("a professor leaving", () => {
  it("the turma: no longer the professor of its components", async () => {
    const { secretaria, turma, idEmpresa } = await cenario();
    const ana = await createUser({ displayName: "Ana Souza" });
    const bruno = await createUser({ displayName: "Bruno Lima" });
    await link(ana, [idEmpresa], { papel: "professor" });
    await link(bruno, [idEmpresa], { papel: "professor" });
    await adicionarProfessor(secretaria, turma.id, ana.uid);
    await adicionarProfessor(secretaria, turma.id, bruno.uid);
    await definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "matematica", professor: ana.uid });
    await definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "ciencias", professor: ana.uid });
    await definirProfessorDoComponente(secretaria, { idTurma: turma.id, idComponente: "historia", professor: bruno.uid });
    await removerProfessor(secretaria, turma.id, ana.uid);
    const professores = Object.fromEntries((await componentesDe(secretaria, turma.id)).map((c) => [c.id, c.professor]));
    expect([professores.matematica, professores.ciencias, professores.historia]).toEqual([null, null, bruno.uid]);
    // Then the company: removed, she leaves every component of every turma.
    await removerMembro({ idEmpresa, uid: "admin-teste", nome: "Administradora Teste" }, bruno.uid);
    expect((await componentesDe(secretaria, turma.id)).every((c) => c.professor === null)).toBe(true);
    expect((await lerTurmaPorId(secretaria, turma.id))?.professores).toEqual([]);
  });
});
