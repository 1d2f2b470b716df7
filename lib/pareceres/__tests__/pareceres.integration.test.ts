import { salvarPareceres } from "@/lib/pareceres/escrita";
import { folhaDePareceres } from "@/lib/pareceres/dados";
import { pareceresInput, type PareceresInput } from "@/lib/pareceres/schema";
import { idDoParecer } from "@/lib/pareceres/documento";
import { encerrarAno, previaDoEncerramento } from "@/lib/encerramento/encerrar";
import { boletimDoAluno } from "@/lib/boletins/dados";
import { fatosDoBoletim } from "@/lib/boletins/impressao";
import { lerAnoPorId } from "@/lib/anos-letivos/dados";
import { alunosDaTurma } from "@/lib/enturmacoes/dados";
import { historico } from "@/lib/atividades/dados";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { actionTexts, anoLetivoTexts, pareceresTexts, turmaTexts } from "@/lib/messages";
import { atualizarEtapas } from "@/lib/anos-letivos/escrita";
import type { ShellContext } from "@/lib/shell/contexto";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { fixarHoje } from "@/test/support/hoje";

// `Salvar pareceres` on the local database (issue 41): what is stored (one document per child and
// etapa), saves of different children fired together (both land) and of the same child (one wins),
// a stale save and a retry, 5,001 characters, forged requests, another company's turma, the
// professor's deadline; then the boletim made of them and the closing they stop.

// Today is 12/05/2026: the calendars here are laid around it (etapas from 100 days ago to today, inside this year).
fixarHoje("2026-05-12");

afterAll(closeTestApp);

const erros = pareceresTexts.erros;

/** Days from today (São Paulo), as YYYY-MM-DD. */
function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/**
 * A school's year in progress of two semestres (one that ended 20 days ago, one that ends today)
 * with a turma of `etapaDeEnsino` holding `n` children, and another turma; the company evaluates
 * EF 1º–3º ano by parecer unless `porNotas`.
 */
async function turmaCom(ctx: ShellContext, n: number, { etapaDeEnsino = "ef-2" as CodigoEtapaDeEnsino, porNotas = false } = {}) {
  await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).set({ idEmpresa: ctx.empresa.id, mediaParaAprovacao: 60, frequenciaMinima: 75, recuperacaoFinal: true, anosIniciaisPorParecer: !porNotas });
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola dos Pareceres" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "Turma A", etapaDeEnsino }, { nome: "Turma B", etapaDeEnsino }] });
  await testDb().doc(`anos_letivos/${ano.id}`).update({ tipoEtapas: "semestres", etapas: [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }] });
  const [turma, outra] = ano.turmas as [(typeof ano.turmas)[number], (typeof ano.turmas)[number]];
  const nomes = Array.from({ length: n }, (_, i) => `Criança ${String(i + 1).padStart(2, "0")} Parecer`);
  const alunos = await seedAlunos(ctx.empresa.id, nomes.map((nome) => ({ nome, idEscola: idEscola!, turma, desde: dia(-100) })));
  return { idEscola: idEscola!, ano, turma, outra, alunos: alunos.map((a) => a.id) };
}

const pedido = (idTurma: string, pareceres: Record<string, string>, { etapa = "1", versoes = {} as Record<string, number> } = {}): PareceresInput =>
  pareceresInput.parse({ idTurma, etapa, pareceres: Object.entries(pareceres).map(([id, texto]) => ({ id, texto, versao: versoes[id] ?? 0 })) });

const guardado = async (idTurma: string, idAluno: string, etapa = 1) => (await testDb().doc(`pareceres/${idDoParecer(idTurma, etapa, idAluno)}`).get()).data();
const quantos = async (idTurma: string) => (await testDb().collection("pareceres").where("idTurma", "==", idTurma).get()).size;

