import { anoAtual } from "@/lib/infra/relogio";
import { rematriculaTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { fatosDaRematricula, planoDa } from "@/lib/rematricula/dados";
import { criarTurmaParaRetidos, criarTurmasDoAnoSeguinte, escolherDestino, prepararAnoSeguinte } from "@/lib/rematricula/preparar";
import { continuarDesfazer, continuarRematricula, iniciarDesfazer, iniciarRematricula, Interrupcao, retomarRematricula } from "@/lib/rematricula/passos";
import { idDaEntrada, PARADA_MS } from "@/lib/rematricula/registro";
import { enturmar } from "@/lib/enturmacoes/escrita";
import { iniciarAnoLetivo } from "@/lib/anos-letivos/escrita";
import { reabrirAno } from "@/lib/encerramento/encerrar";
import { podeLancar, salvarNotas } from "@/lib/notas/escrita";
import { notasTexts } from "@/lib/messages";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { conferirContadores } from "@/test/support/contadores";
import { closeTestApp, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { seedAnoEncerrado, type AlunoDoAnoEncerrado as Aluno } from "@/test/support/rematricula";

// The rematrícula on the local database (issue 27): preparing the next year (its year, its turmas),
// the preview's facts, the run (all or nothing, the commit point, a takeover, a second confirmation
// refused, a student enrolled by hand meanwhile skipped), the undo (exactly the run's enrolments,
// the concluintes back; refused once the year has a roll call) and a second run after an undo.

afterAll(closeTestApp);

const e = rematriculaTexts.erros;
// Last year is the closed one: every date of it is past.
const ANO = anoAtual() - 1;
const PROXIMO = ANO + 1;

const TURMA_PADRAO: Aluno[] = [
  { nome: "Ana Aprovada", turma: "5A", situacao: "aprovado" },
  { nome: "Beto Aprovado", turma: "5A", situacao: "aprovado" },
  { nome: "Caio Reprovado", turma: "5A", situacao: "reprovado" },
  { nome: "Duda Frequência", turma: "5A", situacao: "reprovado-frequencia" },
  { nome: "Eva Concluinte", turma: "9B", situacao: "aprovado" },
  { nome: "Fábio Transferido", turma: "9B", situacao: null, sai: "transferido" },
];

/** Steps 1 and 2 and the retained students' turma: the plan ready to confirm. */
async function preparado(ctx: ShellContext, alunos: Aluno[] = TURMA_PADRAO) {
  const c = await seedAnoEncerrado(ctx.empresa.id, ANO, alunos);
  const { idAnoDestino } = await prepararAnoSeguinte(ctx, c.ano.id);
  await criarTurmasDoAnoSeguinte(ctx, c.ano.id, [{ idOrigem: c.t5a.id, nome: "6º ano A", vagas: "30" }]);
  await criarTurmaParaRetidos(ctx, c.ano.id, c.t5a.id);
  return { ...c, idAnoDestino, idRegistro: `${c.idEscola}__${PROXIMO}` };
}

const entradasDe = async (idEmpresa: string, idAnoLetivo: string) =>
  (await testDb().collection("enturmacoes").where("idEmpresa", "==", idEmpresa).where("idAnoLetivo", "==", idAnoLetivo).get()).docs;
const registro = async (id: string) => (await testDb().doc(`rematriculas/${id}`).get()).data()!;
const aluno = async (id: string) => (await testDb().doc(`alunos/${id}`).get()).data()!;
const turma = async (id: string) => (await testDb().doc(`turmas/${id}`).get()).data()!;

describe("preparing the next year", () => {
  it("step 1 creates the year `Em planejamento` with the closed year's kind of etapas and no dates, once; step 2 creates the next série's turma once, reusing one of the same name", async () => {
    const ctx = contexto();
    const c = await seedAnoEncerrado(ctx.empresa.id, ANO, TURMA_PADRAO);
    expect(await prepararAnoSeguinte(ctx, c.ano.id)).toEqual({ idAnoDestino: `${c.idEscola}__${PROXIMO}`, criado: true });
    expect(await prepararAnoSeguinte(ctx, c.ano.id)).toEqual({ idAnoDestino: `${c.idEscola}__${PROXIMO}`, criado: false });
    const ano = (await testDb().doc(`anos_letivos/${c.idEscola}__${PROXIMO}`).get()).data()!;
    expect(ano).toMatchObject({ ano: PROXIMO, situacao: "planejamento", tipoEtapas: "bimestres", etapas: [] });
    // With the national holidays of its year as Não letivo (issue 41), the pontos facultativos left out.
    expect((ano.especiais as { de: string; motivo: string; tipo: string }[]).map((e) => [e.de, e.motivo, e.tipo])).toEqual([
      [`${PROXIMO}-01-01`, "Confraternização Universal", "naoLetivo"],
      [`${PROXIMO}-04-21`, "Tiradentes", "naoLetivo"],
      [`${PROXIMO}-05-01`, "Dia do Trabalho", "naoLetivo"],
      [`${PROXIMO}-09-07`, "Independência do Brasil", "naoLetivo"],
      [`${PROXIMO}-10-12`, "Nossa Senhora Aparecida", "naoLetivo"],
      [`${PROXIMO}-11-02`, "Finados", "naoLetivo"],
      [`${PROXIMO}-11-15`, "Proclamação da República", "naoLetivo"],
      [`${PROXIMO}-11-20`, "Dia Nacional de Zumbi e da Consciência Negra", "naoLetivo"],
      [`${PROXIMO}-12-25`, "Natal", "naoLetivo"],
    ]);
    expect(await registro(`${c.idEscola}__${PROXIMO}`)).toMatchObject({ estado: "rascunho", anoEncerrado: ANO, anoDestino: PROXIMO });
    // Without its dates the year cannot start.
    expect((await recusa(iniciarAnoLetivo(ctx, `${c.idEscola}__${PROXIMO}`))).message).toBe("Preencha as datas das etapas antes de iniciar o ano letivo.");

    const fatos = (await fatosDaRematricula(ctx, c.ano.id))!;
    const { propostas } = planoDa(fatos);
    expect(propostas.map((p) => [p.origem.nome, p.proposta?.nome ?? null])).toEqual([
      ["5º ano A", "6º ano A"],
      ["9º ano B", null],
    ]);
    expect(await criarTurmasDoAnoSeguinte(ctx, c.ano.id, [{ idOrigem: c.t5a.id, nome: "6º ano A", vagas: "28" }])).toEqual({ criadas: 1, reutilizadas: 0 });
    expect(await criarTurmasDoAnoSeguinte(ctx, c.ano.id, [{ idOrigem: c.t5a.id, nome: "6º ano A", vagas: "28" }])).toEqual({ criadas: 0, reutilizadas: 1 });
    const turmas = (await testDb().collection("turmas").where("idAnoLetivo", "==", `${c.idEscola}__${PROXIMO}`).get()).docs.map((d) => d.data());
    expect(turmas).toHaveLength(1);
    expect(turmas[0]).toMatchObject({ nome: "6º ano A", etapaDeEnsino: "ef-6", vagas: 28, turno: "matutino", cursando: 0 });
    expect((turmas[0]!.componentes as unknown[]).length).toBe(8); // EF 6º–9º: 8 components
    // A name that is no turma's name: refused, nothing made.
    expect((await recusa(criarTurmasDoAnoSeguinte(ctx, c.ano.id, [{ idOrigem: c.t5a.id, nome: "", vagas: "30" }]))).message).toBeTruthy();
  });

  it("refuses a year that is not closed, and another company's year", async () => {
    const ctx = contexto();
    const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Aberta" }]);
    const aberto = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ANO });
    expect((await recusa(prepararAnoSeguinte(ctx, aberto.id))).message).toBe(e.naoEncerrado);
    const c = await seedAnoEncerrado(ctx.empresa.id, ANO, TURMA_PADRAO);
    expect((await recusa(prepararAnoSeguinte(contexto(), c.ano.id))).message).toBe("Ano letivo não encontrado.");
  });
});

