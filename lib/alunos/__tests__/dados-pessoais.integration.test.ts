import { dadosPessoaisDoAluno, nomeDoArquivoDosDadosPessoais, registrarExportacao, type DadosPessoais } from "@/lib/alunos/dados-pessoais";
import { pdfDosDadosPessoais } from "@/lib/alunos/dados-pessoais-pdf";
import { emitirDocumento } from "@/lib/documentos/emissao";
import { codigoEmGrupos } from "@/lib/documentos/codigo";
import { historico } from "@/lib/atividades/dados";
import { salvarNotas } from "@/lib/notas/escrita";
import { notasInput } from "@/lib/notas/schema";
import { novoTokenDeCriacao } from "@/lib/infra/actions/criacao";
import { anoAtual } from "@/lib/infra/relogio";
import { actionTexts, alunoTexts } from "@/lib/messages";
import { contextoDeTeste as contexto, recusa } from "@/test/support/contexto";
import { closeTestApp, readEnturmacoes, seedAlunos, seedAnoComTurmas, seedEscolas, testDb } from "@/test/support/firebase";
import { textoDoPdf } from "@/test/support/texto-do-pdf";

// `Dados pessoais (LGPD)` (issue 43): everything the company holds on one student (the record, the
// responsáveis, the enrolments, the attendance counters, the grades, the documents, the history),
// read for the administrador only, as JSON and as a readable PDF; the export recorded in the
// student's history; another company's student not found; another role refused.

afterAll(closeTestApp);

const ANO = anoAtual();

async function cenario() {
  const ctx = contexto(undefined, "administrador");
  const [idEscola] = await seedEscolas(ctx.empresa.id, [{ nome: "Escola Estadual Rui Barbosa", codigoInep: "35123456", municipio: "Campinas", uf: "SP" }]);
  const ano = await seedAnoComTurmas(ctx.empresa.id, idEscola!, { ano: ANO, turmas: [{ nome: "5º ano A" }] });
  const [aluno] = await seedAlunos(ctx.empresa.id, [
    { nome: "Maria da Conceição Araújo", idEscola: idEscola!, dataNascimento: "2015-03-10", cpf: "529.982.247-25", responsavelNome: "Ana Araújo", responsavelTelefone: "11987654321", turma: ano.turmas[0]!, desde: `${ANO}-02-02` },
  ]);
  await testDb().doc(`alunos/${aluno!.id}`).update({ nomeSocial: "Mário Araújo", corRaca: "3" });
  const [entrada] = await readEnturmacoes(aluno!.id);
  await testDb().doc(`enturmacoes/${entrada!.id}`).update({ frequencia: { "0": { dias: 40, faltas: 2, justificadas: 1 } } });
  await salvarNotas(ctx, notasInput.parse({ idTurma: ano.turmas[0]!.id, idComponente: "matematica", etapa: "0", versao: 0, notas: [{ id: aluno!.id, nota: "7,5" }] }));
  return { ctx, idEscola: idEscola!, aluno: aluno! };
}