describe("saving pareceres", () => {
  it("stores one document per child and etapa (line breaks kept, blanks trimmed), records the activity, and the page reads them back", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 3);
    const [a, b] = alunos as [string, string];
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "  Lê com fluência.\r\nConta até 100. ", [b]: "Participa das rodas." }))).toEqual({ versoes: { [a]: 1, [b]: 1 }, salvos: 2 });
    expect(await guardado(turma.id, a)).toMatchObject({ idEmpresa: ctx.empresa.id, idTurma: turma.id, idAluno: a, etapa: 1, texto: "Lê com fluência.\nConta até 100.", versao: 1, salvoPorNome: "Secretaria Teste" });
    const [entrada] = await historico(ctx, turma.id, 5);
    expect(entrada).toMatchObject({ tipo: "pareceres.salvos", detalhe: "Pareceres (2º semestre): 2 alunos" });

    const ano = (await lerAnoPorId(ctx, turma.idAnoLetivo))!;
    const linhas = await folhaDePareceres(ctx.empresa.id, turma, ano, 1, await alunosDaTurma(ctx, turma.id));
    expect(linhas.map((l) => [l.nome, l.texto, l.versao])).toEqual([
      ["Criança 01 Parecer", "Lê com fluência.\nConta até 100.", 1],
      ["Criança 02 Parecer", "Participa das rodas.", 1],
      ["Criança 03 Parecer", "", 0],
    ]);
  });

  it("two people writing different children at the same time: both saved; the same child: one wins, the other is told, its text not written", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    const outra = contexto(ctx.empresa.id, "administrador");
    const [r1, r2] = await Promise.all([salvarPareceres(ctx, pedido(turma.id, { [a]: "Texto da secretaria." })), salvarPareceres(outra, pedido(turma.id, { [b]: "Texto da direção." }))]);
    expect([r1, r2]).toEqual([
      { versoes: { [a]: 1 }, salvos: 1 },
      { versoes: { [b]: 1 }, salvos: 1 },
    ]);

    const mesmos = await Promise.all([salvarPareceres(ctx, pedido(turma.id, { [a]: "Primeira versão." }, { versoes: { [a]: 1 } })), salvarPareceres(outra, pedido(turma.id, { [a]: "Segunda versão." }, { versoes: { [a]: 1 } }))]);
    expect(mesmos.filter((r) => r.versoes)).toHaveLength(1);
    expect(mesmos.filter((r) => r.alterados)).toEqual([{ alterados: [a] }]);
    const venceu = mesmos.find((r) => r.versoes) === mesmos[0] ? "Primeira versão." : "Segunda versão.";
    expect(await guardado(turma.id, a)).toMatchObject({ texto: venceu, versao: 2 });
  });

  it("refuses a stale save whole (naming the child), answers a retry of the very text as saved, and clears a parecer", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    await salvarPareceres(ctx, pedido(turma.id, { [a]: "Versão um." }));
    // Another page, opened before that save, changes a and b: refused, b not written either.
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "Outra coisa.", [b]: "Novo." }))).toEqual({ alterados: [a] });
    expect(await guardado(turma.id, b)).toBeUndefined();
    // The very text stored, sent again from the old page (a retry): answered as saved, nothing moves.
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "Versão um." }))).toEqual({ versoes: { [a]: 1 }, salvos: 0 });
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "" }, { versoes: { [a]: 1 } }))).toEqual({ versoes: { [a]: 2 }, salvos: 1 });
    expect(await guardado(turma.id, a)).toMatchObject({ texto: "", versao: 2 });
  });

  it("refuses 5,001 characters (and what the boletim cannot print) next to the field, nothing written; 5,000 are saved", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "Bom.", [b]: "x".repeat(5001) }))).toEqual({ invalidos: [{ id: b, erro: erros.tamanho(5001) }] });
    expect(erros.tamanho(5001)).toBe("O parecer tem 5.001 caracteres; o máximo é 5.000. Resuma o texto antes de salvar.");
    expect(await salvarPareceres(ctx, pedido(turma.id, { [a]: "Muito bem 😀" }))).toEqual({ invalidos: [{ id: a, erro: erros.caracteres("😀") }] });
    expect(await quantos(turma.id)).toBe(0);
    expect(await salvarPareceres(ctx, pedido(turma.id, { [b]: "x".repeat(5000) }))).toEqual({ versoes: { [b]: 1 }, salvos: 1 });
    // Past what a request may carry at all: refused by the schema (the guard's message).
    expect(pareceresInput.safeParse({ idTurma: turma.id, etapa: "1", pareceres: [{ id: a, texto: "x".repeat(20_001), versao: 0 }] }).success).toBe(false);
  });

  it("refuses another company's turma as not found, a child of another turma, an unknown etapa, a turma by grades: nothing written", async () => {
    const ctx = contexto();
    const { turma, outra, idEscola, alunos } = await turmaCom(ctx, 1);
    const [a] = alunos as [string];
    expect((await recusa(salvarPareceres(contexto(), pedido(turma.id, { [a]: "Texto." })))).message).toBe(turmaTexts.naoEncontrada);
    const [fora] = await seedAlunos(ctx.empresa.id, [{ nome: "Criança da Outra", idEscola, turma: outra }]);
    expect((await recusa(salvarPareceres(ctx, pedido(turma.id, { [fora!.id]: "Texto." })))).message).toBe(erros.alunoForaDaTurma);
    for (const etapa of ["2", "rec", "../x", "-1"]) expect((await recusa(salvarPareceres(ctx, pedido(turma.id, { [a]: "Texto." }, { etapa })))).message).toBe(erros.etapa);
    expect(await quantos(turma.id)).toBe(0);

    const porNotas = contexto();
    const deNotas = await turmaCom(porNotas, 1, { porNotas: true });
    expect((await recusa(salvarPareceres(porNotas, pedido(deNotas.turma.id, { [deNotas.alunos[0]!]: "Texto." })))).message).toBe(erros.naoPorParecer);
    const quinto = contexto();
    const doQuinto = await turmaCom(quinto, 1, { etapaDeEnsino: "ef-5" });
    expect((await recusa(salvarPareceres(quinto, pedido(doQuinto.turma.id, { [doQuinto.alunos[0]!]: "Texto." })))).message).toBe(erros.naoPorParecer);
  });

  it("Educação Infantil is by parecer whatever the company chose", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1, { etapaDeEnsino: "ei-pre-escola", porNotas: true });
    expect(await salvarPareceres(ctx, pedido(turma.id, { [alunos[0]!]: "Brinca com os colegas." }))).toEqual({ versoes: { [alunos[0]!]: 1 }, salvos: 1 });
  });

  it("refuses a closed year, a year not started", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    await testDb().doc(`anos_letivos/${turma.idAnoLetivo}`).update({ situacao: "encerrado" });
    expect((await recusa(salvarPareceres(ctx, pedido(turma.id, { [alunos[0]!]: "Texto." })))).message).toBe(erros.anoEncerrado);
    await testDb().doc(`anos_letivos/${turma.idAnoLetivo}`).update({ situacao: "planejamento" });
    expect((await recusa(salvarPareceres(ctx, pedido(turma.id, { [alunos[0]!]: "Texto." })))).message).toBe(erros.semAno);
    expect(await quantos(turma.id)).toBe(0);
  });
});