describe("the preview", () => {
  it("approved to 6º ano A, retained to 5º ano A, the 9º ano's approved concluinte, the transferred not moved; a choice changes a row", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const { previa } = planoDa((await fatosDaRematricula(ctx, c.ano.id))!);
    expect(previa.linhas.map((l) => [l.nome, l.destino.tipo === "turma" ? l.destino.nome : l.destino.tipo])).toEqual([
      ["Ana Aprovada", "6º ano A"],
      ["Beto Aprovado", "6º ano A"],
      ["Caio Reprovado", "5º ano A"],
      ["Duda Frequência", "5º ano A"],
      ["Eva Concluinte", "concluinte"],
      ["Fábio Transferido", "nao"],
    ]);
    expect(previa.problemas).toEqual([]);
    await escolherDestino(ctx, c.ano.id, c.ids["Beto Aprovado"]!, "nao");
    const depois = planoDa((await fatosDaRematricula(ctx, c.ano.id))!).previa;
    expect(depois.linhas.find((l) => l.nome === "Beto Aprovado")!.destino).toEqual({ tipo: "nao" });
    expect(depois.rematriculados).toBe(3);
    // A student id that is a field path, or no student of the closed year: refused, the choices intact.
    for (const forjado of ["x.y", "a[b", "aluno-de-ninguem"]) expect((await recusa(escolherDestino(ctx, c.ano.id, forjado, "nao"))).message).toBe("Aluno não encontrado.");
    expect(Object.keys((await fatosDaRematricula(ctx, c.ano.id))!.registro!.escolhas)).toEqual([c.ids["Beto Aprovado"]]);
    // A confirmation of a preview seen before the last choice: refused.
    expect((await recusa(iniciarRematricula(ctx, c.ano.id, 0))).message).toBe(e.previaMudou);
    // Another company's turma as a destination: refused.
    expect((await recusa(escolherDestino(ctx, c.ano.id, c.ids["Ana Aprovada"]!, c.t9b.id))).message).toBe(e.destino(PROXIMO));
  });

  it("a turma over its places, a student enrolled by hand in the next year: problems that refuse the confirmation", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    await testDb().doc(`turmas/${(await fatosDaRematricula(ctx, c.ano.id))!.registro!.criadas[c.t5a.id]}`).update({ vagas: 1 });
    const { previa } = planoDa((await fatosDaRematricula(ctx, c.ano.id))!);
    expect(previa.problemas).toEqual([`A turma 6º ano A de ${PROXIMO} teria 2 alunos para 1 vagas.`]);
    expect((await recusa(iniciarRematricula(ctx, c.ano.id))).message).toBe(e.comProblemas(1));
    expect(await entradasDe(ctx.empresa.id, c.idAnoDestino)).toHaveLength(0);
  });
});

