import { nomeNaEtapa, previaDaRematricula, turmasPropostas, type AlunoDoAnoEncerrado, type TurmaDoDestino, type TurmaEncerrada } from "@/lib/rematricula/plano";

// The rematrícula's plan (issue 27), by hand: the names proposed, the turmas of step 2 (reused by
// name, none after a final série), and the preview's destinations, choices and problems.

describe("nomeNaEtapa", () => {
  it.each([
    ["5º ano A", "ef-5", "ef-6", "6º ano A"],
    ["5º Ano - Manhã", "ef-5", "ef-6", "6º Ano - Manhã"],
    ["1ª série B", "em-1", "em-2", "2ª série B"],
    ["8° ano C", "ef-8", "ef-9", "9° ano C"],
    ["Turma 15º A", "ef-1", "ef-2", "2º ano A"], // 15º is not the 1º ano's number
    ["Pré-escola A", "ei-pre-escola", "ef-1", "1º ano A"],
    ["Creche Girassol", "ei-creche", "ei-pre-escola", "Pré-escola"],
    ["Infantil 5 b", "ei-pre-escola", "ef-1", "1º ano B"],
    ["5º ano A", "ef-5", "ef-5", "5º ano A"],
    ["EJA Etapa 2", "eja-ef", "eja-ef", "EJA Etapa 2"],
  ] as const)("%s (%s → %s): %s", (nome, de, para, esperado) => {
    expect(nomeNaEtapa(nome, de, para)).toBe(esperado);
  });
});

const turma = (id: string, nome: string, etapaDeEnsino: TurmaEncerrada["etapaDeEnsino"], vagas = 30): TurmaEncerrada => ({
  id,
  nome,
  etapaDeEnsino,
  turno: "matutino",
  vagas,
  inicioAulas: "07:00",
  fimAulas: "11:30",
});

describe("turmasPropostas", () => {
  it("the next série's turma with the same turno, places and hours; a final série, none; an existing turma of that name is reused", () => {
    const existente: TurmaDoDestino = { id: "t27-6a", nome: "6º Ano  a", etapaDeEnsino: "ef-6", vagas: 25, cursando: 3 };
    const propostas = turmasPropostas([turma("5a", "5º ano A", "ef-5"), turma("5b", "5º ano B", "ef-5", 32), turma("9b", "9º ano B", "ef-9"), turma("3s", "3ª série", "em-3")], [existente]);
    expect(propostas.map((p) => p.proposta && [p.proposta.nome, p.proposta.etapaDeEnsino, p.proposta.vagas, p.proposta.existente?.id ?? null])).toEqual([
      ["6º ano A", "ef-6", 30, "t27-6a"],
      ["6º ano B", "ef-6", 32, null],
      null,
      null,
    ]);
    expect(propostas[1]!.proposta).toMatchObject({ turno: "matutino", inicioAulas: "07:00", fimAulas: "11:30" });
  });
});

