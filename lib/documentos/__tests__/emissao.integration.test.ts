import { createHash } from "node:crypto";
import { emitirDocumento } from "@/lib/documentos/emissao";
import { revogacaoInput, revogarDocumento } from "@/lib/documentos/revogacao";
import { documentosDoAluno } from "@/lib/documentos/dados";
import { codigoEmGrupos } from "@/lib/documentos/codigo";
import { documentoDoc } from "@/lib/documentos/schema";
import { historico } from "@/lib/atividades/dados";
import { diaDe, formatarData } from "@/lib/campos/data";
import { anoAtual, hoje } from "@/lib/infra/relogio";
import { actionTexts, alunoTexts, documentoTexts } from "@/lib/messages";
import type { ShellContext } from "@/lib/shell/contexto";
import { idDaCriacao, novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { renomearEmpresa } from "@/lib/empresas/escrita";
import { empresaNosDocumentos } from "@/lib/empresas/dados";
import { contextoDeTeste as contexto, errosDoFormulario, recusa } from "@/test/support/contexto";
import { closeTestApp, readEnturmacoes, seedAlunos, seedAnoComTurmas, seedEscolas, testDb, uniqueId } from "@/test/support/firebase";
import { textoDoPdf } from "@/test/support/texto-do-pdf";
import { fixarHoje } from "@/test/support/hoje";

// Issuing and revoking a student's documents on the local database (issue 26): what is stored (the
// facts as printed, the hash of the very bytes), the PDF's text, the snapshot kept after the
// student changes, the activity, the frequência of a period, and every refusal writing nothing.

// Today is 12/05/2026: the calendars here are laid around it (etapas from 100 days ago to today, inside this year).
fixarHoje("2026-05-12");

afterAll(closeTestApp);

const erros = documentoTexts.erros;
const ORIGEM = "http://localhost:3000";

/** Days from today (São Paulo), as YYYY-MM-DD. */
function dia(deslocamento: number): string {
  const d = new Date(`${hoje()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + deslocamento);
  return d.toISOString().slice(0, 10);
}

/** A school (INEP, municipality/UF) with its year in progress (2 etapas: one ended 20 days ago, one ending today), a turma and a student in it. */
async function cenario(ctx: ShellContext, { nome = "Maria da Conceição Araújo", enturmado = true } = {}) {
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Estadual Rui Barbosa", codigoInep: "35123456", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: anoAtual(), turmas: [{ nome: "5º ano A", turno: "vespertino" }] });
  const etapas = [{ inicio: dia(-100), fim: dia(-20) }, { inicio: dia(-19), fim: dia(0) }];
  await testDb().doc(`anos_letivos/${ano.id}`).update({ etapas, tipoEtapas: "semestres" });
  const [aluno] = await seedAlunos(ctx.empresa.id, [{ nome, idEscola: idEscola!, dataNascimento: "2015-03-10", ...(enturmado ? { turma: ano.turmas[0]!, desde: etapas[0]!.inicio } : {}) }]);
  return { idEscola: idEscola!, ano, turma: ano.turmas[0]!, etapas, aluno: aluno! };
}

const documento = async (codigo: string) => (await testDb().doc(`documentos/${codigo}`).get()).data();
const documentosDe = async (idAluno: string) => (await testDb().collection("documentos").where("idAluno", "==", idAluno).get()).docs;

describe("issuing a declaração de matrícula", () => {
  it("keeps the facts as printed and the SHA-256 of the very bytes; the PDF says them with the code in groups; the history records it", async () => {
    const ctx = contexto();
    const { aluno, idEscola, turma } = await cenario(ctx);
    const emitido = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect(emitido.nomeDoArquivo).toBe("declaracao-de-matricula-maria-da-conceicao-araujo.pdf");

    const guardado = await documento(emitido.codigo);
    expect(documentoDoc.safeParse(guardado).success).toBe(true);
    expect(guardado).toMatchObject({
      idEmpresa: ctx.empresa.id,
      idEscola,
      idAluno: aluno.id,
      tipo: "matricula",
      escola: { nome: "Escola Estadual Rui Barbosa", codigoInep: "35123456", municipio: "Campinas", uf: "SP" },
      nomeAluno: "Maria da Conceição Araújo",
      emitidoPor: ctx.session.uid,
      emitidoPorNome: "Secretaria Teste",
      revogadoEm: null,
      sha256: createHash("sha256").update(emitido.bytes).digest("hex"),
    });
    expect(guardado!.fatos).toEqual([
      { rotulo: "Matrícula", valor: aluno.matricula },
      { rotulo: "Data de nascimento", valor: "10/03/2015" },
      { rotulo: "Ano letivo", valor: String(anoAtual()) },
      { rotulo: "Turma", valor: turma.nome },
      { rotulo: "Turno", valor: "Vespertino" },
    ]);
    expect(JSON.stringify(guardado)).not.toMatch(/cpf/i);

    // The PDF: one A4 page, the text a viewer reads.
    const { paginas, tamanhos } = textoDoPdf(emitido.bytes);
    expect(paginas).toHaveLength(1);
    expect(tamanhos[0]).toEqual({ largura: expect.closeTo(595.28, 0) as number, altura: expect.closeTo(841.89, 0) as number });
    const texto = paginas[0]!.replace(/\s+/g, " ");
    const momento = (guardado!.emitidoEm as FirebaseFirestore.Timestamp).toDate();
    const hora = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(momento);
    for (const trecho of [
      "DECLARAÇÃO DE MATRÍCULA",
      "Empresa de Teste",
      "Escola Estadual Rui Barbosa",
      "Código INEP: 35123456",
      "Campinas/SP",
      "Maria da Conceição Araújo",
      aluno.matricula,
      "5º ano A",
      "Vespertino",
      // Issue 41: the article and the série with its etapa de ensino.
      "matriculado(a) na Escola Estadual Rui Barbosa, no 5º ano (Ensino Fundamental), turno Vespertino",
      `Emitido por Secretaria Teste em ${formatarData(diaDe(momento))} às ${hora}`,
      codigoEmGrupos(emitido.codigo),
      `${ORIGEM}/verificar/${emitido.codigo}`,
    ]) {
      expect(texto).toContain(trecho);
    }

    // The history and the company's activity: one entry, with the code.
    const [entrada] = await historico(ctx, aluno.id, 5);
    expect(entrada).toMatchObject({ tipo: "documento.emitido", porNome: "Secretaria Teste", detalhe: documentoTexts.detalhe("Declaração de matrícula", codigoEmGrupos(emitido.codigo)) });
    const [doc] = await documentosDoAluno(ctx, aluno.id);
    expect(doc).toMatchObject({ codigo: emitido.codigo, tipo: "matricula", emitidoPorNome: "Secretaria Teste", revogadoEm: null });
  });

  it("keeps the snapshot after the student changes: the stored facts and name are the paper's", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx, { nome: "Pedro Antigo Nome" });
    const primeiro = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    await testDb().doc(`alunos/${aluno.id}`).update({ nome: "Pedro Novo Nome", dataNascimento: "2014-01-01" });
    const depois = await documento(primeiro.codigo);
    expect(depois!.nomeAluno).toBe("Pedro Antigo Nome");
    expect(depois!.fatos).toContainEqual({ rotulo: "Data de nascimento", valor: "10/03/2015" });
    // A new paper says the new name; the codes differ.
    const segundo = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect((await documento(segundo.codigo))!.nomeAluno).toBe("Pedro Novo Nome");
    expect(segundo.codigo).not.toBe(primeiro.codigo);
  });

  it("refuses a student without a turma `Cursando` this year, consulta and a professor, another company's student: nothing written", async () => {
    const ctx = contexto();
    const semTurma = await cenario(ctx, { enturmado: false });
    expect((await recusa(emitirDocumento(ctx, { tipo: "matricula", idAluno: semTurma.aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(erros.naoEnturmado);
    expect((await recusa(emitirDocumento(ctx, { tipo: "frequencia", idAluno: semTurma.aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(erros.naoEnturmado);

    // Enrolled, then out of the turma (transferred): no longer `Cursando`.
    const { aluno } = await cenario(ctx);
    const [entrada] = await readEnturmacoes(aluno.id);
    await testDb().doc(`enturmacoes/${entrada!.id}`).update({ situacao: "transferido", ate: hoje() });
    expect((await recusa(emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(erros.naoEnturmado);
    await testDb().doc(`enturmacoes/${entrada!.id}`).update({ situacao: "cursando", ate: null });

    for (const papel of ["consulta", "professor"] as const) {
      expect((await recusa(emitirDocumento(contexto(ctx.empresa.id, papel), { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(actionTexts.semPermissao);
    }
    expect((await recusa(emitirDocumento(contexto(), { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(emitirDocumento(ctx, { tipo: "matricula", idAluno: "../x", origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(emitirDocumento(ctx, { tipo: "boletim" as "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toBe(erros.tipo);
    expect(await documentosDe(aluno.id)).toHaveLength(0);
    expect(await documentosDe(semTurma.aluno.id)).toHaveLength(0);
  });
});

describe("the header of a school's documents (issue 41)", () => {
  it("the school's name and address first; then the company's `Nome nos documentos` (set in Configurações), never the company's name then", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    await testDb().collection("empresas").add({ id: ctx.empresa.id, nome: "Empresa de Teste" });
    const prefeitura = "Prefeitura Municipal de Maceió — Secretaria Municipal de Educação";
    await renomearEmpresa(contexto(ctx.empresa.id, "administrador"), "Empresa de Teste", prefeitura);
    expect(await empresaNosDocumentos(ctx.empresa)).toEqual({ nome: "Empresa de Teste", nomeNosDocumentos: prefeitura });
    const emitido = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const texto = textoDoPdf(emitido.bytes).paginas[0]!.replace(/\s+/g, " ");
    const ordem = ["Escola Estadual Rui Barbosa", "Código INEP: 35123456", "Campinas/SP", prefeitura, "DECLARAÇÃO DE MATRÍCULA"].map((t) => texto.indexOf(t));
    expect(ordem.every((i) => i >= 0)).toBe(true);
    expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
    expect(texto).not.toContain("Empresa de Teste");

    // Cleared, the company's name is printed again (after the school).
    await renomearEmpresa(contexto(ctx.empresa.id, "administrador"), "Empresa de Teste", null);
    const outro = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const depois = textoDoPdf(outro.bytes).paginas[0]!.replace(/\s+/g, " ");
    expect(depois.indexOf("Escola Estadual Rui Barbosa")).toBeLessThan(depois.indexOf("Empresa de Teste"));
  });

  it("a company that is the school itself is not printed twice", async () => {
    const ctx = { ...contexto(), empresa: { id: uniqueId("emp"), nome: "Escola Estadual Rui Barbosa" } };
    const { aluno } = await cenario(ctx);
    const emitido = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const texto = textoDoPdf(emitido.bytes).paginas[0]!.replace(/\s+/g, " ");
    expect(texto.split("Escola Estadual Rui Barbosa").length - 1).toBe(2); // the header and the sentence
  });
});

describe("issuing a declaração de frequência", () => {
  /** A weekday of the second etapa (a day of class), `n` days of class after its start. */
  const diasDeAula = (etapas: { inicio: string; fim: string }[]) => {
    const dias: string[] = [];
    for (let d = new Date(`${etapas[1]!.inicio}T12:00:00Z`); d.toISOString().slice(0, 10) <= etapas[1]!.fim; d.setUTCDate(d.getUTCDate() + 1)) {
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) dias.push(d.toISOString().slice(0, 10));
    }
    return dias;
  };

  it("reads the counters for whole etapas (the year so far by default) and the roll calls for a period that cuts an etapa", async () => {
    const ctx = contexto();
    const { aluno, ano, turma, idEscola, etapas } = await cenario(ctx);
    const [entrada] = await readEnturmacoes(aluno.id);
    await testDb()
      .doc(`enturmacoes/${entrada!.id}`)
      .update({ frequencia: { "0": { dias: 40, faltas: 3, justificadas: 1 }, "1": { dias: 10, faltas: 1, justificadas: 0 } } });

    // The year so far: 50 days, 5 absences (1 justified): 45 ÷ 50 = 90,0%.
    const ano1 = await emitirDocumento(ctx, { tipo: "frequencia", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const fatos = (await documento(ano1.codigo))!.fatos;
    expect(fatos).toEqual(
      expect.arrayContaining([
        { rotulo: "Período", valor: `${formatarData(etapas[0]!.inicio)} a ${formatarData(hoje())}` },
        { rotulo: "Dias letivos registrados", valor: "50" },
        { rotulo: "Faltas", valor: "5 (1 justificada)" },
        { rotulo: "Frequência", valor: "90,0%" },
      ]),
    );
    expect(ano1.nomeDoArquivo).toBe("declaracao-de-frequencia-maria-da-conceicao-araujo.pdf");
    expect(textoDoPdf(ano1.bytes).paginas[0]!.replace(/\s+/g, " ")).toContain("50 dias letivos registrados, com 5 faltas, e frequência de 90,0%");

    // The second etapa whole (typed DD/MM/AAAA): its counters, 10 days, 1 absence.
    const segunda = await emitirDocumento(ctx, { tipo: "frequencia", idAluno: aluno.id, periodo: { de: formatarData(etapas[1]!.inicio), ate: formatarData(hoje()) }, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect((await documento(segunda.codigo))!.fatos).toEqual(expect.arrayContaining([{ rotulo: "Dias letivos registrados", valor: "10" }, { rotulo: "Frequência", valor: "90,0%" }]));

    // Three days of class in the second etapa: the roll calls of those days (one of another entry's student does not count).
    const dias = diasDeAula(etapas).slice(1, 4);
    expect(dias).toHaveLength(3);
    const marcas = ["presente", "falta", "justificada"] as const;
    await Promise.all(
      dias.map((d, i) =>
        testDb()
          .doc(`chamadas/${turma.id}__${d}`)
          .set({ idEmpresa: ctx.empresa.id, idTurma: turma.id, idEscola, idAnoLetivo: ano.id, dia: d, etapa: 1, alunos: { [aluno.id]: { e: entrada!.id, m: marcas[i] }, outro: { e: "outra", m: "falta" } }, versao: 1, salvaPorNome: "Prof", salvaEm: new Date() }),
      ),
    );
    // And one roll call the day after, outside the period.
    const depois = diasDeAula(etapas)[4];
    if (depois) await testDb().doc(`chamadas/${turma.id}__${depois}`).set({ idEmpresa: ctx.empresa.id, idTurma: turma.id, idEscola, idAnoLetivo: ano.id, dia: depois, etapa: 1, alunos: { [aluno.id]: { e: entrada!.id, m: "falta" } }, versao: 1, salvaPorNome: "Prof", salvaEm: new Date() });
    const cortado = await emitirDocumento(ctx, { tipo: "frequencia", idAluno: aluno.id, periodo: { de: dias[0], ate: dias[2] }, origem: ORIGEM, token: novoTokenDeCriacao() });
    // 3 days, 2 absences (1 justified): 1 ÷ 3 = 33,3%.
    expect((await documento(cortado.codigo))!.fatos).toEqual(
      expect.arrayContaining([
        { rotulo: "Período", valor: `${formatarData(dias[0]!)} a ${formatarData(dias[2]!)}` },
        { rotulo: "Dias letivos registrados", valor: "3" },
        { rotulo: "Faltas", valor: "2 (1 justificada)" },
        { rotulo: "Frequência", valor: "33,3%" },
      ]),
    );
  });

  it.each([
    [{ de: "31/02/2026", ate: "" }, erros.periodo],
    [{ de: "x".repeat(10_000), ate: "" }, erros.periodo],
    [{ de: dia(-1), ate: dia(-5) }, erros.periodoInvertido],
    [{ de: "1900-01-01", ate: dia(-5) }, "O período deve estar dentro do ano letivo"],
    [{ de: dia(-5), ate: dia(400) }, "O período deve estar dentro do ano letivo"],
  ])("refuses the period %p in Portuguese, nothing written", async (periodo, mensagem) => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    expect((await recusa(emitirDocumento(ctx, { tipo: "frequencia", idAluno: aluno.id, periodo, origem: ORIGEM, token: novoTokenDeCriacao() }))).message).toContain(mensagem);
    expect(await documentosDe(aluno.id)).toHaveLength(0);
  });
});

describe("issuing exactly once: the form's one-time token (issue 41, ghost documents)", () => {
  it("three sends of one form give one document, each answered with its very PDF; another token, another document", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const token = novoTokenDeCriacao();
    const envios = [];
    for (let i = 0; i < 3; i++) envios.push(await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token }));
    expect(new Set(envios.map((e) => e.codigo)).size).toBe(1);
    for (const e of envios) expect(Buffer.from(e.bytes).equals(Buffer.from(envios[0]!.bytes))).toBe(true);
    expect(envios[2]!.nomeDoArquivo).toBe("declaracao-de-matricula-maria-da-conceicao-araujo.pdf");
    expect(await documentosDe(aluno.id)).toHaveLength(1);
    expect((await documento(envios[0]!.codigo))!.sha256).toBe(createHash("sha256").update(envios[2]!.bytes).digest("hex"));
    // One entry in the history.
    expect((await historico(ctx, aluno.id, 10)).filter((e) => e.tipo === "documento.emitido")).toHaveLength(1);

    const outro = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    expect(outro.codigo).not.toBe(envios[0]!.codigo);
    expect(await documentosDe(aluno.id)).toHaveLength(2);
  });

  it("sends fired together give one document", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const token = novoTokenDeCriacao();
    const emitidos = await Promise.all(Array.from({ length: 4 }, () => emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token })));
    expect(new Set(emitidos.map((e) => e.codigo)).size).toBe(1);
    expect(await documentosDe(aluno.id)).toHaveLength(1);
  });

  it("refuses a send without a token, and a used form sent again for another declaration; nothing written", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    for (const token of [undefined, "", "curto", "x".repeat(200)]) {
      expect((await recusa(emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token }))).message).toBe(actionTexts.requisicaoInvalida);
    }
    expect(await documentosDe(aluno.id)).toHaveLength(0);
    const token = novoTokenDeCriacao();
    await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token });
    expect((await recusa(emitirDocumento(ctx, { tipo: "frequencia", idAluno: aluno.id, origem: ORIGEM, token }))).message).toBe(erros.formularioJaUsado);
    // Another company's member with the same token: its own document, never the first one's.
    const alheio = contexto();
    const deOutra = await cenario(alheio);
    const proprio = await emitirDocumento(alheio, { tipo: "matricula", idAluno: deOutra.aluno.id, origem: ORIGEM, token });
    expect((await documento(proprio.codigo))!.idEmpresa).toBe(alheio.empresa.id);
    expect(await documentosDe(aluno.id)).toHaveLength(1);
  });

  it("a database too slow to answer: the first send says the issue may have completed and that repeating is safe; it commits later; two retries give that one document and its PDF", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const token = novoTokenDeCriacao();
    const pedido = { tipo: "matricula" as const, idAluno: aluno.id, origem: ORIGEM, token };
    // The database stalls: another transaction holds the key for 11 s.
    let soltar!: () => void;
    const segurando = new Promise<void>((r) => (soltar = r));
    let travou!: () => void;
    const travada = new Promise<void>((r) => (travou = r));
    const trava = testDb().runTransaction(async (tx) => {
      await tx.get(testDb().collection("emissoes").doc(idDaCriacao(ctx.empresa.id, token)));
      travou();
      await segurando;
    });
    await travada;
    const soltarDepois = setTimeout(soltar, 11_000);
    expect((await recusa(emitirDocumento(ctx, pedido))).message).toBe(erros.talvezEmitido);
    await trava;
    clearTimeout(soltarDepois);
    // The first issue commits once the database answers.
    for (let i = 0; i < 50 && (await documentosDe(aluno.id)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const [guardado] = await documentosDe(aluno.id);
    expect(guardado).toBeDefined();

    const retries = [await emitirDocumento(ctx, pedido), await emitirDocumento(ctx, pedido)];
    for (const r of retries) {
      expect(r.codigo).toBe(guardado!.id);
      expect(createHash("sha256").update(r.bytes).digest("hex")).toBe(guardado!.get("sha256"));
    }
    expect(await documentosDe(aluno.id)).toHaveLength(1);
  }, 40_000);
});

describe("revoking", () => {
  it("administrador only, with a public motivo from the list and an internal observation: the document stays, says it was revoked, and the history records it; twice is refused", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const { codigo } = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const admin = contexto(ctx.empresa.id, "administrador");
    const motivo = "dadosIncorretos" as const;
    const observacao = "Emitida com o nome errado";

    // Refused first: the secretary, another company's administrator, a code that is no code.
    expect((await recusa(revogarDocumento(ctx, { codigo, motivo, observacao }))).message).toBe(actionTexts.semPermissao);
    expect((await recusa(revogarDocumento(contexto(undefined, "administrador"), { codigo, motivo, observacao }))).message).toBe(erros.naoEncontrado);
    for (const texto of ["", "x".repeat(2000), "../documentos/x", "AAAA-AAAA-AAAA-AAAA"]) {
      expect((await recusa(revogarDocumento(admin, { codigo: texto, motivo, observacao }))).message).toBe(erros.naoEncontrado);
    }
    expect((await documento(codigo))!.revogadoEm).toBeNull();
    // The motivo is required and one of the list; a free text is refused.
    for (const m of ["", "  ", "Aluna em acolhimento", "x".repeat(10_000), "constructor"]) expect(errosDoFormulario(revogacaoInput, { codigo, motivo: m })).toEqual({ motivo: erros.motivo });
    // The observation is optional and short, with nothing invisible.
    for (const o of ["x".repeat(201), "x".repeat(10_000), "a\u202Eb observação"]) expect(errosDoFormulario(revogacaoInput, { codigo, motivo, observacao: o })).toEqual({ observacao: erros.observacao });
    expect(revogacaoInput.parse({ codigo, motivo, observacao: "   " }).observacao).toBeNull();

    // Shown in groups and typed in lower case, it is the same code.
    expect(await revogarDocumento(admin, revogacaoInput.parse({ codigo: codigoEmGrupos(codigo).toLowerCase(), motivo, observacao: `  ${observacao}  ` }))).toEqual({ idAluno: aluno.id });
    const revogado = await documento(codigo);
    expect(revogado).toMatchObject({ motivoPublico: motivo, observacaoInterna: observacao, motivoDaRevogacao: null, revogadoPorNome: "Secretaria Teste", nomeAluno: "Maria da Conceição Araújo" });
    expect(revogado!.revogadoEm).toBeTruthy();
    expect((await recusa(revogarDocumento(admin, { codigo, motivo: "outro", observacao: "De novo" }))).message).toBe(erros.jaRevogado);
    expect((await documento(codigo))!.observacaoInterna).toBe(observacao);

    const [entrada] = await historico(ctx, aluno.id, 5);
    expect(entrada).toMatchObject({ tipo: "documento.revogado", detalhe: documentoTexts.detalheRevogado("Declaração de matrícula", codigoEmGrupos(codigo), "Dados incorretos", observacao) });
    const [naLista] = await documentosDoAluno(contexto(ctx.empresa.id, "consulta"), aluno.id);
    expect(naLista).toMatchObject({ codigo, motivoDaRevogacao: motivo, observacaoInterna: observacao });
    expect(naLista!.revogadoEm).toBeInstanceOf(Date);
    // Another company sees none of them.
    expect(await documentosDoAluno(contexto(undefined, "administrador"), aluno.id)).toEqual([]);
  });

  it("issue 41: a document revoked with a free text before the list reads as `Outro motivo`, the text kept as the internal observation of the company's list", async () => {
    const ctx = contexto();
    const { aluno } = await cenario(ctx);
    const { codigo } = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    await testDb().doc(`documentos/${codigo}`).update({ revogadoEm: new Date(), revogadoPorNome: "Ana", motivoDaRevogacao: "Aluna em acolhimento institucional, dados sigilosos" });
    const [naLista] = await documentosDoAluno(ctx, aluno.id);
    expect(naLista).toMatchObject({ motivoDaRevogacao: "outro", observacaoInterna: "Aluna em acolhimento institucional, dados sigilosos" });
  });
});

describe("the list a professor sees", () => {
  it("the student's professor sees the documents with their code masked (only its last 4 symbols): the code opens the public check, which shows more than the professor's page; a professor of another turma sees none", async () => {
    const ctx = contexto();
    const { aluno, turma } = await cenario(ctx);
    const { codigo } = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: ORIGEM, token: novoTokenDeCriacao() });
    const professor = contexto(ctx.empresa.id, "professor");
    await testDb().doc(`turmas/${turma.id}`).update({ professores: [professor.session.uid], nomesDosProfessores: { [professor.session.uid]: "Professora" } });

    // Revoked with an internal observation: the professor gets the public reason only.
    await revogarDocumento(contexto(ctx.empresa.id, "administrador"), { codigo, motivo: "emitidoPorEngano", observacao: "Aluna em acolhimento institucional" });
    const [naLista] = await documentosDoAluno(professor, aluno.id);
    expect(naLista).toMatchObject({ codigo: null, final: codigo.slice(-4), tipo: "matricula", motivoDaRevogacao: "emitidoPorEngano", observacaoInterna: null });
    expect(JSON.stringify(naLista)).not.toContain(codigo.slice(0, 12));
    // The secretary's list has the code whole.
    expect((await documentosDoAluno(ctx, aluno.id))[0]).toMatchObject({ codigo, final: codigo.slice(-4) });
    expect(await documentosDoAluno(contexto(ctx.empresa.id, "professor"), aluno.id)).toEqual([]);
  });
});
