import { previaDaUnificacao, unificarAlunos } from "@/lib/alunos/unificacao/escrita";
import { lerProgressoDaUnificacao, tarefaDaUnificacao } from "@/lib/alunos/unificacao/tarefa";
import { Interrupcao, PARADA_MS } from "@/lib/infra/tarefas";
import { criarAluno, atualizarAluno } from "@/lib/alunos/escrita";
import { alunosCollection, lerAluno } from "@/lib/alunos/dados";
import { historico } from "@/lib/atividades/dados";
import { lerEscola } from "@/lib/escolas/dados";
import { alunoTexts } from "@/lib/messages";
import type { AlunoInput } from "@/lib/alunos/schema";
import { closeTestApp, readCpfKey, readEnturmacoes, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueId } from "@/test/support/firebase";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";

afterAll(closeTestApp);

const aluno = (idEscola: string, nome: string, extra: Partial<AlunoInput> = {}): AlunoInput => ({ nome, dataNascimento: "2015-03-10", idEscola, cpf: null, responsavelEmail: null, ...extra });

async function empresa() {
  const ctx = contexto(uniqueId("emp"), "administrador");
  await conferirContadores(ctx);
  const [escola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Base" }]);
  return { ctx, idEscola: escola! };
}

describe("Unificar alunos", () => {
  it("moves the other's entries, roll-call marks, grades, pareceres, results, documents and history to the one that stays, in one step", async () => {
    const { ctx, idEscola } = await empresa();
    const passado = await seedAnoComTurmas(ctx.empresa.id, idEscola, { ano: 2024, emAndamento: false, turmas: [{ nome: "3º ano A" }] });
    const atual = await seedAnoComTurmas(ctx.empresa.id, idEscola, { turmas: [{ nome: "5º ano A" }] });
    const fica = await criarAluno(ctx, aluno(idEscola, "Ana Lima", { responsavelNome: "Rita Lima" }));
    const [sai] = await seedAlunos(ctx.empresa.id, [{ nome: "Ana Lima Souza", idEscola, cpf: "529.982.247-25", turma: atual.turmas[0], desde: `${atual.ano}-02-10` }]);
    const db = testDb();
    const idTurma = atual.turmas[0]!.id;
    const [entrada] = await readEnturmacoes(sai!.id);
    await db.doc(`chamadas/${idTurma}__${atual.ano}-03-02`).set({ idEmpresa: ctx.empresa.id, idTurma, alunos: { [sai!.id]: { e: entrada!.id, m: "falta" }, outro: { e: "x", m: "presente" } } });
    await db.doc(`notas/${idTurma}__mat__0`).set({ idEmpresa: ctx.empresa.id, idTurma, valores: { [sai!.id]: 8.5 }, naoCompareceu: [sai!.id] });
    await db.doc(`pareceres/${idTurma}__0__${sai!.id}`).set({ idEmpresa: ctx.empresa.id, idTurma, idAnoLetivo: atual.id, idAluno: sai!.id, etapa: 0, texto: "Lê com fluência.", versao: 1 });
    await db.doc(`resultados/${idTurma}`).set({ idEmpresa: ctx.empresa.id, idTurma, alunos: { [sai!.id]: "aprovado" } });
    await db.doc(`documentos/CODIGO${sai!.id}`).set({ idEmpresa: ctx.empresa.id, idAluno: sai!.id, tipo: "declaracao" });
    expect(passado.turmas).toHaveLength(1);

    // The preview reads what the step moves, and writes nothing.
    const previa = await previaDaUnificacao(ctx, fica.id, sai!.id);
    expect(previa).toMatchObject({ impedimento: null, fica: { id: fica.id }, sai: { id: sai!.id }, movidos: { turmas: 1, chamadas: 1, notas: 1, pareceres: 1, resultados: 1, documentos: 1 } });
    expect((await alunosCollection().doc(sai!.id).get()).exists).toBe(true);

    const movidos = await unificarAlunos(ctx, fica.id, sai!.id, { nome: "sai" });
    expect(movidos).toEqual(previa.movidos);

    // The record that goes is gone; the one that stays keeps the chosen values and lists its matrícula.
    expect((await alunosCollection().doc(sai!.id).get()).exists).toBe(false);
    const unificado = await alunosCollection().doc(fica.id).get();
    expect(unificado.data()).toMatchObject({
      nome: "Ana Lima Souza",
      nomeChave: "ana lima souza",
      // The first responsável (issue 43: stored in the list).
      responsaveis: [expect.objectContaining({ nome: "Rita Lima" })],
      cpf: "52998224725",
      matriculasUnificadas: [sai!.matricula],
      turmasCursando: [idTurma],
      cursandoPorAno: { [String(atual.ano)]: { idTurma, idEnturmacao: entrada!.id } },
    });
    expect(await readEnturmacoes(fica.id)).toEqual([expect.objectContaining({ id: entrada!.id, idAluno: fica.id, matricula: fica.matricula, nomeAluno: "Ana Lima Souza" })]);
    expect((await db.doc(`chamadas/${idTurma}__${atual.ano}-03-02`).get()).get("alunos")).toEqual({ [fica.id]: { e: entrada!.id, m: "falta" }, outro: { e: "x", m: "presente" } });
    expect((await db.doc(`notas/${idTurma}__mat__0`).get()).data()).toMatchObject({ valores: { [fica.id]: 8.5 }, naoCompareceu: [fica.id] });
    expect((await db.doc(`pareceres/${idTurma}__0__${sai!.id}`).get()).exists).toBe(false);
    expect((await db.doc(`pareceres/${idTurma}__0__${fica.id}`).get()).data()).toMatchObject({ idAluno: fica.id, texto: "Lê com fluência." });
    expect((await db.doc(`resultados/${idTurma}`).get()).get("alunos")).toEqual({ [fica.id]: "aprovado" });
    expect((await db.doc(`documentos/CODIGO${sai!.id}`).get()).get("idAluno")).toBe(fica.id);
    // Its CPF is now the staying student's; the counts: one active student.
    expect(await readCpfKey(ctx.empresa.id, "52998224725")).toMatchObject({ idAluno: fica.id });
    expect((await lerEscola(ctx, idEscola))?.alunosAtivos).toBe(1);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(1);
    const [ultima] = await historico(ctx, fica.id);
    expect(ultima).toMatchObject({ tipo: "aluno.unificado", detalhe: alunoTexts.unificacao.noHistorico(sai!.matricula), mudancas: [{ campo: "nome", de: "Ana Lima", para: "Ana Lima Souza" }] });
  });

  it("refuses students in the same turma (`Estes alunos estão na mesma turma.`), and writes nothing", async () => {
    const { ctx, idEscola } = await empresa();
    const atual = await seedAnoComTurmas(ctx.empresa.id, idEscola, { turmas: [{ nome: "5º ano A" }] });
    const [a, b] = await seedAlunos(ctx.empresa.id, [
      { nome: "Caio Reis", idEscola, turma: atual.turmas[0] },
      { nome: "Caio Reis Filho", idEscola, turma: atual.turmas[0] },
    ]);
    expect((await recusa(unificarAlunos(ctx, a!.id, b!.id, {}))).message).toBe("Estes alunos estão na mesma turma.");
    expect((await previaDaUnificacao(ctx, a!.id, b!.id)).impedimento).toBe("Estes alunos estão na mesma turma.");
    expect((await alunosCollection().doc(b!.id).get()).exists).toBe(true);
  });

  it("refuses another company's student (not found), the same student twice, and a CPF a third student holds", async () => {
    const { ctx, idEscola } = await empresa();
    const outra = await empresa();
    const meu = await criarAluno(ctx, aluno(idEscola, "Bia Reis"));
    const alheio = await criarAluno(outra.ctx, aluno(outra.idEscola, "Bia Reis"));
    expect((await recusa(unificarAlunos(ctx, meu.id, alheio.id, {}))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(unificarAlunos(ctx, alheio.id, meu.id, {}))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(unificarAlunos(ctx, meu.id, "../x", {}))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(unificarAlunos(ctx, meu.id, meu.id, {}))).message).toBe(alunoTexts.unificacao.erros.mesmoAluno);
    expect((await lerAluno(outra.ctx, alheio.id))?.nome).toBe("Bia Reis");
    // A choice of the other's CPF, which is free: the staying student takes it (the other's reservation moves).
    const comCpf = await criarAluno(ctx, aluno(idEscola, "Bia Reis Dois", { cpf: "11144477735" }));
    await unificarAlunos(ctx, meu.id, comCpf.id, {});
    expect(await readCpfKey(ctx.empresa.id, "11144477735")).toMatchObject({ idAluno: meu.id });
    expect((await lerAluno(ctx, meu.id))?.cpf).toBe("11144477735");
    // Its version moved on: a stale Editar is refused.
    await expect(atualizarAluno(ctx, meu.id, 1, { ...aluno(idEscola, "Bia"), situacao: "ativo" })).rejects.toMatchObject({ message: alunoTexts.erros.alteradoPorOutro });
  });

  it("refuses values from both records that do not make one record (a municipality of the other's UF), and writes nothing", async () => {
    const { ctx, idEscola } = await empresa();
    const nascidoEm = (uf: string, municipio: string) => ({ nacionalidade: "1", ufNascimento: uf, municipioNascimento: municipio }) as Partial<AlunoInput>;
    const fica = await criarAluno(ctx, aluno(idEscola, "Lia Prado", nascidoEm("SP", "3550308")));
    const sai = await criarAluno(ctx, aluno(idEscola, "Lia Prado Reis", nascidoEm("RJ", "3304557")));
    // The UF of the one that stays with the municipality of the one that goes: Rio de Janeiro is not in SP.
    const erro = await recusa(unificarAlunos(ctx, fica.id, sai.id, { municipioNascimento: "sai" }));
    expect(erro.message).toBe(alunoTexts.unificacao.erros.incoerente("Município de nascimento", alunoTexts.erros.municipioDaUf));
    expect((await alunosCollection().doc(sai.id).get()).exists).toBe(true);
    expect((await lerAluno(ctx, fica.id))?.municipioNascimento).toBe("3550308");
  });

  it("unifies a student with years of roll calls (more than one commit holds) through the job, and a run killed halfway is taken over and finishes once", async () => {
    const { ctx, idEscola } = await empresa();
    const anos = [];
    for (const ano of [2024, 2025]) anos.push(await seedAnoComTurmas(ctx.empresa.id, idEscola, { ano, emAndamento: false, turmas: [{ nome: `${ano - 2020}º ano A` }] }));
    const fica = await criarAluno(ctx, aluno(idEscola, "Rui Campos"));
    const [sai] = await seedAlunos(ctx.empresa.id, [{ nome: "Rui Campos Neto", idEscola, turma: anos[0]!.turmas[0], desde: "2024-02-10" }]);
    const db = testDb();
    // Two years of roll calls: 2 × 260 days (one more lot than LOTE_DA_UNIFICACAO per turma), each naming the student, and one that does not.
    const [entrada] = await readEnturmacoes(sai!.id);
    const dias = (ano: number) => Array.from({ length: 260 }, (_, i) => `${ano}-${String(1 + Math.floor(i / 28)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`);
    for (const [i, ano] of [2024, 2025].entries()) {
      const idTurma = anos[i]!.turmas[0]!.id;
      for (let k = 0; k < 260; k += 200) {
        const batch = db.batch();
        for (const dia of dias(ano).slice(k, k + 200)) batch.set(db.doc(`chamadas/${idTurma}__${dia}`), { idEmpresa: ctx.empresa.id, idTurma, alunos: { [sai!.id]: { e: entrada!.id, m: "presente" }, outro: { e: "x", m: "falta" } } });
        await batch.commit();
      }
    }
    await db.doc(`chamadas/${anos[1]!.turmas[0]!.id}__2025-12-30`).set({ idEmpresa: ctx.empresa.id, idTurma: anos[1]!.turmas[0]!.id, alunos: { outro: { e: "x", m: "presente" } } });
    // The student's second year: the same entry's turma is the first; an entry in the second year's turma too.
    await db.collection("enturmacoes").doc(`${entrada!.id}b`).set({ ...(await db.doc(`enturmacoes/${entrada!.id}`).get()).data(), idTurma: anos[1]!.turmas[0]!.id, idAnoLetivo: anos[1]!.id, ano: 2025 });
    await db.doc(`documentos/CODIGOX${sai!.id}`).set({ idEmpresa: ctx.empresa.id, idAluno: sai!.id, tipo: "declaracao" });
    expect((await previaDaUnificacao(ctx, fica.id, sai!.id)).movidos).toMatchObject({ turmas: 2, chamadas: 520 });

    // Killed after the commit point, in the middle of the roll calls.
    const parada = await unificarAlunos(ctx, fica.id, sai!.id, {}, {
      antesDoPasso: (p) => {
        if (p.fase === "chamadas" && p.lote === 2) throw new Interrupcao();
      },
    });
    expect(parada).toMatchObject({ turmas: 2, chamadas: 200 });
    // The commit holds: the record that went is gone, its entries are the staying one's.
    expect((await alunosCollection().doc(sai!.id).get()).exists).toBe(false);
    expect((await readEnturmacoes(fica.id)).length).toBe(2);
    const id = `${ctx.empresa.id}__${sai!.id}`;
    expect(await tarefaDaUnificacao.retomar(id)).toBe(false); // its heartbeat is fresh
    expect(await tarefaDaUnificacao.retomar(id, { agora: Date.now() + PARADA_MS + 1000 })).toBe(true);
    const fim = await lerProgressoDaUnificacao(id);
    expect(fim).toMatchObject({ estado: "concluida", dono: null, movidos: { chamadas: 520, documentos: 1 } });
    const marcas = await db.collection("chamadas").where("idEmpresa", "==", ctx.empresa.id).get();
    expect(marcas.docs.filter((d) => d.get(`alunos.${sai!.id}`) !== undefined)).toHaveLength(0);
    expect(marcas.docs.filter((d) => d.get(`alunos.${fica.id}.m`) === "presente")).toHaveLength(520);
    expect((await db.doc(`documentos/CODIGOX${sai!.id}`).get()).get("idAluno")).toBe(fica.id);
    // Done once: a later takeover finds nothing to do.
    expect(await tarefaDaUnificacao.retomar(id, { agora: Date.now() + 10 * PARADA_MS })).toBe(false);
  });
});