describe("the year's etapas once pareceres exist", () => {
  it("their count no longer changes: pareceres name their etapa by number", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    await salvarPareceres(ctx, pedido(turma.id, { [alunos[0]!]: "Texto." }));
    const ano = (await lerAnoPorId(ctx, turma.idAnoLetivo))!;
    const tres = [
      { inicio: dia(-100), fim: dia(-60) },
      { inicio: dia(-59), fim: dia(-20) },
      { inicio: dia(-19), fim: dia(0) },
    ];
    expect((await recusa(atualizarEtapas(ctx, { id: ano.id, versao: ano.versao, ano: ano.ano, tipoEtapas: "trimestres", etapas: tres }))).message).toBe(anoLetivoTexts.erros.notasNasEtapas);
  });
});

describe("who writes", () => {
  it("a forged request by consulta, or by a professor of another turma, is refused; nothing written", async () => {
    const ctx = contexto();
    const { turma, outra, alunos } = await turmaCom(ctx, 1);
    expect((await recusa(salvarPareceres(contexto(ctx.empresa.id, "consulta"), pedido(turma.id, { [alunos[0]!]: "Texto." })))).message).toBe(actionTexts.semPermissao);
    const deOutra = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${outra.id}`).update({ professores: [deOutra.session.uid] });
    expect((await recusa(salvarPareceres(deOutra, pedido(turma.id, { [alunos[0]!]: "Texto." })))).message).toBe(actionTexts.semPermissao);
    expect(await quantos(turma.id)).toBe(0);
  });

  it("the turma's professor writes until the etapa ends plus 15 days; after it, the secretaria", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    const professor = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${turma.id}`).update({ professores: [professor.session.uid] });
    // The 2nd semestre ends today: open. The 1st ended 20 days ago: closed to the professor.
    expect(await salvarPareceres(professor, pedido(turma.id, { [alunos[0]!]: "Texto." }, { etapa: "1" }))).toMatchObject({ salvos: 1 });
    expect((await recusa(salvarPareceres(professor, pedido(turma.id, { [alunos[0]!]: "Texto." }, { etapa: "0" })))).message).toBe(erros.prazo);
    expect(await salvarPareceres(ctx, pedido(turma.id, { [alunos[0]!]: "Texto." }, { etapa: "0" }))).toMatchObject({ salvos: 1 });
  });
});