describe("the run", () => {
  it("enrols every student once, makes the concluinte inactive, reports, and keeps who went where; a second confirmation is refused", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const contados = await conferirContadores(ctx); // Home's kept counts from here on
    const ativosAntes = (await testDb().doc(`escolas/${c.idEscola}`).get()).get("alunosAtivos");
    const [primeira, segunda] = await Promise.allSettled([iniciarRematricula(ctx, c.ano.id), iniciarRematricula(ctx, c.ano.id)]);
    const ok = [primeira, segunda].filter((r) => r.status === "fulfilled");
    const recusada = [primeira, segunda].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(ok).toHaveLength(1);
    expect((recusada.reason as Error).message).toBe(e.emAndamento);
    const { id, token, total } = (ok[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof iniciarRematricula>>>).value;
    expect(total).toBe(5);
    expect(await entradasDe(ctx.empresa.id, c.idAnoDestino)).toHaveLength(0); // before the commit point: nothing
    await continuarRematricula(id, token);

    const rec = await registro(id);
    expect(rec).toMatchObject({ estado: "concluida", rematriculados: 4, concluintes: 1, pulados: [], mensagem: `4 alunos rematriculados em ${PROXIMO}.`, dono: null });
    const entradas = await entradasDe(ctx.empresa.id, c.idAnoDestino);
    expect(entradas.map((d) => [d.get("nomeAluno"), d.get("nomeTurma"), d.get("situacao")]).sort()).toEqual([
      ["Ana Aprovada", "6º ano A", "cursando"],
      ["Beto Aprovado", "6º ano A", "cursando"],
      ["Caio Reprovado", "5º ano A", "cursando"],
      ["Duda Frequência", "5º ano A", "cursando"],
    ]);
    expect(entradas.every((d) => d.id === idDaEntrada(id, d.get("idAluno")))).toBe(true);
    const ana = await aluno(c.ids["Ana Aprovada"]!);
    expect(ana.cursandoPorAno[String(PROXIMO)]).toMatchObject({ nome: "6º ano A" });
    expect(await aluno(c.ids["Eva Concluinte"]!)).toMatchObject({ situacao: "inativo" });
    expect(await aluno(c.ids["Fábio Transferido"]!)).toMatchObject({ situacao: "transferido" });
    expect((await testDb().doc(`escolas/${c.idEscola}`).get()).get("alunosAtivos")).toBe(ativosAntes - 1);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(contados.alunosAtivos - 1);
    const sexto = rec.criadas[c.t5a.id];
    expect((await turma(sexto)).cursando).toBe(2);
    // A second confirmation after the end: refused.
    expect((await recusa(iniciarRematricula(ctx, c.ano.id))).message).toBe(e.jaFeita(PROXIMO));
  });

  it("killed before its commit point: nothing enrolled; the takeover fails it and a new confirmation runs", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const { id, token } = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(id, token, {
      antesDoPasso: (p) => {
        if (p.fase === "confirmacao") throw new Interrupcao();
      },
    });
    expect((await registro(id)).estado).toBe("gravando");
    await retomarRematricula(id); // its heartbeat is fresh: nobody takes it over yet
    expect((await registro(id)).estado).toBe("gravando");
    await retomarRematricula(id, { agora: Date.now() + PARADA_MS + 1000 });
    expect(await registro(id)).toMatchObject({ estado: "falhou", mensagem: e.interrompida });
    expect(await entradasDe(ctx.empresa.id, c.idAnoDestino)).toHaveLength(0);
    const deNovo = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(deNovo.id, deNovo.token);
    expect(await registro(id)).toMatchObject({ estado: "concluida", rematriculados: 4 });
  });

  it("killed after its commit point: the takeover finishes it, every student enrolled exactly once", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const { id, token } = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(id, token, {
      antesDoPasso: (p) => {
        if (p.fase === "aplicacao") throw new Interrupcao();
      },
    });
    expect((await registro(id)).estado).toBe("confirmada");
    expect(await entradasDe(ctx.empresa.id, c.idAnoDestino)).toHaveLength(0);
    await retomarRematricula(id, { agora: Date.now() + PARADA_MS + 1000 });
    expect((await registro(id)).estado).toBe("concluida");
    const entradas = await entradasDe(ctx.empresa.id, c.idAnoDestino);
    expect(new Set(entradas.map((d) => d.get("idAluno"))).size).toBe(4);
    expect(entradas).toHaveLength(4);
  });

  it("a student enrolled by hand in the next year after the confirmation is skipped and reported, the place given back", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const { id, token } = await iniciarRematricula(ctx, c.ano.id);
    const sexto = (await registro(id)).criadas[c.t5a.id];
    const quinto = (await fatosDaRematricula(ctx, c.ano.id))!.turmasDoDestino.find((t) => t.nome === "5º ano A")!.id;
    await continuarRematricula(id, token, {
      antesDoPasso: async (p) => {
        // After the commit point, before the lot: Ana enrolled by hand in 5º ano A.
        if (p.fase === "aplicacao" && p.lote === 0) await enturmar(ctx, quinto, [c.ids["Ana Aprovada"]!]);
      },
    });
    const rec = await registro(id);
    expect(rec).toMatchObject({ estado: "concluida", rematriculados: 3, pulados: [{ nome: "Ana Aprovada", motivo: "já enturmado em 5º ano A" }] });
    expect((await turma(sexto)).cursando).toBe(1);
    expect((await turma(quinto)).cursando).toBe(3);
  });
});