describe("previaDaRematricula", () => {
  const destino: TurmaDoDestino[] = [
    { id: "n6a", nome: "6º ano A", etapaDeEnsino: "ef-6", vagas: 3, cursando: 0 },
    { id: "n5a", nome: "5º ano A", etapaDeEnsino: "ef-5", vagas: 30, cursando: 1 },
    { id: "n6b", nome: "6º ano B", etapaDeEnsino: "ef-6", vagas: 30, cursando: 0 },
  ];
  const de5a = { id: "5a", nome: "5º ano A", etapaDeEnsino: "ef-5" } as const;
  const aluno = (nome: string, f: Partial<AlunoDoAnoEncerrado> = {}): AlunoDoAnoEncerrado => ({
    idAluno: nome.toLowerCase(),
    nome,
    matricula: `2026-${nome}`,
    turma: de5a,
    saida: null,
    ativo: true,
    situacaoFinal: "aprovado",
    jaEnturmado: null,
    ...f,
  });

  it("approved → the turma step 2 made for theirs; retained → the same name next year; concluinte; those who left are not moved", () => {
    const p = previaDaRematricula({
      ano: 2027,
      alunos: [
        aluno("Ana"),
        aluno("Bia", { situacaoFinal: "reprovado" }),
        aluno("Caio", { situacaoFinal: "reprovado-frequencia" }),
        aluno("Davi", { turma: { id: "9b", nome: "9º ano B", etapaDeEnsino: "ef-9" } }),
        aluno("Eva", { saida: "transferido", situacaoFinal: null }),
        aluno("Fábio", { ativo: false }),
      ],
      destino,
      criadas: { "5a": "n6a" },
      escolhas: {},
    });
    expect(p.linhas.map((l) => [l.nome, l.destino.tipo === "turma" ? l.destino.nome : l.destino.tipo])).toEqual([
      ["Ana", "6º ano A"],
      ["Bia", "5º ano A"],
      ["Caio", "5º ano A"],
      ["Davi", "concluinte"],
      ["Eva", "nao"],
      ["Fábio", "nao"],
    ]);
    expect(p.linhas.map((l) => l.movivel)).toEqual([true, true, true, true, false, false]);
    expect(p.problemas).toEqual([]);
    expect(p.rematriculados).toBe(3);
    expect(p.concluintes).toBe(1);
    expect(p.porTurma).toEqual([
      { idTurma: "n6a", nome: "6º ano A", novos: 1, cursando: 0, vagas: 3 },
      { idTurma: "n5a", nome: "5º ano A", novos: 2, cursando: 1, vagas: 30 },
    ]);
  });

  it("without step 2's record, the approved go to the proposed name; a name nobody created is a problem", () => {
    const p = previaDaRematricula({ ano: 2027, alunos: [aluno("Ana", { turma: { id: "5c", nome: "5º ano C", etapaDeEnsino: "ef-5" } }), aluno("Bia")], destino, criadas: {}, escolhas: {} });
    expect(p.linhas.map((l) => l.destino)).toEqual([{ tipo: "faltando", nome: "6º ano C" }, { tipo: "turma", idTurma: "n6a", nome: "6º ano A" }]);
    expect(p.problemas).toEqual(["A turma 6º ano C de 2027 não existe: crie-a ou escolha outra turma de destino para Ana."]);
  });

  it("a missing turma is one problem with its number of students, not one per student (issue 41)", () => {
    const c = { turma: { id: "5c", nome: "5º ano C", etapaDeEnsino: "ef-5" as const } };
    const p = previaDaRematricula({ ano: 2027, alunos: [aluno("Ana", c), aluno("Bia", c), aluno("Caio", c), aluno("Davi")], destino, criadas: {}, escolhas: {} });
    expect(p.problemas).toEqual(["A turma 6º ano C de 2027 não existe: crie-a ou escolha outra turma de destino para os 3 alunos que iriam para ela."]);
    expect(p.faltando).toEqual([{ nome: "6º ano C", alunos: 3, problema: p.problemas[0] }]);
  });

  it("the secretary's choices: another turma, `Não rematricular`; a choice for a student who left changes nothing", () => {
    const p = previaDaRematricula({
      ano: 2027,
      alunos: [aluno("Ana"), aluno("Bia"), aluno("Eva", { saida: "desligado" })],
      destino,
      criadas: { "5a": "n6a" },
      escolhas: { ana: { tipo: "turma", idTurma: "n6b" }, bia: { tipo: "nao" }, eva: { tipo: "turma", idTurma: "n6b" } },
    });
    expect(p.linhas.map((l) => [l.proposto.tipo === "turma" && l.proposto.nome, l.destino.tipo === "turma" ? l.destino.nome : l.destino.tipo])).toEqual([
      ["6º ano A", "6º ano B"],
      ["6º ano A", "nao"],
      [false, "nao"],
    ]);
    expect(p.rematriculados).toBe(1);
  });

  it("problems: 4 students for 3 places, no final situation (until a choice is made), already enrolled next year", () => {
    const alunos = [aluno("Ana"), aluno("Bia"), aluno("Caio"), aluno("Davi"), aluno("Eva", { situacaoFinal: null }), aluno("Fábio", { jaEnturmado: { idTurma: "n6b", nome: "6º ano B" } })];
    const p = previaDaRematricula({ ano: 2027, alunos, destino, criadas: { "5a": "n6a" }, escolhas: {} });
    expect(p.problemas).toEqual([
      "Eva não tem situação final no ano encerrado.",
      "Fábio já está enturmado em 2027 (turma 6º ano B).",
      "A turma 6º ano A de 2027 teria 5 alunos para 3 vagas.",
    ]);
    // Eva and Fábio set to `Não rematricular`, Davi to 6º ano B: no problem left.
    const resolvida = previaDaRematricula({ ano: 2027, alunos, destino, criadas: { "5a": "n6a" }, escolhas: { eva: { tipo: "nao" }, "fábio": { tipo: "nao" }, davi: { tipo: "turma", idTurma: "n6b" } } });
    expect(resolvida.problemas).toEqual([]);
    expect(resolvida.rematriculados).toBe(4);
  });
});