describe("the student's personal data (LGPD)", () => {
  it("holds the record, the responsáveis, the turmas, the attendance, the grades, the documents and the history, and its PDF says them", async () => {
    const { ctx, aluno } = await cenario();
    const documento = await emitirDocumento(ctx, { tipo: "matricula", idAluno: aluno.id, origem: "http://localhost:3000", token: novoTokenDeCriacao() });
    const d = await dadosPessoaisDoAluno(ctx, aluno.id);

    // The JSON's shape: every part, plain data (a round trip through JSON changes nothing).
    expect(Object.keys(d)).toEqual(["formato", "versao", "geradoEm", "empresa", "registro", "ficha", "responsaveis", "turmas", "frequencia", "notas", "documentos", "historico"]);
    expect(JSON.parse(JSON.stringify(d)) as DadosPessoais).toEqual(d);
    expect(d).toMatchObject({ formato: "gestao-escolar.dados-pessoais", versao: 1, empresa: { nome: "Empresa de Teste" } });
    expect(d.registro).toMatchObject({ id: aluno.id, matricula: aluno.matricula, matriculasUnificadas: [] });
    expect(d.registro.campos).toMatchObject({ nome: "Maria da Conceição Araújo", nomeSocial: "Mário Araújo", dataNascimento: "2015-03-10", cpf: "52998224725", corRaca: "3", nis: null });
    const identificacao = d.ficha.find((s) => s.secao === "identificacao")!.linhas;
    expect(identificacao).toEqual(expect.arrayContaining([{ rotulo: "Cor/raça", valor: "Parda" }, { rotulo: "Escola", valor: "Escola Estadual Rui Barbosa" }]));
    // Stored before the list: the single guardian read as the first responsável, the legal one.
    expect(d.responsaveis).toEqual([{ nome: "Ana Araújo", parentesco: null, cpf: null, telefone: "11987654321", email: null, legal: true, buscar: false, moraJunto: false }]);
    expect(d.turmas).toEqual([{ ano: ANO, escola: "Escola Estadual Rui Barbosa", turma: "5º ano A", situacao: "Cursando", desde: `${ANO}-02-02`, ate: null }]);
    expect(d.frequencia).toEqual([{ ano: ANO, turma: "5º ano A", etapa: "1º bimestre", dias: 40, faltas: 2, justificadas: 1 }]);
    expect(d.notas).toHaveLength(1);
    expect(d.notas[0]).toMatchObject({ ano: ANO, turma: "5º ano A", escola: "Escola Estadual Rui Barbosa", situacao: "Cursando" });
    expect(d.notas[0]!.componentes.find((c) => c.componente === "Matemática")).toMatchObject({ etapas: ["7,5", "—", "—", "—"] });
    expect(d.documentos).toEqual([expect.objectContaining({ tipo: "Declaração de matrícula", codigo: documento.codigo, emitidoPor: "Secretaria Teste", revogadoEm: null })]);
    expect(d.historico[0]).toMatchObject({ evento: "Documento emitido", detalhe: `Declaração de matrícula, código ${codigoEmGrupos(documento.codigo)}` });

    const texto = textoDoPdf(await pdfDosDadosPessoais(d)).paginas.join(" ").replace(/\s+/g, " ");
    for (const trecho of [
      "DADOS PESSOAIS DO ALUNO (LGPD)",
      "Nome completo: Maria da Conceição Araújo",
      "Nome social: Mário Araújo",
      "Cor/raça: Parda",
      "CPF: 529.982.247-25",
      "Turmas",
      `${ANO} · 5º ano A · Cursando desde 02/02/${ANO}`,
      `${ANO} · 5º ano A · 1º bimestre: 40 dias, 2 faltas (1 justificada)`,
      `${ANO} · Matemática: 7,5 | — | — | — · média`,
      codigoEmGrupos(documento.codigo),
      "Documento emitido: Declaração de matrícula",
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(nomeDoArquivoDosDadosPessoais(aluno.matricula, "json")).toBe(`dados-pessoais-${aluno.matricula}.json`);
  });

  it("records the export in the student's history, with its format", async () => {
    const { ctx, aluno } = await cenario();
    await registrarExportacao(ctx, { id: aluno.id, nome: "Maria da Conceição Araújo" }, "JSON");
    const [entrada] = await historico(ctx, aluno.id, 5);
    expect(entrada).toMatchObject({ tipo: "aluno.dadosPessoaisExportados", detalhe: "Dados pessoais (LGPD) exportados em JSON" });
    expect(alunoTexts.eventos["aluno.dadosPessoaisExportados"]).toBe("Dados pessoais exportados");
  });

  it("is not found for another company's administrador (or an id that is no id), and refused to every other role", async () => {
    const { ctx, aluno } = await cenario();
    expect((await recusa(dadosPessoaisDoAluno(contexto(undefined, "administrador"), aluno.id))).message).toBe(alunoTexts.naoEncontrado);
    expect((await recusa(dadosPessoaisDoAluno(ctx, "../alunos"))).message).toBe(alunoTexts.naoEncontrado);
    for (const papel of ["secretaria", "consulta", "professor"] as const) {
      expect((await recusa(dadosPessoaisDoAluno(contexto(ctx.empresa.id, papel), aluno.id))).message).toBe(actionTexts.semPermissao);
    }
  });
});