describe("the run, and what changes around it", () => {
  it("a concluinte enrolled by hand in the next year before their lot is skipped (not made inactive)", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const { id, token } = await iniciarRematricula(ctx, c.ano.id);
    const quinto = (await fatosDaRematricula(ctx, c.ano.id))!.turmasDoDestino.find((t) => t.nome === "5º ano A")!.id;
    await continuarRematricula(id, token, {
      antesDoPasso: async (p) => {
        if (p.fase === "aplicacao" && p.lote === 0) await enturmar(ctx, quinto, [c.ids["Eva Concluinte"]!]);
      },
    });
    expect(await registro(id)).toMatchObject({ estado: "concluida", concluintes: 0, pulados: [{ nome: "Eva Concluinte", motivo: "já enturmado em 5º ano A" }] });
    expect(await aluno(c.ids["Eva Concluinte"]!)).toMatchObject({ situacao: "ativo" });
  });

  it("the closed year cannot be reopened while its students are in the next year; after the undo it can", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const admin = contexto(ctx.empresa.id, "administrador");
    const run = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(run.id, run.token);
    expect((await recusa(reabrirAno(admin, c.ano.id, "Notas erradas"))).message).toBe(e.reabrirComRematricula(PROXIMO));
    const undo = await iniciarDesfazer(admin, c.idAnoDestino, "Notas erradas");
    await continuarDesfazer(undo.id, undo.token);
    await reabrirAno(admin, c.ano.id, "Notas erradas");
    expect((await testDb().doc(`anos_letivos/${c.ano.id}`).get()).get("situacao")).toBe("andamento");
  });

  it("a year without its dates takes no grade and refuses nothing with a 500", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const sexto = (await fatosDaRematricula(ctx, c.ano.id))!.turmasDoDestino.find((t) => t.nome === "6º ano A")!;
    const componente = sexto.componentes[0]!;
    const professor = contexto(ctx.empresa.id, "professor");
    expect(podeLancar(professor, { professores: [{ uid: professor.session.uid, nome: "P" }], componentes: [componente] }, componente, { etapas: [] }, "0", `${PROXIMO}-03-01`)).toBe("prazo");
    expect(podeLancar(professor, { professores: [{ uid: professor.session.uid, nome: "P" }], componentes: [componente] }, componente, { etapas: [] }, "rec", `${PROXIMO}-03-01`)).toBe("prazo");
    for (const etapa of ["0", "rec"]) {
      expect((await recusa(salvarNotas(ctx, { idTurma: sexto.id, idComponente: componente.id, etapa, versao: 0, notas: [] }))).message).toBe(notasTexts.erros.etapa);
    }
  });
});