describe("the boletim and the closing", () => {
  it("the boletim prints each etapa's parecer, or that it has none; the verifiable facts say which etapas have one, not the texts", async () => {
    const ctx = contexto();
    const { turma, alunos } = await turmaCom(ctx, 1);
    const [a] = alunos as [string];
    await salvarPareceres(ctx, pedido(turma.id, { [a]: "Lê com fluência." }, { etapa: "0" }));
    const boletim = (await boletimDoAluno(ctx, a, anoAtual()))!;
    expect(boletim.relatorio).toEqual([
      { etapa: "1º semestre", texto: "Lê com fluência.", registrado: true },
      { etapa: "2º semestre", texto: "Sem parecer registrado nesta etapa.", registrado: false },
    ]);
    expect(boletim.linhas).toEqual([]);
    expect(fatosDoBoletim(boletim)).toContainEqual({ rotulo: "Relatório de desenvolvimento", valor: "1º semestre: parecer registrado · 2º semestre: sem parecer" });
    expect(JSON.stringify(fatosDoBoletim(boletim))).not.toContain("fluência");
  });

  it("missing pareceres of EF 1º–3º ano stop the closing (`Faltam pareceres: 1º semestre, 2 alunos`); Educação Infantil's do not; then Aprovado, Reprovado por frequência, Concluído", async () => {
    const ctx = contexto();
    const { ano, turma, idEscola, alunos } = await turmaCom(ctx, 2);
    const [a, b] = alunos as [string, string];
    // A Pré-escola turma in the same year, without any parecer.
    const ref = testDb().collection("turmas").doc();
    const base = (await testDb().doc(`turmas/${turma.id}`).get()).data()!;
    await ref.set({ ...base, nome: "Pré A", nomeOrdem: "pre a", etapaDeEnsino: "ei-pre-escola", cursando: 0 });
    const [duda] = await seedAlunos(ctx.empresa.id, [{ nome: "Duda Pequena", idEscola, turma: { id: ref.id, idEscola, idAnoLetivo: ano.id, ano: ano.ano, nome: "Pré A" }, desde: dia(-100) }]);

    await salvarPareceres(ctx, pedido(turma.id, { [a]: "Bom.", [b]: "Bom." }, { etapa: "1" }));
    const previa = async () => previaDoEncerramento(ctx, (await lerAnoPorId(ctx, ano.id))!);
    const antes = await previa();
    expect(antes.turmas.find((t) => t.id === turma.id)!.pendencias).toEqual([{ tipo: "parecer", etapa: "1º semestre", indice: 0, alunos: 2 }]);
    expect(pareceresTexts.faltam("1º semestre", 2)).toBe("Faltam pareceres: 1º semestre, 2 alunos");
    expect(antes.turmas.find((t) => t.id === ref.id)!.pendencias).toEqual([]);
    expect(antes.pendencias).toBe(1);

    await salvarPareceres(ctx, pedido(turma.id, { [a]: "Bom.", [b]: "Bom." }, { etapa: "0" }));
    // b: 10 days recorded, 3 absences: 70% < 75%.
    const entradaDeB = await testDb().collection("enturmacoes").where("idAluno", "==", b).get();
    await entradaDeB.docs[0]!.ref.update({ frequencia: { "1": { dias: 10, faltas: 3, justificadas: 0 } } });
    expect((await previa()).pendencias).toBe(0);
    await encerrarAno(ctx, ano.id);
    const resultados = Object.fromEntries((await testDb().collection("resultados").where("idAnoLetivo", "==", ano.id).get()).docs.map((d) => [d.id, d.get("alunos")]));
    expect(resultados[turma.id]).toEqual({ [a]: "aprovado", [b]: "reprovado-frequencia" });
    expect(resultados[ref.id]).toEqual({ [duda!.id]: "concluido" });
    // The year keeps the rules it was closed with: the company's later change does not make it a year of grades.
    await testDb().doc(`regras_de_avaliacao/${ctx.empresa.id}`).update({ anosIniciaisPorParecer: false });
    expect((await lerAnoPorId(ctx, ano.id))!.regras).toMatchObject({ anosIniciaisPorParecer: true });
    expect((await boletimDoAluno(ctx, a, anoAtual()))!.relatorio).toHaveLength(2);
  });
});