describe("the undo", () => {
  it("removes exactly the run's enrolments, gives the concluinte back its situation, says why; a second run works", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const run = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(run.id, run.token);
    const sexto = (await registro(run.id)).criadas[c.t5a.id];
    // An enrolment made by hand since, in the same turma: it stays.
    const [outro] = await seedAlunos(ctx.empresa.id, [{ nome: "Gil Novato", idEscola: c.idEscola }]);
    await enturmar(ctx, sexto, [outro!.id]);
    const contados = await conferirContadores(ctx); // Home's kept counts from here on

    const admin = contexto(ctx.empresa.id, "administrador");
    const undo = await iniciarDesfazer(admin, c.idAnoDestino, "Turmas trocadas");
    await continuarDesfazer(undo.id, undo.token);
    expect((await conferirContadores(ctx)).alunosAtivos).toBe(contados.alunosAtivos + 1); // the concluinte back
    // How many went back, for the end's words (issue 41: `Rematrícula desfeita: 5 alunos voltaram para …`).
    expect(await registro(run.id)).toMatchObject({ estado: "desfeita", desfeitos: 5 });
    const entradas = await entradasDe(ctx.empresa.id, c.idAnoDestino);
    expect(entradas.map((d) => d.get("nomeAluno"))).toEqual(["Gil Novato"]);
    expect((await turma(sexto)).cursando).toBe(1);
    expect(await aluno(c.ids["Eva Concluinte"]!)).toMatchObject({ situacao: "ativo" });
    expect((await aluno(c.ids["Ana Aprovada"]!)).cursandoPorAno[String(PROXIMO)]).toBeUndefined();
    const atividade = (await testDb().collection("atividades").where("idEmpresa", "==", ctx.empresa.id).where("tipo", "==", "rematricula.desfeita").get()).docs;
    expect(atividade.map((d) => d.get("detalhe"))).toEqual(["Turmas trocadas"]);
    // Each student's history names who undid it.
    const historico = (await testDb().collection("atividades").where("idEmpresa", "==", ctx.empresa.id).where("tipo", "==", "aluno.rematriculaDesfeita").get()).docs;
    expect(historico.length).toBe(5);
    expect(new Set(historico.map((d) => d.get("por")))).toEqual(new Set([admin.session.uid]));

    const deNovo = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(deNovo.id, deNovo.token);
    expect(await registro(run.id)).toMatchObject({ estado: "concluida", rematriculados: 4 });
  });

  it("is refused once the year has a roll call, and when there is nothing to undo", async () => {
    const ctx = contexto();
    const c = await preparado(ctx);
    const admin = contexto(ctx.empresa.id, "administrador");
    expect((await recusa(iniciarDesfazer(admin, c.idAnoDestino, "Motivo"))).message).toBe(e.naoFeita(PROXIMO));
    const run = await iniciarRematricula(ctx, c.ano.id);
    await continuarRematricula(run.id, run.token);
    await testDb().doc(`turmas/${(await registro(run.id)).criadas[c.t5a.id]}`).update({ ultimaChamada: `${PROXIMO}-02-10` });
    expect((await recusa(iniciarDesfazer(admin, c.idAnoDestino, "Motivo"))).message).toBe(`Não é possível desfazer: o ano letivo de ${PROXIMO} já tem chamadas.`);
    expect(await entradasDe(ctx.empresa.id, c.idAnoDestino)).toHaveLength(4);
  });
});
